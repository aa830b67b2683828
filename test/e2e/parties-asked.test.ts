import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A lawyer asks what one party of cuad-dev-00 (CUAD v1, CC BY 4.0) may do or pays the other (session 34, from session 33's
 * trial). "Can Affiliate assign this agreement without Network's consent?" was green on "It will not be a breach of this
 * Agreement … if the proposed assignee … does not accept": the answer is § 13(a)'s "… by either party without the prior written
 * consent of the other party", whose footnote opens it. "Does Affiliate pay any fees to Network?" was green on Affiliate's
 * duty to pay taxes; Network pays Affiliate, and the refusal says so.
 */
const t = e2eHarness({ ingest: [cuadPdf(0)] });

describe("what a party is asked to do, read of that party and of what it does it to", () => {
  it('answers with the clause in which either party needs the other\'s consent, and opens it', async () => {
    await askInApp(t.page, "Can Affiliate assign this agreement without Network's consent?");
    await expect.poll(() => t.page.getByTestId('claim').count()).toBe(1);
    expect(await t.page.getByTestId('claim').first().innerText()).toContain('without the prior written consent of the other party');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.detail])).toEqual([['supported', 'Says assignment, Affiliate, Network, consent.']]);
    await openFootnote(t.page, 0, response.claims[0]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-other-party');
    expect(t.errors).toEqual([]);
  });

  it('refuses to answer that Affiliate pays fees with its duty to pay taxes, and says whose payments the clauses are', async () => {
    await askInApp(t.page, 'Does Affiliate pay any fees to Network?', 'insufficient');
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toContain('say this of another party, not of Affiliate');
    expect(await t.page.getByTestId('claim').count()).toBe(0);
    await screenshot(t.page, 'm7-act-object-refused');
    expect(t.errors).toEqual([]);
  });
});
