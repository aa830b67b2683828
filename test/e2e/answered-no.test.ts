import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * Two of trial 38's wrong green answers, on cuad-dev-21 and cuad-dev-26 (CUAD v1, The Atticus Project, CC BY 4.0). "Is the
 * Sponsor's liability capped at the amounts it paid to Excite?" was green on § 14, which caps Excite's liability only (now
 * refused, the cap among the passages tried); "Does the Reseller Agreement automatically renew …?" was green on § 9.1, a
 * renewal "if agreed by both parties in writing" (a green tick on a yes-no question reads as yes: it is now shown as
 * answering in part, with why). And one of trial 39's, on cuad-dev-16: "Does the Sellers' non-compete covenant apply to
 * competing business in India?" is answered no by § 1(b)'s "anywhere in the world, excluding India" (session 39; it was
 * refused, and § 1(c), where "Gulf India" is a name, was a moment green). And trial 41's, on cuad-dev-14: "If the Contractor
 * does not confirm a Purchase Order within five working days, is the order deemed accepted?" was green on § 7.3, which says
 * such an order "shall be deemed rejected" (session 40).
 */
const t = e2eHarness({ ingest: [cuadPdf(21), cuadPdf(26), cuadPdf(16), cuadPdf(14)] });

/** The claims the reader sees, as the trace records them. */
async function claimsOf(): Promise<Array<{ text: string; state: string; responsiveness?: { value: string; detail?: string } }>> {
  const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
  const { response } = await callApi(t.app, 'traces:get', { id: trace });
  return response.claims;
}

describe('a yes-no question the cited clause answers no', () => {
  it('shows the renewal "if agreed by both parties" as no automatic renewal, not in green', async () => {
    await askInApp(t.page, 'Does the Reseller Agreement automatically renew for successive one-year periods?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const claims = await claimsOf();
    expect(claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive')).toEqual([]);
    const renewal = claims.find((c) => /if agreed by both parties in writing/.test(c.text));
    expect(renewal?.responsiveness).toMatchObject({ value: 'partial', detail: expect.stringMatching(/only if the parties agree, so its answer is no/) });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/its answer is no/);
    await screenshot(t.page, 'm7-answered-no-renewal');
    expect(t.errors).toEqual([]);
  });

  it('shows a restraint "anywhere in the world, excluding India" as answering no for India', async () => {
    await askInApp(t.page, "Does the Sellers' non-compete covenant apply to competing business in India?");
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const claims = await claimsOf();
    expect(claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive')).toEqual([]);
    const world = claims.find((c) => /anywhere in the world, excluding India/.test(c.text));
    expect(world?.responsiveness).toMatchObject({ value: 'partial', detail: 'The claim excludes “India”, so its answer is no.' });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/excludes “India”, so its answer is no/);
    await screenshot(t.page, 'm7-excluded-place');
    expect(t.errors).toEqual([]);
  });

  it('shows an order "deemed rejected" as answering no whether it is deemed accepted', async () => {
    await askInApp(t.page, 'If the Contractor does not confirm a Purchase Order within five working days, is the order deemed accepted?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const claims = await claimsOf();
    expect(claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive')).toEqual([]);
    const order = claims.find((c) => /shall be deemed rejected/.test(c.text));
    expect(order?.responsiveness).toMatchObject({ value: 'partial', detail: 'The claim says “deemed rejected”, so its answer is no.' });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/“deemed rejected”, so its answer is no/);
    await screenshot(t.page, 'm7-deemed-rejected');
    expect(t.errors).toEqual([]);
  });

  it('does not answer whether the Sponsor’s liability is capped with Excite’s cap', async () => {
    await askInApp(t.page, "Is the Sponsor's liability capped at the amounts it paid to Excite?", 'insufficient');
    expect(await t.page.getByTestId('claim').count()).toBe(0);
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toContain('speak of another party’s liability, not Sponsor’s');
    // The cap is among the passages tried, for the lawyer to read.
    expect(await t.page.getByTestId('outcome-insufficient').innerText()).toMatch(/THE LIABILITY OF EXCITE/);
    await screenshot(t.page, 'm7-another-party-liability');
    expect(t.errors).toEqual([]);
  });
});
