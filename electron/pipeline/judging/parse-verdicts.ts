import { z } from 'zod';
import type { JudgeResult } from './types.js';

/** A verdict reply larger than this is not read at all (every item: no verdict). */
export const MAX_VERDICT_REPLY_CHARS = 1_000_000;

const Entry = z.object({
  claim: z.number().int().nonnegative(),
  verdict: z.enum(['entailed', 'contradicted', 'abstain']),
  confidence: z.number().min(0).max(1),
});

/**
 * Reads `{"verdicts":[{"claim":i,"verdict":…,"confidence":…}]}` for `count` items.
 * Always returns exactly `count` entries; an item gets a verdict only from exactly one
 * valid entry naming it. Everything else is null — no verdict, never a pass:
 * - a reply that is not JSON (one surrounding ```json fence is tolerated), or has no
 *   `verdicts` array → every item null;
 * - an entry with a wrong type, an unknown verdict, a confidence outside [0, 1] or an
 *   index outside the batch → ignored;
 * - two or more valid entries for one item (even agreeing ones) → that item null: a
 *   judge that said two things did not say one.
 */
export function parseVerdictReply(raw: unknown, count: number): Array<JudgeResult | null> {
  const none = () => Array.from({ length: count }, () => null);
  let json: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_VERDICT_REPLY_CHARS) return none();
    try {
      json = JSON.parse(unfence(raw.trim()));
    } catch {
      return none();
    }
  }
  const list = json && typeof json === 'object' && !Array.isArray(json) ? (json as { verdicts?: unknown }).verdicts : undefined;
  if (!Array.isArray(list)) return none();

  const found = new Map<number, JudgeResult | 'conflict'>();
  for (const e of list) {
    const p = Entry.safeParse(e);
    if (!p.success || p.data.claim >= count) continue;
    const i = p.data.claim;
    found.set(i, found.has(i) ? 'conflict' : { verdict: p.data.verdict, confidence: p.data.confidence, reasons: [] });
  }
  return Array.from({ length: count }, (_, i) => {
    const r = found.get(i);
    return r && r !== 'conflict' ? r : null;
  });
}

function unfence(s: string): string {
  const m = /^```(?:json)?[ \t]*\n([\s\S]*)\n```$/.exec(s);
  return m ? m[1]!.trim() : s;
}
