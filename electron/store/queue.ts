import type { ClaimState, ReasonCode } from '../../shared/response.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export type QueueScope = 'open' | 'all';

export type QueueQuery = {
  states?: readonly ClaimState[] | undefined;
  reasons?: readonly ReasonCode[] | undefined;
  doc?: string | undefined;
  trace?: string | undefined;
  /** Only the claims of a review table's cells. */
  table?: string | undefined;
  /** `open`: claims awaiting review (the queue); `all`: every claim of the matter, reviewed ones included. */
  scope?: QueueScope | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
};

export type QueueItem = {
  claim: string;
  trace: string;
  question: string | null;
  text: string;
  state: ClaimState;
  trustScore: number;
  reasons: ReasonCode[];
  docs: string[];
  /** Bound to text whose extractor confidence (OCR) is below the trace policy's threshold. */
  lowConfidence: boolean;
  updatedAt: string;
};

/**
 * Queue membership, in SQL so a page of 10,000 claims is one statement. A claim needs
 * review when it is unverified, contradicted or inferred, or when a supported claim
 * carries a coverage/confidence flag (LOW_CONFIDENCE, JUDGE_NO_VERDICT, SOURCE_CHANGED),
 * or is bound to text whose extractor confidence is below its trace policy's
 * `minExtractorConfidence` and no reviewer has looked at it yet. A claim a reviewer
 * decided (confirm, contradict, rebind) has been reviewed and leaves the open queue.
 */
const LOW_CONF = `EXISTS (SELECT 1 FROM json_each(c.evidence) e
  WHERE json_extract(e.value, '$.offsets') IS NOT NULL
    AND json_extract(e.value, '$.extractorConfidence') < coalesce(json_extract(t.policy, '$.minExtractorConfidence'), 1))`;
const FLAGGED = `EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value IN ('LOW_CONFIDENCE', 'JUDGE_NO_VERDICT', 'SOURCE_CHANGED'))`;
const REVIEWED = `EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value = 'REVIEWER_DECISION')`;
/** A claim a reviewer decided has been reviewed: it leaves the open queue (it stays under "all") unless its source changed since. */
const SOURCE_CHANGED = `EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value = 'SOURCE_CHANGED')`;
const OPEN = `((c.state IN ('unverified', 'contradicted', 'inferred')
  OR (c.state = 'supported' AND (${FLAGGED} OR (${LOW_CONF} AND NOT ${REVIEWED}))))
  AND (NOT ${REVIEWED} OR ${SOURCE_CHANGED}))`;

/** Most risky first: contradicted, unverified, inferred, flagged supported, excluded; lowest trust first within each. */
const RISK_RANK = `CASE c.state WHEN 'contradicted' THEN 0 WHEN 'unverified' THEN 1 WHEN 'inferred' THEN 2 WHEN 'supported' THEN 3 ELSE 4 END`;
const RISK_ORDER = `${RISK_RANK}, c.trust_score, c.updated_at DESC, c.id`;

const WHERE = `(@scope = 'all' OR ${OPEN})
  AND (@states IS NULL OR c.state IN (SELECT value FROM json_each(@states)))
  AND (@reasons IS NULL OR EXISTS (SELECT 1 FROM json_each(c.reasons) WHERE value IN (SELECT value FROM json_each(@reasons))))
  AND (@doc IS NULL OR EXISTS (SELECT 1 FROM json_each(c.evidence) WHERE json_extract(value, '$.doc') = @doc))
  AND (@trace IS NULL OR c.trace_id = @trace)
  AND (@table IS NULL OR c.trace_id IN (SELECT trace_id FROM review_table_cells WHERE table_id = @table))`;

type Raw = { id: string; trace_id: string; question: string | null; text: string; state: ClaimState; trust_score: number; reasons: string; updated_at: string; evidence: string; policy: string };

type EvidenceFacts = Array<{ doc?: string; offsets?: unknown; extractorConfidence?: number }>;

/** The threshold of a trace's recorded policy, parsed once per policy text. */
function thresholdOf(cache: Map<string, number>, policy: string): number {
  let t = cache.get(policy);
  if (t === undefined) {
    const v = (JSON.parse(policy) as { minExtractorConfidence?: unknown }).minExtractorConfidence;
    t = typeof v === 'number' ? v : 1;
    cache.set(policy, t);
  }
  return t;
}

function params(q: QueueQuery) {
  return {
    scope: q.scope ?? 'open',
    states: q.states?.length ? JSON.stringify(q.states) : null,
    reasons: q.reasons?.length ? JSON.stringify(q.reasons) : null,
    doc: q.doc ?? null,
    trace: q.trace ?? null,
    table: q.table ?? null,
  };
}

/** One page of the queue (or all of it), sorted by risk, with the total the filters match. */
export function queuePage(db: ReadableDB, q: QueueQuery = {}): { items: QueueItem[]; total: number } {
  const p = params(q);
  // Sort and page on plain columns first; rows are read for the page only, and their
  // evidence is parsed once, here (SQLite's json_each would re-parse it per expression).
  const rows = prepared(db, `SELECT c.id, c.trace_id, t.question, c.text, c.state, c.trust_score, c.reasons, c.updated_at, c.evidence, t.policy
      FROM (SELECT c.id AS id, ${RISK_RANK} AS risk, c.trust_score AS trust, c.updated_at AS at
            FROM claims c JOIN traces t ON t.id = c.trace_id
            WHERE ${WHERE}
            ORDER BY ${RISK_ORDER}
            LIMIT @limit OFFSET @offset) q
      JOIN claims c ON c.id = q.id JOIN traces t ON t.id = c.trace_id
      ORDER BY q.risk, q.trust, q.at DESC, q.id`)
    .all({ ...p, limit: q.limit ?? -1, offset: q.offset ?? 0 }) as Raw[];
  const total = (prepared(db, `SELECT count(*) AS n FROM claims c JOIN traces t ON t.id = c.trace_id WHERE ${WHERE}`).get(p) as { n: number }).n;
  const thresholds = new Map<string, number>();
  return {
    total,
    items: rows.map((r) => {
      const evidence = JSON.parse(r.evidence) as EvidenceFacts;
      const min = thresholdOf(thresholds, r.policy);
      return {
        claim: r.id, trace: r.trace_id, question: r.question, text: r.text, state: r.state, trustScore: r.trust_score,
        reasons: JSON.parse(r.reasons) as ReasonCode[],
        docs: [...new Set(evidence.map((e) => e.doc).filter((d): d is string => !!d))],
        lowConfidence: evidence.some((e) => e.offsets != null && typeof e.extractorConfidence === 'number' && e.extractorConfidence < min),
        updatedAt: r.updated_at,
      };
    }),
  };
}

/** Whether one claim is in the open queue right now (after a decision, for the caller's list). */
export function inQueue(db: ReadableDB, claimId: string): boolean {
  return prepared(db, `SELECT 1 FROM claims c JOIN traces t ON t.id = c.trace_id WHERE c.id = ? AND ${OPEN}`).get(claimId) !== undefined;
}

export type StateCounts = Record<ClaimState, number> & { total: number; coverageGaps: number; trustSum: number; trustCount: number };

/**
 * Counts per state over the matter (or one trace) — refreshed after every decision, so
 * it scans the reasons text (a JSON array of fixed codes) rather than parsing it — the claims that are coverage gaps
 * (no valid verdict: JUDGE_NO_VERDICT, not excluded), and the trust total of the
 * claims that are not excluded.
 */
export function stateCounts(db: ReadableDB, trace?: string): StateCounts {
  const rows = prepared(db, `SELECT c.state, count(*) AS n, sum(c.trust_score) AS trust,
        sum(instr(c.reasons, '"JUDGE_NO_VERDICT"') > 0) AS gaps
      FROM claims c WHERE (@trace IS NULL OR c.trace_id = @trace) GROUP BY c.state`)
    .all({ trace: trace ?? null }) as Array<{ state: ClaimState; n: number; trust: number; gaps: number }>;
  const out: StateCounts = { supported: 0, inferred: 0, unverified: 0, contradicted: 0, excluded: 0, total: 0, coverageGaps: 0, trustSum: 0, trustCount: 0 };
  for (const r of rows) {
    out[r.state] = r.n;
    out.total += r.n;
    if (r.state === 'excluded') continue;
    out.coverageGaps += r.gaps;
    out.trustSum += r.trust;
    out.trustCount += r.n;
  }
  return out;
}
