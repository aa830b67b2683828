import type { Token } from './tokens.js';

/**
 * Where a claim sits in a span. The judge places the claim's keys, in the claim's
 * order, in the shortest stretch of span tokens that holds them (`lo`..`hi`), widened
 * left over the modal and negation right before it ("shall not" + "pay"), and reads the
 * clause around it: the words before it in its clause (from `clauseStart`) can negate or
 * condition it, the words after it to the clause's end (`clauseEnd`) can qualify it.
 */
export type Region = { lo: number; hi: number; ext: number; clauseStart: number; clauseEnd: number; sentences: number };

export const ALIGNED_KINDS: ReadonlySet<Token['kind']> = new Set(['content', 'party', 'qty']);

/** The keys a claim must find in its span. */
export function claimKeys(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((t) => ALIGNED_KINDS.has(t.kind)).map((t) => t.key));
}

/** How many times each key occurs among the aligned tokens. */
export function keyCounts(tokens: readonly Token[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of tokens) if (ALIGNED_KINDS.has(t.kind)) out.set(t.key, (out.get(t.key) ?? 0) + 1);
  return out;
}

/** Same word in the same role: the preposition "on" is not the number word "one" (stem "on"). */
const same = (a: Token, b: Token) => a.key === b.key && a.kind === b.kind;

/** A window of the span and, for each aligned claim token, the span token it stands on. */
export type Alignment = { lo: number; hi: number; at: Map<number, number> };

/**
 * The shortest window of `span` holding the claim's keys in the claim's order (as a
 * subsequence), with each claim token mapped to its span token. Order is required: it
 * carries roles no single-word check can see ("X Assets means … excluding the Y
 * Assets" with X and Y swapped keeps every word).
 */
export function orderedWindow(span: readonly Token[], claim: readonly Token[], seq: readonly number[]): Alignment | null {
  if (seq.length === 0) return null;
  const is = (k: number, j: number) => same(span[k]!, claim[seq[j]!]!);
  let best: { lo: number; hi: number } | null = null;
  for (let i = 0; i < span.length; i++) {
    if (!is(i, 0)) continue;
    let j = 0;
    let e = i;
    for (; e < span.length; e++) if (is(e, j) && ++j === seq.length) break;
    if (j < seq.length) break;
    let s = e;
    for (let k = seq.length - 1; s >= i; s--) if (is(s, k) && --k < 0) break;
    if (!best || e - s < best.hi - best.lo) best = { lo: s, hi: e };
  }
  return best && alignWithin(span, claim, seq, best.lo, best.hi);
}

/** Greedy left-to-right placement of the claim's keys inside [lo, hi]; null if they do not fit in order. */
export function alignWithin(span: readonly Token[], claim: readonly Token[], seq: readonly number[], lo: number, hi: number): Alignment | null {
  const at = new Map<number, number>();
  let k = lo;
  for (const c of seq) {
    while (k <= hi && !same(span[k]!, claim[c]!)) k++;
    if (k > hi) return null;
    at.set(c, k++);
  }
  return { lo, hi, at };
}

/** The tokens of `span` lying inside the character range [from, to) (a verbatim claim's place). */
export function windowAt(span: readonly Token[], from: number, to: number): { lo: number; hi: number } | null {
  let lo = -1;
  let hi = -1;
  span.forEach((t, i) => {
    if (t.start >= from && t.end <= to && t.kind !== 'punct') {
      if (lo < 0) lo = i;
      hi = i;
    }
  });
  return lo < 0 ? null : { lo, hi };
}

const HARD = new Set(['.', ';', ':']);

/**
 * A coordinated clause starts at "and"/"or" followed by its own subject or modal:
 * "…, and Licensee shall", "and shall", "and the Affiliate shall".
 */
function opensClause(span: readonly Token[], i: number): boolean {
  if (span[i]!.kind !== 'conj') return false;
  for (let k = i + 1; k <= i + 4 && k < span.length; k++) {
    const t = span[k]!;
    if (t.kind === 'party' || t.kind === 'modal') return true;
    if ((t.kind !== 'content' && t.kind !== 'quant') || t.sentence !== span[i]!.sentence) return false;
  }
  return false;
}

export function regionOf(span: readonly Token[], w: { lo: number; hi: number }): Region {
  const { lo, hi } = w;
  let ext = lo;
  while (ext > 0 && span[ext - 1]!.sentence === span[lo]!.sentence && (span[ext - 1]!.kind === 'modal' || span[ext - 1]!.kind === 'neg')) ext--;
  let clauseStart = ext;
  while (clauseStart > 0) {
    const p = span[clauseStart - 1]!;
    if (p.sentence !== span[ext]!.sentence || (p.kind === 'punct' && HARD.has(p.key)) || opensClause(span, clauseStart - 1)) break;
    clauseStart--;
  }
  let clauseEnd = hi;
  while (clauseEnd + 1 < span.length) {
    const n = span[clauseEnd + 1]!;
    if (n.sentence !== span[hi]!.sentence || (n.kind === 'punct' && HARD.has(n.key)) || opensClause(span, clauseEnd + 1) || n.kind === 'modal') break;
    if (n.kind === 'punct' && n.key === ',' && span[clauseEnd + 2]?.kind === 'conj') break;
    clauseEnd++;
  }
  const sentences = new Set(span.slice(lo, hi + 1).map((t) => t.sentence)).size;
  return { lo, hi, ext, clauseStart, clauseEnd, sentences };
}

/**
 * The nearest token before/after i in its sentence, past punctuation, negations and
 * quantifiers (they say nothing about who acts; other checks judge them).
 */
export function neighbourAt(tokens: readonly Token[], i: number, dir: -1 | 1): number {
  const s = tokens[i]!.sentence;
  for (let k = i + dir; k >= 0 && k < tokens.length; k += dir) {
    const t = tokens[k]!;
    if (t.sentence !== s) return -1;
    if (t.kind !== 'punct' && t.kind !== 'neg' && t.kind !== 'quant') return k;
  }
  return -1;
}
