import { describe, expect, it } from 'vitest';
import { judgeLexical, lexicalJudge } from '../../../electron/pipeline/judging/lexical.js';

/**
 * Hand cases on real clauses copied from the CUAD contracts (shared/corpus/cuad/txt;
 * CC BY 4.0, The Atticus Project). Each clause is the span; claims are sub-claims,
 * paraphrases and alterations of it.
 */
const verdict = (claim: string, span: string) => judgeLexical(claim, span).verdict;

// cuad-dev-01
const MICOA = "MICOA agrees to purchase from Agency, and Agency agrees to sell to MICOA Agency's ownership interest in the expirations. The purchase shall be completed within 60 calendar days after the termination date.";
// cuad-dev-04
const NOTICE = 'Either Party may terminate this Agreement, with or without cause, upon giving the other party thirty (30) days prior written notice of such termination pursuant to Section 12.';
// cuad-dev-12
const ZYNGA =
  'Zynga will, within thirty (30) days of the end of each calendar quarter, commencing with the first full calendar quarter following the Effective Date, furnish WPT with complete statements containing the following information with respect to all Net Revenue from the use of the WPT-brand on the Zynga platform.';
// cuad-dev-12
const GRANT =
  "Subject to the terms and conditions of this Agreement, WPT grants to Zynga a non-exclusive, non-assignable, non-sublicensable, royalty-free, paid up, limited license in the Territory to use and display WPT's Licensed Property solely as necessary to perform Zynga's obligations under this Agreement and as specifically described on Exhibit A, for the Term.";
// cuad-dev-00
const INSURANCE =
  '(h) Network has procured, and shall maintain during the Term, at its sole expense, Commercial General Liability insurance at liability limits of not less than $1,000,000 each occurrence and $2,000,000 in the aggregate.';
// cuad-dev-00
const TAXES =
  'Network shall not be liable for, and Affiliate shall pay and hold harmless Network from, any federal, state or local taxes, surcharges, levies or any other charges which are based upon revenues derived by operations of Affiliate or each Station.';
// cuad-dev-04
const LAW = 'This Agreement shall be governed by the laws of the State of California, without regard to the conflicts of law provisions of any jurisdiction.';
// cuad-dev-00
const SHARE = 'For purposes hereof, the "Affiliate Transactional Share" means fifteen percent (15%) of Network\'s Transactional Revenue for the pertinent calendar quarter.';
// cuad-dev-06
const DISTRIBUTOR = 'Distributor shall pay WGT fifty percent (50%) of the unpaid balance of cumulative Guaranteed Minimum Purchase amounts as liquidated damages.';
// cuad-dev-13
const CONFIDENTIAL =
  "The Licensee shall not disclose, publish, or disseminate the Confidential Information to anyone other than the Licensee's employees with a need to know and who have agreed in writing to be bound by the confidentiality provisions of this Section, or as may be required by legal process.";
// cuad-dev-13 (spacing normalised)
const SUPPORT = '(a) The Licensor shall provide Technical Support Services relating to the maintenance and support of the Software and the Licensee shall pay the Licensor $2,500 per month for such Technical Support Services.';
// cuad-dev-22: the heading up to its date (a quote ends where the cited words end).
const DATE = 'STRATEGIC ALLIANCE AGREEMENT Effective Date: April 17, 2017';
// cuad-dev-03
const REIMBURSE =
  "If it is determined that Anixa has overpaid for any expenses passed through by OntoChem under this Agreement, OntoChem will promptly reimburse Anixa for the amount of such overpayment and, if such overpayment represents more than five percent (5%) of the corresponding amount due, OntoChem will pay Anixa's reasonable fees and expenses incurred in connection with such inspection.";

describe('lexical judge: entailment', () => {
  it('entails a clause quoted verbatim, with high confidence', () => {
    for (const s of [MICOA, NOTICE, ZYNGA, GRANT, INSURANCE, TAXES, LAW, SHARE, DISTRIBUTOR, CONFIDENTIAL, SUPPORT, REIMBURSE]) {
      const r = judgeLexical(s.replace(/\s+/g, ' '), s);
      expect(r, s).toMatchObject({ verdict: 'entailed', reasons: ['VERBATIM'] });
      expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('entails a verbatim sentence or clause taken out of a longer span', () => {
    expect(judgeLexical('The purchase shall be completed within 60 calendar days after the termination date.', MICOA).verdict).toBe('entailed');
    expect(judgeLexical('MICOA agrees to purchase from Agency.', MICOA).verdict).toBe('entailed');
    expect(judgeLexical('the Licensee shall pay the Licensor $2,500 per month for such Technical Support Services', SUPPORT).verdict).toBe('entailed');
  });

  it('entails paraphrases that keep every content word: numbers in words or digits, same modal force', () => {
    const same = [
      ['The purchase shall be completed within sixty (60) days after the termination date.', MICOA],
      ['The purchase must be completed within 60 days after the termination date.', MICOA],
      ['MICOA shall purchase from Agency.', MICOA],
      ['Network shall maintain during the Term Commercial General Liability insurance at liability limits of not less than $1 million each occurrence.', INSURANCE],
      ['Distributor shall pay WGT 50% of the unpaid balance of cumulative Guaranteed Minimum Purchase amounts as liquidated damages.', DISTRIBUTOR],
      ['Distributor must pay WGT fifty per cent of the unpaid balance of cumulative Guaranteed Minimum Purchase amounts as liquidated damages.', DISTRIBUTOR],
      ['Licensee shall pay Licensor $2,500 per month for such Technical Support Services.', SUPPORT],
    ];
    for (const [claim, span] of same) {
      const r = judgeLexical(claim!, span!);
      expect(r.verdict, claim).toBe('entailed');
      expect(r.confidence).toBeGreaterThanOrEqual(0.8);
      expect(r.confidence).toBeLessThan(0.95);
    }
  });

  it('an obligation may drop its trailing detail', () => {
    expect(judgeLexical('Distributor shall pay WGT fifty percent (50%) of the unpaid balance of cumulative Guaranteed Minimum Purchase amounts.', DISTRIBUTOR).verdict).toBe('entailed');
  });

  it('a reordered paraphrase abstains: order carries roles the other checks cannot see', () => {
    // A ContractNLI NDA clause (Entailment in the dataset): right in substance, but reordered.
    const upon = 'Upon request of the Disclosing Party or upon the termination of this Agreement, the Receiving Party shall return, delete or destroy (as instructed in writing by the Disclosing Party) all Confidential Information, and all copies thereof.';
    expect(judgeLexical('Confidential Information shall be returned or destroyed by the Receiving Party upon the termination of this Agreement.', upon)).toMatchObject({ verdict: 'abstain', reasons: ['ORDER_DIFFERS'] });
    // …unless the claim's whole logical form is a clause form the span states (lexical@4), at the lower confidence.
    expect(judgeLexical('Receiving Party shall destroy or return some Confidential Information upon the termination of Agreement.', upon)).toEqual({ verdict: 'entailed', confidence: 0.75, reasons: ['CLAUSE_FORM:RETURN_OR_DESTROY_ON_TERMINATION'] });
    // cuad-dev-10: two defined terms trading places keep every word.
    const spinco = '"Nuance Technology Assets" means all of the Technology owned by the Nuance Group or the SpinCo Group as of immediately prior to the Distribution, excluding the SpinCo Technology Assets.';
    expect(verdict('"SpinCo Technology Assets" means all of the Technology owned by the SpinCo Group or the Nuance Group as of immediately prior to the Distribution, excluding the Nuance Technology Assets.', spinco)).toBe('abstain');
  });

  it('runs as a Judge: one result per item, in order, id names the rule version', async () => {
    expect(lexicalJudge.id).toMatch(/^lexical@\d+$/);
    const out = await lexicalJudge.judge([
      { claim: 'MICOA agrees to purchase from Agency.', span: MICOA },
      { claim: 'Agency agrees to purchase from MICOA.', span: MICOA },
    ]);
    expect(out.map((r) => r?.verdict)).toEqual(['entailed', 'contradicted']);
    for (const r of out) expect(r!.reasons.length).toBeGreaterThan(0);
  });
});

describe('lexical judge: numbers and dates', () => {
  it('a changed number over the same content is contradicted', () => {
    expect(judgeLexical('The purchase shall be completed within 90 calendar days after the termination date.', MICOA)).toMatchObject({ verdict: 'contradicted', reasons: ['NUMBER_MISMATCH: claim "90 calendar days", clause "60 calendar days"'] });
    expect(verdict('Either Party may terminate this Agreement, with or without cause, upon giving the other party sixty (60) days prior written notice of such termination pursuant to Section 12.', NOTICE)).toBe('contradicted');
    expect(verdict('Either Party may terminate this Agreement, with or without cause, upon giving the other party forty days prior written notice of such termination pursuant to Section 12.', NOTICE)).toBe('contradicted');
    expect(verdict('For purposes hereof, the "Affiliate Transactional Share" means twenty percent (20%) of Network\'s Transactional Revenue for the pertinent calendar quarter.', SHARE)).toBe('contradicted');
    expect(verdict('The Licensee shall pay the Licensor $25,000 per month for such Technical Support Services.', SUPPORT)).toBe('contradicted');
    expect(judgeLexical('STRATEGIC ALLIANCE AGREEMENT Effective Date: April 18, 2017', DATE)).toMatchObject({ verdict: 'contradicted', reasons: ['DATE_MISMATCH: claim "April 18, 2017", clause "April 17, 2017"'] });
  });

  it('dates compare by day, whatever the spelling', () => {
    expect(verdict('STRATEGIC ALLIANCE AGREEMENT Effective Date: 17 April 2017', DATE)).toBe('entailed');
    expect(verdict('STRATEGIC ALLIANCE AGREEMENT Effective Date: 4/17/2017', DATE)).toBe('entailed');
  });

  it('a changed unit or qualifier is never entailed, and not called a contradiction either', () => {
    expect(judgeLexical('The purchase shall be completed within 60 business days after the termination date.', MICOA).verdict).toBe('abstain');
    expect(judgeLexical('Network shall maintain during the Term Commercial General Liability insurance at liability limits of up to $1,000,000 each occurrence.', INSURANCE)).toMatchObject({ verdict: 'abstain', reasons: ['QUALIFIER_MISMATCH'] });
    expect(judgeLexical('Network shall maintain during the Term Commercial General Liability insurance at liability limits of $1,000,000 each occurrence.', INSURANCE).verdict).toBe('abstain');
  });

  it('a claim that leaves out a number inside what it restates abstains', () => {
    expect(judgeLexical('Either Party may terminate this Agreement, with or without cause, upon giving the other party prior written notice of such termination pursuant to Section 12.', NOTICE).verdict).toBe('abstain');
    expect(judgeLexical('Either Party may terminate this Agreement, with or without cause, upon giving the other party thirty (30) days prior written notice of such termination pursuant to Section 13.', NOTICE)).toMatchObject({ verdict: 'abstain', reasons: ['REFERENCE_NOT_IN_SPAN'] });
  });
});

describe('lexical judge: negation', () => {
  it('an inserted or removed negation over the same content is contradicted, never entailed', () => {
    expect(judgeLexical('The purchase shall not be completed within 60 calendar days after the termination date.', MICOA)).toMatchObject({ verdict: 'contradicted', reasons: ['NEGATION_MISMATCH: claim "shall not be completed", clause "completed"'] });
    expect(verdict('Network shall be liable for any federal, state or local taxes.', TAXES)).not.toBe('entailed');
    expect(verdict("Subject to the terms and conditions of this Agreement, WPT grants to Zynga an exclusive, non-assignable, non-sublicensable, royalty-free, paid up, limited license in the Territory to use and display WPT's Licensed Property solely as necessary to perform Zynga's obligations under this Agreement and as specifically described on Exhibit A, for the Term.", GRANT)).toBe('contradicted');
    // The other "non-" words of the grant are left out, not contradicted: they do not hide the clash.
    expect(judgeLexical('WPT grants to Zynga an exclusive license.', GRANT)).toMatchObject({ verdict: 'contradicted', reasons: ['NEGATION_MISMATCH: claim "exclusive", clause "non-exclusive"'] });
  });

  it('a negation before the claim in its clause, or after it, keeps the claim from being entailed', () => {
    expect(verdict('The Licensee shall disclose, publish, or disseminate the Confidential Information to anyone', CONFIDENTIAL)).not.toBe('entailed');
    expect(verdict('This Agreement shall be governed by the laws of the State of California.', LAW)).toBe('abstain');
  });

  it('a "no" before what the claim states is a clash', () => {
    expect(verdict('Licensee shall pay royalties on Net Sales.', 'Licensee shall pay no royalties on Net Sales.')).toBe('contradicted');
    expect(verdict('This is not limited to authorized users only.', 'This is limited to authorized users only.')).not.toBe('entailed');
  });

  it('boilerplate that only looks negative is not a negation', () => {
    const span = 'Licensee shall pay all taxes, including without limitation sales and use taxes.';
    expect(verdict('Licensee shall pay all taxes, including sales and use taxes.', span)).toBe('entailed');
  });
});

describe('lexical judge: modality', () => {
  it('shall → may, may → shall, will → may over the same act: contradicted, naming both words', () => {
    expect(judgeLexical('Zynga may, within thirty (30) days of the end of each calendar quarter, commencing with the first full calendar quarter following the Effective Date, furnish WPT with complete statements.', ZYNGA)).toMatchObject({ verdict: 'contradicted', reasons: ['MODAL_CLASH: claim "may", clause "will"'] });
    expect(judgeLexical('Either Party shall terminate this Agreement, with or without cause, upon giving the other party thirty (30) days prior written notice of such termination pursuant to Section 12.', NOTICE)).toMatchObject({ verdict: 'contradicted', reasons: ['MODAL_CLASH: claim "shall", clause "may"'] });
    // "shall be completed" is declarative ("is to be completed"): against "may" it is a difference, not a clash.
    expect(verdict('The purchase may be completed within 60 calendar days after the termination date.', MICOA)).toBe('abstain');
  });

  it('may ↔ may not and shall ↔ shall not are clashes', () => {
    expect(judgeLexical('Either Party may not terminate this Agreement, with or without cause, upon giving the other party thirty (30) days prior written notice of such termination pursuant to Section 12.', NOTICE)).toMatchObject({ verdict: 'contradicted', reasons: ['MODAL_CLASH: claim "may not", clause "may"'] });
    expect(verdict('Neither Party may terminate this Agreement, with or without cause, upon giving the other party thirty (30) days prior written notice of such termination pursuant to Section 12.', NOTICE)).toBe('contradicted');
    expect(verdict('Zynga will not, within thirty (30) days of the end of each calendar quarter, commencing with the first full calendar quarter following the Effective Date, furnish WPT with complete statements containing the following information with respect to all Net Revenue from the use of the WPT-brand on the Zynga platform.', ZYNGA)).toBe('contradicted');
  });

  it('equivalent obligations agree: shall / must / will / agrees to', () => {
    expect(verdict('MICOA shall purchase from Agency.', MICOA)).toBe('entailed');
    expect(verdict('MICOA will purchase from Agency.', MICOA)).toBe('entailed');
    expect(verdict("Agency is required to sell to MICOA Agency's ownership interest in the expirations.", MICOA)).toBe('entailed');
  });

  it('"is not required to" is not "shall not"', () => {
    const span = 'Licensor is not required to provide updates to the Software.';
    expect(verdict('Licensor shall not provide updates to the Software.', span)).not.toBe('entailed');
    expect(verdict('Licensor is not obligated to provide updates to the Software.', span)).toBe('entailed');
    expect(verdict('Licensor shall provide updates to the Software.', span)).toBe('contradicted');
  });
});

describe('lexical judge: parties', () => {
  it('swapped parties are contradicted, each exchange named', () => {
    expect(judgeLexical('Agency agrees to purchase from MICOA.', MICOA)).toMatchObject({ verdict: 'contradicted', reasons: ['PARTY_MISMATCH: claim "Agency" where the clause says "MICOA"; claim "MICOA" where the clause says "Agency"'] });
    // …also when the claim leaves part of the clause out.
    expect(verdict('WPT will, within thirty (30) days of the end of each calendar quarter, furnish Zynga with complete statements.', ZYNGA)).toBe('contradicted');
    expect(verdict('The Licensee shall provide Technical Support Services relating to the maintenance and support of the Software and the Licensor shall pay the Licensee $2,500 per month for such Technical Support Services.', SUPPORT)).toBe('contradicted');
    expect(verdict('the Licensor shall pay the Licensee $2,500 per month for such Technical Support Services', SUPPORT)).toBe('contradicted');
    expect(verdict("Subject to the terms and conditions of this Agreement, Zynga grants to WPT a non-exclusive, non-assignable, non-sublicensable, royalty-free, paid up, limited license in the Territory to use and display Zynga's Licensed Property solely as necessary to perform WPT's obligations under this Agreement and as specifically described on Exhibit A, for the Term.", GRANT)).toBe('contradicted');
    // "Affiliate" is usually a thing; here it acts ("Affiliate shall pay"), so it is one of the clause's parties.
    expect(judgeLexical('Network shall pay and hold harmless Affiliate from any federal, state or local taxes.', TAXES)).toMatchObject({ verdict: 'contradicted', reasons: ['PARTY_MISMATCH: claim "Network" where the clause says "Affiliate"; claim "Affiliate" where the clause says "Network"'] });
  });

  it('a name the clause does not use is not a swap: it may be an alias the judge cannot resolve', () => {
    expect(verdict('Excite agrees to purchase from Agency.', MICOA)).toBe('abstain');
    expect(verdict('the Licensee shall pay the Company $2,500 per month for such Technical Support Services', SUPPORT)).toBe('abstain');
  });

  it('a single party moved to another role is contradicted', () => {
    expect(judgeLexical('The Licensee shall provide Technical Support Services relating to the maintenance and support of the Software.', SUPPORT)).toMatchObject({ verdict: 'contradicted', reasons: ['PARTY_MISMATCH: claim "Licensee" where the clause says "Licensor"'] });
    expect(verdict("the Licensee shall pay Licensor's employees", "the Licensee shall pay Licensor's employees and the Licensor shall pay the Licensee")).toBe('entailed');
    expect(verdict('the Licensee shall pay Licensor', "the Licensee shall pay Licensor's employees")).toBe('abstain');
  });
});

describe('lexical judge: conditions, qualifiers and extra content', () => {
  it('a claim with content the span lacks abstains', () => {
    expect(judgeLexical('The purchase shall be completed within 60 calendar days after the termination date and shall be paid in cash.', MICOA)).toMatchObject({ verdict: 'abstain', reasons: ['CONTENT_NOT_IN_SPAN'] });
    expect(verdict('Either Party may terminate this Agreement for convenience upon giving the other party thirty (30) days prior written notice.', NOTICE)).toBe('abstain');
  });

  it('a permission that drops its conditions or limits is not entailed', () => {
    expect(verdict('Either Party may terminate this Agreement.', NOTICE)).toBe('abstain');
    expect(verdict("WPT grants to Zynga a non-exclusive, non-assignable, non-sublicensable, royalty-free, paid up, limited license in the Territory to use and display WPT's Licensed Property.", GRANT)).toBe('abstain');
    expect(verdict("The Licensee shall not disclose, publish, or disseminate the Confidential Information to anyone other than the Licensee's employees.", CONFIDENTIAL)).toBe('abstain');
  });

  it('a claim that drops "only", "prior" or "unless" abstains', () => {
    expect(verdict('Either Party may terminate this Agreement, with or without cause, upon giving the other party thirty (30) days written notice of such termination pursuant to Section 12.', NOTICE)).toBe('abstain');
    expect(verdict("OntoChem will pay Anixa's reasonable fees and expenses incurred in connection with such inspection.", REIMBURSE)).toBe('abstain');
    expect(verdict('Licensee may use the Software.', 'Licensee may use the Software only in the Territory.')).toBe('abstain');
  });

  it('"all" in the claim does not stand on "some" or "a portion" in the span', () => {
    const span = 'Distributor shall return a portion of the Products to WGT.';
    expect(verdict('Distributor shall return all of the Products to WGT.', span)).toBe('abstain');
    expect(verdict('Distributor shall return some of the Products to WGT.', 'Distributor shall return all of the Products to WGT.')).toBe('entailed');
  });

  it('"and" where the span says "or" abstains', () => {
    // cuad-dev-06, shortened
    const span = 'Distributor shall either certify destruction of all defective Products or return all Products which it alleges are defective to WGT.';
    expect(verdict('Distributor shall certify destruction of all defective Products and return all Products which it alleges are defective to WGT.', span)).toBe('abstain');
  });

  it('a changed relation word ("before" for "after") is never entailed', () => {
    expect(verdict('The purchase shall be completed within 60 calendar days before the termination date.', MICOA)).toBe('abstain');
  });

  it('words that are also names of JavaScript object members are read as words', () => {
    const span = 'The constructor shall deliver the valueOf toString report within thirty (30) days.';
    expect(verdict('The constructor shall deliver the valueOf toString report within 30 days.', span)).toBe('entailed');
    expect(verdict('The constructor shall deliver the valueOf toString report within 40 days.', span)).toBe('contradicted');
  });

  it('an empty or content-free claim abstains', () => {
    expect(judgeLexical('It is so.', MICOA)).toMatchObject({ verdict: 'abstain', reasons: ['NO_CONTENT'] });
    expect(judgeLexical('Royalties accrue quarterly.', MICOA).verdict).toBe('abstain');
  });
});

describe('lexical judge: contradictions a lawyer expects caught (M7)', () => {
  // cuad-dev-06 §3.4 and §4.2(a), cuad-dev-12 §3
  const INVOICE = "Distributor will pay WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice, unless provided otherwise on the applicable invoice.";
  const ITEM = '(a) provide Distributor with sixty (60) days advance notice in the event that it discontinues production of any Product;';
  const TERM = 'This Agreement will be in effect for three (3) years from the Effective Date ("Initial Term") unless terminated earlier in accordance with this Agreement.';

  it('a duration in another unit is contradicted; the same length said otherwise, or business days, is not', () => {
    expect(judgeLexical("Distributor will pay WGT the full amount invoiced within thirty (30) months after the date of WGT's invoice.", INVOICE)).toMatchObject({ verdict: 'contradicted', reasons: ['DURATION_MISMATCH: claim "thirty (30) months", clause "thirty (30) days"'] });
    expect(judgeLexical('This Agreement will be in effect for five (5) years from the Effective Date.', TERM)).toMatchObject({ verdict: 'contradicted', reasons: ['NUMBER_MISMATCH: claim "five (5) years", clause "three (3) years"'] });
    expect(verdict('This Agreement will be in effect for thirty-six (36) months from the Effective Date.', TERM)).toBe('abstain');
    expect(verdict("Distributor will pay WGT the full amount invoiced within thirty (30) business days after the date of WGT's invoice.", INVOICE)).toBe('abstain');
  });

  it('a list item is contradicted without its lead-in’s subject, but never entailed that way', () => {
    expect(judgeLexical('WGT will provide Distributor with thirty (30) days advance notice in the event that it discontinues production of any Product.', ITEM)).toMatchObject({ verdict: 'contradicted', reasons: ['NUMBER_MISMATCH: claim "thirty (30) days", clause "sixty (60) days"'] });
    expect(verdict('WGT will provide Distributor with sixty (60) days advance notice in the event that it discontinues production of any Product.', ITEM)).toBe('abstain');
  });

  it('"nonexclusive" is the negation of "exclusive"; "none" and "nonetheless" stay words', () => {
    const span = "Distributor's appointment and the rights granted hereunder are nonexclusive.";
    expect(judgeLexical("Distributor's appointment and the rights granted hereunder are exclusive.", span)).toMatchObject({ verdict: 'contradicted', reasons: ['NEGATION_MISMATCH: claim "exclusive", clause "nonexclusive"'] });
    expect(verdict("Distributor's appointment and the rights granted hereunder are non-exclusive.", span)).toBe('entailed');
    expect(verdict('None of the Products shall be returned.', 'None of the Products shall be returned.')).toBe('entailed');
    expect(verdict('Nonetheless the Products shall be returned.', 'Nonetheless the Products shall be returned.')).toBe('entailed');
  });

  it('a hedged possibility is not contradicted by a certainty; a party’s option is by its duty', () => {
    const survive = 'The confidentiality obligations under this Agreement will survive termination of this Agreement for a period of three (3) years.';
    expect(verdict('Some obligations of Agreement may survive termination of Agreement.', survive)).not.toBe('contradicted');
    expect(judgeLexical("Distributor may pay WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice.", INVOICE)).toMatchObject({ verdict: 'contradicted', reasons: ['MODAL_CLASH: claim "may", clause "will"'] });
  });

  it('another place\'s law for the clause\'s is contradicted, naming both; the right place, a negated claim or another clause is not (lexical@5)', () => {
    // cuad-dev-12 § 10(g) and cuad-dev-09 § 34.8.
    const california = 'This Agreement will for all purposes be governed by and interpreted in accordance with the laws of\nthe State of California without giving effect to any conflict of laws principles that require the application of the law of a different jurisdiction.';
    expect(judgeLexical('The agreement is governed by the laws of the State of Nevada.', california)).toMatchObject({ verdict: 'contradicted', reasons: ['JURISDICTION_MISMATCH: claim "Nevada", clause "California"'] });
    expect(verdict('This Agreement will be governed by the laws of the State of California.', california)).not.toBe('contradicted');
    expect(verdict('This agreement is not governed by the laws of the State of Nevada.', california)).not.toBe('contradicted');
    expect(verdict('Disputes are heard in the courts of the State of Nevada.', california)).not.toBe('contradicted');
    const english = 'The parties hereby agree that this Agreement shall be construed in accordance with English law.';
    expect(judgeLexical('This Agreement shall be construed in accordance with French law.', english)).toMatchObject({ verdict: 'contradicted', reasons: ['JURISDICTION_MISMATCH: claim "French", clause "English"'] });
    expect(verdict('This Agreement shall be construed in accordance with English law.', english)).toBe('entailed');
  });
});

describe('a modal whose act follows a colon (lexical@7)', () => {
  // The sample matter's Distributor Agreement, § 5.5: "In the event of termination, Distributor will:" + "(b) cease use of all
  // Trademarks of WGT;". The modal's act is past the colon; before, the judge abstained on the clause quoted word for word.
  const CLAUSE = 'In the event of termination, Distributor will: (b) cease use of all Trademarks of WGT;';
  it('entails the lead-in and its item quoted as they stand', () => {
    expect(judgeLexical(CLAUSE, CLAUSE)).toMatchObject({ verdict: 'entailed', reasons: ['VERBATIM'] });
  });
  it('still finds the modal clash across the colon', () => {
    expect(judgeLexical(CLAUSE.replace('will:', 'may:'), CLAUSE)).toMatchObject({ verdict: 'contradicted', reasons: [expect.stringMatching(/MODAL_CLASH/)] });
    expect(judgeLexical(CLAUSE.replace('will:', 'will not:'), CLAUSE).verdict).toBe('contradicted');
  });
});

describe('a modal followed by another before its act (lexical@8)', () => {
  // cuad-dev-16 § 1(a), the confidentiality covenant: the first "shall" governs "hold" through the second. Before, the
  // first modal's act was read as "cause", which its own scope (it ends at the next modal) never holds, and the clause
  // quoted word for word abstained with PARTY_ROLE_MISMATCH.
  const CLAUSE = '(a) From and after the date hereof, each Seller shall, and shall cause its Affiliates to, hold, and shall use its reasonable best efforts to cause its or their respective Representatives to hold, in confidence any and all information concerning Buyer.';
  it('entails the clause quoted as it stands', () => {
    expect(judgeLexical(CLAUSE, CLAUSE)).toMatchObject({ verdict: 'entailed', reasons: ['VERBATIM'] });
  });
  it('still finds a party swapped or the duty negated', () => {
    expect(judgeLexical(CLAUSE.replace('each Seller shall', 'each Buyer shall').replace('concerning Buyer', 'concerning Seller'), CLAUSE).verdict).not.toBe('entailed');
    expect(judgeLexical(CLAUSE.replace('each Seller shall,', 'each Seller shall not,'), CLAUSE).verdict).not.toBe('entailed');
  });
});

describe('a reworded claim that changes a number or a negation (lexical@10)', () => {
  // The sample matter's Agency Agreement § F.2 and Distributor Agreement § 2.1, as a second lawyer's trial pasted them
  // (session 25): reworded, so the words cannot be aligned in order, and each changes the one thing read for. Both only
  // abstained (ORDER_DIFFERS, PARTY_ROLE_MISMATCH), the same as a correct paraphrase.
  const F2 = 'This Agreement shall terminate, subject to any automatic renewal or extension for one year as required by law, upon either party giving at least one hundred twenty (120) days advance written notice to the other, if not otherwise contrary to applicable law or this Agreement.';
  const APPOINT = "Subject to and in accordance with the provisions of this Agreement, WGT hereby appoints Distributor, and Distributor hereby accepts WGT's appointment, as a nonexclusive distributor of the Product to resellers in the Territory.";
  it('contradicts a changed notice period, naming both', () => {
    expect(judgeLexical('Either party may terminate upon at least ninety (90) days advance written notice to the other.', F2)).toMatchObject({
      verdict: 'contradicted', reasons: ['NUMBER_MISMATCH: claim "ninety (90) days", clause "one hundred twenty (120) days"'],
    });
  });
  it('contradicts "exclusive" for "nonexclusive" and the other way round', () => {
    expect(judgeLexical('WGT appoints Distributor as an exclusive distributor of the Product to resellers in the Territory.', APPOINT)).toMatchObject({
      verdict: 'contradicted', reasons: ['NEGATION_MISMATCH: claim "exclusive", clause "nonexclusive"'],
    });
    const exclusive = APPOINT.replace('a nonexclusive', 'an exclusive');
    expect(judgeLexical('WGT appoints Distributor as a non-exclusive distributor of the Product to resellers in the Territory.', exclusive)).toMatchObject({
      verdict: 'contradicted', reasons: ['NEGATION_MISMATCH: claim "non-exclusive", clause "exclusive"'],
    });
  });
  it('never contradicts the same claim worded with the clause’s own number or form', () => {
    expect(judgeLexical('Either party may terminate upon at least one hundred twenty (120) days advance written notice to the other.', F2).verdict).not.toBe('contradicted');
    expect(judgeLexical('WGT appoints Distributor as a nonexclusive distributor of the Product to resellers in the Territory.', APPOINT).verdict).not.toBe('contradicted');
  });
  it('never contradicts where the clause states the claim’s value too, or the words beside the number differ', () => {
    const both = 'Either party may terminate this Agreement upon sixty (60) days written notice to the other party, or upon thirty (30) days written notice if the other party becomes insolvent.';
    expect(judgeLexical('Upon thirty (30) days written notice, either party may terminate this Agreement.', both).verdict).not.toBe('contradicted');
    expect(judgeLexical('Either party may terminate upon ninety (90) days after delivery to the other.', F2).verdict).not.toBe('contradicted');
  });
  it('names the clause\'s value in the claim\'s unit, not the page number a lead-in and its item straddle', () => {
    // The sample Distributor Agreement's § 4.2(a), cited with its lead-in across the page break: the clash named "4".
    const item = '4.2 Obligations of WGT, WGT will:\n\n4\n\n(a) provide Distributor with sixty (60) days advance notice in the event that\nit discontinues production of any Product;';
    expect(judgeLexical('WGT must provide Distributor with thirty (30) days advance notice in the event that it discontinues production of any Product.', item)).toMatchObject({
      verdict: 'contradicted', reasons: ['NUMBER_MISMATCH: claim "thirty (30) days", clause "sixty (60) days"'],
    });
  });
  it('never contradicts where the clause holds both forms of the word', () => {
    const both = `${APPOINT.slice(0, -1)}, and as an exclusive distributor of the Product to resellers in the Territory outside Europe.`;
    expect(judgeLexical('WGT appoints Distributor as an exclusive distributor of the Product to resellers in the Territory.', both).verdict).not.toBe('contradicted');
  });
});
