import { z } from 'zod';
import { Responsiveness, Verdict } from '../../../shared/response.js';
import type { Judge, JudgeItem } from './types.js';

const ModelResponsiveness = z.union([
  z.object({ value: Responsiveness, problem: z.undefined().optional() }),
  z.object({ value: z.null(), problem: z.enum(['RESPONSIVENESS_MISSING', 'RESPONSIVENESS_MALFORMED']) }),
]);
const ValidResult = z.object({ verdict: Verdict, confidence: z.number().min(0).max(1), reasons: z.array(z.string()).optional() });

/**
 * `reasons` are kept so a contradiction reaches the reviewer with the words that clash;
 * `responsiveness` is a model judge's answer to "does it address the question?" (or why there is none).
 */
export type JudgedItem = { verdict: z.infer<typeof Verdict>; confidence: number; reasons: string[]; responsiveness?: z.infer<typeof ModelResponsiveness> } | null;

/**
 * Runs a judge over claims and finalises coverage: every item gets exactly one entry,
 * and anything missing, malformed, out of range, or lost to a judge failure is `null`
 * (JUDGE_NO_VERDICT) — never a pass.
 */
export async function judgeAll(judge: Judge, items: ReadonlyArray<JudgeItem>): Promise<{ results: JudgedItem[]; error: string | null }> {
  if (items.length === 0) return { results: [], error: null };
  let raw: unknown;
  try {
    raw = await judge.judge([...items]);
  } catch (err) {
    return { results: items.map(() => null), error: (err as Error).message ?? String(err) };
  }
  const list = Array.isArray(raw) ? raw : [];
  return {
    results: items.map((_, i) => {
      const parsed = ValidResult.safeParse(list[i]);
      if (!parsed.success) return null;
      const { verdict, confidence, reasons } = parsed.data;
      // Read apart from the verdict: a malformed responsiveness never costs the verdict.
      const given = (list[i] as { responsiveness?: unknown }).responsiveness;
      const r = ModelResponsiveness.safeParse(given);
      const responsiveness = given === undefined ? undefined : r.success ? r.data : ({ value: null, problem: 'RESPONSIVENESS_MALFORMED' } as const);
      return { verdict, confidence, reasons: reasons ?? [], ...(responsiveness ? { responsiveness } : {}) };
    }),
    error: Array.isArray(raw) ? null : 'judge returned no list of verdicts',
  };
}
