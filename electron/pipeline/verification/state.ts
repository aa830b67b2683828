import type { Policy } from '../../../shared/policies.js';
import type { ClaimState, Evidence, ReasonCode, Verdict } from '../../../shared/response.js';

export type VerdictInput = { verdict: Verdict; confidence: number } | null;

export type ClaimAssessment = {
  evidence: readonly Evidence[];
  /** The judge's verdict on the bound source text; null = no (valid) verdict. */
  verdict: VerdictInput;
  /** Text in quotation marks in the claim that no cited source contains. */
  quotedTextMissing: boolean;
  /** A statute/case/section reference in the claim that no cited source contains. */
  legalCitationMissing: boolean;
  /** The bound span has a carve-out the claim leaves out (carve-outs.ts): at best inferred. */
  carveOutOmitted?: boolean;
};

export type StateDecision = { state: ClaimState; reasons: ReasonCode[]; trustScore: number };

/** Evidence the judge may read: some source text is at recorded offsets. */
export function isLocated(e: Evidence): boolean {
  return e.offsets !== null && e.match !== null && e.reason !== 'QUOTE_IN_OTHER_SOURCE';
}

/** Evidence that counts as a Layer 1 pass under the policy: exact/normalized (fuzzy only if allowed), inside the cited anchor. */
export function isBound(e: Evidence, policy: Policy): boolean {
  if (!isLocated(e) || !e.inAnchor) return false;
  if (e.match === 'fuzzy') return policy.allowFuzzy && (e.score ?? 0) >= policy.minFuzzyScore;
  return true;
}

const CEILING: Record<ClaimState, number> = { supported: 100, inferred: 65, unverified: 40, contradicted: 10, excluded: 0 };
const MATCH_FACTOR = { exact: 1, normalized: 0.97, fuzzy: 0.85 } as const;

/**
 * The state machine for one claim — pure, and the only place a state is decided.
 * Supported needs every citation bound (Layer 1) AND an entailed verdict at or above the
 * policy's confidence; with no located evidence a claim is never better than unverified,
 * whatever the judge said. Reasons accumulate; nothing is hidden.
 */
export function decideClaimState(a: ClaimAssessment, policy: Policy): StateDecision {
  const reasons = new Set<ReasonCode>();
  for (const e of a.evidence) {
    if (e.reason) reasons.add(e.reason);
    if (e.match === 'fuzzy') reasons.add('FUZZY_MATCH');
    if (isLocated(e) && !e.inAnchor) reasons.add('QUOTE_OUTSIDE_ANCHOR');
  }
  if (a.evidence.length === 0) reasons.add('NO_CITATIONS');
  const located = a.evidence.filter(isLocated);
  const allBound = a.evidence.length > 0 && a.evidence.every((e) => isBound(e, policy));

  let state: ClaimState;
  if (located.length === 0) {
    state = 'unverified';
  } else if (a.verdict === null) {
    reasons.add('JUDGE_NO_VERDICT');
    state = 'unverified';
  } else if (a.verdict.verdict === 'contradicted') {
    reasons.add('JUDGE_CONTRADICTED');
    state = 'contradicted';
  } else if (a.verdict.verdict === 'abstain') {
    reasons.add('JUDGE_ABSTAINED');
    state = 'unverified';
  } else if (!(a.verdict.confidence >= policy.minJudgeConfidence)) {
    reasons.add('LOW_CONFIDENCE');
    state = 'unverified';
  } else {
    state = allBound ? 'supported' : 'inferred';
  }

  if (a.carveOutOmitted) {
    reasons.add('CARVE_OUT_OMITTED');
    if (state === 'supported') state = 'inferred';
  }
  if (a.quotedTextMissing) reasons.add('QUOTED_TEXT_NOT_IN_SOURCE');
  if (a.legalCitationMissing) reasons.add('LEGAL_CITATION_UNVERIFIED');
  const extractorConfidence = Math.min(1, ...located.map((e) => e.extractorConfidence ?? 1));
  if (extractorConfidence < policy.minExtractorConfidence) reasons.add('LOW_CONFIDENCE');
  if ((state === 'supported' || state === 'inferred') && (a.quotedTextMissing || a.legalCitationMissing || extractorConfidence < policy.minExtractorConfidence)) {
    state = 'unverified';
  }

  return { state, reasons: [...reasons], trustScore: trustScore(state, a, located, extractorConfidence) };
}

/**
 * 0–100: the weakest link of match quality, judge confidence and extractor confidence,
 * capped by what the state allows (an inferred claim never scores like a supported one).
 */
function trustScore(state: ClaimState, a: ClaimAssessment, located: readonly Evidence[], extractorConfidence: number): number {
  if (state === 'excluded') return 0;
  const match = located.length === 0 ? 0 : Math.min(...located.map((e) => (e.match ? MATCH_FACTOR[e.match] * (e.match === 'fuzzy' ? (e.score ?? 0) : 1) : 0)));
  const judge = a.verdict === null ? 0.3 : a.verdict.verdict === 'entailed' ? a.verdict.confidence : a.verdict.verdict === 'abstain' ? 0.4 : 1 - a.verdict.confidence;
  const raw = 100 * Math.min(match, judge, extractorConfidence);
  return Math.max(0, Math.min(CEILING[state], Math.round(raw)));
}

const RANK: Record<ClaimState, number> = { supported: 4, inferred: 3, unverified: 2, contradicted: 1, excluded: 0 };

/**
 * An adjustment of a decided state that can only make it worse: the lower state, every
 * reason of both, the lower trust score (capped by the state's ceiling).
 */
export function lowerOnly(before: StateDecision, after: StateDecision): StateDecision {
  const state = RANK[after.state] < RANK[before.state] ? after.state : before.state;
  const reasons = [...new Set([...before.reasons, ...after.reasons])];
  return { state, reasons, trustScore: Math.min(before.trustScore, after.trustScore, CEILING[state]) };
}

export function emptySummary(): Record<ClaimState, number> {
  return { supported: 0, inferred: 0, unverified: 0, contradicted: 0, excluded: 0 };
}
