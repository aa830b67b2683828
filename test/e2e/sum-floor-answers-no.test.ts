import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * Trial 47's question of cuad-dev-07 (CUAD v1, The Atticus Project, CC BY 4.0), asked in the app (session 45). "Must Mossimo
 * carry general commercial and product liability insurance with limits of at least $5,000,000?" was a green yes on § 15,
 * whose floor is "no less than Three Million Dollars ($3,000,000)": the bound before the sum's words was not read as
 * binding its figure. The clause is now shown in part, saying its answer is no.
 */
const t = e2eHarness({ ingest: [cuadPdf(7)] });

describe('a sum bound in words, against the floor a question asks', () => {
  it('shows § 15 in part, "the claim says “$3,000,000”, so its answer is no", not in green', async () => {
    await t.page.getByTestId('ask-input').fill('Must Mossimo carry general commercial and product liability insurance with limits of at least $5,000,000?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    for (const c of response.claims.filter((k) => k.state === 'supported' && k.responsiveness?.value === 'responsive')) expect(c.text).not.toMatch(/Three Million Dollars/);
    const s15 = response.claims.find((c) => /Three Million Dollars \(\$3,000,000\)/.test(c.text))!;
    expect(s15).toMatchObject({ state: 'supported', responsiveness: { value: 'partial', detail: 'The question asks “$5,000,000”; the claim says “$3,000,000”, so its answer is no.' } });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/so its answer is no/);
    await screenshot(t.page, 'm7-sum-floor-answers-no');
    expect(t.errors).toEqual([]);
  });
});
