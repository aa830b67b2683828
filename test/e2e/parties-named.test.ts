import { describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpus.js';
import { askInApp, screenshot, shownResponse } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer names the parties; the contract calls them "the Company", "you" and "the Provider" (session 50). cuad-scale-374 and
 * -340 (CUAD v1, The Atticus Project, CC BY 4.0) were read as naming no party — "(1) BICYCLETX LIMITED a company incorporated
 * under the laws of England and Wales …" ended at the address's "and" — so "How much notice must either side give to end Nigel
 * Crockett's employment with BicycleTX?" was refused with § 11.1 in hand. Read now, CityNet is "the Provider" too, and the
 * insurance it must carry is shown only in part: the question asks about an additional insured § 4.3's first sentence does
 * not name.
 */
const t = e2eHarness({ ingest: [corpusPath('cuad-scale', 'pdf', 'cuad-scale-374.pdf'), corpusPath('cuad-scale', 'pdf', 'cuad-scale-340.pdf')] });

describe('parties named as the lawyer names them', () => {
  it('answers the notice to end Nigel Crockett\'s employment with BicycleTX by § 11.1, and its footnote opens the clause', async () => {
    await askInApp(t.page, "How much notice must either side give to end Nigel Crockett's employment with BicycleTX?");
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('not less than six months’ notice in writing');
    const response = await shownResponse(t.app, t.page);
    // Cited by its own number: "5 BENEFITS" to "11 NOTICE" have no point after the number, and were no sections before.
    expect(response.claims.map((c) => [c.state, c.responsiveness?.value, c.about?.title, c.about?.section?.number])).toEqual([['supported', 'responsive', 'cuad-scale-374', '§ 11.1']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-party-named');
    expect(t.errors).toEqual([]);
  });

  it('shows CityNet\'s duty to insure as answering in part: it names no additional insured', async () => {
    await askInApp(t.page, 'Does CityNet have to carry liability insurance that names Universal Access as an additional insured?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('The Provider will obtain and maintain appropriate liability insurance');
    const response = await shownResponse(t.app, t.page);
    expect(response.claims.map((c) => [c.state, c.responsiveness?.value])).toEqual([['supported', 'partial']]);
    await expect.poll(() => t.page.getByTestId('answer').innerText()).toContain('names Universal Access as an additional insured');
    await screenshot(t.page, 'm7-party-named-in-part');
    expect(t.errors).toEqual([]);
  });
});
