import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, measureHighlights, openFootnote } from './highlights.js';

/**
 * Trial 45's question of cuad-dev-10 (CUAD v1, The Atticus Project, CC BY 4.0), asked in the app (session 43). "Does the IP
 * Agreement give Cerence a license to use Nuance's trademarks?" was green on § 3.01(c), a licence of Nuance IP "(other than
 * Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data)". The clause is now shown in part, saying
 * it takes the trademarks out, so the answer is no; its footnote still opens the PDF on the sentence. Trial 45's "To whom may
 * Cerence … grant sublicenses …?" was green on § 3.01(a), a grant "sublicensable (subject to Section 3.01(g))": it is now
 * shown in part, saying it leaves sublicensing to § 3.01(g) (session 44).
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

  it('shows § 3.01(a) in part for "to whom may … grant sublicenses?", leaving "sublicensable" to Section 3.01(g)', async () => {
    // The first test's answer is still on screen: wait for this question's own.
    const before = await t.page.getByTestId('answer').getAttribute('data-trace');
    await t.page.getByTestId('ask-input').fill('To whom may Cerence and the SpinCo Group grant sublicenses under the licenses Nuance grants them?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.waitForFunction((b) => {
      const a = document.querySelector('[data-testid="answer"]');
      return a !== null && a.getAttribute('data-trace') !== b && a.getAttribute('data-status') === 'answered';
    }, before);
    const response = await answerOf();
    for (const c of response.claims.filter((k) => k.state === 'supported' && k.responsiveness?.value === 'responsive')) expect(c.text).not.toMatch(/sublicensable \(subject to Section 3\.01\(g\)\)/);
    const grant = response.claims.find((c) => /sublicensable \(subject to Section 3\.01\(g\)\)/.test(c.text))!;
    expect(grant).toMatchObject({ state: 'supported', responsiveness: { value: 'partial', detail: 'The claim leaves “sublicensable” to Section 3.01(g): that provision answers what the question asks.' } });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/leaves “sublicensable” to Section 3\.01\(g\)/);
    await screenshot(t.page, 'm7-licence-leaves-to-section');
    expect(t.errors).toEqual([]);
  });
});
