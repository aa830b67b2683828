import type { Migration } from './types.js';

/**
 * Documents, their pages and positioned text elements, and retrieval anchors with an
 * FTS5 index. A document row is written in the same transaction as all of its pages,
 * elements and anchors (see store/documents.ts), so a document is never half present.
 */
export const migration001: Migration = {
  version: 1,
  name: 'documents',
  sql: `
CREATE TABLE documents (
  id             TEXT PRIMARY KEY,
  sha256         TEXT NOT NULL UNIQUE,
  text_sha256    TEXT NOT NULL,
  title          TEXT NOT NULL,
  category       TEXT,
  file_name      TEXT NOT NULL,
  bytes          INTEGER NOT NULL,
  page_count     INTEGER NOT NULL CHECK (page_count > 0),
  ocr_pages      INTEGER NOT NULL,
  text           TEXT NOT NULL,
  extractor      TEXT NOT NULL,
  chunker        TEXT NOT NULL,
  ingested_at    TEXT NOT NULL
) STRICT;

CREATE TABLE pages (
  doc_id      TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  page_no     INTEGER NOT NULL,
  width       REAL NOT NULL,
  height      REAL NOT NULL,
  rotation    INTEGER NOT NULL,
  view_box    TEXT NOT NULL,
  char_start  INTEGER NOT NULL,
  char_end    INTEGER NOT NULL,
  ocr         INTEGER NOT NULL,
  confidence  REAL NOT NULL,
  PRIMARY KEY (doc_id, page_no)
) STRICT, WITHOUT ROWID;

-- One row per positioned run of text (a pdf.js text item or an OCR word). The run's
-- geometry is its baseline origin, unit direction, advance and ascent/descent, so a
-- box for any sub-range of its characters can be computed (pipeline/boxes.ts).
CREATE TABLE elements (
  doc_id      TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  page_no     INTEGER NOT NULL,
  char_start  INTEGER NOT NULL,
  char_end    INTEGER NOT NULL,
  ox REAL NOT NULL, oy REAL NOT NULL,
  ux REAL NOT NULL, uy REAL NOT NULL,
  advance     REAL NOT NULL,
  ascent      REAL NOT NULL,
  descent     REAL NOT NULL,
  font_class  TEXT NOT NULL,
  extractor   TEXT NOT NULL,
  confidence  REAL NOT NULL,
  PRIMARY KEY (doc_id, seq)
) STRICT, WITHOUT ROWID;
CREATE INDEX elements_by_offset ON elements(doc_id, char_start);

CREATE TABLE anchors (
  rowid       INTEGER PRIMARY KEY,
  id          TEXT NOT NULL UNIQUE,
  doc_id      TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  ordinal     INTEGER NOT NULL,
  char_start  INTEGER NOT NULL,
  char_end    INTEGER NOT NULL,
  page_start  INTEGER NOT NULL,
  page_end    INTEGER NOT NULL,
  heading     TEXT,
  text        TEXT NOT NULL,
  legal_terms TEXT NOT NULL,
  UNIQUE (doc_id, ordinal)
) STRICT;

CREATE VIRTUAL TABLE anchors_fts USING fts5(
  text, legal_terms,
  content='anchors', content_rowid='rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER anchors_ai AFTER INSERT ON anchors BEGIN
  INSERT INTO anchors_fts(rowid, text, legal_terms) VALUES (new.rowid, new.text, new.legal_terms);
END;
CREATE TRIGGER anchors_ad AFTER DELETE ON anchors BEGIN
  INSERT INTO anchors_fts(anchors_fts, rowid, text, legal_terms) VALUES ('delete', old.rowid, old.text, old.legal_terms);
END;
`,
};
