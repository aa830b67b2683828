import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askedDefinition, askedNamedTerm, attachmentNamed, definesTerm, labelledEntry, meaningAt, namesTerm, refersElsewhere } from '../../../electron/pipeline/text/definitions.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

/** Definition questions and the sentences that answer them (session 31); the sentences are quoted from the CUAD dev contracts. */
describe('askedDefinition', () => {
  it.each([
    ['How is Confidential Information defined?', 'Confidential Information'],
    ['What does “Territory” mean in this agreement?', 'Territory'],
    ["What does the term 'Net Sales' mean under the Novartis agreement?", 'Net Sales'],
    ['What is meant by Change of Control?', 'Change of Control'],
    ['What is the definition of Products in each agreement?', 'Products'],
    ['Define Affiliate', 'Affiliate'],
    ['Is Confidential Information defined?', 'Confidential Information'],
    // A lawyer's trial (session 31): more ways of asking, and a term's trailing full stop inside its quotes.
    ['What is the meaning of "Software"?', 'Software'],
    ['Where is Territory defined?', 'Territory'],
    ['Is Hardware defined and, if so, how?', 'Hardware'],
    ['Is Gross Invoiced Sales a defined term?', 'Gross Invoiced Sales'],
    ['How is "Distributor Cost." defined?', 'Distributor Cost'],
    ['How is the royalty defined?', 'royalty'],
  ])('%s → %s', (q, term) => expect(askedDefinition(q)).toBe(term));

  it.each([
    'What does this agreement mean for the distributor after termination?',
    'What does Territory mean for the distributor?',
    'What does the license include?',
    'Is there a cap on liability?',
    'How long is the term of this agreement?',
    // A provision or a duty, not a name; two terms at once.
    'What is meant by the Royalties being payable quarterly?',
    'Define the obligations of Duval.',
    'What do the terms "Hardware" and "Software" mean?',
  ])('%s asks no definition', (q) => expect(askedDefinition(q)).toBeNull());
});

describe('askedNamedTerm', () => {
  it.each([
    ['Who is the Licensee?', 'Licensee'],
    ['What is the Territory?', 'Territory'],
    ['What are the Licensed Products under this agreement?', 'Licensed Products'],
    ['Who is the Licensee in the Novartis agreement?', 'Licensee'],
    ['What is Confidential Information?', 'Confidential Information'],
    ['What is the Governing Law?', 'Governing Law'],
    ['What is the Date of Delivery?', 'Date of Delivery'],
  ])('%s → %s', (q, term) => expect(askedNamedTerm(q)).toBe(term));

  it.each([
    // Not a capitalised name: the term of the agreement, a notice period, a law.
    'What is the term of the agreement?',
    'What is the notice period for termination?',
    'What is New York law?',
    'Who are the parties?',
    // The document's own facts are read from its opening (text/document-facts.ts), and the agreement is no term of itself.
    'What is the Effective Date?',
    'What is the Agreement?',
    // Asked what it means: askedDefinition's question.
    'What does Territory mean?',
  ])('%s names no term', (q) => expect(askedNamedTerm(q)).toBeNull());
});

describe('definesTerm', () => {
  it('a definitions entry, quoted or not, and numbered or lettered', () => {
    expect(definesTerm('1.4. The term “Confidential Information” means any and all information which is not readily ascertainable by proper means.', 'Confidential Information')).toBe(true);
    expect(definesTerm('"Change of Control" means, with respect to Company, a transaction or series of related transactions that results in …', 'Change of Control')).toBe(true);
    expect(definesTerm('(c) "Products" shall mean casual apparel consisting of men\'s pants, shirts, sweaters, windshirts and raingear.', 'Products')).toBe(true);
    expect(definesTerm('(e) “Confidential Information" shall have the meaning set forth in Section 5.04.', 'confidential information')).toBe(true);
    expect(definesTerm('(a) Affiliate means, in respect of any Person, any other Person that controls it.', 'Affiliate')).toBe(true);
  });

  it('a parenthetical that names the term as it is introduced', () => {
    expect(definesTerm('This agreement ("Agreement") is entered into as of the 16th day of February, 2000 ("Effective Date"), by and between At Home Corporation.', 'Effective Date')).toBe(true);
    expect(definesTerm('Distributor shall sell the Products in the countries listed in Exhibit A (the “Territory”).', 'territory')).toBe(true);
    expect(definesTerm('the products listed in Schedule 1, hereinafter referred to as the "Products".', 'Product')).toBe(true);
  });

  it('the term in either number, and a parenthetical that names it after what it covers', () => {
    expect(definesTerm('“Royalties” means the fees, charges and other amounts to be paid by CHT to Ehave.', 'Royalty')).toBe(true);
    expect(definesTerm('“Divested Entity” has the meaning set forth in Section 8.02.', 'Divested Entities')).toBe(true);
    expect(definesTerm('forming a joint venture with a Third Party (each such divested entity or line of business, products or services, a “Divested Entity”), the Divested Entity', 'Divested Entity')).toBe(true);
  });

  it('reads where a definition that points elsewhere says the meaning is', () => {
    expect(meaningAt('“Divested Entity” has the meaning set forth in Section 8.02.')).toEqual({ kind: 'section', ref: 'Section 8.02' });
    expect(meaningAt('"Term" means the term of this Agreement as defined in Section 10.')).toEqual({ kind: 'section', ref: 'Section 10' });
    expect(meaningAt('(r) “Products” shall have the meaning set forth in the Recitals.')).toEqual({ kind: 'recitals' });
    expect(meaningAt('“Company” shall have the meaning set forth in the Preamble to this Agreement.')).toEqual({ kind: 'preamble' });
    expect(meaningAt('“Affiliate” means any entity controlling a Party.')).toBeNull();
  });

  it('a clause that only uses the term defines nothing', () => {
    expect(definesTerm('Each Party will protect the Confidential Information of the other Party from misappropriation and unauthorized use or disclosure.', 'Confidential Information')).toBe(false);
    expect(definesTerm('Distributor shall not sell the Products outside the Territory.', 'Territory')).toBe(false);
    expect(definesTerm('“Confidential Information” means any information disclosed by a party.', 'Information')).toBe(false);
  });

  it('tells a definition that only says where the meaning is given', () => {
    expect(refersElsewhere('(e) “Confidential Information" shall have the meaning set forth in Section 5.04.')).toBe(true);
    expect(refersElsewhere('“Affiliate” has the meaning given in the Credit Agreement.')).toBe(true);
    expect(refersElsewhere('"Change of Control" means, with respect to Company, a transaction or series of related transactions.')).toBe(false);
  });

  it('a sentence that defines a term names it', () => {
    const term = fc.constantFrom('Territory', 'Confidential Information', 'Net Sales', 'Products', 'Change of Control');
    const form = fc.constantFrom((t: string) => `“${t}” means the thing.`, (t: string) => `the countries in Exhibit A (the "${t}").`, (t: string) => `(a) ${t} shall mean the thing.`);
    fc.assert(fc.property(term, form, fc.string({ maxLength: 30 }), (t, f, prefix) => {
      const s = `${f(t)}`;
      expect(definesTerm(s, t)).toBe(true);
      expect(namesTerm(`${prefix} ${s}`, t)).toBe(true);
    }));
  });
});

describe('a definition question is answered by the definition', () => {
  const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
  it('of any generator: the definition answers, a clause that uses the term only touches it', () => {
    const q = 'How is Confidential Information defined?';
    expect(lexicalResponsiveness({ ...base, question: q, claim: '1.4. The term “Confidential Information” means any and all information which is not readily ascertainable by proper means.' })).toMatchObject({ value: 'responsive', detail: 'Defines “Confidential Information”.' });
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'Each Party will protect the Confidential Information of the other Party from misappropriation and unauthorized use or disclosure.' })).toMatchObject({ value: 'partial', detail: 'Uses “Confidential Information” but does not define it.' });
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'This Agreement shall be governed by the laws of the State of New York.' }).value).toBe('not_responsive');
  });

  it('"Who is the Licensee?": the preamble that names it answers; a clause the Licensee performs does not', () => {
    const q = 'Who is the Licensee?';
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'THIS SOFTWARE LICENSE AND MAINTENANCE AGREEMENT is made by and between SFG Financial Corp (“Licensor”), and 551 FX IB Associates, LLC, a Delaware Limited Liability Company (“Licensee”).' })).toMatchObject({ value: 'responsive', detail: 'Defines “Licensee”.' });
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'The Licensee agrees to notify the Licensor in writing promptly following the discovery of any Error.' })).toMatchObject({ value: 'partial', detail: 'Uses “Licensee” but does not define it.' });
  });

  it('"What is the Governing Law?" in title case is still a governing-law question when no claim defines the words', () => {
    const q = 'What is the Governing Law?';
    expect(lexicalResponsiveness({ ...base, question: q, claim: 'This Agreement shall be governed by the laws of the State of New York.' }).value).toBe('responsive');
  });
});

describe('a definition that points to an attachment, and the attachment\'s entry (cuad-dev-06, session 32\'s trial)', () => {
  it('names the attachment a definition says its content is in', () => {
    expect(attachmentNamed('"Territory" means the geographic area described in Exhibit A.')).toBe('Exhibit A');
    expect(attachmentNamed('"Products" means the products listed on Schedule 2.1 hereto.')).toBe('Schedule 2.1');
    expect(attachmentNamed('"Term" means the period of time determined in accordance with Section 5.')).toBeNull();
    expect(attachmentNamed('"Exhibit" means an exhibit to this Agreement.')).toBeNull();
  });
  /** Exhibit A of cuad-dev-06 as extracted (CUAD v1, The Atticus Project, CC BY 4.0). */
  const EXHIBIT = '4th subsequent Quarter-end, Jun 30, 1997 $300,000.00\n\f\nTERMINATION DATE: September 30, 1997\nTRADEMARKS:\n\n/bullet/ WatchGuard(TM)\n\n/bullet/ Firebox(TM)\n\nTERRITORY:\n\n/bullet/ Europe\n\nSPECIAL TERMS AND CONDITIONS\n\n9';
  const entry = (term: string) => {
    const at = labelledEntry(EXHIBIT, term);
    return at && EXHIBIT.slice(at.start, at.end);
  };
  it('reads an entry to the next entry or heading, on its line or below it', () => {
    expect(entry('Territory')).toBe('TERRITORY:\n\n/bullet/ Europe');
    expect(entry('Trademarks')).toBe('TRADEMARKS:\n\n/bullet/ WatchGuard(TM)\n\n/bullet/ Firebox(TM)');
    expect(entry('Termination Date')).toBe('TERMINATION DATE: September 30, 1997');
  });
  it('finds none where the term is not a label, or the label has no value', () => {
    expect(entry('Products')).toBeNull();
    expect(labelledEntry('The Territory: as the parties agree.', 'Territory')).toBeNull();
    expect(labelledEntry('TERRITORY:\n\n9', 'Territory')).toBeNull();
    expect(labelledEntry('UNITS: 9', 'Units')).not.toBeNull();
    expect(labelledEntry('TERRITORY:\n\n', 'Territory')).toBeNull();
  });
  it('answers a question about the term as its definition does', () => {
    const base = { question: 'What is the Territory?', heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    expect(lexicalResponsiveness({ ...base, claim: 'TERRITORY: /bullet/ Europe' })).toMatchObject({ value: 'responsive', detail: 'Gives “Territory” as its attachment lists it.' });
  });
});
