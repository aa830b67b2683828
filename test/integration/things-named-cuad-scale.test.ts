import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * Trials 50 and 51's questions over contracts of cuad-scale's tuning half (CUAD v1, The Atticus Project, CC BY 4.0), each
 * refused before session 48 with its clause in hand: a product asked by its name and called "the Product", "only" said as
 * "exclusively", a merger deemed an assignment in a sentence that glosses the one before, an agreement that "ends" said as
 * "thereafter", parties shortened in brackets without quotes.
 */
const answer = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
const answeredNo = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'partial' && /so its answer is no/.test(c.responsiveness.detail));

describe('things asked by name, and a gloss read with its clause, over cuad-scale contracts (trials 50 and 51)', () => {
  const m = cuadScaleMatter(['cuad-scale-046', 'cuad-scale-058', 'cuad-scale-088', 'cuad-scale-104', 'cuad-scale-112', 'cuad-scale-150', 'cuad-scale-152', 'cuad-scale-242', 'cuad-scale-280', 'cuad-scale-286', 'cuad-scale-434']);
  const q = async (title: string, question: string) => ask(m.matter, question, await configurePipeline({}), { docs: [m.ids.get(title)!] });

  it('"Triheptanoin" is "the Product" its recital defines, and "only from" is "exclusively from" (Art. 1(3))', async () => {
    const r = await q('cuad-scale-434', 'Is Ultragenyx obliged to buy Triheptanoin only from Cremer?');
    expect(answer(r).map((c) => c.text)).toEqual(['3) Ultragenyx shall purchase the Product exclusively from Cremer.']);
  });

  it('"the Sonalleve device" is "the Product" its definitions define (§ 7.7)', async () => {
    const r = await q('cuad-scale-242', 'Who bears the cost if the Sonalleve device has to be recalled?');
    expect(answer(r).length).toBeGreaterThan(0);
    for (const c of answer(r)) expect(c.text).toMatch(/recall/);
  });

  it('"its only promoter" is "exclusively as its Promoter", and "does not agree to use" answers no (§ 12)', async () => {
    const r = await q('cuad-scale-150', 'Is VNUE obliged to use BookingEntertainment.com as its only promoter?');
    expect(answeredNo(r).map((c) => c.text)).toEqual([expect.stringMatching(/^It is understood that VNUE does not agree to use BookingEntertainment\.com exclusively as its Promoter/)]);
    expect(answer(r)).toEqual([]);
  });

  it('"after the joint venture agreement ends" is said by "thereafter", found without the kind\'s words on every page (§ 18.1)', async () => {
    const r = await q('cuad-scale-088', 'For how long after the joint venture agreement ends do the confidentiality obligations continue?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/During the term of this Agreement and for a period of three \(3\) years thereafter/)]);
  });

  it('a merger deemed a transfer "for purposes of the preceding sentence" is quoted with it, and answers no (§ 11.7)', async () => {
    const r = await q('cuad-scale-104', "Could Empirical Ventures go through a merger without needing PSiTech's consent under the licence?");
    expect(answeredNo(r).map((c) => c.text)).toEqual([expect.stringMatching(/^Licensee shall not assign or otherwise transfer any of its rights.*For purposes of the preceding sentence, .*any merger/s)]);
  });

  it('"For the avoidance of doubt, a merger, change of control … shall be deemed an “assignment”" answers with § 8\'s restraint', async () => {
    const r = await q('cuad-scale-112', "Would a merger or change of control of Morgan Stanley Direct Lending Fund require the licensor's consent?");
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^Licensee may not assign.*For the avoidance of doubt, a merger, change of control/s)]);
  });

  it('"INTERNATIONAL TEST SYSTEMS, INC. OF … (ITS)" is ITS, who may terminate "for any reason whatsoever"', async () => {
    const r = await q('cuad-scale-286', 'Is International Test Systems able to walk away from the Comware distributor agreement without having any particular reason?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/either ITS or COMWARE shall have the right to terminate this Agreement with 30 days written notice from the other party, for any reason whatsoever/)]);
    const minimum = await q('cuad-scale-286', 'What minimum monthly purchases does Comware have to make during the renewal period to keep the agreement in force?');
    expect(answer(minimum).map((c) => c.text)).toEqual([expect.stringMatching(/COMWARE must purchase order a minimum\s+of \$4,200 worth of Products per month during the Renewal Period/)]);
  });

  it('"without asking Inde Living" asks its consent, and "acquired" is an acquisition: § 14.1 lets either assign upon one', async () => {
    const r = await q('cuad-scale-152', 'If Vayyar is acquired, may it transfer the reseller agreement to the buyer without asking Inde Living?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/Supplier and\/or Reseller may assign or novate this Agreement .* upon any merger or acquisition/s)]);
  });

  it('"an appearance it wants him to make" asks no wish and no making: § 6(c)\'s notice', async () => {
    const r = await q('cuad-scale-058', 'How much notice does Berkshire have to give Auriemma of an appearance it wants him to make?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^Berkshire shall give Auriemma as much advanced notice as possible for any requested appearances, but in no event shall Berkshire give Auriemma less than fifteen \(15\) days/)]);
  });

  it('"the maximum size of any increase" is what "does not exceed 5%" says: § 2(b) answers that part', async () => {
    const r = await q('cuad-scale-046', 'How often may B & C General Warehouse raise the product prices, and what is the maximum size of any increase?');
    const shown = r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value !== 'not_responsive');
    expect(shown.map((c) => c.text)).toEqual([expect.stringMatching(/such increase does not exceed 5% of the preceding year/)]);
  });

  it('"What geographic territory does … cover?" is not answered in green by a clause that says only "within the Territory"', async () => {
    const r = await q('cuad-scale-280', "What geographic territory does Envision's exclusive distributorship cover?");
    for (const c of answer(r)) expect(c.text).not.toMatch(/within the Territory subject to ENVISION/);
  });
});

/**
 * Session 49, the app in Chromium: a contract alone in its matter. BM25 weighs a word by its rarity in the matter, and in a
 * matter of one contract its parties' names are in every passage: "Is Ultragenyx obliged to buy Triheptanoin only from
 * Cremer?" then shared no other stem with Art. 1(3) ("purchase … exclusively"), which was never retrieved, and the question
 * was refused — answered over the twelve contracts above. The search now asks for the contract's words too.
 */
describe('a contract alone in its matter (session 49)', () => {
  const m = cuadScaleMatter(['cuad-scale-434']);
  it('"buy … only from" finds "purchase … exclusively from" (Art. 1(3))', async () => {
    const r = await ask(m.matter, 'Is Ultragenyx obliged to buy Triheptanoin only from Cremer?', await configurePipeline({}));
    expect(answer(r).map((c) => c.text)).toEqual(['3) Ultragenyx shall purchase the Product exclusively from Cremer.']);
  });
});

/**
 * Trial 49's questions asked again, each of its contract alone in a matter (session 49): "In what circumstances must Zynga
 * bear the cost of WPT's audit of its royalty records?" was green on cuad-dev-12 § 3(e)'s "Zynga shall permit such records to
 * be examined by … WPT …" — Zynga's permitting, not its bearing of any cost — because "In what circumstances must Zynga
 * bear …" was not read as asking what Zynga must do (over the thirty dev contracts that sentence was not retrieved).
 */
describe('a dev contract alone in its matter (session 49)', () => {
  const m = cuadScaleMatter(['cuad-dev-12']);
  it('"In what circumstances must Zynga bear the cost …?" is not answered by what Zynga must permit', async () => {
    const r = await ask(m.matter, "In what circumstances must Zynga bear the cost of WPT's audit of its royalty records?", await configurePipeline({}));
    for (const c of answer(r)) expect(c.text).not.toMatch(/^Zynga shall permit such records to be examined/);
    // Session 50: answered by the condition § 3(e) puts, in the section's second paragraph (read with the first), "borne" its
    // "bear", and "circumstances" how the question asks for it.
    expect(answer(r).map((c) => c.text)).toEqual(['If the adjustment is more than $1,500 in favor, then out-of-pocket costs of such examination shall be borne by Zynga.']);
  });
});

/**
 * Session 49: a second part that points back with pronouns but asks for its own things (trial 50, cuad-scale-060): "What does
 * ESSI give Stephen Marley by way of stock, and how much cash does it pay him each month?" was green on § 5's monthly cash
 * alone, the stock unasked. Each part now has its clause: § 5.A's shares for the stock, § 5.B(1)'s payment for the cash. And
 * the stock asked alone is § 5.A, not § 28 B's duty to keep news of ESSI's stock secret (which names both parties and
 * "stock", and was green).
 */
describe('a part of its own behind a pronoun (session 49)', () => {
  const m = cuadScaleMatter(['cuad-scale-060']);
  it('the stock part is answered by § 5.A, the cash part by the monthly payment', async () => {
    const r = await ask(m.matter, 'What does ESSI give Stephen Marley by way of stock, and how much cash does it pay him each month?', await configurePipeline({}));
    const parts = r.claims.filter((c) => c.state === 'supported').map((c) => [c.text.slice(0, 40), c.responsiveness?.answersParts]);
    expect(parts).toEqual([['A. Equity Payment: ESSI will provide Tal', [0]], ['ESSI will provide monthly payment of Ten', [1]]]);
  });
  it('the stock asked alone is § 5.A\'s shares, not a clause that names both parties and ESSI\'s stock', async () => {
    const r = await ask(m.matter, 'What does ESSI give Stephen Marley by way of stock?', await configurePipeline({}));
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^A\. Equity Payment: ESSI will provide Talent with one-million \(1,000,000\) shares of restricted common stock/)]);
  });
});

/**
 * Session 50: parties the opening was not read for. A third of CUAD's contracts were read as naming fewer than two parties
 * (the `parties` bench), so a question that names one looked for the name in clauses that say "the Company" or "you":
 * cuad-scale-374's "(1) BICYCLETX LIMITED a company incorporated under the laws of England and Wales … (the "Company")" was
 * read past its address's "and", and trial 50's "How much notice must either side give to end Nigel Crockett's employment
 * with BicycleTX?" was refused with § 11.1 in hand. Read now, cuad-scale-340's CityNet ("the Provider") found § 4.3's
 * insurance — which says nothing of the additional insured the question asks about, so it is shown in part, never green.
 */
describe('parties read from openings that named fewer than two (session 50)', () => {
  const m = cuadScaleMatter(['cuad-scale-340', 'cuad-scale-374', 'cuad-dev-12']);
  const q = async (title: string, question: string) => ask(m.matter, question, await configurePipeline({}), { docs: [m.ids.get(title)!] });
  it('"either side … end Nigel Crockett\'s employment with BicycleTX" is § 11.1\'s six months\' notice', async () => {
    const r = await q('cuad-scale-374', "How much notice must either side give to end Nigel Crockett's employment with BicycleTX?");
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/either you or the Company may terminate your employment by giving to the other not less than six months’ notice in writing\.$/)]);
  });
  it('insurance "that names Universal Access as an additional insured" is not answered by the duty to insure alone', async () => {
    const r = await q('cuad-scale-340', 'Does CityNet have to carry liability insurance that names Universal Access as an additional insured?');
    expect(answer(r)).toEqual([]);
    expect(r.claims.filter((c) => c.state === 'supported').map((c) => c.responsiveness?.detail)).toEqual(['The question asks whether it “names Universal Access as an additional insured”; the claim does not say it.']);
  });
  it('the Zynga audit cost, asked of cuad-dev-12 among others, is § 3(e)\'s condition', async () => {
    const r = await q('cuad-dev-12', "In what circumstances must Zynga bear the cost of WPT's audit of its royalty records?");
    expect(answer(r).map((c) => c.about?.section?.number)).toEqual(['§ 3(e)']);
  });
});

/**
 * A lawyer shortens a party's name from its end: "Smart RX" for "SMART RX SYSTEMS, INC." (cuad-scale-054, CUAD v1, The
 * Atticus Project, CC BY 4.0). Trial 50's "Can A3 Development Group send its accountants in to examine Smart RX's records
 * about the products?" was refused, "RX" missing, beside § 4.5's "These records shall be available for examination … by
 * accountants representing the other Party".
 */
describe('a party named by the leading words of its name (session 51)', () => {
  const m = cuadScaleMatter(['cuad-scale-054']);
  it('"Smart RX" is SMART RX SYSTEMS, INC., the other Party whose records § 4.5 opens to the accountants', async () => {
    const r = await ask(m.matter, "Can A3 Development Group send its accountants in to examine Smart RX's records about the products?", await configurePipeline({}), { docs: [m.ids.get('cuad-scale-054')!] });
    expect(answer(r).map((c) => c.about?.section?.number)).toEqual(['§ 4.5']);
    expect(answer(r)[0]!.text).toMatch(/available for examination during normal business hours by accountants representing the other Party/);
  });
});
