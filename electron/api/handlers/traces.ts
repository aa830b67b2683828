import type { ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { PinciteResponse } from '../../../shared/response.js';
import { readEvents } from '../../store/audit-events.js';
import type { ReadableDB } from '../../store/open.js';
import { getClaims, getTraceRow, listTraceRows } from '../../store/traces.js';
import { emptySummary } from '../../pipeline/verification/state.js';

/**
 * The response as recorded, with each claim's CURRENT state, trust, reasons and evidence
 * (after review decisions and re-checks) and the summary recounted: the app never shows
 * a claim as supported after a reviewer or a re-check took it out. The recorded response
 * itself is never rewritten; the audit events keep every earlier state.
 */
function withCurrentClaims(db: ReadableDB, response: PinciteResponse): PinciteResponse {
  const now = new Map(getClaims(db, response.trace).map((c) => [c.id, c]));
  if (now.size === 0) return response;
  const claims = response.claims.map((c) => {
    const n = now.get(c.id);
    return n ? { ...c, state: n.state, trustScore: n.trustScore, reasons: n.reasons, evidence: n.evidence } : c;
  });
  const summary = emptySummary();
  for (const c of claims) summary[c.state]++;
  return { ...response, claims, summary };
}

export function listTraces(db: ReadableDB, limit: number): ApiResult<'traces:list'> {
  return {
    traces: listTraceRows(db, limit).map((t) => {
      const response = withCurrentClaims(db, PinciteResponse.parse(JSON.parse(t.response)));
      return { id: t.id, kind: t.kind, question: t.question, status: t.status, createdAt: t.created_at, summary: response.summary };
    }),
  };
}

export function getTrace(db: ReadableDB, id: string): ApiResult<'traces:get'> {
  const t = getTraceRow(db, id);
  if (!t) throw new PinciteError('NOT_FOUND', `No trace ${id} in this matter.`);
  return {
    question: t.question,
    kind: t.kind,
    createdAt: t.created_at,
    response: withCurrentClaims(db, PinciteResponse.parse(JSON.parse(t.response))),
    events: readEvents(db, { traceIds: [id] }).map((e) => ({ seq: e.seq, type: e.type, at: e.at, payload: JSON.parse(e.payload) as unknown, hash: e.hash })),
  };
}
