import { describe, expect, it } from 'vitest';
import { extract } from '../../../electron/pipeline/generation/extractive.js';
import { continuesSentence, passageKind } from '../../../electron/pipeline/generation/passage-kind.js';
import { conceptsIn, expansionWords, negativeFormIn } from '../../../electron/pipeline/text/legal-lexicon.js';
import { leadInRead } from '../../../electron/pipeline/text/list-items.js';
import { givesAsked, givesForm, questionType } from '../../../electron/pipeline/text/question-type.js';
import { questionUnits, saysChoiceAndSubject, termsSaid } from '../../../electron/pipeline/text/question-units.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/**
 * The rules read from the tuning half of cuad-scale (`npm run bench -- clauses --files 438
 * --split tune`: the even positions by name). Each rule is shown on a real sentence of that
 * half in both directions: an operative clause of the category it keeps, and the false
 * friend it stops (a wrong green answer before the rule). The held-out half (odd positions)
 * was not read.
 */
const says = (text: string, id: string, positive = false) => conceptsIn(text, true, positive).ids.has(id);
/** What the generator makes of one sentence as the only passage retrieved: an answer or a refusal. */
const answerTo = (question: string, text: string) => extract(question, [{ anchor: 'a', doc: 'd', title: 'd', pages: [1, 1], text }]).kind;

describe('governing law: the agreement’s choice of law, not an entity’s status, compliance or an opinion', () => {
  it('keeps the choice of law (cuad-scale-338)', () => {
    expect(says('This AGREEMENT shall be governed by and construed under the Laws of the Republic of South Africa.', 'governing_law')).toBe(true);
  });
  it('a party organised or existing under a law is who it is, not which law governs (cuad-scale-338, -380, -050)', () => {
    expect(says('a company incorporated in accordance with the laws of the Republic of South Africa', 'governing_law')).toBe(false);
    expect(says('Representations and Warranties (1) Service Provider hereby represents and warrants to Service Recipient as follows: (a) Service Provider is a limited liability company duly organized and existing under the laws of China.', 'governing_law')).toBe(false);
    expect(says('Zebra Technologies do Brasil - Comércio de Produtos de Informåtica Ltda., a company incorporated and organized under the laws of Brazil, with offices at Av.', 'governing_law')).toBe(false);
  });
  it('compliance with laws and a counsel’s opinion are no choice (cuad-scale-364, -174)', () => {
    expect(says('MSL agrees to abide by the reasonable requirements of these lists except to the extend that such compliance itself would constitute a violation of the laws of the United States or of any state or local government.', 'governing_law')).toBe(false);
    expect(says('Such counsel’s opinion shall be limited to matters governed by federal laws and by the laws of Tennessee and with respect to enforceablity, New York law, and may add other qualifications and explanations on the basis of this opinion as may be reasonably acceptable to the Agent.', 'governing_law')).toBe(false);
  });
});

describe('survival and cross-reference lists name clauses without being them', () => {
  it('a survival list is no cap, no convenience right, no term (cuad-scale-048, -192, -364)', () => {
    expect(says('Limitation of Liability), 11 (Indemnification), 12 (General Provisions) shall survive termination of this agreement.', 'liability_cap')).toBe(false);
    expect(says('The Consultant’s right to receive compensation whether in cash or securities shall survive any termination of this Agreement Without Cause.', 'convenience')).toBe(false);
    expect(says('In the event of termination or expiration of this Agreement, the provisions of this Agreement which, by their nature, extend beyond the expiration or termination of this Agreement shall remain in effect beyond such expiration or termination until fulfilled.', 'term')).toBe(false);
  });
  it('"a surviving or disappearing entity" is not survival: the merger clause stays (cuad-scale-104)', () => {
    expect(says("For purposes of the preceding sentence, and without limiting its generality, any merger, consolidation or reorganization involving Licensee (regardless of whether Licensee is a surviving or disappearing entity) will be deemed to be a transfer of rights, obligations or performance under this Agreement for which Licensor's prior written consent is required.", 'change_of_control')).toBe(true);
  });
});

describe('cap on liability: the limit itself, not an exception to it or a reference back to it', () => {
  it('keeps a cap that carries its own proviso (cuad-scale-234)', () => {
    expect(says('Notwithstanding any other provision of this Agreement, each party’s total liability in respect of damages under this Agreement, any regulation or common law shall be limited to the sum of all amounts received from Client in terms of this Agreement; provided, however, that this limitation shall not apply with respect to any claims arising out of or relating to clause 6 (Inventions and Proprietary Information), indemnification obligations or damages arising from a party’s gross negligence or willful misconduct.', 'liability_cap')).toBe(true);
  });
  it('not "the limitation … does not apply", "Nothing … shall exclude or limit", "the foregoing limitation … shall apply" (cuad-scale-004, -222, -106)', () => {
    expect(says('The limitation of liability does not apply to claims arising through initial incapacity or in case of justifiable impossibility.', 'liability_cap')).toBe(false);
    expect(says('9.1 Nothing in this Agreement shall exclude or limit either party’s liability for:', 'liability_cap')).toBe(false);
    expect(says('The foregoing limitation of liability and exclusion of certain damages shall apply regardless of the failure of essential purpose of any remedies available to either party.', 'liability_cap')).toBe(false);
  });
});

describe('termination for convenience: a right to terminate, for no cause', () => {
  it('keeps "may, at its option, terminate this Agreement without cause" (cuad-scale-254)', () => {
    expect(says('(c) Either party may, at its option, terminate this Agreement without cause, effective at any time after January 31, 1999, upon giving at least ninety (90) days prior written notice of such termination to the other party.', 'convenience')).toBe(true);
  });
  it('"at any time" beside a cause, a mutual termination, a list of causes, or what follows a termination is not (cuad-scale-108, -142, -328, -360)', () => {
    expect(says('(b) This Agreement may be terminated at any time by either party, effective immediately upon written notice, if the other party: (i) becomes insolvent;', 'convenience')).toBe(false);
    expect(says('4.10 This Agreement may be terminated at any time by agreement in writing executed by the parties.', 'convenience')).toBe(false);
    expect(says('Operator may terminate this Agreement at any time upon the occurrence of any of the following:', 'convenience')).toBe(false);
    expect(says('If the Manufacturer terminates this Agreement or cancels any purchase order without cause pursuant to Section 8.2, Subcontractor will stop all shipments and retain all inventory.', 'convenience')).toBe(false);
  });
});

describe('non-compete: a restraint on competing', () => {
  it('keeps "will not endorse … any other product which is directly competitive" (cuad-scale-060)', () => {
    expect(says("Talent represents and warrants that during the Term and in the Territories, Talent will not endorse or make any appearances or advertisements on behalf of any other product which is directly competitive to ESSI's products.", 'non_compete')).toBe(true);
  });
  it('not an exception to the restraint, a party being bound by no such covenant, or a competitive fee (cuad-scale-002, -256, -252)', () => {
    expect(says('The foregoing restrictions shall not apply (i) in the event Network Affiliate or its affiliate acquires a competing business as an incidental part of an acquisition of any other business that is not prohibited by the foregoing, if Network Affiliate disposes of the portion of such business that is a competing business as soon as commercially reasonable.', 'non_compete')).toBe(false);
    expect(says('Neither the Manager nor, to the knowledge of the Manager, any Company-Focused Professional is subject to any noncompete, nondisclosure, confidentiality, employment, consulting or similar agreement that would be violated by the present or proposed business activities of the Company or the Manager as described in the Registration Statement, the General Disclosure Package and the Prospectus.', 'non_compete')).toBe(false);
    expect(says('Sandler O’Neill will endeavor to limit the aggregate fees to be paid by the Company, the MHCs and the Bank to an amount competitive with gross underwriting discounts charged at such time for underwritings of comparable amounts of stock sold at a comparable price per share in a similar market environment; provided, however, that the aggregate fees payable to Sandler O’Neill and Selected Dealers shall not exceed 6.0% of the aggregate dollar amount of the Securities sold in the Syndicated Community Offering by such Selected Dealers.', 'non_compete')).toBe(false);
  });
});

describe('term: when the agreement ends, not a renewal alone or a cure period', () => {
  it('keeps a term that also renews (cuad-scale-166)', () => {
    expect(says('The term of this Agreement is twelve (12) months from the date hereof, and will be automatically renewed for one (1) additional twelve month period unless either party shall notify the other in writing of its intention not to renew.', 'term')).toBe(true);
  });
  it('not a renewal clause alone, nor termination after an uncured breach (cuad-scale-018, -048)', () => {
    expect(says('This Agreement will automatically renew at the end of the Initial Term or a subsequent renewal term on a year to year basis (each, a "Renewal Term"), unless either party notifies the other at least 30 days prior to the end of the Initial Term or then current Renewal Term, as applicable, of its intention not to renew this Agreement.', 'term')).toBe(false);
    expect(says('If the breach is not cured within ten days of such notice, the Agreement will terminate immediately.', 'term')).toBe(false);
  });
});

describe('renewal: a renewal or a further period, not the term itself', () => {
  it('keeps "may be renewed for an additional term of ten (10) years" (cuad-scale-122); not "the Contract Term shall extend for fifty years" (cuad-scale-092)', () => {
    expect(says('7.2 This Agreement may be renewed for an additional term of ten (10) years by notice in writing given by XFN to CEIS at the expiry of the Term, for a consideration to be mutually agreed.', 'renewal')).toBe(true);
    expect(says('The Contract Term shall extend for a period of fifty (50) years.', 'renewal')).toBe(false);
  });
});

describe('minimum commitment: a party bound to a minimum, not insurance cover or the absence of one', () => {
  it('not a disclaimer that any minimum is guaranteed, nor a change to a minimum (cuad-scale-232, -360; session 22)', () => {
    expect(says('Kubient makes no representation or warranty and expressly disclaims, and Customer understands and acknowledges, that there is no guarantee that any minimum level of revenue or profit will be generated by either Party as a result of the Services or this Agreement.', 'minimum')).toBe(false);
    expect(says("If Manufacturer elects to proceed with the design change, minimum quantity requirements change or addition as specified in Subcontractor's quote, Manufacturer will provide Subcontractor with written acceptance of Subcontractor's quoted terms.", 'minimum')).toBe(false);
    // …while a guaranteed minimum and a minimum order quantity stay one.
    expect(says('Licensee shall pay Licensor a guaranteed minimum royalty of $50,000 for each Contract Year.', 'minimum')).toBe(true);
    expect(says('Distributor shall order a minimum quantity of 10,000 units per calendar quarter.', 'minimum')).toBe(true);
  });
  it('keeps "you agree to purchase a minimum of the following" (cuad-scale-074)', () => {
    expect(says('(d) In order to keep your exclusivity, you agree to purchase a minimum of the following:', 'minimum')).toBe(true);
  });
  it('not an insurance minimum, not "shall not be subject to any … minimum purchase requirement" (cuad-scale-200, -154)', () => {
    expect(says('Liquor liability coverage in a minimum amount of ONE MILLION Dollars ($1,000,000) or such other amount as may be specified by us.', 'minimum')).toBe(false);
    expect(says('(c) The Parties agree and acknowledge that neither HOF Entity or any of its respective affiliates shall be subject to any individual minimum purchase requirement (whether in terms of price, quantity or any other criteria) under this Agreement.', 'minimum')).toBe(false);
  });
});

describe('second pass on the tune half: lead times, securities offerings, "competent", severability', () => {
  it('a lead time for purchase orders and an offering\'s purchase limits are no minimum commitment (cuad-scale-406, -174)', () => {
    expect(says('Except with respect to the Initial Order, Aura shall place all purchase orders for Products at least forty-five (45) days prior to the requested delivery date.', 'minimum')).toBe(false);
    expect(says('It is acknowledged that the purchase of Shares in the Offering is subject to the maximum and minimum purchase limitations as described in the Plan and that the Company may reject, in whole or in part, any orders received in the Community Offering or Syndicated Community Offering.', 'minimum')).toBe(false);
    // …while a purchase minimum stays one (cuad-scale-074, above).
    expect(says('(d) In order to keep your exclusivity, you agree to purchase a minimum of the following:', 'minimum')).toBe(true);
  });
  it('"courts of competent … jurisdiction" and the severability of a restrictive covenant are no non-compete (cuad-scale-346, -026)', () => {
    expect(says('Except as otherwise provided in ARTICLE 11, all claims and proceedings under this Agreement shall be brought exclusively in the state or federal courts of competent subject matter jurisdiction in New York City, State of New York.', 'non_compete')).toBe(false);
    expect(says('However, if any restrictive covenant should for any reason become or be declared by a competent court or competition authority to be invalid or unenforceable in any jurisdiction, such restrictive covenant shall be deemed to have been amended to the extent necessary in order that such provision be valid and enforceable.', 'non_compete')).toBe(false);
  });
});

describe('third pass on the tune half: what ends, what is assigned, what changes control', () => {
  const term166 = 'The term of this Agreement is twelve (12) months from the date hereof, and will be automatically renewed for one (1) additional twelve month period unless either party shall notify the other in writing of its intention not to renew.';
  it('term: not representations lapsing, not an end "in the event" of a failed negotiation, not a payment term (cuad-scale-130, -022, -170)', () => {
    expect(says(term166, 'term')).toBe(true);
    expect(says('The representations and warranties in this Agreement shall terminate one year from the Closing Date, and such representations or warranties shall thereafter be without force or effect, except any claim with respect to which notice has been given to the party to be charged prior to such expiration date.', 'term')).toBe(false);
    expect(says('The parties agree to negotiate in good faith, however, in the event they are unable to agree to satisfactory terms, this Agreement shall terminate six months from the date on which the parties make a conclusive determination that satisfactory terms could not be reached.', 'term')).toBe(false);
    expect(says("Seller may change any price, freight or payment term hereof upon no less than thirty (30) days' prior written notice; provided, however, that Seller may at any time institute or remove a temporary voluntary allowance of other similar competitive allowance without prior notice.", 'term')).toBe(false);
  });
  it('assignment: not "Successors & Assigns", not an assignment of intellectual property (cuad-scale-088, -384)', () => {
    expect(says('15.1 Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned without the written consent of all the parties.', 'assignment')).toBe(true);
    expect(says('Successors & Assigns: All provisions of this Agreement shall inure to the benefit of and be binding upon the respective successors, representatives, heirs and permitted assigns of the Parties hereto.', 'assignment')).toBe(false);
    expect(says('This assignment shall take effect upon the creation of each of the Intellectual Property Rights but if for any reason this does not occur, he agrees that he will hold all such Intellectual Property Rights on trust for the benefit of the Company until such time as it does.', 'assignment')).toBe(false);
  });
  it('convenience: not a right to terminate "in such event" (an assignment), not one to end the supply of one product (cuad-scale-022, -146)', () => {
    expect(says('(a) This Agreement may be assigned or otherwise transferred, by operation of law or otherwise without the express written consent of PlanetCAD and Dassault Systemes, but in such event the assigning Party shall give notice to the non-assigning Party and the non-assigning Party shall have the right to terminate this Agreement within the 30-day period following receipt of such notice.', 'convenience')).toBe(false);
    expect(says('Each of the Suppliers may terminate its obligations to supply a particular Product under this Agreement by giving written notice of the end of life of such Product to the Company at least [***]before the effective date of such termination (a “Product EOL Notice”).', 'convenience')).toBe(false);
  });
  it('change of control: a merger that needs consent stays; one "resulting from any such bankruptcy proceeding" is insolvency (cuad-scale-104, -084)', () => {
    expect(says("For purposes of the preceding sentence, and without limiting its generality, any merger, consolidation or reorganization involving Licensee (regardless of whether Licensee is a surviving or disappearing entity) will be deemed to be a transfer of rights, obligations or performance under this Agreement for which Licensor's prior written consent is required.", 'change_of_control')).toBe(true);
    expect(says('Any change of control resulting from any such bankruptcy proceeding shall be subject to the rights and licenses granted in this IP Agreement.', 'change_of_control')).toBe(false);
  });
  it('cap: an insurance policy’s limits and "Nothing in this Section 8.7 shall … limit" are no cap (cuad-scale-406, -134)', () => {
    expect(says('Such policy or policies will (a) have aggregate limits of liability of not less than $1,000,000 with respect to any incident or occurrence and of not less than $2,000,000 in the aggregate;', 'liability_cap')).toBe(false);
    expect(says('Nothing in this Section 8.7 shall operate to limit or exclude any liability under Section 8.5 with respect to a Claim, or for fraud, or for breach by a Party of the provisions of Article 7.', 'liability_cap')).toBe(false);
  });
  it('governing law: a party’s head office is no choice of law (cuad-scale-338)', () => {
    expect(says('with the Laws of Switzerland with its head offices in Zurich;', 'governing_law')).toBe(false);
  });
  it('exclusivity: a use restricted "solely and exclusively" to one purpose is no exclusive right (cuad-scale-114)', () => {
    expect(says('Subject to the terms and conditions of this Agreement, Licensor hereby grants to Licensee, and Licensee hereby accepts from Licensor, a personal, non-exclusive, royalty-free right and license to use the Licensed Mark solely and exclusively as a component of Licensee’s own corporate name.', 'exclusivity', true)).toBe(false);
  });
});

describe('fourth pass on the tune half: the act on the insurance, disparagement, prime rates, frequencies', () => {
  it('insurance: a party secures and maintains a policy (cuad-scale-262); a list of expenses that names "insurance premiums" is not (cuad-scale-386, shortened)', () => {
    expect(says('Each party shall secure and maintain in effect during the term of this Agreement and for a period of five (5) years thereafter insurance policy(ies) underwritten by a reputable insurance company and in a form and having limits standard and customary for entities in the biopharmaceutical industry for exposures related to the Lead Compounds.', 'insurance')).toBe(true);
    expect(says("The Trust shall pay all of its operating expenses, including but not limited to fees due the Sponsor under this Agreement, … expenses connected with the execution, recording and settlement of portfolio security transactions; insurance premiums; fees and expenses of the Trust's custodian for all services to the Trust.", 'insurance')).toBe(false);
  });
  it('non-compete: a non-disparagement covenant naming competitors, and "nothing contained herein shall be construed to impose", are not (cuad-scale-416, -426)', () => {
    expect(says('j) Non-Disparagement: During the term hereof and for a period of two years thereafter, each of Agent and Kallo agrees that it will refrain from making any representation, statement, comment or any other form of communication, whether written or oral, to any third party, including but not limited to the principals, customers, suppliers and competitors of the other party.', 'non_compete')).toBe(false);
    expect(says('A. However, nothing contained herein shall be construed to impose upon PPD an obligation to offer the Joint Solution or to use VS for Preferred Services where: (1) Sponsor is not in agreement, (2) VS’s pricing is not competitive, or (3) there have been advances in technology not offered by VS.', 'non_compete')).toBe(false);
  });
  it('renewal: "successive prime rates" renew nothing (cuad-scale-208)', () => {
    expect(says('Overdue payments hereunder shall be subject to a late payment charge calculated at an annual rate of three percent (3%) over the prime rate or successive prime rates (as posted in New York City) during delinquency.', 'renewal')).toBe(false);
  });
  it('minimum: a report "no less than semiannually" and a tender offer are no minimum commitment (cuad-scale-352, -182)', () => {
    expect(says('Medica shall use [* * *] efforts to develop technical know-how that would permit them to manufacture the Cartridge less expensively and shall no less than semiannually furnish the Joint Review Committee with a detailed report as to their progress in this area.', 'minimum')).toBe(false);
    expect(says('15.2.6 acquiring equity securities of Theravance without any limitation following initiation by a third party of an unsolicited tender offer to purchase twenty percent (20%) or more of any class or service of Theravance’s publicly traded voting securities (a “Hostile Tender Offer”); provided that, in the event that such Hostile Tender Offer is terminated or expires without the purchase of at least ten percent (10%) of any class or series of Theravance’s publicly traded voting securities.', 'minimum')).toBe(false);
  });
});

describe('fifth pass on the tune half: fees for a year of the term, contribution, a joint venture\'s capital', () => {
  it('term: fees "for the first year of the term", donations "for the term of this Agreement", a negotiation before year two are not the term (cuad-scale-396, -062, -388)', () => {
    expect(says('b) Separate and apart from the one-time sponsorship initiation fee NetGrocer shall pay to Excite sponsorship and advertising fees for the first year of the term of the Agreement in the total amount of [*] payable in nine equal monthly installments of [*], commencing on March 15, 1998.', 'term')).toBe(false);
    expect(says('Donated amounts will be allocated and dispersed to the Northern California Chapter beginning on the first full quarter [three (3) month period] of the Agreement and continue on a quarterly basis thereafter for the term of this Agreement.', 'term')).toBe(false);
    expect(says('Sixty (60) days prior to the end of the first year after the Launch Date, Excite and Client will negotiate in good faith to establish allocated number of impressions, advertising banners and promotional placements described in this Section 5 for the second year of the term of the Agreement.', 'term')).toBe(false);
  });
  it('cap: contribution between indemnitors and a joint venture capital share are not caps (cuad-scale-176, -092); "in no event shall … liability … exceed" is (cuad-scale-052)', () => {
    expect(says('(a) Rights of Contribution In order to provide for a just and equitable contribution in circumstances in which the indemnity provided in Section 11 would otherwise be available in accordance with its terms but is, for any reason, held to be unavailable to or unenforceable by the Agents, the Corporation and the Agents shall contribute to the aggregate of all claims, expenses, costs and liabilities.', 'liability_cap')).toBe(false);
    expect(says("The liability of each Party to the Joint Venture Company shall be limited to contributing the full amount of its share of the Joint Venture Company's registered capital.", 'liability_cap')).toBe(false);
    expect(says("In no event shall Cisco's or its suppliers' or licensors' liability to Customer, whether in contract, tort (including negligence), or otherwise, exceed the price paid by Customer.", 'liability_cap')).toBe(true);
  });
});

describe('sixth pass on the tune half: insurance the party takes out, not insurance a sentence names', () => {
  it('keeps "shall take out the required insurance" (cuad-scale-092); not a waiver of claims for unemployment insurance benefits, nor transport charges "including insurance" (cuad-scale-006, -360)', () => {
    expect(says('The Joint Venture Company shall take out the required insurance from an insurance company or organization permitted by Chinese laws and regulations to provide such insurance.', 'insurance')).toBe(true);
    expect(says('Neither Party shall have any claim under this Agreement or otherwise against the other Party for vacation pay, paid sick leave, retirement benefits, social security, worker=s compensation, health, disability, professional malpractice or unemployment insurance benefits, or other employee benefits of any kind.', 'insurance')).toBe(false);
    expect(says('In addition to the purchase price, Manufacturer shall pay any and all transportation charges (including insurance).', 'insurance')).toBe(false);
  });
});

describe('exclusivity: an exclusive grant, not ownership, a numbered definition or a denial', () => {
  it('keeps an exclusive appointment (cuad-scale-046)', () => {
    expect(says('Subject to the terms and conditions of this Distributor Agreement, Company hereby appoints and grants Distributor the exclusive right to sell and distribute the Products to customers that Distributor introduce and confirmed by Company.', 'exclusivity', true)).toBe(true);
  });
  it('not a right the owner keeps, a definition entry, or "no right to any exclusive territory" (cuad-scale-106, -118, -296)', () => {
    expect(says("2.7 Licensed Users shall not register the Licensed Mark in any jurisdiction without Licensor's express prior written consent, and Licensor shall retain the exclusive right to apply for and obtain registrations for the Licensed Mark.", 'exclusivity', true)).toBe(false);
    expect(passageKind('1.16 “Exclusive” shall mean World Book shall have no further right to grant to third parties the same or any other licenses to the Content in the Open Free Web and itself retains no such rights or other licenses.')).toBe('definition');
    expect(says('The Franchisee acknowledges and agrees that this license is a license for the operation of a Burger King Restaurant at the Location only and that the Franchisee has no right to any exclusive territory or to object to the location of other restaurants.', 'exclusivity', true)).toBe(false);
  });
});

describe('assignment, audit, insurance: the party’s own right or duty', () => {
  it('assignment: keeps the consent requirement (cuad-scale-188); not a covenant to sign instruments of transfer (cuad-scale-190)', () => {
    expect(says('15.1 Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned without the written consent of all the parties.', 'assignment')).toBe(true);
    expect(says('Furthermore, CONSULTANT agrees to sign any written instrument of transfer for any rights relating to the Work Product which may be required to effect or evidence the assignment of rights in the Work Product to the Company.', 'assignment')).toBe(false);
  });
  it('audit: keeps a party’s accountant inspecting records (cuad-scale-402); not an audit by governmental agencies (cuad-scale-216)', () => {
    expect(says("In addition, Excite may, upon no less than thirty (30) days prior written notice to Client, cause an independent Certified Public Accountant to inspect the records of Client reasonably related to the calculation of such payments during Client's normal business hours.", 'audit')).toBe(true);
    expect(says("The parties agree that the records maintained and produced under this Agreement shall, at all times, be available for examination and audit by governmental agencies having jurisdiction over the Customer's business, including any Federal Regulator.", 'audit')).toBe(false);
  });
  it('insurance: keeps "You agree to obtain (and maintain) … the insurance" (cuad-scale-294); not the remedy when a party fails to (cuad-scale-070)', () => {
    expect(says('5.6.5 You agree to obtain (and maintain) during the entire period of construction the insurance required under Section 15 below; and you agree to deliver to us such proof of such insurance as we may reasonably require.', 'insurance')).toBe(true);
    expect(says('If, for any reason, you fail to procure or maintain the insurance required by this Agreement (as we may revise from time to time), we have the right (but not the duty) to procure such insurance.', 'insurance')).toBe(false);
  });
});

describe('extractive: a gloss on another clause is never the answer alone; a qualification ranks below its clause', () => {
  const anchor = (text: string) => [{ anchor: 'a-1', doc: 'a', title: 'Licence Agreement', pages: [1, 1] as [number, number], text }];
  const question = 'Can a party assign this agreement, or is consent required for assignment?';
  it('"For the avoidance of doubt, a merger … shall be deemed an assignment requiring the above consent" alone: refused (cuad-scale-112)', () => {
    const out = extract(question, anchor('For the avoidance of doubt, a merger, change of control, reorganization or sale of all or substantially all of the stock of Licensee shall be deemed an “assignment” requiring the above consent, regardless of whether Licensee is the surviving entity.'));
    expect(out.kind).toBe('insufficient_evidence');
  });
  it('the clause before "Notwithstanding the foregoing, either party shall have the right to assign …" (cuad-scale-304, both sentences quoted)', () => {
    const out = extract(
      question,
      anchor(
        'Notwithstanding the foregoing, either party shall have the right to assign this Agreement in connection with the merger or acquisition of such party or the sale of all or substantially all of its assets related to this Agreement without such consent. ' +
          'Neither party may assign this Agreement or any rights or obligations hereunder, whether by operation of law or otherwise, without the prior written consent of the other party.',
      ),
    );
    expect(out.kind).toBe('answer');
    if (out.kind !== 'answer') return;
    expect(out.claims[0]!.text).toMatch(/^Neither party may assign/);
  });
});

describe('the right to terminate: how the agreement is ended, not what follows its end (cuad-dev-09, found by asking as a lawyer)', () => {
  it('"what notice is required to terminate?" asks for the right to terminate, and keeps "notice" as a word the clause must say', () => {
    expect(questionUnits('What notice is required to terminate?')).toEqual({ concepts: ['termination_right'], terms: ['notic'] });
    expect(questionUnits('What is the term of the agreement and how can it be terminated?').concepts).toEqual(['termination_right', 'term']);
    // What follows a termination is its own concept (below); convenience says the right already.
    expect(questionUnits('What happens upon termination?').concepts).toEqual(['post_termination']);
    expect(questionUnits('Can a party terminate this agreement for convenience, without cause?').concepts).toEqual(['convenience']);
  });
  it('keeps the clause that ends the agreement or gives the right to', () => {
    expect(says('Notwithstanding any provisions herein contained this Agreement may be terminated forthwith by either party by notice in writing from the party not at fault if any of the following events shall occur, namely:', 'termination_right')).toBe(true);
    expect(says('Either party may by notice in writing to the other party terminate this Agreement, if any of the following events shall occur, namely:', 'termination_right')).toBe(true);
    expect(says('This Agreement shall terminate, subject to any automatic renewal, upon either party giving at least one hundred twenty (120) days advance written notice.', 'termination_right')).toBe(true);
    expect(says('If any such event referred to in this sub-clause shall occur, termination shall become effective forthwith or on the date set forth in such notice.', 'termination_right')).toBe(true);
  });
  it('stops what follows a termination, which still says termination', () => {
    const liaison = 'The period of liaison will commence as soon as notice has been given of termination of this Agreement, and will continue for a maximum period of 3 months after termination;';
    expect(says(liaison, 'termination_right')).toBe(false);
    expect(says(liaison, 'termination')).toBe(true);
  });
});

describe('insurance: the obligation, not what it is not limited by (tune half)', () => {
  it('stops a qualification of the obligation (cuad-scale-070, -200, -296)', () => {
    expect(says('Any insurance that we maintain does not in any way limit or affect your obligation to obtain and maintain the foregoing policy or policies in the amounts specified in this Section.', 'insurance')).toBe(false);
    expect(says('D. If you, for any reason, do not procure and maintain such insurance', 'insurance')).toBe(false);
    expect(says('This obligation of Franchisee to maintain insurance is separate and distinct from its obligation to indemnify BKC under the provisions of Paragraph 13.3.', 'insurance')).toBe(false);
  });
  it('keeps the obligation (cuad-scale-124)', () => {
    expect(says('(ii) Hangar Keeper Liability insurance: the Repairer shall maintain or shall cause its Subcontractors to maintain during the performance of the Services an Hangar Keeper Liability Insurance in an amount of not less than [*****] any one occurrence.', 'insurance')).toBe(true);
  });
});

describe('assignment: "successors, heirs and assigns" binds whoever takes over, it allows or forbids nothing (cuad-scale-150, -218, -336)', () => {
  it('stops the binding-effect clause, keeps the consent clause (cuad-scale-430)', () => {
    expect(says('This Agreement shall inure to the benefit of the parties hereto and their respective successors, heirs and assigns.', 'assignment')).toBe(false);
    expect(says('This Agreement shall be binding upon, and shall inure to the benefit of the successors, heirs, administrators, trustees and assigns of the parties.', 'assignment')).toBe(false);
    expect(says('This Agreement shall be assignable or transferable by either party hereto only with the consent in writing of the other party, such consent not to be unreasonably withheld.', 'assignment')).toBe(true);
  });
});

describe('ownership: who owns what, however the contract says it (cuad-dev-03, -05, -09, -12, found by asking as a lawyer)', () => {
  it('"who owns", "ownership", "owner" ask for it; "its own" does not', () => {
    expect(questionUnits('Who owns the intellectual property?').concepts).toEqual(['ownership']);
    expect(questionUnits('Which party owns the data?').concepts).toEqual(['ownership']);
    expect(questionUnits('Can a party assign to its own affiliates?').concepts).toEqual(['assignment', 'affiliates']);
  });
  it('"the property of", "title … vests in", "right, title and interest", and "the sole and exclusive property of" (exclusive, yet still ownership)', () => {
    expect(says('The copyright and any and all other intellectual property in any report, financial specification documentation and information, and usage statistics on whatever media, prepared or to be created by HealthGate pursuant to this Agreement shall be the property of the Publishers notwithstanding termination hereof', 'ownership')).toBe(true);
    expect(says('each party will retain all right, title and interest in and to its products, services, marks, copyrights or other intellectual property', 'ownership')).toBe(true);
    expect(says('All work product shall be the sole and exclusive property of Company.', 'ownership')).toBe(true);
    expect(says('All work product shall be the sole and exclusive property of Company.', 'exclusivity')).toBe(false);
    // Session 28: exclusivity said without the word — a party bound not to grant or appoint to anyone else (cuad-dev-07 § 2).
    expect(says('Licensor agrees not to grant the right to use the Duval Identification to anyone other than Company in connection with the advertisement and promotion of Products.', 'exclusivity')).toBe(true);
    expect(says('Company shall not appoint any other distributor in the Territory.', 'exclusivity')).toBe(true);
    expect(says('Licensee shall not grant sublicenses without the prior written consent of Licensor.', 'exclusivity')).toBe(false);
    expect(says('Nothing in this Agreement shall be construed to grant any license to either party.', 'exclusivity')).toBe(false);
  });
});

describe('what follows a termination, and warranties (cuad-dev-03, -05, -07, -12, found by asking as a lawyer)', () => {
  it('"what happens upon termination?" asks what follows it', () => {
    expect(questionUnits('What happens upon termination?').concepts).toEqual(['post_termination']);
    expect(questionUnits('What happens if the agreement is terminated?').concepts).toEqual(['post_termination']);
    expect(questionUnits('Does a party have obligations after termination or expiration, such as transition services?').concepts).toEqual(['post_termination']);
  });
  it('"if … wants to terminate" asks the right to, not what follows (trial 48 Q11, once "end" read as "terminate")', () => {
    expect(questionUnits('If the Distributor wants to terminate the agreement for convenience, how much notice must it give and what must it pay WGT?').concepts).toEqual(['convenience']);
    expect(questionUnits('If the Licensee decides to terminate the agreement, what notice is required?').concepts).toEqual(['termination']);
    expect(questionUnits('If the Licensee terminates the agreement, what must it return?').concepts).toEqual(['post_termination']);
  });
  it('"when" that opens a question asks a time: the term, or the right to terminate (session 33)', () => {
    expect(questionUnits('When does the agreement terminate?').concepts).toEqual(['term']);
    expect(questionUnits('When is the agreement terminated?').concepts).toEqual(['term']);
    expect(questionUnits('When can the agreement be terminated?').concepts).toEqual(['termination_right']);
    expect(questionUnits('What happens when the agreement is terminated?').concepts).toEqual(['post_termination']);
    expect(questionUnits('When must the Distributor return products upon termination?').concepts).toEqual(['post_termination']);
  });
  it('keeps what follows, stops the right to terminate and when a termination takes effect', () => {
    expect(says('In addition, if this Agreement is terminated prior to completion of the Research Program, OntoChem will promptly furnish to Anixa any Deliverable or other work product generated to date and not previously provided to Anixa, including work in process.', 'post_termination')).toBe(true);
    expect(says('From and after the termination of the Contract Period all of the rights of Company to the use of the Duval Identification shall cease absolutely and Company shall not thereafter use or refer to the Duval Identification in advertising or promotion.', 'post_termination')).toBe(true);
    expect(says("Any termination pursuant to this paragraph shall become effective on the 30th day next following the date of receipt by Licensor of Company's written notice to so terminate.", 'post_termination')).toBe(false);
    expect(says('Each party shall have the right at any time to terminate this Agreement without prejudice to any rights which it may have, upon the occurrence of any of the following events.', 'post_termination')).toBe(false);
  });
  it('a warranty given, disclaimed or its period; not an indemnity that names one', () => {
    expect(says('HealthGate warrants to the Publishers that the Software on delivery to the Publishers will conform substantially with the Specification.', 'warranty')).toBe(true);
    expect(says('EXCEPT AS EXPRESSLY STATED IN THIS AGREEMENT, NEITHER PARTY MAKES ANY REPRESENTATIONS OR WARRANTIES OF ANY KIND WITH RESPECT TO THE SUBJECT MATTER HEREOF', 'warranty')).toBe(true);
    expect(says('Each party shall defend, indemnify and hold harmless the other party from and against all claims arising from any breach of its representations and warranties.', 'warranty')).toBe(false);
  });
});

describe('exclusivity: control of a process and a use restriction grant no exclusive right (cuad-dev-03, -09, found by asking as a lawyer)', () => {
  it('stops "will exclusively control the filing" and "used for that purpose exclusively"', () => {
    expect(says('As between the Parties, Anixa will exclusively control the filing, prosecution, maintenance and enforcement of any patents and patent applications claiming Anixa Inventions.', 'exclusivity', true)).toBe(false);
    expect(says("HealthGate will use its best endeavours to procure the transfer of any Third Party Software licences HealthGate may have obtained in its own name in order to provide the Services and used for that purpose exclusively; and", 'exclusivity', true)).toBe(false);
    expect(says('T&B hereby grants to LEA the sole and exclusive worldwide right and license in and to the Licensed Intellectual Property.', 'exclusivity', true)).toBe(true);
  });
});

describe('force majeure: "beyond the control of either party" is its standard, whatever the heading (cuad-dev-05, found by asking as a lawyer)', () => {
  it('says force majeure, and is still no change of control and no convenience', () => {
    const fm = 'To the extent any event beyond the control of either party (such as an act of God, action of the elements, man-made or natural disaster) prevents performance, such party shall be excused.';
    expect(says(fm, 'force_majeure')).toBe(true);
    expect(says('Neither party shall be liable for any delay caused by circumstances beyond its reasonable control.', 'force_majeure')).toBe(true);
    expect(says(fm, 'change_of_control')).toBe(false);
    expect(says('Either party may terminate this Agreement upon notice if the other is prevented by events beyond its reasonable control for ninety days.', 'convenience')).toBe(false);
  });
});

describe('who bears a cost: "at its own expense", "shall be borne by" (cuad-dev-07, -12, found by asking as a lawyer)', () => {
  it('"who pays", "who bears", "at whose expense" ask for it, beside the clause they are about', () => {
    expect(questionUnits('Who pays for insurance?')).toEqual({ concepts: ['insurance', 'cost_bearer'], terms: [] });
    expect(questionUnits('At whose expense is the audit conducted?').concepts).toEqual(['audit', 'cost_bearer']);
    expect(questionUnits('What is the royalty?').concepts).toEqual([]);
  });
  it('keeps the insurance obligation "at its own expense" as who pays for it', () => {
    const insurance = '(b) Company shall provide and maintain, at its own expense, commercial general liability insurance and advertising injury coverage, with limits of not less than One Million Dollars ($1,000,000.00).';
    expect(says(insurance, 'cost_bearer')).toBe(true);
    expect(says(insurance, 'insurance')).toBe(true);
  });
});

describe('payment terms and auto-renewal (cuad-dev-05, -12, found by asking as a lawyer)', () => {
  it('"what are the payment terms?" asks how and when a party pays; "auto-renewal" is "automatically renew"', () => {
    expect(questionUnits('What are the payment terms?').concepts).toEqual(['payment']);
    expect(questionUnits('When are royalties paid?').concepts).toEqual(['payment']);
    expect(questionUnits('What is the license fee?').concepts).toEqual([]);
    expect(questionUnits('Does the agreement have an auto-renewal?')).toEqual({ concepts: ['renewal'], terms: ['automat'] });
  });
  it('keeps an obligation to pay, stops a sentence that only mentions payments', () => {
    expect(says('Zynga shall pay all amounts accruing under this Agreement for any reporting period to WPT by check or wire transfer to the account specified by WPT in writing.', 'payment')).toBe(true);
    expect(says('Past due payments hereunder shall bear interest at the rate of one and one-half percent (1-1/2%) per month.', 'payment')).toBe(true);
    expect(says('This Agreement shall automatically extend for an additional two (2) years on the same terms herein ("Renewal Term") provided WPT receives payments greater than twelve million U.S. dollars ($12,000,000) within the Initial Term.', 'payment')).toBe(false);
  });
});

describe('seventh pass on the tune half (M7 precision): the dealing, not the word', () => {
  it('non-compete: keeps a restraint on advertising for a competitor (cuad-scale-012); not a transfer to, or an acquisition by, a competitor (cuad-scale-164, -118)', () => {
    expect(says('Neither party shall permit advertising on the Co-Branded Site from an entity which is a competitor to the other party.', 'non_compete')).toBe(true);
    expect(says('(a) Prior to the IPO and during the term of the Strategic Alliance, Moelis General Partner shall not consent to a sale or transfer by a Partner of its Partnership Interests to an SMBC Competitor unless the Moelis General Partner caused the Partner proposing to sell or transfer its Partnership Interests to provide SMBC with a right to purchase, on the same terms and conditions, including price, all (but not less than all) of the Partnership Interests that such Partner proposes to sell or transfer.', 'non_compete')).toBe(false);
    expect(says('In addition, in the event of an Acquisition of HSWI by a Competitor of World Book, in no event shall the Content be provided to such Competitor or to any Competitor II.', 'non_compete')).toBe(false);
  });
  it('non-compete: not data kept from a competitor, a confidence kept, a freedom to develop independently, or a note on such covenants (cuad-scale-262, -424, -308, -294)', () => {
    expect(says('It is understood that the foregoing shall include the right to disclose Data to third parties with whom Astellas or FG are discussing entering into agreements for such permitted purposes, subject to reasonable conditions of confidentiality, provided, that Astellas may not disclose any Data to any third party competitor of FG within the Field worldwide without the prior written consent of FG.', 'non_compete')).toBe(false);
    expect(says('Confidentiality and non-compete During the term of this Agreement and for one (1) year thereafter, TKCI will keep in confidence, not reveal, not use and not allow or assist others to use, any information marked “Confidential” received from or through SIC in the context of its activities hereunder, except as authorized in writing by SIC.', 'non_compete')).toBe(false);
    expect(says("(a) Subject to the rights and obligations set forth in this Article IX, each party understands and acknowledges that the other party's Group may now market or have under development products that are competitive with products or services now offered or that may be offered by it and/or members of its Group, and the parties' communications hereunder will not serve to impair the right of either party, or any member of its respective Group, to independently develop, make, use, procure, or market products.", 'non_compete')).toBe(false);
    expect(says('A. Restrictive Covenants: Any provision which discloses the existence of covenants restricting competition contrary to', 'non_compete')).toBe(false);
  });
  it('convenience: keeps "for any reason and at any time" (cuad-scale-034); not a party that "ceases for any reason to carry on business" (cuad-scale-258)', () => {
    expect(says('Accordingly, either Party may terminate this Agreement or all/part of a Project for any reason and at any time upon giving the other Party sixty (60) days prior written notice.', 'convenience')).toBe(true);
    expect(says('This Agreement may be terminated by either Party, forthwith, or at any time thereafter by notice to the other if the other becomes bankrupt or insolvent, or enters into liquidation whether compulsorily or voluntarily, or convenes a meeting of its creditors, or has a receiver appointed over all or part of its assets, or ceases for any reason to carry on business.', 'convenience')).toBe(false);
  });
  it('assignment: keeps the consent clause (cuad-scale-060); not a present conveyance, a payment by transfer or a case transferred (cuad-scale-186, -404, -044, -336)', () => {
    expect(says('Neither this Agreement nor any of the rights or obligations contained herein may be assigned or transferred by either party without the prior written consent of the other party.', 'assignment')).toBe(true);
    expect(says('To the extent, if any, that Consultant has rights in or to any Work Product or any data or inventions developed in connection with work under this Agreement (“Aduro IP”), Consultant hereby irrevocably assigns and transfers to Aduro, and to the extent that an executory assignment is not enforceable, Consultant hereby agrees to assign and transfer to Aduro, in writing, from time to time, upon request, any and all right, title, or interest that Consultant has or may obtain in any Work Product.', 'assignment')).toBe(false);
    expect(says("Consequently, WCC hereby assigns to XLI all goodwill and all other rights developed in connection with WCC's use of XLI's trademarks which shall inure to the benefit of XLI.", 'assignment')).toBe(false);
    expect(says('Notes: Payments for this Agreement will be transferred by VAL via Bank Wire Transfer Method in US Dollars Currency as per Clause 5.', 'assignment')).toBe(false);
    expect(says('IN THE EVENT ANY BORROWER OR THE AGENT, FOR ITSELF AND ON BEHALF OF THE LENDERS, COMMENCES ANY ACTION IN ANOTHER JURISDICTION OR VENUE UNDER ANY TORT OR CONTRACT THEORY ARISING DIRECTLY OR INDIRECTLY FROM THE RELATIONSHIP CREATED BY THIS AGREEMENT, THE OTHER PARTY AT ITS OPTION SHALL BE ENTITLED TO HAVE THE CASE TRANSFERRED TO ONE OF THE JURISDICTIONS AND VENUES ABOVE-DESCRIBED, OR IF SUCH TRANSFER CANNOT BE ACCOMPLISHED UNDER APPLICABLE LAW, TO HAVE SUCH CASE DISMISSED WITHOUT PREJUDICE.', 'assignment')).toBe(false);
  });
  it('exclusivity: keeps an exclusive right to commercialise (cuad-scale-096) and to file patents (cuad-dev-22); not an exclusive right to sue, arbitration "exclusively and finally", authorship, or a denial (cuad-scale-114, -124, -262, -366)', () => {
    expect(says('Vyera shall have the exclusive right to implement, and subject to Section 5.5, final decision-making authority with respect to, Commercialization of all Licensed Products in the Field and the Territory.', 'exclusivity', true)).toBe(true);
    expect(says('(c) As between the Parties, and without limiting MD Anderson’s assistance obligations under Section 7.2(b), LBIO shall have the sole and exclusive right to file patents covering or claiming Inventions.', 'exclusivity', true)).toBe(true);
    expect(says('Licensor shall have the exclusive right, but not the obligation, to prosecute, defend and/or settle in its sole discretion, all actions, proceedings and claims involving any Third Party Infringement or Third Party Claim, and to take any other action that it deems necessary or proper for the protection and preservation of its rights in the Licensed Mark.', 'exclusivity', true)).toBe(false);
    expect(says('24.2.1 Subject to sub-Clause 24.2.5 below and in the event the Representatives (i) fail to create such committee or (ii) do not agree on an amicable settlement within [*****] from the date the committee referred to in this sub-Clause 24.2 has been created, the Dispute shall be exclusively and finally settled under the Rules and Conciliation of Arbitration of the International Chamber of Commerce.', 'exclusivity', true)).toBe(false);
    expect(says('Subject to Section 14.1.1, title to all inventions and other intellectual property made related to (i) the Development Program shall be owned by or is hereby assigned to FG; provided, however that Astellas shall own inventions of general applicability relating solely to drug delivery systems created exclusively by Astellas.', 'exclusivity', true)).toBe(false);
    expect(says('This Agreement or any provision thereof shall not be interpreted as granting Contractor any exclusive rights in respect of the Manufacturing Outsourcing Services or any similar services outsourced by NICE.', 'exclusivity', true)).toBe(false);
  });
  it('change of control: keeps a termination right on a change in control (cuad-scale-034); not a carve-out that "shall not constitute a Change of Control" (cuad-scale-042)', () => {
    expect(says('ExxonMobil may terminate this Agreement upon fifteen (15) days written notice, without penalty, payment or prejudice to claims and obligations then accrued, if FCE undergoes a Change in Control.', 'change_of_control')).toBe(true);
    expect(says('Notwithstanding the foregoing, a purchase of shares in a Stock Sale by one or more Third Parties in a bona fide financing transaction the primary purpose of which is to raise working capital for RevMed shall not constitute a Change of Control even if such Third Parties collectively negotiate or receive their rights as security holders in such financing transaction(s).', 'change_of_control')).toBe(false);
  });
  it('cap: keeps "will not exceed" (cuad-scale-104); not a period, a quantity or a tax that exceeds something (cuad-scale-296, -430, -182)', () => {
    expect(says('EACH PARTY’S LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT WILL NOT EXCEED AN AMOUNT EQUAL TO THE AGGREGATE AMOUNTS PAID OR PAYABLE TO LICENSOR IN THE TWELVE (12) MONTHS PRECEDING THE COMMENCEMENT OF THE CLAIM.', 'liability_cap')).toBe(true);
    expect(says('If the interruption of operation permitted under this Section 2.4 exceeds 180 days, BKC shall have the right to terminate this Agreement, whereupon all rights granted to Franchisee under this Agreement shall terminate, without liability to BKC.', 'liability_cap')).toBe(false);
    expect(says('Any CUTANEA-specific inventory rendered obsolete as a result of Supplier’s supplier minimum order quantities that exceed the binding quantities of Product of Forecasted Needs shall be destroyed in accordance with all applicable laws and regulations and Supplier shall indemnify CUTANEA for any liability arising therefrom.', 'liability_cap')).toBe(false);
    expect(says('GSK shall pay to Theravance an amount equal to the amount GSK owes to the relevant tax authority in excess of such five percent (5%) provided always that if Theravance is able to obtain credit for any such liability it shall repay GSK.', 'liability_cap')).toBe(false);
  });
  it('minimum: keeps minimum purchasing requirements (cuad-scale-048); not a price floor, "all (but not less than all)", or guarantees given as security (cuad-scale-354, -164, -246)', () => {
    expect(says('In addition, Erchonia may require reasonable minimum purchasing requirements for each run of private labeled products.', 'minimum')).toBe(true);
    expect(says('(c) On the Remarketing Date, the Remarketing Agents shall use their commercially reasonable efforts to remarket the Remarketed Securities tendered or deemed tendered for purchase, at a price which results in cash proceeds equal to at least the sum of (i) the remarketing fee to be paid to the Remarketing Agents.', 'minimum')).toBe(false);
    expect(says('SMBC shall specify in its notice whether or not it shall exercise its right of first refusal to purchase all (but not less than all) of the Additional Units that other Partners have elected not to purchase.', 'minimum')).toBe(false);
    expect(says('Those clients offering acceptable guarantees to support their purchases, shall not require a risk rating from any risk rating agency acknowledged and accept it by ECOPETROL because the risk is assumed by the guarantor.', 'minimum')).toBe(false);
  });
  it('minimum: a guarantee disclaimed is none (cuad-scale-420; session 25, once the chunker quoted the sentence whole); a guaranteed minimum is', () => {
    expect(says('Each Investors Capital Party acknowledges that none of the PHL Parties or their Affiliates shall be deemed to have guaranteed the profitability of the GIE or any volume of sales, and no indemnification shall arise based on an assertion of such a guarantee of profitability of the GIE or volume of sales.', 'minimum')).toBe(false);
    expect(says('Each PHL Party acknowledges that neither ICAS nor any of its Affiliates shall be deemed to have guaranteed the profitability of the GIE or any volume of sales, and no indemnification shall arise in connection with profitability of the GIE or volume of sales.', 'minimum')).toBe(false);
    expect(says('Company has not guaranteed any minimum level of orders.', 'minimum')).toBe(false);
    expect(says('Neither party shall reduce the guaranteed minimum volume of 5,000 units.', 'minimum')).toBe(true);
    expect(says('Licensee guarantees that it shall purchase not less than 10,000 units in each Contract Year.', 'minimum')).toBe(true);
    expect(says('In no event shall the guaranteed minimum volume be reduced below 5,000 units.', 'minimum')).toBe(true);
  });
  it('term: keeps a term that renews automatically (cuad-scale-060); not a renewal alone, nor a lead-in to the events that end it (cuad-scale-032, -106)', () => {
    expect(says('The term of this Agreement shall be for one (1) year commencing on the Effective Date and automatically renewing annually thereafter, unless either party provides a thirty-day notice of written termination one to the other ("Term").', 'term')).toBe(true);
    expect(says("The Services Term of this Agreement shall be automatically renewed for successive two-year terms thereafter unless written notice is given by either party to the other, indicating that party's intention not to renew the Services Term of this Agreement, at least ninety (90) days prior to the end of the initial Services Term or any renewed Services Term.", 'term')).toBe(false);
    expect(says('3.2 This Agreement and all rights and licenses granted under this Agreement shall terminate as soon as practicable, but no longer than thirty (30) days, after:', 'term')).toBe(false);
  });
  it('renewal: keeps an automatic renewal (cuad-scale-010); not one the parties may later agree on (cuad-scale-148)', () => {
    expect(says('This agreement shall automatically renew for additional successive terms of twelve (12) months each at the end of the Initial Term ("Renewal Terms"), unless either party notifies the other in writing at least sixty (60) days prior to the end of the Initial Term.', 'renewal')).toBe(true);
    expect(says('This Agreement may be renewed for an additional one year term (“Renewal Term”) upon mutual written agreement of the Parties.', 'renewal')).toBe(false);
  });
});

describe('whom a restraint protects: soliciting customers is not soliciting employees (the review table’s "No-Solicit Of Customers")', () => {
  const anchor = (text: string) => [{ anchor: 'a-1', doc: 'a', title: 'Franchise Agreement', pages: [1, 1] as [number, number], text }];
  const customers = 'Is a party restricted from soliciting the customers of the other party?';
  const employees = 'Is a party restricted from soliciting or hiring the employees of the other party?';
  // cuad-scale-294 (customers) and cuad-scale-426 (employees), quoted from the tune half.
  const custClause = 'Member covenants and agrees that during the Post-Term Period, Member will not, either directly or indirectly, solicit, divert, or attempt to solicit or divert any actual or potential business or customer of the Franchised Business to any Competitive Business.';
  const emplClause = 'Neither party will solicit for employment any employee of the other party during the active term of this Agreement and further, where applicable, the term of any active Work Order.';
  it('the customers question takes the customer covenant, and a client one (cuad-scale-164); never the employee covenant', () => {
    const out = extract(customers, anchor(custClause));
    expect(out.kind).toBe('answer');
    expect(extract(customers, anchor('Each of SMBC/Nikko and Moelis Holdings agrees, during the term of this Agreement and for a period of 12 months thereafter, not to solicit any Client Introduced by the other party.')).kind).toBe('answer');
    expect(extract(customers, anchor(emplClause)).kind).toBe('insufficient_evidence');
  });
  it('the employees question takes the employee covenant, never the customer one', () => {
    expect(extract(employees, anchor(emplClause)).kind).toBe('answer');
    expect(extract(employees, anchor(custClause)).kind).toBe('insufficient_evidence');
  });
  it('a party named "the Buyer" is no customer; "shall not be restricted from soliciting" is the exception, not the restraint (cuad-dev-16, found by asking the review table’s question)', () => {
    const sellers = '(d) Each Seller agrees that for a period commencing on the Effective Date and ending three years after the Closing Date (the “Non-Solicit Period”), each Seller shall not, directly or indirectly: (i) induce, solicit, recruit or attempt to persuade any employee of the Combined Business to terminate his or her employment with the Buyer or any of its subsidiaries, or (ii) solicit the employment of any of the employees of the Combined Business.';
    expect(extract(customers, anchor(sellers)).kind).toBe('insufficient_evidence');
    expect(extract('Is there a non-solicitation clause?', anchor(sellers)).kind).toBe('answer');
    expect(says(sellers, 'non_solicit')).toBe(true);
    expect(says('Notwithstanding the above, Sellers shall not be restricted from (1) soliciting for employment or hiring former employees of Buyer or the Company (including their respective subsidiaries) whose employment was terminated by Buyer or the Company at least six months prior to such initial solicitation by such Seller.', 'non_solicit')).toBe(false);
  });
  it('a question that names no one is answered by either', () => {
    expect(extract('Is there a non-solicitation clause?', anchor(emplClause)).kind).toBe('answer');
    expect(extract('Is there a non-solicitation clause?', anchor(custClause)).kind).toBe('answer');
  });
});

describe('seventh pass, second reading: what follows a termination, a carve-out, goods disposed of', () => {
  it('change of control: keeps "in the event of a Change of Control … may terminate" (cuad-scale-134); not what is paid "upon the termination (whether … by way of change of control)" (cuad-scale-192)', () => {
    expect(says('5.3 in the event of a Change of Control, the Party which was not subject to the Change of Control may terminate this Agreement upon six (6) months advance written notification.', 'change_of_control')).toBe(true);
    expect(says('(g) Upon the termination (whether for cause, disability, death, without cause, or by way of change of control), the Company shall pay to Consultant on the date required under applicable law: (i) any accrued but unpaid Base Consulting Fee for services rendered as of the date of termination.', 'change_of_control')).toBe(false);
  });
  it('cap: keeps a cap beside its carve-out (cuad-scale-104, with the carve-out of cuad-scale-124); not the carve-out alone: liability "which cannot be excluded or limited by law" (cuad-scale-124)', () => {
    expect(says('EACH PARTY’S LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT WILL NOT EXCEED AN AMOUNT EQUAL TO THE AGGREGATE AMOUNTS PAID OR PAYABLE TO LICENSOR IN THE TWELVE (12) MONTHS PRECEDING THE COMMENCEMENT OF THE CLAIM, EXCEPT FOR ANY OTHER LIABILITY WHICH CANNOT BE EXCLUDED OR LIMITED BY LAW.', 'liability_cap')).toBe(true);
    expect(says('OF THE REPAIRER FOR DEATH OR PERSONAL INJURY ARISING OUT OF NEGLIGENCE OR MISCONDUCT,, OR FOR ANY OTHER LIABILITY WHICH CANNOT BE EXCLUDED OR LIMITED BY LAW.', 'liability_cap')).toBe(false);
  });
  it('assignment: keeps "may not assign or transfer … any of its rights" (cuad-scale-002); not goods a party may "sell, sublicense, assign, lease, loan" (cuad-scale-054)', () => {
    expect(says('Network Affiliate may not assign or transfer, by operation of law or otherwise, any of its rights under this Agreement or delegate any of its duties under this Agreement to any third party without NCM’s prior written consent, which consent shall not be unreasonably withheld, conditioned or delayed.', 'assignment')).toBe(true);
    expect(says('From and after termination Distributor shall not use internally or employ any of the Products or related materials as a part, portion, or basis of any product which Distributor shall use, sell, sublicense, assign, lease, loan, license or transfer to any third party.', 'assignment')).toBe(false);
  });
});

describe('session 9: how a term runs from its start to its end', () => {
  it('keeps a term said as "remain effective until terminated", "valid for … years", "shall expire on", "for a term of" (cuad-scale-052, 158, 404, 302, 262)', () => {
    for (const s of [
      'This Agreement and the license granted herein shall remain effective until terminated.',
      'This Agreement shall be valid for five (5) years from February 1, 2019 through January 31, 2024 unless this Agreement is terminated earlier pursuant to Section 14 (the "Term").',
      'Unless earlier terminated, this Agreement shall take effect on December 1st, 2015 and shall expire on November 30, 2016.',
      'This agreement shall be for a term of five years from the date of this document.',
      'This Agreement shall become effective as of the Effective Date and, shall continue in full force and effect until terminated pursuant to this Article 18.',
    ]) expect(says(s, 'term'), s).toBe(true);
  });
  it('not a sentence that only says when the agreement takes effect (cuad-dev-17), nor what is due until the term ends', () => {
    expect(says('This Agreement shall have no force or effect unless and until the Effective Date.', 'term')).toBe(false);
    expect(says('Licensee shall pay the royalties in effect until the end of each calendar quarter.', 'term')).toBe(false);
  });
  it('those words are too common to search for: they never widen retrieval', () => {
    const words = expansionWords(['term']);
    expect(words).toContain('initial');
    for (const w of ['until', 'through', 'valid']) expect(words).not.toContain(w);
  });
});

describe('session 9: an audit right given as access, or as books open for inspection', () => {
  it('keeps "may, at its own expense, audit", "shall afford … full access … to all such books and records", "shall be open for inspection" (cuad-scale-098, 056, 304, 048)', () => {
    for (const s of [
      'Each of the Parties may, at its own expense, audit the other Party’s compliance with this Agreement, including but not limited to, auditing the other Party’s representations and warranties.',
      'During the term of this Agreement, Distributor shall afford to Hydraspin and its authorized representatives full access at all reasonable times and upon reasonable prior notice, to all such books and records with respect to the Products.',
      'Such books and records shall be kept for at least three (3) years following the end of the calendar month to which they pertain, and shall be open for inspection by an independent certified public accountant reasonably acceptable to Corio for the purpose of verifying the amounts payable to Commerce One under this Agreement.',
      'All such information shall be available for inspection by Erchonia, upon reasonable notice.',
    ]) expect(says(s, 'audit'), s).toBe(true);
  });
  it('not a buyer’s right to inspect or test the goods delivered (cuad-scale-430)', () => {
    expect(says('CUTANEA shall grant to Supplier (or its designee) the right to inspect or test said Product batch and dispute CUTANEA rejection according to the provisions provided in this Section 2.6.', 'audit')).toBe(false);
    expect(says('Licensor shall have the right to inspect the Products and the books and records of Licensee relating to their sale.', 'audit')).toBe(true);
  });
});

describe('session 10: a list item with its lead-in, as the generator reads it (leadInRead)', () => {
  const read = (lead: string, item: string) => `${leadInRead(lead)} ${item}`;
  it('termination for convenience: an item that gives the right on notice alone, or for any reason (cuad-scale-350, 342)', () => {
    expect(says(read('This Agreement or any Project Plan may be terminated:', '(a) by Magenta for any reason upon [***] written notice to Bachem;'), 'convenience')).toBe(true);
    expect(says(read('Owner may terminate this Agreement at any time upon the occurrence of any of the following:', '(e) Without cause on no less than seven (7) days prior written notice.'), 'convenience')).toBe(true);
  });
  it('not an item of a list of causes or events, even when the item names none (cuad-scale-390, 096)', () => {
    expect(says(read('SERVICERS may terminate this Agreement prior to its expiration for cause upon prior written notice to ISO as follows:', '(c) Upon any commission of any fraudulent activity by ISO;'), 'convenience')).toBe(false);
    expect(says(read('CytoDyn shall have the right to terminate this Agreement in its entirety upon written notice to Vyera on the occurrence of any of the following:', '(a) Vyera or any of its Affiliates directly or indirectly, challenges, disputes, or assists any Third Party to dispute or challenge the validity of any CytoDyn Patents;'), 'convenience')).toBe(false);
  });
  it('change of control: an item that names a merger; not "a material effect on the Company on a consolidated basis" (cuad-scale-372, 174)', () => {
    expect(says(read('TouchStar may terminate this Agreement upon the occurrence and continuation of any of the following events:', '(n) Reseller is merged or consolidated with any other entity or there is a substantial change in the management or control of Reseller; or'), 'change_of_control')).toBe(true);
    expect(says(read('The Agent may terminate this Agreement at any time after this Agreement becomes effective as follows:', '(a) if a general banking moratorium has been declared by a state or federal authority which has a material effect on the Company on a consolidated basis;'), 'change_of_control')).toBe(false);
  });
});

/**
 * Session 11: read from the false greens that retrieval at k = 20 (instead of 8) exposes on the tune half and on the
 * CUAD dev contracts. More passages put more near-misses before the generator; each rule below is general, shown on the
 * sentence that exposed it and on an operative clause it must keep.
 */
describe('session 11: change of control is a transaction with an effect, not who controls a defence, content or affairs', () => {
  it('keeps a merger, a sale of assets, a change in ownership or control, and a named change of control (cuad-dev-02, -06, -07, -09, -13)', () => {
    for (const s of [
      "v) In the event that a majority of Application Provider's assets are merged, acquired or sold to an Excite@Home Named Competitor, or to an entity controlling or controlled by an Excite@Home Named Competitor, then Excite@Home may terminate this Agreement by providing thirty (30) days written notice.",
      'Upon the occurrence of any of the following, WGT may terminate the Term by giving Distributor written notice of such termination for: (b) any material change in the general management, ownership or control of Distributor, including without limitation the sale, transfer or relinquishment by Distributor of any substantial interest in the ownership of the business to be carried on by Distributor under this Agreement;',
      "In the event of the merger or consolidation of Company with any other entity, Licensor shall have the right to terminate the Contract Period by so notifying Company in writing within sixty (60) days following Licensor's receipt of notice of such merger or consolidation.",
      'If there is a change in Control of the first party, the second party may, entirely at their own option and without thereby becoming liable for any costs or losses which the first party or its holding company or any company in which it may hold shares may suffer as a result terminate the Agreement by notice in writing to first party.',
      '(a) Upon the occurrence of any Change of Control (as defined below) this Agreement and all Licensee\'s rights and licenses hereunder shall automatically terminate unless, prior to the occurrence of such Change of Control, Licensor has consented to such Change of Control in a writing executed by an officer of Licensor.',
    ]) expect(says(s, 'change_of_control'), s).toBe(true);
  });
  it('not control of the defence of a claim, of content, or of the conduct of a trust’s affairs (cuad-dev-15, -26, cuad-scale-226)', () => {
    for (const s of [
      "If the Indemnifying Party elects not to assume the defense of any Claim, or having assumed the defense of any Claim fails to pursue diligently the defense thereof, the Indemnifying Party shall be deemed to have irrevocably waived any right to participate in or control the defense or settlement of such Claim and the Indemnified Party shall be entitled to sole control of the defense and settlement of such Claim (without limitation of the Indemnifying Party's indemnity obligations under this Section 7).",
      "It is agreed that MediaNet Group Technologies shall have complete control of content on the Portals with the exception of the customized pages and links on contracted portals, and these pages and links are subject to MediaNet Group Technologies's approval.",
      'Nothing herein contained shall be deemed to require the Trust to take any action contrary to the Trust’s Agreement and Declaration of Trust or By-Laws, or any applicable statutory or regulatory requirement to which the Trust is subject or by which the Trust is bound, or to relieve or deprive the Trust’s Board of Trustees of the Board’s responsibility for and control of the conduct of the affairs of the Trust.',
    ]) expect(says(s, 'change_of_control'), s).toBe(false);
  });
  it('force majeure: "outside the control of" and the destruction of "substantially all" facilities are no change of control (cuad-scale-058, -436)', () => {
    const outside = 'Notwithstanding anything else contained in this Agreement, neither Party will be liable for any delay in the performance of any of its obligations if such delay is caused by any reason wholly outside the control of the Party so delaying (a “Force Majeur Event”) subject to the obligation of the Party so delaying promptly notifying the other Party in writing of the reasons for the delay and the likely duration of the delay.';
    expect(says(outside, 'change_of_control')).toBe(false);
    expect(says(outside, 'force_majeure')).toBe(true);
    expect(says('The Party affected by the Force Majeure shall use commercially reasonable efforts to remedy the Force Majeure condition with all reasonable dispatch, shall give written notice to the other Party of the termination of the Force Majeure, and shall resume performance of any suspended obligation promptly after termination of such Force Majeure; provided, that notwithstanding anything in the foregoing to the contrary, a Party may elect, in its sole discretion, whether or not to repair or replace its facilities following catastrophic destruction of all or substantially all of such facilities.', 'change_of_control')).toBe(false);
  });
});

describe('session 11: assignment of the agreement or of rights under it, not a payment or a transfer of assets', () => {
  it('keeps rights or the agreement that may not be assigned, said either way round', () => {
    expect(says('Neither this Agreement nor any rights or obligations hereunder may be assigned by either party without the prior written consent of the other party.', 'assignment')).toBe(true);
    expect(says('Licensee shall not assign this Agreement or any of its rights hereunder without the prior written consent of Licensor.', 'assignment')).toBe(true);
  });
  it('not an anti-bribery promise of no "payment or transfer of anything of value", nor a subsidiary free to transfer its assets (cuad-scale-088, -256)', () => {
    expect(says('The Parties represent to each other that it has not made, and agrees that it will not make, in connection with the transactions contemplated by this Agreement, or in connection with any other business transactions involving the JVC, any payment or transfer of anything of any value, directly or indirectly, to the following:', 'assignment')).toBe(false);
    expect(says('No Subsidiary of the Company is currently prohibited, directly or indirectly, under any agreement or other instrument to which it is a party or is subject, from paying any dividends to the Company, from making any other distribution on such Subsidiary’s capital stock or membership interest, from repaying to the Company any loans or advances to such Subsidiary from the Company or from transferring any of such Subsidiary’s properties or assets to the Company or any other Subsidiary of the Company, except as disclosed in the Registration Statement, the General Disclosure Package and the Prospectus.', 'assignment')).toBe(false);
  });
});

describe('session 11: convenience, exclusivity, term and audit — the word in another role', () => {
  it('"if for any reason you fail to commence" is a cause, not termination for convenience (cuad-scale-200)', () => {
    expect(says('If for any reason you fail to commence operation within the nine (9) month period, we may terminate this Agreement immediately upon delivery of written notice of termination to you.', 'convenience')).toBe(false);
    expect(says('Either party may terminate this Agreement for any reason upon ninety (90) days prior written notice to the other party.', 'convenience')).toBe(true);
  });
  it('"exclusive right, title and interest" is ownership, not an exclusive grant (cuad-scale-420, cuad-dev-04)', () => {
    expect(says('Licensee hereby acknowledges the validity of Licensor’s Trademarks and Licensor’s exclusive right, title and interest in and to the Trademarks.', 'exclusivity')).toBe(false);
    expect(says('in order to deliver, assign and convey to the Company, its successors, assigns and nominees the sole and exclusive right, title, and interest in and to all Inventions', 'exclusivity')).toBe(false);
    expect(says('Company hereby grants to Distributor the exclusive right to sell the Products in the Territory during the Term.', 'exclusivity')).toBe(true);
  });
  it('"governed exclusively by Sections 2.1" is no exclusivity; "governed exclusively by the laws of New York" is still the governing law', () => {
    expect(says('The parties’ rights to the Licensed Technology shall be governed exclusively by Sections 2.1 and 2.2.', 'exclusivity')).toBe(false);
    expect(says('This Agreement shall be governed exclusively by the laws of the State of New York.', 'governing_law')).toBe(true);
  });
  it('a time to bring suit is no term of the agreement (cuad-scale-234)', () => {
    expect(says('12.5 Any action of any kind by either party arising out of this Agreement must be commenced within five (5) years from the date the right, claim, demand, or cause of action shall first arise.', 'term')).toBe(false);
    expect(says('This Agreement shall commence on the Effective Date and continue for a period of five (5) years.', 'term')).toBe(true);
  });
  it('samples available for inspection are the goods, not the books (cuad-scale-346)', () => {
    expect(says('All such samples shall be available for inspection by AMAG at reasonable intervals upon reasonable notice.', 'audit')).toBe(false);
    expect(says('All such records shall be available for inspection by AMAG at reasonable intervals upon reasonable notice.', 'audit')).toBe(true);
  });
});

describe('session 11: a term clause read up to its proviso (cuad-dev-18, found when sentences began to run on over blank lines)', () => {
  it('the term stated with provisos that give termination rights is still the term', () => {
    expect(says('The term of this Agreement (the "Term") will begin on February 1, 1998 and end on the first anniversary of the date of this Agreement; provided that (a) either party may terminate this Agreement, effective at any time after the first three months of the Term, by giving 30 days\' written notice of termination to the other party, and (b) either party may terminate this Agreement at any time by giving written notice of termination to the other party, if the other party commits a material breach of its obligations hereunder that is not cured within 30 days after notice thereof from the non-breaching party.', 'term')).toBe(true);
  });
  it('a cure period before any proviso is still no term', () => {
    expect(says('Either party may terminate this Agreement if the other party commits a material breach that is not cured within thirty (30) days, and this Agreement shall then expire; provided that Sections 5 and 6 survive.', 'term')).toBe(false);
  });
});

describe('session 11: insurance a party must have, however the clause says the act (tune half: 14 clauses sent and refused)', () => {
  it('keeps "must have", "warrants that it carries", "shall be an additional insured", "agree to jointly insure" (cuad-scale-160, -280, -190, -334)', () => {
    for (const s of [
      'Sponsors must have their own liability insurance with limits of one million dollars.',
      'ENVISION warrants that it carries general liability insurance of $1 million per occurrence and product liability insurance of not less than $2 million per occurrence and that, upon execution of this Agreement, it will name SIERRA as an additional insured on such policies.',
      'In this regard CONSULTANT shall be an additional insured under Company’s applicable insurance coverages.',
      'Should the Managing Group agree to jointly insure against such risks, the cost of such insurance will form part of the capital costs referred to in Subparagraph 13.1.',
    ]) expect(says(s, 'insurance'), s).toBe(true);
  });
  it('not "shall insure that" the work infringes nothing, insurance products a party sells, or a certificate issued by a bureau (cuad-scale-220, -376, -168)', () => {
    for (const s of [
      'Prior to presentation to MBRK of any work or work product produced by DD pursuant to this Agreement, DD, at its own expense, shall insure that all such work or work product does not violate or infringe upon the Intellectual Property Rights of any third party.',
      'Company may use the information provided by FIIOC in communications to individuals, plan trustees, or others who have legal title or beneficial interest in the annuity or life insurance products issued by Company, or representatives of any of these parties, and to prospective purchasers of such products or beneficial interests thereunder.',
      'CLAIMS: Within 7 days after the arrival of the goods at destination, should the quality, specification, or quantity be found not in conformity with the stipulations of the Contract except those claims for which the insurance company or the owners of the vessel are liable, the Buyers, on the strength of the Inspection Certificate issued by the China Commodity Inspection Bureau, have the right to claim for replacement with new goods.',
    ]) expect(says(s, 'insurance'), s).toBe(false);
    expect(says('All policies shall be issued by insurers rated A- or better by A.M. Best.', 'insurance')).toBe(true);
  });
  it('"required to maintain" is asked as the act the clause must say, so "must have" answers it', () => {
    const q = conceptsIn('Is a party required to maintain insurance?');
    expect(q.ids.has('insurance')).toBe(true);
    expect(q.consumed.has('maintain')).toBe(true);
  });
});

describe('session 11: a term said as "the effective term", a defined "Term", or as long as another instrument (tune half)', () => {
  it('keeps them (cuad-scale-202, -218, -240, -342)', () => {
    for (const s of [
      'The effective term is 12 months beginning March 1, 2005 and ending February 28, 2006.',
      'The “Term” shall begin on the date hereof and shall expire December 31, 2023, subject to early termination pursuant to the terms of Section 19.',
      'This Agreement shall commence on the Effective Date and, shall continue for the duration of the Lease, unless terminated earlier pursuant to Section 3.2 or 3.3.',
    ]) expect(says(s, 'term'), s).toBe(true);
  });
  it('not a failure that "shall have continued for a period of 30 days", nor a payment term', () => {
    expect(says('The Remarketing Agent may terminate this Agreement if any of the conditions set forth in Section 8 have not been met and such failure shall have continued for a period of 30 days after notice.', 'term')).toBe(false);
    expect(says('The payment term is thirty (30) days from the date of invoice.', 'term')).toBe(false);
  });
});

describe('session 11: termination on notice alone, however the right is put (tune half)', () => {
  it('keeps "may also be terminated", "may cancel … with or without supplying a reason", "wishing to terminate … must give notice" (cuad-scale-166, -044, -004, -016, -028)', () => {
    for (const s of [
      'This Agreement may also be terminated by either party upon ninety (90) days written notice.',
      'Developer may also terminate this Agreement by giving two (2) weeks’ notice in writing to VAL.',
      'Either party may cancel this Agreement at any time, with or without supplying a reason, through written notification or by making suitable settings in the respective Control Panel.',
      'Either party wishing to terminate the Agreement must give written notice to the other party at least thirty (30) days prior to the desired date of termination.',
      'Client has the unilateral right to cancel this agreement at any time within a 7-day notice period.',
    ]) expect(says(s, 'convenience'), s).toBe(true);
  });
  it('not cancelling purchase orders, a right that is denied, or a right for a cause (cuad-scale-364)', () => {
    for (const s of [
      'IBM may cancel any and all Purchase Orders against this Agreement at any time.',
      'Licensee may not terminate this Agreement without ninety (90) days written notice.',
      'Either party may also terminate this Agreement upon thirty (30) days written notice if the other party breaches any material term.',
    ]) expect(says(s, 'convenience'), s).toBe(false);
  });
});

describe('session 13: exclusivity is exclusive dealing or rights, not an exclusive forum, remedy or ownership (tune half)', () => {
  it('keeps an exclusive appointment, right, purchase and a non-exclusive licence (cuad-scale-280, -120, -136)', () => {
    for (const s of [
      'SIERRA hereby appoints ENVISION as its exclusive distributor for the Product in any blend with Krill Oil within the Territory subject to ENVISION fulfilling the terms and conditions of the best efforts marketing requirements set forth herein in Sections 4, 5, and 9.',
      'Watchit shall have the exclusive right to sell third party advertising as sponsors of their content and will have the right to brand the content under the Watchit brand.',
      'Customer hereby grants to Manufacturer a non-exclusive license during the Term to use any Customer Property and Customer-Owned Improvements and Developments solely in connection with Manufacturer performing its obligations under this Agreement.',
      'All sales towards customers for bunker fuel will be carried out exclusively by Bunker One in accordance to the terms set forth herein.',
    ]) expect(says(s, 'exclusivity'), s).toBe(true);
  });
  it('not a forum, a remedy, a procedure, property, a law that governs "exclusively", or an "exclusion" (cuad-scale-192, -080, -172, -308, -060, -052)', () => {
    for (const s of [
      'The sole and exclusive place of jurisdiction in any matter arising out of or in connection with this Agreement will be the applicable New York state or federal court.',
      'Exclusivity of Remedies Customer agrees that its sole remedy for IBM’s failure to meet an SLA Target Percentage is the Availability Credit as provided in this Attachment.',
      'Any Dispute shall be resolved pursuant to the provisions of this ARTICLE XII, which shall be the sole and exclusive procedures for the resolution of any such Dispute.',
      'trademark or service mark "APPLY," as it relates to the APPLY software product, shall be and remain the sole and exclusive property of Certegy.',
      'Regardless of the place of execution hereof, this Agreement, all amendments hereto, and any and all issues or controversies arising here from or related hereto, shall be governed by and construed exclusively in accordance with the laws of the State of Georgia.',
      'This disclaimer and exclusion shall apply even if the express warranty set forth above fails of its essential purpose.',
    ]) expect(says(s, 'exclusivity'), s).toBe(false);
  });
});

describe('session 14: a limitation of liability is a cap or an exclusion of damages; a cap is still a cap (tune half)', () => {
  const exclusions = [
    'Chase shall have no liability for any indirect, incidental, special or consequential damages or any loss of revenue or profits arising under or with respect to this Agreement or the Affiliate Program, regardless of whether Chase has been advised of the possibility of such damages.',
    'Neither Party shall be liable to the other for special, incidental, or consequential damages, even if such Party has been advised of the possibility of such damages.',
    'Each Party expressly waives and foregoes any right to consequential, punitive, special, exemplary or similar damages or lost profits.',
    'NEITHER PARTY SHALL BE LIABLE TO OTHER PARTY FOR ANY LOST PROFITS, LOST REVENUES, OR ANY OTHER INCIDENTAL, INDIRECT, PUNITIVE, SPECIAL OR CONSEQUENTIAL DAMAGES WHATSOEVER ARISING OUT OF THIS AGREEMENT OR ANY ORDER, OR OUT OF THE PERFORMANCE OR BREACH OF THIS AGREEMENT OR ANY ORDER, EVEN IF THE PARTY HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
  ];
  it('reads an exclusion of damages as a limitation of liability, not as a cap (cuad-scale-000, -016, -040, -036)', () => {
    for (const s of exclusions) {
      expect(says(s, 'liability_limit'), s).toBe(true);
      expect(says(s, 'liability_cap'), s).toBe(false);
    }
  });
  it('reads a cap as both, and neither an exception to the limit nor a liability that names no damages (cuad-scale-004, -016)', () => {
    const cap = "In no event shall Cisco's or its suppliers' or licensors' liability to Customer, whether in contract, tort (including negligence), or otherwise, exceed the price paid by Customer.";
    expect(says(cap, 'liability_cap')).toBe(true);
    expect(says(cap, 'liability_limit')).toBe(true);
    for (const s of [
      'The limitation of liability does not apply to claims arising through initial incapacity or in case of justifiable impossibility.',
      '9.1 Nothing in this Agreement shall exclude or limit either party’s liability for:',
      'Neither party shall be liable for any delay in performance caused by circumstances beyond its reasonable control.',
    ]) expect(says(s, 'liability_limit'), s).toBe(false);
  });
  it('asks for a limitation when a question says "limit", "exclude" or names the damages, and for a cap when it says "cap"', () => {
    for (const q of ["Does this agreement limit or exclude a party's liability?", 'Is liability limited?', 'What is the limitation of liability?']) expect(questionUnits(q), q).toEqual({ concepts: ['liability_limit'], terms: [] });
    // The damages a question names stay words a clause must say: a cap does not answer "are consequential damages excluded?".
    expect(questionUnits('Are consequential damages excluded?')).toEqual({ concepts: ['liability_limit'], terms: ['consequenti', 'damag'] });
    expect(questionUnits('Is there a cap on liability under this agreement?')).toEqual({ concepts: ['liability_cap'], terms: ['liabil'] });
  });
  it('an indemnity that leaves lost profits out limits nothing (cuad-scale-400)', () => {
    expect(says('The Issuer shall and does hereby indemnify and save the Indemnified Parties harmless from and against any liability, claim, demand or loss, excluding loss of profits, which the Indemnified Parties may suffer, whether pursuant to any statute, the common law or otherwise.', 'liability_limit')).toBe(false);
  });
  it('answers "are consequential damages excluded?" with the exclusion, not the cap beside it (cuad-dev-07 § 17, CUAD\'s text)', () => {
    // Under its heading, as in the contract: the clause model is sure of the cap only there (p 0.44; 0.29 without it).
    const text = "Notwithstanding anything to the contrary herein, in the event Company incurs any expenses, damages or other liabilities (including, without limitation, reasonable attorneys' fees) in connection with the performance or non-performance of any term or provision hereof, Licensor's liability to Company shall not exceed the remuneration, excluding reimbursement of expenses, actually paid to Licensor by Company. In no event will Licensor be liable for any indirect, incidental, reliance, special or consequential damages arising out of the performance or non-performance of this Agreement, whether or not Licensor had been advised of the possibility of such damages.";
    const anchors = [{ anchor: 'a', doc: 'd', title: 'd', pages: [1, 1] as [number, number], text, sections: [{ start: 0, end: text.length, headingEnd: 0, cite: '§ 17', heading: 'LIMITED LIABILITY' }] }];
    const out = extract('Are consequential damages excluded?', anchors);
    expect(out.kind).toBe('answer');
    if (out.kind === 'answer') expect(out.claims.map((c) => c.text)).toEqual([expect.stringMatching(/^In no event will Licensor be liable for any indirect/)]);
    const cap = extract('Is there a cap on liability under this agreement?', anchors);
    expect(cap.kind).toBe('answer');
    if (cap.kind === 'answer') expect(cap.claims[0]!.text).toMatch(/shall not exceed the remuneration/);
  });
});

describe('session 14: a term said far from "this Agreement", or without an end date (tune half)', () => {
  it('keeps a term whose end comes many words after "this Agreement", or that runs until terminated (cuad-scale-364, -224, -000, -004, -242)', () => {
    for (const s of [
      'This Agreement shall become effective on the Effective Date and shall continue for a period of three (3) years unless terminated as provided in Section 5.0.',
      'This Agreement is effective as of August 1, 2004, (the "Effective Date") and shall terminate on July 31, 2009, (the "Termination Date") unless earlier terminated or extended as provided for herein.',
      'The term of this Agreement will commence on the date that the Affiliate Registration Form is approved by Chase and will end when terminated by either party.',
      'This Agreement is entered into for an unlimited period of time.',
      'This Agreement shall come into force on the Effective Date and shall remain in force and effect for a period of [Redacted - Commercially Sensitive - Term Details] , unless this Agreement is extended or terminated in accordance with its terms.',
    ]) expect(says(s, 'term'), s).toBe(true);
  });
  it('a redaction is a period only where a term of one is stated (cuad-scale-018)', () => {
    expect(says('between the Effective Date and the scheduled expiration date of the Initial Term, by (2) *****', 'term')).toBe(false);
    expect(says('The Agreement shall commence on the Effective Date and remain in full force and effect for an initial term of **** from the Supply Commencement Date of the Product ("Initial Term").', 'term')).toBe(true);
  });
});

describe('session 14: an entire-agreement clause is no exclusivity; a right to terminate on notice put as a term (tune half)', () => {
  it('"the final, complete and exclusive statement of the agreement" is an entire-agreement clause (cuad-scale-028, -298)', () => {
    for (const s of [
      'This Agreement constitutes the final, complete, and exclusive statement of the agreement of the Parties with respect to the subject matter hereof and supersedes any and all other prior and contemporaneous agreements and understandings, both written and oral, between the Parties.',
      'This Agreement is the complete and exclusive agreement between the Parties with respect to the subject matter hereof, superseding any prior agreements and communications (both written and oral) regarding such subject matter.',
    ]) expect(says(s, 'exclusivity'), s).toBe(false);
  });
  it('keeps "terminable … upon notice" and "in effect until terminated by either Party upon … notice" (cuad-scale-114, -436, -006)', () => {
    for (const s of [
      "This Agreement shall be terminable by Licensor or Licensee upon sixty (60) days' written notice to the other party;",
      "Subject to the other provisions of this Agreement, the term of this Agreement shall commence on the Effective Date and shall remain in effect until terminated by either Party upon thirty (30) days' prior written notice to the other Party.",
      'This Agreement shall become effective on the Effective Date and shall continue in effect until either Party informs the other Party with thirty (30) day prior written notice of termination of this Agreement.',
    ]) expect(says(s, 'convenience'), s).toBe(true);
  });
  it('a right that begins "then" follows the condition before it (cuad-scale-170)', () => {
    expect(says('then the other party may (but is not obliged to) terminate this Agreement forthwith upon notice to the Affected Party.', 'convenience')).toBe(false);
  });
});

describe('session 14: when a term ends — a definition of the Term, an end at the earliest of events, the agreement by another name (tune half)', () => {
  it('reads a term that runs to the earliest of events, and "this IP Agreement" (cuad-scale-040, -084)', () => {
    for (const s of [
      'The term of this Agreement (the "Term") will commence on the Effective Date and will expire upon the earliest of (i) termination of this Agreement in accordance with Section 14.2, or (ii) the date of payment of the last Approval Payment due based on all applicable Approvals.',
      'Unless earlier terminated in accordance with the terms of this Article XVI, this IP Agreement and the licenses granted herein will continue in effect from the Effective Date until the expiration of the last to expire of the Patents.',
    ]) expect(says(s, 'term'), s).toBe(true);
  });
  it('the definition of the Term says when it ends; a term that runs until terminated says it too (cuad-scale-216, -000)', () => {
    const ends = (s: string) => givesForm(s, 'end');
    expect(ends('"Term" shall mean the period commencing on the Effective Date and terminating on the eighth anniversary of the Commencement Date, unless the Agreement is extended in accordance with its provisions.')).toBe(true);
    expect(ends('The term of this Agreement will commence on the date that the Affiliate Registration Form is approved by Chase and will end when terminated by either party.')).toBe(true);
    // Any other definition says what a word means, not when anything ends.
    expect(ends('"Damages" shall mean all direct, actual and verifiable losses, liabilities, damages and claims and related costs and expenses incurred during the Term.')).toBe(false);
  });
});

describe('session 14: a question\'s "or" offers choices; exclusive dealing, not an exclusive determination, ownership or litigation (tune half)', () => {
  it('reads "X, Y or Z" as a choice among the question\'s own words, the head of a shared phrase included', () => {
    expect(questionUnits('Is there a minimum purchase or minimum commitment?')).toEqual({ concepts: ['minimum'], terms: ['purchas', 'commit'], choices: [['purchas', 'commit']] });
    expect(questionUnits('Is any appointment, license or right under this agreement exclusive?').choices).toEqual([['appoint', 'licens', 'right']]);
    // A concept's word is asked by the concept; "or is consent required" opens a second question, not a choice.
    expect(questionUnits('Does a party have the right to audit or inspect the books and records of the other?').choices).toBeUndefined();
    expect(questionUnits('Can a party assign this agreement, or is consent required for assignment?').choices).toBeUndefined();
    const units = questionUnits('Is there a minimum purchase or minimum commitment?');
    expect(termsSaid(units, (t) => t === 'purchas')).toEqual(['purchas', 'commit']);
    expect(termsSaid(units, () => false)).toEqual([]);
  });
  it('answers "a minimum purchase or minimum commitment?" with a guarantee to purchase a minimum (cuad-scale-014)', () => {
    const text = 'In consideration of the above pricing, TL guarantees to purchase from Integrity a minimum of ten thousand (10,000) units of each recorded Product during the first thirty-two (32) months of release.';
    expect(givesForm(text, 'operative')).toBe(true);
    expect(answerTo('Is there a minimum purchase or minimum commitment?', text)).toBe('answer');
  });
  it('a deposit of a share of the price, or a change in a minimum, is no minimum commitment (cuad-scale-046, -360)', () => {
    for (const s of [
      "Upon Customer's acceptance of any order, Distributor shall submit to Customer via wire transfer at least Twenty-Five Percent (25%) of the total order price.",
      "Subcontractor agrees to provide Manufacturer with a quote for any one-time tooling, setup or NRE charges payable by Manufacturer as a result of a change in design requested by Manufacturer, change in minimum quantity requirements by Manufacturer as originally quoted by Subcontractor, or an addition to the Manufacturer's Products purchased under this Agreement requested by Manufacturer.",
    ]) expect(says(s, 'minimum'), s).toBe(false);
  });
  it('not goodwill that enures to a party, rights that are not mutually exclusive, marks a party has rights in, ownership, a determination, the terms that govern, or the right to contest a third party\'s use (cuad-scale-012, -070, -394, -372, -380, -246, -242, -200)', () => {
    for (const s of [
      '(iii) that HCI acquires no right, title or interest in the MLX Marks, and any and all goodwill associated with the MLX Marks enures exclusively to the benefit of MLX;',
      'Our rights to liquidated damages and specific performance or any other equitable relief are not mutually exclusive.',
      'FNW owns and, during the term of this Agreement, FNW or its successor or assign will retain the exclusive signage and advertising rights for the Kingdome.',
      'At the request of Reseller, TouchStar shall use reasonable commercial efforts to provide a private label version of the TouchStar Software (the "Private Label Software") using logos, trademarks, trade names or service marks owned by Reseller or to which Reseller has exclusive rights (the "Reseller Marks").',
      'All the intellectual property rights created or derived from the provision of the Services, including but without limitation, copyrights, patents, patent applications, trademarks, trademark applications, software, know-how, technology data and commercial secrets, regardless of whether being developed or created by Service Provider or Service Recipient, shall be exclusively and solely owned by Service Provider.',
      'The Transporter reserves the right to transport Hydrocarbons delivered by Senders that exceed the limits determined by Transporter for organic chloride, sand, dust, dirtiness, glues, impurities, other objectionable substances or any other compounds with physical or chemical characteristics that, under the exclusive determination of the Transporter may cause that the Hydrocarbon would not be easily transported, may damage the Pipeline or may interfere with the Transportation and the withdrawals.',
      "The Parties intend for the express terms and conditions contained in this Agreement, including the Quality Agreement and any Schedules and Exhibits hereto or thereto, and in any Purchase Order that are consistent with the terms and conditions of this Agreement to exclusively govern and control each of the Parties' respective rights and obligations regarding the manufacture, purchase and sale of the Products, and the Parties' agreement is expressly limited to such terms and conditions.",
      "We and our affiliate will have the exclusive right to contest or bring action against any third party regarding the third party's use of any of the Marks and will exercise such right in our and our affiliate's sole discretion.",
    ]) expect(says(s, 'exclusivity'), s).toBe(false);
  });
  it('"will not be granted category exclusivity" answers no "is any right exclusive?" (cuad-scale-396)', () => {
    expect(says('with the significant exception that merchants will not be granted category exclusivity or rights to exclude competitors on the WebCrawler Site.', 'exclusivity', true)).toBe(false);
  });
});

describe('session 14: how a question is put is not what a clause must say', () => {
  it('"the right to audit" asks what the audit concept tests: a clause that says "shall permit … to inspect" answers (cuad-scale-416)', () => {
    expect(questionUnits('Does a party have the right to audit or inspect the books and records of the other?')).toEqual({ concepts: ['audit'], terms: [] });
    const text = "Kallo shall permit Agent or its designated Agent(s) to inspect Kallo's books upon Agent's request at Agent's expense during normal business hours of Kallo.";
    expect(says(text, 'audit')).toBe(true);
    expect(answerTo('Does a party have the right to audit or inspect the books and records of the other?', text)).toBe('answer');
  });
  it('a law that "exclusively" governs still governs: only the "exclusively" is no exclusivity', () => {
    const s = 'Regardless of the place of execution hereof, this Agreement, all amendments hereto, and any and all issues or controversies arising here from or related hereto, shall be exclusively governed by the laws of the State of Georgia.';
    expect(says(s, 'governing_law')).toBe(true);
    expect(says(s, 'exclusivity')).toBe(false);
  });
});

describe('session 14: "for what renewal term?" is answered by the length, whatever the clause calls it (tune half)', () => {
  const question = 'Does this agreement renew, and for what renewal term?';
  it('"renewed for periods of twelve (12) months" says the renewal term (cuad-scale-364)', () => {
    const text = 'This Agreement will automatically be renewed for periods of twelve (12) months unless either Party gives six (6) months written notice of its intent to terminate this Agreement.';
    expect(givesAsked('term', text, questionType(question))).toBe(true);
    expect(answerTo(question, text)).toBe('answer');
    // A clause that gives no length does not say the word for it.
    expect(givesAsked('term', 'Such renewals shall continue for successive periods under the same terms and conditions, unless otherwise agreed in writing by both Parties.', questionType(question))).toBe(false);
  });
  it('a redacted length is a length (cuad-scale-134)', () => {
    expect(givesForm('Following the Initial Term, the Agreement shall automatically be renewed for additional periods of **** (each, a "Renewal Term," and, together with the Initial Term, the "Term")), unless a Party provides written notification of non-renewal to the other Party at least **** of the Initial Term or a Renewal Term.', 'duration')).toBe(true);
  });
});

describe('session 15: a clause says one of the alternatives a question offers and something of what it asks them of (the review table\'s false greens, session 14)', () => {
  const q = 'Must a party share revenue or profits with the other party?';
  const lostProfits = 'In no event shall Carrier be liable for any lost profits or special, indirect or consequential damages.'; // cuad-dev-24
  const sharing = 'The parties will share equally all revenue from the sale of Untargeted Offers sold for display in the Co-Branded Application.'; // cuad-dev-02
  it('"lost profits" does not answer "must a party share revenue or profits?"; sharing the revenue does (cuad-dev-24, -02)', () => {
    expect(answerTo(q, lostProfits)).toBe('insufficient_evidence');
    expect(answerTo(q, sharing)).toBe('answer');
  });
  it('"reduced to writing" says an alternative of "raising or reducing prices?" and nothing of prices or a restriction (cuad-scale-338)', () => {
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: 'd', claimTitle: 'd' };
    const p = 'Is a party restricted from raising or reducing prices?';
    const scope = 'No variation of, or addition to, this AGREEMENT shall be of any force or effect unless reduced to writing and signed by both parties.';
    expect(lexicalResponsiveness({ ...base, question: p, claim: scope }).value).toBe('partial');
    expect(answerTo(p, scope)).toBe('insufficient_evidence');
    expect(lexicalResponsiveness({ ...base, question: q, claim: sharing }).value).toBe('responsive');
  });
  it('a clause that says only the alternative, not what the question asks it of, does not answer: "irrevocably submits" is no irrevocable licence (cuad-dev-06, -08)', () => {
    const i = 'Is any license granted irrevocable or perpetual?';
    // Its subject is a licence granted, a concept since session 30, which every caller requires apart from the choice.
    expect(questionUnits(i).concepts).toEqual(['license_grant']);
    const units = questionUnits('Is any license irrevocable or perpetual?');
    expect(saysChoiceAndSubject(units, (t) => t === 'irrevoc')).toBe(false);
    expect(saysChoiceAndSubject(units, (t) => t === 'irrevoc' || t === 'licens')).toBe(true);
    // The concept is the subject of a question that has one; a question of choices alone has no other.
    expect(saysChoiceAndSubject(questionUnits('Is there a minimum purchase or minimum commitment?'), () => false)).toBe(true);
    const submits = 'Distributor irrevocably consents, and submits to the jurisdiction of the Federal and State courts of and located in King County, in the State of Washington, U.S.A.';
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: 'd', claimTitle: 'd' };
    expect(answerTo(i, submits)).toBe('insufficient_evidence');
    expect(lexicalResponsiveness({ ...base, question: i, claim: submits }).value).toBe('partial');
    const licence = 'Publishers grant to HealthGate a perpetual, royalty-free licence to use the Specification.'; // cuad-dev-09
    expect(answerTo(i, licence)).toBe('answer');
    expect(lexicalResponsiveness({ ...base, question: i, claim: licence }).value).toBe('responsive');
  });
  it('an "unlimited guarantee" or a "business enterprise" is no unlimited licence (cuad-dev-08, cuad-scale-174)', () => {
    const u = 'Is there an unlimited, enterprise or all-you-can-eat license?';
    for (const text of [
      "This Unlimited Guarantee shall inure to the benefit of Airsopure and its successors and assigns, and shall be binding on the Guarantor and the Guarantor's successors, heirs and assigns.",
      'The Bank does not own equity securities or any equity interest in any other business enterprise except as described in the Prospectus or as would not be material to the operations of the Bank.',
    ]) expect(answerTo(u, text), text).toBe('insufficient_evidence');
  });
  it('"what would resolve it" offers a choice as one item, since any of its words would do (cuad-dev-15, the browser check)', () => {
    const out = extract('Is any appointment, license or right under this agreement exclusive?', [
      { anchor: 'a', doc: 'd', title: 'd', pages: [9, 9], text: 'During the Term, [***], ACSI will not offer or sell through the ACSI Site, or authorize any third party to sell through the ACSI Site, any Exclusive Spoken-Word Audio Products; [***].' },
    ]);
    expect(out.kind === 'insufficient_evidence' && out.missing).toEqual(['appointment, license, or right']);
  });
  it('nor are "all licenses and permits" in a contract whose carrier is called Enterprise: the rare word is not the whole question (cuad-dev-24)', () => {
    const u = 'Is there an unlimited, enterprise or all-you-can-eat license?';
    expect(saysChoiceAndSubject(questionUnits(u), (t) => t === 'licens')).toBe(false);
    const anchors = [
      'THIS CONTRACT is entered into by and between ENTERPRISE TRANSPORTATION COMPANY, a division of Enterprise Products Company, and the Carrier.',
      'ENTERPRISE PRODUCTS OPERATING L.P. ENTERPRISE TRANSPORTATION COMPANY By Enterprise Products GP, LLC.',
      'Carrier shall procure and maintain all licenses and permits required by local, state, or federal law and comply with all applicable laws, regulations and governmental orders with respect to the services to be provided under this contract.',
    ].map((text, i) => ({ anchor: `a${i}`, doc: 'd', title: 'd', pages: [1, 1] as [number, number], text }));
    expect(extract(u, anchors).kind).toBe('insufficient_evidence');
  });
});

describe('session 15: a right of first refusal, first offer or first negotiation (the review table, cuad-dev)', () => {
  const q = 'Does a party have a right of first refusal, first offer or first negotiation?';
  it('reads "X A, X B or X C" as one choice of three, each the word after the shared head', () => {
    expect(questionUnits('Is there a minimum purchase, minimum order or minimum commitment?').choices).toEqual([['purchas', 'order', 'commit']]);
    // The lexicon's concept asks it whole when the question says "right of …".
    expect(questionUnits(q)).toEqual({ concepts: ['first_refusal'], terms: [] });
  });
  it('answers with the right, however named; not with a right to refuse advertisements (cuad-dev-03, -13, -09)', () => {
    for (const text of [
      'In case OntoChem finds a novel and unexpected antiviral use of those Rejected Hit Compounds during this 2-years period, it will notify Anixa about these findings and Anixa has the right of first negotiation during a period of 6 months after this notification.',
      'During the term of this Agreement, the Licensor shall have the right (the "Right of First Refusal"), for a period (the "Exercise Period") expiring at 11:59 PM (Eastern Time) on the fifth (5th) business day after the giving of written notice by the Licensee that it has received a bonafide offer from a third party.',
    ]) expect(answerTo(q, text), text).toBe('answer');
    expect(says('All advertising is subject to review and approval by the Publishers and the Publishers reserve the right to refuse any proposed advertisements.', 'first_refusal')).toBe(false);
  });
});

describe('session 15: revenue or profit sharing (the review table, cuad-dev)', () => {
  const q = 'Must a party share revenue or profits with the other party?';
  it('asks the concept, whose clause need not say "share"', () => {
    expect(questionUnits(q)).toEqual({ concepts: ['revenue_share'], terms: [] });
  });
  it('a royalty that is a share of revenues, revenue shared equally, a share of gross margins (cuad-dev-15, -02, -21)', () => {
    for (const text of [
      'In consideration for the intangible rights granted hereunder, for each Year in which the Spoken-Word Audio Sub-Section (including the Mirror Company Site) generates revenue of at [***] (the "Revenue Threshold"), Company will pay ACSI a royalty equal to [***] of all revenues generated from the Spoken-Word Audio Sub-Section.',
      'The parties will share equally all revenue from the sale of Untargeted Offers sold for display in the Co-Branded Application.',
      'Sponsor will pay Excite a share of all gross margins Sponsor realizes on transactions, advertising, sponsorship, promotions and any other revenue generated during each quarter.',
    ]) {
      expect(says(text, 'revenue_share'), text).toBe(true);
      expect(answerTo(q, text), text).toBe('answer');
    }
  });
  it('not lost profits, a day "or portion thereof" out of revenue service, or an executive\'s share options (cuad-dev-24, -20)', () => {
    for (const text of [
      'In no event shall Carrier be liable for any lost profits or special, indirect or consequential damages.',
      'When, at the request of the Shipper, a trailer is assigned to its exclusive use for a period of not less than 90 days, the following charges, per vehicle, per day, shall apply for every day or portion thereof that the vehicle is not used in revenue producing service:',
      '24.3 This clause applies if the Executive subscribes for or is awarded shares in the Company or any Group Company or participates in any share option, restricted share, restricted share unit, long term incentive, carried interest, co-invest or any other form of profit sharing, incentive, bonus or equity plan or arrangement (each, an "Incentive") or may do so.',
    ]) expect(says(text, 'revenue_share'), text).toBe(false);
  });
});

/**
 * Session 22: false friends read from an ablation of the tune half — each tune contract's labelled clause masked, and the
 * sentence the generator then offered instead (what a contract without the clause would be answered with). Each rule is
 * tested both ways.
 */
describe('false friends a contract without the clause would be answered with (session 22)', () => {
  it('exclusivity: not a cost borne exclusively, a dispute mechanism, an entire-agreement clause or what a party exclusively owns', () => {
    expect(says('All costs associated with Network Affiliate’s use of the Equipment, including the cost of electricity, telephone lines and the like, will be borne exclusively by Network Affiliate.', 'exclusivity')).toBe(false);
    expect(says('The procedures set forth in this Article XVIII shall be the exclusive mechanism for resolving any dispute that may arise from time to time relating to this IP Agreement (“Dispute”).', 'exclusivity')).toBe(false);
    expect(says('It is understood and agreed that this Agreement is the exclusive agreement among the parties hereto, and supersedes any prior agreement among the parties and may not be varied except in writing signed by all the parties.', 'exclusivity')).toBe(false);
    expect(says('GSK shall also exclusively own all trade dress and copyrights associated with the Collaboration Products.', 'exclusivity')).toBe(false);
    // …while an exclusive appointment, an exclusive distribution agreement forbidden, and exclusive dealing stay exclusivity.
    expect(says('Company hereby appoints Distributor as its exclusive distributor of the Products in the Territory.', 'exclusivity')).toBe(true);
    expect(says('Under no circumstances shall Licensee enter into an exclusive distribution agreement with a CSP other than VGSL in the following territories.', 'exclusivity')).toBe(true);
    expect(says('Distributor shall purchase the Products exclusively from Supplier.', 'exclusivity')).toBe(true);
  });
  it('non-compete: not a consent not unreasonably withheld to a transfer to a non-competitor, nor a "non-competitive product"', () => {
    expect(says('(c) After the termination of the Strategic Alliance: (i) prior to the IPO, Moelis General Partner shall not unreasonably withhold its consent to an SMBC Unit-Holder’s transferring all or a portion of the SMBC Units to any other person who is not a Moelis Competitor; and', 'non_compete')).toBe(false);
    expect(says('If CONSULTANT endorses or promotes a non-competitive product and in that endorsement or promotion CONSULTANT wears, plays, uses, holds or is in any way associated with a product that would constitute PRODUCT as defined under this Agreement, CONSULTANT shall use objectively reasonable best efforts to ensure that PRODUCT is an ADAMS product.', 'non_compete')).toBe(false);
    expect(says('During the Term, Consultant shall not engage in any business that competes with the Company.', 'non_compete')).toBe(true);
    expect(says('The Executive agrees to a non-competition covenant for two years after termination.', 'non_compete')).toBe(true);
  });
  it('change of control: not its definition', () => {
    expect(says('A Change of Control shall be any purchase of equity in the Company by a party that results in the party acquiring (i) voting control of the Company or (ii) the authority to replace or appoint, a majority of the Board, or the CEO or COO or CFO of the Company.', 'change_of_control')).toBe(false);
    expect(says('The terms as used in this Agreement will have the meanings as follows: B) the consummation of a merger, consolidation, recapitalization, or reorganization of MBRK with or by a third party which would result in fifty percent (50%) or more of the total voting power of MBRK stock being transferred to a third party; or', 'change_of_control')).toBe(false);
    expect(says('In the event of a Change of Control of either party, the other party may terminate this Agreement upon thirty (30) days written notice.', 'change_of_control')).toBe(true);
    expect(says('Upon a change in control of Licensee, Licensor may terminate this Agreement.', 'change_of_control')).toBe(true);
  });
  it('audit rights: not records made available to, or an inspection by, a regulatory authority or the FDA', () => {
    expect(says('Bachem shall make its facilities and all records relating to the Product, and Services related thereto, available to the FDA or other regulatory authorities, as mutually agreed by the Parties, and shall notify Magenta immediately if the FDA or any other regulatory authority notifies Bachem that it intends to inspect.', 'audit')).toBe(false);
    expect(says('To the extent permitted by the auditing entity, VS shall ensure that PPD is provided with copies of any written communications, reports and findings resulting from any inspection of VS by that regulatory authority or Sponsor to the extent related to the Services.', 'audit')).toBe(false);
    // …while a party's own right to audit the other's books stays one.
    expect(says('Licensor shall have the right, upon thirty (30) days notice, to audit the books and records of Licensee relating to the royalties payable hereunder.', 'audit')).toBe(true);
  });
  it('non-compete: not a freedom said as a restraint denied, nor a patent suit\'s "Competitive Infringement"', () => {
    expect(says('Except as set forth in Sections 4.3 [Non-Competition] or 5.8.3 [Non-Competition], nothing in this Agreement shall be construed as preventing PaperExchange from implementing PaperExchange Links on any other Site.', 'non_compete')).toBe(false);
    expect(says('9.5.4 If Licensor elects not to exercise its rights under Section 9.5.2 within thirty (30) days of first becoming aware of such Competitive Infringement, then Licensee shall have the right, but not the obligation, to enforce the Licensed Patents against such Competitive Infringement.', 'non_compete')).toBe(false);
    expect(says('Licensee shall not sell any Competitive Product in the Territory during the Term.', 'non_compete')).toBe(true);
  });
  it('change of control: not a party\'s representation', () => {
    expect(says('Each of Exact and Pfizer hereby represents and warrants to the other Party as of the Effective Date that: (b) the execution, delivery and performance of this Agreement by such Party has been duly authorized by all requisite action, and will not require the consent of any shareholder or result in a change of control of such Party.', 'change_of_control')).toBe(false);
    expect(says('If either party undergoes a change of control, it shall notify the other party, which may terminate this Agreement within sixty (60) days.', 'change_of_control')).toBe(true);
  });
  it('a passage that begins inside a parenthesis a break cut continues a sentence (ranked below a whole one); a list label is not such a bracket', () => {
    expect(continuesSentence('Hundred Thousand) for a term of twenty (20) years, in cash or such other consideration as the Parties may agree.')).toBe(true);
    expect(continuesSentence('f) Exclusivity of territory (Nigeria): Such appointment constitutes a grant of specific territory of Nigeria.')).toBe(false);
    expect(continuesSentence('(ii) The term of this Agreement shall be five (5) years.')).toBe(false);
    expect(continuesSentence('B) The consummation of a merger of the Company with a third party shall be a Change of Control.')).toBe(false);
  });
  it('assignment: not an assignment in the sense of a task', () => {
    expect(says('(b) All services, work, obligations or assignments performed by either party under this Agreement will be of professional quality, conforming to generally accepted practices within the industry.', 'assignment')).toBe(false);
    expect(says('The JPT shall comply with this Agreement for decisions specifically assigned to a Party pursuant to this Agreement.', 'assignment')).toBe(false);
    expect(says('No other party has rights to its services as described in the Work Plan, and a work assignment from any third party shall not be accepted.', 'assignment')).toBe(false);
    expect(says('Neither party may assign this Agreement without the prior written consent of the other party.', 'assignment')).toBe(true);
    expect(says("Licensee's duties under this Agreement may not be assigned to any third party.", 'assignment')).toBe(true);
    expect(says('Any purported assignment in violation of this Section shall be void.', 'assignment')).toBe(true);
  });
  it('limitation of liability: not a party solely responsible for a liability', () => {
    expect(says('Licensor shall be solely responsible for the Titles and any and all legal liability resulting from the Titles, excluding any legal liability caused by Licensee’s breach of this Agreement or gross negligence with regards to the Titles.', 'liability_limit')).toBe(false);
    expect(says('Customer shall be solely responsible for its data; in no event shall Vendor be liable for any indirect or consequential damages.', 'liability_limit')).toBe(true);
    expect(says('IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES.', 'liability_limit')).toBe(true);
  });
});

describe('false friends a contract without the clause would be answered with (session 23, the ablation of the tune half)', () => {
  it('termination for convenience: a right that turns on "should Customer not have filed" names a cause (cuad-scale-242)', () => {
    expect(says('Philips may terminate this Agreement with immediate effect by written notice to Customer, should Customer not have filed with the specified bodies to transfer the applicable registrations within the time period specified in clause 2.3.', 'convenience')).toBe(false);
    // …while a right on notice alone stays one, and a "should" that only says how notice is given is no condition.
    expect(says("10.1 Inktomi may terminate this Agreement without cause upon one year's prior written notice, provided that such notice may not be given prior to the second anniversary of the Launch Date.", 'convenience')).toBe(true);
    expect(says('Notice of termination should be given not less than thirty days in advance; either party may terminate this Agreement upon such notice.', 'convenience')).toBe(true);
  });
  it('non-compete: not competition as a contest, not sections named by caption in a survival clause (cuad-scale-288, -018)', () => {
    expect(says('It is particularly and expressly understood and agreed that if CONSULTANT shall find in his sincere best reasonable judgment that the MANDATORY PRODUCT so supplied is not suitable for his use in tournament competition, then he shall promptly notify ADAMS GOLF in writing of such fact and the reasons therefor.', 'non_compete')).toBe(false);
    expect(says('4.3 [Non-Competition] and 5.8 [Non-Competition]) shall continue in full force and effect unless and until terminated in accordance with Section 8.', 'non_compete')).toBe(false);
    expect(says("During the term of this Agreement, SRP will not represent any other product or company or accept as a primary, secondary, associate or contingent decal sponsor any other product reasonably deemed by Logan's to be competitive with Logan's.", 'non_compete')).toBe(true);
  });
  it('exclusivity: not a section named by its caption, not a conveyance "assigns exclusively" (cuad-scale-010, -372)', () => {
    expect(says('Section 5.2 [EXCLUSIVITY] hereof, eDiets may not directly link from the Gateway Page to any Women.com Competitive Company (as defined in Section 5.2 [EXCLUSIVITY]).', 'exclusivity')).toBe(false);
    expect(says('(b) To the extent that Reseller is deemed to be the owner of all or any portion of the TouchStar Software pursuant to applicable law, Reseller (i) hereby assigns exclusively to TouchStar all right, title and interest therein.', 'exclusivity')).toBe(false);
    expect(says('Company hereby appoints Distributor as its exclusive distributor of the Products in the Territory.', 'exclusivity')).toBe(true);
  });
  it('minimum commitment: not people put on the work, not the shares an offering must sell (cuad-scale-282, -174)', () => {
    expect(says('C) Lucid will make available free of charge to the Distributor the services of at least one suitable sales professional.', 'minimum')).toBe(false);
    expect(says('In the event the Company is unable to sell the minimum number of shares necessary to complete the Conversion or the Conversion is terminated or otherwise abandoned, the Company and the Bank shall promptly reimburse the Agent in accordance with Section 2(d) hereof.', 'minimum')).toBe(false);
    expect(says('Distributor shall purchase at least one thousand (1,000) units per quarter.', 'minimum')).toBe(true);
  });
});

describe('false friends left when the whole section of the clause is masked (session 23, npm run ablate:clauses -- --mask section)', () => {
  it('what a payment is made "in consideration of" is not the clause it pays for (cuad-scale-224, -018)', () => {
    expect(says('In consideration of the exclusivity referred to above, Schoolpop shall pay AEIS a marketing rights fee ("Marketing Rights Fee"), of $1,250,000.', 'exclusivity')).toBe(false);
    expect(says("In consideration of VerticalNet's agreement to enter into an exclusivity and non-competition agreement herein, in conjunction with the other obligations under this Agreement, PaperExchange shall make the following payments to VerticalNet upon the earlier of (a) December 31, 1999 and (b) the receipt by PaperExchange of an aggregate of ***** in additional funding:", 'non_compete')).toBe(false);
    // …while a grant or a restraint made in consideration of something stays what it is.
    expect(says('In consideration of the mutual covenants herein, Licensor hereby grants to Licensee an exclusive license to distribute the Products in the Territory.', 'exclusivity')).toBe(true);
    expect(says('In consideration of the payments made hereunder, Consultant agrees that it will not compete with the Company during the Term.', 'non_compete')).toBe(true);
  });
  it('assignment: not a promise to convey rights in marks, nor further documentation of a consent (cuad-scale-046, -294)', () => {
    expect(says('Distributor shall assign to Company, without charge, any rights in the trademarks of Company that may inure to the benefit of Distributor pursuant to this Agreement or otherwise.', 'assignment')).toBe(false);
    expect(says('Landlord agrees to execute such further documentation to confirm its consent to the assignment permitted under this Addendum as Franchisor may reasonably request.', 'assignment')).toBe(false);
    // …while a restraint on assigning stays one, whatever it names.
    expect(says('Neither party may assign this Agreement or any rights hereunder without the prior written consent of the other party.', 'assignment')).toBe(true);
    expect(says('Licensee shall not assign to any third party any of its rights to the Licensed Patents without the consent of Licensor.', 'assignment')).toBe(true);
  });
  it('renewal: not an extension "under mutually agreed to terms" (cuad-scale-364)', () => {
    expect(says('This Supplement may be extended for periods of three (3) months under mutually agreed to terms and conditions.', 'renewal')).toBe(false);
    expect(says('This Agreement shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal.', 'renewal')).toBe(true);
  });
  it('a definitions list\'s lead-in read short ("The terms … will have the meanings") still defines (cuad-scale-220)', () => {
    const items = 'B) the consummation of a merger, consolidation, recapitalization, or reorganization of MBRK with or by a third party which would result in fifty percent (50%) or more of the total voting power of MBRK stock being transferred to a third party; or C) the stockholders or equity holders of MBRK approve a plan of complete liquidation of MBRK or an agreement for the sale or disposition of all or substantially all the assets of MBRK.';
    expect(says(`The terms as used in this Agreement will have the meanings ${items}`, 'change_of_control')).toBe(false);
    expect(says('Upon a Change of Control of Licensee (as such term shall have the meaning given in Section 1.5), Licensor may terminate this Agreement.', 'change_of_control')).toBe(true);
  });
});

describe('termination for convenience: a right on notice that names its cause in other words (session 23)', () => {
  // The tune half's rights with a cause say "if", "in the event" or "breach"; these are the other ways a contract words one.
  it('is no convenience when the cause is said "where", "when", "in case", "in the case of", or as the event itself', () => {
    for (const t of [
      'Company may terminate this Agreement on ninety (90) days notice where the Minimum Purchase Requirement is not met.',
      "Distributor may terminate this Agreement upon sixty (60) days' notice to Supplier in case Supplier increases the prices by more than ten percent.",
      "Either party may terminate this Agreement by written notice effective upon the other party's ceasing to do business in the ordinary course.",
      'Licensee may terminate this Agreement upon written notice to Licensor within thirty (30) days after receipt of notice of any price increase.',
      'Sponsor may terminate this Agreement immediately upon notice to Consultant when the Consultant is convicted of a felony.',
      'Licensor may terminate this Agreement upon written notice in the case of any attempted assignment by Licensee.',
      'Company may terminate this Agreement upon notice to the Distributor provided that the Distributor has not achieved the sales targets.',
      'Customer may terminate this Agreement upon notice to Supplier where Supplier is acquired by a competitor of Customer.',
      'Franchisor may terminate this Agreement upon notice to Franchisee upon the conviction of Franchisee of a felony.',
      'Supplier may terminate this Agreement upon thirty (30) days notice on any non-payment by Customer.',
    ]) expect(says(t, 'convenience'), t).toBe(false);
  });
  it('keeps the tune half\'s rights on notice alone, with a proviso on timing or a cause word beside "for any reason"', () => {
    for (const t of [
      'Either Party may terminate this Agreement by giving the other Party thirty (30) days\' prior written notice.',
      'After the date that is eighteen (18) months after the Effective Date, either Party may terminate this Agreement upon six (6) months prior written notice to the other Party.',
      "10.1 Inktomi may terminate this Agreement without cause upon one year's prior written notice, provided that such notice may not be given prior to the second anniversary of the Launch Date.",
      'At any time during a renewed term, this Agreement may be terminated by any party on six (6) months prior notice that it wishes to terminate the Agreement.',
    ]) expect(says(t, 'convenience'), t).toBe(true);
  });
});

// Session 23: the categories session 22's blind reading counted most false friends in (exclusivity, non-compete, change of
// control; counts only, the held-out half unread), probed with the common contract phrasings that use their words for
// something else. Each passed the lexicon before.
describe('the words of a category said of something else (session 23)', () => {
  // Asked as the benchmark asks ("Is any appointment, license or right … exclusive?"): an existence question.
  const asks = (text: string, id: string) => conceptsIn(text, true, true).ids.has(id);
  it('exclusivity: not who is responsible, where or how work, notice or payment is done, who decides, or a warranty in lieu of others', () => {
    for (const t of [
      'Each party shall be responsible exclusively for its own costs and expenses incurred in connection with this Agreement.',
      'Licensor shall be exclusively responsible for the prosecution and maintenance of the Licensed Patents.',
      'Supplier shall manufacture the Products exclusively at its facility in Dayton, Ohio.',
      'All notices under this Agreement shall be sent exclusively by registered mail or courier.',
      'Payments hereunder shall be made exclusively in United States dollars.',
      'Company shall have the exclusive right to determine the retail price of the Products.',
      'The warranty set forth above is exclusive and in lieu of all other warranties, express or implied.',
    ]) expect(asks(t, 'exclusivity'), t).toBe(false);
    for (const t of [
      'Company grants Distributor the exclusive right to distribute the Products in the Territory.',
      'During the Term, Customer shall purchase its requirements of the Products exclusively from Supplier.',
      'The Distributor shall refer all inquiries for the Products exclusively to the Company.',
    ]) expect(asks(t, 'exclusivity'), t).toBe(true);
  });
  it('non-compete: not a freedom, a liability disclaimed, a most-favoured price measured against competitors', () => {
    for (const t of [
      'The Licensee shall not be prevented from conducting its business in competition with the Licensor after the Term.',
      'Company shall not be liable for any loss of business resulting from competition.',
      'Supplier shall provide pricing that is no less favorable than the pricing offered to its competitors.',
      'Neither party shall make any public statement regarding the other party’s competitive position without consent.',
    ]) expect(asks(t, 'non_compete'), t).toBe(false);
    for (const t of [
      'Consultant shall not, during the Term, render services to any competitor of the Company.',
      'During the Term and for two years thereafter, Distributor shall not manufacture or sell any product that competes with the Products.',
      // A restraint with a pricing term beside it stays one (cuad-scale-426; a rule on prices measured against competitors took it).
      '(v) During the Term of this Agreement, except as otherwise permitted by this Section 3(a)(v), VS agrees that it shall not enter into the same or substantially similar Commitments with any other company or entity which performs clinical research services the same or similar to those provided by PPD or any PPD affiliate (collectively, “PPD Competitor”), nor shall VS provide preferred pricing to a PPD Competitor which is better than that provided by VS hereunder to PPD.',
    ]) expect(asks(t, 'non_compete'), t).toBe(true);
  });
  it('minimum commitment: not a financial covenant (a minimum balance or net worth)', () => {
    expect(asks('The Fund shall maintain a minimum balance of $10,000 in the account.', 'minimum')).toBe(false);
    expect(asks('Distributor shall at all times maintain a minimum tangible net worth of $2,000,000.', 'minimum')).toBe(false);
    expect(asks('Distributor shall attain minimum sales of $1,000,000 in the first Contract Year.', 'minimum')).toBe(true);
    expect(asks('Customer shall purchase at least 80% of its requirements of the Products from Supplier.', 'minimum')).toBe(true);
  });
  it('audit rights: not an inspection by a health, tax or other public authority', () => {
    expect(asks('The Distributor’s premises shall be open to inspection by health authorities.', 'audit')).toBe(false);
    expect(asks('Licensee shall keep complete books and records and shall permit Licensor to inspect them once a year.', 'audit')).toBe(true);
  });
  it('change of control: not things merged', () => {
    expect(asks('No merger of the Products with other products shall be made without the consent of Licensor.', 'change_of_control')).toBe(false);
    expect(asks('Either party may terminate this Agreement upon a change of control of the other party.', 'change_of_control')).toBe(true);
    expect(asks('Any acquisition of the voting securities of Licensee by a competitor of Licensor shall require the prior written consent of Licensor.', 'change_of_control')).toBe(true);
  });
});

describe('negativeFormIn: the words a refusal quotes when a clause answers an existence question no (session 23)', () => {
  it('finds "nonexclusive", "non-exclusive" and "not be exclusive" as written, and nothing in an exclusive grant', () => {
    expect(negativeFormIn("Distributor's appointment and the rights granted hereunder\nare nonexclusive.")).toBe('nonexclusive');
    expect(negativeFormIn('OntoChem hereby grants to Anixa a non-exclusive, fully paid-up, royalty-free license.')).toBe('non-exclusive');
    expect(negativeFormIn('The license shall not be exclusive.')).toBe('not be exclusive');
    expect(negativeFormIn('Network shall have the exclusive right to broadcast the Programming.')).toBeNull();
  });

  it('finds "non‐ exclusive" with a Unicode hyphen and a line-break space, as cuad-scale-152 § 2.1 prints it (session 51)', () => {
    expect(negativeFormIn('Supplier hereby (i) appoints Reseller, and Reseller accepts the appointment, as a non\u2010 exclusive reseller of the Products in the Territory.')).toBe('non\u2010 exclusive');
    expect(negativeFormIn('a non\u2011exclusive licence')).toBe('non\u2011exclusive');
  });
});

describe('governing law: the laws "thereof", of a state named before them (session 24, cuad-dev-08 § 18.07)', () => {
  it('reads a choice of law that points back to its state', () => {
    expect(says('This Agreement takes effect upon its acceptance and execution by AIRSOPURE in the State of Texas, and shall be interpreted and construed under the laws thereof, which laws shall prevail in the event of any conflict of law.', 'governing_law')).toBe(true);
    expect(says('This Agreement has been made in the State of California and shall be governed by and construed in accordance with the laws thereof.', 'governing_law')).toBe(true);
    // Compliance with laws is still no choice of law.
    expect(says('Franchisee shall comply with all laws thereof applicable to the operation of the Center.', 'governing_law')).toBe(false);
  });
});

describe('an aside in parentheses qualifies a clause; the clause is not about it (session 27)', () => {
  it('a licence "non-assignable (whether voluntarily, or as a result of a change of control …)" is no change-of-control clause (cuad-scale-158)', () => {
    const grant =
      'Newegg grants Allied a revocable, non-transferrable, non-assignable (whether voluntarily, or as a result of a change of control, or by operation of law), non-sublicensable, non-exclusive and limited license to use, during the Term, the Newegg Marks solely in connection with Allied’s marketing.';
    expect(says(grant, 'change_of_control')).toBe(false);
    expect(answerTo('Does a change of control of a party give the other party a right to terminate, or require its consent?', grant)).toBe('insufficient_evidence');
  });
  it('"(Minimum Investment Units)" is no minimum commitment (cuad-scale-334)', () => {
    expect(says('A Basic System Module shall contain 63 MIUs (Minimum Investment Units).', 'minimum')).toBe(false);
  });
  it('the same words outside the aside are read, and an aside that defines a term stays (cuad-scale-158, -024)', () => {
    expect(says('Newegg may terminate this Agreement upon a change of control of Allied (whether by merger, sale of assets or otherwise).', 'change_of_control')).toBe(true);
    expect(says('Either party may terminate this Agreement upon a merger or sale of all or substantially all of the assets of the other party (a "Change of Control").', 'change_of_control')).toBe(true);
  });
});

describe('false friends a masked clause leaves, and books made available for audit (session 36)', () => {
  // Read from `npm run ablate:clauses` on the tune half: with the labelled clause masked, these were answered instead.
  // Each rule was checked against every labelled clause of its category in the tune half and the 30 dev contracts: none matches.
  it('audit rights: books and records made available "during normal business hours for audit by" the other (cuad-scale-104 § 5.5)', () => {
    expect(says('Licensee shall make such books and records, and appropriate personnel, available during normal business hours for audit by Licensor or its authorized representative; provided that Licensor shall:', 'audit')).toBe(true);
    // Books kept, with nothing opened to the other party, are still no audit right.
    expect(says('Licensee shall maintain complete and accurate books and records regarding its business operations relevant to the calculation of License Fees.', 'audit')).toBe(false);
  });
  it('assignment: not of personnel, nor of an individual to a position (cuad-scale-300, -216)', () => {
    expect(says('IBM reserves the right to determine the assignment of its personnel.', 'assignment')).toBe(false);
    expect(says('Neither party shall reassign or replace its Account Representative during the first year of his or her assignment without the consent of the other party.', 'assignment')).toBe(false);
    expect(says('Each party shall cause an individual to be assigned to the position of Account Representative to devote time and effort to management of the Services under this Agreement.', 'assignment')).toBe(false);
    expect(says('Neither party may assign this Agreement without the prior written consent of the other party.', 'assignment')).toBe(true);
  });
  it('exclusivity: not the language of the proceedings, nor a licence a party may wish to grant (cuad-scale-030, -148)', () => {
    expect(says('Exclusive language of the arbitration proceedings shall be English.', 'exclusivity')).toBe(false);
    expect(says('During the Term, if Exact desires to grant an exclusive commercial license to a Third Party solely to Promote or sell the Product in the OB/Gyn Field in the Territory, Exact shall first notify Pfizer.', 'exclusivity')).toBe(false);
    expect(says('Exact hereby grants to Pfizer an exclusive license to Promote the Product in the Territory.', 'exclusivity')).toBe(true);
  });
  it('exclusivity: not what "shall belong fully and exclusively to" a party (cuad-scale-234 § 6.1(b))', () => {
    expect(says('All deliverables and work products developed by CRO in the performance of Services under this Agreement shall be deemed works made for hire, and shall belong fully and exclusively to Client.', 'exclusivity')).toBe(false);
    expect(says('CRO shall perform the Services exclusively for Client during the term of this Agreement.', 'exclusivity')).toBe(true);
  });
  it('exclusivity: "exclusively" said of no dealing — a fund\'s purpose, staff dedicated, time devoted, a cost to satisfy (session 44, the tune half\'s folds)', () => {
    for (const t of [
      'Each Regional Fund will be organized for the exclusive purpose of administering regional marketing programs and developing standardized promotional materials.',
      'Operator shall establish and maintain an adequate spare parts inventory, to be located at one or both Sites to serve exclusively the Facilities.',
      'Inktomi will assign two (2) full-time Inktomi employees exclusively dedicated to maintenance duties hereunder.',
      'You shall faithfully and diligently perform such duties as you are required to undertake and exclusively devote the whole of your working time to the business of the Company.',
      'Any reasonable additional incremental investment required to exclusively satisfy such increase shall be borne by Customer.',
      'If M&I offers a separate service resulting exclusively from such Developed Software, M&I will refund a portion of any amounts paid.',
      "theglobe's sole and exclusive obligation for failing to deliver the minimum number of impressions shall be to continue performing.",
    ]) expect(says(t, 'exclusivity'), t).toBe(false);
    for (const t of [
      'Antares or its Subcontractor shall provide the Manufacturing Services in order to manufacture Devices, Products, sample Products and Trainers exclusively for AMAG for the Territory.',
      'Kitov grants Dexcel a license necessary in order for Dexcel to manufacture, Label, package with the Livery, test and release the Product for shipment, exclusively for Kitov, for and during the Term.',
      'During the Term, CONSULTANT shall exclusively play/use the MANDATORY PRODUCT.',
      'FCE shall work exclusively with ExxonMobil during the Term of the Agreement.',
    ]) expect(says(t, 'exclusivity'), t).toBe(true);
  });
  it('false friends the tune half\'s ablation left (session 44): a law for contracts "performed exclusively in" a State, a duty waived, confidences disclosed to acquirers, insolvency listed as an assignment, a warranty or pay extended', () => {
    expect(says('This Agreement shall be governed and construed and enforced in accordance with the laws of the State of New York applicable to contracts made and to be performed exclusively in that State without giving effect to the principles of conflict of laws.', 'exclusivity')).toBe(false);
    expect(says('Distributor shall sell the Products exclusively in the Territory.', 'exclusivity')).toBe(true);
    expect(says('Auriemma will sign 100 items per year for Berkshire, provided, however, that Auriemma will not be required to sign any item that is manufactured by a competitor of Nike.', 'non_compete')).toBe(false);
    expect(says('Auriemma will not endorse any item that is manufactured by a competitor of Nike.', 'non_compete')).toBe(true);
    expect(says('The Receiving Party may disclose Confidential Information belonging to the Disclosing Party in the following instances: (e) in communications with existing or bona fide prospective acquirers, merger partners, lenders or investors of the Receiving Party, in each case on a need-to-know basis.', 'change_of_control')).toBe(false);
    expect(says('In the event of a merger of Licensee with a competitor of Licensor, Licensor may terminate this Agreement.', 'change_of_control')).toBe(true);
    expect(says('Either Party may terminate this Agreement in the event the other Party: (iv) enters into an assignment, arrangement or composition for the benefit of its creditors; or (v) consents to the appointment of a receiver.', 'assignment')).toBe(false);
    expect(says('Either Party may terminate this Agreement and either may terminate a purchase order, effective upon written notice in any of the following events: (vi) makes an assignment to an agent authorized to liquidate any substantial part of its assets;', 'assignment')).toBe(false);
    expect(says('Either Party may terminate this Agreement if the other Party assigns this Agreement, or any of its rights under it, without consent.', 'assignment')).toBe(true);
    expect(says('Additionally, Zanotti shall offer to end-users the option to purchase extended warranty coverage for an additional twenty-four (24) months - making the total warranty period sixty (60) months.', 'renewal')).toBe(false);
    expect(says('In such an instance, all compensation will continue for a extended period of five years from the date of termination for all subscriptions tagged as USA MCO.', 'renewal')).toBe(false);
    expect(says('This Agreement shall be extended automatically for additional periods of two (2) years each.', 'renewal')).toBe(true);
  });
  it('exclusivity: not one a sentence is made subject to, or done notwithstanding (two-fold, cuad-scale-100, -270)', () => {
    expect(says('Fox will have the right to develop or have developed the requested Wireless Products for the relevant Property notwithstanding the exclusivity granted to Licensee in this Agreement.', 'exclusivity')).toBe(false);
    expect(says('Ono hereby grants to Array a worldwide, royalty free license under any Improvements, subject to the exclusive rights granted to Ono under this Agreement.', 'exclusivity')).toBe(false);
    expect(says('Array hereby grants to Ono an exclusive license, with the right to grant sublicenses, under the Array Technology.', 'exclusivity')).toBe(true);
  });
  it('renewal: not of a letter of credit (cuad-scale-124)', () => {
    expect(says('Such LOC shall be renewed and its confirmation extended, at the latest [*****] before the expiry of each previous LOC.', 'renewal')).toBe(false);
    expect(says('The letter of credit shall be renewed for successive periods of one (1) year.', 'renewal')).toBe(false);
    expect(says('This Agreement shall be renewed automatically for successive periods of one (1) year.', 'renewal')).toBe(true);
  });
  it('minimum commitment: not a bonus\'s floor (cuad-scale-192)', () => {
    expect(says('The Consultant’s bonus payment level will be set at a minimum of 25% of the annual gross Base Consulting Fee.', 'minimum')).toBe(false);
    expect(says('Distributor shall purchase a minimum of 10,000 units of the Product in each calendar year.', 'minimum')).toBe(true);
  });
});
