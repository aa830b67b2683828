import { describe, expect, it } from 'vitest';
import { corpusPath, cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * M7 item 7 in the app: an insufficient-evidence answer shows where Pincite looked —
 * the pages it could not read first (here a scanned Agency Agreement ingested with OCR
 * off), then the passages tried with document and page — and each opens the PDF there.
 */
const t = e2eHarness({ ingest: [cuadPdf(2)], openPage: false });

describe('coverage map in the insufficient-evidence view', () => {
  it('lists the unreadable pages and the passages tried, each opening the PDF at its page', async () => {
    const [scan] = (await callApi(t.app, 'documents:ingest', { paths: [corpusPath('scanned', 'cuad-dev-01-scanned.pdf')], ocr: 'off' })).documents;
    expect(scan?.status).toBe('ok');
    const { openPage } = await import('./browser.js');
    t.page = await openPage(t.browser, t.app.url, t.errors, { deviceScaleFactor: 1, colorScheme: 'light' });

    // Before asking, the documents panel already says which pages could not be read.
    const issues = t.page.locator('[data-testid="document-row"]', { hasText: 'cuad-dev-01-scanned' }).getByTestId('document-page-issues');
    await issues.waitFor();
    expect(await issues.innerText()).toMatch(/6 pages unreadable/);

    await t.page.getByTestId('tab-ask').click();
    await t.page.getByTestId('ask-input').fill("Will the agency solicit MICOA's policyholders after termination?");
    await t.page.getByTestId('ask-submit').click();
    await t.page.getByTestId('outcome-insufficient').waitFor();
    const map = t.page.getByTestId('coverage-map');
    expect(await map.getAttribute('data-complete')).toBe('false');
    expect(await t.page.getByTestId('coverage-summary').innerText()).toMatch(/6 pages could not be read well \(cuad-dev-01-scanned, pages 1–6\): the answer may be there/);
    const unread = t.page.getByTestId('coverage-unread-page');
    expect(await unread.count()).toBe(6);
    expect(await t.page.getByTestId('coverage-unread-group').innerText()).toMatch(/cuad-dev-01-scanned[\s\S]*Unreadable[\s\S]*p. 4[\s\S]*Pages 1, 2, 3, 4, 5, 6 could not be read: each page is an image with no text layer/);
    expect(await t.page.getByTestId('coverage-not-reached').innerText()).toContain('cuad-dev-01-scanned');
    await screenshot(t.page.getByTestId('outcome-insufficient'), '20-coverage-map');

    // A page that could not be read opens there.
    await unread.nth(3).click();
    await t.page.getByTestId('pdf-viewer').getByText('cuad-dev-01-scanned').first().waitFor();
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement | null)?.value === '4');

    // So does a passage tried, at its own page.
    const passage = t.page.getByTestId('coverage-passage').first();
    const page = await passage.getAttribute('data-page');
    expect(await passage.innerText()).toMatch(new RegExp(`cuad-dev-02 · p\\. ${page}`));
    await passage.click();
    await t.page.getByTestId('pdf-viewer').getByText('cuad-dev-02').first().waitFor();
    await t.page.waitForFunction((p) => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement | null)?.value === p, page);
    await screenshot(t.page, '21-coverage-passage-opened');
    expect(t.errors).toEqual([]);
  });
});
