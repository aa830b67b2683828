import { describe, expect, it } from 'vitest';
import { askedLiabilityOf, liabilityOfAnother } from '../../../electron/pipeline/text/liability-of.js';

// cuad-dev-21 § 14 (trial 38): the cap is Excite's; the question asks the Sponsor's.
const EXCITE_CAP = 'THE LIABILITY OF EXCITE FOR DAMAGES OR ALLEGED DAMAGES HEREUNDER, WHETHER IN CONTRACT, TORT OR ANY OTHER LEGAL THEORY, IS LIMITED TO, AND WILL NOT EXCEED, THE AMOUNTS ACTUALLY PAID BY SPONSOR TO EXCITE HEREUNDER.';
const PARTIES = [['Excite', 'Excite, Inc.'], ['Sponsor', 'N2K Inc.']];

describe('askedLiabilityOf: whose liability a question names', () => {
  it('reads a possessive or "liability of", not either party’s', () => {
    expect(askedLiabilityOf("Is the Sponsor's liability capped at the amounts it paid to Excite?")).toBe('Sponsor');
    expect(askedLiabilityOf('Is there a cap on the aggregate liability of Licensor?')).toBe('Licensor');
    expect(askedLiabilityOf("Is Excite's total liability limited?")).toBe('Excite');
    expect(askedLiabilityOf("Does this agreement limit or exclude a party's liability?")).toBeNull();
    expect(askedLiabilityOf("Is either party's liability capped?")).toBeNull();
    expect(askedLiabilityOf('Is liability capped?')).toBeNull();
  });
});

describe('liabilityOfAnother: a clause that limits another party’s liability', () => {
  it('finds the other party the clause names', () => {
    expect(liabilityOfAnother('Sponsor', EXCITE_CAP, PARTIES)).toEqual({ asked: 'Sponsor', said: 'Excite' });
    expect(liabilityOfAnother('Sponsor', 'In no event shall Excite be liable for lost profits.', PARTIES)).toEqual({ asked: 'Sponsor', said: 'Excite' });
    expect(liabilityOfAnother('N2K Inc.', "Excite's aggregate liability shall not exceed $100,000.", PARTIES)).toEqual({ asked: 'N2K Inc.', said: 'Excite' });
  });
  it('leaves alone the asked party’s, either party’s, and a clause that names no party whose liability it limits', () => {
    expect(liabilityOfAnother('Excite', EXCITE_CAP, PARTIES)).toBeNull();
    expect(liabilityOfAnother('Sponsor', 'IN NO EVENT WILL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES.', PARTIES)).toBeNull();
    expect(liabilityOfAnother('Sponsor', 'The liability of each party shall not exceed the fees paid.', PARTIES)).toBeNull();
    expect(liabilityOfAnother('Sponsor', 'Damages are limited to the amounts paid hereunder.', PARTIES)).toBeNull();
    expect(liabilityOfAnother(null, EXCITE_CAP, PARTIES)).toBeNull();
    expect(liabilityOfAnother('Sponsor', EXCITE_CAP, [])).toBeNull();
  });
});
