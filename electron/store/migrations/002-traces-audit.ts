import type { Migration } from './types.js';

/**
 * Traces (one per question or verification), their claims, the append-only verdict
 * history and the hash-chained audit log. Triggers make verdicts and audit events
 * append-only at the database level: no code path can rewrite history.
 */
export const migration002: Migration = {
  version: 2,
  name: 'traces-audit',
  sql: `
CREATE TABLE traces (
  id          TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('ask', 'verify')),
  question    TEXT,
  policy      TEXT NOT NULL,
  generator   TEXT,
  judge       TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('answered', 'insufficient_evidence', 'rejected')),
  response    TEXT NOT NULL,
  created_at  TEXT NOT NULL
) STRICT;
CREATE INDEX traces_by_time ON traces(created_at);

CREATE TABLE claims (
  id           TEXT PRIMARY KEY,
  trace_id     TEXT NOT NULL REFERENCES traces(id),
  idx          INTEGER NOT NULL,
  text         TEXT NOT NULL,
  state        TEXT NOT NULL CHECK (state IN ('supported', 'inferred', 'unverified', 'contradicted', 'excluded')),
  trust_score  INTEGER NOT NULL,
  reasons      TEXT NOT NULL,
  evidence     TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  UNIQUE (trace_id, idx)
) STRICT;
CREATE INDEX claims_by_state ON claims(state);

CREATE TABLE verdicts (
  id              INTEGER PRIMARY KEY,
  claim_id        TEXT NOT NULL REFERENCES claims(id),
  model           TEXT NOT NULL,
  prompt_version  INTEGER NOT NULL,
  verdict         TEXT CHECK (verdict IN ('entailed', 'contradicted', 'abstain')),
  confidence      REAL,
  at              TEXT NOT NULL
) STRICT;
CREATE INDEX verdicts_by_claim ON verdicts(claim_id);
CREATE TRIGGER verdicts_no_update BEFORE UPDATE ON verdicts BEGIN SELECT RAISE(ABORT, 'verdicts are append-only'); END;
CREATE TRIGGER verdicts_no_delete BEFORE DELETE ON verdicts BEGIN SELECT RAISE(ABORT, 'verdicts are append-only'); END;

CREATE TABLE audit_events (
  seq        INTEGER PRIMARY KEY,
  trace_id   TEXT,
  type       TEXT NOT NULL,
  at         TEXT NOT NULL,
  payload    TEXT NOT NULL,
  prev_hash  TEXT NOT NULL,
  hash       TEXT NOT NULL UNIQUE
) STRICT;
CREATE INDEX audit_by_trace ON audit_events(trace_id);
CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit_events BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit_events BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
`,
};
