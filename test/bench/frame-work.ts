/** The main thread's work per frame, read from a Chrome trace of a scroll (table-grid.ts). */

export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/** A top-level task of a thread, as the `toplevel` category (or DevTools' timeline) records it. */
const TASK = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Per frame of the scroll, the thread time of the top-level tasks the renderer's main thread
 * (the one that marked the frames) started from that frame's mark to the next one's. The mark
 * is made in the frame's rAF, inside the task that runs the frame, so each share holds what the
 * scroll step set off — React's render, scheduled from the scroll event — and the next frame's
 * task, whose style, layout, paint and commit draw it: one frame's task in each share.
 */
export function mainThreadWork(trace: { traceEvents: TraceEvent[] }): number[] {
  const marks = trace.traceEvents.filter((e) => e.name === 'grid-frame');
  const first = marks[0];
  if (!first) throw new Error('the trace has no frame marks: the scroll did not run');
  const onMain = (e: TraceEvent) => e.pid === first.pid && e.tid === first.tid;
  const starts = marks.map((e) => e.ts).sort((a, b) => a - b);
  const work = starts.slice(0, -1).map(() => 0);
  const tasks = trace.traceEvents.filter((e) => TASK.has(e.name) && e.ph === 'X' && onMain(e)).sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  let f = 0;
  for (const t of tasks) {
    if (t.ts < end) continue; // nested in a task already counted
    end = t.ts + (t.dur ?? 0);
    while (f + 1 < starts.length && t.ts >= starts[f + 1]!) f++;
    if (t.ts >= starts[0]! && f < work.length) work[f]! += (t.tdur ?? t.dur ?? 0) / 1000;
  }
  return work;
}
