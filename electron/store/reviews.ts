import type { ClaimState, Evidence, ReasonCode } from '../../shared/response.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export type ReviewAction = 'confirm' | 'contradict' | 'exclude' | 'restore' | 'rebind' | 'undo' | 'note' | 'recheck';

export type ReviewRow = {
  id: number;
  claimId: string;
  reviewer: string;
  action: ReviewAction;
  note: string | null;
  beforeState: ClaimState;
  afterState: ClaimState;
  beforeTrust: number;
  afterTrust: number;
  beforeReasons: ReasonCode[];
  beforeEvidence: Evidence[] | null;
  afterEvidence: Evidence[] | null;
  undoes: number | null;
  at: string;
};

type Raw = {
  id: number; claim_id: string; reviewer: string; action: ReviewAction; note: string | null; before_state: ClaimState; after_state: ClaimState;
  before_trust: number; after_trust: number; before_reasons: string; before_evidence: string | null; after_evidence: string | null; undoes: number | null; at: string;
};

const fromRaw = (r: Raw): ReviewRow => ({
  id: r.id, claimId: r.claim_id, reviewer: r.reviewer, action: r.action, note: r.note, beforeState: r.before_state, afterState: r.after_state,
  beforeTrust: r.before_trust, afterTrust: r.after_trust, beforeReasons: JSON.parse(r.before_reasons) as ReasonCode[],
  beforeEvidence: r.before_evidence ? (JSON.parse(r.before_evidence) as Evidence[]) : null,
  afterEvidence: r.after_evidence ? (JSON.parse(r.after_evidence) as Evidence[]) : null,
  undoes: r.undoes, at: r.at,
});

/** Append-only: a trigger refuses UPDATE and DELETE on reviews. */
export function insertReview(db: Db, r: Omit<ReviewRow, 'id'>): number {
  const info = prepared(db, `INSERT INTO reviews (claim_id, reviewer, action, note, before_state, after_state, before_trust, after_trust, before_reasons, before_evidence, after_evidence, undoes, at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      r.claimId, r.reviewer, r.action, r.note, r.beforeState, r.afterState, r.beforeTrust, r.afterTrust, JSON.stringify(r.beforeReasons),
      r.beforeEvidence ? JSON.stringify(r.beforeEvidence) : null, r.afterEvidence ? JSON.stringify(r.afterEvidence) : null, r.undoes, r.at,
    );
  return Number(info.lastInsertRowid);
}

export function listReviews(db: ReadableDB, claimId: string): ReviewRow[] {
  return (prepared(db, 'SELECT * FROM reviews WHERE claim_id = ? ORDER BY id').all(claimId) as Raw[]).map(fromRaw);
}

export function reviewsForTraces(db: ReadableDB, traceIds: readonly string[]): ReviewRow[] {
  return (prepared(db, 'SELECT r.* FROM reviews r JOIN claims c ON c.id = r.claim_id WHERE c.trace_id IN (SELECT value FROM json_each(?)) ORDER BY r.id').all(JSON.stringify(traceIds)) as Raw[]).map(fromRaw);
}

/** The claim's current state; its history lives in reviews and the audit log. */
export function updateClaim(db: Db, id: string, c: { state: ClaimState; trustScore: number; reasons: ReasonCode[]; evidence: Evidence[]; updatedAt: string }): void {
  prepared(db, 'UPDATE claims SET state = ?, trust_score = ?, reasons = ?, evidence = ?, updated_at = ? WHERE id = ?').run(
    c.state, c.trustScore, JSON.stringify(c.reasons), JSON.stringify(c.evidence), c.updatedAt, id,
  );
}

export type DecisionRow = ReviewRow & { traceId: string; question: string | null; text: string; evidence: Evidence[]; undoneBy: number | null };

/** Reviewer decisions (system re-check flags left out), oldest first, with their claim: the queue's printable record. */
export function listDecisions(db: ReadableDB, opts: { trace?: string | undefined; limit: number }): DecisionRow[] {
  const rows = prepared(db, `SELECT r.*, c.trace_id AS c_trace, t.question AS c_question, c.text AS c_text, c.evidence AS c_evidence,
        (SELECT u.id FROM reviews u WHERE u.undoes = r.id) AS undone_by
      FROM reviews r JOIN claims c ON c.id = r.claim_id JOIN traces t ON t.id = c.trace_id
      WHERE r.action <> 'recheck' AND (@trace IS NULL OR c.trace_id = @trace)
      ORDER BY r.id LIMIT @limit`).all({ trace: opts.trace ?? null, limit: opts.limit }) as Array<Raw & { c_trace: string; c_question: string | null; c_text: string; c_evidence: string; undone_by: number | null }>;
  return rows.map((r) => ({ ...fromRaw(r), traceId: r.c_trace, question: r.c_question, text: r.c_text, evidence: JSON.parse(r.c_evidence) as Evidence[], undoneBy: r.undone_by }));
}
