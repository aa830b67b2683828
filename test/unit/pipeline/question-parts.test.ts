import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionParts } from '../../../electron/pipeline/text/question-parts.js';
import { lexicalResponsivenessByPart } from '../../../electron/pipeline/verification/responsiveness.js';
import { partsAnsweredBetween, partsNote } from '../../../shared/response.js';

/** cuad-dev-08 (the AIRSOPURE franchise agreement), § 3.01.B and § 3.01.F, as pdf.js reads them. */
const ROYALTY_DUE = 'You shall pay to AIRSOPURE a continuing non-refundable royalty fee on a monthly basis of 5% of Your total monthly gross sales, as defined below. This fee is due by the 7th of the month for the preceding month.';
const DELINQUENT = 'Delinquent fees shall bear interest at a rate of the lower of: (i) one and one-half percent (1.5%) per month, or (ii) the maximum rate permitted by applicable law.';
const Q49 = 'When are royalty fees due and what interest applies to delinquent fees?';

const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null } as const;

describe('questionParts: the questions a lawyer asks in one', () => {
  it.each([
    // Session 27's trial, asked of the CUAD dev contracts.
    [Q49, ['When are royalty fees due', 'what interest applies to delinquent fees']],
    ['How long is acceptance testing, and what if the System fails again?', ['How long is acceptance testing', 'what if the System fails again']],
    // The table template's renewal column: two questions, each answered by a renewal term.
    ['Does this agreement renew, and for what renewal term?', ['Does this agreement renew', 'for what renewal term']],
    ['What law governs and where are disputes resolved?', ['What law governs', 'where are disputes resolved']],
    ['What is the governing law? Where must disputes be arbitrated?', ['What is the governing law', 'Where must disputes be arbitrated']],
    ['What is the term; how may the Distributor renew?', ['What is the term', 'how may the Distributor renew']],
    // Two things asked for by name: the complement the question gives the second is the first's too.
    ["Warranty period and Customer's remedy for a defective Product?", ['Warranty period for a defective Product', "Customer's remedy for a defective Product"]],
    ['Duration and radius of the post-termination non-compete?', ['Duration of the post-termination non-compete', 'radius of the post-termination non-compete']],
    // The same asked of another case: its "it" points back, but the case is its own (trial 45, cuad-dev-14 § 22.6).
    ['When is a notice deemed received if it is sent by registered mail, and when if it is sent by email?', ['When is a notice deemed received if it is sent by registered mail', 'when if it is sent by email']],
    // Its "it" and "him" point back, but it asks for things of its own, the cash and the month (trial 50, cuad-scale-060).
    ['What does ESSI give Stephen Marley by way of stock, and how much cash does it pay him each month?', ['What does ESSI give Stephen Marley by way of stock', 'how much cash does it pay him each month']],
  ])('%s', (q, parts) => {
    expect(questionParts(q)).toEqual(parts);
  });

  it.each([
    // "Or" offers a choice within one question.
    'Can a party assign this agreement, or is consent required for assignment?',
    // A second part that points back to the first is about the first part's subject: one question.
    'Can the Distributor terminate for convenience, and what must it pay?',
    'Is the licence exclusive and can Licensee sublicense it?',
    // It points back and asks what follows, not a measure of its own (trial 49, cuad-dev-27 § 3 and cuad-dev-14 § 7.3).
    'How long is the initial term of the COFS-STW agreement, and what happens once that term runs out?',
    'How long does the Contractor have to accept or reject a purchase order, and what is the consequence if it stays silent?',
    'What is the term? How can it be terminated?',
    // Coordinated words, not questions.
    'Does a party have the right to audit or inspect the books and records of the other?',
    'Where and under what rules are disputes arbitrated?',
    'Which agreements are governed by New York law and Delaware law?',
    // One thing named by two words.
    'Termination and renewal rights?',
    'Books and records audit rights?',
    // "And" followed by nothing to look for.
    'What is the cap on liability, and why?',
    'Is there a minimum purchase commitment?',
  ])('one question: %s', (q) => {
    expect(questionParts(q)).toHaveLength(1);
  });

  it('every part is made of the question’s own words, and a question put as one (no "and", "but", ";" or "?" inside) is one part', () => {
    const word = fc.constantFrom('when', 'what', 'is', 'the', 'term', 'and', 'royalty', 'fees', 'due', ',', ';', '?', 'how', 'long', 'does', 'it', 'renew', 'or', 'notice', 'can', 'Licensee', 'assign', 'of', 'period', 'warranty');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), (words) => {
        const q = words.join(' ');
        const parts = questionParts(q);
        expect(parts.length).toBeGreaterThanOrEqual(1);
        const said = new Set<string>(words);
        for (const p of parts) for (const w of p.split(/\s+/).filter(Boolean)) expect(said.has(w)).toBe(true);
        if (!/\band\b|\bbut\b|;|\?\s*\S/.test(q)) expect(parts).toHaveLength(1);
      }),
    );
  });
});

describe('lexicalResponsivenessByPart: a claim that answers one part of two is partial', () => {
  const parts = questionParts(Q49);

  it('the royalty clause answers when royalty fees are due, not what interest applies', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: Q49, claim: ROYALTY_DUE }, parts);
    expect(r).toMatchObject({ value: 'partial', answersParts: [0] });
    expect(r.detail).toContain('not “what interest applies to delinquent fees”');
  });

  it('the interest clause answers what interest applies, not when royalty fees are due', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: Q49, claim: DELINQUENT }, parts);
    expect(r).toMatchObject({ value: 'partial', answersParts: [1] });
  });

  it('both clauses quoted together answer the question', () => {
    expect(lexicalResponsivenessByPart({ ...base, question: Q49, claim: `${ROYALTY_DUE} ${DELINQUENT}` }, parts)).toMatchObject({ value: 'responsive', answersParts: [0, 1] });
  });

  it('a claim about another document answers no part', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: Q49, claim: ROYALTY_DUE, scopeDocs: new Set(['d1']), claimDoc: 'd2', claimTitle: 'Other' }, parts);
    expect(r.value).toBe('not_responsive');
    expect(r.answersParts).toBeUndefined();
  });

  it('a question of one part is judged as before, with no parts recorded', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: 'What interest applies to delinquent fees?', claim: DELINQUENT }, questionParts('What interest applies to delinquent fees?'));
    expect(r.value).toBe('responsive');
    expect(r.answersParts).toBeUndefined();
  });
});

describe('partsNote', () => {
  const parts = (a: string[], b: string[]) => ({ responsiveness: { responsive: 0, partial: 1, not_responsive: 0, parts: [{ text: 'When are royalty fees due', answeredBy: a }, { text: 'what interest applies to delinquent fees', answeredBy: b }] } });
  it('names the part no supported claim answers', () => {
    expect(partsNote(parts(['t-c0'], []))).toBe('The question asks two things; no supported claim answers “what interest applies to delinquent fees”. Ask it on its own to see the passages tried.');
  });
  const claim = (id: string, value: 'responsive' | 'partial', section: string) => ({
    id, text: '…', state: 'supported' as const, trustScore: 95, reasons: [], evidence: [], responsiveness: { value, method: 'lexical', detail: '' },
    about: { doc: 'd', title: 'cuad-dev-19', section: { number: section, heading: 'Acceptance' } },
  });
  it('says nothing when one claim answers every part, or the question asks one thing', () => {
    expect(partsNote({ ...parts(['t-c0'], ['t-c0']), claims: [claim('t-c0', 'responsive', '§ 3(d)')] })).toBeNull();
    expect(partsNote({ responsiveness: { responsive: 1, partial: 0, not_responsive: 0 } })).toBeNull();
    expect(partsAnsweredBetween({ ...parts(['t-c0'], ['t-c0']), claims: [claim('t-c0', 'responsive', '§ 3(d)')] })).toBe(false);
  });
  it('says which claim answers each part when no one claim answers them all (trial 46 Q31, trial 47 Q43)', () => {
    const r = { ...parts(['t-c0'], ['t-c1']), claims: [claim('t-c0', 'partial', '§ 3(d)'), claim('t-c1', 'partial', '§ 7.2')] };
    expect(partsNote(r)).toBe('The question asks two things; no one claim answers them all, but each is answered by a claim of its own: “When are royalty fees due” (§ 3(d)) and “what interest applies to delinquent fees” (§ 7.2).');
    expect(partsAnsweredBetween(r)).toBe(true);
    expect(partsAnsweredBetween(parts(['t-c0'], []))).toBe(false);
  });
});

describe('a part\'s own word (trial 45, cuad-dev-14 § 22.6)', () => {
  const q = 'Under the Invasix–Flextronics agreement, when is a notice deemed received if it is sent by registered mail, and when if it is sent by email?';
  const mail = 'Notices sent via registered mail shall be deemed to have been delivered within 3 business days after the date posted.';
  const email = 'With regards to the normal course of business, notices sent via email or facsimile shall be deemed to have been received 1 business day following the date of transmission.';
  it('a claim that says only what the parts share answers neither the other case nor the whole', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: q, claim: mail }, questionParts(q));
    expect(r).toMatchObject({ value: 'partial', answersParts: [0] });
    expect(lexicalResponsivenessByPart({ ...base, question: q, claim: email }, questionParts(q))).toMatchObject({ value: 'partial', answersParts: [1] });
  });
  it('a part that asks a thing of its own is answered in the clause\'s words (cuad-dev-13: "period" for "term")', () => {
    const renew = 'Does this agreement renew, and for what renewal term?';
    expect(lexicalResponsivenessByPart({ ...base, question: renew, claim: 'The Agreement may be renewed for an additional period of seven (7) years at the option of the Licensor.' }, questionParts(renew))).toMatchObject({ value: 'responsive' });
  });
});

describe('"then" in a part that names its own subject is a sequence, not a pointer back (trial 46, cuad-dev-19 § 3(d))', () => {
  it('splits "How long does CHT have …, and how long does Ehave then have to correct …?" and joins "… and what then?"', () => {
    expect(questionParts('How long does CHT have to perform acceptance tests on the Ehave Companion Solution and give notice, and how long does Ehave then have to correct a reported failure?')).toEqual([
      'How long does CHT have to perform acceptance tests on the Ehave Companion Solution and give notice',
      'how long does Ehave then have to correct a reported failure',
    ]);
    expect(questionParts('Can Licensee terminate for convenience, and what happens then?')).toEqual(['Can Licensee terminate for convenience, and what happens then']);
  });
});

describe('parts that each ask a length take one length each (trial 46, cuad-dev-19 § 3(d))', () => {
  const q = 'How long does CHT have to perform acceptance tests on the Ehave Companion Solution and give notice, and how long does Ehave then have to correct a reported failure?';
  const correct = 'If CHT gives notice to Ehave of non-acceptance of the Ehave Companion Solution then Ehave shall investigate the reported failure in good faith and correct same, and if the engagement is on a fixed fee basis at no additional cost to CHT, within fifteen (15) Business Days unless an extension is granted by CHT.';
  const test = 'CHT shall have ten (10) Business Days to perform the acceptance tests as set out in the Acceptance Procedures and to provide Ehave written notice of acceptance or non-acceptance of the Ehave Companion Solution.';
  const base2 = { ...base, nameWords: ['cht', 'ehave'] };
  it('the sentence with Ehave\'s fifteen days answers the second part only', () => {
    const r = lexicalResponsivenessByPart({ ...base2, question: q, claim: correct }, questionParts(q));
    expect(r).toMatchObject({ value: 'partial', answersParts: [1] });
  });
  it('both sentences, with both lengths, answer both', () => {
    expect(lexicalResponsivenessByPart({ ...base2, question: q, claim: `${test} ${correct}` }, questionParts(q))).toMatchObject({ value: 'responsive', answersParts: [0, 1] });
  });
});

describe('a part that names its own subject stands on its own (trial 48, cuad-dev-27 § 14(b))', () => {
  const q = 'What royalty does STW owe COFS on CRA water produced from the Property and sold, and how often must STW calculate what it owes?';
  it('"how often must STW calculate what it owes" is a second part: its "it" is STW, named in it', () => {
    expect(questionParts(q)).toEqual(['What royalty does STW owe COFS on CRA water produced from the Property and sold', 'how often must STW calculate what it owes']);
    // A part whose subject is the pronoun still points back.
    expect(questionParts('Does the Distributor have exclusive rights, and can it sublicense them?')).toHaveLength(1);
  });
  it('the 17% royalty sentence answers the first part only, not the whole', () => {
    const royalty = 'STW shall pay COFS a seventeen percent (17%) royalty of the price STW receives per 1,000 gallons of CRA water produced from the Property and sold.';
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    expect(lexicalResponsivenessByPart({ ...base, question: q, claim: royalty }, questionParts(q))).toMatchObject({ value: 'partial', answersParts: [0] });
  });
});

describe('a part whose subject is any party or a party\'s role stands on its own (trial 50, cuad-scale-158 § 15.10)', () => {
  it('"…, and what must a party do before it can bring legal proceedings …?" is a second part', () => {
    expect(questionParts("Which state's law governs the Newegg-Allied sponsorship agreement, and what must a party do before it can bring legal proceedings against the other?")).toEqual([
      "Which state's law governs the Newegg-Allied sponsorship agreement",
      'what must a party do before it can bring legal proceedings against the other',
    ]);
    expect(questionParts('How long is the term, and what must the licensee do after it ends?')).toEqual(['How long is the term', 'what must the licensee do after it ends']);
    // A pronoun for the subject still points back.
    expect(questionParts('Can the Distributor terminate, and what must it pay?')).toHaveLength(1);
  });
});

describe('a part with words before its auxiliary names its own subject too (trial 48, cuad-dev-00 § 2)', () => {
  it('"…, and how far ahead of expiry must the Affiliate tell the Network it wants out …?" is a part of its own', () => {
    expect(questionParts('When does the Initial Term of the affiliation agreement run out, and how far ahead of expiry must the Affiliate tell the Network it wants out to stop the automatic renewal?')).toEqual([
      'When does the Initial Term of the affiliation agreement run out',
      'how far ahead of expiry must the Affiliate tell the Network it wants out to stop the automatic renewal',
    ]);
  });
});

describe('an auxiliary before an adverb goes on with a clause (trial 49, cuad-dev-14 § 22.10)', () => {
  it('"… that belong to it but are still stored at the Contractor\'s premises?" is one question', () => {
    expect(questionParts("Does the Customer have to insure finished Products that belong to it but are still stored at the Contractor's premises?")).toHaveLength(1);
    expect(questionParts('Does this agreement renew, and for what renewal term?')).toHaveLength(2);
  });
});
