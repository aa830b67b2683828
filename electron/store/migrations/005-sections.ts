import type { Migration } from './types.js';

/**
 * The section map of each document (M7): section number and heading → character range
 * in the canonical text, so claims cite "§ 21 Governing Law", references in pasted
 * answers resolve, and carve-outs bring their section in as co-evidence. `section_maps`
 * records which builder made a document's map (a document can have a map with no
 * sections); documents ingested before this migration have no row and get theirs built
 * from the stored canonical text the first time it is asked for. Rows go with their
 * document (ON DELETE CASCADE).
 */
export const migration005: Migration = {
  version: 5,
  name: 'sections',
  sql: `
CREATE TABLE section_maps (
  doc_id      TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  builder     TEXT NOT NULL,
  built_at    TEXT NOT NULL
) STRICT;
CREATE TABLE sections (
  doc_id      TEXT NOT NULL REFERENCES section_maps(doc_id) ON DELETE CASCADE,
  ordinal     INTEGER NOT NULL CHECK (ordinal >= 0),
  number      TEXT NOT NULL,
  heading     TEXT,
  kind        TEXT NOT NULL CHECK (kind IN ('exhibit', 'article', 'section', 'clause', 'subclause')),
  level       INTEGER NOT NULL,
  char_start  INTEGER NOT NULL CHECK (char_start >= 0),
  char_end    INTEGER NOT NULL CHECK (char_end >= char_start),
  parent      INTEGER CHECK (parent IS NULL OR parent < ordinal),
  PRIMARY KEY (doc_id, ordinal)
) STRICT;
`,
};
