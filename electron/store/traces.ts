import type { ClaimState, Evidence, JudgeRecord, PinciteResponse, ReasonCode } from '../../shared/response.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export type TraceRow = {
  id: string;
  kind: 'ask' | 'verify';
  question: string | null;
  policy: string;
  generator: string | null;
  judge: string;
  status: PinciteResponse['status'];
  response: string;
  created_at: string;
};

export function insertTrace(db: Db, t: TraceRow): void {
  prepared(db, `INSERT INTO traces (id, kind, question, policy, generator, judge, status, response, created_at)
    VALUES (@id, @kind, @question, @policy, @generator, @judge, @status, @response, @created_at)`).run(t);
}

export type ClaimRow = {
  id: string;
  traceId: string;
  idx: number;
  text: string;
  state: ClaimState;
  trustScore: number;
  reasons: ReasonCode[];
  evidence: Evidence[];
  updatedAt: string;
};

export function insertClaim(db: Db, c: ClaimRow): void {
  prepared(db, `INSERT INTO claims (id, trace_id, idx, text, state, trust_score, reasons, evidence, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    c.id, c.traceId, c.idx, c.text, c.state, c.trustScore, JSON.stringify(c.reasons), JSON.stringify(c.evidence), c.updatedAt,
  );
}

/** Verdicts are append-only (a trigger refuses UPDATE/DELETE); a missing verdict is recorded with null verdict. */
export function insertVerdict(db: Db, claimId: string, v: { model: string; promptVersion: number; verdict: JudgeRecord['verdict'] | null; confidence: number | null; at: string }): void {
  prepared(db, 'INSERT INTO verdicts (claim_id, model, prompt_version, verdict, confidence, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    claimId, v.model, v.promptVersion, v.verdict, v.confidence, v.at,
  );
}

export function getTraceRow(db: ReadableDB, id: string): TraceRow | null {
  return (prepared(db, 'SELECT * FROM traces WHERE id = ?').get(id) as TraceRow | undefined) ?? null;
}

/** The history: questions asked and answers verified — not the cells of a review table, which live in their table. */
export function listTraceRows(db: ReadableDB, limit = 200): TraceRow[] {
  return prepared(db, 'SELECT * FROM traces t WHERE NOT EXISTS (SELECT 1 FROM review_table_cells c WHERE c.trace_id = t.id) ORDER BY created_at DESC, id DESC LIMIT ?').all(limit) as TraceRow[];
}

type ClaimDbRow = { id: string; trace_id: string; idx: number; text: string; state: ClaimState; trust_score: number; reasons: string; evidence: string; updated_at: string };

function toClaim(r: ClaimDbRow): ClaimRow {
  return {
    id: r.id, traceId: r.trace_id, idx: r.idx, text: r.text, state: r.state, trustScore: r.trust_score,
    reasons: JSON.parse(r.reasons) as ReasonCode[], evidence: JSON.parse(r.evidence) as Evidence[], updatedAt: r.updated_at,
  };
}

export function getClaims(db: ReadableDB, traceId: string): ClaimRow[] {
  return (prepared(db, 'SELECT * FROM claims WHERE trace_id = ? ORDER BY idx').all(traceId) as ClaimDbRow[]).map(toClaim);
}

/**
 * The claims of every trace a review table's cells were answered by, by trace, in one
 * statement: a 468-contract table has 19,000 answered cells, and a query per cell was a
 * third of opening it.
 */
export function claimsOfTable(db: ReadableDB, tableId: string): Map<string, ClaimRow[]> {
  const rows = prepared(db, 'SELECT cl.* FROM review_table_cells c JOIN claims cl ON cl.trace_id = c.trace_id WHERE c.table_id = ? ORDER BY cl.trace_id, cl.idx').all(tableId) as ClaimDbRow[];
  const byTrace = new Map<string, ClaimRow[]>();
  for (const r of rows) {
    const list = byTrace.get(r.trace_id);
    if (list) list.push(toClaim(r));
    else byTrace.set(r.trace_id, [toClaim(r)]);
  }
  return byTrace;
}

/** Every claim of the matter, in trace order: what a re-check walks. */
export function listAllClaims(db: ReadableDB): ClaimRow[] {
  return (prepared(db, 'SELECT * FROM claims ORDER BY trace_id, idx').all() as ClaimDbRow[]).map(toClaim);
}

/** Every trace id, oldest first: the scope of an `--all` bundle. */
export function listTraceIds(db: ReadableDB): string[] {
  return (prepared(db, 'SELECT id FROM traces ORDER BY created_at, id').all() as Array<{ id: string }>).map((r) => r.id);
}

export function getClaim(db: ReadableDB, id: string): ClaimRow | null {
  const r = prepared(db, 'SELECT * FROM claims WHERE id = ?').get(id) as ClaimDbRow | undefined;
  return r ? toClaim(r) : null;
}

export type VerdictRow = { claim_id: string; model: string; prompt_version: number; verdict: JudgeRecord['verdict'] | null; confidence: number | null; at: string };

export function getVerdicts(db: ReadableDB, claimId: string): VerdictRow[] {
  return prepared(db, 'SELECT claim_id, model, prompt_version, verdict, confidence, at FROM verdicts WHERE claim_id = ? ORDER BY id').all(claimId) as VerdictRow[];
}

/** Every anchor id in the matter: the allowlist of `verify` without --question. */
export function allAnchorIds(db: ReadableDB): Set<string> {
  return new Set((prepared(db, 'SELECT id FROM anchors').all() as Array<{ id: string }>).map((r) => r.id));
}

/** The `retrieval.fallback` event of a trace, if its hybrid retriever fell back to BM25. */
export function retrievalFallback(db: ReadableDB, traceId: string): { requested: string; code: string; message: string } | null {
  const row = prepared(db, `SELECT payload FROM audit_events WHERE trace_id = ? AND type = 'retrieval.fallback' LIMIT 1`).get(traceId) as { payload: string } | undefined;
  return row ? (JSON.parse(row.payload) as { requested: string; code: string; message: string }) : null;
}

/** Claims whose current evidence cites the document (M10: what removing it flags). */
export function claimsCitingDocument(db: ReadableDB, docId: string): ClaimRow[] {
  return (prepared(db, `SELECT * FROM claims c WHERE EXISTS (SELECT 1 FROM json_each(c.evidence) e WHERE json_extract(e.value, '$.doc') = ?) ORDER BY c.trace_id, c.idx`)
    .all(docId) as ClaimDbRow[]).map(toClaim);
}

/**
 * Whether any answer cites the document: evidence of a claim in a trace's response as
 * answered, in a claim's current evidence, or in the evidence before or after a review.
 * While one does, the document's text and source copy stay (a bundle of that trace
 * carries and verifies them). Being searched, or listed in a question's scope, is not citing.
 */
export function documentCited(db: ReadableDB, docId: string): boolean {
  const cites = (column: string) => `EXISTS (SELECT 1 FROM json_each(${column}) e WHERE json_extract(e.value, '$.doc') = @doc)`;
  return (prepared(db, `SELECT EXISTS (SELECT 1 FROM traces t, json_each(t.response, '$.claims') c WHERE ${cites("c.value, '$.evidence'")})
      OR EXISTS (SELECT 1 FROM claims WHERE ${cites('evidence')})
      OR EXISTS (SELECT 1 FROM reviews WHERE ${cites("coalesce(before_evidence, '[]')")} OR ${cites("coalesce(after_evidence, '[]')")}) AS cited`).get({ doc: docId }) as { cited: number }).cited === 1;
}
