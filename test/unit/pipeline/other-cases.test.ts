import { describe, expect, it } from 'vitest';
import { aboutCaseSetAside, casesSetAside } from '../../../electron/pipeline/text/other-cases.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/** Cases a question sets aside (other-cases.ts); trial 51's question over cuad-scale-340 (CUAD v1, CC BY 4.0). */
const Q = "What is the cap on a party's liability under the maintenance agreement for claims other than bodily injury, property damage or wilful misconduct?";
const LIMB_A = 'A PARTY’S TOTAL LIABILITY TO THE OTHER PARTY IN CONNECTION WITH THIS AGREEMENT, FOR ANY AND ALL CAUSES OF ACTIONS AND CLAIMS, INCLUDING, WITHOUT LIMITATION, BREACH OF CONTRACT, BREACH OF WARRANTY, NEGLIGENCE, STRICT LIABILITY, MISREPRESENTATION AND OTHER TORTS, SHALL BE: (a) FOR BODILY INJURY OR DEATH TO ANY PERSON PROXIMATELY CAUSED BY A PARTY’S NEGLIGENCE, THE AMOUNT OF DIRECT DAMAGES PROVEN;';
const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null } as const;

describe('casesSetAside: what a question asks about by setting the rest aside', () => {
  it('reads each case after "other than", "except for", "excluding"', () => {
    expect(casesSetAside(Q).map((c) => c.said)).toEqual(['bodily injury', 'property damage', 'wilful misconduct']);
    expect(casesSetAside('Can the Licensee assign to anyone other than an Affiliate without consent?').map((c) => c.said)).toEqual(['an Affiliate without consent']);
    expect(casesSetAside('Is liability capped, excluding indemnities, and what is the cap?').map((c) => c.said)).toEqual(['indemnities']);
    expect(casesSetAside('What is the cap on liability?')).toEqual([]);
  });
  it('a clause about a case set aside is about it; one that sets it aside itself is about the rest', () => {
    const cases = casesSetAside(Q);
    expect(aboutCaseSetAside(LIMB_A, cases)).toBe('bodily injury');
    expect(aboutCaseSetAside("Except for bodily injury, property damage or wilful misconduct, a party's total liability shall not exceed the fees paid in the prior twelve months.", cases)).toBeNull();
    expect(aboutCaseSetAside("A party's total liability shall not exceed the fees paid in the prior twelve months.", cases)).toBeNull();
  });
});

describe('responsiveness: a claim about a case the question set aside is partial, for any generator (trial 51, cuad-scale-340 § 5.3(a))', () => {
  it('says which case', () => {
    expect(lexicalResponsiveness({ ...base, question: Q, claim: LIMB_A })).toMatchObject({ value: 'partial', detail: 'The question asks about cases other than “bodily injury”; the claim is about “bodily injury”.' });
  });
});
