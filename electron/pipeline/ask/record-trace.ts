import { canonicalJson } from '../../../shared/canonical-json.js';
import type { PinciteResponse } from '../../../shared/response.js';
import type { Db } from '../../store/open.js';
import { insertClaim, insertTrace, insertVerdict } from '../../store/traces.js';
import type { TrailEvent, VerdictRecord } from '../verification/assess.js';
import { sha256Hex } from '../text/canonical.js';
import { appendEvent } from '../../store/audit-events.js';

export type TraceRecord = {
  response: PinciteResponse;
  kind: 'ask' | 'verify';
  question: string | null;
  policyJson: unknown;
  generator: string | null;
  judge: string;
  createdAt: string;
  /** Every step, in order; written to the hash-chained audit log with the trace. */
  events: TrailEvent[];
  verdicts: VerdictRecord[];
  /** Rows that belong with the trace (a review table's cell), written in the same transaction. */
  also?: (db: Db) => void;
};

/**
 * Writes a trace — its row, claims, verdict history and every audit event — in one
 * synchronous transaction, after all async work (model, judge) is done. Either the
 * whole trace is on record, chained into the log, or none of it is.
 */
export function recordTrace(db: Db, rec: TraceRecord): void {
  const r = rec.response;
  db.transaction(() => {
    insertTrace(db, {
      id: r.trace, kind: rec.kind, question: rec.question, policy: canonicalJson(rec.policyJson), generator: rec.generator,
      judge: rec.judge, status: r.status, response: canonicalJson(r), created_at: rec.createdAt,
    });
    r.claims.forEach((c, idx) => {
      insertClaim(db, { id: c.id, traceId: r.trace, idx, text: c.text, state: c.state, trustScore: c.trustScore, reasons: c.reasons, evidence: c.evidence, updatedAt: rec.createdAt });
    });
    for (const v of rec.verdicts) insertVerdict(db, v.claimId, v);
    for (const e of rec.events) appendEvent(db, r.trace, e.type, e.payload, rec.createdAt);
    appendEvent(db, r.trace, 'trace.end', { status: r.status, summary: r.summary, responseSha256: sha256Hex(canonicalJson(r)) }, rec.createdAt);
    rec.also?.(db);
  }).immediate();
}
