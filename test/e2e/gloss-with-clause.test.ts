import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A gloss read with the clause it glosses (session 48). cuad-dev-05 (CUAD v1, CC BY 4.0) § 2.2: "LEA has the right to … create
 * derivative works (the “Derivative Works”); … For the avoidance of doubt, T&B shall remain the owner of all right, title and
 * interest in and to the Derivative Works from inception." The gloss alone was never offered (it does not say what it
 * qualifies), so "Who owns the Derivative Works?" was refused; the two sentences are now quoted together, and the footnote
 * opens § 2.2 with both highlighted.
 */
const t = e2eHarness({ ingest: [cuadPdf(5)] });

describe('a gloss read with its clause', () => {
  it('answers "Who owns the Derivative Works that LEA creates?" with § 2.2 and its "For the avoidance of doubt" sentence', async () => {
    await askInApp(t.page, 'Who owns the Derivative Works that LEA creates?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('For the avoidance of doubt, T&B shall remain the owner of all right, title and interest in and to the Derivative Works');
    expect(await claim.innerText()).toContain('LEA has the right to modify the Licensed Intellectual Property and to create derivative works');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.claims.map((c) => [c.state, c.responsiveness?.value, c.about?.section?.number])).toEqual([['supported', 'responsive', '§ 2.2']]);
    // Two cited spans, the clause and its gloss; the gloss's footnote opens the sentence that answers.
    expect(response.claims[0]!.evidence.map((e) => e.quote.slice(0, 30))).toEqual(['LEA has the right to modify th', 'For the avoidance of doubt, T&']);
    await openFootnote(t.page, 1, response.claims[0]!.evidence[1]!.boxes);
    await screenshot(t.page, 'm7-gloss-with-clause');
    expect(t.errors).toEqual([]);
  });
});
