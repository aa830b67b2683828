import { describe, expect, it } from 'vitest';
import { charWidth } from '../../../electron/pipeline/ingest/extract/char-widths.js';
import { buildPageText, charStops } from '../../../electron/pipeline/ingest/extract/page-text.js';
import type { PdfTextItem, PdfTextStyle } from '../../../electron/pipeline/ingest/extract/types.js';

const styles: Record<string, PdfTextStyle> = {
  F1: { fontFamily: 'serif', ascent: 0.89, descent: -0.216, vertical: false },
  F2: { fontFamily: 'sans-serif', ascent: 0, descent: 0, vertical: false },
};

/** A run of Times-metric text at (x, y): its width is what pdf.js would report. */
function run(str: string, x: number, y: number, opts: { size?: number; eol?: boolean; font?: string; width?: number } = {}): PdfTextItem {
  const size = opts.size ?? 10;
  let w = 0;
  for (const ch of str) w += charWidth(ch, 'serif');
  return { str, transform: [size, 0, 0, size, x, y], width: opts.width ?? (w * size) / 1000, height: size, fontName: opts.font ?? 'F1', hasEOL: opts.eol ?? false };
}

const page = (items: PdfTextItem[]) => buildPageText({ page: 3, items, styles, extractor: 'test@1' });

describe('buildPageText', () => {
  it('ends lines at hasEOL and leaves a blank line where the vertical gap opens a paragraph', () => {
    const { text } = page([
      run('1. Term.', 72, 700, { eol: true }),
      run('The Term is five years', 72, 688, { eol: true }),
      run('from the Effective Date.', 72, 676, { eol: true }),
      run('2. Fees.', 72, 640, { eol: true }),
    ]);
    expect(text).toBe('1. Term.\nThe Term is five years\nfrom the Effective Date.\n\n2. Fees.');
  });

  it('positions every visible run at its offsets, with the run geometry and metrics', () => {
    const items = [run('Alpha beta', 72, 700), run(' ', 120, 700, { width: 2.5 }), run('gamma', 122.5, 700, { eol: true }), run('delta', 72, 688)];
    const { text, elements } = page(items);
    expect(text).toBe('Alpha beta gamma\ndelta');
    expect(elements.map((e) => text.slice(e.start, e.end))).toEqual(['Alpha beta', 'gamma', 'delta']);
    expect(elements[0]).toMatchObject({ page: 3, ox: 72, oy: 700, ux: 1, uy: 0, advance: items[0]!.width, extractor: 'test@1', confidence: 1 });
    expect(elements[0]!.ascent).toBeCloseTo(8.9);
    expect(elements[0]!.descent).toBeCloseTo(2.16);
  });

  it('falls back to typical ascent/descent when the font reports none', () => {
    const { elements } = page([run('Sans text', 72, 700, { font: 'F2' })]);
    expect(elements[0]).toMatchObject({ ascent: 8, descent: 2 });
  });

  it('replaces control characters with spaces, keeping offsets one to one', () => {
    const { text, elements } = page([run('Net\u0000thirty\u0007days\u007f', 72, 700)]);
    expect(text).toBe('Net thirty days');
    expect(elements[0]).toMatchObject({ start: 0, end: 16 });
  });

  it('starts a new line where a run leaves the baseline without hasEOL (a footer after a clause)', () => {
    const { text } = page([
      run('Federal Communications Commission (“FCC”).', 50, 363),
      run('2', 300, 50),
      run('Source: TUBE MEDIA CORP., 8-K, 3/10/2006', 60, 36),
    ]);
    expect(text).toBe('Federal Communications Commission (“FCC”).\n\n2\nSource: TUBE MEDIA CORP., 8-K, 3/10/2006');
  });

  it('keeps superscripts and slightly raised runs on their line', () => {
    const { text } = page([run('made as of the 6', 72, 700), run('th', 137.6, 703, { size: 7 }), run(' ', 143, 703, { size: 7, width: 2 }), run('day of March', 145, 700, { eol: true })]);
    expect(text).toBe('made as of the 6th day of March');
  });

  it('starts a new line when text jumps backwards or turns', () => {
    expect(page([run('right column', 300, 700), run('left column', 72, 700)]).text).toBe('right column\nleft column');
    const turned: PdfTextItem = { ...run('Sideways', 500, 100), transform: [0, 10, -10, 0, 500, 100] };
    // (and, being far from the last line's baseline, it opens a paragraph)
    expect(page([run('Across', 72, 700), turned]).text).toBe('Across\n\nSideways');
  });

  it('adds a space between runs visibly apart on a line when none was drawn, and only then', () => {
    const { text } = page([run('Column A', 72, 700), run('Column B', 200, 700), run('s', 200 + run('Column B', 0, 0).width, 700)]);
    expect(text).toBe('Column A Column Bs');
  });

  it('drops leading and trailing whitespace runs, and empty pages are empty', () => {
    expect(page([run(' ', 72, 700, { width: 3 }), run('Text', 75, 700, { eol: true }), run('  ', 72, 688, { width: 3, eol: true })]).text).toBe('Text');
    expect(page([])).toEqual({ text: '', elements: [] });
  });
});

describe('charStops', () => {
  it('runs from 0 to 1 in character order, proportionally to the width model', () => {
    const stops = charStops('mil', 'serif');
    expect(stops).toHaveLength(4);
    expect(stops[0]).toBe(0);
    expect(stops[3]).toBeCloseTo(1);
    // m (778) is wider than i (278) and l (278)
    expect(stops[1]!).toBeCloseTo(778 / (778 + 278 + 278));
    expect(charStops('abcd', 'uniform')).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
