import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideClaimState, isBound, isLocated } from '../../../electron/pipeline/verification/state.js';
import { POLICIES } from '../../../shared/policies.js';
import type { Evidence } from '../../../shared/response.js';

const bound = (over: Partial<Evidence> = {}): Evidence => ({
  quote: 'q', anchor: 'd1-0001', doc: 'd1', page: 1, offsets: [10, 20], sourceHash: 'h', match: 'exact', score: 1, inAnchor: true, boxes: [], extractorConfidence: 1, ...over,
});
const notFound = (): Evidence => bound({ offsets: null, match: null, score: undefined, inAnchor: false, reason: 'QUOTE_NOT_FOUND', page: null });
const entailed = (confidence = 0.95) => ({ verdict: 'entailed' as const, confidence });
const base = { quotedTextMissing: false, legalCitationMissing: false };
const balanced = POLICIES.balanced;

describe('decideClaimState', () => {
  it('supported: every citation bound inside its anchor and entailed', () => {
    expect(decideClaimState({ ...base, evidence: [bound()], verdict: entailed() }, balanced)).toMatchObject({ state: 'supported', reasons: [] });
  });
  it('inferred: entailed but Layer 1 only partial (outside the anchor)', () => {
    const d = decideClaimState({ ...base, evidence: [bound({ inAnchor: false })], verdict: entailed() }, balanced);
    expect(d).toMatchObject({ state: 'inferred', reasons: ['QUOTE_OUTSIDE_ANCHOR'] });
    expect(d.trustScore).toBeLessThanOrEqual(65);
  });
  it('inferred: one of two citations not found', () => {
    expect(decideClaimState({ ...base, evidence: [bound(), notFound()], verdict: entailed() }, balanced).state).toBe('inferred');
  });
  it('fuzzy is labelled and never supported under strict or balanced; lenient may', () => {
    const fuzzy = bound({ match: 'fuzzy', score: 0.93 });
    for (const p of [POLICIES.strict, balanced]) {
      const d = decideClaimState({ ...base, evidence: [fuzzy], verdict: entailed() }, p);
      expect(d.state).not.toBe('supported');
      expect(d.reasons).toContain('FUZZY_MATCH');
    }
    const l = decideClaimState({ ...base, evidence: [fuzzy], verdict: entailed() }, POLICIES.lenient);
    expect(l).toMatchObject({ state: 'supported' });
    expect(l.reasons).toContain('FUZZY_MATCH');
  });
  it('no locatable evidence is never supported, whatever the judge says', () => {
    for (const e of [[], [notFound()], [bound({ offsets: null, match: null, reason: 'QUOTE_IN_OTHER_SOURCE' })]]) {
      expect(decideClaimState({ ...base, evidence: e, verdict: entailed(1) }, POLICIES.lenient).state).toBe('unverified');
    }
  });
  it('maps verdicts: none → JUDGE_NO_VERDICT, abstain → JUDGE_ABSTAINED, contradicted, low confidence', () => {
    expect(decideClaimState({ ...base, evidence: [bound()], verdict: null }, balanced)).toMatchObject({ state: 'unverified', reasons: ['JUDGE_NO_VERDICT'] });
    expect(decideClaimState({ ...base, evidence: [bound()], verdict: { verdict: 'abstain', confidence: 0.9 } }, balanced)).toMatchObject({ state: 'unverified', reasons: ['JUDGE_ABSTAINED'] });
    expect(decideClaimState({ ...base, evidence: [bound()], verdict: { verdict: 'contradicted', confidence: 0.9 } }, balanced)).toMatchObject({ state: 'contradicted', reasons: ['JUDGE_CONTRADICTED'] });
    expect(decideClaimState({ ...base, evidence: [bound()], verdict: entailed(0.5) }, balanced)).toMatchObject({ state: 'unverified', reasons: ['LOW_CONFIDENCE'] });
  });
  it('quoted text or a legal citation the sources lack keeps a claim out of supported', () => {
    expect(decideClaimState({ ...base, quotedTextMissing: true, evidence: [bound()], verdict: entailed() }, balanced)).toMatchObject({ state: 'unverified', reasons: ['QUOTED_TEXT_NOT_IN_SOURCE'] });
    expect(decideClaimState({ ...base, legalCitationMissing: true, evidence: [bound()], verdict: entailed() }, balanced)).toMatchObject({ state: 'unverified', reasons: ['LEGAL_CITATION_UNVERIFIED'] });
  });
  it('OCR text below the policy confidence goes to review as LOW_CONFIDENCE', () => {
    expect(decideClaimState({ ...base, evidence: [bound({ extractorConfidence: 0.6 })], verdict: entailed() }, balanced)).toMatchObject({ state: 'unverified', reasons: ['LOW_CONFIDENCE'] });
  });

  const evidenceArb: fc.Arbitrary<Evidence> = fc.record({
    located: fc.boolean(),
    match: fc.constantFrom('exact', 'normalized', 'fuzzy') as fc.Arbitrary<'exact' | 'normalized' | 'fuzzy'>,
    score: fc.double({ min: 0, max: 1, noNaN: true }),
    inAnchor: fc.boolean(),
    conf: fc.double({ min: 0, max: 1, noNaN: true }),
    reason: fc.constantFrom(undefined, 'QUOTE_NOT_FOUND', 'QUOTE_IN_OTHER_SOURCE') as fc.Arbitrary<Evidence['reason']>,
  }).map((r) =>
    r.located
      ? bound({ match: r.match, score: r.score, inAnchor: r.inAnchor, extractorConfidence: r.conf, ...(r.reason === 'QUOTE_IN_OTHER_SOURCE' ? { reason: r.reason } : {}) })
      : bound({ offsets: null, match: null, inAnchor: false, reason: r.reason ?? 'QUOTE_NOT_FOUND' }),
  );
  const verdictArb = fc.option(fc.record({ verdict: fc.constantFrom('entailed', 'contradicted', 'abstain') as fc.Arbitrary<'entailed' | 'contradicted' | 'abstain'>, confidence: fc.double({ min: 0, max: 1, noNaN: true }) }), { nil: null });

  it('property: supported implies every citation bound, entailed at the policy confidence, nothing missing', () => {
    fc.assert(
      fc.property(fc.array(evidenceArb, { maxLength: 4 }), verdictArb, fc.boolean(), fc.boolean(), fc.constantFrom('strict', 'balanced', 'lenient') as fc.Arbitrary<'strict' | 'balanced' | 'lenient'>, (evidence, verdict, q, l, pid) => {
        const policy = POLICIES[pid];
        const d = decideClaimState({ evidence, verdict, quotedTextMissing: q, legalCitationMissing: l }, policy);
        expect(d.trustScore).toBeGreaterThanOrEqual(0);
        expect(d.trustScore).toBeLessThanOrEqual(100);
        if (evidence.filter(isLocated).length === 0) expect(['unverified']).toContain(d.state);
        if (d.state === 'supported') {
          expect(evidence.length).toBeGreaterThan(0);
          expect(evidence.every((e) => isBound(e, policy))).toBe(true);
          expect(verdict?.verdict).toBe('entailed');
          expect(verdict!.confidence).toBeGreaterThanOrEqual(policy.minJudgeConfidence);
          expect(q || l).toBe(false);
          expect(evidence.every((e) => (e.extractorConfidence ?? 1) >= policy.minExtractorConfidence)).toBe(true);
        }
        if (d.state === 'inferred') expect(verdict?.verdict).toBe('entailed');
        if (verdict === null && evidence.some(isLocated)) expect(d.reasons).toContain('JUDGE_NO_VERDICT');
      }),
      { numRuns: 5000 },
    );
  });
});
