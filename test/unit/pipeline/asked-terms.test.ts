import { describe, expect, it } from 'vitest';
import { askedTerms, termUnsaid, otherTermNamed } from '../../../electron/pipeline/text/asked-terms.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

// cuad-dev-05 (trial 37): the Work Product clause says "Work" and nothing of the Derivative Works T&B owns.
const WORK_PRODUCT = 'LEA shall be the owner of all LEA Work Product when created and T&B shall be the owner of all T&B Work Product when created.';
const DERIVATIVE = 'For the avoidance of doubt, T&B shall remain the owner of all right, title and interest in and to the Derivative Works from inception.';

describe('askedTerms: the defined terms a question names', () => {
  it('reads Title-case phrases of two or more words, not the opening word, determiners or a party', () => {
    expect(askedTerms('Who owns the Derivative Works that LEA creates?').map((t) => t.term)).toEqual(['Derivative Works']);
    expect(askedTerms('May the Receiving Party keep a copy of the Confidential Information?').map((t) => t.term)).toEqual(['Receiving Party', 'Confidential Information']);
    expect(askedTerms('Does the Right of First Refusal survive?').map((t) => t.term)).toEqual(['Right of First Refusal']);
    expect(askedTerms('Confidential Information: may it be kept?')).toEqual([]);
    expect(askedTerms('Can Network Affiliate terminate early?', ['network', 'affiliate'])).toEqual([]);
    // The document's own name, its noun and hyphenated words included, is no term (trials 44 and 45: cuad-dev-02 § 15 and
    // cuad-dev-22 § 8.1 were refused, "Co-Branded Application" and "MD Anderson" read as other terms than the name).
    expect(askedTerms('How long does the LBIO–MD Anderson Strategic Alliance Agreement remain in effect?', ['strategic', 'alliance', 'lbio', 'md', 'anderson'])).toEqual([]);
    expect(askedTerms('How long is the term of the e-centives–Excite@Home Co-Branding Agreement?', ['e', 'centives', 'excite', 'home', 'co', 'branding'])).toEqual([]);
    // A term beside the name still is one.
    expect(askedTerms('Who owns the Derivative Works under the Co-Branding Agreement?', ['co', 'branding']).map((t) => t.term)).toEqual(['Derivative Works']);
    expect(askedTerms("Is T&B's consent required?")).toEqual([]);
    expect(askedTerms('WHAT IS THE INITIAL TERM?')).toEqual([]);
  });
});

describe('a kind named by its letter or number is a term (trial 46, cuad-dev-25 § 10.2)', () => {
  const q = 'What range of liquidated damages may Didi require Hunan Ruixi to pay for a Class C breach?';
  it('reads "Class C", "Tier 2 Royalties", "Phase II", not a part of the document or a party', () => {
    expect(askedTerms(q, ['didi', 'hunan', 'ruixi']).map((t) => t.term)).toEqual(['Class C']);
    expect(askedTerms('Is a royalty payable on Tier 2 Royalties in the Phase II territory?').map((t) => t.term)).toEqual(['Tier 2', 'Phase II']);
    // Alone: "the Year 3 Annual Fee" is said by "the Annual Fee payable with respect to Year 3" (trial 43, cuad-dev-15 § 5.2.2).
    const fee = 'If ACSI prefers to receive Audible shares instead of cash for the Year 3 Annual Fee, how and by when must it make that election?';
    expect(askedTerms(fee).map((t) => t.term)).toEqual(['Year 3', 'Annual Fee']);
    expect(otherTermNamed(askedTerms(fee), 'On the first day of Year 3, Company will pay ACSI the sum of [***], representing the Annual Fee payable with respect to Year 3; provided, however, if ACSI so elects by written notice delivered to Company at least ten (10) days prior to the end of Year 2, Company shall issue common stock.')).toBeNull();
    expect(askedTerms('What does Section 3 say, and does Party B pay under Exhibit A?')).toEqual([]);
  });
  it('the Class B clause, worded alike, does not answer the Class C question', () => {
    const classB = 'In the event of any breach below by Party B, Party B shall immediately remedy the breach, and Party A is entitled to request Party B to pay the liquidated damages of an amount from RMB1,000 (RMB ONE THOUSAND) to RMB 5,000 (RMB FIVE THOUSAND) based on the consequences of the breach.';
    const judged = lexicalResponsiveness({ question: q, claim: classB, heading: null, nameWords: ['didi', 'hunan', 'ruixi'], scopeDocs: null, claimDoc: null, claimTitle: null });
    expect(judged).toMatchObject({ value: 'partial', detail: 'The question asks about the “Class C”; the claim does not say it.' });
    expect(otherTermNamed(askedTerms(q), `The following acts constitute Class B breaches. ${classB}`)).toEqual({ asked: 'Class C', said: 'Class B' });
  });
});

describe('otherTermNamed: a claim that trades the asked term for another', () => {
  const asked = askedTerms('Who owns the Derivative Works that LEA creates?');
  it('finds another defined term sharing a word of the asked one', () => {
    expect(otherTermNamed(asked, WORK_PRODUCT)).toEqual({ asked: 'Derivative Works', said: 'LEA Work Product' });
    expect(otherTermNamed(askedTerms('How long is the Initial Term?'), 'Each Renewal Term shall be one year.')).toEqual({ asked: 'Initial Term', said: 'Renewal Term' });
  });
  it('accepts the asked term in any number, case or heading, and a claim that names no other', () => {
    expect(otherTermNamed(asked, DERIVATIVE)).toBeNull();
    expect(otherTermNamed(asked, 'Any Derivative Work shall be owned by T&B, and LEA Work Product by LEA.')).toBeNull();
    expect(otherTermNamed(asked, 'All Work Product shall vest in T&B.', 'Derivative Works')).toBeNull();
    expect(otherTermNamed(asked, 'LEA shall own all improvements it makes.')).toBeNull();
    expect(otherTermNamed(askedTerms('How long is the Initial Term?'), 'The Initial Term and each Renewal Term shall be one year.')).toBeNull();
    // The asked term as definitions.ts reads a term: "Property" and "Properties", "Royalty" and "Royalties".
    const ip = askedTerms('Who owns the Licensed Property?');
    expect(otherTermNamed(ip, 'All Licensed Properties and the Licensed Marks remain with Licensor.')).toBeNull();
    expect(otherTermNamed(askedTerms('When are the Earned Royalties due?'), 'Each Earned Royalty is due with the Royalty Report.')).toBeNull();
  });
  it('reads a term led by an acronym: "the VNBZ Closing" is not "the VNBJ Closing" (trial 43, cuad-dev-11 Art. 1)', () => {
    const q = askedTerms("As of the VNBZ Closing, are references to the 'Companies' in the JV Agreement to be read as meaning VNBZ and ANRA?");
    expect(q.map((t) => t.term)).toEqual(['VNBZ Closing', 'JV Agreement']);
    const a = 'a.As of the VNBJ Closing, except as expressly set forth in this Amendment, the JV Agreement shall immediately cease to have any application or effect with respect to VNBJ, … and all references to “Company” or “Companies” in the JV Agreement … shall read and be interpreted to mean VNBZ and/or ANRA except as the context otherwise requires.';
    expect(otherTermNamed(q, a)).toEqual({ asked: 'VNBZ Closing', said: 'VNBJ Closing' });
    expect(otherTermNamed(q, a.replace('VNBJ Closing', 'VNBZ Closing'))).toBeNull();
    // Another term sharing only the acronym is no trade: "the VNBZ Shares" may be what the VNBZ Closing closes.
    expect(otherTermNamed(askedTerms('When does the VNBZ Closing occur?'), 'The VNBZ Shares are transferred at closing.')).toBeNull();
    // An acronym alone is no term, nor a party's acronym with its name.
    expect(askedTerms('Can VNBZ assign its shares?')).toEqual([]);
    expect(askedTerms('Can the LEA Licensee assign?', ['lea', 'licensee'])).toEqual([]);
  });
  it('does not take a longer word for the asked one', () => {
    // "Work" is not "Worker": the Worker Product is another term.
    expect(otherTermNamed(askedTerms('Who owns the Work Product?'), 'Each Worker Product belongs to the Contractor.')).toEqual({ asked: 'Work Product', said: 'Worker Product' });
  });
  it('takes no party name, determiner or claim in capitals for another term', () => {
    const party = askedTerms('Who may terminate during the Initial Term?');
    expect(otherTermNamed(party, 'Term Sheet Holdings may terminate on notice.', '', [['Term Sheet Holdings']])).toBeNull();
    expect(otherTermNamed(party, 'Each Term shall run one year.')).toBeNull();
    expect(otherTermNamed(party, 'THE RENEWAL TERM SHALL RUN ONE YEAR.')).toBeNull();
  });
  it('reads a term asked "of" a party as the term itself', () => {
    // Trial 40, cuad-dev-13 Art. XX(a): refused for naming "Change of Control" in place of "Change of Control of the Licensee".
    const coc = askedTerms("What happens to the Licensee's license if a Change of Control of the Licensee occurs without the Licensor's consent?");
    const clause = "Upon the occurrence of any Change of Control (as defined below) this Agreement and all Licensee's rights and licenses hereunder shall automatically terminate unless, prior to the occurrence of such Change of Control, Licensor has consented to such Change of Control.";
    const parties = [['Pfizer Inc.', 'Licensor'], ['Sun Rich', 'Licensee']];
    expect(otherTermNamed(coc, clause, '', parties)).toBeNull();
    // Not when what follows "of" is no party, nor when the rest is a single word ("Control of the Licensee" is no term).
    expect(otherTermNamed(coc, clause, '', [['Pfizer Inc.', 'Licensor']])).toEqual({ asked: 'Change of Control of the Licensee', said: 'Change of Control' });
    const one = askedTerms('Who bears the Costs of the Licensee?');
    expect(otherTermNamed(one, 'Each party bears its own Audit Costs.', '', parties)).toEqual({ asked: 'Costs of the Licensee', said: 'Audit Costs' });
  });
});

describe('termUnsaid: an asked term\'s own words must be said (trial 45, cuad-dev-20)', () => {
  const q = 'For how long may Theravance pay Brett Haumann Company Sick Pay, and is he entitled to it as of right?';
  const parties = [['Theravance Biopharma UK Limited', 'Theravance', 'the Company', 'Company'], ['Brett Haumann', 'the Executive', 'Executive']];
  it('the holiday clause\'s "one day\'s pay" is not the Company Sick Pay', () => {
    const holiday = "If on Termination the Executive has taken in excess of their accrued holiday entitlement, the Company shall be entitled to recover from the Executive by way of deduction from any payments due to the Executive or otherwise, one day's pay for each excess day calculated at 1/260 of the Executive's salary.";
    expect(termUnsaid(askedTerms(q), holiday, 'Holidays', parties)).toBe('Company Sick Pay');
  });
  it('§ 13.1 says it', () => {
    const sick = 'The Company may in its absolute discretion pay the Executive an amount equal to the Executive\'s normal basic pay ("Company Sick Pay") for the first 3 months of sickness absence in any rolling 12-month period.';
    expect(termUnsaid(askedTerms(q), sick, 'Sickness', parties)).toBeNull();
  });
  it('a term named by its initials is said (trial 43, cuad-dev-27: "COFS" for the City of Fort Stockton)', () => {
    expect(termUnsaid(askedTerms('How much CRA water must STW provide to the City of Fort Stockton at no cost?'), 'STW shall also provide to COFS three (3) million GPD of CRA water at no cost to COFS.')).toBeNull();
  });
  it('a term whose words are all a party\'s or generic asks nothing of its own', () => {
    expect(termUnsaid(askedTerms('Can the Company terminate the Agreement?'), 'Either party may terminate on notice.', '', parties)).toBeNull();
  });
});

describe('a term named in the scene a question sets may be said otherwise (trial 41, cuad-dev-03)', () => {
  it('"… within two years after the Selection Deadline, does Anixa get …?" is answered by "during this 2-years period"', () => {
    const q = 'If OntoChem finds a novel antiviral use for a Rejected Hit Compound within two years after the Selection Deadline, does Anixa get a right of first negotiation?';
    const claim = 'In case OntoChem finds a novel and unexpected antiviral use of those Rejected Hit Compounds during this 2-years period, it will notify Anixa about these findings and Anixa has the right of first negotiation during a period of 6 months.';
    expect(lexicalResponsiveness({ question: q, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null }).detail).not.toMatch(/Selection Deadline/);
  });
  it('nor one in a condition put with "should" after what it asks', () => {
    const q = 'Does Anixa get a right of first negotiation should OntoChem find a novel antiviral use of a Rejected Hit Compound?';
    const claim = 'In case OntoChem finds a novel and unexpected antiviral use of those compounds, it will notify Anixa about these findings and Anixa has the right of first negotiation during a period of 6 months.';
    expect(lexicalResponsiveness({ question: q, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null }).detail).not.toMatch(/Rejected Hit Compound/);
  });
});
