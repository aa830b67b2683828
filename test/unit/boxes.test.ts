import { describe, expect, it } from 'vitest';
import { boxesForRange } from '../../electron/pipeline/ingest/boxes.js';
import { assembleCanonical, PAGE_SEPARATOR } from '../../electron/pipeline/text/canonical.js';
import { charWidth } from '../../electron/pipeline/ingest/extract/char-widths.js';
import { extractPdf } from '../../electron/pipeline/ingest/extract/extract-pdf.js';
import type { TextElement } from '../../electron/pipeline/ingest/extract/types.js';
import type { Box } from '../../shared/geometry.js';
import { makePdf, textMatrix } from '../helpers/make-pdf.js';

/** A monospaced run (6 pt per character) so expected boxes are simple arithmetic. */
function el(page: number, start: number, text: string, ox: number, oy: number, dir: [number, number] = [1, 0]): TextElement {
  return { page, start, end: start + text.length, ox, oy, ux: dir[0], uy: dir[1], advance: 6 * text.length, ascent: 8, descent: 2, fontModel: 'uniform', extractor: 'test', confidence: 1 };
}

const close = (actual: Box[], expected: Box[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((b, i) => {
    const e = expected[i]!;
    expect(b.page).toBe(e.page);
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(b[k]).toBeCloseTo(e[k], 6);
  });
};

describe('boxesForRange', () => {
  // "The quick brown fox" on one line, "jumps over" on the next; page 2 holds "the lazy dog".
  const line1 = 'The quick brown fox';
  const line2 = 'jumps over';
  const page1 = `${line1}\n${line2}`;
  const text = `${page1}${PAGE_SEPARATOR}the lazy dog`;
  const p2 = page1.length + PAGE_SEPARATOR.length;
  const elements = [el(1, 0, line1, 100, 700), el(1, line1.length + 1, line2, 100, 686), el(2, p2, 'the lazy dog', 72, 720)];
  const range = (q: string, from = 0) => [text.indexOf(q, from), text.indexOf(q, from) + q.length] as const;

  it('starts and ends a quote mid-run where its characters are', () => {
    close(boxesForRange(text, elements, ...range('quick')), [{ page: 1, x0: 124, y0: 698, x1: 154, y1: 708 }]);
    close(boxesForRange(text, elements, ...range('k b')), [{ page: 1, x0: 148, y0: 698, x1: 166, y1: 708 }]);
  });

  it('gives one box per line for a range across lines', () => {
    close(boxesForRange(text, elements, ...range('fox\njumps')), [
      { page: 1, x0: 196, y0: 698, x1: 214, y1: 708 },
      { page: 1, x0: 100, y0: 684, x1: 130, y1: 694 },
    ]);
  });

  it('gives boxes on both pages for a range across a page break', () => {
    const boxes = boxesForRange(text, elements, text.indexOf('over'), p2 + 3);
    close(boxes, [
      { page: 1, x0: 136, y0: 684, x1: 160, y1: 694 },
      { page: 2, x0: 72, y0: 718, x1: 90, y1: 728 },
    ]);
  });

  it('gives no box for an empty or reversed range, or one holding only a line break', () => {
    expect(boxesForRange(text, elements, 5, 5)).toEqual([]);
    expect(boxesForRange(text, elements, 9, 4)).toEqual([]);
    expect(boxesForRange(text, elements, line1.length, line1.length + 1)).toEqual([]);
  });

  it('spans a space that belongs to no run between two runs of a line', () => {
    const t = 'Net thirty';
    const els = [el(1, 0, 'Net', 100, 700), el(1, 4, 'thirty', 124, 700)];
    close(boxesForRange(t, els, 0, t.length), [{ page: 1, x0: 100, y0: 698, x1: 160, y1: 708 }]);
  });

  it('boxes rotated text axis-aligned: 90° runs upwards with its ascent to the left, 180° runs leftwards', () => {
    const up = el(1, 0, 'Rotated text', 300, 300, [0, 1]);
    close(boxesForRange('Rotated text', [up], 8, 12), [{ page: 1, x0: 292, y0: 348, x1: 302, y1: 372 }]);
    const down = el(1, 0, 'upside down', 400, 500, [-1, 0]);
    close(boxesForRange('upside down', [down], 7, 11), [{ page: 1, x0: 334, y0: 492, x1: 358, y1: 502 }]);
  });

  it('boxes text drawn with a rotated text matrix in a real PDF where the glyphs are', async () => {
    const pdf = makePdf([{ runs: [{ text: 'Rotated text reads upward', matrix: textMatrix(12, 300, 300, 90) }, { text: 'Level line', matrix: textMatrix(12, 72, 700) }] }]);
    const { pages } = await extractPdf({ data: pdf, file: 'rotated.pdf', ocr: 'off', ocrDpi: 300, maxPages: 1 }, () => undefined);
    const doc = assembleCanonical(pages);
    const at = doc.text.indexOf('text');
    const [box] = boxesForRange(doc.text, doc.elements, at, at + 4);
    // Helvetica advances (AFM): "Rotated " is 3780/1000 em, "text" 1612/1000 em, at 12 pt.
    const widthOf = (s: string) => [...s].reduce((w, c) => w + charWidth(c, 'sans'), 0) * 0.012;
    expect(box!.y0).toBeCloseTo(300 + widthOf('Rotated '), 3);
    expect(box!.y1).toBeCloseTo(300 + widthOf('Rotated text'), 3);
    // The glyphs stand to the left of the baseline (x < 300), their descent to its right.
    expect(box!.x0).toBeGreaterThan(300 - 12);
    expect(box!.x0).toBeLessThan(300 - 8);
    expect(box!.x1).toBeGreaterThan(300);
    expect(box!.x1).toBeLessThan(300 + 4);
  });
});
