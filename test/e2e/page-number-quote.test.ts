import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * cuad-dev-08 § 3.01.B (CUAD v1, CC BY 4.0) runs across a page break whose printed page number stands between "a monthly
 * basis of" and "5%": a lawyer read the quote as "2 5%" (session 27's trial). The quote stays verbatim for binding; what the
 * lawyer reads leaves the page number out and says so (session 28).
 */
const t = e2eHarness({ ingest: [cuadPdf(8)] });

describe('a quote with a page number inside it', () => {
  it('reads "of 5%" in Sources and the claim card, which says the page number is left out', async () => {
    await askInApp(t.page, 'What royalty fee does the franchisee pay each month?');
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const e = response.claims[0]!.evidence[0]!;
    expect(e.quote).toMatch(/monthly basis of\s+2\s+5%/);
    const sources = await t.page.getByTestId('source-item').first().innerText();
    expect(sources).toContain('monthly basis of 5% of Your total monthly gross sales');
    expect(sources).not.toMatch(/of 2 5%/);
    await openFootnote(t.page, 0, e.boxes);
    expect(await t.page.getByTestId('evidence-quote').first().innerText()).toContain('monthly basis of 5% of Your');
    await expect.poll(() => t.page.getByTestId('evidence-reads').count()).toBe(1);
    await screenshot(t.page, 'm7-page-number-quote');
    expect(t.errors).toEqual([]);
  });
});
