import { PinciteError } from '../../../shared/errors.js';
import type { ReasonCode } from '../../../shared/response.js';
import { appendEvent } from '../../store/audit-events.js';
import { deleteDocument, getDocument, markDocumentRemoved } from '../../store/documents.js';
import type { Matter } from '../../store/open.js';
import { insertReview, updateClaim } from '../../store/reviews.js';
import { removeSourceCopy } from '../../store/sources.js';
import { claimsCitingDocument, documentCited } from '../../store/traces.js';

/** Who flags the claims of a removed document in their review history (the person who removed it is in the audit event). */
export const REMOVAL_REVIEWER = 'pincite:document-removed';
/** A claim whose source left the matter is worth at most this much trust: it goes to review. */
const REMOVED_TRUST = 20;

export type RemovalResult = {
  id: string;
  title: string;
  sha256: string;
  /** Claims that now carry SOURCE_REMOVED and are in the review queue (excluded ones keep their state). */
  flagged: number;
  claims: string[];
  /** `kept`: a trace cites it, so its text and copy stay on record; `deleted`: nothing cited it, so nothing of it is left. */
  copy: 'kept' | 'deleted';
  removedAt: string;
  removedBy: string;
};

/**
 * Removes a document from the matter. It leaves the documents list, search and
 * retrieval at once. Every claim citing it is flagged: supported or inferred claims
 * become unverified (a claim whose evidence left the matter is never shown green),
 * every one gains SOURCE_REMOVED and returns to the review queue, each with a review row
 * saying why and an audit event on its trace. The removal itself is a `document.removed`
 * event: who, when, the document's id, SHA-256, title and how many claims were flagged.
 * While any trace cites the document its text and content-addressed copy are kept (past
 * answers stay readable; their bundles still carry and verify the source); a document
 * nothing cites is deleted with its copy. All of it is one transaction; the copy is
 * deleted only after the commit, so a crash leaves at worst an unreferenced file.
 */
export function removeDocument(matter: Matter, id: string, by: string, now = new Date()): RemovalResult {
  const who = by.trim();
  if (!who) throw new PinciteError('INVALID_INPUT', 'Removing a document needs the name of the person removing it (set your name in Settings, or pass --reviewer NAME).');
  const db = matter.db;
  const at = now.toISOString();
  const result = db.transaction((): RemovalResult => {
    const doc = getDocument(db, id);
    if (!doc) throw new PinciteError('NOT_FOUND', `No document ${id} in this matter. List the documents with \`pincite documents\`.`);
    if (doc.removed) throw new PinciteError('INVALID_INPUT', `“${doc.title}” was already removed from the matter, on ${doc.removed.at.slice(0, 10)} by ${doc.removed.by}. Nothing was changed.`);
    const cited = documentCited(db, id);
    const claims = claimsCitingDocument(db, id).filter((c) => !c.reasons.includes('SOURCE_REMOVED'));
    appendEvent(db, null, 'document.removed', {
      doc: id, sha256: doc.sha256, textSha256: doc.textSha256, title: doc.title, fileName: doc.fileName, by: who,
      flagged: claims.length, claims: claims.map((c) => c.id), copy: cited ? 'kept' : 'deleted',
    }, at);
    const note = `“${doc.title}” was removed from the matter by ${who}; this claim's evidence is in it. Check the claim against another source, or contradict or exclude it.`;
    for (const c of claims) {
      const to = c.state === 'supported' || c.state === 'inferred' ? 'unverified' : c.state;
      const trust = Math.min(c.trustScore, REMOVED_TRUST);
      // Not reviewed any more: whatever a reviewer decided was decided on a source that has
      // now left the matter, so the claim is back in the open queue until someone decides again.
      const reasons: ReasonCode[] = [...c.reasons.filter((r) => r !== 'REVIEWER_DECISION'), 'SOURCE_REMOVED'];
      insertReview(db, {
        claimId: c.id, reviewer: REMOVAL_REVIEWER, action: 'recheck', note, beforeState: c.state, afterState: to,
        beforeTrust: c.trustScore, afterTrust: trust, beforeReasons: c.reasons, beforeEvidence: c.evidence, afterEvidence: c.evidence, undoes: null, at,
      });
      updateClaim(db, c.id, { state: to, trustScore: trust, reasons, evidence: c.evidence, updatedAt: at });
      appendEvent(db, c.traceId, 'claim.source_removed', { claim: c.id, doc: id, before: c.state, after: to, reason: 'SOURCE_REMOVED' }, at);
    }
    if (cited) markDocumentRemoved(db, id, at, who);
    else deleteDocument(db, id);
    return { id, title: doc.title, sha256: doc.sha256, flagged: claims.length, claims: claims.map((c) => c.id), copy: cited ? 'kept' : 'deleted', removedAt: at, removedBy: who };
  }).immediate();
  if (result.copy === 'deleted') removeSourceCopy(matter, result.sha256);
  return result;
}
