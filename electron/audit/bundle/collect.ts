import { PinciteError } from '../../../shared/errors.js';
import { PinciteResponse } from '../../../shared/response.js';
import { getDocument, getReadingText } from '../../store/documents.js';
import type { ReadableDB } from '../../store/open.js';
import { reviewsForTraces, type ReviewRow } from '../../store/reviews.js';
import { getClaims, getTraceRow, getVerdicts, listTraceIds } from '../../store/traces.js';
import { readEvents, type AuditEvent } from '../../store/audit-events.js';
import { TRACE_FORMAT, type BundleEvent, type BundleTrace } from './format.js';

export type CollectedSource = { doc: string; title: string; fileName: string; pages: number; pdfSha256: string; text: string; textSha256: string };

export type Collected = {
  traces: BundleTrace[];
  events: BundleEvent[];
  audit: { head: string; headSeq: number; fromSeq: number; redacted: number };
  sources: CollectedSource[];
};

/**
 * Reads everything a bundle holds for the chosen traces in one read transaction, so a
 * question answered meanwhile cannot leave the bundle half old, half new.
 *
 * The audit events run contiguously from the first event of a chosen trace to the
 * head of the log. Events of other questions in that range are redacted to their
 * sequence number and hashes: the links between all events still check, and the
 * signed head ties the bundle to the matter's log, without one question's bundle
 * disclosing another's content. `--all` starts at genesis and redacts nothing.
 */
export function collect(db: ReadableDB, which: readonly string[] | 'all'): Collected {
  return db.transaction(() => {
    const ids = which === 'all' ? listTraceIds(db) : [...new Set(which)];
    if (ids.length === 0) throw new PinciteError('NOT_FOUND', which === 'all' ? 'This matter has no questions or verified answers yet: there is nothing to export.' : 'No trace was chosen for the bundle.');
    const log = readEvents(db);
    const chosen = new Set(ids);
    const head = log.at(-1);
    if (!head) throw new PinciteError('MATTER_CORRUPT', 'The matter has traces but an empty audit log; it cannot be exported. Run `pincite recheck` and report this.');
    const fromSeq = which === 'all' ? 1 : Math.min(...log.filter((e) => e.traceId !== null && chosen.has(e.traceId)).map((e) => e.seq));
    const events: BundleEvent[] = [];
    let redacted = 0;
    for (const e of log) {
      if (e.seq < fromSeq) continue;
      if (e.traceId !== null && chosen.has(e.traceId)) events.push(e);
      else if (which === 'all') events.push(e);
      else {
        events.push({ seq: e.seq, redacted: true, prevHash: e.prevHash, hash: e.hash });
        redacted++;
      }
    }
    const reviews = reviewsForTraces(db, ids);
    const traces = ids.map((id) => buildTrace(db, id, log.filter((e) => e.traceId === id), reviews));
    // Every reading the evidence names: a document read again (OCR forced) may have claims
    // bound to its earlier text as well as its current one; each text goes in under its hash.
    const readings = new Map<string, { doc: string; hash: string }>();
    for (const c of traces.flatMap((t) => [...t.response.claims, ...t.claims])) {
      for (const e of c.evidence) if (e.offsets && e.doc) readings.set(`${e.doc}\u0000${e.sourceHash}`, { doc: e.doc, hash: e.sourceHash });
    }
    const sources = [...readings.values()].sort((a, b) => a.doc.localeCompare(b.doc) || a.hash.localeCompare(b.hash)).map(({ doc, hash }) => {
      const d = getDocument(db, doc);
      const text = d ? getReadingText(db, doc, hash) : null;
      if (!d) throw new PinciteError('NOT_FOUND', `A cited source (${doc}) is no longer in the matter; the bundle cannot include its text.`);
      if (text === null) throw new PinciteError('MATTER_CORRUPT', `The reading of ${d.title} that a claim is bound to (text SHA-256 ${hash.slice(0, 12)}…) is not on record; the bundle cannot include it. Run \`pincite recheck\`.`);
      return { doc, title: d.title, fileName: d.fileName, pages: d.pages, pdfSha256: d.sha256, text, textSha256: hash };
    });
    return { traces, events, audit: { head: head.hash, headSeq: head.seq, fromSeq, redacted }, sources };
  })();
}

function buildTrace(db: ReadableDB, id: string, events: AuditEvent[], reviews: ReviewRow[]): BundleTrace {
  const row = getTraceRow(db, id);
  if (!row) throw new PinciteError('NOT_FOUND', `No trace ${id} in this matter.`);
  const response = PinciteResponse.parse(JSON.parse(row.response));
  const payloads = (type: string) => events.filter((e) => e.type === type).map((e) => JSON.parse(e.payload) as unknown);
  const asAnswered = new Map(response.claims.map((c) => [c.id, c.state]));
  return {
    format: TRACE_FORMAT,
    id,
    kind: row.kind,
    question: row.question,
    createdAt: row.created_at,
    status: row.status,
    policy: JSON.parse(row.policy) as unknown,
    generator: row.generator,
    judge: row.judge,
    retrieval: payloads('retrieval')[0] ?? null,
    modelCalls: [...payloads('model.call'), ...payloads('model.output'), ...payloads('model.skipped')],
    gate: [...payloads('parse'), ...payloads('gate'), ...payloads('policy')],
    response,
    claims: getClaims(db, id).map((c) => ({
      id: c.id,
      idx: c.idx,
      text: c.text,
      stateAsAnswered: asAnswered.get(c.id) ?? c.state,
      state: c.state,
      trustScore: c.trustScore,
      reasons: c.reasons,
      evidence: c.evidence,
      verdicts: getVerdicts(db, c.id).map((v) => ({ model: v.model, promptVersion: v.prompt_version, verdict: v.verdict, confidence: v.confidence, at: v.at })),
      reviews: reviews.filter((r) => r.claimId === c.id).map((r) => ({ id: r.id, reviewer: r.reviewer, action: r.action, note: r.note, before: r.beforeState, after: r.afterState, undoes: r.undoes, at: r.at })),
    })),
    events: events.map((e) => e.seq),
  };
}
