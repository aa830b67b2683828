import { PinciteError } from '../../../shared/errors.js';
import type { ClaimState, Evidence, ReasonCode } from '../../../shared/response.js';
import type { ReviewAction, ReviewRow } from '../../store/reviews.js';

export type ClaimNow = { id: string; state: ClaimState; trustScore: number; reasons: ReasonCode[]; evidence: Evidence[] };

export type Decision = {
  state: ClaimState;
  trustScore: number;
  reasons: ReasonCode[];
  evidence: Evidence[];
  undoes: number | null;
};

/** Trust of a claim a reviewer confirmed against a bound span: high, but never above the machine's best. */
const REVIEWED_TRUST = 95;
const JUDGE_REASONS: ReadonlySet<ReasonCode> = new Set(['JUDGE_NO_VERDICT', 'JUDGE_ABSTAINED', 'JUDGE_CONTRADICTED', 'LOW_CONFIDENCE']);

/**
 * The rules of review, pure. A reviewer decides as the human judge, but Layer 1 still
 * holds: `confirm` needs a span bound exact or normalized in the cited source that still
 * checks out; `rebind` supplies such a span (bound before this is called). `exclude` is
 * soft and reversible by `restore`; `undo` reverts the latest decision not yet undone,
 * as a new decision. `note` changes nothing but the record.
 */
export function decide(
  claim: ClaimNow,
  action: Exclude<ReviewAction, 'recheck'>,
  history: readonly ReviewRow[],
  opts: { rebound?: Evidence; holds: (e: Evidence) => boolean; removed?: readonly string[] },
): Decision {
  const keep = { state: claim.state, trustScore: claim.trustScore, reasons: claim.reasons, evidence: claim.evidence, undoes: null };
  // Titles of the cited documents that were removed from the matter (M10): nothing may make such a claim green.
  const removed = opts.removed ?? [];
  const reviewed = (state: ClaimState, trustScore: number, evidence = claim.evidence): Decision => ({
    state,
    trustScore,
    // SOURCE_REMOVED stays while the document is out of the matter; a decision on a document added back drops it.
    reasons: [...claim.reasons.filter((r) => !JUDGE_REASONS.has(r) && r !== 'REVIEWER_DECISION' && (r !== 'SOURCE_REMOVED' || removed.length > 0)), 'REVIEWER_DECISION'],
    evidence,
    undoes: null,
  });
  const refuseRemoved = (what: string) => {
    if (removed.length === 0) return;
    throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} cites ${removed.map((t) => `“${t}”`).join(', ')}, which ${removed.length === 1 ? 'was' : 'were'} removed from the matter, so it cannot be ${what}. Contradict or exclude it, or add the document back (ingest the same file again) first.`);
  };
  switch (action) {
    case 'note':
      return keep;
    case 'confirm': {
      refuseRemoved('confirmed');
      const bound = claim.evidence.filter((e) => (e.match === 'exact' || e.match === 'normalized') && e.offsets && opts.holds(e));
      if (bound.length === 0) {
        throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} has no span bound in its cited source, so it cannot be confirmed. Rebind it: select the supporting text in the PDF.`);
      }
      if (claim.reasons.includes('SOURCE_CHANGED')) {
        throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} cites a source that changed on disk (SOURCE_CHANGED); rebind it to the current text before confirming.`);
      }
      return reviewed('supported', REVIEWED_TRUST, bound);
    }
    case 'rebind': {
      refuseRemoved('rebound to it');
      const e = opts.rebound;
      if (!e || !e.offsets || (e.match !== 'exact' && e.match !== 'normalized') || !opts.holds(e)) {
        throw new PinciteError('INVALID_INPUT', `The selected text could not be bound (exactly or after normalisation) in the cited source of claim ${claim.id}. Select text from the source's text layer.`);
      }
      return { ...reviewed('supported', REVIEWED_TRUST, [e]), reasons: ['REVIEWER_DECISION'] };
    }
    case 'contradict':
      return reviewed('contradicted', 0);
    case 'exclude':
      if (claim.state === 'excluded') throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} is already excluded.`);
      return { ...keep, state: 'excluded', trustScore: 0 };
    case 'restore': {
      if (claim.state !== 'excluded') throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} is not excluded; there is nothing to restore.`);
      const exclusion = [...history].reverse().find((r) => r.action === 'exclude' && r.afterState === 'excluded');
      if (!exclusion) throw new PinciteError('INVALID_INPUT', `No exclusion of claim ${claim.id} is on record to restore.`);
      if (removed.length > 0 && (exclusion.beforeState === 'supported' || exclusion.beforeState === 'inferred')) {
        // Brought back, but its evidence left the matter: to the queue, never green.
        return { ...keep, state: 'unverified', trustScore: Math.min(exclusion.beforeTrust, 20), reasons: [...exclusion.beforeReasons.filter((r) => r !== 'REVIEWER_DECISION' && r !== 'SOURCE_REMOVED'), 'SOURCE_REMOVED'] };
      }
      return { ...keep, state: exclusion.beforeState, trustScore: exclusion.beforeTrust, reasons: exclusion.beforeReasons };
    }
    case 'undo': {
      const undone = new Set(history.filter((r) => r.undoes !== null).map((r) => r.undoes));
      const target = [...history].reverse().find((r) => r.action !== 'undo' && r.action !== 'note' && r.action !== 'recheck' && !undone.has(r.id));
      if (!target) throw new PinciteError('INVALID_INPUT', `Claim ${claim.id} has no decision to undo.`);
      const evidence = target.beforeEvidence ?? claim.evidence;
      if (target.beforeState === 'supported' || target.beforeState === 'inferred') refuseRemoved(`made ${target.beforeState} again by undoing`);
      // Undo may not resurrect a supported state without a bound span that still holds.
      if (target.beforeState === 'supported' && !evidence.some((e) => e.offsets && (e.match === 'exact' || e.match === 'normalized') && opts.holds(e))) {
        throw new PinciteError('INVALID_INPUT', `Undoing would make claim ${claim.id} supported without a bound span that still checks out; rebind it instead.`);
      }
      const reasons = removed.length > 0 && !target.beforeReasons.includes('SOURCE_REMOVED') ? [...target.beforeReasons.filter((r) => r !== 'REVIEWER_DECISION'), 'SOURCE_REMOVED' as const] : target.beforeReasons;
      return { state: target.beforeState, trustScore: target.beforeTrust, reasons, evidence, undoes: target.id };
    }
  }
}
