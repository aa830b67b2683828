import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClaimPlan } from '../../../electron/pipeline/answers-in/plan.js';
import { adjustClaim } from '../../../electron/pipeline/ask/verify-pasted.js';
import type { CheckedAuthority } from '../../../electron/pipeline/authorities/check.js';
import { lowerOnly, type StateDecision } from '../../../electron/pipeline/verification/state.js';
import type { AuthorityStatus, ClaimState, ReasonCode } from '../../../shared/response.js';

const RANK: Record<ClaimState, number> = { supported: 4, inferred: 3, unverified: 2, contradicted: 1, excluded: 0 };
const state = fc.constantFrom<ClaimState>('supported', 'inferred', 'unverified', 'contradicted', 'excluded');
const reason = fc.constantFrom<ReasonCode>('JUDGE_ABSTAINED', 'UNKNOWN_DOCUMENT', 'FUZZY_MATCH', 'REFERENCE_MISMATCH');
const decision = fc.record({ state, reasons: fc.uniqueArray(reason, { maxLength: 3 }), trustScore: fc.integer({ min: 0, max: 100 }) });

const plan = (p: Partial<ClaimPlan> = {}): ClaimPlan => ({ judgedText: 'x', citations: [], foundBy: 'answer', references: [], unknownDocument: false, referenceMismatch: false, noEvidence: false, namedDocs: [], ...p });
const authority = (status: AuthorityStatus): CheckedAuthority => ({ text: '1 U.S. 1', kind: 'case', form: 'full', span: [0, 8], status });
const clean = { quotedTextMissing: false, legalCitationMissing: false };
const supported: StateDecision = { state: 'supported', reasons: [], trustScore: 95 };

describe('lowerOnly: verify’s checks can only make a claim worse', () => {
  it('property: never a better state, every reason kept, trust never higher than either or the state’s ceiling', () => {
    fc.assert(
      fc.property(decision, decision, (before, after) => {
        const d = lowerOnly(before, after);
        expect(RANK[d.state]).toBeLessThanOrEqual(RANK[before.state]);
        for (const r of [...before.reasons, ...after.reasons]) expect(d.reasons).toContain(r);
        expect(d.trustScore).toBeLessThanOrEqual(Math.min(before.trustScore, after.trustScore));
        if (d.state === 'inferred') expect(d.trustScore).toBeLessThanOrEqual(65);
        if (d.state === 'unverified') expect(d.trustScore).toBeLessThanOrEqual(40);
      }),
      { numRuns: 500 },
    );
  });
});

describe('adjustClaim', () => {
  const after = (p: Partial<ClaimPlan>, auth: AuthorityStatus[] = [], written = clean) => lowerOnly(supported, adjustClaim(supported, plan(p), auth.map(authority), written));
  it.each<[string, Partial<ClaimPlan>, AuthorityStatus[], typeof clean, ClaimState, ReasonCode]>([
    ['unknown document', { unknownDocument: true }, [], clean, 'unverified', 'UNKNOWN_DOCUMENT'],
    ['reference mismatch', { referenceMismatch: true }, [], clean, 'inferred', 'REFERENCE_MISMATCH'],
    ['no evidence found', { noEvidence: true }, [], clean, 'unverified', 'NO_EVIDENCE_FOUND'],
    ['authority not found', {}, ['not_found'], clean, 'contradicted', 'AUTHORITY_NOT_FOUND'],
    ['authority name mismatch', {}, ['name_mismatch'], clean, 'unverified', 'AUTHORITY_NAME_MISMATCH'],
    ['authority not in matter', {}, ['not_in_matter'], clean, 'unverified', 'AUTHORITY_NOT_IN_MATTER'],
    ['authority exists but not in matter', {}, ['exists'], clean, 'unverified', 'AUTHORITY_NOT_IN_MATTER'],
    ['authority unchecked', {}, ['unchecked'], clean, 'unverified', 'AUTHORITY_NOT_IN_MATTER'],
    ['quoted words missing from the cited documents', {}, [], { quotedTextMissing: true, legalCitationMissing: false }, 'unverified', 'QUOTED_TEXT_NOT_IN_SOURCE'],
    ['a section the cited documents do not contain', {}, [], { quotedTextMissing: false, legalCitationMissing: true }, 'unverified', 'LEGAL_CITATION_UNVERIFIED'],
  ])('%s', (_, p, auth, written, want, code) => {
    const d = after(p, auth, written);
    expect(d.state).toBe(want);
    expect(d.reasons).toContain(code);
  });

  it('an authority the matter holds, and a clean claim, change nothing', () => {
    expect(after({}, ['in_matter'])).toEqual(supported);
  });
});
