import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferredWord } from '../../../electron/pipeline/text/deferred-words.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/** cuad-dev-10 § 3.01(a), as the contract writes it (../shared/corpus/cuad). */
const GRANT =
  'Subject to the terms and conditions of this Agreement, as of the Distribution Date, Nuance hereby grants to SpinCo and the members of the SpinCo Group a worldwide, non-exclusive, fully paid-up, perpetual and irrevocable, transferable (subject to ARTICLE VIII), sublicensable (subject to Section 3.01(g)) license under the Nuance Patents, solely to the extent that claims of the Nuance Patents cover products or services of the SpinCo Business in the SpinCo Field of Use.';
/** § 3.01(g), which says to whom. */
const SUBLICENSES =
  'The licenses granted to the SpinCo Group in this Section 3.01 include the right to grant sublicenses within the scope of such licenses only to members of the SpinCo Group and, without any further right to sublicense, to their respective (i) contractors, distributors, manufacturers and resellers, solely for the benefit of the SpinCo Business, and (ii) end users and customers.';
const judge = (question: string, claim: string) => lexicalResponsiveness({ question, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });

describe('a word a clause leaves to another provision (trial 45, cuad-dev-10)', () => {
  it('finds the asked word said only in a reference, with where it is left', () => {
    expect(deferredWord('To whom may Cerence and the SpinCo Group grant sublicenses under the licenses Nuance grants them?', GRANT)).toEqual({ word: 'sublicensable', to: 'Section 3.01(g)' });
    expect(deferredWord('Is the patent license transferable?', GRANT)).toEqual({ word: 'transferable', to: 'ARTICLE VIII' });
    expect(deferredWord('Can the Licensee assign its rights (as set forth in Section 9)?', 'Licensee may assign (as set forth in Section 9.2) its rights to an Affiliate.')).toEqual({ word: 'assign', to: 'Section 9.2' });
  });
  it('not a word the clause says itself, nor one the question does not ask', () => {
    expect(deferredWord('Is the patent license perpetual?', GRANT)).toBeNull();
    expect(deferredWord('To whom may the SpinCo Group grant sublicenses?', SUBLICENSES)).toBeNull();
    expect(deferredWord('Is the license transferable?', 'The license is transferable (subject to Section 8) and transferable to any Affiliate without consent.')).toBeNull();
  });
  it('makes the grant partial for "to whom may … grant sublicenses?", naming the provision; the provision itself is not', () => {
    const q = 'To whom may Cerence and the SpinCo Group grant sublicenses under the licenses Nuance grants them?';
    expect(judge(q, GRANT)).toMatchObject({ value: 'partial', detail: 'The claim leaves “sublicensable” to Section 3.01(g): that provision answers what the question asks.' });
    expect(judge(q, SUBLICENSES).detail).not.toMatch(/leaves/);
  });
  it('never flags a word the claim also says outside every reference (property)', () => {
    const word = fc.constantFrom('transferable', 'sublicensable', 'assignable', 'exclusive', 'terminable');
    const ref = fc.constantFrom('Section 3.01(g)', 'Article VIII', 'Clause 12', '§ 4.2', 'Schedule B');
    fc.assert(
      fc.property(word, ref, fc.constantFrom('subject to', 'as set forth in', 'pursuant to'), (w, r, cue) => {
        const claim = `The license is ${w} (${cue} ${r}), and it is ${w} to any Affiliate.`;
        expect(deferredWord(`Is the license ${w}?`, claim)).toBeNull();
        expect(deferredWord(`Is the license ${w}?`, `The license is ${w} (${cue} ${r}).`)).toEqual({ word: w, to: r });
      }),
    );
  });
});
