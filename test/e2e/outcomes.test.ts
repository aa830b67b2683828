import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * Everything that is not a clean answer must look like what it is: a rejection with
 * its code, a refusal for lack of evidence with its reason, a failed file with its
 * typed error. Plus the matter, settings, history and theme controls around them.
 */
const t = e2eHarness({ ingest: [cuadPdf(1)] });


describe('outcomes that are not answers', () => {
  it('renders a rejected answer (unknown anchor) as a rejection, serving nothing as fact', async () => {
    const bogus = 'no-such-doc-0042';
    const answer = { kind: 'answer', value: 'The agreement is governed by Nevada law.', confidence: 0.9, claims: [{ text: 'The agreement is governed by Nevada law.', citations: [{ anchor: bogus, quote: 'laws of the State of Nevada' }] }] };
    await t.page.getByTestId('tab-verify').click();
    await t.page.getByTestId('verify-input').fill(JSON.stringify(answer));
    await t.page.getByTestId('verify-submit').click();
    const rejected = t.page.getByTestId('outcome-rejected');
    await rejected.waitFor();
    expect(await t.page.getByTestId('answer').getAttribute('data-status')).toBe('rejected');
    expect(await t.page.getByTestId('rejection-code').innerText()).toBe('UNKNOWN_ANCHOR');
    expect(await t.page.getByTestId('rejection-anchor').allInnerTexts()).toContain(bogus);
    expect(await t.page.getByTestId('answer-body').count()).toBe(0);
    expect(await t.page.getByTestId('footnote').count()).toBe(0);
    await screenshot(t.page, '06-rejected');
  });

  it('renders insufficient evidence as a refusal with its reason, not an answer', async () => {
    await t.page.getByTestId('tab-ask').click();
    await t.page.getByTestId('ask-input').fill('What baggage allowance does the airline give for pets in the cabin?');
    await t.page.getByTestId('ask-submit').click();
    const refusal = t.page.getByTestId('outcome-insufficient');
    await refusal.waitFor();
    expect(await t.page.getByTestId('answer').getAttribute('data-status')).toBe('insufficient_evidence');
    expect((await t.page.getByTestId('insufficient-reason').innerText()).trim().length).toBeGreaterThan(10);
    expect(await t.page.getByTestId('answer-body').count()).toBe(0);
    expect(await t.page.getByTestId('footnote').count()).toBe(0);
    await screenshot(t.page, '07-insufficient');
  });

  it('reopens earlier traces from the history', async () => {
    await t.page.locator('[data-testid="history-item"]').nth(1).waitFor();
    const items = t.page.getByTestId('history-item');
    expect(await items.count()).toBe(2);
    // Newest first: the refusal, then the rejection.
    await items.nth(1).click();
    await t.page.locator('[data-testid="answer"][data-status="rejected"]').waitFor();
    await items.nth(0).click();
    await t.page.locator('[data-testid="answer"][data-status="insufficient_evidence"]').waitFor();
  });

  it('shows each failed file with its typed error while the good ones land', async () => {
    const notPdf = join(t.app.dir, 'meeting-notes.pdf');
    writeFileSync(notPdf, 'These are typed notes, not a PDF.\n');
    const truncated = join(t.app.dir, 'truncated-contract.pdf');
    writeFileSync(truncated, readFileSync(cuadPdf(2)).subarray(0, 3000));
    await t.page.getByTestId('file-input').setInputFiles([notPdf, truncated, cuadPdf(3)]);
    const failed = t.page.locator('[data-testid="document-row"][data-status="error"]');
    await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="document-row"][data-status="error"]').length === 2);
    const byName = async (name: string) => failed.filter({ hasText: name }).getByTestId('ingest-error');
    expect(await (await byName('meeting-notes.pdf')).getAttribute('data-code')).toBe('NOT_A_PDF');
    expect(['PDF_TRUNCATED', 'PDF_DAMAGED']).toContain(await (await byName('truncated-contract.pdf')).getAttribute('data-code'));
    // The message names the file as the user knows it, not the private upload copy.
    expect(await (await byName('meeting-notes.pdf')).innerText()).toContain('meeting-notes.pdf is not a PDF');
    await t.page.locator('[data-testid="document-row"][data-status="ok"]', { hasText: 'cuad-dev-03' }).waitFor();
    await screenshot(t.page.getByTestId('documents-panel'), '08-ingest-errors');
  });

  it('accepts files dropped on the documents list', async () => {
    await t.page.getByTestId('documents-panel').evaluate((panel) => {
      const dt = new DataTransfer();
      dt.items.add(new File(['%PDF-1.7\nthis is not really a PDF'], 'dropped-scan.pdf', { type: 'application/pdf' }));
      for (const type of ['dragenter', 'dragover', 'drop']) panel.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
    });
    const row = t.page.locator('[data-testid="document-row"][data-status="error"]', { hasText: 'dropped-scan.pdf' });
    await row.waitFor();
    expect(await row.getByTestId('ingest-error').getAttribute('data-code')).toMatch(/^PDF_/);
  });

  it('passes the chosen policy with the question', async () => {
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-dialog').waitFor();
    await t.page.getByTestId('settings-policy-strict').check();
    await screenshot(t.page.getByTestId('settings-dialog'), '09-settings');
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('ask-input').fill('Which state’s law governs this agreement?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"]:not([data-status="insufficient_evidence"])').waitFor();
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    expect(response.policy.id).toBe('strict');
    expect(await t.page.getByTestId('answer').innerText()).toContain('policy strict');
  });

  it('creates and switches matters', async () => {
    await t.page.getByTestId('matter-switcher').click();
    await t.page.getByTestId('matter-new-name').fill('Second matter');
    await t.page.getByTestId('matter-create').click();
    await t.page.waitForFunction(() => document.querySelector('[data-testid="matter-name"]')?.textContent === 'Second matter');
    await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="document-row"]').length === 0);
    await t.page.getByTestId('matter-switcher').click();
    await t.page.getByTestId('matter-option').filter({ hasText: 'e2e-matter' }).click();
    await t.page.locator('[data-testid="document-row"][data-status="ok"]', { hasText: 'cuad-dev-01' }).waitFor();
  });

  it('switches to dark mode and shows the sample attribution in About', async () => {
    await t.page.getByTestId('theme-toggle').click();
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // A matter switch leaves nothing of the answer on screen: reopen it from the history.
    await t.page.locator('[data-testid="history-item"]', { hasText: 'Which state’s law governs this agreement?' }).first().click();
    await t.page.getByTestId('footnote').first().click();
    await t.page.getByTestId('highlight').first().waitFor();
    await screenshot(t.page, '10-dark');
    await t.page.getByTestId('open-about').click();
    expect(await t.page.getByTestId('attribution').innerText()).toContain('Contracts from CUAD v1, The Atticus Project, CC BY 4.0');
    await t.page.keyboard.press('Escape');
    expect(t.errors).toEqual([]);
  });
});
