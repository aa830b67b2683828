import type { SearchHit } from '../../shared/documents.js';
import { searchAnchors } from '../store/anchors.js';
import type { Db } from '../store/open.js';
import { legalTerms, stripLegalReferences } from './legal-terms.js';

export const BM25_RETRIEVER = 'bm25-fts5';

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with which who what when where how does do any all there their than then into upon such shall may'.split(' '),
);

/**
 * Builds the FTS5 query for a user's question: quoted phrases stay phrases, legal
 * references ("Section 12.3", "§ 4(b)") match their single index tokens, other words
 * are OR-ed so BM25 ranks anchors by how many and how rare the matched terms are.
 * Every term is quoted, so FTS5 syntax in the question cannot change the query.
 */
export function buildMatchQuery(query: string): string | null {
  const parts: string[] = [];
  const phrases = [...query.matchAll(/["“]([^"”]{2,200})["”]/g)].map((m) => m[1]!);
  for (const p of phrases) {
    const words = tokenize(p);
    if (words.length > 0) parts.push(`"${words.join(' ')}"`);
  }
  const rest = stripLegalReferences(query).replace(/["“][^"”]{2,200}["”]/g, ' ');
  const seen = new Set<string>();
  for (const w of tokenize(rest)) {
    if (STOPWORDS.has(w) || seen.has(w)) continue;
    seen.add(w);
    parts.push(`"${w}"`);
  }
  const legal = legalTerms(query);
  if (legal.length > 0) parts.push(`legal_terms : (${legal.map((t) => `"${t}"`).join(' OR ')})`);
  return parts.length > 0 ? parts.join(' OR ') : null;
}

function tokenize(s: string): string[] {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 64);
}

export function search(db: Db, query: string, k = 10): SearchHit[] {
  const match = buildMatchQuery(query);
  if (!match) return [];
  return searchAnchors(db, match, k).map((r, i) => ({
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
