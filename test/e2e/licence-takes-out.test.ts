import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, measureHighlights, openFootnote } from './highlights.js';

/**
 * Trial 45's question of cuad-dev-10 (CUAD v1, The Atticus Project, CC BY 4.0), asked in the app (session 43). "Does the IP
 * Agreement give Cerence a license to use Nuance's trademarks?" was green on § 3.01(c), a licence of Nuance IP "(other than
 * Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data)". The clause is now shown in part, saying
 * it takes the trademarks out, so the answer is no; its footnote still opens the PDF on the sentence.
 */
const t = e2eHarness({ ingest: [cuadPdf(10)] });

async function answerOf() {
  const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
  return (await callApi(t.app, 'traces:get', { id: trace })).response;
}

describe('a licence that takes out what the question asks about', () => {
  it('shows § 3.01(c) in part, "takes out … Nuance Trademarks …, so its answer is no", not in green', async () => {
    await t.page.getByTestId('ask-input').fill("Does the IP Agreement give Cerence a license to use Nuance's trademarks?");
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const response = await answerOf();
    for (const c of response.claims.filter((k) => k.state === 'supported' && k.responsiveness?.value === 'responsive')) expect(c.text).not.toMatch(/other than Nuance Patents/);
    const c301c = response.claims.find((c) => /other than Nuance Patents/.test(c.text))!;
    expect(c301c).toMatchObject({ state: 'supported', responsiveness: { value: 'partial', detail: 'The claim takes out what the question asks about (“other than Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data”), so its answer is no.' } });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/takes out what the question asks about/);
    await screenshot(t.page, 'm7-licence-takes-out');
    const at = response.claims.indexOf(c301c);
    const e = c301c.evidence[0]!;
    const id = await openFootnote(t.page, at, e.boxes);
    expectOnQuote(await measureHighlights(t.page, id), e.quote, e.boxes.map((b) => b.page));
    await screenshot(t.page, 'm7-licence-takes-out-source');
    expect(t.errors).toEqual([]);
  });
});
