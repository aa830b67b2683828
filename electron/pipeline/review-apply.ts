import { PinciteError } from '../../shared/errors.js';
import type { Evidence } from '../../shared/response.js';
import { appendEvent } from '../audit/trail.js';
import { getAnchor } from '../store/anchors.js';
import { getDocumentSource } from '../store/documents.js';
import type { Matter } from '../store/open.js';
import { insertReview, listReviews, updateClaim, type ReviewAction } from '../store/reviews.js';
import { getClaim, type ClaimRow } from '../store/traces.js';
import { bindCitation } from './bind.js';
import { sha256Hex } from './canonical.js';
import { MATCHING } from './configure.js';
import { evidenceProblem } from './evidence-check.js';
import { toEvidence } from './evidence.js';
import { decide } from './review.js';

export type DecideRequest = {
  claim: string;
  action: Exclude<ReviewAction, 'recheck'>;
  reviewer: string;
  note?: string | null;
  /** For rebind: the anchor whose source holds the selected text, and that text. */
  anchor?: string;
  quote?: string;
};

/**
 * Applies one reviewer decision: checks it against the rules (review.ts), then writes
 * the decision, the claim's new state and a hash-chained audit event in one
 * transaction. Nothing is overwritten: the decision row keeps before and after.
 */
export function reviewDecide(matter: Matter, req: DecideRequest, now = new Date()): { claim: ClaimRow; decision: number } {
  const db = matter.db;
  const reviewer = req.reviewer.trim();
  if (!reviewer) throw new PinciteError('INVALID_INPUT', 'A review decision needs the reviewer\'s name (set it in Settings, or pass --reviewer NAME).');
  const claim = getClaim(db, req.claim);
  if (!claim) throw new PinciteError('NOT_FOUND', `No claim ${req.claim} in this matter.`);
  const texts = new Map<string, { text: string; hash: string } | null>();
  const source = (doc: string) => {
    if (!texts.has(doc)) {
      const s = getDocumentSource(db, doc);
      texts.set(doc, s ? { text: s.text, hash: sha256Hex(s.text) } : null);
    }
    return texts.get(doc)!;
  };
  const holds = (e: Evidence) => {
    const s = source(e.doc);
    return s !== null && evidenceProblem(e, s.text, MATCHING.normalizedEqualAt, s.hash) === null;
  };
  let rebound: Evidence | undefined;
  if (req.action === 'rebind') {
    if (!req.anchor || !req.quote?.trim()) throw new PinciteError('INVALID_INPUT', 'rebind needs the anchor and the selected text (--anchor A --quote Q).');
    const anchor = getAnchor(db, req.anchor);
    if (!anchor) throw new PinciteError('NOT_FOUND', `No anchor ${req.anchor} in this matter.`);
    const src = getDocumentSource(db, anchor.doc_id)!;
    const b = bindCitation({
      quote: req.quote, anchor: { id: anchor.id, doc: anchor.doc_id, start: anchor.char_start, end: anchor.char_end }, source: src,
      others: () => [], normalizedFind: MATCHING.normalizedFind, minFuzzyScore: 1,
    });
    rebound = toEvidence(db, req.quote, anchor.id, anchor.doc_id, src.text, b);
  }
  const history = listReviews(db, claim.id);
  const d = decide(claim, req.action, history, { holds, ...(rebound ? { rebound } : {}) });
  const at = now.toISOString();
  const decision = db.transaction(() => {
    const id = insertReview(db, {
      claimId: claim.id, reviewer, action: req.action, note: req.note?.trim() || null,
      beforeState: claim.state, afterState: d.state, beforeTrust: claim.trustScore, afterTrust: d.trustScore, beforeReasons: claim.reasons,
      beforeEvidence: claim.evidence, afterEvidence: d.evidence, undoes: d.undoes, at,
    });
    updateClaim(db, claim.id, { state: d.state, trustScore: d.trustScore, reasons: d.reasons, evidence: d.evidence, updatedAt: at });
    appendEvent(db, claim.traceId, 'review.decision', {
      decision: id, claim: claim.id, reviewer, action: req.action, note: req.note?.trim() || null,
      before: claim.state, after: d.state, reasons: d.reasons, undoes: d.undoes,
      ...(rebound ? { evidence: { anchor: rebound.anchor, doc: rebound.doc, offsets: rebound.offsets, match: rebound.match, sourceHash: rebound.sourceHash } } : {}),
    }, at);
    return id;
  }).immediate();
  return { claim: getClaim(db, claim.id)!, decision };
}
