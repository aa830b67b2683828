import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshotVariants, SCREENSHOTS } from './app.js';
import { e2eHarness } from './harness.js';
import { plantReplayedAnswer } from './plant.js';

/**
 * The print view of the queue's decisions (M10), reached from the queue by keyboard:
 * each decided claim with its text, document title and page, the state before and after,
 * the decision, the reviewer, the note and the time; printed alone.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

describe('print view of the queue’s decisions', () => {
  it('opens with p from the queue, lists every decision, prints alone, and closes with Escape back to the queue', async () => {
    const answer = await plantReplayedAnswer(t.app, 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'contradicted', 'no-verdict']);
    const [, contradicted, noVerdict] = answer.claims;
    await callApi(t.app, 'review:decide', { claims: [noVerdict!.id], action: 'contradict', reviewer: 'A. Reviewer', note: 'Clause 12 says the opposite' });
    await callApi(t.app, 'review:decide', { claims: [contradicted!.id], action: 'exclude', reviewer: 'B. Partner', note: null });
    const title = (await callApi(t.app, 'documents:list', {})).documents.find((d) => d.id === noVerdict!.evidence[0]!.doc)!.title;
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();

    await t.page.getByTestId('view-queue').click();
    // Both claims were decided: they left the open queue. The key works from the queue as it is.
    await t.page.getByTestId('print-decisions-open').waitFor();
    await t.page.keyboard.press('p');
    const sheet = t.page.getByTestId('decisions-print');
    await sheet.waitFor();
    await t.page.getByTestId('decisions-print-row').nth(1).waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('decisions-print-print');
    const rows = await t.page.getByTestId('decisions-print-row').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(noVerdict!.text.slice(0, 40));
    expect(rows[0]).toContain(`${title}, p. ${noVerdict!.evidence[0]!.page}`);
    expect(rows[0]).toMatch(/Unverified\s*→\s*Contradicted/);
    expect(rows[0]).toContain('A. Reviewer');
    expect(rows[0]).toContain('Clause 12 says the opposite');
    expect(rows[1]).toMatch(/Excluded/);
    expect(rows[1]).toContain('B. Partner');
    // Tab stays inside the print view: the app behind is inert.
    for (let i = 0; i < 4; i++) await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => !!document.activeElement?.closest('[data-testid="decisions-print"]') || document.activeElement === document.body)).toBe(true);
    await screenshotVariants(t.page, '65-decisions-print');

    await t.page.emulateMedia({ media: 'print' });
    expect(await t.page.getByTestId('review-queue').isVisible()).toBe(false);
    expect(await t.page.getByTestId('decisions-print-print').isVisible()).toBe(false);
    expect(await t.page.getByTestId('decisions-print-table').isVisible()).toBe(true);
    await t.page.pdf({ path: join(SCREENSHOTS, '65-decisions-print.pdf'), format: 'A4', landscape: true });
    await t.page.emulateMedia({ media: 'screen' });

    await t.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await t.page.getByTestId('review-queue').waitFor();
    expect(t.errors).toEqual([]);
  });
});
