import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import { PinciteError } from '../../../../shared/errors.js';
import type { OcrImage } from './extract-pdf.js';
import { buildOcrPageText, compose, quarterTurn, type OcrBlock, type OcrPageText } from './ocr-page.js';
import type { TextElement } from './types.js';
import { LIMITS } from '../limits.js';

const require = createRequire(import.meta.url);
const tesseractVersion: string = (require('tesseract.js/package.json') as { version: string }).version;
/** The English LSTM model shipped in @tesseract.js-data/eng (integer-quantised "best"). */
export const OCR_MODEL = 'eng-4.0.0_best_int';
export const OCR_EXTRACTOR = `tesseract.js@${tesseractVersion}+${OCR_MODEL}`;
/** Where the model is read from: the installed package, never the network. */
export const OCR_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

type Tesseract = typeof import('tesseract.js');
type TesseractWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

export type OcrPageResult = { text: string; elements: TextElement[]; confidence: number };

export type OcrEngineOptions = {
  /** Tesseract workers (each its own thread); two keep two cores busy. */
  workers?: number;
  /** Folder holding eng.traineddata.gz; the bundled model unless a test says otherwise. */
  langPath?: string;
  /** One recognition pass taking longer than this fails the page and replaces its worker. */
  passTimeoutMs?: number;
  /** Workers are ended once no page has been read for this long (default OCR_IDLE_MS). */
  idleMs?: number;
};

/**
 * A tesseract worker holds ~150 MB (its WebAssembly memory and the model). A desktop
 * session or a long ingest that met one scan would otherwise keep two of them for good;
 * ended after this long without a page, they cost one restart (~1 s) when the next
 * scan comes.
 */
export const OCR_IDLE_MS = 5_000;

/**
 * A page that reads with at least this confidence (per character) is taken as it is.
 * Upright pages of the CUAD scans read at 0.93–0.95; the same pages upside down at
 * 0.29–0.30 and sideways at 0.17–0.24, so anything in between is worth a second look.
 */
const ACCEPT_SCORE = 0.7;

type Lane = { worker: Promise<TesseractWorker> | null; busy: boolean };

/**
 * Offline OCR: tesseract.js with the bundled English LSTM model on a small pool of
 * tesseract workers, started on first use only (ingesting native PDFs never pays for
 * them). Each page is read in the orientation it was rasterised in; if it reads badly
 * it is read again turned (upside down first), and the best reading wins. Any failure —
 * a model that will not load, an image tesseract cannot read, a worker that dies or
 * hangs — becomes an OCR_FAILED error naming the file and page; the worker involved is
 * replaced, so the next page gets a fresh one.
 */
export class OcrEngine {
  private readonly lanes: Lane[];
  private readonly waiting: Array<(lane: Lane) => void> = [];
  private readonly langPath: string;
  private readonly passTimeoutMs: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(opts: OcrEngineOptions = {}) {
    this.lanes = Array.from({ length: Math.max(1, opts.workers ?? 2) }, () => ({ worker: null, busy: false }));
    this.langPath = opts.langPath ?? OCR_LANG_PATH;
    this.passTimeoutMs = opts.passTimeoutMs ?? LIMITS.ocrPassMs;
    this.idleMs = opts.idleMs ?? OCR_IDLE_MS;
  }

  /** How many tesseract workers are started (or starting) now. */
  get liveWorkers(): number {
    return this.lanes.filter((l) => l.worker !== null).length;
  }

  async recognize(image: OcrImage, file: string): Promise<OcrPageResult> {
    const lane = await this.acquire();
    try {
      const { text, elements, confidence } = await this.readBestOrientation(lane, image);
      return { text, elements, confidence };
    } catch (err) {
      // The worker may be wedged or dead: never hand it another page.
      void this.discard(lane);
      // Our own words only: tesseract's text is the cause, for the log.
      const detail = err instanceof PinciteError || err instanceof OcrStall ? err.message : 'the OCR engine could not read the page image';
      const advice = err instanceof PinciteError
        ? 'Reinstall Pincite, or ingest with --ocr off to keep the document without its scanned text.'
        : 'Try again, or ingest with --ocr off to keep the document without its scanned text; a cleaner scan may also help.';
      throw new PinciteError('OCR_FAILED', `OCR of page ${image.page} of ${file} failed: ${detail}. ${advice}`, { cause: err });
    } finally {
      this.release(lane);
    }
  }

  async close(): Promise<void> {
    this.stopIdleTimer();
    await Promise.all(this.lanes.map((lane) => this.discard(lane)));
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async readBestOrientation(lane: Lane, image: OcrImage): Promise<OcrPageText> {
    let best = await this.pass(lane, image.png, image.viewportTransform, image);
    if (best.score >= ACCEPT_SCORE || best.elements.length === 0) return best;
    // Text lines seen running across leave only upside down; otherwise try every turn.
    const turns = image.linesAcross ? [2] : [2, 1, 3];
    for (const q of turns) {
      const turned = await turnPng(image, q);
      const reading = await this.pass(lane, turned.png, turned.transform, image);
      if (reading.score > best.score) best = reading;
      if (best.score >= ACCEPT_SCORE) break;
    }
    return best;
  }

  private async pass(lane: Lane, png: Uint8Array, transform: readonly number[], image: OcrImage): Promise<OcrPageText> {
    const worker = await this.workerFor(lane);
    const thread = diedWith(worker);
    // Told rather than guessed from the pixels (tesseract's guess also prints to stderr).
    await withDeadline(worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)) }), this.passTimeoutMs, thread);
    const result = await withDeadline(worker.recognize(Buffer.from(png), {}, { blocks: true, text: false }), this.passTimeoutMs, thread);
    const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
    return buildOcrPageText(image.page, blocks, transform, OCR_EXTRACTOR);
  }

  private workerFor(lane: Lane): Promise<TesseractWorker> {
    lane.worker ??= startWorker(this.langPath, this.passTimeoutMs);
    return lane.worker;
  }

  private discard(lane: Lane): Promise<void> {
    const w = lane.worker;
    lane.worker = null;
    return w ? w.then((x) => x.terminate()).then(() => undefined, () => undefined) : Promise.resolve();
  }

  private acquire(): Promise<Lane> {
    this.stopIdleTimer();
    const free = this.lanes.find((l) => !l.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(lane: Lane): void {
    const next = this.waiting.shift();
    if (next) next(lane);
    else lane.busy = false;
    if (this.lanes.every((l) => !l.busy) && this.liveWorkers > 0) {
      this.stopIdleTimer();
      // Unref'd: an idle engine never keeps the process alive on its own.
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.lanes.every((l) => !l.busy)) for (const l of this.lanes) void this.discard(l);
      }, this.idleMs);
      this.idleTimer.unref();
    }
  }
}

/**
 * Starts one tesseract worker reading the model from `langPath` only: no cache (a
 * shared cache file could be half-written by another process, or planted), no CDN.
 * tesseract.js rethrows any failed job as an uncaught exception unless given an error
 * handler, and never settles `createWorker` when the model fails to load; both are
 * turned into a rejection here. A model tesseract rejects also makes tesseract.js throw
 * from its message handler a moment later, which no handler can catch — so the model
 * is checked before any worker sees it.
 */
async function startWorker(langPath: string, timeoutMs: number): Promise<TesseractWorker> {
  await checkModel(join(langPath, 'eng.traineddata.gz'));
  const T: Tesseract = await import('tesseract.js');
  let failStart: (reason: string) => void = () => undefined;
  const startFailed = new Promise<never>((_, reject) => {
    failStart = (reason) => reject(new PinciteError('OCR_FAILED', 'the OCR engine could not start', { cause: new Error(reason) }));
  });
  const created = T.createWorker('eng', T.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    // Job failures reach their own promises; this only has to stop tesseract.js throwing.
    errorHandler: (e: unknown) => failStart(String(e)),
  });
  return withDeadline(Promise.race([created, startFailed]), timeoutMs, null);
}

/** TESSDATA_LSTM: the entry of a .traineddata file holding the LSTM model. */
const LSTM_ENTRY = 17;

/**
 * The model must gunzip (its CRC catches damage) into a tesseract data file whose
 * table of contents is sane and includes an LSTM model.
 */
async function checkModel(file: string): Promise<void> {
  const fail = (why: string) => new PinciteError('OCR_FAILED', `the OCR model ${file} is ${why}`);
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    throw fail('missing or unreadable');
  }
  try {
    data = await promisify(gunzip)(data);
  } catch {
    throw fail('damaged (it does not decompress)');
  }
  const entries = data.length >= 4 ? data.readInt32LE(0) : 0;
  const header = 4 + 8 * entries;
  if (entries <= LSTM_ENTRY || entries > 64 || data.length < header) throw fail('not a tesseract model');
  let last = header - 1;
  for (let i = 0; i < entries; i++) {
    const offset = Number(data.readBigInt64LE(4 + 8 * i));
    if (offset === -1) continue;
    if (offset <= last || offset >= data.length) throw fail('not a tesseract model');
    last = offset;
  }
  if (Number(data.readBigInt64LE(4 + 8 * LSTM_ENTRY)) === -1) throw fail('missing its LSTM model');
}

/** A tesseract worker that gave no result in time, or whose thread stopped: said in our words. */
class OcrStall extends Error {}

/** Rejects when `job` takes longer than `ms`, or as soon as the worker thread behind it exits. */
function withDeadline<T>(job: Promise<T>, ms: number, thread: ThreadWorker | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number) => reject(new OcrStall(`the OCR engine stopped unexpectedly (exit code ${code})`));
    const timer = setTimeout(() => reject(new OcrStall(`the OCR engine gave no result within ${Math.round(ms / 1000)} s`)), ms);
    thread?.once('exit', onExit);
    job.then(resolve, (e: unknown) => reject(e instanceof Error ? e : new Error(String(e)))).finally(() => {
      clearTimeout(timer);
      thread?.off('exit', onExit);
    });
  });
}

/** The Node worker thread behind a tesseract.js worker (an undocumented field), to notice it dying. */
function diedWith(worker: TesseractWorker): ThreadWorker | null {
  const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
  return thread && typeof thread.once === 'function' ? thread : null;
}

/** The page raster turned `q` quarter turns clockwise, with its user-space matrix turned to match. */
async function turnPng(image: OcrImage, q: number): Promise<{ png: Uint8Array; transform: number[] }> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const src = await loadImage(Buffer.from(image.png));
  const t = quarterTurn(q, src.width, src.height);
  const canvas = createCanvas(t.width, t.height);
  const ctx = canvas.getContext('2d');
  const m = t.matrix;
  ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
  ctx.drawImage(src, 0, 0);
  return { png: new Uint8Array(await canvas.encode('png')), transform: [...compose(m, image.viewportTransform)] };
}
