import { findRepeatedLines, type TextRange } from './headers-footers.js';

/**
 * The normalisation behind a `normalized` binding. It forgives only how text was
 * typeset, never what it says:
 *
 * - whitespace: any run of spaces, tabs, line breaks, NBSP and other Unicode spaces —
 *   the page separator "\n\f\n" included — is one space; leading/trailing space goes.
 *   Zero-width characters (ZWSP, ZWJ, ZWNJ, word joiner, BOM) are dropped.
 * - quotes: ‘ ’ ‚ ‛ ′ ` ´ are ', and “ ” „ ‟ ″ « » are ".
 * - dashes: hyphen, non-breaking hyphen, figure/en/em dash, horizontal bar, minus and
 *   their compatibility forms are "-", and whitespace on either side of a dash is
 *   dropped ("non- sublicensable", "2006 – 2010" → "non-sublicensable", "2006-2010").
 * - ligatures: ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ are spelled out.
 * - line-break hyphenation: a hyphen (or soft hyphen) between a letter and a lowercase
 *   letter with a line break in between ("termi-\nnation", "non-\nsublicensable") is a
 *   *hyphenation point*, written SITE in normalised text. When matching, a SITE
 *   equals a "-" or nothing on the other side, so both "termination" and
 *   "non-sublicensable" match — and nothing else can: a SITE stands only for a hyphen,
 *   never a letter, digit or space. A soft hyphen between a letter and a lowercase
 *   letter is a SITE too (but, being invisible, never the first or last character of
 *   a match); anywhere else it is dropped.
 * - page furniture: in a document (text holding page separators), running headers,
 *   footers and page numbers found by findRepeatedLines read as a line break.
 *
 * Nothing else changes: not case, not digits, not other punctuation, not the presence
 * of a space between two letters. So a quote that inserts or removes a word, changes a
 * number or adds a "not" never matches after normalisation — at best it is `fuzzy`.
 */
export const SITE = '\u00ad';

/**
 * Normalised text and, for each of its characters, the original range it came from:
 * `[starts[i], ends[i])`. A whitespace run maps to its space, a ligature's letters all
 * map to the ligature, a SITE maps to the hyphen and the line break after it.
 */
export type Normalized = { text: string; starts: Int32Array; ends: Int32Array };

export type NormalizeOptions = {
  /** Original ranges read as a line break (page furniture). Sorted, non-overlapping. */
  skip?: readonly TextRange[];
};

const QUOTES: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'", '`': "'", '\u00b4': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"', '\u00ab': '"', '\u00bb': '"',
};
/** Hyphens proper: only these (and the soft hyphen) can mark line-break hyphenation. */
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
const DASHES = new Set([...HYPHENS, '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe58', '\ufe63', '\uff0d']);
const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl', '\ufb05': 'st', '\ufb06': 'st',
};
const ZERO_WIDTH = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);
const BREAKS = new Set(['\n', '\r', '\f', '\v', '\u2028', '\u2029', '\u0085']);
const SPACE = /[\s\u0085]/;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;

/** A run of whitespace (and skipped furniture) since the last visible character. */
type Pending = { start: number; end: number; hasBreak: boolean };

export function normalizeText(text: string, opts: NormalizeOptions = {}): Normalized {
  const skip = opts.skip ?? [];
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  // Whitespace seen since the last visible character, a hyphen that may be a
  // hyphenation point (index in `out`), and a soft hyphen waiting for its next letter.
  const st: { space: Pending | null; hyphenAt: number; softAt: number } = { space: null, hyphenAt: -1, softAt: -1 };

  const emit = (ch: string, s: number, e: number) => {
    out.push(ch);
    starts.push(s);
    ends.push(e);
  };
  // A pending soft hyphen is always the last character emitted: nothing is emitted
  // between it and the next visible character.
  const dropSoft = () => {
    out.pop();
    starts.pop();
    ends.pop();
    st.softAt = -1;
  };
  const addSpace = (s: number, e: number, hasBreak: boolean) => {
    st.space = st.space ? { start: st.space.start, end: e, hasBreak: st.space.hasBreak || hasBreak } : { start: s, end: e, hasBreak };
  };
  /** Settles pending whitespace and hyphens before visible character `ch` is emitted. */
  const beforeVisible = (ch: string) => {
    const lower = LOWER.test(ch);
    if (st.softAt >= 0) {
      if (lower) {
        if (st.space) ends[st.softAt] = st.space.end;
        st.space = null;
        st.softAt = -1;
      } else dropSoft(); // a soft hyphen that hyphenates nothing is invisible
    }
    const space = st.space;
    if (space) {
      const last = out[out.length - 1];
      if (st.hyphenAt >= 0 && st.hyphenAt === out.length - 1 && space.hasBreak && lower) {
        out[st.hyphenAt] = SITE;
        ends[st.hyphenAt] = space.end;
      } else if (last !== undefined && last !== '-' && ch !== '-') {
        emit(' ', space.start, space.end);
      }
      st.space = null;
    }
    st.hyphenAt = -1;
  };

  let k = 0;
  for (let i = 0; i < text.length; ) {
    while (k < skip.length && skip[k]![1] <= i) k++;
    const sk = skip[k];
    if (sk && sk[0] <= i) {
      addSpace(i, sk[1], true);
      i = sk[1];
      continue;
    }
    const ch = text[i]!;
    // Before the whitespace test: JavaScript's \s counts the BOM as a space.
    if (ZERO_WIDTH.has(ch)) {
      i++;
      continue;
    }
    if (SPACE.test(ch)) {
      addSpace(i, i + 1, BREAKS.has(ch));
      i++;
      continue;
    }
    if (ch === SITE) {
      // Soft hyphen: kept (as a hyphenation point) only if a lowercase letter follows.
      const last = out[out.length - 1];
      if (st.softAt < 0 && !st.space && last !== undefined && LETTER.test(last)) {
        emit(SITE, i, i + 1);
        st.softAt = out.length - 1;
      }
      i++;
      continue;
    }
    const mapped = LIGATURES[ch] ?? QUOTES[ch] ?? (DASHES.has(ch) ? '-' : ch);
    beforeVisible(mapped[0]!);
    if (mapped === '-' && HYPHENS.has(ch)) {
      const last = out[out.length - 1];
      if (last !== undefined && LETTER.test(last)) st.hyphenAt = out.length;
    }
    // Code units map one to one (a surrogate pair is two units with their own origins).
    for (const c of mapped) emit(c, i, i + 1);
    i++;
  }
  if (st.softAt >= 0) dropSoft();
  return { text: out.join(''), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

/**
 * A source prepared for normalised search. `norm` reads page furniture as line breaks;
 * `plain()` (computed on first use) does not, for quotes that copy the furniture along.
 */
export type PreparedHaystack = {
  source: string;
  furniture: readonly TextRange[];
  norm: Normalized;
  plain: () => Normalized;
  /** `norm.text` and `plain().text` without SITEs and hyphens: the prefilter's haystacks (see `bare`). */
  normBare: string;
  plainBare: () => string;
  /** Every word and pair of adjacent words of `normBare` and of `plainBare()` (computed on first use). */
  words: () => ReadonlySet<string>;
};

/** `furniture` is the source's findRepeatedLines, when the caller has found it already. */
export function prepareHaystack(source: string, furniture: readonly TextRange[] = findRepeatedLines(source)): PreparedHaystack {
  let plain: Normalized | null = null;
  let plainBare: string | null = null;
  const norm = normalizeText(source, { skip: furniture });
  const getPlain = () => (plain ??= normalizeText(source));
  const normBare = bare(norm.text);
  const getPlainBare = () => (plainBare ??= bare(getPlain().text));
  let words: Set<string> | null = null;
  const getWords = () => (words ??= new Set([...wordKeys(wordsOf(normBare)), ...(furniture.length ? wordKeys(wordsOf(getPlainBare())) : [])]));
  return { source, furniture, norm, plain: getPlain, normBare, plainBare: getPlainBare, words: getWords };
}

const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u);

/** Each word, and each pair of adjacent words joined by a space (no word holds one). */
function wordKeys(words: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '') continue;
    keys.push(w);
    const next = words[i + 1];
    if (next) keys.push(`${w} ${next}`);
  }
  return keys;
}

/**
 * The words strictly inside a bare needle (its first and last may be parts of words),
 * and their adjacent pairs. In any bare haystack that contains the bare needle each is
 * a whole word, or a pair of adjacent whole words: a cheaper necessary condition still,
 * checked against a set before any scan. Contract prose repeats its words, not its
 * word pairs, so the pairs are what rule most sources out.
 */
function interiorWords(nBare: string): string[] {
  const ws = wordsOf(nBare).slice(1, -1);
  return ws.includes('') ? ws.filter((w) => w !== '') : wordKeys(ws);
}

/**
 * Normalised text without SITEs and hyphens. Every way `matchAt` can pair characters
 * either advances over a SITE or a hyphen or pairs two equal other characters, so the
 * bare form of a match is exactly the bare needle: a haystack whose bare form does not
 * contain the bare needle holds no match. That makes one native `includes` decide most
 * lookups — above all the binder's search of every other source for a misattributed
 * quote — before the character-by-character search runs.
 */
function bare(text: string): string {
  return text.replace(/[\u00ad-]/g, '');
}

export type FindOptions = {
  /** Only matches lying wholly inside this original range count. */
  range?: TextRange;
  /** Stop after this many matches. Default: all. */
  limit?: number;
  /** Tests only: false skips the word-pair and bare-text prefilters, to prove they never change a result. */
  prefilter?: boolean;
};

/**
 * Every occurrence of `needle` in `haystack` after normalisation, as original
 * `[start, end)` offsets, by ascending start. Occurrences may overlap (a needle that
 * repeats inside itself). The original slice at each result normalises to the
 * needle's normalised form (SITEs matching "-" or nothing), so offsets are exact: a
 * match never starts or ends inside a whitespace run, a ligature or a hyphenation
 * point. A needle that normalises to nothing matches nowhere.
 *
 * A document's page furniture is read two ways, and a match in either counts: skipped
 * (the clause read straight across the page break) or kept as it stands (a quote that
 * copies the footer and page number along). The needle is never edited: stripping
 * furniture text out of it would also strip a running head's words ("Consulting
 * Agreement") from a quote that uses them as body text, and let it match without them.
 */
export function findNormalized(haystack: string | PreparedHaystack, needle: string, opts: FindOptions = {}): Array<[number, number]> {
  const hay = typeof haystack === 'string' ? cachedPrepare(haystack) : haystack;
  const limit = opts.limit ?? Infinity;
  const range = opts.range ?? [0, hay.source.length];
  const { n, nBare, interior } = normalizedNeedle(needle);
  const filter = opts.prefilter ?? true;
  if (filter && interior.length > 0) {
    const words = hay.words();
    if (!interior.every((w) => words.has(w))) return [];
  }
  const skipped = !filter || hay.normBare.includes(nBare) ? search(hay.source, hay.norm, n, range, limit) : [];
  if (hay.furniture.length === 0 || skipped.length >= limit) return skipped;
  const kept = !filter || hay.plainBare().includes(nBare) ? search(hay.source, hay.plain(), n, range, limit) : [];
  const seen = new Set(skipped.map(([s, e]) => `${s}:${e}`));
  const all = [...skipped, ...kept.filter(([s, e]) => !seen.has(`${s}:${e}`))];
  return all.sort((x, y) => x[0] - y[0] || x[1] - y[1]).slice(0, limit);
}

/** The binder looks one quote up in source after source: its normal form is computed once. */
let lastNeedle: { needle: string; n: string; nBare: string; interior: string[] } | null = null;
function normalizedNeedle(needle: string): { n: string; nBare: string; interior: string[] } {
  if (lastNeedle?.needle !== needle) {
    const n = normalizeText(needle).text;
    const nBare = bare(n);
    lastNeedle = { needle, n, nBare, interior: interiorWords(nBare) };
  }
  return lastNeedle;
}

function search(source: string, hay: Normalized, n: string, [lo, hi]: TextRange, limit: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (n.length === 0) return out;
  const { text: h, starts, ends } = hay;
  // An invisible soft hyphen cannot begin or end a quote (a needle "-" is not the soft hyphen).
  const softSite = (i: number) => h[i] === SITE && source[starts[i]!] === SITE;
  for (let i = nextCandidate(h, n[0]!, lowerBound(starts, lo)); i >= 0 && starts[i]! < hi && out.length < limit; i = nextCandidate(h, n[0]!, i + 1)) {
    if ((i > 0 && starts[i - 1] === starts[i]) || softSite(i)) continue;
    const k = matchAt(h, i, n);
    if (k < 0 || (k < h.length && starts[k] === starts[k - 1]) || softSite(k - 1)) continue;
    // A match that ends on a hyphenation point ends at its hyphen: the line break the SITE stands over, and any page
    // furniture skipped inside it, are not the quote's ("the-" of "the-\n§4.2\n\f\n§4.2 \n shall", where the running
    // head "§4.2" is furniture, ended after the furniture, so the slice held "§4.2": found by the offsets property).
    const end = h[k - 1] === SITE ? starts[k - 1]! + 1 : ends[k - 1]!;
    if (end <= hi) out.push([starts[i]!, end]);
  }
  return out;
}

/** Next index from `from` where a match can start: the needle's first character, or a SITE standing for its "-". */
function nextCandidate(h: string, first: string, from: number): number {
  const i = h.indexOf(first, from);
  if (first !== '-') return i;
  const j = h.indexOf(SITE, from);
  return i < 0 ? j : j < 0 ? i : Math.min(i, j);
}

/**
 * Where `n` matches `h` from index `i`: the end index in `h`, or -1. A SITE on either
 * side matches a "-" or a SITE on the other, or else is passed over. That is the only
 * freedom, and it is deterministic: a SITE is always followed by a lowercase letter.
 */
function matchAt(h: string, i: number, n: string): number {
  let k = i;
  let j = 0;
  while (j < n.length) {
    const a = h[k];
    const b = n[j]!;
    if (a === b || (a === SITE && b === '-') || (b === SITE && a === '-')) {
      k++;
      j++;
    } else if (a === SITE) k++;
    else if (b === SITE) j++;
    else return -1;
  }
  return k;
}

/** True when `a` and `b` are the same text after normalisation. */
export function normalizedEqual(a: string, b: string): boolean {
  const x = normalizeText(a).text;
  const y = normalizeText(b).text;
  return x.length > 0 ? matchAt(x, 0, y) === x.length && y.length > 0 : y.length === 0;
}

/** Binder adaptor: the first normalised occurrence of `needle` inside `range`, or null. */
export function normalizedFind(text: string, needle: string, range: TextRange): [number, number] | null {
  return findNormalized(text, needle, { range, limit: 1 })[0] ?? null;
}

/** True when `needle` occurs in `text` exactly or after normalisation. */
export function normalizedContains(text: string, needle: string): boolean {
  return (needle.length > 0 && text.includes(needle)) || findNormalized(text, needle, { limit: 1 }).length > 0;
}

/**
 * True when the source's characters `[start, end)` are `quote` after normalisation,
 * page furniture included — the check a `normalized` binding must pass on re-check.
 * Needs the whole source: whether a line is furniture depends on the other pages.
 */
export function normalizedEqualAt(source: string, range: TextRange, quote: string): boolean {
  return findNormalized(source, quote, { range }).some(([s, e]) => s === range[0] && e === range[1]);
}

function lowerBound(xs: Int32Array, v: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Binding looks the quote up in the cited source and then in every other source of the
 * matter (to name a misattribution), citation after citation: normalising each source
 * once is the saving. Bounded by source characters (about 20 bytes each once prepared),
 * least recently used first out. An entry may hold a source's page furniture alone
 * (pageFurniture): the haystack prepared later reuses it, so findRepeatedLines runs once
 * per text for the generator and the binder alike.
 */
const CACHE_CHARS = 4_000_000;
type CacheEntry = { source: string; furniture: readonly TextRange[]; hay: PreparedHaystack | null };
const cache = new Map<string, CacheEntry>();
let cachedChars = 0;

function cached(text: string): CacheEntry {
  const hit = cache.get(text);
  if (hit) {
    // Moved to the back under its own key: set with the caller's string would make that (maybe a slice) the key.
    cache.delete(text);
    cache.set(hit.source, hit);
    return hit;
  }
  const source = ownCopy(text);
  const entry: CacheEntry = { source, furniture: findRepeatedLines(source), hay: null };
  cache.set(source, entry);
  cachedChars += source.length;
  for (const [key] of cache) {
    if (cachedChars <= CACHE_CHARS || cache.size === 1) break;
    cache.delete(key);
    cachedChars -= key.length;
  }
  return entry;
}

/**
 * A flat copy of the text, so the cache holds what it counts. A string sliced from a
 * larger one keeps all of that one alive (V8's sliced strings): a claim's span, sliced
 * from the document text an ask had read, kept a whole document per entry, uncounted —
 * a 467-contract table peaked at 1,380 MB RSS (session 25; 708 MB before spans were
 * looked up here). One copy per miss costs less than the furniture search after it.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/** The source prepared for normalised search, shared through the cache above. */
export function cachedPrepare(text: string): PreparedHaystack {
  const entry = cached(text);
  // The cache's own copy, not the caller's string, is what the prepared text holds on to.
  return (entry.hay ??= prepareHaystack(entry.source, entry.furniture));
}

/** A source's page furniture (findRepeatedLines), shared through the cache above with the haystack binding prepares. */
export function pageFurniture(source: string): readonly TextRange[] {
  return cached(source).furniture;
}
