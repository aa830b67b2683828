import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Box } from '../../shared/geometry.js';

export type Rect = { left: number; top: number; right: number; bottom: number };

/** One highlight rectangle as painted, with the text-layer characters whose centres it covers. */
export type PaintedHighlight = {
  page: number;
  rect: Rect;
  /** Characters of the page's text layer (pdf.js spans) under the rectangle, in layer order. */
  text: string;
  /** Area of the rectangle covered by text-layer spans of the same page, as a fraction. */
  spanCoverage: number;
};

/**
 * Measures, in the browser, where each highlight of a claim landed relative to the
 * selectable text layer of its page: per-character rectangles come from DOM Ranges, so
 * CSS transforms (zoom, rotation, pdf.js's span scaling) are all accounted for. This is
 * what the user sees — not what the code meant to draw.
 */
export function measureHighlights(page: Page, claimId: string): Promise<PaintedHighlight[]> {
  return page.evaluate((id) => {
    const shrink = (r: DOMRect) => ({ left: r.left + 1, top: r.top + 1, right: r.right - 1, bottom: r.bottom - 1 });
    const inside = (x: number, y: number, r: { left: number; top: number; right: number; bottom: number }) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    const taken = new Set<string>();
    const out: Array<{ page: number; rect: { left: number; top: number; right: number; bottom: number }; text: string; spanCoverage: number }> = [];
    const highlights = [...document.querySelectorAll<HTMLElement>(`[data-testid="highlight"][data-claim-id="${CSS.escape(id)}"]`)];
    for (const hl of highlights) {
      const pageEl = hl.closest<HTMLElement>('[data-testid="pdf-page"]');
      if (!pageEl) throw new Error('a highlight is not inside a pdf-page');
      const rect = shrink(hl.getBoundingClientRect());
      const spans = [...pageEl.querySelectorAll<HTMLElement>('.textLayer span:not(.markedContent)')];
      let text = '';
      let covered = 0;
      const area = Math.max(1e-6, (rect.right - rect.left) * (rect.bottom - rect.top));
      spans.forEach((span, si) => {
        const s = span.getBoundingClientRect();
        const w = Math.max(0, Math.min(s.right, rect.right) - Math.max(s.left, rect.left));
        const h = Math.max(0, Math.min(s.bottom, rect.bottom) - Math.max(s.top, rect.top));
        covered += w * h;
        if (w * h === 0) return;
        const node = span.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return;
        const range = document.createRange();
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const c = range.getBoundingClientRect();
          const key = `${pageEl.dataset.pageNumber}:${si}:${i}`;
          if (c.width > 0 && inside(c.left + c.width / 2, c.top + c.height / 2, rect) && !taken.has(key)) {
            taken.add(key);
            text += node.textContent![i];
          }
        }
      });
      out.push({ page: Number(pageEl.dataset.pageNumber), rect, text, spanCoverage: Math.min(1, covered / area) });
    }
    return out;
  }, claimId);
}

/** Letters and digits only, lower-cased: how a quote and painted text are compared, whitespace and line breaks aside. */
export function letters(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The page's selectable text is rendered for the current zoom and rotation (not a stale layer being replaced). */
export async function textLayerReady(page: Page, n: number): Promise<void> {
  await page.locator(`[data-testid="pdf-page"][data-page-number="${n}"][data-text-layer="ready"] .textLayer span:not(.markedContent)`).first().waitFor();
}

/** Clicks a footnote and waits until its highlight is painted and every page it touches has its text layer. */
export async function openFootnote(page: Page, index: number, boxes: readonly Box[]): Promise<string> {
  const scroller = page.getByTestId('pdf-scroller');
  const before = (await scroller.count()) ? await scroller.getAttribute('data-painted-seq') : null;
  const footnote = page.getByTestId('footnote').nth(index);
  const claimId = (await footnote.getAttribute('data-claim-id'))!;
  await footnote.click();
  await page.waitForFunction(
    ({ id, n, before }) => {
      const s = document.querySelector<HTMLElement>('[data-testid="pdf-scroller"]');
      return document.querySelectorAll(`[data-testid="highlight"][data-claim-id="${id}"]`).length === n && s?.dataset.paintedSeq !== undefined && s.dataset.paintedSeq !== before;
    },
    { id: claimId, n: boxes.length, before },
  );
  for (const p of new Set(boxes.map((b) => b.page))) await textLayerReady(page, p);
  return claimId;
}

/** Every rectangle sits on selectable text, and the characters painted over are the quote's. */
export function expectOnQuote(painted: PaintedHighlight[], quote: string, pages: number[]) {
  expect(painted.map((h) => h.page)).toEqual(pages);
  for (const h of painted) {
    // Each rectangle sits on selectable text, not beside it.
    expect(h.spanCoverage).toBeGreaterThan(0.6);
    expect(letters(h.text).length).toBeGreaterThan(0);
  }
  const under = letters(painted.map((h) => h.text).join(' '));
  const want = letters(quote);
  // The painted characters are the quote: allow a character of slack at each end, nothing more.
  expect(under).toContain(want.slice(1, -1));
  expect(under.length).toBeLessThanOrEqual(want.length + 2);
}
