import { existsSync, readFileSync } from 'node:fs';
import type { ReasonCode } from '../../shared/response.js';
import { sha256Hex } from '../pipeline/text/canonical.js';
import { MATCHING } from '../pipeline/verification/matching.js';
import { evidenceProblem } from '../pipeline/verification/evidence-check.js';
import type { Matter } from '../store/open.js';
import { insertReview, updateClaim } from '../store/reviews.js';
import { sourcePath } from '../store/sources.js';
import { listAllClaims } from '../store/traces.js';
import { listDocumentIntegrity } from '../store/documents.js';
import { appendEvent } from '../store/audit-events.js';

export const RECHECK_REVIEWER = 'pincite:recheck';

type DocCheck = { text: string; textHash: string; problem: string | null };

export type RecheckResult = { checked: number; changed: Array<{ claim: string; trace: string; from: string; to: string; problem: string }> };

/**
 * Re-validates every stored binding against the matter's content-addressed copy of its
 * source: the copy's bytes still hash to their name, the user's original (when it is
 * still there) is unchanged, the canonical text still hashes to the recorded version,
 * and each quote still sits at its offsets. Anything else fails closed: the claim
 * leaves supported/inferred with SOURCE_CHANGED and joins the review queue.
 */
export function recheck(matter: Matter, now = new Date()): RecheckResult {
  const db = matter.db;
  const docs = new Map<string, DocCheck>();
  const rows = listDocumentIntegrity(db);
  for (const d of rows) {
    const textHash = sha256Hex(d.text);
    let problem: string | null = null;
    const copy = sourcePath(matter, d.sha256);
    if (!existsSync(copy)) problem = `the stored copy of ${d.file_name} is missing`;
    else if (sha256Hex(readFileSync(copy)) !== d.sha256) problem = `the stored copy of ${d.file_name} changed on disk`;
    else if (textHash !== d.text_sha256) problem = `the canonical text of ${d.file_name} no longer matches its recorded hash`;
    else if (d.original_path && existsSync(d.original_path) && sha256Hex(readFileSync(d.original_path)) !== d.sha256) problem = `the original file ${d.original_path} changed since it was ingested`;
    docs.set(d.id, { text: d.text, textHash, problem });
  }

  const claims = listAllClaims(db);

  const result: RecheckResult = { checked: 0, changed: [] };
  const at = now.toISOString();
  const failures: Array<{ c: (typeof claims)[number]; problem: string }> = [];
  for (const c of claims) {
    const located = c.evidence.filter((e) => e.offsets && e.match);
    if (located.length === 0) continue;
    result.checked++;
    let problem: string | null = null;
    for (const e of located) {
      const d = docs.get(e.doc);
      problem = !d ? `its source ${e.doc} is no longer in the matter` : (d.problem ?? evidenceProblem(e, d.text, MATCHING.normalizedEqualAt, d.textHash));
      if (problem) break;
    }
    if (problem && !c.reasons.includes('SOURCE_CHANGED')) failures.push({ c, problem });
  }
  if (failures.length === 0) return result;
  db.transaction(() => {
    for (const { c, problem } of failures) {
      const to = c.state === 'supported' || c.state === 'inferred' ? 'unverified' : c.state;
      const trust = Math.min(c.trustScore, 20);
      const reasons: ReasonCode[] = [...c.reasons, 'SOURCE_CHANGED'];
      insertReview(db, {
        claimId: c.id, reviewer: RECHECK_REVIEWER, action: 'recheck', note: problem, beforeState: c.state, afterState: to,
        beforeTrust: c.trustScore, afterTrust: trust, beforeReasons: c.reasons, beforeEvidence: c.evidence, afterEvidence: c.evidence, undoes: null, at,
      });
      updateClaim(db, c.id, { state: to, trustScore: trust, reasons, evidence: c.evidence, updatedAt: at });
      appendEvent(db, c.traceId, 'recheck.failed', { claim: c.id, before: c.state, after: to, reason: 'SOURCE_CHANGED', problem }, at);
      result.changed.push({ claim: c.id, trace: c.traceId, from: c.state, to, problem });
    }
  }).immediate();
  return result;
}
