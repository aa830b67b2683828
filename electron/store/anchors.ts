import type { Db } from './open.js';

export type AnchorHitRow = {
  id: string;
  doc_id: string;
  title: string;
  category: string | null;
  page_start: number;
  page_end: number;
  char_start: number;
  char_end: number;
  text: string;
  score: number;
};

/**
 * BM25 over the anchor index. `match` is an FTS5 query built by pipeline/search.ts;
 * legal references (column 2) weigh more than body text. Lower bm25 is better, so the
 * score returned is negated: higher is better.
 */
export function searchAnchors(db: Db, match: string, k: number): AnchorHitRow[] {
  return db
    .prepare(`SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.char_start, a.char_end, a.text,
        -bm25(anchors_fts, 1.0, 4.0) AS score
      FROM anchors_fts JOIN anchors a ON a.rowid = anchors_fts.rowid JOIN documents d ON d.id = a.doc_id
      WHERE anchors_fts MATCH ? ORDER BY bm25(anchors_fts, 1.0, 4.0), a.id LIMIT ?`)
    .all(match, k) as AnchorHitRow[];
}

export type AnchorRow = { id: string; doc_id: string; char_start: number; char_end: number; page_start: number; page_end: number; text: string };

export function getAnchor(db: Db, id: string): AnchorRow | null {
  return (db.prepare('SELECT id, doc_id, char_start, char_end, page_start, page_end, text FROM anchors WHERE id = ?').get(id) as AnchorRow | undefined) ?? null;
}

export function listAnchors(db: Db, docId: string): AnchorRow[] {
  return db.prepare('SELECT id, doc_id, char_start, char_end, page_start, page_end, text FROM anchors WHERE doc_id = ? ORDER BY ordinal').all(docId) as AnchorRow[];
}
