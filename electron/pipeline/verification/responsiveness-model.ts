import type { Responsiveness, ResponsivenessRecord } from '../../../shared/response.js';
import type { ModelResponsiveness } from '../judging/types.js';

/** The method a model judge's responsiveness answer is recorded under. */
export const judgeMethod = (judgeId: string) => `judge:${judgeId}`;

/** Recorded with every responsiveness event that had a model judge's answer. */
export const RESPONSIVENESS_COMBINATION = 'lower of lexical and judge model wins; a model never promotes; missing or malformed model answer ignored';

const RANK: Record<Responsiveness, number> = { not_responsive: 0, partial: 1, responsive: 2 };

/**
 * How a model judge's answer combines with the lexical check (README "Answers that
 * answer"): the lower of the two wins. A model's `not_responsive` or `partial` can demote
 * a claim the lexical check found responsive (the model reads meaning the word lists
 * cannot); a model's `responsive` never promotes a claim the lexical check found lacking
 * (a model agreeing with the answering model is the failure this check exists to catch,
 * and the lexical check's "not about the document the question names" is a fact, not an
 * opinion). A missing or malformed model answer changes nothing and is recorded with
 * its problem. Pure; `method` names whichever decided the value (lexical on a tie).
 */
export function combineResponsiveness(lexical: ResponsivenessRecord, judgeId: string, model: ModelResponsiveness | undefined): ResponsivenessRecord {
  if (!model) return lexical;
  const method = judgeMethod(judgeId);
  const inputs = [
    { method: lexical.method, value: lexical.value },
    model.value === null ? { method, value: null, problem: model.problem } : { method, value: model.value },
  ];
  if (model.value === null || RANK[model.value] >= RANK[lexical.value]) return { ...lexical, inputs };
  const detail = model.value === 'partial' ? 'The judge model found that the claim answers the question only in part.' : 'The judge model found that the claim does not address the question.';
  // The parts of the question the claim answers stand while the model leaves it partial: the model weighed the whole question.
  const parts = model.value === 'partial' && lexical.answersParts ? { answersParts: lexical.answersParts } : {};
  return { value: model.value, method, detail: `${detail} (${lexical.method}: ${lexical.value}.)`, inputs, ...parts };
}

/**
 * What the judge said on responsiveness for one claim: its answer; RESPONSIVENESS_MISSING
 * when the claim went to the judge and came back without one (or without any verdict);
 * nothing when the claim never went to the judge (no bound evidence to judge).
 */
export function modelResponsiveness(verdict: { responsiveness?: ModelResponsiveness } | null, sentToJudge: boolean): ModelResponsiveness | undefined {
  if (!sentToJudge) return undefined;
  return verdict?.responsiveness ?? { value: null, problem: 'RESPONSIVENESS_MISSING' };
}
