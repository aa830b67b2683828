import { ALIGNED_KINDS, claimKeys } from './align.js';
import { isMeasure } from './checks.js';
import type { Analysed, Token } from './tokens.js';

/** One thing a reworded claim changes: its words and the clause's, as ranges of each side's normalised text. */
export type ReorderedClash = { code: 'NUMBER_MISMATCH' | 'DATE_MISMATCH' | 'NEGATION_MISMATCH'; claim: [number, number]; span: [number, number] };

/** Words a changed value or negation must share with its clause's on one side: "ninety (90) days | advance written". */
const CONTEXT = 2;

/**
 * A claim worded in another order than its clause cannot be aligned word for word, yet
 * may still change the one thing a lawyer reads it for: "either party may terminate upon
 * ninety (90) days advance written notice" for "shall terminate … upon either party giving
 * at least one hundred twenty (120) days advance written notice"; "WGT appoints
 * Distributor as an exclusive distributor of the Product" for "WGT hereby appoints
 * Distributor, and Distributor hereby accepts …, as a nonexclusive distributor of the
 * Product". Before, both only abstained.
 *
 * Read here, conservatively: the claim is one sentence, and one sentence of the span holds
 * every other word, party and reference of it. In that sentence the claim's number stands
 * where the clause has another of the same kind, unit and qualifier, with the same two
 * words on one side of it; or the claim's word stands where the clause has its negation
 * ("exclusive" / "nonexclusive") before the same two words, or the other way round. The
 * claim's own value or form is nowhere in the span, so a clause that states both ("sixty
 * (60) days … thirty (30) days") never makes a true claim a contradiction.
 */
export function reorderedClash(claim: Analysed, span: Analysed): ReorderedClash | null {
  const C = claim.tokens;
  const S = span.tokens;
  if (new Set(C.map((t) => t.sentence)).size !== 1) return null;
  const keys = [...claimKeys(C)].filter((k) => !C.some((t) => t.key === k && isMeasure(t)));
  if (keys.length < 3) return null;
  const spanKeys = claimKeys(S);
  for (const sentence of new Set(S.map((t) => t.sentence))) {
    const inSentence = new Set(S.filter((t) => t.sentence === sentence && ALIGNED_KINDS.has(t.kind)).map((t) => t.key));
    if (!keys.every((k) => inSentence.has(k))) continue;
    const found = numberSite(C, S, sentence, spanKeys) ?? negationSite(C, S, sentence);
    if (found) return found;
  }
  return null;
}

function numberSite(C: readonly Token[], S: readonly Token[], sentence: number, spanKeys: ReadonlySet<string>): ReorderedClash | null {
  for (let i = 0; i < C.length; i++) {
    const t = C[i]!;
    if (!isMeasure(t) || spanKeys.has(t.key)) continue;
    const q = t.quantity!;
    for (let k = 0; k < S.length; k++) {
      const s = S[k]!;
      if (s.sentence !== sentence || !isMeasure(s)) continue;
      const r = s.quantity!;
      if (r.kind !== q.kind || r.unit !== q.unit || r.qualifier !== q.qualifier || r.value === q.value) continue;
      if (!sharesContext(C, i, S, k)) continue;
      return { code: q.kind === 'date' ? 'DATE_MISMATCH' : 'NUMBER_MISMATCH', claim: [t.start, t.end], span: [s.start, s.end] };
    }
  }
  return null;
}

/** "exclusive distributor of the Product" against "nonexclusive distributor of the Product", either way round. */
function negationSite(C: readonly Token[], S: readonly Token[], sentence: number): ReorderedClash | null {
  const negated = (ts: readonly Token[], i: number) => ts[i - 1]?.kind === 'neg';
  const claimNegates = C.some((t) => t.kind === 'neg');
  const spanNegates = S.some((t) => t.sentence === sentence && t.kind === 'neg');
  for (let i = 0; i < C.length; i++) {
    const t = C[i]!;
    if (t.kind !== 'content') continue;
    // One side negates this word and nothing else in its sentence; the other side negates nothing at all.
    const mine = negated(C, i);
    if (mine ? spanNegates : claimNegates) continue;
    if (mine && C.filter((x) => x.kind === 'neg').length !== 1) continue;
    const rivals = S.flatMap((s, k) => (s.sentence === sentence && s.kind === 'content' && s.key === t.key ? [k] : []));
    // The claim's form anywhere in the span (a clause with both an exclusive and a nonexclusive grant) is no clash.
    if (S.some((s, k) => s.key === t.key && s.kind === 'content' && negated(S, k) === mine && sharesContext(C, i, S, k, 1))) continue;
    for (const k of rivals) {
      if (negated(S, k) === mine || !sharesContext(C, i, S, k, 1)) continue;
      const cue = (ts: readonly Token[], at: number): [number, number] => [ts[negated(ts, at) ? at - 1 : at]!.start, ts[at]!.end];
      return { code: 'NEGATION_MISMATCH', claim: cue(C, i), span: cue(S, k) };
    }
  }
  return null;
}

/**
 * The same CONTEXT words right after the two tokens (or right before them, for a number),
 * read past prepositions, articles and commas. `after` only: a negated word is
 * compared with what it governs ("exclusive | distributor, product").
 */
function sharesContext(C: readonly Token[], i: number, S: readonly Token[], k: number, sides: 1 | 2 = 2): boolean {
  const same = (a: string[], b: string[]) => a.length === CONTEXT && b.length === CONTEXT && a.every((x, n) => x === b[n]);
  if (same(contextOf(C, i, 1), contextOf(S, k, 1))) return true;
  return sides === 2 && same(contextOf(C, i, -1), contextOf(S, k, -1));
}

/** Up to CONTEXT content or party keys beside token i in its sentence, stopping at a modal, negation, quantity or stop. */
function contextOf(ts: readonly Token[], i: number, dir: 1 | -1): string[] {
  const out: string[] = [];
  for (let k = i + dir; k >= 0 && k < ts.length && out.length < CONTEXT; k += dir) {
    const t = ts[k]!;
    if (t.sentence !== ts[i]!.sentence) break;
    if (t.kind === 'prep' || (t.kind === 'punct' && t.key === ',')) continue;
    if (t.kind !== 'content' && t.kind !== 'party') break;
    out.push(t.key);
  }
  return out;
}
