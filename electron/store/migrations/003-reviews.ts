import type { Migration } from './types.js';

/**
 * Reviewer decisions (append-only: an undo is a new decision) and the original path of
 * each ingested file, so a re-check can tell when the user's original changed.
 */
export const migration003: Migration = {
  version: 3,
  name: 'reviews',
  sql: `
ALTER TABLE documents ADD COLUMN original_path TEXT;

CREATE TABLE reviews (
  id            INTEGER PRIMARY KEY,
  claim_id      TEXT NOT NULL REFERENCES claims(id),
  reviewer      TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('confirm', 'contradict', 'exclude', 'restore', 'rebind', 'undo', 'note', 'recheck')),
  note          TEXT,
  before_state  TEXT NOT NULL,
  after_state   TEXT NOT NULL,
  before_trust  INTEGER NOT NULL,
  after_trust   INTEGER NOT NULL,
  before_reasons TEXT NOT NULL,
  before_evidence TEXT,
  after_evidence  TEXT,
  undoes        INTEGER REFERENCES reviews(id),
  at            TEXT NOT NULL
) STRICT;
CREATE INDEX reviews_by_claim ON reviews(claim_id, id);
CREATE TRIGGER reviews_no_update BEFORE UPDATE ON reviews BEGIN SELECT RAISE(ABORT, 'review decisions are append-only'); END;
CREATE TRIGGER reviews_no_delete BEFORE DELETE ON reviews BEGIN SELECT RAISE(ABORT, 'review decisions are append-only'); END;
`,
};
