/**
 * Approximate location of a quote in a source, for quotes that differ from the source
 * by more than normalisation allows (a changed word, number or "not"). Word-level: the
 * best window of source words by edit distance to the quote's words. The result is
 * always labelled `fuzzy` with its score; it never passes as exact or normalized.
 */
export type FuzzyHit = { start: number; end: number; score: number };

type Token = { w: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  const slice = text.slice(from, to);
  for (const m of slice.matchAll(WORD)) {
    out.push({ w: m[0].normalize('NFKC').toLowerCase(), start: from + m.index, end: from + m.index + m[0].length });
  }
  return out;
}

/** Quotes longer than this many words are compared on their first and last parts only by the prefilter. */
const MAX_QUOTE_WORDS = 400;

export function fuzzyFind(text: string, quote: string, range: readonly [number, number], minScore: number): FuzzyHit | null {
  const q = tokenize(quote).map((t) => t.w);
  if (q.length < 3 || q.length > MAX_QUOTE_WORDS) return null;
  const hay = tokenize(text, range[0], range[1]);
  if (hay.length === 0) return null;
  const n = q.length;
  const need = new Map<string, number>();
  for (const w of q) need.set(w, (need.get(w) ?? 0) + 1);
  // Sliding multiset overlap: only windows sharing enough words get an edit distance.
  const have = new Map<string, number>();
  let shared = 0;
  const add = (w: string, d: number) => {
    const before = have.get(w) ?? 0;
    const cap = need.get(w) ?? 0;
    const after = before + d;
    have.set(w, after);
    shared += Math.min(after, cap) - Math.min(before, cap);
  };
  let best: FuzzyHit | null = null;
  const minShared = Math.ceil(n * minScore) - 1;
  for (let i = 0; i < hay.length; i++) {
    add(hay[i]!.w, 1);
    if (i >= n) add(hay[i - n]!.w, -1);
    const startIdx = Math.max(0, i - n + 1);
    if (shared < minShared) continue;
    // Try windows of length n-2…n+2 ending around i to absorb inserted/deleted words.
    for (let len = Math.max(1, n - 2); len <= n + 2; len++) {
      const s = i - len + 1;
      if (s < 0 || s < startIdx - 2) continue;
      const win = hay.slice(s, i + 1).map((t) => t.w);
      const score = 1 - editDistance(q, win) / Math.max(n, win.length);
      if (score >= minScore && (!best || score > best.score)) best = { start: hay[s]!.start, end: hay[i]!.end, score: Math.round(score * 1000) / 1000 };
    }
  }
  return best;
}

/** Levenshtein distance over words. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
