import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costThreshold } from '../../bench/cost-threshold.js';
import { fitLogistic } from '../../bench/fit-logistic.js';

/**
 * How the clause model is trained (test/bench/train-clause-model.ts): a logistic regression fitted to the minimum of
 * its regularised loss, so that the order of the examples cannot change it, and a threshold per category set by cost.
 */

/** A small sparse binary dataset: each row a few of `dim` features, labels drawn from a hidden model. */
const dataset = fc
  .record({ dim: fc.integer({ min: 1, max: 12 }), seed: fc.array(fc.tuple(fc.array(fc.nat(11), { maxLength: 5 }), fc.boolean()), { minLength: 2, maxLength: 40 }) })
  .map(({ dim, seed }) => ({
    dim,
    rows: seed.map(([fs]) => Int32Array.from([...new Set(fs.map((f) => f % dim))].sort((a, b) => a - b))),
    // Both classes, else the unpenalised bias has no minimum (fitLogistic refuses that).
    y: seed.map(([, label], i) => (i === 0 ? 1 : i === 1 ? 0 : label ? 1 : 0)),
  }));

/** The same objective fitLogistic minimises, and its gradient, written out plainly to check the fit against. */
function objective(rows: readonly Int32Array[], y: readonly number[], weights: ArrayLike<number>, bias: number, lambda: number) {
  const grad = new Array<number>(weights.length + 1).fill(0);
  let loss = 0;
  rows.forEach((row, i) => {
    const z = bias + [...row].reduce((s, f) => s + weights[f]!, 0);
    loss += Math.log(1 + Math.exp(z)) - y[i]! * z;
    const err = 1 / (1 + Math.exp(-z)) - y[i]!;
    for (const f of row) grad[f]! += err / rows.length;
    grad[weights.length]! += err / rows.length;
  });
  loss /= rows.length;
  for (let j = 0; j < weights.length; j++) {
    loss += (lambda / 2) * weights[j]! ** 2;
    grad[j]! += lambda * weights[j]!;
  }
  return { loss, gradNorm: Math.hypot(...grad) };
}

describe('fitting the clause model', () => {
  it('reaches the minimum: the gradient of the regularised loss is zero there, and no nearby point is lower', () => {
    fc.assert(
      fc.property(dataset, fc.constantFrom(1e-3, 1e-2, 1e-1), ({ dim, rows, y }, lambda) => {
        const fit = fitLogistic(rows, y, dim, lambda);
        const at = objective(rows, y, fit.weights, fit.bias, lambda);
        expect(at.gradNorm).toBeLessThan(1e-4);
        expect(Math.abs(at.loss - fit.loss)).toBeLessThan(1e-9);
        for (let j = 0; j < dim; j++)
          for (const d of [-1e-2, 1e-2]) {
            const w = Float64Array.from(fit.weights);
            w[j]! += d;
            expect(objective(rows, y, w, fit.bias, lambda).loss).toBeGreaterThanOrEqual(at.loss - 1e-12);
          }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same weights whatever the order of the examples (the AdaGrad trainer it replaced did not)', () => {
    fc.assert(
      fc.property(dataset, fc.nat(), ({ dim, rows, y }, seed) => {
        const order = rows.map((_, i) => i).sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101) || a - b);
        const one = fitLogistic(rows, y, dim, 1e-2);
        const two = fitLogistic(order.map((i) => rows[i]!), order.map((i) => y[i]!), dim, 1e-2);
        expect(Math.abs(one.bias - two.bias)).toBeLessThan(1e-4);
        for (let j = 0; j < dim; j++) expect(Math.abs(one.weights[j]! - two.weights[j]!)).toBeLessThan(1e-4);
      }),
      { numRuns: 60 },
    );
  });

  it('learns which features mark the positive rows, and does not penalise the bias', () => {
    // Feature 0 marks every positive and no negative; feature 1 is in all rows alike and so says nothing.
    const rows = [...Array.from({ length: 30 }, () => Int32Array.from([0, 1])), ...Array.from({ length: 70 }, () => Int32Array.from([1]))];
    const y = [...Array<number>(30).fill(1), ...Array<number>(70).fill(0)];
    const fit = fitLogistic(rows, y, 2, 1e-3);
    expect(fit.weights[0]).toBeGreaterThan(3);
    expect(fit.weights[0]! + fit.weights[1]! + fit.bias).toBeGreaterThan(2);
    expect(fit.weights[1]! + fit.bias).toBeLessThan(-2);
  });

  it('says what is wrong with its input', () => {
    expect(() => fitLogistic([Int32Array.from([0])], [1, 0], 1, 1e-3)).toThrow(/1 rows but 2 labels/);
    expect(() => fitLogistic([], [], 1, 1e-3)).toThrow(/no rows/);
    expect(() => fitLogistic([Int32Array.from([0]), Int32Array.from([])], [1, 1], 1, 1e-3)).toThrow(/both classes/);
  });
});

describe('a threshold by cost', () => {
  /** The same choice by trying every score as the threshold. */
  function brute(pos: readonly number[], neg: readonly number[], cost: number): number {
    let best = 0;
    let at = 1;
    for (const t of [...new Set([...pos, ...neg])].sort((a, b) => b - a)) {
      const gain = pos.filter((p) => p >= t).length - cost * neg.filter((p) => p >= t).length;
      if (gain > best + 1e-12) {
        best = gain;
        at = t;
      }
    }
    return at;
  }
  const scores = fc.array(fc.integer({ min: 0, max: 20 }).map((n) => n / 20), { maxLength: 30 });

  it('keeps the most labelled clauses less the cost of the other candidates it lets through', () => {
    fc.assert(
      fc.property(scores, scores, fc.constantFrom(0.15, 0.5, 1, 3), (pos, neg, cost) => {
        expect(costThreshold(pos, neg, cost)).toBe(brute(pos, neg, cost));
      }),
    );
  });

  it('sets a low bar where the candidates are nearly all the clause, and refuses all when none is worth it', () => {
    expect(costThreshold([0.9, 0.6, 0.3], [0.1], 0.15)).toBe(0.3);
    expect(costThreshold([0.9, 0.6, 0.3], [0.95, 0.8, 0.7, 0.5, 0.4, 0.35], 1)).toBe(1);
    expect(() => costThreshold([0.5], [], 0)).toThrow(/cost must be positive/);
  });
});
