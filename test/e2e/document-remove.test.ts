import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEvents } from '../../electron/store/audit-events.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot, screenshotVariants } from './app.js';
import { e2eHarness } from './harness.js';
import { plantReplayedAnswer } from './plant.js';

/**
 * Document details in the app (M10): the original file (downloaded in browser mode; the
 * desktop shell shows it in its folder instead, tested in test/unit/electron/ipc.test.ts),
 * and removing a document with a confirmation that says what happens to the claims.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

describe('document details: original file and removal', () => {
  let answer: PinciteResponse;

  it('downloads the original bytes from the details in browser mode', async () => {
    answer = await plantReplayedAnswer(t.app, 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'no-verdict']);
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();
    const cited = answer.claims[0]!.evidence[0]!.doc;
    const doc = (await callApi(t.app, 'documents:list', {})).documents.find((d) => d.id === cited)!;
    await t.page.locator(`[data-testid="history-item"][data-trace="${answer.trace}"]`).click();
    await t.page.locator('[data-testid="claim"][data-state="supported"]').first().waitFor();
    const row = t.page.locator(`[data-testid="document-row"][data-doc-id="${cited}"]`);
    await row.hover();
    await row.locator('..').getByTestId('document-edit-open').click();
    await t.page.getByTestId('document-edit').waitFor();
    const [download] = await Promise.all([t.page.waitForEvent('download'), t.page.getByTestId('document-reveal').click()]);
    expect(download.suggestedFilename()).toBe(doc.fileName);
    expect(createHash('sha256').update(readFileSync((await download.path())!)).digest('hex')).toBe(doc.sha256);
    await t.page.getByTestId('document-file-status').filter({ hasText: doc.fileName }).waitFor();
    await screenshot(t.page, '97-document-details');
  });

  it('asks before removing, saying what happens to the claims; then flags them and the document leaves the list', async () => {
    const cited = answer.claims[0]!.evidence[0]!.doc;
    const title = (await callApi(t.app, 'documents:list', {})).documents.find((d) => d.id === cited)!.title;
    await t.page.getByTestId('document-remove-open').click();
    const dialog = t.page.getByTestId('document-remove');
    await dialog.waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('document-remove-name');
    await t.page.getByTestId('document-remove-claims').filter({ hasText: '2 claims cite it' }).waitFor();
    expect(await dialog.innerText()).toMatch(/marked unverified and sent to the review queue/);
    expect(await t.page.getByTestId('document-remove-confirm').isDisabled()).toBe(true);
    // Typing into the name never triggers a shortcut.
    await t.page.keyboard.type('A. Associate c x');
    await screenshotVariants(t.page, '98-document-remove');

    await t.page.getByTestId('document-remove-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await t.page.locator(`[data-testid="document-row"][data-doc-id="${cited}"]`).waitFor({ state: 'detached' });
    // The answer on screen is reloaded: nothing of it stays green, whether a claim is shown as the answer or apart as
    // not answering the question, and its sources name the document as removed.
    await t.page.locator('[data-testid="claim"][data-state="supported"]').first().waitFor({ state: 'detached' });
    const shown = t.page.locator('[data-testid="claim"], [data-testid="not-responsive-claim"]');
    expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual(['unverified', 'unverified']);
    await t.page.getByTestId('source-item').first().filter({ hasText: `${title} (removed from the matter)` }).waitFor();
    // So does the tag before each claim that cites it.
    await t.page.getByTestId('claim-about').first().filter({ hasText: '(removed from the matter)' }).waitFor();
    await screenshot(t.page, '99-document-removed-answer');

    const removed = readEvents(t.app.session.current().db).filter((e) => e.type === 'document.removed');
    expect(removed.map((e) => JSON.parse(e.payload) as Record<string, unknown>)).toEqual([expect.objectContaining({ doc: cited, by: 'A. Associate c x', flagged: 2, copy: 'kept' })]);
    expect(t.errors).toEqual([]);
  });
});
