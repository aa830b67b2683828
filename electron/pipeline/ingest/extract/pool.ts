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
  /** The document's page count, once the worker has opened it in this attempt (0 before). */
  pagesTotal: number;
  /** The furthest page reported to the caller: a new attempt does not send progress backwards. */
  reported: number;
  /** Pages that stalled in earlier attempts; the next attempt lists them PAGE_TIMEOUT untouched. */
  skipPages: number[];
  /** What happened to stalled pages, for the log (beside the worker's own diagnostics). */
  notes: string[];
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
  /** How many pages of one document may stall before the document itself is stopped (default LIMITS.maxTimedOutPages). */
  maxTimedOutPages?: number;
  /**
   * The worker module (default: worker.ts beside this file). Tests substitute one that
   * wraps the same extraction and wedges its thread on a chosen page, as a parser stuck
   * in a loop would.
   */
  entry?: URL;
};

const sourceIsTs = import.meta.url.endsWith('.ts');
const ENTRY = new URL(sourceIsTs ? './worker.ts' : './worker.js', import.meta.url).href;
const BOOT = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A fixed set of extraction workers (one per core by default). A worker that times out
 * or dies is replaced; its job fails with a typed error and the other jobs go on — except
 * a page that stalls once the document is open (M11): its worker is replaced and the
 * document is read again with that page listed PAGE_TIMEOUT, so one bad page does not
 * cost the document. Each attempt gets the document's whole allowance; after
 * `maxTimedOutPages` stalled pages the document is stopped (EXTRACTION_TIMEOUT), so a
 * file of hanging pages costs a bounded time.
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
  private readonly maxTimedOutPages: number;
  private readonly entry: string;
  private readonly size: number;
  /** Exclusive work (OCR) under way or waiting: no extraction job is started meanwhile. */
  private exclusiveTasks = 0;
  /** Resolves once the running jobs are done and the workers ended, for the current exclusive phase. */
  private drained: Promise<void> | null = null;
  private readonly phaseEnds: Array<() => Promise<void>> = [];
  private readonly idleWaiters: Array<() => void> = [];

  constructor(opts: ExtractPoolOptions = {}) {
    const size = Math.max(1, opts.size ?? Math.min(2, availableParallelism()));
    this.size = size;
    this.timeoutFor = opts.timeoutMs ?? ((req) => LIMITS.documentBaseMs + req.data.byteLength / 1000);
    this.pageTimeoutMs = opts.pageTimeoutMs ?? LIMITS.pageTimeoutMs;
    this.budgetByPages = opts.timeoutMs === undefined;
    this.maxHeapMb = opts.maxHeapMb ?? LIMITS.workerHeapMb;
    this.maxTimedOutPages = opts.maxTimedOutPages ?? LIMITS.maxTimedOutPages;
    this.entry = opts.entry?.href ?? ENTRY;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  run(req: ExtractRequest, onProgress: (p: ExtractProgress) => void = () => undefined): Promise<ExtractResult> {
    if (this.closed) return Promise.reject(new PinciteError('INTERNAL', 'The extraction pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, req, onProgress, resolve, reject, timeoutMs: this.timeoutFor(req), startedAt: 0, pagesDone: 0, pagesTotal: 0, reported: 0, skipPages: [], notes: [] });
      this.pump();
    });
  }

  /**
   * Runs `task` while no extraction runs: jobs already running finish, queued ones wait,
   * and the workers are ended — their heaps (pdf.js's caches, fonts, decoded images:
   * ~150–250 MB each after a few documents) would otherwise sit beside the task's own
   * memory. Tasks that overlap share one such phase. When the last is done, every
   * `onPhaseEnd` given during the phase runs (the OCR engine ends its tesseract workers),
   * then extraction resumes in fresh workers. This is how OCR (~150 MB a tesseract worker)
   * never overlaps extraction, so an ingest's peak memory does not depend on where its
   * scans fall; on a machine whose cores extraction already fills, OCR alongside it
   * would only have shared them.
   */
  async exclusive<T>(task: () => Promise<T>, onPhaseEnd?: () => Promise<void>): Promise<T> {
    this.exclusiveTasks++;
    if (onPhaseEnd) this.phaseEnds.push(onPhaseEnd);
    this.drained ??= this.drainAndEnd();
    try {
      await this.drained;
      return await task();
    } finally {
      if (--this.exclusiveTasks === 0) {
        await Promise.allSettled(this.phaseEnds.splice(0).map((end) => end()));
        // A task that arrived while the phase was ending keeps it open; it resumes extraction itself.
        if (this.exclusiveTasks === 0) {
          this.drained = null;
          this.pump();
        }
      }
    }
  }

  private async drainAndEnd(): Promise<void> {
    while (this.slots.some((s) => s.job)) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  /** The worker threads' ids, in slot order (a replaced worker gets a new id; none while an exclusive task runs). */
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
      workerData: { entry: this.entry },
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    const slot: Slot = { worker, job: null, timer: null, stall: null };
    worker.unref();
    worker.on('message', (msg: { id: number; type: string; progress?: ExtractProgress; result?: ExtractResult; error?: unknown; detail?: string }) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      if (msg.type === 'progress' && msg.progress) {
        this.onPage(slot, job, msg.progress);
        if (msg.progress.pagesDone >= job.reported) {
          job.reported = msg.progress.pagesDone;
          job.onProgress(msg.progress);
        }
        return;
      }
      this.finish(slot);
      // A worker that rasterised pages for OCR keeps the memory it took (canvases, decoded
      // scans: ~200 MB) through the OCR that follows; a fresh one costs ~40 MB. Start afresh.
      if (msg.type === 'result' && msg.result && msg.result.ocrImages.length > 0) this.replace(slot);
      if (msg.type === 'result' && msg.result) job.resolve(job.notes.length ? { ...msg.result, diagnostics: [...job.notes, ...msg.result.diagnostics] } : msg.result);
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
    // While an exclusive task waits or runs, workers are ended, not replaced: pump starts fresh ones after.
    if (this.exclusiveTasks > 0) this.slots.splice(i, 1);
    else this.slots[i] = this.spawn();
    void slot.worker.terminate();
    this.pump();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.stall) clearTimeout(slot.stall);
    slot.timer = null;
    slot.stall = null;
    slot.job = null;
    if (!this.slots.some((s) => s.job)) for (const wake of this.idleWaiters.splice(0)) wake();
    queueMicrotask(() => this.pump());
  }

  /**
   * The document opened (page 0), or a page finished: the next page gets its own
   * allowance (opening counts as the first page's), and a long document its per-page budget.
   */
  private onPage(slot: Slot, job: Job, p: ExtractProgress): void {
    job.pagesDone = p.pagesDone;
    job.pagesTotal = p.pagesTotal;
    if (p.pagesDone > 0) this.armStall(slot, job);
    const budget = LIMITS.documentBaseMs + LIMITS.documentPerPageMs * p.pagesTotal;
    if (this.budgetByPages && p.pagesDone === 0 && budget > job.timeoutMs && slot.timer) {
      clearTimeout(slot.timer);
      job.timeoutMs = budget;
      slot.timer = setTimeout(() => this.timeOut(slot, job, `took longer than ${Math.round(budget / 1000)} s`), budget - (Date.now() - job.startedAt));
    }
  }

  private armStall(slot: Slot, job: Job): void {
    if (slot.stall) clearTimeout(slot.stall);
    const limit = this.pageTimeoutMs;
    const shown = limit >= 1000 ? `${Math.round(limit / 1000)} s` : `${limit} ms`;
    slot.stall = setTimeout(() => this.stalled(slot, job, `spent more than ${shown} on page ${job.pagesDone + 1}`), limit);
  }

  /**
   * A page took longer than its allowance. Once the document is open that page is
   * skipped — the wedged worker is replaced and the document read again without it —
   * unless the document has used up its stalled pages; before it is open, there is no
   * page to skip and the document is stopped.
   */
  private stalled(slot: Slot, job: Job, what: string): void {
    if (slot.job !== job) return;
    const page = job.pagesDone + 1;
    if (job.pagesTotal === 0 || page > job.pagesTotal || job.skipPages.length >= this.maxTimedOutPages) {
      const earlier = job.skipPages.length ? ` ${job.skipPages.length === 1 ? 'Page' : 'Pages'} ${job.skipPages.join(', ')} had already taken as long.` : '';
      this.timeOut(slot, job, what, earlier);
      return;
    }
    job.skipPages.push(page);
    job.notes.push(`page ${page}: extraction ${what.replace(/ on page \d+$/, '')}; the worker was stopped and the page skipped (PAGE_TIMEOUT)`);
    job.req = { ...job.req, skipPages: [...job.skipPages] };
    job.pagesDone = 0;
    job.pagesTotal = 0;
    // First in line, so it is what the replacement worker takes.
    this.queue.unshift(job);
    this.finish(slot);
    this.replace(slot);
  }

  private timeOut(slot: Slot, job: Job, what: string, more = ''): void {
    if (slot.job !== job) return;
    this.finish(slot);
    this.replace(slot);
    job.reject(new PinciteError('EXTRACTION_TIMEOUT', `Extraction of ${job.req.file} ${what} and was stopped.${more} The file may be malformed or unusually complex; ask for a fresh copy, or print it to a new PDF.`));
  }

  private pump(): void {
    if (this.closed) return;
    if (this.exclusiveTasks === 0) {
      // Workers ended for an exclusive phase are started again as jobs need them.
      let idle = this.slots.filter((s) => !s.job).length;
      for (; this.slots.length < this.size && idle < this.queue.length; idle++) this.slots.push(this.spawn());
      for (const slot of this.slots) {
        if (slot.job) continue;
        const job = this.queue.shift();
        if (!job) break;
        this.start(slot, job);
      }
    }
    for (const slot of this.slots) if (!slot.job) slot.worker.unref();
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    job.startedAt = Date.now();
    slot.timer = setTimeout(() => this.timeOut(slot, job, `took longer than ${Math.round(job.timeoutMs / 1000)} s`), job.timeoutMs);
    this.armStall(slot, job);
    // The worker gets its own copy of the bytes; the caller keeps its buffer.
    slot.worker.postMessage({ id: job.id, req: job.req });
  }
}
