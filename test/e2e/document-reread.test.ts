import { describe, expect, it } from 'vitest';
import { readEvents } from '../../electron/store/audit-events.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot, screenshotVariants } from './app.js';
import { e2eHarness } from './harness.js';
import { plantReplayedAnswer } from './plant.js';

/** Reading a document again with OCR forced, from its details in the app (M10). */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

describe('read a document again with OCR', () => {
  it('asks who, reads every page by OCR, and says what happened to the claims quoting it', async () => {
    const answer = await plantReplayedAnswer(t.app, 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'no-verdict']);
    const cited = answer.claims[0]!.evidence[0]!.doc;
    const doc = (await callApi(t.app, 'documents:list', {})).documents.find((d) => d.id === cited)!;
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();
    await t.page.locator(`[data-testid="history-item"][data-trace="${answer.trace}"]`).click();
    await t.page.locator('[data-testid="claim"][data-state="supported"]').first().waitFor();
    const row = t.page.locator(`[data-testid="document-row"][data-doc-id="${cited}"]`);
    await row.hover();
    await row.locator('..').getByTestId('document-edit-open').click();
    await t.page.getByTestId('document-reread-open').click();
    await t.page.getByTestId('document-reread').waitFor();
    await t.page.getByTestId('document-reread-name').fill('A. Associate');
    await screenshotVariants(t.page, '96-document-reread');

    await t.page.getByTestId('document-reread-confirm').click();
    await t.page.getByTestId('document-file-status').filter({ hasText: /Reading 6 pages again with OCR/ }).waitFor();
    await t.page.getByTestId('document-file-status').filter({ hasText: /Read again with OCR \(6 pages\)\. The text changed/ }).waitFor({ timeout: 280_000 });
    await screenshot(t.page, '96-document-reread-done');
    const ev = readEvents(t.app.session.current().db).filter((e) => e.type === 'document.reread').map((e) => JSON.parse(e.payload) as { by: string; ocr: string; changed: boolean; rebound: string[]; flagged: string[] });
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ by: 'A. Associate', ocr: 'on', changed: true });
    expect(await t.page.getByTestId('document-file-status').innerText()).toContain(`${ev[0]!.rebound.length} claim`);
    const now = (await callApi(t.app, 'documents:list', {})).documents.find((d) => d.id === cited)!;
    expect(now).toMatchObject({ sha256: doc.sha256, ocrPages: doc.pages });
    expect(now.textSha256).not.toBe(doc.textSha256);
    // The answer behind the dialog shows its claims as they stand now: a flagged one is not green.
    await t.page.keyboard.press('Escape');
    for (const id of ev[0]!.flagged) await t.page.locator(`[data-testid="claim"][data-claim-id="${id}"][data-state="unverified"]`).waitFor();
    expect(t.errors).toEqual([]);
  }, 300_000);
});
