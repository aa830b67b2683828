import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer asks what the Territory is (session 33). cuad-dev-06 (CUAD v1, CC BY 4.0) defines it as "the geographic area
 * described in Exhibit A", and Exhibit A says "TERRITORY: • Europe". Before, the pointer alone was the green answer; now the
 * exhibit's entry is a claim of its own, and its footnote opens the exhibit's page with "Europe" highlighted.
 */
const t = e2eHarness({ ingest: [cuadPdf(6)] });

describe('a definition that points to an exhibit', () => {
  it('answers with the definition and the exhibit\'s entry, whose footnote opens the exhibit', async () => {
    await askInApp(t.page, 'What is the Territory?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBe(2);
    expect(await t.page.getByTestId('claim').nth(1).innerText()).toContain('TERRITORY: /bullet/ Europe');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.detail])).toEqual([
      ['supported', 'Defines “Territory”.'],
      ['supported', 'Gives “Territory” as its attachment lists it.'],
    ]);
    const entry = response.claims[1]!.evidence[0]!;
    expect(entry.page).toBeGreaterThan(response.claims[0]!.evidence[0]!.page ?? Infinity);
    await openFootnote(t.page, 1, entry.boxes);
    await screenshot(t.page, 'm7-attachment-entry');
    expect(t.errors).toEqual([]);
  });
});
