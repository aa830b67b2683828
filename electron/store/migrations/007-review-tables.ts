import type { Migration } from './types.js';

/**
 * Review tables (M9): named column sets (a question each) run over documents. A cell is
 * written whole in the transaction that records its trace, so after a crash a cell is
 * either on record with its trace or missing (and a later run fills it). A column's
 * `revision` goes up when its question changes; cells answered for an older revision
 * are stale and re-run. Cells keep their trace's id: the trace holds the claims,
 * evidence and verdicts; the cell holds only the short typed value and status.
 */
export const migration007: Migration = {
  version: 7,
  name: 'review-tables',
  sql: `
CREATE TABLE review_tables (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  template    TEXT,
  -- 'all': every document of the matter is a row, documents ingested later included; 'chosen': the rows picked.
  rows_scope  TEXT NOT NULL DEFAULT 'all' CHECK (rows_scope IN ('all', 'chosen')),
  created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE review_table_columns (
  table_id    TEXT NOT NULL REFERENCES review_tables(id) ON DELETE CASCADE,
  id          TEXT NOT NULL,
  ordinal     INTEGER NOT NULL,
  name        TEXT NOT NULL,
  question    TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('text','yes_no','date','duration','amount','parties','jurisdiction')),
  category    TEXT,
  revision    INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
  PRIMARY KEY (table_id, id)
) STRICT;

CREATE TABLE review_table_rows (
  table_id    TEXT NOT NULL REFERENCES review_tables(id) ON DELETE CASCADE,
  doc_id      TEXT NOT NULL,
  ordinal     INTEGER NOT NULL,
  PRIMARY KEY (table_id, doc_id)
) STRICT;

CREATE TABLE review_table_cells (
  table_id      TEXT NOT NULL,
  column_id     TEXT NOT NULL,
  doc_id        TEXT NOT NULL,
  revision      INTEGER NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('answered','insufficient_evidence','rejected','failed')),
  value         TEXT,
  value_claim   TEXT,
  value_from    TEXT,
  trace_id      TEXT REFERENCES traces(id),
  error_code    TEXT,
  error_message TEXT,
  updated_at    TEXT NOT NULL,
  PRIMARY KEY (table_id, column_id, doc_id),
  FOREIGN KEY (table_id, column_id) REFERENCES review_table_columns(table_id, id) ON DELETE CASCADE,
  CHECK ((status = 'failed') = (trace_id IS NULL))
) STRICT;
CREATE INDEX review_table_cells_by_trace ON review_table_cells(trace_id);
`,
};
