import { getDocument } from '../../store/documents.js';
import type { Matter } from '../../store/open.js';
import { sourcePath } from '../../store/sources.js';
import { getClaims } from '../../store/traces.js';
import { cropCacheDir, cropRequestsFor, renderCrops } from './crops.js';

/** Quiet time after the last scheduled answer before drawing starts: a reviewer's clicks come first. */
const DEFAULT_DELAY_MS = 1500;

export type CropWarmer = {
  /** Queues the crops of these traces' bound quotes, drawn when the host has been quiet for a moment. */
  schedule(traceIds: readonly string[]): void;
  /**
   * The user did something: drawing in hand stops at once (finished crops stay cached)
   * and resumes after the next quiet spell, so on two cores it never slows a click.
   */
  touch(): void;
  /**
   * Runs `fn` (an export) with warming stopped: the drawing in hand is aborted at once
   * (what it finished stays cached) and resumes after `fn`, so an export never waits
   * for, or competes with, background work on two cores.
   */
  hold<T>(fn: () => Promise<T>): Promise<T>;
  /** Resolves when everything scheduled has been drawn (tests and the benchmark). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Draws the report crops of each answer in the background, on one worker thread, after
 * the answer is recorded, so the first export of a matter reads them from the cache
 * instead of rendering hundreds of pages while the user waits. Purely a cache: a crop
 * it did not draw (aborted, failed, never scheduled) is drawn by the export itself, and
 * it writes nothing but files in the matter's crop cache.
 */
export function createCropWarmer(matter: Matter, opts: { delayMs?: number; onError?: (err: unknown) => void } = {}): CropWarmer {
  const delayMs = opts.delayMs ?? DEFAULT_DELAY_MS;
  const pending = new Set<string>();
  let holds = 0;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: { ids: string[]; abort: AbortController; done: Promise<void> } | null = null;
  let waiters: Array<() => void> = [];

  const settleIfIdle = () => {
    if (pending.size || running || timer) return;
    for (const w of waiters.splice(0)) w();
  };

  const arm = () => {
    if (closed || holds || running || !pending.size) return settleIfIdle();
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };

  const run = () => {
    timer = null;
    if (closed || holds || running || !pending.size) return settleIfIdle();
    const ids = [...pending];
    pending.clear();
    const abort = new AbortController();
    const done = (async () => {
      try {
        const evidence = ids.flatMap((id) => getClaims(matter.db, id).flatMap((c) => c.evidence));
        const pdfFor = (doc: string) => {
          const d = getDocument(matter.db, doc);
          return d ? sourcePath(matter, d.sha256) : null;
        };
        const { requests } = cropRequestsFor(evidence, pdfFor);
        if (requests.length) await renderCrops(requests, { cacheDir: cropCacheDir(matter), workers: 1, offThread: true, signal: abort.signal });
      } catch (err) {
        opts.onError?.(err);
      }
    })();
    running = { ids, abort, done };
    void done.then(() => {
      // An aborted run's traces go back in the queue: what it finished is cached and skipped next time.
      if (abort.signal.aborted && !closed) for (const id of ids) pending.add(id);
      running = null;
      arm();
    });
  };

  return {
    schedule(traceIds) {
      if (closed) return;
      for (const id of traceIds) pending.add(id);
      arm();
    },
    touch() {
      if (closed) return;
      if (running) running.abort.abort();
      else if (timer) arm();
    },
    async hold(fn) {
      holds++;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      const current = running;
      current?.abort.abort();
      try {
        await current?.done;
        return await fn();
      } finally {
        holds--;
        arm();
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },
    async close() {
      closed = true;
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = null;
      const current = running;
      current?.abort.abort();
      await current?.done;
      for (const w of waiters.splice(0)) w();
      waiters = [];
    },
  };
}
