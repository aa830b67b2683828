import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askedBackground, recitalStarts, saysBackground } from '../../../electron/pipeline/text/background.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/** Questions the recitals answer (session 32); the sentences are quoted from the CUAD dev contracts. */
describe('askedBackground', () => {
  it.each([
    ['What business is LEA in?', { kind: 'business', who: 'LEA' }],
    ['What line of business is the Company in?', { kind: 'business', who: 'Company' }],
    ["What is HealthGate's business?", { kind: 'business', who: 'HealthGate' }],
    ['What kind of company is Sutro Biopharma?', { kind: 'business', who: 'Sutro Biopharma' }],
    ['Why did the parties enter into this agreement?', { kind: 'purpose' }],
    ['What is the purpose of this agreement?', { kind: 'purpose' }],
    ['What is the commercial background of the contract?', { kind: 'purpose' }],
    ['What do the recitals say?', { kind: 'purpose' }],
    ['Why did Mossimo enter into this agreement?', { kind: 'purpose' }],
    // A name, not a role: several capitalised words, capitals, a capital inside.
    ['What does Companion Healthcare Technologies do?', { kind: 'business', who: 'Companion Healthcare Technologies' }],
    ['What does LEA do?', { kind: 'business', who: 'LEA' }],
    ['What does HealthGate do?', { kind: 'business', who: 'HealthGate' }],
  ])('%s', (q, ask) => expect(askedBackground(q)).toEqual(ask));

  it.each([
    // A role's duties, which the clauses say; a clause's purpose; a defined "Business".
    'What does the Distributor do?',
    'What does Consultant do?',
    'What is the purpose of the audit right?',
    'What is the Business?',
    'Is LEA in breach?',
    'What business is this?',
  ])('%s asks nothing only the recitals say', (q) => expect(askedBackground(q)).toBeNull());
});

describe('saysBackground', () => {
  const lea = { kind: 'business', who: 'LEA' } as const;
  it('a party\'s business: named, and said to be in a business, engaged in it, or doing it', () => {
    expect(saysBackground('WHEREAS, LEA is in the business of marketing, sales and distribution (including e-distribution) of any in-person product or service offerings;', lea)).toBe(true);
    expect(saysBackground('B. HealthGate, among other business activities, creates, compiles and distributes health and biomedical information through the Internet;', { kind: 'business', who: 'HealthGate' })).toBe(true);
    expect(saysBackground('WHEREAS, the Company will own, develop, manufacture or have manufactured, market and sell the products set forth on Exhibit A', { kind: 'business', who: 'Company' })).toBe(true);
    // The party must be what the recital is about: "B. CHT has developed … a similar service that Ehave provides" is CHT's.
    expect(saysBackground('B. CHT has developed a business model to bring a similar service that Ehave provides using the Ehave Platform', { kind: 'business', who: 'Ehave' })).toBe(false);
    expect(saysBackground('B. CHT has developed a business model to bring a similar service that Ehave provides using the Ehave Platform', { kind: 'business', who: 'Companion Healthcare Technologies' }, [['COMPANION HEALTHCARE TECHNOLOGIES CORP', 'COMPANION HEALTHCARE TECHNOLOGIES', 'CHT']])).toBe(true);
    // Another party's business; the party in a clause that says no business.
    expect(saysBackground('WHEREAS, T&B owns or has the right to license certain intellectual property associated with Tarek El Moussa:', lea)).toBe(false);
    expect(saysBackground('No license or right is granted hereunder at any time from LEA to T&B, or by T&B to LEA, whether expressly or by implication.', lea)).toBe(false);
  });

  it('why the parties contract: what they wish, desire or intend, or the purpose stated — not "the purposes" in passing', () => {
    const purpose = { kind: 'purpose' } as const;
    expect(saysBackground('WHEREAS, the Company desires to retain Consultant as an independent contractor to perform consulting services for the Company.', purpose)).toBe(true);
    expect(saysBackground('The purpose of this Agreement is to define the scope of compensation for the marketing of Portals to these potential customers.', purpose)).toBe(true);
    expect(saysBackground('The parties agree to execute and deliver all such further documents as may be necessary or appropriate to carry out the purposes and intent of this Agreement.', purpose)).toBe(false);
  });
});

describe('recitalStarts', () => {
  it('each recital of recitals that run on as one sentence, "WHEREAS" or lettered', () => {
    const text = 'WHEREAS, LEA is in the business of marketing; WHEREAS, T&B owns certain intellectual property: WHEREAS, T&B and LEA wish to conduct business.';
    expect(recitalStarts(text).map((i) => text.slice(i, i + 12))).toEqual(['WHEREAS, LEA', 'WHEREAS, T&B', 'WHEREAS, T&B']);
    const lettered = 'A. Excite operates a network.\nB. Sponsor sells music.\n(C) The parties wish to promote it.';
    expect(recitalStarts(lettered).map((i) => lettered.slice(i, i + 4))).toEqual(['A. E', 'B. S', '(C) ']);
  });

  it('property: the starts are distinct, ascending, within the text, and begin at 0', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('WHEREAS, ', 'the Company ', 'sells; ', '\n(B) ', 'wishes ', '\nC. ', 'W H E R E A S '), { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const starts = recitalStarts(text);
        expect(starts[0]).toBe(0);
        for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
        expect(starts.every((s) => s <= Math.max(0, text.length))).toBe(true);
      }),
    );
  });
});

describe('a background question is answered by what says it, of any generator', () => {
  const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
  it('the recital answers; a clause that names the party only touches it; one that does not is no answer', () => {
    const q = 'What business is LEA in?';
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'WHEREAS, LEA is in the business of marketing, sales and distribution of real estate education.' })).toMatchObject({ value: 'responsive', detail: 'Says what business LEA is in.' });
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'LEA and T&B shall jointly own all jointly-created work product.' })).toMatchObject({ value: 'partial', detail: 'Names LEA but does not say what business LEA is in.' });
    expect(lexicalResponsiveness({ ...base, question: 'What is the purpose of this agreement?', claim: 'The parties agree to take such further action as may be necessary to carry out the purposes and intent of this Agreement.' }).value).toBe('not_responsive');
  });
});
