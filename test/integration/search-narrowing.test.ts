import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatchQuery, COMMON_TERM_SHARE, search } from '../../electron/pipeline/retrieval/search.js';
import { searchAnchors } from '../../electron/store/anchors.js';
import { termStats } from '../../electron/store/term-stats.js';
import { loadQa } from '../helpers/corpus.js';
import { cuadMatter } from '../helpers/matter.js';

/**
 * Search over a large matter leaves common words out of the query that chooses the
 * candidates, and ranks the candidates by BM25 of the whole query. On real CUAD
 * contracts, for every clause category as a query: the hits are exactly the top k by
 * full-query BM25 among the anchors the narrowed query matches, with full-query scores;
 * and when the narrowed query matches fewer than k anchors, the full query's own top k.
 */
let env: Awaited<ReturnType<typeof cuadMatter>>;
beforeAll(async () => {
  env = await cuadMatter([0, 2, 5, 9, 14, 21]);
}, 180_000);
afterAll(() => env.cleanup());

const queries = () => [...new Set(loadQa().map((r) => r.category))].sort().map((c) => c.replace(/[-/]/g, ' ').toLowerCase());

describe('search narrowed by term frequency', () => {
  it('ranks the narrowed query\'s matches by full-query BM25, exactly', () => {
    const db = env.matter.db;
    const all = (m: string) => searchAnchors(db, m, 1_000_000);
    let narrowedQueries = 0;
    for (const q of [...queries(), 'the agreement', 'parties to the agreement']) {
      const full = buildMatchQuery(q)!;
      const narrowed = buildMatchQuery(q, termStats(db))!;
      const hits = search(db, q, 10);
      const fullRanking = all(full);
      let expected = fullRanking.slice(0, 10);
      if (narrowed !== full) {
        const candidates = new Set(all(narrowed).map((r) => r.id));
        if (candidates.size >= 10) {
          narrowedQueries++;
          expected = fullRanking.filter((r) => candidates.has(r.id)).slice(0, 10);
        }
      }
      expect(hits.map((h) => h.anchor), q).toEqual(expected.map((r) => r.id));
      hits.forEach((h, i) => expect(h.score, q).toBeCloseTo(expected[i]!.score, 3));
    }
    expect(narrowedQueries).toBeGreaterThan(10); // the narrowing was exercised
  });

  it('treats a word as common by the share of anchors holding it', () => {
    const stats = termStats(env.matter.db);
    expect(stats.df('agreement') / stats.anchors).toBeGreaterThan(COMMON_TERM_SHARE);
    expect(buildMatchQuery('agreement escrow', stats)).toBe('"escrow"');
    expect(buildMatchQuery('the agreement parties', stats)).toBe('"agreement" AND "parties"');
    expect(buildMatchQuery('agreement escrow')).toBe('"agreement" OR "escrow"');
  });
});
