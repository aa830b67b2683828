import type { Migration } from './types.js';

/**
 * Removing a document from a matter (M10). A document that no trace cites is deleted
 * outright (its rows cascade, its source copy goes); one that an answer cites stays on
 * record — its text, pages and elements, so past answers stay readable and bundles keep
 * verifying — marked removed: out of the documents list, and its anchors deleted, so it
 * is out of search and retrieval. Additive: every document before it reads as present.
 */
export const migration008: Migration = {
  version: 8,
  name: 'document-removal',
  sql: `
ALTER TABLE documents ADD COLUMN removed_at TEXT;
ALTER TABLE documents ADD COLUMN removed_by TEXT;
`,
};
