import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot, SCREENSHOTS } from './app.js';
import { e2eHarness } from './harness.js';

// The install's signing key goes to a throwaway app-data folder, not the tester's home.
process.env.PINCITE_HOME = mkdtempSync(join(tmpdir(), 'pincite-e2e-home-'));

/**
 * Export from the UI: the button shows a progress bar, the bundle lands in the
 * matter's exports folder, downloads through the browser, and the downloaded zip
 * passes the very verifier the bundle carries.
 */
const t = e2eHarness({ ingest: [cuadPdf(1)] });

async function watchProgress(): Promise<void> {
  await t.page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __exportProgress: number[] }).__exportProgress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[data-testid="export-progress"] [role="progressbar"]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

async function downloadAndVerify(scope: string): Promise<ReturnType<typeof verifyBundleFiles> & { names: string[] }> {
  const done = t.page.locator(`[data-testid="${scope}-panel"] [data-testid="export-done"]`);
  await done.waitFor();
  const fileName = (await done.getAttribute('data-file-name'))!;
  expect(fileName).toMatch(/^pincite-bundle-.*\.zip$/);
  const [download] = await Promise.all([t.page.waitForEvent('download'), done.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = join(t.app.dir, fileName);
  await download.saveAs(saved);
  const bytes = readFileSync(saved);
  // What the browser got is what the core wrote into the matter's exports folder.
  expect(bytes.equals(readFileSync(join(t.app.session.current().dir, 'exports', fileName)))).toBe(true);
  const files = unzipBundle(bytes, fileName);
  return { ...verifyBundleFiles(files), names: [...files.keys()] };
}

describe('export an audit bundle from the app', () => {
  it('exports the answer on screen with a progress bar, and the downloaded bundle verifies', async () => {
    await t.page.getByTestId('tab-ask').click();
    await t.page.getByTestId('ask-input').fill('Which state’s law governs this agreement?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    await watchProgress();
    await t.page.getByTestId('export-trace').click();
    const report = await downloadAndVerify('export-trace');
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.summary.traces).toBe(1);
    expect(report.summary.spans.exact + report.summary.spans.normalized).toBeGreaterThan(0);
    expect(report.summary.crops).toBeGreaterThan(0);
    const seen = await t.page.evaluate(() => (window as unknown as { __exportProgress: number[] }).__exportProgress);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeLessThan(100);
    expect(t.errors).toEqual([]);
    await screenshot(t.page, '20-export-trace');
    void trace;
  });

  it('exports the whole matter, source PDFs included, from the history panel, and it verifies', async () => {
    await t.page.getByTestId('export-all-pdfs').check();
    await t.page.getByTestId('export-all').click();
    const report = await downloadAndVerify('export-all');
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.summary.redactedEvents).toBe(0);
    expect(report.names.filter((n) => /^sources\/[0-9a-f]{64}\.pdf$/.test(n))).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });

  it('shows in Settings the key id a recipient should expect: the one that signed the bundles', async () => {
    const { keyId } = await callApi(t.app, 'bundles:signingKey', { create: false });
    expect(keyId).toMatch(/^[0-9a-f]{64}$/);
    await t.page.getByTestId('open-settings').click();
    const shown = t.page.getByTestId('signing-key-id');
    await shown.waitFor();
    expect(await shown.inputValue()).toBe(keyId);
    expect(await t.page.getByLabel('Key id to share').inputValue()).toBe(keyId);
    await t.page.getByTestId('signing-key').screenshot({ path: join(SCREENSHOTS, '23-signing-key.png') });
    await t.page.keyboard.press('Escape');
  });
});
