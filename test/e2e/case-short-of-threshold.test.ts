import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, measureHighlights, openFootnote } from './highlights.js';

/**
 * Trial 42's question of cuad-dev-03 (CUAD v1, The Atticus Project, CC BY 4.0), asked in the app (session 42). "If an
 * inspection of OntoChem's records shows Anixa overpaid pass-through expenses by 3%, does OntoChem have to pay Anixa's
 * inspection fees and expenses?" was green on § 3.5, whose inspection costs shift only "if such overpayment represents more
 * than five percent (5%)". The clause is now shown in part, saying the case the question puts falls short of it, so the
 * answer is no; its footnote still opens the PDF on the sentence.
 */
const t = e2eHarness({ ingest: [cuadPdf(3)] });

async function answerOf() {
  const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
  return (await callApi(t.app, 'traces:get', { id: trace })).response;
}

describe('a case the question puts, short of the threshold the clause sets', () => {
  it('shows § 3.5 in part, "holds only for more than five percent (5%)", not in green', async () => {
    await t.page.getByTestId('ask-input').fill("If an inspection of OntoChem's records shows Anixa overpaid pass-through expenses by 3%, does OntoChem have to pay Anixa's inspection fees and expenses?");
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const response = await answerOf();
    expect(response.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive')).toEqual([]);
    const s35 = response.claims.find((c) => /more than five percent \(5%\)/.test(c.text))!;
    expect(s35).toMatchObject({ state: 'supported', responsiveness: { value: 'partial', detail: 'The question puts “3%”; the claim holds only for “more than five percent (5%)”, so its answer is no.' } });
    expect(await t.page.getByTestId('answer').innerText()).toMatch(/the claim holds only for “more than five percent \(5%\)”, so its answer is no/);
    await screenshot(t.page, 'm7-case-short-of-threshold');
    const e = s35.evidence[0]!;
    const id = await openFootnote(t.page, 0, e.boxes);
    expectOnQuote(await measureHighlights(t.page, id), e.quote, e.boxes.map((b) => b.page));
    await screenshot(t.page, 'm7-case-short-of-threshold-source');
    expect(t.errors).toEqual([]);
  });
});
