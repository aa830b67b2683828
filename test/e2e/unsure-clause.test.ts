import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * "What is the term of this agreement?" of cuad-dev-18 (CUAD v1, CC BY 4.0). § 3's "The term of this Agreement (the "Term")
 * will begin on February 1, 1998 and end on the first anniversary of the date of this Agreement …" is the term clause, and
 * the clause model reads it as one but is not sure of it (a score under the term's own sure bar, session 54). It is not shown
 * green: the refusal says the model was not sure and offers it first among the passages tried, opening the PDF there.
 * (Session 53's example, cuad-dev-04 § 7.1, is green under the bars of session 54.)
 */
const t = e2eHarness({ ingest: [cuadPdf(18)] });

describe('a clause the clause model is not sure of, in the app', () => {
  it('is offered first among the passages tried, with the reason, not shown green', async () => {
    await askInApp(t.page, 'What is the term of this agreement?', 'insufficient');
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toBe(
      'Passages about term and expiration were found, but none reads surely enough like that clause itself as lawyers mark it to be shown as the answer; the closest is listed first among the passages tried, for you to check.',
    );
    const first = t.page.getByTestId('coverage-passage').first();
    expect((await first.innerText()).replace(/\s+/g, ' ')).toContain('The term of this Agreement (the "Term") will begin on February 1, 1998 and end on the first anniversary');
    await screenshot(t.page.getByTestId('outcome-insufficient'), 'm7-unsure-clause');
    await first.click();
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement | null)?.value === '3');
    expect(t.errors).toEqual([]);
  });
});
