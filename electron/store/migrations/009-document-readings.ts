import type { Migration } from './types.js';

/**
 * Earlier readings of a document (M10): reading the same bytes again (OCR forced) may give
 * a different canonical text. The document row holds the current reading; each one it
 * replaced is kept here under its SHA-256 — the "source version hash" claims bound to it
 * record — so those bindings stay checkable and a bundle can carry the text they were
 * made on. Rows go with their document.
 */
export const migration009: Migration = {
  version: 9,
  name: 'document-readings',
  sql: `
CREATE TABLE document_readings (
  doc_id         TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  text_sha256    TEXT NOT NULL,
  text           TEXT NOT NULL,
  extractor      TEXT NOT NULL,
  ocr_pages      INTEGER NOT NULL,
  superseded_at  TEXT NOT NULL,
  PRIMARY KEY (doc_id, text_sha256)
) STRICT, WITHOUT ROWID;
`,
};
