import { describe, expect, it } from 'vitest';
import { asksWhetherAnyExists } from '../../../electron/pipeline/text/question-type.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/**
 * Asked whether something exists, a clause that denies it is no "yes". In the review table (session 42's run over the 467
 * CUAD contracts) each claim below made its cell read "Yes": the Third Party Beneficiary and Liquidated Damages columns.
 * Every claim is quoted from those contracts (../shared/corpus/cuad-scale).
 */
const judge = (question: string, claim: string) => lexicalResponsiveness({ question, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });
const TPB = 'Is there a third-party beneficiary of this agreement?';
const LD = 'Does the agreement provide for liquidated damages or a termination fee?';

describe('a denial is no "yes"', () => {
  it('"Does the agreement provide for …?" asks whether one exists', () => {
    expect(asksWhetherAnyExists(LD)).toBe(true);
    expect(asksWhetherAnyExists('Does this agreement contain an exclusivity commitment?')).toBe(true);
    expect(asksWhetherAnyExists('Does the Distributor provide for its own insurance?')).toBe(false);
  });
  it('reads a third-party beneficiary denied, and says so', () => {
    for (const claim of [
      'This Agreement does not confer any rights or remedies on any third party.', // cuad-scale-158
      'This Agreement shall not confer any rights or remedies upon any person other than the Parties and their respective successors or permitted assigns.', // cuad-scale-364
      'The Parties agree that this Agreement is for the benefit of the Parties hereto only and is not intended to confer any legal rights or benefits on any third party, and that there are no third party beneficiaries to this Agreement or any part or specific provision of this Agreement.', // cuad-scale-360
    ]) {
      const r = judge(TPB, claim);
      expect(r.value, claim).toBe('partial');
      expect(r.detail, claim).toMatch(/^The claim denies what the question asks about: “/);
    }
  });
  it('reads a termination fee denied', () => {
    expect(judge(LD, 'In the event IBM cancels Purchase Order as the result of MSL\'s default, no cancellation charge shall be applicable.')).toMatchObject({ value: 'partial', detail: 'The claim denies what the question asks about: “no cancellation charge”.' }); // cuad-scale-364
  });
  it('keeps a beneficiary granted, and a denial that excepts others than the parties (who are granted it)', () => {
    expect(judge(TPB, 'Changepoint, Inc. ("Changepoint") shall be a direct and intended third-party beneficiary to this Agreement.').value).toBe('responsive'); // cuad-scale-303
    expect(judge(TPB, 'This Agreement shall not confer any legal rights or benefits on any third party (other than Affiliates of the Parties hereto, to the extent set forth herein).').value).toBe('responsive'); // cuad-scale-425
  });
  it('keeps liquidated damages provided', () => {
    expect(judge(LD, 'The Termination Fee payable shall vary in accordance with the Table hereunder:').value).toBe('responsive'); // cuad-scale-355
  });
});
