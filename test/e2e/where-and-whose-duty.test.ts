import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer asks where disputes go and whose duty insurance is, of cuad-dev-04 and cuad-dev-15 (CUAD v1, The Atticus Project,
 * CC BY 4.0), from session 35's trial. "Where will arbitration take place?" was green on § 11.1's "… shall be settled by
 * binding arbitration in accordance with the … rules of the American Arbitration Association", which names no place; the
 * answer is its last sentence, whose footnote opens it. "Is ACSI required to maintain insurance?" was green on "Company will
 * ensure that such policies … name ACSI … as additional insureds": the duty is the Company's, and the refusal says so.
 * "Is the consulting agreement governed by Delaware law?" shows cuad-dev-04 § 12.1, which names California, not in green.
 */
const t = e2eHarness({ ingest: [cuadPdf(4), cuadPdf(15)] });

describe('where, and whose duty', () => {
  it('answers "where" with the place, and opens it', async () => {
    await askInApp(t.page, 'Where will arbitration take place?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBe(1);
    expect(await t.page.getByTestId('claim').first().innerText()).toContain('The location of the arbitration shall be in the County of San Diego');
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.value])).toEqual([['supported', 'responsive']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-where');
    expect(t.errors).toEqual([]);
  });

  it('shows the governing-law clause for "Is the consulting agreement governed by Delaware law?", not in green, saying the answer is no', async () => {
    await askInApp(t.page, 'Is the consulting agreement governed by Delaware law?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.filter((c) => c.responsiveness?.value === 'responsive')).toEqual([]);
    expect(response.claims.map((c) => c.responsiveness?.detail)).toEqual(['The question asks “Delaware law”; the claim says “the laws of the State of California”, so its answer is no.']);
    expect(await t.page.getByTestId('claim-partial').count()).toBeGreaterThan(0);
    // The reason leads the answer, not a general note.
    expect(await t.page.getByTestId('partial-count').innerText()).toContain('answers only in part: The question asks “Delaware law”; the claim says “the laws of the State of California”, so its answer is no.');
    await screenshot(t.page, 'm7-figure-opposed');
    expect(t.errors).toEqual([]);
  });

  it("refuses ACSI's insurance duty on the Company's clause, and says whose duty the clauses state", async () => {
    await askInApp(t.page, 'Is ACSI required to maintain insurance?', 'insufficient');
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toContain('say this of another party, not of ACSI');
    expect(await t.page.getByTestId('claim').count()).toBe(0);
    await screenshot(t.page, 'm7-whose-duty-refused');
    expect(t.errors).toEqual([]);
  });
});
