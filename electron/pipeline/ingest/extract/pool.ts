import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ErrorInfo, PinciteError } from '../../../../shared/errors.js';
import { LIMITS } from '../limits.js';
import type { ExtractProgress, ExtractRequest, ExtractResult } from './extract-pdf.js';

type Job = {
  id: number;
  req: ExtractRequest;
  onProgress: (p: ExtractProgress) => void;
  resolve: (r: ExtractResult) => void;
  reject: (e: unknown) => void;
  timeoutMs: number;
  startedAt: number;
  pagesDone: number;
};

/** `timer` bounds the whole document; `stall` bounds each page (reset on every page's progress). */
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null; stall: NodeJS.Timeout | null };

export type ExtractPoolOptions = {
  size?: number;
  /**
   * Whole-document time limit before the page count is known (default: LIMITS.documentBaseMs
   * plus 1 ms per KB); once it is, at least documentBaseMs + documentPerPageMs × pages.
   */
  timeoutMs?: (req: ExtractRequest) => number;
  /** Longest one page may take — opening the file counts as the first page's (default LIMITS.pageTimeoutMs). */
  pageTimeoutMs?: number;
  /** V8 heap cap per worker, so one hostile file cannot take the process down. */
  maxHeapMb?: number;
};

const sourceIsTs = import.meta.url.endsWith('.ts');
const ENTRY = new URL(sourceIsTs ? './worker.ts' : './worker.js', import.meta.url).href;
const BOOT = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A fixed set of extraction workers (one per core by default). A worker that times out
 * or dies is replaced; its job fails with a typed error and the other jobs go on.
 */
export class ExtractPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly timeoutFor: (req: ExtractRequest) => number;
  private readonly pageTimeoutMs: number;
  /** Only the default document limit grows with the page count; a caller's own is kept as given. */
  private readonly budgetByPages: boolean;
  private readonly maxHeapMb: number;

  constructor(opts: ExtractPoolOptions = {}) {
    const size = Math.max(1, opts.size ?? Math.min(2, availableParallelism()));
    this.timeoutFor = opts.timeoutMs ?? ((req) => LIMITS.documentBaseMs + req.data.byteLength / 1000);
    this.pageTimeoutMs = opts.pageTimeoutMs ?? LIMITS.pageTimeoutMs;
    this.budgetByPages = opts.timeoutMs === undefined;
    this.maxHeapMb = opts.maxHeapMb ?? LIMITS.workerHeapMb;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  run(req: ExtractRequest, onProgress: (p: ExtractProgress) => void = () => undefined): Promise<ExtractResult> {
    if (this.closed) return Promise.reject(new PinciteError('INTERNAL', 'The extraction pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, req, onProgress, resolve, reject, timeoutMs: this.timeoutFor(req), startedAt: 0, pagesDone: 0 });
      this.pump();
    });
  }

  /** The worker threads' ids, in slot order (a replaced worker gets a new id). */
  threadIds(): number[] {
    return this.slots.map((s) => s.worker.threadId);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PinciteError('INTERNAL', 'Extraction was cancelled.'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    const slot: Slot = { worker, job: null, timer: null, stall: null };
    worker.unref();
    worker.on('message', (msg: { id: number; type: string; progress?: ExtractProgress; result?: ExtractResult; error?: unknown; detail?: string }) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      if (msg.type === 'progress' && msg.progress) {
        this.onPage(slot, job, msg.progress);
        job.onProgress(msg.progress);
        return;
      }
      this.finish(slot);
      // A worker that rasterised pages for OCR keeps the memory it took (canvases, decoded
      // scans: ~200 MB) through the OCR that follows; a fresh one costs ~40 MB. Start afresh.
      if (msg.type === 'result' && msg.result && msg.result.ocrImages.length > 0) this.replace(slot);
      if (msg.type === 'result' && msg.result) job.resolve(msg.result);
      else {
        const info = ErrorInfo.safeParse(msg.error);
        const cause = typeof msg.detail === 'string' ? { cause: new Error(msg.detail) } : undefined;
        job.reject(info.success ? new PinciteError(info.data.code, info.data.message, cause) : new PinciteError('EXTRACTION_FAILED', 'The extraction worker sent an unreadable error.'));
      }
    });
    const onDeath = (err: unknown) => {
      const job = slot.job;
      this.finish(slot);
      this.replace(slot);
      if (job) {
        const detail = err instanceof Error ? err.message : `exit code ${String(err)}`;
        job.reject(new PinciteError('EXTRACTION_FAILED', `Extraction of ${job.req.file} stopped unexpectedly (${detail}). The file may be malformed; ask for a fresh copy.`));
      }
    };
    worker.on('error', onDeath);
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) onDeath(code);
    });
    return slot;
  }

  private replace(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i < 0 || this.closed) return;
    this.slots[i] = this.spawn();
    void slot.worker.terminate();
    this.pump();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.stall) clearTimeout(slot.stall);
    slot.timer = null;
    slot.stall = null;
    slot.job = null;
    queueMicrotask(() => this.pump());
  }

  /** A page finished: the next one gets its own allowance, and a long document its per-page budget. */
  private onPage(slot: Slot, job: Job, p: ExtractProgress): void {
    job.pagesDone = p.pagesDone;
    this.armStall(slot, job);
    const budget = LIMITS.documentBaseMs + LIMITS.documentPerPageMs * p.pagesTotal;
    if (this.budgetByPages && p.pagesDone === 1 && budget > job.timeoutMs && slot.timer) {
      clearTimeout(slot.timer);
      job.timeoutMs = budget;
      slot.timer = setTimeout(() => this.timeOut(slot, job, `took longer than ${Math.round(budget / 1000)} s`), budget - (Date.now() - job.startedAt));
    }
  }

  private armStall(slot: Slot, job: Job): void {
    if (slot.stall) clearTimeout(slot.stall);
    const limit = this.pageTimeoutMs;
    const shown = limit >= 1000 ? `${Math.round(limit / 1000)} s` : `${limit} ms`;
    slot.stall = setTimeout(() => this.timeOut(slot, job, `spent more than ${shown} on page ${job.pagesDone + 1}`), limit);
  }

  private timeOut(slot: Slot, job: Job, what: string): void {
    if (slot.job !== job) return;
    this.finish(slot);
    this.replace(slot);
    job.reject(new PinciteError('EXTRACTION_TIMEOUT', `Extraction of ${job.req.file} ${what} and was stopped. The file may be malformed or unusually complex; ask for a fresh copy, or print it to a new PDF.`));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      job.startedAt = Date.now();
      slot.timer = setTimeout(() => this.timeOut(slot, job, `took longer than ${Math.round(job.timeoutMs / 1000)} s`), job.timeoutMs);
      this.armStall(slot, job);
      // The worker gets its own copy of the bytes; the caller keeps its buffer.
      slot.worker.postMessage({ id: job.id, req: job.req });
    }
    for (const slot of this.slots) if (!slot.job) slot.worker.unref();
  }
}
