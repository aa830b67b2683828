import { PinciteError, toErrorInfo } from '../../../shared/errors.js';
import type { Evidence } from '../../../shared/response.js';
import type { DecideResult, RebindSelection, ReviewAction } from '../../../shared/review.js';
import { appendEvent } from '../../store/audit-events.js';
import { getDocument, getDocumentSource } from '../../store/documents.js';
import type { Matter, ReadableDB } from '../../store/open.js';
import { inQueue } from '../../store/queue.js';
import { insertReview, listReviews, updateClaim } from '../../store/reviews.js';
import { getClaim, type ClaimRow } from '../../store/traces.js';
import { sha256Hex } from '../text/canonical.js';
import { MATCHING } from '../verification/matching.js';
import { evidenceProblem } from '../verification/evidence-check.js';
import { bindAnchorQuote, bindSelection } from './rebind.js';
import { decide } from './rules.js';

export type DecideRequest = {
  /** One claim, or a bulk selection. */
  claims: readonly string[];
  action: ReviewAction;
  reviewer: string;
  note?: string | null | undefined;
  /** rebind from the app: the text the reviewer selected on a page of the cited document. */
  rebind?: RebindSelection | undefined;
  /** rebind from the CLI: an anchor of the cited document and the quote to bind in it. */
  anchor?: string | undefined;
  quote?: string | undefined;
};

/** Source texts and their hashes, read once per request. */
function sourceChecker(db: ReadableDB): (e: Evidence) => boolean {
  const texts = new Map<string, { text: string; hash: string } | null>();
  const source = (doc: string) => {
    if (!texts.has(doc)) {
      const s = getDocumentSource(db, doc);
      texts.set(doc, s ? { text: s.text, hash: sha256Hex(s.text) } : null);
    }
    return texts.get(doc)!;
  };
  return (e) => {
    const s = source(e.doc);
    return s !== null && evidenceProblem(e, s.text, MATCHING.normalizedEqualAt, s.hash) === null;
  };
}

function rebound(db: ReadableDB, claim: ClaimRow, req: DecideRequest): Evidence | undefined {
  if (req.action !== 'rebind') return undefined;
  if (req.rebind) return bindSelection(db, claim, req.rebind);
  if (req.anchor && req.quote?.trim()) return bindAnchorQuote(db, claim, req.anchor, req.quote);
  throw new PinciteError('INVALID_INPUT', `rebind of claim ${claim.id} needs the selected text: select it in the PDF (or pass --anchor A --quote Q).`);
}

/**
 * Applies a reviewer decision to one claim or a selection: each claim is checked
 * against the rules (review.ts) — a rebind's span is bound by Layer 1 in the cited
 * document first — then its decision row, new state and hash-chained audit event are
 * written. The whole request is one transaction, so a selection lands together. With a
 * single claim a refusal is thrown as its typed error; with several, refused claims
 * are reported and the others applied. The CLI and the API both come through here.
 */
export function decideClaims(matter: Matter, req: DecideRequest, now = new Date()): DecideResult {
  const db = matter.db;
  const reviewer = req.reviewer.trim();
  if (!reviewer) throw new PinciteError('INVALID_INPUT', 'A review decision needs the reviewer\'s name (set it in Settings, or pass --reviewer NAME).');
  if (req.claims.length === 0) throw new PinciteError('INVALID_INPUT', 'Select at least one claim to decide on.');
  if (req.action === 'rebind' && req.claims.length !== 1) throw new PinciteError('INVALID_INPUT', 'rebind applies to one claim at a time: the selected text is bound to that claim.');
  const note = req.note?.trim() || null;
  if (req.action === 'note' && !note) throw new PinciteError('INVALID_INPUT', 'A note decision needs the note text.');
  const holds = sourceChecker(db);
  const at = now.toISOString();
  const single = req.claims.length === 1;
  const result: DecideResult = { decided: [], refused: [] };

  db.transaction(() => {
    for (const id of new Set(req.claims)) {
      try {
        const claim = getClaim(db, id);
        if (!claim) throw new PinciteError('NOT_FOUND', `No claim ${id} in this matter.`);
        const evidence = rebound(db, claim, req);
        const removed = [...new Set(claim.evidence.map((e) => e.doc))].map((d) => getDocument(db, d)).filter((d) => d?.removed).map((d) => d!.title);
        const d = decide(claim, req.action, listReviews(db, claim.id), { holds, removed, ...(evidence ? { rebound: evidence } : {}) });
        const decision = insertReview(db, {
          claimId: claim.id, reviewer, action: req.action, note,
          beforeState: claim.state, afterState: d.state, beforeTrust: claim.trustScore, afterTrust: d.trustScore, beforeReasons: claim.reasons,
          beforeEvidence: claim.evidence, afterEvidence: d.evidence, undoes: d.undoes, at,
        });
        updateClaim(db, claim.id, { state: d.state, trustScore: d.trustScore, reasons: d.reasons, evidence: d.evidence, updatedAt: at });
        appendEvent(db, claim.traceId, 'review.decision', {
          decision, claim: claim.id, reviewer, action: req.action, note,
          before: claim.state, after: d.state, reasons: d.reasons, undoes: d.undoes,
          ...(evidence ? { evidence: { anchor: evidence.anchor, doc: evidence.doc, page: evidence.page, offsets: evidence.offsets, match: evidence.match, sourceHash: evidence.sourceHash } } : {}),
        }, at);
        result.decided.push({ claim: claim.id, decision, state: d.state, trustScore: d.trustScore, reasons: d.reasons, inQueue: inQueue(db, claim.id) });
      } catch (err) {
        if (single || !(err instanceof PinciteError)) throw err;
        result.refused.push({ claim: id, error: toErrorInfo(err) });
      }
    }
  }).immediate();
  return result;
}

/** One claim, as `review decide` prints it. */
export function reviewDecide(matter: Matter, req: Omit<DecideRequest, 'claims'> & { claim: string }, now = new Date()): { claim: ClaimRow; decision: number } {
  const { claim, ...rest } = req;
  const r = decideClaims(matter, { ...rest, claims: [claim] }, now);
  return { claim: getClaim(matter.db, claim)!, decision: r.decided[0]!.decision };
}
