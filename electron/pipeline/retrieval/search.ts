import type { SearchHit } from '../../../shared/documents.js';
import { stemmer } from '../text/porter.js';
import { searchAnchors } from '../../store/anchors.js';
import { termStats } from '../../store/term-stats.js';
import type { ReadableDB } from '../../store/open.js';
import { legalTerms, stripLegalReferences } from '../text/legal-terms.js';

export const BM25_RETRIEVER = 'bm25-fts5';

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with which who what when where how does do any all there their than then into upon such shall may'.split(' '),
);

/**
 * A word held by more than this share of the matter's anchors is common: its BM25
 * weight (IDF) is small, and scoring the tens of thousands of anchors it matches is
 * what makes a search over a large matter slow.
 */
export const COMMON_TERM_SHARE = 0.05;

/** How many candidates the narrowed query proposes for the full query to rank: k × this, at least RESCORE_MIN. */
export const RESCORE_FACTOR = 20;
export const RESCORE_MIN = 200;

export type TermStats = { anchors: number; df: (term: string) => number };

/**
 * Builds the FTS5 query for a user's question: quoted phrases stay phrases, legal
 * references ("Section 12.3", "§ 4(b)") match their single index tokens, other words
 * are OR-ed so BM25 ranks anchors by how many and how rare the matched terms are.
 * Every term is quoted, so FTS5 syntax in the question cannot change the query.
 *
 * With `stats`, common words (see COMMON_TERM_SHARE) are left out when anything rarer
 * is asked for — they would add little to the ranking and most of the cost — and when
 * every word is common they are AND-ed instead of OR-ed. `search` falls back to the
 * full OR query whenever the narrowed one finds fewer than k anchors.
 */
export function buildMatchQuery(query: string, stats?: TermStats): string | null {
  const parts: string[] = [];
  const phrases = [...query.matchAll(/["“]([^"”]{2,200})["”]/g)].map((m) => m[1]!);
  for (const p of phrases) {
    const words = tokenize(p);
    if (words.length > 0) parts.push(`"${words.join(' ')}"`);
  }
  const rest = stripLegalReferences(query).replace(/["“][^"”]{2,200}["”]/g, ' ');
  const seen = new Set<string>();
  const words: string[] = [];
  for (const w of tokenize(rest)) {
    if (STOPWORDS.has(w) || seen.has(w)) continue;
    seen.add(w);
    words.push(w);
  }
  const legal = legalTerms(query);
  const legalPart = legal.length > 0 ? [`legal_terms : (${legal.map((t) => `"${t}"`).join(' OR ')})`] : [];
  if (!stats || words.length === 0) {
    const all = [...parts, ...words.map((w) => `"${w}"`), ...legalPart];
    return all.length > 0 ? all.join(' OR ') : null;
  }
  const isCommon = (w: string) => stats.df(indexTerm(w)) > stats.anchors * COMMON_TERM_SHARE;
  const rare = words.filter((w) => !isCommon(w));
  if (rare.length > 0 || parts.length > 0 || legalPart.length > 0) return [...parts, ...rare.map((w) => `"${w}"`), ...legalPart].join(' OR ');
  return words.map((w) => `"${w}"`).join(' AND ');
}

/**
 * An FTS5 query matching only the anchors `narrowed` matches, and ranking them exactly
 * as `full` would. FTS5's BM25 sums one term per phrase of the query, so every phrase
 * must appear equally often: the narrowed phrases appear once in each half, and the
 * other phrases of the full query twice in the second — each phrase twice in all, the
 * score doubled, the order unchanged.
 */
export function restricted(narrowed: string, full: string): string {
  const inNarrowed = new Set(narrowed.split(/ OR | AND /));
  const others = full.split(' OR ').filter((p) => !inNarrowed.has(p));
  const twice = [...narrowed.split(/ OR | AND /), ...others, ...others];
  return `(${narrowed}) AND (${twice.join(' OR ')})`;
}

/** A query word as the FTS5 tokenizer indexes it: lower case, no diacritics, Porter stem. */
function indexTerm(word: string): string {
  return stemmer(word.normalize('NFD').replace(/\p{M}/gu, ''));
}

function tokenize(s: string): string[] {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 64);
}

export function search(db: ReadableDB, query: string, k = 10): SearchHit[] {
  const full = buildMatchQuery(query);
  if (!full) return [];
  // Over a large matter, the narrowed query (rare words only) proposes candidates and
  // the full query ranks them; the full query alone runs when it is cheap anyway or
  // the narrowed one proposes fewer than k.
  const narrowed = buildMatchQuery(query, termStats(db));
  let rows: ReturnType<typeof searchAnchors> = [];
  if (narrowed && narrowed !== full) rows = searchAnchors(db, restricted(narrowed, full), k).map((r) => ({ ...r, score: r.score / 2 }));
  if (rows.length < k) rows = searchAnchors(db, full, k);
  return rows.map((r, i) => ({
    anchor: r.id,
    doc: r.doc_id,
    title: r.title,
    category: r.category,
    page: r.page_start,
    pages: [r.page_start, r.page_end],
    rank: i + 1,
    score: Math.round(r.score * 1e4) / 1e4,
    retriever: BM25_RETRIEVER,
    text: r.text,
  }));
}
