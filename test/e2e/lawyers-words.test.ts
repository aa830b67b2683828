import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A question in a lawyer's plain words (session 47, trial 49). cuad-dev-00 (CUAD v1, CC BY 4.0) § 10(b): "Network retains the
 * right at all times during the Term to discontinue its distribution of the Service in its entirety and to terminate this
 * Agreement … on at least ninety (90) days' prior notice". "Shut down … altogether" was refused before, its words demanded of
 * the clause; the answer now says it in the lawyer's words, and the footnote opens § 10(b) with its words highlighted.
 */
const t = e2eHarness({ ingest: [cuadPdf(0)] });

describe('a lawyer\'s idiom read in the contract\'s words', () => {
  it('answers "shut down the Service altogether" with § 10(b)\'s right to discontinue it in its entirety', async () => {
    await askInApp(t.page, "Is the Network allowed to shut down the Service altogether and terminate the affiliation agreement on ninety days' notice?");
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('Network retains the right at all times during the Term to discontinue its distribution of the Service in its entirety');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.detail])).toEqual([['supported', 'Says termination, Network, discontinue, Service, altogether, notice.']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-lawyers-words');
    expect(t.errors).toEqual([]);
  });
});
