import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, measureHighlights, openFootnote } from './highlights.js';

/**
 * Trial 42 and 43's questions of cuad-dev-05 (CUAD v1, The Atticus Project, CC BY 4.0), asked in the app (session 41).
 * "Once the license terminates, how long may LEA keep fulfilling customer commitments, and what must it stop doing when that
 * period ends?" was green on § 11.4's first sentence alone, the six-month Sell-Off Period; what LEA must then cease is two
 * sentences on. The answer now quotes both, with "…" for the sentence between, each highlighted in the PDF. "Are LEA's Base
 * Royalties and Marketing Royalties due within 30 days after the end of each month?" was green on § 9.3's "within 15 days":
 * it is now shown in part, saying the claim states another length.
 */
const t = e2eHarness({ ingest: [cuadPdf(5)] });

async function answerOf() {
  const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
  return (await callApi(t.app, 'traces:get', { id: trace })).response;
}

describe('the rest of the answer in its provision, and a length stated otherwise', () => {
  it('answers the Sell-Off Period and what LEA must then cease with § 11.4\'s two sentences, each highlighted', async () => {
    await t.page.getByTestId('ask-input').fill('Once the license terminates, how long may LEA keep fulfilling customer commitments, and what must it stop doing when that period ends?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    expect(await t.page.getByTestId('answer-body').innerText()).toMatch(/fulfill commitments made to customers during the Term\. … Upon expiration of the Sell-Off Period, LEA shall immediately cease and desist/);

    const response = await answerOf();
    const claim = response.claims.find((c) => c.text.includes('Sell-Off Period'))!;
    expect(claim).toMatchObject({ state: 'supported', responsiveness: { value: 'responsive' } });
    expect(claim.evidence.map((e) => e.quote.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^LEA shall, for a period of six \(6\) months .* have the right to fulfill commitments made to customers during the Term\.$/),
      expect.stringMatching(/^Upon expiration of the Sell-Off Period, LEA shall immediately cease and desist from using or displaying any forms of advertising containing any of the Licensed Marks\.$/),
    ]);
    // The sentence between the two is not quoted: each footnote opens the PDF at its own sentence.
    expect(claim.evidence.some((e) => /shall apply with full force and effect during the Sell-Off Period/.test(e.quote))).toBe(false);
    for (const [i, e] of claim.evidence.entries()) {
      const id = await openFootnote(t.page, i, e.boxes);
      expectOnQuote(await measureHighlights(t.page, id), e.quote, e.boxes.map((b) => b.page));
    }
    await screenshot(t.page, 'm7-rest-of-provision');
    expect(t.errors).toEqual([]);
  });

  it('shows § 9.3\'s "within 15 days" in part for "due within 30 days?", not in green', async () => {
    await t.page.getByTestId('ask-input').fill("Are LEA's Base Royalties and Marketing Royalties due within 30 days after the end of each month?");
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const response = await answerOf();
    expect(response.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive')).toEqual([]);
    const s93 = response.claims.find((c) => /within 15 days after the end of the applicable month/.test(c.text));
    expect(s93?.responsiveness).toMatchObject({ value: 'partial', detail: 'The question asks “30 days”; the claim says “15 days” instead.' });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/the claim says “15 days” instead/);
    await screenshot(t.page, 'm7-length-instead');
    expect(t.errors).toEqual([]);
  });
});
