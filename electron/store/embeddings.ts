import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export type AnchorText = { id: string; text: string };

/** Anchors of the matter that have no vector yet for `embedder`, in a stable order. */
export function anchorsWithoutEmbedding(db: ReadableDB, embedder: string, limit: number): AnchorText[] {
  return prepared(db, `SELECT a.id, a.text FROM anchors a
      WHERE NOT EXISTS (SELECT 1 FROM anchor_embeddings e WHERE e.embedder = ? AND e.anchor_id = a.id)
      ORDER BY a.rowid LIMIT ?`)
    .all(embedder, limit) as AnchorText[];
}

export function countWithoutEmbedding(db: ReadableDB, embedder: string): number {
  return (prepared(db, `SELECT count(*) AS n FROM anchors a WHERE NOT EXISTS (SELECT 1 FROM anchor_embeddings e WHERE e.embedder = ? AND e.anchor_id = a.id)`).get(embedder) as { n: number }).n;
}

/** Dimensions of the vectors already stored for `embedder`, or null when there are none. */
export function storedDims(db: ReadableDB, embedder: string): number | null {
  return (prepared(db, 'SELECT dims FROM anchor_embeddings WHERE embedder = ? LIMIT 1').get(embedder) as { dims: number } | undefined)?.dims ?? null;
}

/** Writes one batch of unit vectors in one transaction. A vector for an anchor that already has one is kept as it was. */
export function insertEmbeddings(db: Db, embedder: string, rows: ReadonlyArray<{ anchor: string; vector: Float32Array }>, at: string): void {
  const ins = prepared(db, 'INSERT OR IGNORE INTO anchor_embeddings (embedder, anchor_id, dims, vector, created_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const r of rows) ins.run(embedder, r.anchor, r.vector.length, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength), at);
  }).immediate();
}

/**
 * Changes whenever a vector is added (any embedder's: the highest row id, an index
 * lookup where counting would scan): the key of the in-memory matrix. Vectors are only
 * removed with their anchors; a matrix row for a removed anchor finds no anchor and is
 * no hit (embed/hybrid.ts).
 */
export function embeddingsVersion(db: ReadableDB): number {
  return (prepared(db, 'SELECT coalesce(max(id), 0) AS top FROM anchor_embeddings').get() as { top: number }).top;
}

/** The highest anchor rowid: it changes when an anchor is added. */
export function anchorsTop(db: ReadableDB): number {
  return (prepared(db, 'SELECT coalesce(max(rowid), 0) AS top FROM anchors').get() as { top: number }).top;
}

/** Every vector of `embedder`, packed row-major into one Float32Array. */
export function loadEmbeddings(db: ReadableDB, embedder: string): { ids: string[]; dims: number; matrix: Float32Array } {
  const rows = prepared(db, 'SELECT anchor_id, dims, vector FROM anchor_embeddings WHERE embedder = ? ORDER BY id').all(embedder) as Array<{ anchor_id: string; dims: number; vector: Buffer }>;
  const dims = rows[0]?.dims ?? 0;
  const matrix = new Float32Array(rows.length * dims);
  const bytes = Buffer.from(matrix.buffer);
  const ids: string[] = [];
  rows.forEach((r, i) => {
    // A row of other dimensions cannot come from one embedder; refuse rather than misread.
    if (r.dims !== dims) throw new Error(`anchor_embeddings for ${embedder} mix ${dims} and ${r.dims} dimensions (anchor ${r.anchor_id})`);
    r.vector.copy(bytes, i * dims * 4);
    ids.push(r.anchor_id);
  });
  return { ids, dims, matrix };
}

export type AnchorHitDetails = { id: string; doc_id: string; title: string; category: string | null; page_start: number; page_end: number; text: string };

/** Anchor rows with their document's title and category, for hits found by a retriever other than BM25. */
export function anchorDetails(db: ReadableDB, ids: readonly string[]): Map<string, AnchorHitDetails> {
  const stmt = prepared(db, 'SELECT a.id, a.doc_id, d.title, d.category, a.page_start, a.page_end, a.text FROM anchors a JOIN documents d ON d.id = a.doc_id WHERE a.id = ?');
  const out = new Map<string, AnchorHitDetails>();
  for (const id of ids) {
    const r = stmt.get(id) as AnchorHitDetails | undefined;
    if (r) out.set(id, r);
  }
  return out;
}
