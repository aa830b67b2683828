import type { Migration } from './types.js';

/**
 * Every page read, and read honestly (M11). Additive only: rows written before it read
 * as they always did (text-layer elements, readable pages, no warnings).
 * - `elements.kind`: NULL for the text layer or OCR; 'field' for a form field's value,
 *   'annotation' for a FreeText/Text annotation's text, so a citation of them is labelled.
 * - `pages.unreadable`: why a page could not be read (shared/documents.ts UnreadableReason);
 *   the rest of the document still lands.
 * - `pages.text_quality`: the text-quality score of the page's text (0–1), NULL when it
 *   has none; `pages.readings`: JSON, both readings when a low-quality page was OCR'd too.
 * - `documents.warnings`: JSON array of {code, message} (the file may be incomplete…).
 */
export const migration006: Migration = {
  version: 6,
  name: 'page-quality',
  sql: `
ALTER TABLE elements ADD COLUMN kind TEXT CHECK (kind IS NULL OR kind IN ('field', 'annotation'));
ALTER TABLE pages ADD COLUMN unreadable TEXT;
ALTER TABLE pages ADD COLUMN text_quality REAL;
ALTER TABLE pages ADD COLUMN readings TEXT;
ALTER TABLE documents ADD COLUMN warnings TEXT NOT NULL DEFAULT '[]';
`,
};
