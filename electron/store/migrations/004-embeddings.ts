import type { Migration } from './types.js';

/**
 * Anchor embeddings for the optional hybrid retriever. One row per (embedder, anchor):
 * `embedder` names provider and model (`openai:text-embedding-3-small`), so vectors of
 * different models never mix; `vector` is the unit-length embedding as float32 (native
 * byte order, little-endian on every platform Pincite ships for). Rows go with their
 * anchor (ON DELETE CASCADE): a removed document leaves no vectors behind.
 */
export const migration004: Migration = {
  version: 4,
  name: 'embeddings',
  sql: `
CREATE TABLE anchor_embeddings (
  id          INTEGER PRIMARY KEY,
  embedder    TEXT NOT NULL,
  anchor_id   TEXT NOT NULL REFERENCES anchors(id) ON DELETE CASCADE,
  dims        INTEGER NOT NULL CHECK (dims > 0),
  vector      BLOB NOT NULL CHECK (length(vector) = dims * 4),
  created_at  TEXT NOT NULL,
  UNIQUE (embedder, anchor_id)
) STRICT;
CREATE INDEX anchor_embeddings_by_anchor ON anchor_embeddings(anchor_id);
`,
};
