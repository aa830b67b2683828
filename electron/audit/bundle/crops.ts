import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { openPdf } from '../../pipeline/ingest/extract/pdfjs.js';
import { paragraphExtent, type PxRect } from './crop-extent.js';
import type { BundleBox } from './format.js';

/** Crops are rendered at this resolution: sharp enough to read a clause, small enough for a page of them. */
export const CROP_DPI = 110;
const MARGIN_X = 10;
const MARGIN_Y = 6;

/** Bump when the crop's look changes, so cached crops are not reused. */
const CROP_VERSION = 4;

export type CropRequest = { key: string; pdfPath: string; boxes: readonly BundleBox[] };
export type Crop = { page: number; png: Uint8Array; sha256: string; widthPx: number; heightPx: number; dpi: number };

/** Pages of one PDF whose crops must be drawn: the unit of work a crop worker takes. */
export type PdfCropJob = { pdfPath: string; pages: Array<{ page: number; wanted: Array<{ key: string; boxes: BundleBox[] }> }> };
export type DrawnCrop = { key: string; page: number; png: Uint8Array; widthPx: number; heightPx: number };

/** Below this many pages to draw, starting worker threads costs more than it saves. */
const PARALLEL_MIN_PAGES = 12;
/** Pages per job when drawing in the background (see renderCrops). */
const OFF_THREAD_JOB_PAGES = 6;

export type RenderOptions = {
  cacheDir?: string;
  workers?: number;
  /** Draw on worker threads even for a few pages: the caller's thread must stay free (the host's background warming). */
  offThread?: boolean;
  /** Stops drawing: workers are terminated, crops finished so far are kept (and cached). */
  signal?: AbortSignal;
  onPage?: (done: number, total: number) => void;
};

/** Where a matter keeps the crops drawn before (a cache: deleting it costs only redrawing). */
export function cropCacheDir(matter: { dir: string }): string {
  return join(matter.dir, 'cache', 'crops');
}

/** One bound quote's evidence, as far as its crop needs it. */
export type CropEvidence = { doc: string; sourceHash: string; offsets: readonly [number, number] | null; match: string | null; boxes: readonly BundleBox[] };

/**
 * The crop requests for a set of evidence: one per distinct (document, source version,
 * boxes), for bound quotes whose PDF copy is present. `byKey` lists the evidence each
 * request serves. Export and the background warming both build requests here, so the
 * crops one draws are the crops the other finds in the cache.
 */
export function cropRequestsFor<E extends CropEvidence>(evidence: Iterable<E>, pdfFor: (doc: string) => string | null): { requests: CropRequest[]; byKey: Map<string, E[]> } {
  const requests: CropRequest[] = [];
  const byKey = new Map<string, E[]>();
  for (const e of evidence) {
    const pdf = pdfFor(e.doc);
    if (!e.offsets || !e.match || !e.boxes.length || !pdf || !existsSync(pdf)) continue;
    const key = `${e.doc}|${e.sourceHash}|${JSON.stringify(e.boxes)}`;
    const list = byKey.get(key);
    if (list) list.push(e);
    else {
      byKey.set(key, [e]);
      requests.push({ key, pdfPath: pdf, boxes: e.boxes });
    }
  }
  return { requests, byKey };
}

/**
 * Renders, from the matter's content-addressed copy of each source PDF, one PNG per
 * (request, page): the union of the cited boxes on that page with a margin, the boxes
 * themselves tinted as in the viewer. Each page is painted once however many quotes
 * it holds; crops drawn before are read back from the cache; many pages are drawn by
 * worker threads. Returns crops by request key. A PDF or page that cannot be rendered
 * yields no crop (the report says so) rather than failing the export.
 */
export async function renderCrops(requests: readonly CropRequest[], opts: RenderOptions = {}): Promise<Map<string, Crop[]>> {
  const out = new Map<string, Crop[]>();
  const add = (key: string, crop: Crop) => {
    const list = out.get(key) ?? [];
    out.set(key, list);
    list.push(crop);
  };
  // A crop depends only on the PDF's bytes (its content-addressed file name), the page,
  // the boxes and how crops are drawn: one rendered before is read back, not redrawn.
  const cacheFile = (pdfPath: string, page: number, boxes: readonly BundleBox[]) =>
    opts.cacheDir ? join(opts.cacheDir, `${createHash('sha256').update(JSON.stringify([CROP_VERSION, CROP_DPI, basename(pdfPath), page, boxes])).digest('hex')}.png`) : null;
  const byPdf = new Map<string, Map<number, Array<{ key: string; boxes: BundleBox[] }>>>();
  for (const r of requests) {
    const pages = byPdf.get(r.pdfPath) ?? new Map<number, Array<{ key: string; boxes: BundleBox[] }>>();
    byPdf.set(r.pdfPath, pages);
    for (const b of r.boxes) {
      const list = pages.get(b.page) ?? [];
      pages.set(b.page, list);
      const entry = list.find((e) => e.key === r.key);
      if (entry) entry.boxes.push(b);
      else list.push({ key: r.key, boxes: [b] });
    }
  }
  // Cached crops first; only pages with a missing crop are drawn.
  const jobs: PdfCropJob[] = [];
  for (const [pdfPath, pages] of byPdf) {
    const job: PdfCropJob = { pdfPath, pages: [] };
    for (const [page, wanted] of [...pages].sort(([a], [b]) => a - b)) {
      const missing = wanted.filter((w) => {
        const file = cacheFile(pdfPath, page, w.boxes);
        if (!file || !existsSync(file)) return true;
        const png = new Uint8Array(readFileSync(file));
        const size = pngSize(png);
        if (!size) return true;
        add(w.key, { page, png, sha256: createHash('sha256').update(png).digest('hex'), widthPx: size.width, heightPx: size.height, dpi: CROP_DPI });
        return false;
      });
      if (missing.length) job.pages.push({ page, wanted: missing });
    }
    // Background drawing is stopped whenever the user acts: small jobs mean an abort loses
    // at most a few pages' work, so drawing progresses even in short quiet spells.
    const size = opts.offThread ? OFF_THREAD_JOB_PAGES : job.pages.length;
    for (let i = 0; i < job.pages.length; i += size) jobs.push({ pdfPath, pages: job.pages.slice(i, i + size) });
  }
  const total = jobs.reduce((n, j) => n + j.pages.length, 0);
  let done = 0;
  const onPage = () => opts.onPage?.(++done, total);
  // Each job's crops are kept (and cached) as soon as they are drawn, so an aborted run loses only the job in hand.
  const keep = (job: PdfCropJob, crops: readonly DrawnCrop[]) => {
    for (const c of crops) {
      add(c.key, { page: c.page, png: c.png, sha256: createHash('sha256').update(c.png).digest('hex'), widthPx: c.widthPx, heightPx: c.heightPx, dpi: CROP_DPI });
      const file = cacheFile(job.pdfPath, c.page, job.pages.find((p) => p.page === c.page)!.wanted.find((w) => w.key === c.key)!.boxes);
      if (file) writeCache(file, c.png);
    }
  };
  if (opts.cacheDir && total) {
    try {
      mkdirSync(opts.cacheDir, { recursive: true });
    } catch {
      // No cache this time (see writeCache).
    }
  }
  const workers = Math.min(opts.workers ?? Math.min(2, availableParallelism()), jobs.length);
  if (opts.offThread || (total >= PARALLEL_MIN_PAGES && workers > 1)) await drawInWorkers(jobs, Math.max(1, workers), onPage, keep, { signal: opts.signal, fallbackHere: !opts.offThread });
  else for (const job of jobs) if (!opts.signal?.aborted) keep(job, await drawPdfCrops(job, onPage));
  // Page order, whichever of cache and drawing each crop came from: the report must not depend on it.
  for (const list of out.values()) list.sort((a, b) => a.page - b.page);
  return out;
}

/**
 * A cache, so no fsync per crop, and best effort: a file torn by a power cut lacks its
 * PNG trailer and is drawn again (pngSize), never put into a bundle; a cache that
 * cannot be written (read-only or full disk) costs only the redraw next time.
 */
function writeCache(file: string, png: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, png);
    renameSync(tmp, file);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // Not even a temporary file could be made there.
    }
  }
}

const sourceIsTs = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(sourceIsTs ? './crops-worker.ts' : './crops-worker.js', import.meta.url).href;
// The extraction workers' boot file: loads pdf.js natively and, from a checkout, tsx.
// The bundled app (dist-electron/) keeps it, and crops-worker.js, beside core.js.
const WORKER_BOOT = new URL(sourceIsTs ? '../../pipeline/ingest/extract/worker-entry.mjs' : './worker-entry.mjs', import.meta.url);

/**
 * Draws the jobs on worker threads, biggest PDFs first, each worker taking the next job
 * when it finishes one. A job whose worker fails is drawn here instead (unless this
 * thread must stay free). On abort the workers are terminated, the rest left undrawn.
 */
async function drawInWorkers(
  jobs: readonly PdfCropJob[],
  n: number,
  onPage: () => void,
  keep: (job: PdfCropJob, crops: readonly DrawnCrop[]) => void,
  { signal, fallbackHere }: { signal: AbortSignal | undefined; fallbackHere: boolean },
): Promise<void> {
  const queue = [...jobs].sort((a, b) => b.pages.length - a.pages.length);
  const failed: PdfCropJob[] = [];
  const lane = async () => {
    if (signal?.aborted || queue.length === 0) return;
    const worker = new Worker(WORKER_BOOT, { workerData: { entry: WORKER_ENTRY } });
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop);
    try {
      for (let job = queue.shift(); job && !signal?.aborted; job = queue.shift()) {
        const current = job;
        const crops = await new Promise<DrawnCrop[] | null>((resolve) => {
          const onMessage = (m: { type: 'page' } | { type: 'result'; crops: DrawnCrop[] }) => {
            if (m.type === 'page') return onPage();
            cleanup();
            resolve(m.crops);
          };
          const onFail = () => {
            cleanup();
            resolve(null);
          };
          const cleanup = () => {
            worker.off('message', onMessage);
            worker.off('error', onFail);
            worker.off('exit', onFail);
          };
          worker.on('message', onMessage);
          worker.on('error', onFail);
          worker.on('exit', onFail);
          worker.postMessage(current);
        });
        if (crops) keep(current, crops);
        else {
          failed.push(current, ...queue.splice(0));
          return;
        }
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: n }, lane));
  if (fallbackHere) for (const job of failed) if (!signal?.aborted) keep(job, await drawPdfCrops(job, onPage));
}

/** Draws one PDF's crops in this thread. */
export async function drawPdfCrops(job: PdfCropJob, onPage: () => void): Promise<DrawnCrop[]> {
  const { createCanvas } = await import('@napi-rs/canvas');
  // Loaded here, not at the top: every CLI command imports this module (through export),
  // and pdf.js loaded through tsx's loader costs a process ~200 MB — which an ingest
  // paid without drawing a crop (the 30-contract CUAD ingest peaked at 685 MB; 505 MB with this lazy load).
  const pdfjs = await import('../../pipeline/ingest/extract/pdfjs.js');
  const out: DrawnCrop[] = [];
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await pdfjs.openPdf(new Uint8Array(readFileSync(job.pdfPath)), job.pdfPath);
  } catch {
    for (const _ of job.pages) onPage();
    return out;
  }
  const { doc, close } = pdf;
  try {
    for (const { page: pageNo, wanted } of job.pages) {
      try {
        if (pageNo < 1 || pageNo > doc.numPages) continue;
        const page = await doc.getPage(pageNo);
        const viewport = page.getViewport({ scale: CROP_DPI / 72 });
        const pageW = Math.ceil(viewport.width);
        const pageH = Math.ceil(viewport.height);
        const toPx = (b: BundleBox) => {
          const [ax, ay] = viewport.convertToViewportPoint(b.x0, b.y0) as [number, number];
          const [bx, by] = viewport.convertToViewportPoint(b.x1, b.y1) as [number, number];
          return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
        };
        const margin = { x: (MARGIN_X * CROP_DPI) / 72, y: (MARGIN_Y * CROP_DPI) / 72 };
        const text = await pageTextRects(page, toPx);
        const plans = wanted
          .map((w) => {
            const rects = w.boxes.map(toPx);
            // The cited lines with their paragraph, across the text's full width (a clause, readable on its own).
            return { w, rects, ...paragraphExtent(text, rects, { width: pageW, height: pageH }, margin) };
          })
          .filter((c) => c.x1 - c.x0 >= 2 && c.y1 - c.y0 >= 2);
        if (plans.length === 0) continue;
        // The whole page, always: a crop's pixels must not depend on which other crops
        // share its page (drawing only their union band shifts anti-aliasing), or a
        // cached crop and a redrawn one of the same quote would differ. pdf.js executes
        // every operator either way, so the band saved little.
        const canvas = createCanvas(pageW, pageH);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
        for (const { w, rects, x0, y0, x1, y1 } of plans) {
          const crop = createCanvas(x1 - x0, y1 - y0);
          const cx = crop.getContext('2d');
          cx.drawImage(canvas, x0, y0, x1 - x0, y1 - y0, 0, 0, x1 - x0, y1 - y0);
          cx.globalCompositeOperation = 'multiply';
          cx.fillStyle = 'rgba(255, 221, 87, 0.55)';
          for (const r of rects) cx.fillRect(r.x0 - x0, r.y0 - y0, r.x1 - r.x0, r.y1 - r.y0);
          out.push({ key: w.key, page: pageNo, png: new Uint8Array(await crop.encode('png')), widthPx: x1 - x0, heightPx: y1 - y0 });
        }
        page.cleanup();
      } catch {
        // This page yields no crop; the others still do.
      } finally {
        onPage();
      }
    }
  } finally {
    await close();
  }
  return out;
}

/** The page's text runs as rectangles in crop pixels (user-space boxes from pdf.js's text content). */
async function pageTextRects(page: Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>>['doc']['getPage']>>, toPx: (b: BundleBox) => PxRect): Promise<PxRect[]> {
  try {
    const content = await page.getTextContent();
    const out: PxRect[] = [];
    for (const item of content.items) {
      if (!('transform' in item) || !item.str.trim()) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      const h = Math.hypot(c!, d!) || Math.hypot(a!, b!);
      out.push(toPx({ page: 0, x0: e!, y0: f! - 0.25 * h, x1: e! + item.width, y1: f! + 0.85 * h }));
    }
    return out;
  } catch {
    // No text content (a scan): the crop is the cited band alone.
    return [];
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk every complete PNG ends with: length 0, type, CRC. */
const PNG_TRAILER = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Width and height from a PNG's IHDR, or null when the bytes are not a whole PNG (a torn cache file is redrawn). */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 + PNG_TRAILER.length || PNG_SIGNATURE.some((b, i) => png[i] !== b)) return null;
  const tail = png.length - PNG_TRAILER.length;
  if (PNG_TRAILER.some((b, i) => png[tail + i] !== b)) return null;
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}
