import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isotonicSteps, scoreReaching } from '../../bench/isotonic.js';

const arb = fc.array(fc.record({ score: fc.double({ min: 0, max: 1, noNaN: true }), positive: fc.boolean() }), { maxLength: 60 });

describe('isotonic fit of outcomes by score (the clause model trainer’s sure bars)', () => {
  it('pools violators: 0.1 yes, 0.2 no, 0.3 no, 0.4 yes, 0.5 yes', () => {
    const steps = isotonicSteps([
      { score: 0.4, positive: true },
      { score: 0.1, positive: true },
      { score: 0.3, positive: false },
      { score: 0.5, positive: true },
      { score: 0.2, positive: false },
    ]);
    // 0.1–0.3 pool to 1/3; 0.4 and 0.5 pool to 1 (equal rates pool too).
    expect(steps).toEqual([
      { from: 0.1, rate: 1 / 3, n: 3 },
      { from: 0.4, rate: 1, n: 2 },
    ]);
    expect(scoreReaching(steps, 0.33, 1)).toBe(0.1);
    expect(scoreReaching(steps, 0.5, 1)).toBe(0.4);
    expect(scoreReaching([], 0.5, 0.7)).toBe(0.7);
  });

  it('is strictly increasing, keeps every point and the positives, and starts at the lowest score', () => {
    fc.assert(
      fc.property(arb, (pts) => {
        const steps = isotonicSteps(pts);
        expect(steps.reduce((n, s) => n + s.n, 0)).toBe(pts.length);
        expect(steps.reduce((n, s) => n + s.rate * s.n, 0)).toBeCloseTo(pts.filter((p) => p.positive).length, 9);
        for (let i = 1; i < steps.length; i++) {
          expect(steps[i]!.rate).toBeGreaterThan(steps[i - 1]!.rate);
          expect(steps[i]!.from).toBeGreaterThan(steps[i - 1]!.from);
        }
        if (pts.length) expect(steps[0]!.from).toBe(Math.min(...pts.map((p) => p.score)));
      }),
    );
  });

  it('never puts the bar where the points above it fall short of the rate', () => {
    // Every step from the bar up reaches the rate, so the points scored at or above it do too, taken together.
    fc.assert(
      fc.property(arb, fc.double({ min: 0.05, max: 0.95, noNaN: true }), (pts, rate) => {
        const bar = scoreReaching(isotonicSteps(pts), rate, 2);
        const above = pts.filter((p) => p.score >= bar);
        if (above.length) expect(above.filter((p) => p.positive).length / above.length).toBeGreaterThanOrEqual(rate - 1e-9);
      }),
    );
  });

  it('gives tied scores one step', () => {
    const steps = isotonicSteps([
      { score: 0.5, positive: true },
      { score: 0.5, positive: false },
      { score: 0.2, positive: false },
    ]);
    expect(steps).toEqual([
      { from: 0.2, rate: 0, n: 1 },
      { from: 0.5, rate: 0.5, n: 2 },
    ]);
  });
});
