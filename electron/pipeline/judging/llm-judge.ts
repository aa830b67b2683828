import { JUDGE_PROMPT_VERSION, renderJudgePrompt, type RenderedJudgePrompt } from './prompt.js';
import { parseVerdictReply } from './parse-verdicts.js';
import type { Judge, JudgeItem, JudgeResult } from './types.js';

/** Items per model call: keeps each prompt and reply small enough to stay well-formed. */
export const DEFAULT_JUDGE_BATCH = 16;

/** One model call: the judge prompt in, the model's reply text out (a failed call throws). */
export type CompleteJudgePrompt = (prompt: RenderedJudgePrompt) => Promise<string>;

/**
 * A judge over any model: batches the items, asks the judge prompt, and reads each
 * reply with parseVerdictReply — so a missing or malformed verdict is null, never a
 * pass. Items with a question are also asked responsiveness; a missing or malformed
 * answer to that is recorded as such (never read as responsive) and keeps the verdict. A failed call throws (judgeAll records the error and finalises every item as
 * no verdict) rather than silently dropping part of the batch.
 */
export function llmJudge(meta: { id: string; provider: string; family: string }, complete: CompleteJudgePrompt, batchSize = DEFAULT_JUDGE_BATCH): Judge {
  return {
    id: meta.id,
    promptVersion: JUDGE_PROMPT_VERSION,
    provider: meta.provider,
    family: meta.family,
    asksResponsiveness: true,
    async judge(items: ReadonlyArray<JudgeItem>): Promise<Array<JudgeResult | null>> {
      const out: Array<JudgeResult | null> = [];
      for (let i = 0; i < items.length; i += batchSize) {
        const batch = items.slice(i, i + batchSize);
        // Only the judge prompt's own item fields go out (the claim's index in the answer stays here).
        const asked = batch.map((it) => typeof it.question === 'string' && it.question.trim() !== '');
        const prompt = renderJudgePrompt(batch.map((it, k) => ({ claim: it.claim, span: it.span, ...(asked[k] ? { question: it.question } : {}) })));
        out.push(...parseVerdictReply(await complete(prompt), batch.length, asked));
      }
      return out;
    },
  };
}
