import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, screenshot, SCREENSHOTS } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * First run on the sample matter: two sentences on what the states mean, and three
 * examples that, run through the real pipeline, show them — supported claims, a refusal
 * when the contracts do not answer, and a checked answer with a supported, a
 * contradicted and an unverified claim.
 */
const SAMPLES = join(ROOT, 'assets', 'samples');
const t = e2eHarness({ ingest: readdirSync(SAMPLES).filter((f) => f.endsWith('.pdf')).map((f) => join(SAMPLES, f)) });

const count = async (state: string) => Number(await t.page.getByTestId(`summary-${state}`).getAttribute('data-count'));

async function runSample(i: number) {
  await t.page.reload();
  await t.page.getByTestId('welcome-samples').waitFor();
  await t.page.getByTestId('welcome-sample').nth(i).click();
  await t.page.getByTestId('answer').waitFor();
}

describe('the welcome screen', () => {
  it('says in two sentences what the states mean, and offers three samples', async () => {
    const text = await t.page.getByTestId('welcome-states').innerText();
    expect(text.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => s.trim())).toHaveLength(2);
    for (const s of ['supported', 'inferred', 'unverified', 'contradicted', 'excluded']) expect(text).toContain(s);
    await t.page.getByTestId('welcome-samples').waitFor();
    expect(await t.page.getByTestId('welcome-sample').count()).toBe(3);
    await screenshot(t.page, '90-welcome-light');
    await t.page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(t.page, '91-welcome-dark');
    await t.page.emulateMedia({ colorScheme: 'light' });
    await t.page.setViewportSize({ width: 1024, height: 700 });
    await screenshot(t.page, '92-welcome-1024x700');
    await t.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('sample 1 is answered from the contract, with supported claims', async () => {
    await runSample(0);
    expect(await t.page.getByTestId('answer').getAttribute('data-status')).toBe('answered');
    expect(await count('supported')).toBeGreaterThan(0);
    expect(await t.page.getByTestId('answer-body').innerText()).toMatch(/Washington/);
  });

  it('sample 2 is not answered: the contracts do not say', async () => {
    await runSample(1);
    expect(await t.page.getByTestId('answer').getAttribute('data-status')).toBe('insufficient_evidence');
  });

  it('sample 3 checks an answer from elsewhere: one claim supported, one contradicted, one unverified', async () => {
    await runSample(2);
    expect(await t.page.getByTestId('answer').getAttribute('data-status')).toBe('answered');
    expect([await count('supported'), await count('contradicted'), await count('unverified')]).toEqual([1, 1, 1]);
    await screenshot(t.page, '93-welcome-sample-3');
    // The same answer as a Word document, downloaded through the browser.
    const [download] = await Promise.all([t.page.waitForEvent('download'), t.page.getByTestId('export-docx').click()]);
    expect(download.suggestedFilename()).toMatch(/^pincite-answer-.+\.docx$/);
    await download.saveAs(join(SCREENSHOTS, '95-answer.docx'));
  });

  it('prints the answer alone, full width, with its footnotes and sources', async () => {
    await t.page.getByTestId('print-answer').waitFor();
    await t.page.emulateMedia({ media: 'print' });
    for (const id of ['pdf-viewer', 'ask-input', 'history-panel', 'matter-switcher', 'print-answer']) expect(await t.page.getByTestId(id).isVisible(), id).toBe(false);
    expect(await t.page.getByTestId('answer').isVisible()).toBe(true);
    expect((await t.page.getByTestId('answer').boundingBox())!.width).toBeGreaterThan(1200);
    expect(await t.page.getByRole('region', { name: 'Sources' }).isVisible()).toBe(true);
    await t.page.pdf({ path: join(SCREENSHOTS, '94-answer-print.pdf'), format: 'A4' });
    await screenshot(t.page, '94-answer-print');
    await t.page.emulateMedia({ media: 'screen' });
    expect(t.errors).toEqual([]);
  });
});
