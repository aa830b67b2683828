import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * "Is any … right exclusive?" of a contract that answers no (cuad-dev-06, CUAD v1, CC BY 4.0: § 2.3 "Distributor's
 * appointment and the rights granted hereunder are nonexclusive."). The refusal names the clause and the words that say
 * no, and lists that passage first among the passages tried, opening the PDF there (session 23; before, it read "the
 * passages tried say only part of it").
 */
const t = e2eHarness({ ingest: [cuadPdf(6)] });

describe('an existence question the contract answers no, in the app', () => {
  it('names the clause that says no and offers it first', async () => {
    await askInApp(t.page, 'Is any appointment, license or right under this agreement exclusive?', 'insufficient');
    expect(await t.page.getByTestId('insufficient-reason').innerText()).toBe(
      'No retrieved clause reads as exclusivity, and cuad-dev-06, § 2.3, says “nonexclusive”. It is listed first among the passages tried, for you to check.',
    );
    const first = t.page.getByTestId('coverage-passage').first();
    expect((await first.innerText()).replace(/\s+/g, ' ')).toContain("Distributor's appointment and the rights granted hereunder are nonexclusive.");
    await screenshot(t.page.getByTestId('outcome-insufficient'), 'm7-denied-existence');
    await first.click();
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement | null)?.value === '1');
    expect(t.errors).toEqual([]);
  });
});
