import { describe, expect, it } from 'vitest';
import { askingCuad, green } from '../helpers/matter.js';

/**
 * "How is Confidential Information defined?" is answered by the contract's definition (session 31). Before, asked of
 * cuad-dev-05 (CUAD v1, CC BY 4.0), the green answer was "Each Party will protect the Confidential Information of the other
 * Party from misappropriation …" — an obligation that uses the term — and § 1.4's definition was never offered; "What does
 * Change of Control mean?" of cuad-dev-15 was refused though its definitions article says it.
 */
describe('definition questions over the CUAD dev contracts', () => {
  const { ask1, askOf } = askingCuad([1, 5, 15, 17, 6, 7, 10, 19, 23]);

  it('cuad-dev-05: the definition in § 1.4, not a clause that uses the term', async () => {
    const r = await ask1(5, 'How is Confidential Information defined?');
    const texts = green(r).map((c) => c.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^The term “Confidential Information” means any and all information which is not readily ascertainable/);
    expect(r.claims.every((c) => c.responsiveness?.detail === 'Defines “Confidential Information”.')).toBe(true);
    // The entry whole: its second sentence and the exceptions listed under it are the definition too.
    expect(texts[0]).toMatch(/shall be treated as Confidential Information hereunder, except such information which the other party can clearly show: \(a\) .* \(d\) is approved for release by written authorization of the other party/);
    expect(texts[0]).not.toContain('Customer Data');
  });

  it('cuad-dev-17: the meaning § 5.04 gives, not the entry that only points there, quoted from before the page break', async () => {
    const r = await ask1(17, 'How is Confidential Information defined?');
    const texts = green(r).map((c) => c.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^In performing its obligations under this Agreement, each party may receive information .* \(collectively, “Confidential Information”\)\.$/);
    expect(r.claims[0]!.evidence.length).toBe(2);
  });

  it('cuad-dev-15: "Change of Control" from its definitions article, with the page it is on', async () => {
    const r = await ask1(15, 'What does Change of Control mean?');
    const [claim] = green(r);
    expect(claim?.text).toMatch(/^"Change of Control" means, with respect to Company, a transaction or series of related transactions/);
    expect(claim?.evidence[0]?.offsets).toBeTruthy();
  });

  it('a term the contract never defines is refused, saying what was looked for', async () => {
    const r = await ask1(15, 'What is the definition of Territory?');
    expect(r.status).toBe('insufficient_evidence');
    expect(r.insufficient?.missing).toEqual(['a definition of “Territory”']);
  });

  // A lawyer's trial of the feature (session 31), each a miss before.

  it('cuad-dev-23: the entry with what qualifies it ("For the purpose of this definition only …", "Notwithstanding the above …")', async () => {
    const [claim] = green(await ask1(23, 'How is Affiliate defined?'));
    expect(claim?.text).toMatch(/^1\.1 “Affiliate” means, with respect to either Party, .* For the purpose of this definition only, “control” means .* Notwithstanding the above, in no event shall Sutro .* an Affiliate of Sutro\.$/);
    expect(claim?.state).toBe('supported');
  });

  it('cuad-dev-10: a term defined in the recitals, and one defined in the section a definition points to', async () => {
    expect(green(await ask1(10, 'How is Separation Agreement defined?'))[0]?.text).toMatch(/^WHEREAS, .* Separation and Distribution Agreement \(the “Separation Agreement”\);$/);
    expect(green(await ask1(10, 'What is meant by Divested Entities?'))[0]?.text).toMatch(/^In the event a Party divests a line of business .* a “Divested Entity”\)/);
  });

  it('cuad-dev-19 and -17: a plural defined for a singular asked, and a party named in the preamble, not a cover page', async () => {
    expect(green(await ask1(19, 'What is the definition of Royalty?'))[0]?.text).toMatch(/^“Royalties” means the fees, charges and other amounts/);
    expect(green(await ask1(17, 'What does Company mean?'))[0]?.text).toMatch(/^This Services Outsourcing Agreement .* between CCA Industries, Inc\. \(“Company”\)/);
  });

  // "What is the Territory?" and "Who is the Licensor?" (session 32): before, a clause that only uses the term was green.
  it('"What is the X?" of a capitalised term: its definition when the contract gives one, a party by the preamble', async () => {
    const territory = await ask1(19, 'What is the Territory?');
    expect(green(territory).map((c) => c.text)).toEqual([expect.stringMatching(/^“Territory” means any jurisdiction in the World where the use of the Ehave Companion Solution/)]);
    const licensor = green(await ask1(7, 'Who is the Licensor?'));
    expect(licensor).toHaveLength(1);
    expect(licensor[0]!.text).toMatch(/^THIS AGREEMENT, made and entered into as of this 1st day of January, 2000, by and between MOSSIMO, INC\..*DAVID DUVAL ENTERPRISES/);
    // cuad-dev-07 says "Contract Territory", never what "the Territory" is: no green answer.
    expect(green(await ask1(7, 'What is the Territory?'))).toEqual([]);
  });

  it('a definition that points to an exhibit is answered with the exhibit\'s entry too (cuad-dev-06, session 32\'s trial)', async () => {
    // Before, '"Territory" means the geographic area described in Exhibit A' was the whole green answer; Exhibit A says Europe.
    const r = await ask1(6, 'What is the Territory?');
    expect(green(r).map((c) => c.text)).toEqual(['"Territory" means the geographic area described in Exhibit A.', 'TERRITORY: /bullet/ Europe']);
    expect(green(r)[1]!.responsiveness?.detail).toBe('Gives “Territory” as its attachment lists it.');
    // The entry stops where the next heading begins, and a list entry keeps its items.
    const marks = green(await ask1(6, 'What are the Trademarks?')).map((c) => c.text);
    expect(marks[1]).toBe('TRADEMARKS: /bullet/ WatchGuard(TM) /bullet/ WatchGuard(TM) Technologies /bullet/ WatchGuard(TM) SchoolMate /bullet/ Firebox(TM)');
  });

  it('"What is the Governing Law?" in title case, of a contract that defines no such term, is answered by its clause', async () => {
    const [claim] = green(await ask1(19, 'What is the Governing Law?'));
    expect(claim?.text).toMatch(/the laws in force in the Province of Ontario/);
  });

  it('"Products" asked of each of three agreements: each definition, though one contract uses the word in every passage', async () => {
    const r = await askOf([5, 7, 6], 'How is Products defined in each agreement?');
    expect(green(r).map((c) => c.about?.title).sort()).toEqual(['cuad-dev-05', 'cuad-dev-06', 'cuad-dev-07']);
  });

  it('asked of each agreement: one definition per document that has one', async () => {
    const r = await askOf([1, 5, 15, 17], 'How is Confidential Information defined in each agreement?');
    const byDoc = new Map(green(r).map((c) => [c.about?.title, c.text]));
    expect([...byDoc.keys()].sort()).toEqual(['cuad-dev-05', 'cuad-dev-15', 'cuad-dev-17']);
    expect(byDoc.get('cuad-dev-15')).toMatch(/^"Confidential Information" means, with respect to either Party/);
  });
});
