import type { Responsiveness } from '../../../shared/response.js';

/** Verdict of a judge on one (claim, source span) pair. */
export type Verdict = 'entailed' | 'contradicted' | 'abstain';

export type JudgeResult = {
  verdict: Verdict;
  /** In [0, 1]. */
  confidence: number;
  /** Machine-readable reasons, e.g. 'NEGATION_MISMATCH', 'NUMBER_MISMATCH'. */
  reasons: string[];
  /**
   * A model judge's answer to "does the claim address the question?", present only when
   * the item carried a question and the judge asks it. `value: null` with a `problem`:
   * the judge was asked and said nothing usable (never read as responsive).
   */
  responsiveness?: ModelResponsiveness;
};

export type ModelResponsiveness = { value: Responsiveness; problem?: undefined } | { value: null; problem: 'RESPONSIVENESS_MISSING' | 'RESPONSIVENESS_MALFORMED' };

/** `index` is the claim's position in the answer (replay files name claims by it). */
export type JudgeItem = {
  claim: string;
  span: string;
  index?: number;
  /** The question, for judges that are also asked whether the claim addresses it (model judges). */
  question?: string;
};

/**
 * A judge answers: does this SPAN (source text at the bound offsets) entail this CLAIM?
 * One result per item, in order; null means no verdict for that item. A model judge
 * (`asksResponsiveness`) is also asked, for items that carry the question, whether the
 * claim addresses it; that answer never changes the entailment verdict.
 */
export type Judge = {
  readonly id: string;
  readonly promptVersion: number;
  /** Provider and model family, for refusing a judge of the generator's own family. */
  readonly provider?: string;
  readonly family?: string;
  /** True for judges that answer responsiveness when an item carries a question. */
  readonly asksResponsiveness?: boolean;
  judge(items: ReadonlyArray<JudgeItem>): Promise<Array<JudgeResult | null>>;
};
