/** Verdict of a judge on one (claim, source span) pair. */
export type Verdict = 'entailed' | 'contradicted' | 'abstain';

export type JudgeResult = {
  verdict: Verdict;
  /** In [0, 1]. */
  confidence: number;
  /** Machine-readable reasons, e.g. 'NEGATION_MISMATCH', 'NUMBER_MISMATCH'. */
  reasons: string[];
};

/** `index` is the claim's position in the answer (replay files name claims by it). */
export type JudgeItem = { claim: string; span: string; index?: number };

/**
 * A judge answers only: does this SPAN (source text at the bound offsets) entail this
 * CLAIM? One result per item, in order; null means no verdict for that item.
 */
export type Judge = {
  readonly id: string;
  readonly promptVersion: number;
  /** Provider and model family, for refusing a judge of the generator's own family. */
  readonly provider?: string;
  readonly family?: string;
  judge(items: ReadonlyArray<JudgeItem>): Promise<Array<JudgeResult | null>>;
};
