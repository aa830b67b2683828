/**
 * Isotonic regression by pool-adjacent-violators: the non-decreasing step function of a score that best fits 0/1 outcomes
 * (least squares). The clause-model trainer reads from it where a candidate sentence, scored out of fold, first lies in a
 * labelled clause often enough to be shown as the answer on the model's word alone (clause-model.ts, `sure`).
 */

/** One step: the scores from `from` up to the next step's `from`, and the share of them that were positive. */
export type IsotonicStep = { from: number; rate: number; n: number };

/** The fit of `points` (any order), lowest score first; ties in score share a step. */
export function isotonicSteps(points: ReadonlyArray<{ score: number; positive: boolean }>): IsotonicStep[] {
  const sorted = [...points].sort((a, b) => a.score - b.score);
  const blocks: Array<{ from: number; sum: number; n: number }> = [];
  for (let i = 0; i < sorted.length; ) {
    // Equal scores cannot be told apart: they enter as one block.
    let j = i;
    let sum = 0;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) sum += sorted[j++]!.positive ? 1 : 0;
    blocks.push({ from: sorted[i]!.score, sum, n: j - i });
    i = j;
    // Pool while the step below is at least as high: the fit must not go down as the score goes up.
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.sum / a.n < b.sum / b.n) break;
      a.sum += b.sum;
      a.n += b.n;
      blocks.pop();
    }
  }
  return blocks.map((b) => ({ from: b.from, rate: b.sum / b.n, n: b.n }));
}

/** The lowest score from which the fit reaches `rate`; `fallback` when it never does (or there are no points). */
export function scoreReaching(steps: readonly IsotonicStep[], rate: number, fallback: number): number {
  return steps.find((s) => s.rate >= rate)?.from ?? fallback;
}
