import { describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpus.js';
import { askInApp, screenshot, shownResponse } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer opens one contract and asks about it (session 49). cuad-scale-434 (CUAD v1, The Atticus Project, CC BY 4.0) alone in
 * its matter: "Is Ultragenyx obliged to buy Triheptanoin only from Cremer?" was refused in the app — "what would resolve it:
 * buy, only" — while Art. 1(3) says "Ultragenyx shall purchase the Product exclusively from Cremer." In a matter of one
 * contract its parties' names are in every passage and weigh nothing in the search, and no other word of the question is
 * the contract's; the search now asks for the contract's words for "buy" and "only" too.
 */
const t = e2eHarness({ ingest: [corpusPath('cuad-scale', 'pdf', 'cuad-scale-434.pdf')] });

describe('a contract alone in its matter', () => {
  it('answers "buy … only from" with Art. 1(3)\'s "purchase … exclusively from", and its footnote opens the clause', async () => {
    await askInApp(t.page, 'Is Ultragenyx obliged to buy Triheptanoin only from Cremer?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('Ultragenyx shall purchase the Product exclusively from Cremer.');
    const response = await shownResponse(t.app, t.page);
    expect(response.claims.map((c) => [c.state, c.responsiveness?.value])).toEqual([['supported', 'responsive']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-one-contract-matter');
    expect(t.errors).toEqual([]);
  });
});
