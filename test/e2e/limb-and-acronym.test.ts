import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * Two traps a lawyer set in session 36's trials, on cuad-dev-05 and cuad-dev-07 (CUAD v1, The Atticus Project, CC BY 4.0).
 * "Does the Company have thirty days to cure a missed payment …?" was green on cuad-dev-07 § 11(a), which gives ten days for
 * a payment and thirty for other defaults: the claim is now shown answering only in part, the summary saying the answer is
 * no. "Is T&B required to indemnify LEA against FTC actions?" was green on the mutual indemnity for breach, which never names
 * the FTC; the FTC indemnity runs from LEA to T&B, and the refusal says so, with that clause first among the passages tried.
 */
const t = e2eHarness({ ingest: [cuadPdf(5), cuadPdf(7)] });

describe('the limb a figure is said in, and an acronym the question names', () => {
  it('answers the thirty-day payment question no, from the payment limb, not in green', async () => {
    await askInApp(t.page, 'Does the Company have thirty days to cure a missed payment before Licensor can terminate?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.filter((c) => c.responsiveness?.value === 'responsive')).toEqual([]);
    expect(response.claims[0]!.responsiveness?.detail).toBe('The question asks “thirty days”; the claim says “ten (10) days”, so its answer is no.');
    expect(await t.page.getByTestId('partial-count').innerText()).toContain('so its answer is no');
    await screenshot(t.page, 'm7-limb-figure');
    expect(t.errors).toEqual([]);
  });

  it("refuses T&B's FTC indemnity, saying the clauses tried bind another party", async () => {
    await askInApp(t.page, 'Is T&B required to indemnify LEA against FTC actions?', 'insufficient');
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toContain('say this of another party, not of T&B');
    expect(await t.page.getByTestId('claim').count()).toBe(0);
    await screenshot(t.page, 'm7-acronym-refused');
    expect(t.errors).toEqual([]);
  });
});
