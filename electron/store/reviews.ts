import type { ClaimState, Evidence, ReasonCode } from '../../shared/response.js';
import type { Db } from './open.js';

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
  const info = db
    .prepare(`INSERT INTO reviews (claim_id, reviewer, action, note, before_state, after_state, before_trust, after_trust, before_reasons, before_evidence, after_evidence, undoes, at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      r.claimId, r.reviewer, r.action, r.note, r.beforeState, r.afterState, r.beforeTrust, r.afterTrust, JSON.stringify(r.beforeReasons),
      r.beforeEvidence ? JSON.stringify(r.beforeEvidence) : null, r.afterEvidence ? JSON.stringify(r.afterEvidence) : null, r.undoes, r.at,
    );
  return Number(info.lastInsertRowid);
}

export function listReviews(db: Db, claimId: string): ReviewRow[] {
  return (db.prepare('SELECT * FROM reviews WHERE claim_id = ? ORDER BY id').all(claimId) as Raw[]).map(fromRaw);
}

export function reviewsForTraces(db: Db, traceIds: readonly string[]): ReviewRow[] {
  return (db.prepare('SELECT r.* FROM reviews r JOIN claims c ON c.id = r.claim_id WHERE c.trace_id IN (SELECT value FROM json_each(?)) ORDER BY r.id').all(JSON.stringify(traceIds)) as Raw[]).map(fromRaw);
}

/** The claim's current state; its history lives in reviews and the audit log. */
export function updateClaim(db: Db, id: string, c: { state: ClaimState; trustScore: number; reasons: ReasonCode[]; evidence: Evidence[]; updatedAt: string }): void {
  db.prepare('UPDATE claims SET state = ?, trust_score = ?, reasons = ?, evidence = ?, updated_at = ? WHERE id = ?').run(
    c.state, c.trustScore, JSON.stringify(c.reasons), JSON.stringify(c.evidence), c.updatedAt, id,
  );
}

export type QueueFilter = { states?: ClaimState[]; reason?: string; doc?: string; trace?: string; limit?: number };

export type QueueRow = { claim: string; trace: string; question: string | null; text: string; state: ClaimState; trustScore: number; reasons: ReasonCode[]; docs: string[]; updatedAt: string };

/** Claims awaiting review: unverified, contradicted, inferred, or carrying a coverage or confidence flag. */
export const QUEUE_STATES: readonly ClaimState[] = ['unverified', 'contradicted', 'inferred'];

/**
 * The review queue, most risky first: contradicted, then unverified, then inferred,
 * then flagged supported claims; lower trust first within each.
 */
export function reviewQueue(db: Db, f: QueueFilter = {}): QueueRow[] {
  const states = f.states && f.states.length ? f.states : null;
  const rows = db
    .prepare(`SELECT c.id, c.trace_id, t.question, c.text, c.state, c.trust_score, c.reasons, c.evidence, c.updated_at
      FROM claims c JOIN traces t ON t.id = c.trace_id
      WHERE (c.state IN ('unverified', 'contradicted', 'inferred')
             OR EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value IN ('LOW_CONFIDENCE', 'JUDGE_NO_VERDICT', 'SOURCE_CHANGED')) AND c.state <> 'excluded')
        AND (? IS NULL OR c.state IN (SELECT value FROM json_each(?)))
        AND (? IS NULL OR EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value = ?))
        AND (? IS NULL OR EXISTS (SELECT 1 FROM json_each(c.evidence) WHERE json_extract(value, '$.doc') = ?))
        AND (? IS NULL OR c.trace_id = ?)
      ORDER BY CASE c.state WHEN 'contradicted' THEN 0 WHEN 'unverified' THEN 1 WHEN 'inferred' THEN 2 ELSE 3 END, c.trust_score, c.updated_at DESC, c.id
      LIMIT ?`)
    .all(
      states ? 1 : null, JSON.stringify(states ?? []), f.reason ?? null, f.reason ?? null, f.doc ?? null, f.doc ?? null, f.trace ?? null, f.trace ?? null, f.limit ?? 100_000,
    ) as Array<{ id: string; trace_id: string; question: string | null; text: string; state: ClaimState; trust_score: number; reasons: string; evidence: string; updated_at: string }>;
  return rows.map((r) => ({
    claim: r.id, trace: r.trace_id, question: r.question, text: r.text, state: r.state, trustScore: r.trust_score,
    reasons: JSON.parse(r.reasons) as ReasonCode[],
    docs: [...new Set((JSON.parse(r.evidence) as Evidence[]).map((e) => e.doc).filter(Boolean))],
    updatedAt: r.updated_at,
  }));
}
