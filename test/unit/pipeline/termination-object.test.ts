import { describe, expect, it } from 'vitest';
import { asksToEndAgreement, endsInstrumentOnly } from '../../../electron/pipeline/text/termination-object.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

// Clauses from CUAD contracts (CUAD v1, CC BY 4.0): cuad-dev-22 (a clinical study agreement) and others.
const NO_SCOPE = { scopeDocs: null, claimDoc: null, claimTitle: null };
const STUDY = 'LBIO may terminate a Study Order immediately upon written notice to MD Anderson if: (vi) MD Anderson or Principal Investigator materially breaches any obligations with respect to the Study, including failure to comply with this Agreement, the Protocol or the Study Order.';

describe('what a termination ends (termination-object.ts)', () => {
  it('a question about ending the agreement names no instrument under it', () => {
    expect(asksToEndAgreement('Can a party terminate this agreement?')).toBe(true);
    expect(asksToEndAgreement('How can the agreement be cancelled?')).toBe(true);
    expect(asksToEndAgreement('Can LBIO terminate a study order?')).toBe(false);
    expect(asksToEndAgreement('May the buyer cancel purchase orders?')).toBe(false);
    expect(asksToEndAgreement('Which law governs this agreement?')).toBe(false);
  });
  it('a clause that ends only an order, study or statement of work under the agreement ends that', () => {
    expect(endsInstrumentOnly(STUDY)).toBe('Study Order');
    expect(endsInstrumentOnly('LBIO may terminate the applicable Study in accordance with Section 8.3(ii).')).toBe('Study');
    expect(endsInstrumentOnly('Customer may cancel any Purchase Order upon thirty (30) days notice.')).toBe('Purchase Order');
    expect(endsInstrumentOnly('Upon termination of a Statement of Work, Supplier shall deliver all work in progress.')).toBe('Statement of Work');
  });
  it("a clause whose every termination or cancellation has another thing for its object ends that (cuad-dev-08, session 33's trial)", () => {
    // The time after the agreement's end that it names ends nothing.
    const names = 'C. You shall take such action as may be necessary to cancel any assumed name or equivalent registrations or listings in telephone or other directories which contain the names or Licensed Marks of AIRSOPURE, and You shall furnish AIRSOPURE with evidence satisfactory to AIRSOPURE of compliance with this obligation within 30 days after termination or expiration of this Agreement.';
    expect(endsInstrumentOnly(names)).toBe('assumed name or equivalent registrations or listings');
    expect(lexicalResponsiveness({ question: 'Can the franchisee terminate the agreement?', claim: names, heading: null, nameWords: [], ...NO_SCOPE, parties: [['Airsopure International Group, Inc.', 'AIRSOPURE'], ['You', 'Franchisee']] }).value).not.toBe('responsive');
    // A bare termination ends the agreement, whatever else the clause cancels; so does ending its licence or its services.
    expect(endsInstrumentOnly('Either party may terminate for convenience on 30 days notice, and may cancel any outstanding purchase orders.')).toBeNull();
    expect(endsInstrumentOnly('Licensor may terminate immediately if Licensee fails to pay.')).toBeNull();
    expect(endsInstrumentOnly('Company may terminate the license granted herein at any time.')).toBeNull();
    expect(endsInstrumentOnly('Buyer may terminate the Services at any time.')).toBeNull();
    expect(endsInstrumentOnly('Datec may terminate the whole or any part of this agreement for convenience at any time by giving the BSP at least 6 months prior written notice.')).toBeNull();
  });
  it('a clause that ends the agreement (as well) is about the agreement; one that only names it is not', () => {
    expect(endsInstrumentOnly('Either Party may terminate this Agreement or any Study Order upon ninety (90) days written notice.')).toBeNull();
    expect(endsInstrumentOnly('This Agreement and all Purchase Orders may be terminated by either party for convenience.')).toBeNull();
    expect(endsInstrumentOnly('Either Party may terminate this Agreement for the material breach of the other Party.')).toBeNull();
    // "comply with this Agreement" names the agreement without ending it.
    expect(endsInstrumentOnly(STUDY)).not.toBeNull();
  });
  // Session 23 (the section-masked ablation): cuad-scale-136's addendum term answered "When does the term of this agreement expire?".
  it('when the agreement expires is asked as how it ends; a clause that states only an instrument\'s term is about that', () => {
    expect(asksToEndAgreement('When does the term of this agreement expire?')).toBe(true);
    expect(endsInstrumentOnly('Unless otherwise provided in the applicable Facility Addendum, each Facility Addendum shall commence on the Effective Date and shall continue for a period of four (4) years from such date (the “Initial Term” of the Facility Addendum), unless extended or terminated pursuant to Section 7.3, 7.4, 7.5, 7.6 or 7.7.')).toBe('Addendum');
    // …while the agreement's own term, stated beside an instrument's, is the agreement's.
    expect(endsInstrumentOnly('This Agreement shall commence on the Effective Date and shall continue for five (5) years; each Statement of Work shall continue until its completion.')).toBeNull();
    expect(endsInstrumentOnly('The term of this Agreement shall be five (5) years from the Effective Date.')).toBeNull();
  });
  it('responsiveness, for any generator: ending a study order is partial to "Can a party terminate this agreement?"', () => {
    const r = lexicalResponsiveness({ ...NO_SCOPE, question: 'Can a party terminate this agreement?', claim: STUDY, heading: 'Termination of a Study Order', nameWords: [] });
    expect(r.value).toBe('partial');
    expect(r.detail).toMatch(/ends a Study Order under it/);
    expect(lexicalResponsiveness({ ...NO_SCOPE, question: 'Can LBIO terminate a study order?', claim: STUDY, heading: 'Termination of a Study Order', nameWords: [] }).value).toBe('responsive');
  });
});
