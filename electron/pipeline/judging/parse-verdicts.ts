import { JudgeVerdictEntry } from '../../../shared/judge-output.js';
import { Responsiveness } from '../../../shared/response.js';
import type { JudgeResult, ModelResponsiveness } from './types.js';

/** A verdict reply larger than this is not read at all (every item: no verdict). */
export const MAX_VERDICT_REPLY_CHARS = 1_000_000;

/** The verdict alone: a malformed responsiveness is judged apart and never costs the verdict. */
const Entry = JudgeVerdictEntry.omit({ responsiveness: true });

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
 *
 * `asked[i]` says item i carried the question: its result then has `responsiveness` —
 * the model's value, or `value: null` with RESPONSIVENESS_MISSING (absent or null) or
 * RESPONSIVENESS_MALFORMED (anything but responsive / partial / not_responsive). Items
 * not asked never get one, whatever the reply says.
 */
export function parseVerdictReply(raw: unknown, count: number, asked: readonly boolean[] = []): Array<JudgeResult | null> {
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
    const result: JudgeResult = { verdict: p.data.verdict, confidence: p.data.confidence, reasons: [] };
    if (asked[i]) result.responsiveness = readResponsiveness(e);
    found.set(i, found.has(i) ? 'conflict' : result);
  }
  return Array.from({ length: count }, (_, i) => {
    const r = found.get(i);
    return r && r !== 'conflict' ? r : null;
  });
}

function readResponsiveness(entry: unknown): ModelResponsiveness {
  const raw = entry && typeof entry === 'object' ? (entry as { responsiveness?: unknown }).responsiveness : undefined;
  if (raw === undefined || raw === null) return { value: null, problem: 'RESPONSIVENESS_MISSING' };
  const p = Responsiveness.safeParse(raw);
  return p.success ? { value: p.data } : { value: null, problem: 'RESPONSIVENESS_MALFORMED' };
}

function unfence(s: string): string {
  const m = /^```(?:json)?[ \t]*\n([\s\S]*)\n```$/.exec(s);
  return m ? m[1]!.trim() : s;
}
