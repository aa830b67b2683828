import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../bench/frame-work.js';

const MAIN = { pid: 10, tid: 11 };
const task = (ts: number, dur: number, tdur: number, at = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...at });
const mark = (ts: number): TraceEvent => ({ name: 'grid-frame', ph: 'R', ts, ...MAIN });

describe('the grid bench: main-thread work per frame from a trace', () => {
  it('shares the main thread’s tasks between frames by their marks, in thread time', () => {
    const trace = {
      traceEvents: [
        task(0, 500, 400), // the first frame's task, started before its mark: before the scroll
        mark(100),
        task(1_000, 3_000, 2_500), // React's render after frame 1
        task(16_000, 800, 700), // frame 2's task, its mark inside it
        mark(16_200),
        task(17_000, 1_000, 1_000),
        task(33_000, 4_000, 4_000),
        mark(33_100),
      ],
    };
    expect(mainThreadWork(trace)).toEqual([3.2, 5]);
  });

  it('counts a nested task once, and never another thread’s or process’s', () => {
    const trace = {
      traceEvents: [
        mark(0),
        task(10, 8_000, 6_000),
        task(20, 1_000, 1_000), // nested in the task above
        task(30, 9_000, 9_000, { pid: 10, tid: 12 }), // the compositor thread
        task(40, 9_000, 9_000, { pid: 99, tid: 11 }), // another process
        mark(16_000),
      ],
    };
    expect(mainThreadWork(trace)).toEqual([6]);
  });

  it('says so when the trace holds no scroll', () => {
    expect(() => mainThreadWork({ traceEvents: [task(0, 10, 10)] })).toThrow(/no frame marks/);
  });
});
