import type { ReadableDB } from './open.js';
import { prepared } from './statements.js';

/**
 * How many anchors hold each index term, read from FTS5's own vocabulary (a temporary
 * fts5vocab table over anchors_fts: nothing is stored). Kept per database in memory and
 * dropped when an anchor is added (the highest anchor rowid changes: a lookup in the
 * index, where counting the anchors would scan them all). After a removal the figures
 * may be stale until the next ingest; they only steer which words a search treats as
 * common (pipeline/retrieval/search.ts), never a score.
 */
type Stats = { top: number; anchors: number; df: Map<string, number> };
const cache = new WeakMap<ReadableDB, Stats>();
const vocabReady = new WeakSet<ReadableDB>();

/** Anchors in the matter, and a lookup of a term's document frequency (0 when FTS5 does not know it). */
export function termStats(db: ReadableDB): { anchors: number; df: (term: string) => number } {
  const top = (prepared(db, 'SELECT coalesce(max(rowid), 0) AS top FROM anchors').get() as { top: number }).top;
  let s = cache.get(db);
  if (!s || s.top !== top) {
    const anchors = (prepared(db, 'SELECT count(*) AS n FROM anchors').get() as { n: number }).n;
    cache.set(db, (s = { top, anchors, df: new Map() }));
  }
  const anchors = s.anchors;
  if (!vocabReady.has(db)) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.anchors_vocab USING fts5vocab(main, anchors_fts, 'row')`);
    vocabReady.add(db);
  }
  const stmt = prepared(db, 'SELECT doc FROM temp.anchors_vocab WHERE term = ?');
  const stats = s;
  return {
    anchors,
    df(term) {
      let n = stats.df.get(term);
      if (n === undefined) stats.df.set(term, (n = (stmt.get(term) as { doc: number } | undefined)?.doc ?? 0));
      return n;
    },
  };
}
