import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

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
 * BM25 over the anchor index. `match` is an FTS5 query built by pipeline/retrieval/search.ts;
 * legal references (column 2) weigh more than body text. Lower bm25 is better, so the
 * score returned is negated: higher is better.
 */
export function searchAnchors(db: ReadableDB, match: string, k: number): AnchorHitRow[] {
  // The top k are chosen inside FTS5 first (ties by rowid, i.e. ingest order), and only
  // those k rows are joined: joining every match before sorting doubled the cost.
  return prepared(db, `SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.char_start, a.char_end, a.text, -top.s AS score
      FROM (SELECT rowid, bm25(anchors_fts, 1.0, 4.0) AS s FROM anchors_fts WHERE anchors_fts MATCH ? ORDER BY s, rowid LIMIT ?) AS top
      JOIN anchors a ON a.rowid = top.rowid JOIN documents d ON d.id = a.doc_id
      ORDER BY top.s, top.rowid`)
    .all(match, k) as AnchorHitRow[];
}

/** The `n` best anchors for `match` by BM25, as rowids: the candidates a narrowed query proposes. */
export function topAnchorRowids(db: ReadableDB, match: string, n: number): number[] {
  return (prepared(db, 'SELECT rowid FROM anchors_fts WHERE anchors_fts MATCH ? ORDER BY bm25(anchors_fts, 1.0, 4.0), rowid LIMIT ?').all(match, n) as Array<{ rowid: number }>).map((r) => r.rowid);
}

/** `searchAnchors` over the given anchors only: BM25 of the full query, computed for those rows alone. */
export function searchAnchorsAmong(db: ReadableDB, match: string, rowids: readonly number[], k: number): AnchorHitRow[] {
  return prepared(db, `SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.char_start, a.char_end, a.text, -top.s AS score
      FROM (SELECT rowid, bm25(anchors_fts, 1.0, 4.0) AS s FROM anchors_fts WHERE anchors_fts MATCH ? AND rowid IN (SELECT value FROM json_each(?)) ORDER BY s, rowid LIMIT ?) AS top
      JOIN anchors a ON a.rowid = top.rowid JOIN documents d ON d.id = a.doc_id
      ORDER BY top.s, top.rowid`)
    .all(match, JSON.stringify(rowids), k) as AnchorHitRow[];
}

export type AnchorRow = { id: string; doc_id: string; ordinal: number; char_start: number; char_end: number; page_start: number; page_end: number; text: string };

export function getAnchor(db: ReadableDB, id: string): AnchorRow | null {
  return (prepared(db, 'SELECT id, doc_id, ordinal, char_start, char_end, page_start, page_end, text FROM anchors WHERE id = ?').get(id) as AnchorRow | undefined) ?? null;
}

/** The anchors of `id`'s document from `before` anchors before it to `after` after it, `id` included, in document order. */
export function anchorsAround(db: ReadableDB, id: string, before: number, after: number): AnchorRow[] {
  return prepared(db, `SELECT n.id, n.doc_id, n.ordinal, n.char_start, n.char_end, n.page_start, n.page_end, n.text
      FROM anchors a JOIN anchors n ON n.doc_id = a.doc_id AND n.ordinal BETWEEN a.ordinal - ? AND a.ordinal + ?
      WHERE a.id = ? ORDER BY n.ordinal`)
    .all(before, after, id) as AnchorRow[];
}

export function listAnchors(db: ReadableDB, docId: string): AnchorRow[] {
  return prepared(db, 'SELECT id, doc_id, ordinal, char_start, char_end, page_start, page_end, text FROM anchors WHERE doc_id = ? ORDER BY ordinal').all(docId) as AnchorRow[];
}

/** The anchors of a document that hold character `offset`, smallest first. */
export function anchorsHolding(db: ReadableDB, docId: string, offset: number): Array<{ id: string; start: number; end: number }> {
  return prepared(db, 'SELECT id, char_start AS start, char_end AS end FROM anchors WHERE doc_id = ? AND char_start <= ? AND char_end > ? ORDER BY char_end - char_start')
    .all(docId, offset, offset) as Array<{ id: string; start: number; end: number }>;
}

/** `searchAnchors` among the anchors of the given documents only (a question scoped with `--doc`, or one document of a per-document answer). */
export function searchAnchorsInDocs(db: ReadableDB, match: string, docIds: readonly string[], k: number): AnchorHitRow[] {
  const docs = JSON.stringify(docIds);
  // A document's anchors are written in one transaction, so their rowids form one run. Bounding
  // FTS5 to the run lets it skip every other document's postings: over 44k anchors a one-document
  // question fell from 22 ms to 2 ms, with the same hits (BM25's statistics stay the whole index's).
  const span = prepared(db, 'SELECT min(rowid) AS lo, max(rowid) AS hi FROM anchors WHERE doc_id IN (SELECT value FROM json_each(?))').get(docs) as { lo: number | null; hi: number | null };
  if (span.lo === null || span.hi === null) return [];
  return prepared(db, `SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.char_start, a.char_end, a.text, -bm25(anchors_fts, 1.0, 4.0) AS score
      FROM anchors_fts JOIN anchors a ON a.rowid = anchors_fts.rowid JOIN documents d ON d.id = a.doc_id
      WHERE anchors_fts MATCH ? AND anchors_fts.rowid BETWEEN ? AND ? AND a.doc_id IN (SELECT value FROM json_each(?))
      ORDER BY bm25(anchors_fts, 1.0, 4.0), a.rowid LIMIT ?`)
    .all(match, span.lo, span.hi, docs, k) as AnchorHitRow[];
}

/**
 * The anchors that begin before character `chars` of each given document, in document order: where its title and preamble
 * are, read for a question about the document itself (pipeline/text/document-facts.ts). Scored 0; the caller ranks them.
 */
export function openingAnchors(db: ReadableDB, docIds: readonly string[], chars: number): AnchorHitRow[] {
  return prepared(db, `SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.char_start, a.char_end, a.text, 0 AS score
      FROM anchors a JOIN documents d ON d.id = a.doc_id
      WHERE a.doc_id IN (SELECT value FROM json_each(?)) AND a.char_start < ? ORDER BY a.doc_id, a.ordinal`)
    .all(JSON.stringify(docIds), chars) as AnchorHitRow[];
}

/** Each document's title and the opening of its text (parties, the agreement's name): what a question that names an agreement is matched against. */
export function documentIdentities(db: ReadableDB, chars: number): Array<{ id: string; title: string; opening: string }> {
  return prepared(db, 'SELECT id, title, substr(text, 1, ?) AS opening FROM documents WHERE removed_at IS NULL ORDER BY ingested_at, id').all(chars) as Array<{ id: string; title: string; opening: string }>;
}

/**
 * `documentIdentities` of the given documents only (those present; in the matter's order).
 * A question scoped to its documents — every table cell — must not read every document's
 * text: at 467 contracts that read was 15 ms of each 40 ms cell, and grew with the matter.
 */
export function documentIdentitiesOf(db: ReadableDB, ids: readonly string[], chars: number): Array<{ id: string; title: string; opening: string }> {
  return prepared(db, 'SELECT id, title, substr(text, 1, ?) AS opening FROM documents WHERE removed_at IS NULL AND id IN (SELECT value FROM json_each(?)) ORDER BY ingested_at, id')
    .all(chars, JSON.stringify(ids)) as Array<{ id: string; title: string; opening: string }>;
}
