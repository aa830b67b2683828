import { describe, expect, it } from 'vitest';
import { askedScope, asksWhetherAnyExists, exclusionOfAsked, figureOpposed, figureRedacted, figuresAsked, figureUnsaid, givesAsked, givesForm, lengthRedacted, questionType, termsNotTakenOut } from '../../../electron/pipeline/text/question-type.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';
import { conceptsIn } from '../../../electron/pipeline/text/legal-lexicon.js';
import { clauseTerms, contentTerms, questionUnits } from '../../../electron/pipeline/text/question-units.js';
import { askedFigures, figuresIn } from '../../../electron/pipeline/text/lengths-said.js';

/** Sentences are quoted from the sample matter and the CUAD dev contracts (../shared/corpus/cuad). */
const AGENCY_EXPENSES =
  "MICOA will not be responsible for Agency expenses including but not limited to rent, transportation, employee hire or solicitor's fees, postage, telegrams, telephone, advertising, licensing fees or any other Agency expenses whatsoever.";
const ROYALTY = 'Zynga will pay to WPT ten percent (10%) of the cumulative Net Revenue (as defined in Section 3.b. of the Additional Provisions) (“Royalty”) from the WPT-branded Zynga Poker Tournament Mode or other such use of the WPT brand on the Zynga platform.';
const TEXAS = 'This Agreement takes effect upon its acceptance and execution by AIRSOPURE in the State of Texas, and shall be interpreted and construed under the laws of the State of Texas.';
const INITIAL_TERM = 'This Agreement shall commence on the Effective Date and shall continue for an initial term of year as of the Effective Date.';
const CONTROL_DEF =
  'As used herein, the term "CONTROL" (including, with correlative meanings, the terms, "CONTROLS" "CONTROLLING", "CONTROLLED BY" or "UNDER COMMON CONTROL WITH") with respect to a designated person means the possession, directly or indirectly, of the power to vote a majority of the securities having voting power.';
const NONEXCLUSIVE = "Distributor's appointment and the rights granted hereunder are nonexclusive.";
const CAP = "IN NO EVENT WILL EXCITE'S LIABILITY UNDER THIS AGREEMENT EXCEED THE AMOUNTS ACTUALLY PAID BY SPONSOR.";
const SUPPORT_FEE = 'Support Fee set forth in Exhibit A.';

describe('questionType: what form of answer a question wants', () => {
  it.each([
    ['What is the license fee?', 'amount'],
    ['How much is the Annual Minimum Guarantee?', 'amount'],
    ['What interest is charged on amounts the Distributor pays late?', 'amount'],
    ['What compensation is the Professional paid?', 'amount'],
    ['What fee does the licensee pay?', 'amount'],
    // What is paid, or when: a sum or a time (session 20).
    ['What are the payment terms?', 'due'],
    ['What is the payment schedule?', 'due'],
    ['What are the royalties payable to WPT?', 'amount'],
    ['Which law governs this agreement?', 'jurisdiction'],
    ["Which state's law governs each of these agreements?", 'jurisdiction'],
    ['What law governs the Distributor Agreement?', 'jurisdiction'],
    ['What is the term of the agreement?', 'duration'],
    // How much notice: the notice's own length (session 27).
    ['What is the notice period for termination?', 'notice'],
    ['How many days notice must the distributor give?', 'notice'],
    ['How long does the non-compete last?', 'duration'],
    // A helper asking as a lawyer found these refused for stating no amount (session 20).
    ['How much notice is required to terminate the agreement?', 'notice'],
    ['How much prior written notice must the franchisee give?', 'notice'],
    ['How much time does the distributor have to cure a breach?', 'duration'],
    // Holiday is counted in days (trial 44, cuad-dev-20 § 12.1: "28 days' paid holiday"), not in money.
    ['How much paid holiday is Brett Haumann entitled to each year?', 'duration'],
    ['How much annual leave does the Executive get?', 'duration'],
    ['Does this agreement renew, and for what renewal term?', 'duration'],
    ['When does the term of this agreement expire?', 'end'],
    ['What is the expiration date?', 'end'],
    ['When is the first payment due?', 'temporal'],
    // "…, and when?" asks the time as well (trial 33: cuad-dev-25's top-ups answered "Must Party B pay a deposit, and when?").
    ['Must Party B pay a deposit, and when?', 'temporal'],
    ['Does Licensee pay royalties, and if so, when?', 'temporal'],
    // "Where" of a dispute asks a place (trial 35); "where" of anything else asks no form.
    ['Where will arbitration take place?', 'place'],
    ['Where are disputes arbitrated?', 'place'],
    ['In which county must any lawsuit be brought?', 'place'],
    ['What is the seat of the arbitration?', 'place'],
    // "Within what period …?" asks a length (trial 36: cuad-dev-06's remedy for a defect was green).
    ['Within what period must the Distributor report a defective Product to obtain a credit or replacement?', 'duration'],
    // A bonus, and a cap "at a dollar amount", ask an amount (trial 35: an eligibility bar and a consequential-damages waiver).
    ['What is the maximum annual bonus the Executive can be considered for?', 'amount'],
    ["Is either party's total liability capped at a dollar amount?", 'amount'],
    // A level, a percentage or a share asks the figure (trial 39: cuad-dev-09 § 32.2, the termination right for a change in
    // Control, was green for the 50% test of § 32.2.2 that defines one).
    ['What level of shareholding constitutes a Change in Control that allows the other party to terminate?', 'amount'],
    ['What percentage of the net sales is the royalty?', 'percent'],
    ['What share of the revenue does the Company receive?', 'amount'],
    ['What is the effective date?', 'date'],
    ['When was this agreement signed?', 'date'],
    ['On what date is this agreement effective?', 'date'],
    ['What is the date of this agreement?', 'date'],
    ['Is there a cap on liability under this agreement?', 'operative'],
    ["Is the distributor's appointment exclusive?", 'operative'],
    ['Can a party assign this agreement, or is consent required for assignment?', 'operative'],
    ['What happens on a change of control of a party?', 'operative'],
  ])('%s → %s', (q, want) => {
    expect(questionType(q)?.wants).toBe(want);
  });

  it('"What notice must … give …?" asks the notice (trial 48, cuad-dev-20 § 17.1 answered it: "terminate immediately … paid within 28 days")', () => {
    expect(questionType("What notice must either side give to end the Executive's employment?")?.wants).toBe('notice');
    expect(questionType('What length of notice is required to terminate for convenience?')?.wants).toBe('notice');
    expect(questionType('What notice is required to terminate?')?.wants).not.toBe('notice');
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    const pilon = 'The Executive’s employment will terminate immediately and any PILON due to the Executive in accordance with the provisions of this clause 17 will be paid within 28 days.';
    expect(lexicalResponsiveness({ ...base, question: "What notice must either side give to end the Executive's employment?", claim: pilon }).value).toBe('partial');
  });
  it('the auditor\'s expenses are the cost of an audit, not a right to audit (trial 48, cuad-dev-18 § 9.5 was green on its audit right)', () => {
    const q = "If an audit uncovers an underpayment of more than 5%, does the audited party have to reimburse the auditor's expenses?";
    expect(questionUnits(q).concepts).not.toContain('audit');
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    const right = 'Each party will have the right to engage an independent third party to audit the books and records of the other party relevant to the calculation of Retail Impressions or CNET Sales, upon reasonable notice and during normal business hours, and the other party will provide reasonable cooperation in connection with any such audit.';
    const pays = 'The party requesting the audit will pay all expenses of the auditor unless the audit reveals an underpayment by the other party of more than 5%, in which case the other party will reimburse all reasonable expenses of the auditor.';
    expect(lexicalResponsiveness({ ...base, question: q, claim: right }).value).not.toBe('responsive');
    expect(lexicalResponsiveness({ ...base, question: q, claim: pays }).value).toBe('responsive');
  });
  it('a "ceiling" on liability is its cap (trial 48, cuad-dev-13 Art. XIII(b) refused, "ceiling" missing)', () => {
    const q = "What is the ceiling on the Licensor's liability?";
    expect(questionUnits(q).concepts).toContain('liability_cap');
    // "ceiling" is read as the cap's word, which the cap's concept says ("exceed", "limited to"), not one a clause must say.
    expect(questionUnits(q).terms).not.toContain('ceil');
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    const cap = "IN NO EVENT SHALL LICENSOR'S AGGREGATE CUMULATIVE TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED ONE HALF OF THE AMOUNT PAID BY THE LICENSEE TO Licensor HEREUNDER.";
    expect(lexicalResponsiveness({ ...base, question: q, claim: cap }).value).toBe('responsive');
  });
  it('"end the … deal" asks for termination, and "another", "some" and "deal" carry no content (trial 48, cuad-dev-07 § 20 refused)', () => {
    const q = 'Does the Licensor have the right to end the endorsement deal if the Company merges with another company?';
    expect(questionUnits(q).concepts).toContain('termination');
    expect(questionUnits(q).terms).not.toContain('deal');
    expect(questionUnits(q).terms).not.toContain('another');
    expect(questionUnits('What happens at the end of the agreement?').concepts).not.toContain('termination');
    const base = { heading: null, nameWords: ['endorsement'], scopeDocs: null, claimDoc: null, claimTitle: null };
    const merger = "In the event of the merger or consolidation of Company with any other entity, Licensor shall have the right to terminate the Contract Period by so notifying Company in writing within sixty (60) days following Licensor's receipt of notice of such merger or consolidation.";
    expect(lexicalResponsiveness({ ...base, question: q, claim: merger }).value).toBe('responsive');
  });
  it('"measured from when" is how a question is put (trial 48, cuad-dev-14 § 10 refused)', () => {
    expect(questionUnits("How long is the Contractor's warranty on the Products, measured from when?").terms).not.toContain('measur');
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    const warranty = 'For the purpose of this Agreement, “Warranty Period” shall mean twelve (12) months as of the date of delivery to Customer.';
    expect(lexicalResponsiveness({ ...base, question: "How long is the Contractor's warranty on the Products, measured from when?", claim: warranty }).value).toBe('responsive');
  });
  it('trial 49\'s wrong green answers: a party\'s audit cost, a Territory under a licence, "the most", "by what day"', () => {
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    // cuad-dev-12 § 3(e): the right to examine the records says nothing of who bears the audit's cost.
    expect(questionUnits("In what circumstances must Zynga bear the cost of WPT's audit of its royalty records?").concepts).not.toContain('audit');
    // cuad-dev-12 § 2(c): a licence "in the Territory" does not say whether the Territory includes Japan.
    expect(askedScope('Does the Territory under the WPT-Zynga licence include Japan?')?.asked).toBe('Japan');
    const grant = 'Subject to the terms and conditions of this Agreement, WPT grants to Zynga a non-exclusive, non-assignable, non-sublicensable, royalty-free, paid up, limited license in the Territory to use and display WPT’s Licensed Property solely as necessary to perform Zynga’s obligations under this Agreement.';
    expect(lexicalResponsiveness({ ...base, question: 'Does the Territory under the WPT-Zynga licence include Japan?', claim: grant }).value).toBe('partial');
    // cuad-dev-07 § 11: "the most the Company can recover" asks an amount, which the termination clause does not state.
    expect(questionType('What is the most the Company can recover from the Licensor if the Licensor fails to perform?')?.wants).toBe('amount');
    expect(questionType('What is the maximum period of the licence?')?.wants).not.toBe('amount');
    // cuad-dev-04 § 7.3: "By what day …?" asks a time, and what is paid: a termination payment is not the monthly fee.
    expect(questionType("By what day of each month must the Company pay the Consultant's monthly fee?")?.wants).toBe('temporal');
  });
  it('trial 49: the agreement named by its kind lends no concept; "after the agreement ends" is when a period starts', () => {
    // cuad-dev-16 § 4(b): "non-compete" was demanded of the forum clause.
    expect(questionUnits('In which courts may a lawsuit under the non-competition agreement be brought?', ['non-competition']).concepts).not.toContain('non_compete');
    expect(questionUnits('Is a party restricted from competing?').concepts).toContain('non_compete');
    // cuad-dev-22 § 6.1(b): "term and expiration" was demanded of the survival of confidentiality.
    expect(questionUnits('How long after the Strategic Alliance Agreement ends do the confidentiality obligations continue?').concepts).not.toContain('term');
    expect(questionUnits('How long is the term of the agreement?').concepts).toContain('term');
  });
  it('"where" of notices or of the agreement asks no place', () => {
    expect(questionType('Where must notices be sent?')).toBeNull();
    expect(questionType('Where does the agreement say the Distributor may sell?')?.wants).not.toBe('place');
  });

  it('an open question wants no particular form', () => {
    expect(questionType('Describe the parties’ marketing obligations.')).toBeNull();
  });
  it('a question of what a term takes in wants no particular form (session 27: cuad-dev-12 § 2, "is worldwide, but not including … Japan")', () => {
    expect(questionType('Does the Territory include Japan?')).toBeNull();
    expect(questionType('Does the non-compete apply in India?')).toBeNull();
    expect(questionType('Is there a cap on liability?')?.wants).toBe('operative');
    expect(questionType("Does the license extend to the licensee's affiliates?")?.wants).toBe('operative');
  });
});

describe('givesForm: the claim itself states it', () => {
  it('how much notice: the notice’s own length, not a cure period that runs from a notice (session 27, the sample Distributor Agreement § 5.4)', () => {
    for (const t of [
      "(c) for convenience whether or not extended beyond the Initial Term, provided Distributor gives WGT thirty (30) days' advance written notice",
      'This Agreement shall terminate upon either party giving at least one hundred twenty (120) days advance written notice to the other.',
      'Either party may terminate upon notice of not less than ninety (90) days.',
      'by giving written notice to the other party at least sixty (60) days prior to the end of the then-current term',
      'Licensor may terminate this Agreement upon [***] prior written notice.',
      // A length that runs from the notice until the act takes effect (a helper's trial, cuad-dev-06 § 3.2).
      'WGT may, from time to time, change its WatchGuard Price List, provided that any such change will not be effective under this Agreement unless and until the expiration of forty-five (45) days after WGT gives Distributor written notices of the change.',
    ])
      expect(givesForm(t, 'notice')).toBe(true);
    for (const t of [
      '(b) any failure by WGT to perform any of its obligations under this Agreement where such failure continues for thirty (30) days after written notice thereof by Distributor to WGT; or',
      'The Agreement terminates if the failure is not cured within 30 days of notice.',
      'Distributor may terminate the Term by giving WGT written notice of such termination.',
      // Immediate termination for cause is not how much notice the agreement needs (the Agency Agreement § F.1(b) beside § F.2).
      'This agreement shall terminate: b. Immediately if either party gives detailed written notice to the other of alleged gross and willful misconduct.',
    ])
      expect(givesForm(t, 'notice')).toBe(false);
  });
  it('a notice length is not how long the thing asked lasts (trial 47, cuad-dev-09 § 18 was green for how long testing lasts)', () => {
    const audit =
      "The Publishers and/or their respective independent auditors, at no expense to HealthGate, and upon twenty (20) Business Days' written notice to HealthGate, shall have the right to conduct an operational audit pertaining to the fees and the Services rendered pursuant to this Agreement, including but not limited to having HealthGate process through any system test data supplied by the Publishers.";
    expect(givesForm(audit, 'duration')).toBe(false);
    expect(givesForm(audit, 'notice')).toBe(true);
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    expect(lexicalResponsiveness({ ...base, question: 'How long does testing of the System last?', claim: audit }).value).toBe('partial');
    // A clause with a length of its own beside the notice still states one.
    for (const t of [
      'Such period of acceptance testing shall not exceed 2 weeks from date of delivery for testing.',
      'This Agreement shall renew for successive one (1) year terms unless either party gives sixty (60) days prior written notice of non-renewal.',
      'Either party may terminate upon notice of not less than ninety (90) days, and the license shall survive for two (2) years.',
      // A renewal's length without a figure (cuad-scale-302, -406).
      'This agreement shall renew automatically each year thereafter, unless either party serves written notice of its intention not to renew, on the other at least 90 days prior to the expiration of the then current term.',
      'Upon the expiry of the Initial Term this Agreement shall automatically renew for successive terms of the same duration, unless either party gives notice of at least six (6) months.',
    ])
      expect(givesForm(t, 'duration')).toBe(true);
  });
  it('the operative clause: an act done "hereby" (session 24: cuad-dev-06 § 2.1 "WGT hereby appoints Distributor …")', () => {
    expect(givesForm("WGT hereby appoints Distributor, and Distributor hereby accepts WGT's appointment, as a nonexclusive distributor of the Product.", 'operative')).toBe(true);
    expect(givesForm('The Company hereby irrevocably assigns to Licensee all right, title and interest in the Marks.', 'operative')).toBe(true);
    expect(givesForm('The Products listed in Exhibit A, as amended hereby.', 'operative')).toBe(false);
  });
  it('the operative clause: a thing that "requires" a party\'s consent or approval (session 52: cuad-scale-280 § 22)', () => {
    expect(givesForm('Any other assignment by the parties, requires the prior written consent of the other Party.', 'operative')).toBe(true);
    expect(givesForm('Any exceptions from the above-stated principle require the written consent of the other Party.', 'operative')).toBe(true);
    // What a law or a process requires is no party bound.
    expect(givesForm('The filing requirements of the Securities Act, as the law requires.', 'operative')).toBe(false);
  });
  it('an amount: a percentage, the amounts paid, a redacted figure — not a list of expenses that mentions fees, not a pointer to an exhibit', () => {
    expect(givesForm(ROYALTY, 'amount')).toBe(true);
    expect(givesForm(CAP, 'amount')).toBe(true);
    expect(givesForm('For each month during the Term, the Company will pay CNET a minimum of [XXXX] in cash, plus [XXX] of CNET Sales.', 'amount')).toBe(true);
    expect(givesForm(AGENCY_EXPENSES, 'amount')).toBe(false);
    expect(givesForm(SUPPORT_FEE, 'amount')).toBe(false);
    // A currency named without a figure states no amount (cuad-dev-14 § 14.1); with one, in words or digits, it does.
    expect(givesForm('The invoice will be quoted in US Dollars.', 'amount')).toBe(false);
    expect(givesForm('Licensee shall pay Five Hundred Thousand Dollars upon signing.', 'amount')).toBe(true);
    expect(givesForm('The fee is USD 25,000 per year.', 'amount')).toBe(true);
    expect(givesForm('The price is 1,200 EUR per unit.', 'amount')).toBe(true);
  });
  it('a percentage, not a statement of a share "as calculated herein" (trial 42, cuad-dev-00 § 6(c))', () => {
    const statement = 'Network shall submit to Affiliate, within forty-five (45) days of the end of each calendar quarter during the Term, a statement reporting for such calendar quarter the following information on a Station-by-Station basis: (i) Network’s Advertising Revenue, (ii) the Affiliate Advertising Share, (iii) Network’s Transactional Revenue, (iv) the average number of households receiving the Service through each MVPD in each DMA served by a Station, as calculated herein, and (v) the Affiliate Transactional Share.';
    expect(questionType("What percentage of Network's Transactional Revenue must The TUBE pay Tribune as the Affiliate Transactional Share?")?.wants).toBe('percent');
    expect(givesForm(statement, 'amount')).toBe(true);
    expect(givesForm(statement, 'percent')).toBe(false);
    expect(givesForm('Network shall pay Affiliate fifteen percent (15%) of Network’s Transactional Revenue for the pertinent calendar quarter.', 'percent')).toBe(true);
    expect(givesForm('Licensee shall pay a royalty of [***]% of Net Sales.', 'percent')).toBe(true);
    expect(givesForm('the Licensor shall receive one third of the rebate', 'percent')).toBe(true);
  });
  it('payment terms: a sum, or when it falls due (cuad-dev-14 § 14.2)', () => {
    expect(givesForm('14.2 Contractor and Customer agree to terms of payments of current plus thirty (30) days from the date of invoice.', 'due')).toBe(true);
    expect(givesForm('The Company shall pay Consultant a flat fee consulting rate of $18,000 per month.', 'due')).toBe(true);
    expect(givesForm('The invoice will be quoted in US Dollars.', 'due')).toBe(false);
  });
  it('a jurisdiction: "the laws of the State of Texas", not "applicable law"', () => {
    expect(givesForm(TEXAS, 'jurisdiction')).toBe(true);
    // cuad-dev-10, -16, -17, -25: capitalised "Laws", all capitals, "that State" after naming it, a country.
    expect(givesForm('Any disputes relating to, arising out of or resulting from this Agreement shall be governed by, and construed in accordance with, the Laws of the State of Delaware.', 'jurisdiction')).toBe(true);
    expect(givesForm('(a) THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE INTERNAL LAWS OF THE COMMONWEALTH OF PENNSYLVANIA WITHOUT GIVING EFFECT TO ANY CHOICE OR CONFLICT OF LAW PROVISION OR RULE.', 'jurisdiction')).toBe(true);
    expect(givesForm('This Agreement shall be deemed to have been entered into in the State of New Jersey, and shall be construed and interpreted in accordance with the laws of that State applicable to agreements made and to be performed in the State of New Jersey.', 'jurisdiction')).toBe(true);
    expect(givesForm('Dispute Settlement 11.1 The execution, validation, interpretation, performance, modification and termination of this Agreement and the settlement of disputes under this Agreement shall be governed by the Laws of China.', 'jurisdiction')).toBe(true);
    expect(givesForm('Each party shall comply with all Applicable Law in performing this Agreement.', 'jurisdiction')).toBe(false);
    expect(givesForm('This Agreement shall be governed by the laws of the jurisdiction in which the Licensee is located.', 'jurisdiction')).toBe(false);
  });
  it('a jurisdiction however the filing writes it: "the state of Florida", "the province of Ontario", "PRC Laws", a redacted name (cuad-scale tune half)', () => {
    for (const s of [
      'This Agreement shall be governed by the laws of the state of Florida.',
      'This IP Agreement will be construed in accordance with the substantive laws of the state of New York and of the United States of America.',
      'The laws of the province of Ontario, Canada, govern this AGREEMENT and, in respect of any dispute, which may arise hereunder; Agent consents to the jurisdiction of the federal and provincial courts',
      'The execution, validity, construction, enforcement and the settlement of any disputes herefrom shall be governed by PRC Laws.',
      'This Agreement shall be governed by Delaware Law.',
      'This Agreement shall be governed by and construed in accordance with the laws of [***], without regard to the conflicts of law principles thereof, and [***].',
    ]) expect(givesForm(s, 'jurisdiction'), s).toBe(true);
    // A kind of law is no jurisdiction, however it is capitalised.
    for (const s of [
      'Each party shall comply with all Export Control Laws and Anti-Corruption Laws.',
      'Licensee shall comply with all Intellectual Property Laws and Privacy Laws.',
      'This Agreement shall be governed by the Governing Law set out in the Schedule.',
      'Each party shall comply with all Applicable Laws.',
    ]) expect(givesForm(s, 'jurisdiction'), s).toBe(false);
  });
  it('a place: named, described, or in the name of a body that sits there (trial 35)', () => {
    for (const t of [
      'The location of the arbitration shall be in the County of San Diego,\nCalifornia.',
      'any such dispute shall be submitted for binding arbitration in accordance with the arbitration procedures established by the American arbitration Association in Denver, Colorado.',
      'The arbitration will be held in the county in which Excite@Home has its principal place of business.',
      'such dispute may be submitted to the Beijing Arbitration Commission for arbitration',
      'Each party irrevocably agrees that the courts of England shall have exclusive jurisdiction',
      'THE PARTIES SUBMIT TO THE EXCLUSIVE JURISDICTION OF THE COURTS OF THE STATE OF NEW YORK',
      'The arbitration shall be held in [***].',
    ]) expect(givesForm(t, 'place'), t).toBe(true);
    for (const t of [
      'any dispute or controversy … shall be settled by binding arbitration in accordance with the then-current commercial arbitration rules of the American Arbitration Association, and judgment on the award … may be entered by any court of competent jurisdiction.',
      'If such association is not then in existence, an independent association of arbitrators may be utilized which is designated by agreement of the parties.',
      'If the Parties cannot agree on an arbitrator within [***] days after the end of the period referred in Section 11.2',
      'as set forth in Section 5, in Writing and in English',
      'IN NO EVENT SHALL EITHER PARTY BE LIABLE IN ANY AMOUNT',
    ]) expect(givesForm(t, 'place'), t).toBe(false);
  });

  it('a duration or a date', () => {
    expect(givesForm('The Initial Term shall be three (3) years from the Effective Date.', 'duration')).toBe(true);
    expect(givesForm(INITIAL_TERM, 'temporal')).toBe(true);
    // Working, banking and trading days count as days: "within 5 working days after the signing" (cuad-dev-25 § 4.3).
    expect(givesForm('Party B shall first pay a deposit of RMB100,000 to Party A within 5 working days after the signing of this Agreement.', 'temporal')).toBe(true);
    expect(givesForm('payable within ten (10) banking days of the invoice', 'duration')).toBe(true);
    expect(givesForm('The term of this Agreement (the "Term") will begin on February 1, 1998 and end on the first anniversary of the date of this Agreement.', 'temporal')).toBe(true);
    expect(givesForm('Either party may terminate this Agreement upon written notice to the other party.', 'duration')).toBe(false);
    // "How long is the initial term?": the date it runs to answers (cuad-dev-09).
    expect(givesForm('The initial term of the Services, unless terminated as set out herein, shall continue up to and including 28 February 2000.', 'duration')).toBe(true);
    // A year is a time; an address's number is not (cuad-dev-16's address block answered when a notice is given, trial 37).
    expect(givesForm('Funding shall be paid in 2019 and 2020.', 'temporal')).toBe(true);
    expect(givesForm('To the Buyer: Drinker, Biddle & Reath LLP One Logan Square Suite 2000 Philadelphia, Pennsylvania 19103', 'temporal')).toBe(false);
    expect(givesForm('If to Seller: P.O. Box 1999, 2000 Market Street, Philadelphia', 'temporal')).toBe(false);
    // A day of the month in brackets is a day still (trial 39: cuad-dev-13 Article V, III(a)).
    expect(givesForm('Each payment for a particular calendar month shall be due no later than the (20th) day of the subsequent calendar month.', 'temporal')).toBe(true);
  });
  it('an end says it ends; a commencement date alone does not (cuad-dev-09, found by asking as a lawyer)', () => {
    expect(givesForm('This Agreement shall commence on 1 January 1998.', 'end')).toBe(false);
    expect(givesForm('The initial term of the Services, unless terminated as set out herein, shall continue up to and including 28 February 2000 ("the Initial Term").', 'end')).toBe(true);
    expect(givesForm('This Agreement will be in effect for three (3) years from the Effective Date ("Initial Term") unless terminated earlier in accordance with this Agreement.', 'end')).toBe(true);
  });
  it('a date is a calendar date; "the Effective Date" names one without giving it (cuad-dev-03, -12)', () => {
    expect(givesForm('Unless earlier terminated in accordance with Section 4.2 or 4.3, this Agreement will be in effect from the Effective Date until completion of the Research Program.', 'date')).toBe(false);
    expect(givesForm('This JOINT CONTENT LICENSE AGREEMENT (the "Agreement"), dated February 1, 2018 (the "Effective Date"), is made by and between WPT Enterprises, Inc.', 'date')).toBe(true);
    expect(givesForm('made and entered into this 15th day of March, 1999', 'date')).toBe(true);
  });
  it('"is there an exclusivity provision?" asks whether one exists, as "is there any" does', () => {
    expect(asksWhetherAnyExists('Is there an exclusivity provision?')).toBe(true);
    expect(asksWhetherAnyExists('Is any appointment, license or right under this agreement exclusive?')).toBe(true);
    expect(asksWhetherAnyExists("Is the distributor's appointment exclusive?")).toBe(false);
    // A question that picks documents out asks which have the thing; "what law governs each agreement?" picks none out.
    expect(asksWhetherAnyExists('Which of these agreements grant an exclusive license?')).toBe(true);
    expect(asksWhetherAnyExists('Which license agreements are exclusive?')).toBe(true);
    expect(asksWhetherAnyExists('What contracts contain a non-compete?')).toBe(true);
    expect(asksWhetherAnyExists('Does the sponsorship agreement grant exclusivity?')).toBe(true);
    expect(asksWhetherAnyExists('What does the exclusivity clause say?')).toBe(false);
    expect(asksWhetherAnyExists('What law governs each of these agreements?')).toBe(false);
    expect(asksWhetherAnyExists("Which state's law governs each of these agreements?")).toBe(false);
  });
  it('the operative clause: a party bound or a right declared, never a definition', () => {
    expect(givesForm(NONEXCLUSIVE, 'operative')).toBe(true);
    expect(givesForm(CAP, 'operative')).toBe(true);
    expect(givesForm(CONTROL_DEF, 'operative')).toBe(false);
    expect(givesForm('Limited Liability', 'operative')).toBe(false);
  });
});

describe('how large a sum is, and how it changes (trial 50)', () => {
  it('"How large is the … fee?" asks an amount; "How large is the Territory?" does not', () => {
    expect(questionType('How large is the annual sponsorship fee that Newegg pays Allied?')?.wants).toBe('amount');
    expect(questionType('How high is the cap on the Supplier\'s liability?')?.wants).toBe('amount');
    expect(questionType('How large is the Territory?')).toBeNull();
    // cuad-scale-158 § 5.1 names the fee and states none.
    expect(givesForm('Allied acknowledges and agrees that Newegg shall not pay any fees or royalties for the license of the Allied Marks, except the Sponsorship Fee specified in Schedule 3.', 'amount')).toBe(false);
  });
  it('"how quickly", "how soon" ask a time: a rate "per hour" is none (trial 50, cuad-scale-186 § 2)', () => {
    expect(questionType('How quickly must Aduro pay an invoice?')?.wants).toBe('temporal');
    expect(questionType('How soon after the agreement expires must each party return the Confidential Information?')?.wants).toBe('temporal');
    expect(givesForm('Aduro shall pay Consultant for the Services at the rate of €500 per hour.', 'temporal')).toBe(false);
    expect(givesForm('Aduro shall pay all undisputed amounts within thirty (30) days after receipt of the invoice.', 'temporal')).toBe(true);
  });
  it('when an event occurs is no operative clause (trial 51, cuad-scale-360 § 15.7)', () => {
    expect(givesForm('A Change of Control shall occur with respect to the Manufacturer, unless Subcontractor shall have expressly consented to such Change of Control in writing.', 'operative')).toBe(false);
    expect(givesForm('In the event of a Change of Control (as defined below) this Agreement shall immediately terminate.', 'operative')).toBe(true);
    expect(givesForm('A Change of Control shall be deemed to have occurred, and Licensor may terminate this Agreement on notice.', 'operative')).toBe(true);
  });
  it('"how is … adjusted?" asks how it changes, by a figure or an index; the sum before the change is no answer', () => {
    const t = questionType("After the 2016 base year, how is Roanoke Gas's total annual franchise fee adjusted?");
    expect(t).toEqual({ wants: 'change', label: 'how it changes: an increase or decrease by a figure or an index' });
    expect(questionType('How will the prices be escalated each year?')?.wants).toBe('change');
    // cuad-scale-072 § 3(a) and § 3(b).
    expect(givesForm('the total annual Franchise Fee to be paid to the three localities in aggregate is $98,196 for calendar year 2016 ("base year total annual Franchise Fee").', 'change')).toBe(false);
    expect(givesForm('For each succeeding calendar year during the term of this Franchise, the total annual Franchise Fee paid by Grantee to the localities shall be the base year total annual Franchise Fee increased by three (3) percent compounded annually over the term of the Franchise.', 'change')).toBe(true);
    expect(givesForm('The Rent shall be adjusted each January in line with the Consumer Price Index.', 'change')).toBe(true);
    expect(givesForm('The Rent may be adjusted from time to time.', 'change')).toBe(false);
  });
});

describe('how a sum is calculated (trial 46: cuad-dev-20 § 12.3, cuad-dev-24)', () => {
  it('asks an amount, answered by a share of a sum, not by a sentence that there is one', () => {
    const q = "On Termination, how is Brett Haumann's payment in lieu of accrued but untaken holiday calculated?";
    expect(questionType(q)?.wants).toBe('amount');
    expect(questionType('How are the fees computed?')?.wants).toBe('amount');
    expect(givesForm("The amount of such payment in lieu shall be 1/260 of the Executive's salary for each untaken day of entitlement.", 'amount')).toBe(true);
    expect(givesForm('Shipments returned for reasons not attributable to Carrier will be charged one-half of the rate on the outbound movement.', 'amount')).toBe(true);
    expect(givesForm('The Executive shall have no entitlement to any payment in lieu of accrued but untaken holiday except on Termination.', 'amount')).toBe(false);
    expect(givesForm('Half of the members of the committee shall be appointed by each party.', 'amount')).toBe(false);
    const judged = lexicalResponsiveness({ question: q, claim: 'The Executive shall have no entitlement to any payment in lieu of accrued but untaken holiday except on Termination.', heading: 'Holidays', nameWords: ['brett', 'haumann'], scopeDocs: null, claimDoc: null, claimTitle: null });
    expect(judged).toMatchObject({ value: 'partial', detail: 'The question asks for an amount or how it is calculated; the claim does not state it.' });
  });
});

describe('responsiveness: a claim about the subject that lacks the form is partial, for any generator', () => {
  const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
  it('"What is the license fee?" against the Agency Agreement § 3(a) (who bears licensing fees) → partial, saying what is missing', () => {
    const r = lexicalResponsiveness({ ...base, question: 'What is the license fee?', claim: AGENCY_EXPENSES });
    expect(r).toMatchObject({ value: 'partial', method: 'lexical@94' });
    expect(r.detail).toMatch(/an amount or how it is calculated/);
  });
  it('the royalty clause that states 10% answers "What is the royalty?"', () => {
    expect(lexicalResponsiveness({ ...base, question: 'What is the royalty?', claim: ROYALTY }).value).toBe('responsive');
  });
  it('the governing-law clause that names Texas answers; one that names no jurisdiction is partial', () => {
    expect(lexicalResponsiveness({ ...base, question: 'Which law governs this agreement?', claim: TEXAS }).value).toBe('responsive');
    expect(lexicalResponsiveness({ ...base, question: 'Which law governs this agreement?', claim: 'This Agreement shall be governed by the laws of the jurisdiction in which the Licensee is located.' }).value).toBe('partial');
  });
  it('a lead-in whose amount is blank does not answer "What compensation is the Professional paid?", whoever quotes it (session 27, cuad-dev-28 § 3)', () => {
    const claim = 'In consideration of the rights granted to the Company and the services to be provided by the Professional, the Professional shall receive the following compensation:';
    expect(lexicalResponsiveness({ ...base, question: 'What compensation is the Professional paid?', claim })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/an amount or how it is calculated/) });
  });
  it('a definition gives a length only when it defines a named period (session 27, cuad-dev-14 § 10)', () => {
    expect(givesForm('For the purpose of this Agreement, “Warranty Period” shall mean twelve (12) months as of the date of delivery to Customer.', 'duration')).toBe(true);
    expect(givesForm('Express Limited Warranty For the purpose of this Agreement, “Warranty Period” shall mean twelve (12) months.', 'duration')).toBe(true);
    expect(givesForm('“Affiliate” means any entity that controls a party for at least five (5) years.', 'duration')).toBe(false);
  });
  it('hours and minutes are lengths of time (trial 44, cuad-dev-18 § 3.2: "for a period of 4 hours from the referral")', () => {
    expect(givesForm('a CNET Sale includes any purchase made by a user for a period of 4 hours from the referral from an Online Promotion.', 'duration')).toBe(true);
    expect(givesForm('Application Provider will notify Excite@Home within fifteen (15) minutes of any downtime.', 'duration')).toBe(true);
    expect(givesForm('Support is available during business hours.', 'duration')).toBe(false);
  });
  it('"an annual financial audit" is no length; "renews on an annual basis" is (session 27, cuad-dev-24 § 10)', () => {
    expect(givesForm('either party may disclose information concerning this contract to any independent public accounting firm retained to perform an annual financial audit of that party.', 'duration')).toBe(false);
    expect(givesForm('This Agreement shall renew automatically on an annual basis unless either party gives notice.', 'duration')).toBe(true);
    expect(givesForm('The Agreement renews for successive annual terms.', 'duration')).toBe(true);
    expect(givesForm('Thereafter the Agreement continues month-to-month.', 'duration')).toBe(true);
  });
});

describe('a word the question asks for is said by giving it', () => {
  it('"which state\'s law?" by a clause that names the law — "English law" (cuad-dev-09 § 34.8) — not by one that names none', () => {
    const type = questionType("Which state's law governs this agreement?");
    expect(givesAsked('state', 'The parties hereby agree that this Agreement shall be construed in accordance with English law.', type)).toBe(true);
    expect(givesAsked('state', 'This Agreement shall be governed by the laws of the State of New York.', type)).toBe(true);
    expect(givesAsked('state', 'Each party shall comply with all applicable laws.', type)).toBe(false);
    // Only the word the answer's form stands for: "state" is no length, and "term" no place.
    expect(givesAsked('state', 'The term is five (5) years.', questionType('What is the notice period?'))).toBe(false);
    expect(givesAsked('term', 'This Agreement shall be construed in accordance with English law.', type)).toBe(false);
  });
});

describe('"What happens if …?" asks what follows (cuad-dev-07, session 32\'s trial)', () => {
  it('is asked by "what happens if / when / in the event" and "what are the consequences of", not by "what happens on"', () => {
    expect(questionType('What happens if Duval loses his exempt status?')?.wants).toBe('consequence');
    expect(questionType('What happens in the event Duval fails to play fifteen events?')?.wants).toBe('consequence');
    expect(questionType('What are the consequences of missing the sales target?')?.wants).toBe('consequence');
    expect(questionType('What happens on a change of control of a party?')?.wants).toBe('operative');
  });
  it('leaves an event the lexicon knows to its clause: "Distributor will not assign …" answers what happens if it is assigned', () => {
    expect(questionType('What happens if the Distributor Agreement is assigned?')?.wants).toBe('operative');
    expect(questionType('What happens if a party becomes insolvent?')?.wants).toBe('operative');
    expect(questionType('What happens if a party breaches the confidentiality obligations?')?.wants).toBe('operative');
  });
  it("asks what follows a party's failure to do what a clause requires, not the requirement (cuad-dev-02, session 33's trial)", () => {
    const q = 'What happens if Excite@Home fails to deliver the minimum number of General Program Member User Data records?';
    expect(questionType(q)?.wants).toBe('consequence');
    expect(questionType('What happens if the franchisee does not pay the minimum royalty?')?.wants).toBe('consequence');
    expect(givesForm('i) Excite@Home will supply to Application Provider a minimum of ***** Payment-Eligible User Data records for General Program Members.', 'consequence')).toBe(false);
    expect(givesForm('v) The failure of Excite@Home to deliver at least ***** of these General Program Member User Data records shall not be deemed a breach of this Agreement.', 'consequence')).toBe(true);
  });
  it('is answered by a clause that attaches an outcome to a condition, not by the requirement alone', () => {
    expect(givesForm('(c) Licensor agrees that Duval must achieve and maintain Exempt Status on the PGA Tour throughout each Contract Year and must participate as a player in a minimum of fifteen (15) official PGA Tour events each Contract Year (Minimum Annual Performance Requirements).', 'consequence')).toBe(false);
    expect(givesForm('In the event Duval does not meet the Minimum Annual Performance Requirements for a Contract Year, $375,000 of the Additional License Fee will be deemed to be unearned.', 'consequence')).toBe(true);
    expect(givesForm('If Licensee fails to pay any amount when due, Licensor may terminate this Agreement.', 'consequence')).toBe(true);
    expect(givesForm('Upon termination, Distributor will return all Products.', 'consequence')).toBe(true);
    // A condition with nothing made to follow is no consequence.
    expect(givesForm('If the Products are delivered late.', 'consequence')).toBe(false);
  });
});

describe('a term defined as a "Contract Period" between two dates (cuad-dev-07, session 32\'s trial)', () => {
  const PERIOD = '(a) "Contract Period" shall mean that period of time commencing on January 1, 2000 and concluding December 31, 2003, unless terminated sooner as provided herein.';
  it('gives a length by the date it concludes, and is the term concept', () => {
    expect(givesForm(PERIOD, 'duration')).toBe(true);
    expect([...conceptsIn(PERIOD, true).ids]).toContain('term');
    // "During the Contract Period" names the period and states no term.
    expect([...conceptsIn('Company shall pay Licensor the Annual Fee during the Contract Period.', true).ids]).not.toContain('term');
  });
});

describe('"What liquidated damages does HealthGate pay …?" asks an amount (cuad-dev-09, session 33\'s trial)', () => {
  it('is answered by the rate, not by "Such sums of money will be paid … as … liquidated damages"', () => {
    expect(questionType('What liquidated damages does HealthGate pay for late completion of the System?')?.wants).toBe('amount');
    expect(givesForm('Such sums of money will be paid by HealthGate to the Publishers not as a penalty but as and for the ascertained and liquidated damages owing.', 'amount')).toBe(false);
    expect(givesForm('HealthGate will on demand pay to the Publishers a sum calculated at the rate of 1% of the value of the contract in respect of every 28 days.', 'amount')).toBe(true);
    expect(questionType('Does the agreement provide for liquidated damages or a termination fee?')?.wants).toBe('operative');
  });
});

describe('"Which party bears the cost …?" asks who bears it, as "who" does (cuad-dev-02, session 33\'s trial)', () => {
  it('asks the cost-bearer concept', () => {
    expect(questionUnits('Which party bears the cost of an audit?').concepts).toEqual(questionUnits('Who bears the cost of an audit?').concepts);
    expect(questionUnits('Which party bears the cost of an audit?').concepts).toContain('cost_bearer');
  });
});

describe('"Who pays for loading and unloading?" is about loading (cuad-dev-24, session 33\'s trial)', () => {
  const q = 'Who pays for loading and unloading?';
  const base = { question: q, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
  it('is not answered by who bears other expenses, only by a claim that says what is paid for', () => {
    expect(lexicalResponsiveness({ ...base, claim: 'In addition, Shipper shall reimburse Carrier for all travel, lodging and other expenses incurred for such personnel during the time this charge applies.' }).value).toBe('partial');
    expect(lexicalResponsiveness({ ...base, claim: 'The cost of loading and unloading shall be borne by Shipper.' }).value).toBe('responsive');
  });
});

describe('figureUnsaid: a figure question is not answered by a clause that states no figure of its kind (trial 37)', () => {
  const WARRANTY = 'Is the Warranty Period for the Products twenty-four months?';
  it('finds the asked figure a claim states nothing of its kind for', () => {
    // cuad-dev-14: the warranty sentence uses the Warranty Period; its definition says how long it is.
    expect(figureUnsaid(askedFigures(WARRANTY), 'Contractor represents and warrants that, for the Warranty Period, the Products (i) will be free from defects in workmanship;')).toEqual({ asked: 'twenty-four months', kind: 'length' });
    expect(figureUnsaid(askedFigures('Is the commission 15% of the annual premium?'), 'Commissions are paid on the annual premium.')).toEqual({ asked: '15%', kind: 'percentage' });
    expect(figureUnsaid(askedFigures('Is the annual fee $20,000?'), 'Anixa will pay OntoChem an annual fee.')).toEqual({ asked: '$20,000', kind: 'sum' });
  });
  it('leaves a claim that states a figure of the kind, in any unit, to figureOpposed', () => {
    expect(figureUnsaid(askedFigures(WARRANTY), '"Warranty Period" shall mean twelve (12) months as of the date of delivery to Customer.')).toBeNull();
    expect(figureUnsaid(askedFigures(WARRANTY), 'The Warranty Period is two (2) years from delivery.')).toBeNull();
    expect(figureUnsaid(askedFigures(WARRANTY), 'The Warranty Period is one hundred twenty days from delivery.')).toBeNull();
  });
  it('asks nothing of a bound, a named stretch or a question that is not yes-no', () => {
    const claim = 'Licensee may terminate this Agreement on written notice.';
    expect(figureUnsaid(askedFigures('Can Licensee terminate within thirty days?'), claim)).toBeNull();
    expect(figureUnsaid(askedFigures('Can Licensee terminate after the first three months?'), claim)).toBeNull();
    expect(figureUnsaid(askedFigures('Who may terminate in the first thirty days?'), claim)).toBeNull();
  });
});

describe('figureOpposed: a yes-no question whose figure the claim states otherwise answers no (trial 36)', () => {
  it('reads a length in words, digits or both, and a jurisdiction, against the claim', () => {
    expect(figureOpposed(figuresAsked('Is the cure period for a curable breach sixty days?'), 'such breach is not cured within the 30-day period after written notice')).toEqual({ asked: 'sixty days', said: '30-day' });
    expect(figureOpposed(figuresAsked('Is sixty days’ notice required to terminate after the first three months?'), 'either party may terminate this Agreement, effective at any time after the first three months of the Term, by giving 30 days’ written notice')).toEqual({ asked: 'sixty days', said: '30 days' });
    expect(figureOpposed(figuresAsked('Does the term last five years?'), 'for a period of three (3) years')).toEqual({ asked: 'five years', said: 'three (3) years' });
    // A length in words of hundreds is bound by the word before its first (trial 46, cuad-dev-00 § 3(b) was green for "within 90 days").
    expect(figureOpposed(figuresAsked('Must an Acquired Station that is not transmitting the Service when Tribune acquires it begin transmitting the Service within 90 days after the acquisition is consummated?'), 'Any Acquired Station in a DMA that is not transmitting the Service at the time of acquisition by Affiliate shall likewise become a “Station” hereunder upon acquisition and shall commence transmitting the Service within one hundred eighty (180) days after the acquisition is consummated')).toEqual({ asked: '90 days', said: 'one hundred eighty (180) days', bound: true });
    expect(figureOpposed(figuresAsked('Must the Station begin transmitting within 180 days?'), 'shall commence transmitting the Service within one hundred eighty (180) days after the acquisition')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the Amendment governed by Delaware law?'), 'This Amendment shall be governed by and construed in accordance with the laws of Japan.')).toEqual({ asked: 'Delaware law', said: 'the laws of Japan' });
    // Trial 38, cuad-dev-01 § F.2: the digits in brackets say the length the words begin.
    // Trial 38, cuad-dev-17 § 2.01: a floor asked, another floor said.
    expect(figureOpposed(figuresAsked('Must notice of non-renewal be given at least 90 days before the end of the then-current term?'), 'This agreement shall automatically renew for successive six (6) month periods unless written notice is provided of either party’s intent not to renew at least six (6) months before the end of the then-current term.')).toEqual({ asked: '90 days', said: 'six (6) months' });
    expect(figureOpposed(figuresAsked("Is the Executive eligible for an annual bonus of up to 100% of basic salary?"), 'The Executive shall have an opportunity to be considered each year for a bonus equivalent to up to 50% of the Executive’s basic salary.')).toEqual({ asked: '100%', said: '50%' });
    expect(figureOpposed(figuresAsked("Can either party terminate this agreement on 90 days' written notice?"), 'This Agreement shall terminate, subject to any automatic renewal or extension for one year as required by law, upon either party giving at least one hundred twenty (120) days advance written notice to the other, if not otherwise contrary to applicable law or this Agreement.')).toEqual({ asked: '90 days', said: 'one hundred twenty (120) days' });
    // Trial 43, cuad-dev-02 Exh. H § 2(b): hours and minutes are lengths, weighed against each other.
    expect(figureOpposed(figuresAsked('Does e-centives have one hour to notify Excite@Home of a known and verified unscheduled downtime of the Co-Branded Application?'), 'Application Provider will notify Excite@Home within fifteen (15) minutes of any known and verified unscheduled downtime of the Co-Branded Application.')).toEqual({ asked: 'one hour', said: 'fifteen (15) minutes' });
    // A length in other units that is not the asked one: two years are not thirty-six months.
    expect(figureOpposed(figuresAsked('Is the initial term two years?'), 'The initial term of this Agreement shall be thirty-six (36) months from the Effective Date.')).toEqual({ asked: 'two years', said: 'thirty-six (36) months' });
    expect(figureOpposed(figuresAsked('Must the outage be reported within 24 hours?'), 'Supplier shall report any outage within two (2) hours.')).toEqual({ asked: '24 hours', said: 'two (2) hours', bound: true });
  });
  it('leaves alone a claim that says the asked figure, says none of its kind, or cannot be read for sure', () => {
    expect(figureOpposed(figuresAsked('Is the cure period thirty days?'), 'within thirty (30) days after notice')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the cure period sixty days?'), 'within thirty (30) days or, for a payment, sixty (60) days')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the cure period sixty days?'), 'with reasonable promptness after notice')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the notice period ninety days?'), 'upon one hundred twenty days notice')).toBeNull();
    // The asked length in other units: three years are thirty-six months, a day is twenty-four hours.
    expect(figureOpposed(figuresAsked('Is the initial term three years?'), 'The initial term of this Agreement shall be thirty-six (36) months from the Effective Date.')).toBeNull();
    expect(figureOpposed(figuresAsked('Must the outage be reported within 24 hours?'), 'Supplier shall report any outage within one (1) day.')).toBeNull();
    // The same floor in other units, a floor asked of a claim that states none, or a ceiling.
    expect(figureOpposed(figuresAsked('Must notice be given at least 90 days before the end of the term?'), 'by notice given at least three (3) months before the end of the term')).toBeNull();
    expect(figureOpposed(figuresAsked('Must notice be given at least 90 days before the end of the term?'), 'by notice given before the end of the term, the term being one year')).toBeNull();
    expect(figureOpposed(figuresAsked('Must notice be given at least 90 days before the end of the term?'), 'by notice given within sixty (60) days')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the Agreement governed by the laws of New York?'), 'governed by the laws of the State of New York')).toBeNull();
  });
  it('leaves alone a bound and an open question', () => {
    expect(figureOpposed(figuresAsked('Is notice of at least sixty days required?'), 'upon thirty (30) days notice')).toBeNull();
    // The same bound on another length is stated otherwise, not a no: what is paid within thirty days is paid within sixty (session 41).
    expect(figureOpposed(figuresAsked('Must the Distributor pay within sixty days?'), 'within thirty (30) days of invoice')).toEqual({ asked: 'sixty days', said: 'thirty (30) days', bound: true });
    expect(figureOpposed(figuresAsked('How long is the cure period, sixty days?'), 'within thirty (30) days')).toBeNull();
  });
  it('reads the case a question puts against the threshold a claim sets (trial 42, cuad-dev-03 § 3.5)', () => {
    const s35 = 'If it is determined that Anixa has overpaid for any expenses passed through by OntoChem under this Agreement, OntoChem will promptly reimburse Anixa for the amount of such overpayment and, if such overpayment represents more than five percent (5%) of the corresponding amount due, OntoChem will pay Anixa\'s reasonable fees and expenses incurred in connection with such inspection.';
    const q = "If an inspection of OntoChem's records shows Anixa overpaid pass-through expenses by 3%, does OntoChem have to pay Anixa's inspection fees and expenses?";
    expect(figureOpposed(figuresAsked(q), s35)).toEqual({ asked: '3%', said: 'more than five percent (5%)', short: true });
    // A case that meets the threshold, at its edge, or past a floor; one put at the end of the question.
    expect(figureOpposed(figuresAsked(q.replace('3%', '8%')), s35)).toBeNull();
    expect(figureOpposed(figuresAsked(q.replace('3%', '5%')), s35)).toEqual({ asked: '5%', said: 'more than five percent (5%)', short: true });
    expect(figureOpposed(figuresAsked('Can WGT terminate if the Distributor pays 45 days late?'), 'WGT may terminate if any payment is more than sixty (60) days past due.')).toEqual({ asked: '45 days', said: 'more than sixty (60) days', short: true });
    expect(figureOpposed(figuresAsked('Can WGT terminate if the Distributor pays 75 days late?'), 'WGT may terminate if any payment is more than sixty (60) days past due.')).toBeNull();
    // A figure past the comma that ends the condition is asked, not put (trial 43, cuad-dev-25 § 2.2).
    expect(figureOpposed(figuresAsked('If Hunan Ruixi wishes to list 275 vehicles on the Platform, must it pay a deposit of RMB 275,000?'), 'For each payment of RMB 100,000, Party B may list 100 vehicles on the Platform.')).toEqual({ asked: 'RMB 275,000', said: 'RMB 100,000' });
    // A case put in the negative is weighed as any figure (trial 39, cuad-dev-19 § 2(c)).
    expect(figureOpposed(figuresAsked("Does CHT's exclusive appointment become non-exclusive if CHT fails to achieve annual revenues of $1,000,000?"), 'the exclusive appointment … shall become non-exclusive if CHT fails to achieve annual revenues of at least $500,000.')).toEqual({ asked: '$1,000,000', said: '$500,000' });
    expect(figureOpposed(figuresAsked('If the claim is for $40,000, must it go to arbitration?'), 'Any claim of not less than $50,000 shall be settled by arbitration.')).toEqual({ asked: '$40,000', said: 'not less than $50,000', short: true });
    // A figure the question asks, not a case it puts; a bound that is no threshold ("within").
    expect(figureOpposed(figuresAsked('Is the late fee 3%?'), 'a late fee of 3% on any amount more than five (5) days overdue')).toBeNull();
    expect(figureOpposed(figuresAsked('If the Distributor pays 45 days late, may WGT charge interest?'), 'Interest accrues on any amount not paid within thirty (30) days.')).toBeNull();
    // Every cue that puts a condition as "if" does puts a case (one list, IF_CUES, session 43): "in case", "so long as".
    expect(figureOpposed(figuresAsked('Can WGT terminate in case the Distributor pays 45 days late?'), 'WGT may terminate if any payment is more than sixty (60) days past due.')).toEqual({ asked: '45 days', said: 'more than sixty (60) days', short: true });
    expect(figureOpposed(figuresAsked('Does OntoChem pay the inspection fees so long as the overpayment is 3%?'), 'if such overpayment represents more than five percent (5%) of the corresponding amount due, OntoChem will pay Anixa\'s reasonable fees')).toEqual({ asked: '3%', said: 'more than five percent (5%)', short: true });
  });
  it('makes the claim partial in responsiveness, saying the answer is no', () => {
    const r = lexicalResponsiveness({ question: 'Is the Amendment governed by Delaware law?', claim: 'This Amendment shall be governed by and construed in accordance with the laws of Japan.', heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });
    expect(r).toMatchObject({ value: 'partial', detail: 'The question asks “Delaware law”; the claim says “the laws of Japan”, so its answer is no.' });
  });
});

describe('the cap asked as "the maximum amount of … liability", stated as "the compensation paid" (trial 36, cuad-dev-06 Exh. B § 18)', () => {
  it('asks the cap, and reads the compensation paid as an amount', () => {
    expect(questionUnits("What is the maximum amount of WGT's liability?").concepts).toContain('liability_cap');
    expect(givesForm("WGT'S LIABILITY … WILL IN NO EVENT EXCEED THE COMPENSATION PAID TO WGT CONCERNING SUCH PRODUCT UNDER THIS AGREEMENT.", 'amount')).toBe(true);
  });
});

describe('the figure a yes-no question asks: no word a clause must say, and read in the limb of its subject (trial 36, session 36)', () => {
  const GENERAL =
    '(a) In the event that a party hereto commits a material breach of any of the terms or conditions of this Agreement the other party may terminate this Agreement (i) if such breach may be cured, upon written notice if the breaching party fails to cure such breach within thirty (30) days after its receipt of written notice thereof, or (ii) if such breach is incapable of cure, upon written notice to the other party thereof (it being understood that any breach of Section 5.04 would be incapable of cure);';
  const PAYMENT =
    '(b) Notwithstanding the provisions of Section 8.01, in the event that a party hereto fails to pay any amounts payable hereunder when due, the other party may terminate this Agreement (i) if such breach may be cured, upon written notice if the breaching party fails to cure such breach within three (3) business days after its receipt of written notice thereof; or, (ii) if such breach is incapable of cure, upon written notice to the other party thereof;';
  it('drops the asked figure from the question\'s words, and a bound, not a stretch it names', () => {
    expect(questionUnits('Is the cure period for a failure to pay thirty days?').terms).not.toContain('thirti');
    // A bound is asked as a figure too, and weighed by figureOpposed (trial 46, cuad-dev-18 § 2.6).
    expect(questionUnits('Must notice be given within thirty days?').terms).not.toContain('thirti');
    expect(questionUnits('Is sixty days’ notice required to terminate after the first three months?').terms).toEqual(expect.arrayContaining(['three', 'month']));
  });
  it('takes no word a question is only put with as one a clause must say: "get", "give", "take", a pronoun (trial 37)', () => {
    expect(questionUnits('Does the Company get a licence to the Prior Inventions?').terms).not.toContain('get');
    expect(questionUnits('How much notice must the Publishers give HealthGate before an operational audit?').terms).not.toContain('give');
    expect(questionUnits('May the Professional use his name in advertising?').terms).not.toContain('hi');
  });
  it('makes a claim with another length partial, saying the answer is no (cuad-dev-17 § 8.01(b))', () => {
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    expect(lexicalResponsiveness({ ...base, question: 'Is the cure period for a failure to pay thirty days?', claim: PAYMENT })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/three \(3\) business days/) });
  });
  it('reads the limb that names the question\'s subject among several lengths (cuad-dev-07 § 11(a))', () => {
    const clause =
      '(a) If either party at any time during the Contract Period shall (i) fail to make any payment of any sum of money herein specified to be made, or (ii) fail to observe or perform any of the covenants, agreements or obligations hereunder (other than the payment of money), the nondefaulting party may terminate this Agreement as follows: as to (i) if such payment is not made within ten (10) days after the defaulting party shall have received written notice of such failure to make payment, or as to (ii) if such default is not cured within thirty (30) days after the defaulting party shall have received written notice specifying in reasonable detail the nature of such default.';
    expect(figureOpposed(figuresAsked('Does the Company have thirty days to cure a missed payment?'), clause, ['compani', 'miss', 'pai'])).toEqual({ asked: 'thirty days', said: 'ten (10) days' });
    expect(figureOpposed(figuresAsked('Does the Company have ten days to cure a missed payment?'), clause, ['compani', 'miss', 'pai'])).toBeNull();
    expect(figureOpposed(figuresAsked('Does a party have thirty days to cure a breach of its covenants?'), clause, ['parti', 'breach', 'coven'])).toBeNull();
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    expect(lexicalResponsiveness({ ...base, question: 'Does the Company have thirty days to cure a missed payment before Licensor can terminate?', claim: clause }).value).toBe('partial');
  });
});

describe('percentages and sums asked in a yes-no question, and a question after a clause that sets its scene (trial 37, session 36)', () => {
  it('answers no when the claim states another percentage or sum, or another length after a leading clause', () => {
    expect(figureOpposed(figuresAsked('Is the commission on new business policies 15% of the annual premium?'), 'New Business Policies: 12% of the annual premium')).toEqual({ asked: '15%', said: '12%' });
    expect(figureOpposed(figuresAsked('Is the annual Lead Scaffold fee 20,000 U.S. Dollars?'), 'Anixa will pay OntoChem an annual fee of 10,000 U.S. Dollars')).toEqual({ asked: '20,000 U.S. Dollars', said: '10,000 U.S. Dollars' });
    expect(figureOpposed(figuresAsked('Is the PGA Tour win bonus $50,000?'), 'PGA Tour Win $25,000')).toEqual({ asked: '$50,000', said: '$25,000' });
    expect(figureOpposed(figuresAsked('After MediaNet approves a prospect registration, does the Reseller have 60 days to complete a proposal?'), 'Upon approval by MNG, the Reseller will have 30 days to initiate and complete a proposal to said prospect.')).toEqual({ asked: '60 days', said: '30 days' });
    expect(figureOpposed(figuresAsked('Is the annual Lead Scaffold fee 10,000 U.S. Dollars?'), 'Anixa will pay OntoChem an annual fee of 10,000 U.S. Dollars')).toBeNull();
    expect(figureOpposed(figuresAsked('Is the late interest rate 1.5% per month?'), 'interest at the rate of one and one-half percent (1.5%) per month')).toBeNull();
  });
  it('reads a figure as one word: "20,000" is not "20" and "000", and the asked sum is no word a clause must say', () => {
    expect(contentTerms('an annual fee of 10,000 U.S. Dollars under Schedule 13G and Section 4.3.2')).toEqual(['annual', 'fee', '10000', 'dollar', 'schedul', '13g', '4.3.2']);
    expect(questionUnits('Is the annual Lead Scaffold fee 20,000 U.S. Dollars?').terms).toEqual(['annual', 'lead', 'scaffold', 'fee', 'dollar']);
  });
});

describe('when a notice is deemed given: an event is a time (trial 37, session 36)', () => {
  it('reads "on the next business day", "at the date and time it is received", "when delivered" as a time', () => {
    expect(givesForm('Notices given by Federal Express shall be deemed received on the next business day following delivery of the notice to such service.', 'temporal')).toBe(true);
    expect(givesForm('Any notice shall be deemed to have been given at the date and time it is received.', 'temporal')).toBe(true);
    expect(givesForm('All notices shall be deemed to be duly given (a) when delivered in person.', 'temporal')).toBe(true);
    expect(givesForm('All notices shall be in writing and addressed to the parties at their addresses.', 'temporal')).toBe(false);
  });
});

describe('a yes-no question after the clause that sets its scene, and a length bound as the question bounds it (trials 42 and 43)', () => {
  it('reads "When …, does …?" as a yes-no question, not one that asks a time (cuad-dev-28 § 1(c))', () => {
    expect(questionType("When the Professional attends a promotional event at Sport-Haley's request, does the Company have to cover his travel, lodging and meals?")?.wants).toBe('operative');
    expect(questionType('When does the term expire?')?.wants).toBe('end');
    expect(questionType('If the Distributor terminates, when must it return the stock?')?.wants).toBe('temporal');
    expect(questionType('When, if ever, may the Licensor audit?')?.wants).toBe('temporal');
  });
  it('answers "due within 30 days?" no of "within 15 days", not of another bound (cuad-dev-05 § 9.3)', () => {
    const asked = figuresAsked("Are LEA's Base Royalties and Marketing Royalties due within 30 days after the end of each month?");
    expect(figureOpposed(asked, 'Base Royalties and Marketing Royalties shall be paid monthly to T&M within 15 days after the end of the applicable month.')).toEqual({ asked: '30 days', said: '15 days', bound: true });
    expect(figureOpposed(asked, 'Royalties shall be paid monthly within thirty (30) days after the end of the applicable month.')).toBeNull();
    expect(figureOpposed(asked, 'Royalties shall be paid no later than 15 days after the end of the applicable month.')).toBeNull();
  });
  it('reads "from the date such payment was due" as a time (cuad-dev-19 § 7(c))', () => {
    expect(givesForm('Ehave shall have the right to charge interest at 1% per month from the date such payment was due until the date paid.', 'temporal')).toBe(true);
    expect(givesForm('Ehave shall have the right to charge interest at 1% per month on overdue amounts.', 'temporal')).toBe(false);
  });
});

describe('an amount or a percentage stated only redacted (trial 43, cuad-dev-17 § 4.01)', () => {
  it('reads the redaction as written, unless the claim states the figure too', () => {
    expect(figureRedacted('the Company agrees to pay to Contractor[ ** ] percent ([ *∗ ]%]) of Company’s Gross Invoiced Sales', 'percent')).toBe('[ ** ] percent ([ *∗ ]%])');
    expect(figureRedacted('Licensee shall pay a royalty of [***]% of Net Sales.', 'amount')).toBe('[***]%');
    expect(figureRedacted('Licensee shall pay a royalty of [***]% of Net Sales, and in any event at least $5,000 per quarter.', 'amount')).toBeNull();
    // A length redacted (trial 46, cuad-dev-23 § 4.2 was green for "How many calendar days does SutroVax have …?").
    const acceptance = 'SutroVax or its designee shall have a period of [***] calendar days from the date of delivery of the Product(s) in accordance with Section 2 to inspect the Product(s).';
    expect(questionType('How many calendar days does SutroVax have after delivery to inspect a shipment of Product and reject it as non-conforming?')?.wants).toBe('duration');
    const howMany = 'How many calendar days does SutroVax have after delivery to inspect a shipment of Product and reject it as non-conforming?';
    expect(lengthRedacted(howMany, acceptance)).toBe('[***] calendar days');
    expect(lengthRedacted(howMany, 'Licensee shall have [***] days, and in any event no more than thirty (30) days, to inspect.')).toBeNull();
    expect(lengthRedacted(howMany, 'SutroVax shall have a period of thirty (30) calendar days to inspect the Product(s).')).toBeNull();
    expect(lengthRedacted('Does this agreement renew, and for what renewal term?', 'renewable for additional periods of [***] years')).toBeNull();
    expect(figureRedacted('Licensee shall pay a royalty of 5% of Net Sales.', 'percent')).toBeNull();
    // A rate's period is no figure (trial 44, cuad-dev-21 § 7(b): green for "What annual exclusivity fee does N2K pay …?").
    expect(figureRedacted('b) Sponsor will pay Excite [****] per year as compensation for being the exclusive online retail music store sponsor of the Excite Site.', 'amount')).toBe('[****]');
    expect(figureRedacted('Sponsor will pay Excite [****] per year, calculated as set out in Exhibit B.', 'amount')).toBe('[****]');
    // Only for a figure asked: a redacted length is still the clause that sets it.
    expect(figureRedacted('renewable for additional periods of [***] years', 'duration')).toBeNull();
  });
  it('makes such a claim partial, saying the filed copy does not state it', () => {
    const r = lexicalResponsiveness({ question: 'What percentage of Net Sales does the Licensee pay as royalty?', claim: 'Licensee shall pay a royalty of [***]% of Net Sales.', heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });
    expect(r).toMatchObject({ value: 'partial', detail: 'The question asks for a percentage; the claim states it redacted (“[***]%”), so the filed copy does not say it.' });
  });
});

describe('a scope question past the agreement\'s name, and no scope in "have to cover" (trial 42)', () => {
  it('reads "Does the Territory of the WPT-Zynga Joint Content License Agreement cover Japan?" as asking about Japan', () => {
    expect(askedScope('Does the Territory of the WPT-Zynga Joint Content License Agreement cover Japan?')?.asked).toBe('Japan');
    expect(askedScope('Does the Company have to cover his travel?')).toBeNull();
  });
});

describe('what a yes-no question asks, taken out by the claim (trial 45, cuad-dev-10 § 3.01(c))', () => {
  const c301c = 'Subject to the terms and conditions of this Agreement, as of the Distribution Date, Nuance hereby grants to SpinCo and the members of the SpinCo Group a worldwide, non-exclusive, fully paid-up, perpetual and irrevocable, transferable (subject to ARTICLE VIII), sublicensable (subject to Section 3.01(g)) license to continue to use any Nuance IP (other than Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data), in each case solely as and to the extent that it is used by the SpinCo Group in connection with products and services of the SpinCo Business within the SpinCo Field of Use, together with natural extensions and evolutions thereof.';
  const q = "Does the IP Agreement give Cerence a license to use Nuance's trademarks?";
  it('reads the exclusion that takes out an asked word said nowhere else in the claim', () => {
    expect(exclusionOfAsked(questionUnits(q).terms, c301c)).toBe('other than Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data');
    // "Nuance" is said outside the exclusion ("Nuance hereby grants"): only the trademarks are taken out.
    expect(exclusionOfAsked(questionUnits('Does the IP Agreement give Cerence a license to use Nuance IP?').terms, c301c)).toBeNull();
    expect(exclusionOfAsked(['trademark'], 'Licensee may use the Trademarks in the Territory.')).toBeNull();
    // "except each Party may assign …" excepts a case with a clause of its own, no thing (trial 44, cuad-dev-23).
    expect(exclusionOfAsked(questionUnits("Can Sutro assign the Supply Agreement without SutroVax's consent to a buyer of substantially all of its business and assets relating to the agreement?").terms, "Neither Party may assign or transfer this Supply Agreement, including by merger, operation of law, or otherwise, without the other Party's prior written consent, except each Party may assign this Supply Agreement without the other Party's consent in the case of assignment or transfer to a Third Party that succeeds to all or substantially all of the assigning Party's business and assets relating to this Supply Agreement.")).toBeNull();
    // What the question takes out itself is not asked (trial 39, cuad-dev-28).
    const golf = 'Is the Professional prevented from endorsing products other than golf apparel?';
    expect(exclusionOfAsked(termsNotTakenOut(questionUnits(golf).terms, golf), 'the Professional shall not be prevented from using, permitting or licensing others to use the Professional name or endorsement in connection with the advertising, promotion or sale of any product other than golf apparel as described in Section 1 hereof.')).toBeNull();
    // "Except that …" is a proviso, which takes out no thing (cuad-dev-00 § 13(f): "… except that neither this Agreement nor
    // either party's rights … shall be assigned … without the prior written consent of the other party").
    expect(exclusionOfAsked(questionUnits("Can Affiliate assign this agreement without Network's consent?").terms, 'This Agreement shall be binding on the respective transferees and successors of the parties hereto, except that neither this Agreement nor either party’s rights or obligations hereunder shall be assigned or transferred by either party without the prior written consent of the other party.')).toBeNull();
    // An exclusion ends where the sentence goes on: "except for any Purchase Orders …, nothing in this Agreement requires AMAG to
    // purchase …" says "purchase" outside it (cuad-scale-346, the two-fold clause bench's Minimum Commitment).
    expect(exclusionOfAsked(questionUnits('Is there a minimum purchase or minimum commitment?').terms, 'Such minimum order quantity may be updated from time to time by a mutual written agreement of the Parties. For avoidance of doubt, except for any Purchase Orders placed by AMAG and/or quantities set forth in the Binding Forecast, nothing in this Agreement requires AMAG to purchase any particular quantity of Products from Antares.')).toBeNull();
  });
  it('answers no in responsiveness', () => {
    const r = lexicalResponsiveness({ question: q, claim: c301c, heading: 'Other Nuance Shared IP', nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });
    expect(r).toMatchObject({ value: 'partial', detail: 'The claim takes out what the question asks about (“other than Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data”), so its answer is no.' });
  });
});

describe('"What must a party pay …?" asks a sum (trial 45, cuad-dev-25 § 9.3)', () => {
  it('types it as an amount; not what a payment is for, nor "do or pay"', () => {
    expect(questionType("What must a party pay to terminate the Didi–Hunan Ruixi collaboration agreement on 15 days' written notice?")?.wants).toBe('amount');
    expect(questionType('What must the Company pay if it terminates this Agreement after the Initial Period on less than six months\' notice?')?.wants).toBe('amount');
    expect(questionType('What must the Distributor do or pay to terminate the agreement for convenience?')?.wants).not.toBe('amount');
    expect(questionType('What does the Licensee pay for under Exhibit B?')?.wants).not.toBe('amount');
  });
});

describe('a form\'s blank filled in, and words a clause says in another form (trial 46, cuad-dev-26)', () => {
  const base = { heading: null, nameWords: ['medianet', 'international', 'direct', 'response'], scopeDocs: null, claimDoc: null, claimTitle: null } as const;
  it('reads "_1_%" as a percentage', () => {
    const clause = 'BSP REWARDS PROGRAM: MediaNet shall, upon collection, remit to Member Provider _1_% of the net Rewards earned by Members through and provided directly by it.';
    expect(givesForm(clause, 'percent')).toBe(true);
    expect(figuresIn(clause)?.map((f) => f.n)).toEqual([1]);
    expect(lexicalResponsiveness({ ...base, question: 'Under the BSP Rewards Program, what percentage of net Rewards does MediaNet remit to International Direct Response?', claim: clause }).value).toBe('responsive');
  });
  it('reads "placed" in "placement" and "issued" in "issuance"', () => {
    expect(questionUnits("Must MediaNet approve International Direct Response's advertising before it is issued and placed?").terms).toEqual(expect.arrayContaining(['issu', 'place']));
    expect(clauseTerms('MediaNet Group Technologies must approve any advertising prior to issuance and placement.')).toEqual(expect.arrayContaining(['issu', 'place']));
  });
});

describe('a number asked, and a sum bound in words (trial 47, cuad-dev-20 § 24.3 and cuad-dev-07 § 15)', () => {
  const base = { heading: null, nameWords: ['brett', 'haumann', 'mossimo'], scopeDocs: null, claimDoc: null, claimTitle: null } as const;
  it('"How many share options …?" asks a number, which a waiver of incentives does not state', () => {
    expect(questionType('How many share options does the Service Agreement grant Brett Haumann?')).toEqual({ wants: 'count', label: 'a number' });
    expect(questionType('How many calendar days does SutroVax have to inspect?')?.wants).toBe('duration');
    expect(questionType('How many percent of the fees are refunded?')?.wants).toBe('percent');
    const waiver = "Upon Termination, the Executive's rights (if any) in respect of each Incentive shall be solely determined by the articles of association, rules or other documents governing the relevant Incentive, as set out in Section 24.3.";
    expect(givesForm(waiver, 'count')).toBe(false);
    expect(givesForm('The Company grants the Executive options over 250,000 shares.', 'count')).toBe(true);
    expect(givesForm('Each party appoints three (3) members.', 'count')).toBe(true);
    expect(lexicalResponsiveness({ ...base, question: 'How many share options does the Service Agreement grant Brett Haumann?', claim: waiver }).value).toBe('partial');
    expect(figureRedacted('The Company grants the Executive options over [***] shares.', 'count')).toBe('[***]');
  });
  it('reads "no less than Three Million Dollars ($3,000,000)" as a floor, so "at least $5,000,000?" is answered no', () => {
    const clause = 'Company agrees to provide and maintain, at its own expense, general commercial and product liability insurance with limits no less than Three Million Dollars ($3,000,000) and naming Licensor and Duval as additional named insureds.';
    const q = 'Must Mossimo carry general commercial and product liability insurance with limits of at least $5,000,000?';
    expect(figuresIn(clause)?.[0]).toMatchObject({ n: 3000000, limit: 'floor' });
    expect(figureOpposed(figuresAsked(q), clause)).toEqual({ asked: '$5,000,000', said: '$3,000,000' });
    expect(lexicalResponsiveness({ ...base, question: q, claim: clause, parties: [['Mossimo, Inc.', 'Mossimo', 'Company'], ['Duval']] })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/answer is no/) });
  });
});
