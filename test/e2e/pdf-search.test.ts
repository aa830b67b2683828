import { describe, expect, it } from 'vitest';
import { getAnchor } from '../../electron/store/anchors.js';
import { cuadPdf } from '../helpers/corpus.js';
import { wordsOf, type PlantedKind } from '../helpers/planted-review.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { textLayerReady } from './highlights.js';
import { plantedForFile } from './plant.js';

/**
 * Find in the PDF (Ctrl+F): the matches of the document's text highlighted on the pages,
 * a count, next and previous, Escape to close; and a match used to rebind a claim.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

const KINDS: PlantedKind[] = ['verbatim', 'misattributed'];
const planted = plantedForFile(t, 'Which law governs this agreement and how can it be terminated?', KINDS);

/** The text-layer characters under the current match's first rectangle, once its page's text layer is drawn. */
const textUnderCurrent = async () => {
  const n = await t.page.getByTestId('search-hit-current').first().evaluate((h) => h.closest('[data-testid="pdf-page"]')!.getAttribute('data-page-number'));
  await textLayerReady(t.page, Number(n));
  return t.page.evaluate(() => {
    const hit = document.querySelector('[data-testid="search-hit-current"]')!;
    const r = hit.getBoundingClientRect();
    const pageEl = hit.closest('[data-testid="pdf-page"]')!;
    return [...pageEl.querySelectorAll('.textLayer span:not(.markedContent)')]
      .filter((s) => {
        const b = s.getBoundingClientRect();
        return b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
      })
      .map((s) => s.textContent)
      .join('');
  });
};

describe('find in the PDF', () => {
  it('opens with Ctrl+F, counts and highlights every match, and steps through them', async () => {
    const doc = planted.response.claims[1]!.evidence[0]!.doc;
    const { documents } = await callApi(t.app, 'documents:list', {});
    await t.page.locator('[data-testid="document-row"]', { hasText: documents.find((d) => d.id === doc)!.title }).click();
    await textLayerReady(t.page, 1);
    await t.page.keyboard.press('Control+f');
    const input = t.page.getByTestId('pdf-search-input');
    await input.waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pdf-search-input');
    await input.fill('agreement');
    const { total } = await callApi(t.app, 'documents:find', { id: doc, query: 'agreement', limit: 1000 });
    expect(total).toBeGreaterThan(3);
    const count = t.page.getByTestId('pdf-search-count');
    await t.page.locator(`[data-testid="pdf-search-count"][data-total="${total}"][data-current="1"]`).waitFor();
    expect(await count.innerText()).toBe(`1 of ${total}`);
    await t.page.getByTestId('search-hit-current').first().waitFor();
    expect((await textUnderCurrent()).toLowerCase()).toContain('agreement');
    expect(await t.page.getByTestId('search-hit').count()).toBeGreaterThan(0);
    await screenshot(t.page, '80-pdf-search');

    await t.page.keyboard.press('Enter');
    await t.page.locator('[data-testid="pdf-search-count"][data-current="2"]').waitFor();
    await t.page.keyboard.press('Shift+Enter');
    await t.page.locator('[data-testid="pdf-search-count"][data-current="1"]').waitFor();
    await t.page.keyboard.press('Shift+Enter');
    await t.page.locator(`[data-testid="pdf-search-count"][data-current="${total}"]`).waitFor();
    // The last match is on a later page, brought into view with its text under it.
    await t.page.getByTestId('search-hit-current').first().waitFor();
    expect((await textUnderCurrent()).toLowerCase()).toContain('agreement');

    await input.fill('no such words anywhere');
    await t.page.locator('[data-testid="pdf-search-count"][data-total="0"]').waitFor();
    expect(await count.innerText()).toBe('No matches');
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('pdf-search').waitFor({ state: 'detached' });
    expect(await t.page.getByTestId('search-hit').count()).toBe(0);
  });

  it('rebinds the claim under the queue cursor to a passage found', async () => {
    const claim = planted.response.claims[1]!;
    expect(claim.state).not.toBe('supported');
    const cited = claim.evidence[0]!;
    const phrase = wordsOf(getAnchor(t.app.session.current().db, cited.anchor)!.text, 2, 8)!.replace(/\s+/g, ' ');
    await t.page.getByTestId('view-queue').click();
    await t.page.locator(`[data-testid="queue-row"][data-claim-id="${claim.id}"]`).click();
    await t.page.locator(`[data-testid="queue-detail"][data-claim-id="${claim.id}"]`).waitFor();
    await t.page.keyboard.press('Control+f');
    await t.page.getByTestId('pdf-search-input').fill(phrase);
    await t.page.locator('[data-testid="pdf-search-count"][data-current="1"]').waitFor();
    await t.page.getByTestId('pdf-search-rebind').click();
    // First decision of this browser: the reviewer's name is asked for.
    await t.page.getByTestId('reviewer-prompt-input').fill('A. Reviewer');
    await t.page.keyboard.press('Enter');
    await expect.poll(async () => (await callApi(t.app, 'review:claim', { id: claim.id })).state, { timeout: 10_000 }).toBe('supported');
    const after = await callApi(t.app, 'review:claim', { id: claim.id });
    expect(after.evidence[0]!.quote.replace(/\s+/g, ' ').trim()).toBe(phrase);
    expect(after.evidence[0]!.doc).toBe(cited.doc);
    expect(t.errors).toEqual([]);
  });
});
