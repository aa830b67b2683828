import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paragraphExtent, type PxRect } from '../../../electron/audit/bundle/crop-extent.js';

const PAGE = { width: 935, height: 1210 };
const MARGIN = { x: 15, y: 9 };
/** A page of text lines 14 px apart (10 px tall), paragraphs separated by a blank line, text from x 100 to 830. */
function page(paragraphs: number[]): PxRect[] {
  const out: PxRect[] = [];
  let y = 100;
  for (const lines of paragraphs) {
    for (let i = 0; i < lines; i++, y += 14) out.push({ x0: 100, y0: y, x1: i === lines - 1 ? 500 : 830, y1: y + 10 });
    y += 14;
  }
  return out;
}

describe('report crop extent', () => {
  it('takes the cited line’s whole paragraph, across the text width, and stops at the paragraph breaks', () => {
    const text = page([3, 5, 4]);
    // The third line of the second paragraph (lines 4–8 of the text), cited from mid-line.
    const cited = [{ x0: 300, y0: text[5]!.y0, x1: 600, y1: text[5]!.y1 }];
    const r = paragraphExtent(text, cited, PAGE, MARGIN);
    expect(r.y0).toBe(Math.floor(text[3]!.y0 - MARGIN.y));
    expect(r.y1).toBe(Math.ceil(text[7]!.y1 + MARGIN.y));
    expect(r.x0).toBe(100 - MARGIN.x);
    expect(r.x1).toBe(830 + MARGIN.x);
  });

  it('bounds the context on a page without paragraph breaks, and falls back to the cited band without text', () => {
    const text = page([60]);
    const cited = [{ x0: 120, y0: text[30]!.y0, x1: 400, y1: text[30]!.y1 }];
    const r = paragraphExtent(text, cited, PAGE, MARGIN);
    expect(r.y1 - r.y0).toBeLessThanOrEqual(25 * 14 + 2 * MARGIN.y + 2);
    expect(paragraphExtent([], cited, PAGE, MARGIN)).toEqual({ x0: 105, y0: Math.floor(text[30]!.y0 - 9), x1: 415, y1: Math.ceil(text[30]!.y1 + 9) });
  });

  it('always contains the cited boxes and stays on the page', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), (paras, a, b) => {
        const text = page(paras);
        const i = a % text.length;
        const j = Math.min(text.length - 1, i + (b % 4));
        const cited = text.slice(i, j + 1).map((t) => ({ ...t, x0: t.x0 + 20 }));
        const r = paragraphExtent(text, cited, PAGE, MARGIN);
        for (const c of cited) expect(r.x0 <= c.x0 && r.y0 <= c.y0 && r.x1 >= c.x1 && r.y1 >= c.y1).toBe(true);
        expect(r.x0 >= 0 && r.y0 >= 0 && r.x1 <= PAGE.width && r.y1 <= PAGE.height).toBe(true);
      }),
    );
  });
});
