import { describe, expect, it } from 'vitest';
import { continuesAcross, enclosingSentences, splitSentences, withoutGluedHeading, withoutPageBreaks, withoutFurnitureLines, withoutTrailingFurniture } from '../../../electron/pipeline/text/sentences.js';

// cuad-scale-024 (theglobe.com / Boxlot, CUAD v1, CC BY 4.0), § 11 as our text holds it: the
// exclusion runs over a footer and a form feed, the cap over the original's page number "8".
const LIABILITY_LIMITS = [
  '11. LIABILITY LIMITS. NEITHER PARTY SHALL BE LIABLE FOR LOST PROFITS OR',
  'SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES (HOWEVER ARISING, INCLUDING',
  '',
  'Source: THEGLOBE COM INC, S-1/A, 5/3/1999',
  '\f',
  'NEGLIGENCE) ARISING OUT OF OR IN CONNECTION WITH THIS AGREEMENT, EVEN IF THE',
  'PARTIES ARE AWARE OF THE POSSIBILITY OF SUCH DAMAGES.',
  '',
  'EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR FAILURE TO PAY UNDER SECTION',
  '6, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE',
  '',
  '8',
  '',
  'OTHER PARTY IN AN AMOUNT GREATER THAN THE AMOUNT BOXLOT ACTUALLY PAYS TO',
  'THEGLOBE HEREUNDER.',
].join('\n');

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe('sentences across a page break', () => {
  it('a sentence runs on over a page number, and over a footer and a form feed', () => {
    const [, , exclusion, cap] = splitSentences(LIABILITY_LIMITS);
    expect(exclusion!.text).toMatch(/^NEITHER PARTY[\s\S]*INCLUDING\n\nSource:[\s\S]*\f\nNEGLIGENCE\)[\s\S]*SUCH DAMAGES\.$/);
    expect(cap!.text).toMatch(/^EXCEPT IN THE EVENT[\s\S]*LIABLE TO THE\n\n8\n\nOTHER PARTY IN AN AMOUNT GREATER THAN[\s\S]*HEREUNDER\.$/);
    // The offsets are the text's own: the quote is the sentence, furniture and all.
    expect(LIABILITY_LIMITS.slice(cap!.start, cap!.end)).toBe(cap!.text);
  });

  it('what a reader reads leaves the page number, the footer and the form feed out', () => {
    const [, , exclusion, cap] = texts(LIABILITY_LIMITS).map(withoutPageBreaks).map((t) => t.replace(/\s+/g, ' '));
    expect(exclusion).toBe('NEITHER PARTY SHALL BE LIABLE FOR LOST PROFITS OR SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES (HOWEVER ARISING, INCLUDING NEGLIGENCE) ARISING OUT OF OR IN CONNECTION WITH THIS AGREEMENT, EVEN IF THE PARTIES ARE AWARE OF THE POSSIBILITY OF SUCH DAMAGES.');
    expect(cap).toBe('EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR FAILURE TO PAY UNDER SECTION 6, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER PARTY IN AN AMOUNT GREATER THAN THE AMOUNT BOXLOT ACTUALLY PAYS TO THEGLOBE HEREUNDER.');
  });

  it('a sentence that ends, or a heading, before a page break stays a sentence of its own', () => {
    expect(texts('The Term shall be five (5) years.\n\n12\n\nEither party may renew it.')).toEqual(['The Term shall be five (5) years.', '12', 'Either party may renew it.']);
    expect(texts('ARTICLE 5 TERM\n\n12\n\nThe Term shall be five (5) years.')).toEqual(['ARTICLE 5 TERM', '12', 'The Term shall be five (5) years.']);
    expect(texts('SECTION 9 INSURANCE\n\nPage 4 of 10\n\f\nLicensee shall maintain insurance.')[0]).toBe('SECTION 9 INSURANCE');
  });

  it('a blank line alone ends a sentence only where the words stop: a filing extracted double-spaced (cuad-scale-338)', () => {
    expect(texts('NEITHER PARTY SHALL BE LIABLE TO THE\n\nOTHER PARTY FOR LOST PROFITS.')).toHaveLength(1);
    expect(texts('6 Governing Law -This AGREEMENT shall be governed by and construed under the\n\nLaws of the Republic of South Africa.\n\nDOMICILIA AND NOTICES')).toEqual([
      '6 Governing Law -This AGREEMENT shall be governed by and construed under the\n\nLaws of the Republic of South Africa.',
      'DOMICILIA AND NOTICES',
    ]);
    // A heading, a finished sentence, a list's next item, a table's number: each ends where it is.
    expect(texts('GOVERNING LAW\n\nThis Agreement is governed by Texas law.')).toHaveLength(2);
    expect(texts('The Term shall be five (5) years.\n\nEither party may renew it.')).toHaveLength(2);
    expect(texts('The Supplier shall deliver to the\n\n(a) Buyer; and\n\n(b) Agent.')).toHaveLength(3);
    expect(texts('Monthly fee payable under the\n\n36')).toEqual(['Monthly fee payable under the', '36']);
  });

  it('more than two lines before a form feed are text, not a footer', () => {
    const t = 'The Licensee shall pay the\n\nfirst line\nsecond line\nthird line\n\f\nroyalty.';
    expect(withoutPageBreaks(t)).toContain('first line\nsecond line\nthird line');
    expect(texts(t)[0]).toContain('first line\nsecond line\nthird line');
  });

  it('a number on its own line between a label and the next is a table cell, not a page break, for what a reader reads', () => {
    const t = 'Term (months)\n\n36\n\nRenewal (months)\n\n12';
    expect(withoutPageBreaks(t)).toBe(t);
  });

  it('runs on into a lower-case line, whatever the word before', () => {
    expect(texts('The Distributor shall purchase the Products\n\n- 3 -\n\nexclusively from the Company.')).toHaveLength(1);
  });
});

describe('a page number is never what a sentence runs on from', () => {
  it('"- 2 -" before a form feed and a heading is not a dash that joins (cuad-scale-418)', () => {
    expect(texts('the Territory.\n\n- 2 -\n\f\nV. TERM AND TERMINATION The term of the Agreement will be for 12 months unless terminated sooner.')).toEqual([
      'the Territory.',
      '- 2 -',
      'V. TERM AND TERMINATION The term of the Agreement will be for 12 months unless terminated sooner.',
    ]);
  });
});

describe('a list does not run on over a page break', () => {
  it('"…; and" before the next recital or the next lettered item stays two sentences (cuad-dev-10)', () => {
    // (A one-character page number is no sentence at all.)
    expect(texts('subject to the terms and conditions set forth in this Agreement; and\n\n2\n\nWHEREAS, it is the intent of the Parties that SpinCo grant a license.')).toEqual([
      'subject to the terms and conditions set forth in this Agreement; and',
      'WHEREAS, it is the intent of the Parties that SpinCo grant a license.',
    ]);
    expect(texts('the Licensee shall pay the royalties, and\n\n- 4 -\n\n(b) the Licensee shall keep records.')).toHaveLength(3);
  });
});

describe('a column of numbers', () => {
  it('is no page break, and is read a few lines at a time, not to its end from every line', () => {
    const column = `The prices are the\n\n${Array.from({ length: 20_000 }, (_, i) => String(i % 1000)).join('\n\n')}\n\nlisted above.`;
    const out = splitSentences(column);
    expect(out[0]!.text).toBe('The prices are the');
    expect(out.at(-1)!.text).toBe('listed above.');
  });
});

describe('a lower-case list label begins the next item', () => {
  it('"… will apply. c) Either party may terminate …" is two sentences (the sample matter\'s N2K Sponsorship Agreement, § 11)', () => {
    expect(texts('the "Revenue Floor" from the last quarter of the second year of the term of the Agreement will apply. c) Either party may terminate this Agreement if the other party materially breaches its obligations hereunder.')).toEqual([
      'the "Revenue Floor" from the last quarter of the second year of the term of the Agreement will apply.',
      'c) Either party may terminate this Agreement if the other party materially breaches its obligations hereunder.',
    ]);
  });

  it('after a semicolon too, with roman and doubled labels, as "(b)" already was', () => {
    expect(texts('acts such as criminal or illegal behavior; b) possible harm of the good name; iv) any other cause; aa) the rest.')).toHaveLength(4);
    expect(texts('acts such as criminal behavior; (b) possible harm.')).toHaveLength(2);
  });

  it('a lower-case word after a full stop, or a label not at a sentence end, does not split', () => {
    expect(texts('The fee is payable in Exhibit A. see also the schedule.')).toHaveLength(1);
    expect(texts('as set out in Section 4 a) and b) of the Agreement.')).toHaveLength(1);
    expect(texts('Licensee may, e.g. a) sublicense to its Affiliates.')).toHaveLength(1);
  });
});


describe('a lower-case label with a full stop begins its item', () => {
  it('the License Agreement\'s events of default: each item with its label, the lead-in ending on its colon (the sample matter, § 6(a))', () => {
    const events = 'Each party shall have the right at any time to terminate this Agreement upon the occurrence of any one or more of the following events: i. The other party breaches or fails to perform any of its material obligations provided for in this Agreement; ii. The other party is unable to pay its debts when due; or iii. The other party asserts any rights in or to the terminating party’s intellectual property in violation of this Agreement. a. In the event that any of these events of default should occur, such party shall give notice of termination.';
    expect(texts(events)).toEqual([
      'Each party shall have the right at any time to terminate this Agreement upon the occurrence of any one or more of the following events:',
      'i. The other party breaches or fails to perform any of its material obligations provided for in this Agreement;',
      'ii. The other party is unable to pay its debts when due; or',
      'iii. The other party asserts any rights in or to the terminating party’s intellectual property in violation of this Agreement.',
      'a. In the event that any of these events of default should occur, such party shall give notice of termination.',
    ]);
  });

  it('a label after a finished sentence, and offsets that are the text\'s own', () => {
    const t = '… consents to personal jurisdiction by such courts. h. Assignment. Neither party may assign this Agreement.';
    const out = splitSentences(t);
    expect(out.map((s) => s.text)).toEqual(['… consents to personal jurisdiction by such courts.', 'h. Assignment.', 'Neither party may assign this Agreement.']);
    for (const s of out) expect(t.slice(s.start, s.end)).toBe(s.text);
  });

  it('not a word that happens to be short, nor a label before a lower-case word', () => {
    expect(texts('The goods are shipped to us. It is fixed.')).toEqual(['The goods are shipped to us.', 'It is fixed.']);
    expect(texts('the goods shipped; b. possibly damaged.')).toHaveLength(1);
  });

  it('a sentence ends before the page number or filing footer its page ends on (cuad-scale-022)', () => {
    const text = 'This Agreement shall be governed\nby the Laws of the State of New York, applicable to contracts performed entirely within that\n\nSource: RAND WORLDWIDE INC, 8-K/A, 4/2/2001';
    const s = withoutTrailingFurniture({ start: 100, end: 100 + text.length, text });
    expect(s.text).toBe(text.slice(0, text.indexOf('\n\nSource')));
    expect(s.end - s.start).toBe(s.text.length);
    const numbered = { start: 0, end: 30, text: 'shall take place at the\n- 12 -' };
    expect(withoutTrailingFurniture(numbered).text).toBe('shall take place at the');
    const plain = { start: 0, end: 20, text: 'The fee is $10 each.' };
    expect(withoutTrailingFurniture(plain)).toBe(plain);
  });

  it('a sentence starts after the heading its section number ran into it (cuad-dev-20 "Salary 7.1 The Executive …")', () => {
    const text = 'Salary 7.1 The Executive shall be paid a basic salary of £448,903 per annum.';
    const s = withoutGluedHeading({ start: 50, end: 50 + text.length, text });
    expect(s).toEqual({ start: 50 + 'Salary 7.1 '.length, end: 50 + text.length, text: 'The Executive shall be paid a basic salary of £448,903 per annum.' });
    expect(withoutGluedHeading({ start: 0, end: 40, text: 'Annual Bonus 9.1 The Executive shall be entitled.' }).text).toBe('The Executive shall be entitled.');
    // A reference to another section, or a number that goes on in lower case, is the sentence's own.
    const ref = { start: 0, end: 40, text: 'In Section 2.1 Licensor grants a license.' };
    expect(withoutGluedHeading(ref)).toBe(ref);
    const lower = { start: 0, end: 40, text: 'Term 2.1 years shall be the period.' };
    expect(withoutGluedHeading(lower)).toBe(lower);
  });
  it('cuts caption lines a sentence starts with (cuad-dev-19 § 15(a)), and never a wrapped first line', () => {
    const text = 'INSURANCE\n(a) Required Insurance:\nBoth Parties shall, at all times during the currency of this Agreement, maintain insurance.';
    const s = withoutGluedHeading({ start: 10, end: 10 + text.length, text });
    expect(s.text).toBe('Both Parties shall, at all times during the currency of this Agreement, maintain insurance.');
    expect(s.start).toBe(10 + text.indexOf('Both'));
    for (const kept of [
      'Both Parties shall, at all\nTimes maintain insurance.',
      'The Distributor Shall Not\nSell competing products.',
      'Licensee shall:\n(i) Maintain insurance.',
      'This Agreement\nShall be governed by Delaware law.',
      'EXCEPT AS PROVIDED\nHEREIN, NEITHER PARTY SHALL BE LIABLE.',
      'IN NO EVENT\nSHALL EITHER\nPARTY BE LIABLE for lost profits.',
    ]) {
      const k = { start: 0, end: kept.length, text: kept };
      expect(withoutGluedHeading(k)).toBe(k);
    }
  });
  it('cuts a numbered exhibit caption and the title in capitals under it (cuad-dev-29, session 36)', () => {
    const text = 'EXHIBIT 99.1\nJOINT FILING AGREEMENT\nThe undersigned hereby agree that the statement on Schedule 13G … shall be filed.';
    const s = withoutGluedHeading({ start: 0, end: text.length, text });
    expect(s.text).toBe('The undersigned hereby agree that the statement on Schedule 13G … shall be filed.');
    expect(withoutGluedHeading({ start: 0, end: 30, text: 'SCHEDULE 2\nPRICING\nThe prices are firm.' }).text).toBe('The prices are firm.');
  });
});

describe('a semicolon before a bare number lists, it does not end a sentence (session 36)', () => {
  it('reads a survival clause that lists sections whole (cuad-dev-05 § 11.5)', () => {
    const text = '11.5 Sections 4.2; 8 (Confidentiality); 10 (Warranties and Representations); 12 (Indemnification); and 14 (Miscellaneous) hereof shall\nsurvive the expiration or early termination (for any reason) of this Agreement.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([text]);
  });
  it('still ends at a semicolon before a numbered item or a capital', () => {
    expect(splitSentences('The Supplier shall deliver the goods; 2. The Buyer shall pay.').map((s) => s.text)).toEqual(['The Supplier shall deliver the goods;', '2.', 'The Buyer shall pay.']);
    expect(splitSentences('The Supplier shall deliver the goods; The Buyer shall pay.').map((s) => s.text)).toEqual(['The Supplier shall deliver the goods;', 'The Buyer shall pay.']);
  });
});

describe("a sentence without its document's furniture lines at either end", () => {
  const text = 'similar or in direct\n\nWireless Content License Agreement Multiple\nProperties /Sorrent, Inc. / Final PLZ\n\ncompetition with the Wireless Products.\nRunning Head';
  const range = (line: string) => [text.indexOf(line), text.indexOf(line) + line.length] as const;
  const furniture = [range('Wireless Content License Agreement Multiple'), range('Properties /Sorrent, Inc. / Final PLZ'), range('Running Head')];
  const at = (from: string) => ({ start: text.indexOf(from), end: text.length, text: text.slice(text.indexOf(from)) });

  it('cuts the footer lines a sentence starts with and the running head it ends with, offsets kept', () => {
    const s = withoutFurnitureLines(at('Wireless Content'), furniture)!;
    expect(s.text).toBe('competition with the Wireless Products.');
    expect(text.slice(s.start, s.end)).toBe(s.text);
  });
  it('leaves a sentence with furniture only inside it, or none at all, as it was', () => {
    const whole = { start: 0, end: text.indexOf('Running Head') - 1, text: text.slice(0, text.indexOf('Running Head') - 1) };
    expect(withoutFurnitureLines(whole, furniture)).toBe(whole);
    expect(withoutFurnitureLines(at('competition'), [])).toEqual(at('competition'));
  });
  it('drops a sentence that is furniture alone', () => {
    expect(withoutFurnitureLines({ start: range('Running Head')[0], end: text.length, text: 'Running Head' }, furniture)).toBeNull();
  });
});

describe('where a sentence does not end (session 24)', () => {
  it('reads a capitals clause on over "; AND (B)", as it reads "; and (b)" (cuad-dev-23 § 9.3)', () => {
    const text = 'EXCEPT (I) WITH RESPECT TO ANY BREACH OF ARTICLE 8 (CONFIDENTIALITY), (A) NEITHER PARTY SHALL BE LIABLE TO THE OTHER PARTY FOR ANY INDIRECT DAMAGES; AND (B) EACH PARTY’S TOTAL LIABILITY TO THE OTHER PARTY UNDER THIS SUPPLY AGREEMENT SHALL NOT EXCEED [***]. SUTRO’S LIABITY TO SUTROVAX UNDER SECTION 2.9 SHALL NOT EXCEED [***].';
    expect(texts(text)).toEqual([
      'EXCEPT (I) WITH RESPECT TO ANY BREACH OF ARTICLE 8 (CONFIDENTIALITY), (A) NEITHER PARTY SHALL BE LIABLE TO THE OTHER PARTY FOR ANY INDIRECT DAMAGES; AND (B) EACH PARTY’S TOTAL LIABILITY TO THE OTHER PARTY UNDER THIS SUPPLY AGREEMENT SHALL NOT EXCEED [***].',
      'SUTRO’S LIABITY TO SUTROVAX UNDER SECTION 2.9 SHALL NOT EXCEED [***].',
    ]);
    // A list's items still end at their semicolons.
    expect(texts('The Distributor shall: (a) promote the Products; (b) maintain insurance; and (c) keep records.').length).toBeGreaterThan(1);
  });
  it('reads on over a month\'s abbreviation before its day (cuad-dev-06 Exhibit A)', () => {
    const text = 'Upon contract signing $100,000.00\n1st subsequent Quarter-end, Sept. 30, 1997 $100,000.00\n2nd subsequent Quarter-end, Dec. 31, 1997 $167,000.00';
    expect(texts(text)).toEqual([text]);
  });
});

describe('a sentence across anchors and around a quote (session 25)', () => {
  it('runs on after a word a section number follows; a new section after a full stop is its own', () => {
    expect(continuesAcross('PURSUANT TO SECTION 7.2 [Indemnity], OR TO THE EXTENT ARISING OUT OF ANY BREACH OF SECTION', '11.4 [Nondisclosure], NEITHER PARTY WILL BE LIABLE')).toBe(true);
    expect(continuesAcross("bona fide offer, subject to AIRSOPURE's rights under Section", '12.02 above. Any material change')).toBe(true);
    // A figure that repeats the number spelled out before the break is no item's label (paragraph-v3).
    expect(continuesAcross('If HERC has not cured any such breach within thirty', '(30) days after HERC receives such notice')).toBe(true);
    expect(continuesAcross('The Licensee shall pay the fees set out below:', '(1) an annual fee')).toBe(false);
    expect(continuesAcross('Each party shall bear its own costs.', '11.4 Nondisclosure. Each party shall')).toBe(false);
    expect(continuesAcross('the following, without limitation', '11.4 Nondisclosure. Each party shall')).toBe(false);
  });

  it('finds the sentence a quote stands in', () => {
    const text = "Prices may change. Distributor's appointment and the rights granted hereunder are nonexclusive, and WGT may, at its sole option, appoint other distributors. Next one.";
    const quote = 'may, at its sole option, appoint other distributors';
    const at = text.indexOf(quote);
    const [from, to] = enclosingSentences(text, [at, at + quote.length])!;
    expect(text.slice(from, to)).toBe("Distributor's appointment and the rights granted hereunder are nonexclusive, and WGT may, at its sole option, appoint other distributors.");
  });
});

describe('a semicolon inside a caption in brackets ends no sentence (cuad-dev-15 § 2.8, session 37)', () => {
  it('reads the sentence that opens the escalation procedure whole', () => {
    const text = 'If any dispute arises relating to the matters described in Section 2.2(b) [Certain Company Obligations], Section 2.4 [Technical Standards; Customer Service] or Section 4.1.3 of this Agreement, and the Parties are unable to resolve the dispute in the ordinary course of business, the Parties will use good-faith efforts to resolve the matter in accordance with this Section 2.8 [Escalation of Certain Disputes].';
    expect(splitSentences(text).map((s) => s.text)).toEqual([text]);
  });
  it('still ends at a semicolon outside brackets, a bracket later in the next sentence notwithstanding', () => {
    expect(splitSentences('The Licensee shall pay; The Licensor [shall] deliver.').map((s) => s.text)).toEqual(['The Licensee shall pay;', 'The Licensor [shall] deliver.']);
  });
});
