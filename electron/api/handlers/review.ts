import type { ApiParsedInput, ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { decideClaims } from '../../pipeline/review/decide.js';
import { qualityReport } from '../../pipeline/review/quality.js';
import type { Matter } from '../../store/open.js';
import { queuePage, stateCounts } from '../../store/queue.js';
import { listDecisions, listReviews } from '../../store/reviews.js';
import { documentTitles } from '../../store/documents.js';
import { getClaim, getTraceRow, getVerdicts } from '../../store/traces.js';
import { readEvents } from '../../store/audit-events.js';

export function reviewList(matter: Matter, input: ApiParsedInput<'review:list'>): ApiResult<'review:list'> {
  return queuePage(matter.db, input);
}

export function reviewDecideApi(matter: Matter, input: ApiParsedInput<'review:decide'>): ApiResult<'review:decide'> {
  return decideClaims(matter, input);
}

export function reviewQuality(matter: Matter, input: ApiParsedInput<'review:quality'>): ApiResult<'review:quality'> {
  return qualityReport(stateCounts(matter.db, input.trace));
}

/** One claim as the queue's detail pane shows it: evidence (with boxes), latest verdict, every decision. */
export function reviewClaim(matter: Matter, id: string): ApiResult<'review:claim'> {
  const db = matter.db;
  const c = getClaim(db, id);
  if (!c) throw new PinciteError('NOT_FOUND', `No claim ${id} in this matter.`);
  const v = getVerdicts(db, id).at(-1);
  const why = v ? judgeReasons(matter, c.traceId, id, v.model) : [];
  return {
    id: c.id, trace: c.traceId, question: getTraceRow(db, c.traceId)?.question ?? null, text: c.text, state: c.state, trustScore: c.trustScore,
    reasons: c.reasons, evidence: c.evidence,
    judge: v && v.verdict ? { model: v.model, promptVersion: v.prompt_version, verdict: v.verdict, confidence: v.confidence ?? 0, at: v.at, ...(why.length ? { reasons: why } : {}) } : null,
    decisions: listReviews(db, id).map((r) => ({ id: r.id, reviewer: r.reviewer, action: r.action, note: r.note, before: r.beforeState, after: r.afterState, undoes: r.undoes, at: r.at })),
  };
}

/**
 * The judge's reasons for a claim (the words that clash), from the trail's `judge` event:
 * the verdicts table keeps verdict and confidence only. Claim ids are `<trace>-c<index>`.
 */
function judgeReasons(matter: Matter, traceId: string, claimId: string, model: string): string[] {
  const index = Number(claimId.slice(traceId.length + 2));
  for (const e of readEvents(matter.db, { traceIds: [traceId] }).reverse()) {
    if (e.type !== 'judge') continue;
    const p = JSON.parse(e.payload) as { claim?: unknown; model?: unknown; reasons?: unknown };
    if (p.claim === index && p.model === model) return Array.isArray(p.reasons) ? p.reasons.filter((r): r is string => typeof r === 'string') : [];
  }
  return [];
}

/**
 * The decisions of the queue as a printable record. The document and page are those of
 * the evidence the decision left the claim with (a rebind's new span), else the claim's first.
 */
export function reviewDecisions(matter: Matter, input: ApiParsedInput<'review:decisions'>): ApiResult<'review:decisions'> {
  const titles = documentTitles(matter.db);
  const decisions = listDecisions(matter.db, input).map((r) => {
    const e = (r.afterEvidence ?? r.evidence).find((x) => x.offsets) ?? r.afterEvidence?.[0] ?? r.evidence[0];
    return {
      decision: r.id, claim: r.claimId, trace: r.traceId, question: r.question, text: r.text,
      doc: e?.doc ?? null, title: e ? (titles.get(e.doc) ?? null) : null, page: e?.page ?? null,
      before: r.beforeState, after: r.afterState, action: r.action as Exclude<typeof r.action, 'recheck'>, reviewer: r.reviewer, note: r.note, at: r.at, undoneBy: r.undoneBy,
    };
  });
  return { decisions };
}
