import { describe, expect, it } from 'vitest';
import { questionUnits } from '../../../electron/pipeline/text/question-units.js';
import { asksRestraint, saysRestraint } from '../../../electron/pipeline/text/restraint-object.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/**
 * "Is a party restricted from raising or reducing prices?" — the review table's Price Restrictions column — had 0 right
 * and 18 wrong green cells over the 467 CUAD contracts (session 42's table run). Every claim below is quoted from those
 * contracts (../shared/corpus/cuad, cuad-scale): the first group were green, none says a restraint on prices; the second
 * are CUAD's labelled price restrictions.
 */
const Q = 'Is a party restricted from raising or reducing prices?';
const judge = (claim: string, question = Q) => lexicalResponsiveness({ question, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });

describe('what a list of acts is done to (ACTS_DONE_TO)', () => {
  it('asks of the object of an "or" list of -ing forms', () => {
    expect(questionUnits(Q)).toMatchObject({ choices: [['rais', 'reduc']], askedOf: 'price' });
  });
  it('not of a compound noun ("shipping and handling"), a participle, or in a question with a concept', () => {
    expect(questionUnits('Does the licensee pay for shipping and handling charges?').askedOf).toBeUndefined();
    expect(questionUnits('Is the distributor barred from selling or marketing competing products?').askedOf).toBeUndefined();
    expect(questionUnits('Is a party restricted from soliciting or hiring the employees of the other party?').concepts).toContain('non_solicit');
  });
});

describe('a restraint asked is a restraint said', () => {
  it('reads the question', () => {
    expect(asksRestraint(Q)).toBe(true);
    expect(asksRestraint('Is LEA prohibited from developing or distributing other adult education products that compete with the Business?')).toBe(true);
    expect(asksRestraint('Can the Distributor raise its prices?')).toBe(false);
  });
  it('reads a denial, "only" or a restraint named; not "including but not limited to"', () => {
    expect(saysRestraint('Women.com may not increase the Payment Schedule more than once in any period of twelve (12) consecutive months.')).toBe(true);
    expect(saysRestraint('Such Prices and Volume Discount Prices shall only be subject to increase once per year on each anniversary date of this Agreement.')).toBe(true);
    // An insurance policy's limits are no restraint (trial 39, cuad-dev-01).
    expect(saysRestraint('The Agency will maintain valid errors and omissions insurance, with minimum limits of $1,000,000 per incident.')).toBe(false);
    expect(saysRestraint('Distributor is limited to selling the Products in the Territory.')).toBe(true);
    // The false friend nearly every contract has.
    expect(saysRestraint('Licensor may set prices in its discretion, including but not limited to list prices.')).toBe(false);
    expect(saysRestraint('Without limiting the generality of the foregoing, Manufacturer shall use commercially reasonable efforts to reduce the price of Product Materials.')).toBe(false);
    expect(saysRestraint('Eutectix will work diligently with Liquidmetal in an effort to reduce waste, enhance productivity, and decrease Prices through reductions in the cost of producing Liquidmetal Products, all without adversely impacting quality or delivery times.')).toBe(false);
  });
});

describe('the Price Restrictions column (session 43)', () => {
  it('does not answer with a clause that reduces something else, or that reduces prices unrestrained', () => {
    for (const claim of [
      // cuad-dev-08 § 16.03: the covenant's scope, not a price.
      'In the event a court of competent jurisdiction should hold this covenant to be unreasonable or overly broad, the Parties agree to reduce the scope of such covenant to the maximum restriction permitted by law, and You agree to be bound by such less restrictive terms of this covenant.',
      // cuad-scale-297, cuad-scale-351: an obligation waived, purchase orders.
      'Either you or we may, by written notice, unilaterally waive or reduce any obligation or restriction of the other under this Agreement.',
      'Unless Sonos otherwise instructs IAC in writing, IAC shall not reduce or cancel purchase orders on any other Components due to such Component shortage.',
      // cuad-scale-136, cuad-scale-425, cuad-scale-036: prices lowered, a commission reduced — no restraint.
      'Without limiting the generality of the foregoing, Manufacturer shall use commercially reasonable efforts to reduce the price of Product Materials.',
      'Should the price of fuel delivered to the Lima Project be above the Price Basis, the commission will be reduced on a sliding scale according to the following formula:',
      'Eutectix will work diligently with Liquidmetal in an effort to reduce waste, enhance productivity, and decrease Prices through reductions in the cost of producing Liquidmetal Products, all without adversely impacting quality or delivery times.',
    ]) expect(judge(claim).value, claim).not.toBe('responsive');
    expect(judge('Should the price of fuel delivered to the Lima Project be above the Price Basis, the commission will be reduced on a sliding scale according to the following formula:').detail).toBe('The question asks whether a party is restricted; the claim states no restriction.');
  });
  it('answers with a price held back, "increase" said for "raise"', () => {
    // cuad-scale-046, cuad-scale-434 (CUAD's Price Restrictions labels).
    expect(judge('Such Prices and Volume Discount Prices shall only be subject to increase once per year on each anniversary date of this Agreement, provided (i) Company provides Distributor with at least Ninety (90) days prior written notice of any such increase, and (ii) such increase does not exceed 5% of the preceding price.').value).toBe('responsive');
    expect(judge('The prices payable by Ultragenyx to Cremer for the Product (the "Price") shall be agreed [***] every contract year; provided, that the Price may not increase more than the [***] for such period or [***]%, whichever is higher.').value).toBe('responsive');
  });
});
