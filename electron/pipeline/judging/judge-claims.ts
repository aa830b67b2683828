import { z } from 'zod';
import { Verdict } from '../../../shared/response.js';
import type { Judge, JudgeItem } from './types.js';

const ValidResult = z.object({ verdict: Verdict, confidence: z.number().min(0).max(1), reasons: z.array(z.string()).optional() });

/** `reasons` are kept so a contradiction reaches the reviewer with the words that clash. */
export type JudgedItem = { verdict: z.infer<typeof Verdict>; confidence: number; reasons: string[] } | null;

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
      return parsed.success ? { verdict: parsed.data.verdict, confidence: parsed.data.confidence, reasons: parsed.data.reasons ?? [] } : null;
    }),
    error: Array.isArray(raw) ? null : 'judge returned no list of verdicts',
  };
}
