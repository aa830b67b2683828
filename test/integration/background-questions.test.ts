import { describe, expect, it } from 'vitest';
import { askingCuad, green } from '../helpers/matter.js';

/**
 * What business a party is in, and why the parties contract, are said by the recitals and by no clause (session 32;
 * CUAD v1, CC BY 4.0). Before, word overlap with the operative clauses gave green answers that were none: of cuad-dev-05,
 * "What business is LEA in?" → "No license or right is granted hereunder at any time from LEA to T&B …", and "What is the
 * purpose of this agreement?" → "… as may be necessary or appropriate to carry out the purposes and intent of this Agreement".
 */
describe('questions the recitals answer, over the CUAD dev contracts', () => {
  const { ask1 } = askingCuad([5, 9, 26, 0, 19, 7]);

  it('cuad-dev-05: a party\'s business from its recital, and why the parties contract from theirs, each recital its own claim', async () => {
    const business = green(await ask1(5, 'What business is LEA in?'));
    expect(business.map((c) => c.text)).toEqual([expect.stringMatching(/^WHEREAS, LEA is in the business of marketing, sales and distribution .* and related product or services;$/)]);
    expect(business[0]!.responsiveness?.detail).toBe('Says what business LEA is in.');
    const purpose = green(await ask1(5, 'What is the purpose of this agreement?'));
    // The third recital alone: not the first two, with which it runs on as one sentence, nor the turn to "NOW, THEREFORE".
    expect(purpose.map((c) => c.text)).toEqual([expect.stringMatching(/^WHEREAS, T&B and LEA wish to conduct business to develop and operate a “Tarek’s Real Estate 101” branded .* education products\.$/)]);
    expect(green(await ask1(5, 'Why did the parties enter into this agreement?')).map((c) => c.text)).toEqual(purpose.map((c) => c.text));
  });

  it('cuad-dev-09: a lettered recital, and the same question with no recital that says it is refused', async () => {
    expect(green(await ask1(9, 'What business is HealthGate in?'))[0]?.text).toMatch(/^B\. HealthGate, among other business activities, creates, compiles and distributes health and biomedical information/);
    const r = await ask1(9, 'What kind of company is Acme?');
    expect(r.status).toBe('insufficient_evidence');
    expect(r.insufficient?.missing).toEqual(['a recital that says what business Acme is in']);
  });

  // Session 32's trial: the recital about the other party was green, and "Why did Mossimo …?" got the preamble.
  it('cuad-dev-19 and -07: the recital whose subject is the party, though the preamble runs into it; a party\'s reason asked by its name', async () => {
    const ehave = green(await ask1(19, 'What business is Ehave in?'));
    expect(ehave.map((c) => c.text)).toEqual(['A. Ehave has developed a software platform that provides an end-to-end patient management solution to healthcare professionals and provides that platform to users as a service.']);
    expect(green(await ask1(19, 'What business is CHT in?'))[0]?.text).toMatch(/^B\. CHT has developed a business model/);
    const mossimo = green(await ask1(7, 'Why did Mossimo enter into this agreement?'));
    expect(mossimo[0]?.text).toMatch(/^WHEREAS, Company desires to obtain the rights to use the name, fame, image and athletic renown of Duval/);
    for (const c of mossimo) expect(c.text).not.toMatch(/^THIS AGREEMENT, made and entered into/);
    // The recitals share their passage with the preamble, which BM25 ranks low for "purpose": read all the same.
    expect(green(await ask1(7, 'What is the purpose of this agreement?')).map((c) => c.text)).toEqual(mossimo.map((c) => c.text));
  });

  it('cuad-dev-26: a clause that states the purpose answers too; cuad-dev-00, with no recitals, is refused, not answered by a clause', async () => {
    expect(green(await ask1(26, 'What is the purpose of this agreement?')).map((c) => c.text)).toEqual(['The purpose of this Agreement is to define the scope of compensation for the marketing of Portals to these potential customers.']);
    const r = await ask1(0, 'What is the purpose of this agreement?');
    expect(r.status).toBe('insufficient_evidence');
    expect(r.claims).toEqual([]);
  });
});
