import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer asks what a defined term means (session 31). cuad-dev-05 (CUAD v1, CC BY 4.0) defines "Confidential Information" in
 * § 1.4; before, the green answer was an obligation that uses the term, and the definition was never offered. A term the
 * contract never defines is refused, saying that a definition is what was looked for.
 */
const t = e2eHarness({ ingest: [cuadPdf(5)] });

describe('a definition question', () => {
  it('answers with the definition and its footnote opens the page with the words highlighted', async () => {
    await askInApp(t.page, 'How is Confidential Information defined?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('The term “Confidential Information” means any and all information');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.detail])).toEqual([['supported', 'Defines “Confidential Information”.']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-definition-question');
    expect(t.errors).toEqual([]);
  });

  // Session 32: "What business is LEA in?" was green on "No license or right is granted hereunder at any time from LEA to
  // T&B …"; only the recitals say it. "Who is LEA?" was no definition question at all.
  it('answers what business a party is in from its recital, and who a party is from the preamble that names it', async () => {
    await askInApp(t.page, 'What business is LEA in?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('WHEREAS, LEA is in the business of marketing, sales and distribution');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.detail])).toEqual([['supported', 'Says what business LEA is in.']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-background-question');
    await askInApp(t.page, 'Who is LEA?');
    await expect.poll(() => t.page.getByTestId('claim').first().innerText()).toContain('Legacy Education Alliance Holdings, Inc., a Colorado corporation');
    expect(t.errors).toEqual([]);
  });

  it('refuses a term the contract does not define, naming what it looked for', async () => {
    await askInApp(t.page, 'What is the definition of Territory?', 'insufficient');
    await expect.poll(() => t.page.getByTestId('outcome-insufficient').innerText()).toContain('a definition of “Territory”');
    await screenshot(t.page, 'm7-definition-refused');
    expect(t.errors).toEqual([]);
  });
});
