import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import type { PlantedKind } from '../helpers/planted-review.js';
import { screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { plantedForFile } from './plant.js';

/**
 * A 1024×700 laptop window: the review queue shows at least eight rows with nothing
 * clipped, and the panes can be resized — by pointer and by keyboard — and keep their
 * sizes across a reload.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

const KINDS: PlantedKind[] = ['contradicted', 'no-verdict', 'low-confidence', 'altered', 'misattributed', 'paraphrased', 'contradicted', 'no-verdict', 'low-confidence', 'altered', 'paraphrased', 'no-verdict'];
const planted = plantedForFile(t, 'Which law governs this agreement and how can it be terminated?', KINDS);

/** Rows whose whole height lies inside the list's visible area. */
const rowsInView = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[data-testid="queue-list"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="queue-row"]')].filter((r) => {
      const b = r.getBoundingClientRect();
      return b.top >= list.top - 0.5 && b.bottom <= list.bottom + 0.5;
    }).length;
  });

/** Elements of a region whose text is cut off: overflowing their box, or their box outside the region. */
const clipped = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const region = document.querySelector(`[data-testid="${id}"]`)!;
    const rr = region.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() && el.getClientRects().length > 0)
      .filter((el) => !el.closest('[data-testid="queue-row"]') && !el.matches('option'))
      // Text kept for screen readers only (sr-only: a 1-pixel clipped box) is not clipped text.
      .filter((el) => el.getBoundingClientRect().width > 1)
      .filter((el) => {
        const b = el.getBoundingClientRect();
        const cut = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible';
        // Below the fold of a scrolling part of the region is reachable, not clipped.
        let scrolls = false;
        for (let p = el.parentElement; p && p !== region.parentElement; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowY)) scrolls = true;
        return cut || b.left < rr.left - 1 || b.right > rr.right + 1 || (!scrolls && b.bottom > rr.bottom + 1);
      })
      .map((el) => el.textContent!.trim().slice(0, 40));
  }, testId);

describe('a 1024×700 window', () => {
  it('shows at least eight queue rows and clips nothing, in light and dark', async () => {
    expect(planted.response.claims.length).toBe(KINDS.length);
    await t.page.setViewportSize({ width: 1024, height: 700 });
    await t.page.getByTestId('view-queue').click();
    await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-row"]').length >= 8);
    await t.page.locator('[data-testid="queue-detail"]:not([data-claim-id=""])').waitFor();
    await screenshot(t.page, '60-queue-1024x700-light');
    expect(await rowsInView(t.page)).toBeGreaterThanOrEqual(8);
    for (const id of ['quality-report', 'queue-filters', 'queue-detail']) expect(await clipped(t.page, id), id).toEqual([]);
    await screenshot(t.page, '60-queue-1024x700-light');
    await t.page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(t.page, '61-queue-1024x700-dark');
    await t.page.emulateMedia({ colorScheme: 'light' });
  });

  it('resizes the panes by pointer and keyboard, and remembers the sizes after a reload', async () => {
    const width = (id: string) => t.page.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().width, id);
    const main0 = await width('main');
    const bar = (await t.page.getByTestId('split-main').boundingBox())!;
    await t.page.mouse.move(bar.x + bar.width / 2, bar.y + 200);
    await t.page.mouse.down();
    await t.page.mouse.move(bar.x + bar.width / 2 + 80, bar.y + 200, { steps: 4 });
    await t.page.mouse.up();
    expect(Math.round((await width('main')) - main0)).toBe(80);
    const nav0 = await width('nav');
    await t.page.getByTestId('split-nav').focus();
    await t.page.keyboard.press('ArrowLeft');
    expect(Math.round((await width('nav')) - nav0)).toBe(-16);
    const detail0 = await t.page.getByTestId('queue-detail').evaluate((e) => e.getBoundingClientRect().height);
    await t.page.getByTestId('split-detail').focus();
    await t.page.keyboard.press('ArrowUp');
    const detail1 = await t.page.getByTestId('queue-detail').evaluate((e) => e.getBoundingClientRect().height);
    expect(Math.round(detail1 - detail0)).toBe(16);

    const sizes = { main: await width('main'), nav: await width('nav'), detail: detail1 };
    await t.page.reload();
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('queue-detail').waitFor();
    expect(await width('main')).toBe(sizes.main);
    expect(await width('nav')).toBe(sizes.nav);
    expect(await t.page.getByTestId('queue-detail').evaluate((e) => e.getBoundingClientRect().height)).toBe(sizes.detail);
    expect(await t.page.getByTestId('split-main').getAttribute('aria-valuenow')).toBe(String(Math.round(sizes.main)));
    expect(t.errors).toEqual([]);
  });
});
