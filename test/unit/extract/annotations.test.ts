import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annotationItems, annotationText, MAX_ANNOTATIONS_PER_PAGE, MAX_PAGE_ANNOTATION_CHARS, mergeInReadingOrder, pageAnnotationItems, type PdfAnnotation } from '../../../electron/pipeline/ingest/extract/annotations.js';
import { buildPageText } from '../../../electron/pipeline/ingest/extract/page-text.js';
import type { PdfTextItem } from '../../../electron/pipeline/ingest/extract/types.js';

const PRINT = 4;
const field = (value: unknown, more: Partial<PdfAnnotation> = {}): PdfAnnotation => ({ subtype: 'Widget', fieldType: 'Tx', fieldValue: value, annotationFlags: PRINT, rect: [166, 674, 316, 688], ...more });
const freeText = (contents: string, more: Partial<PdfAnnotation> = {}): PdfAnnotation => ({ subtype: 'FreeText', contentsObj: { str: contents }, annotationFlags: PRINT, rect: [47, 621, 203, 640], ...more });
const run = (str: string, x: number, y: number, hasEOL = false): PdfTextItem => ({ str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10, fontName: 'g_f1', hasEOL });

describe('annotationText: what a reader sees, and only that', () => {
  it('takes a text field\'s value, a choice field\'s selection, a FreeText or Text annotation\'s contents', () => {
    expect(annotationText(field('Lucía'))).toEqual({ kind: 'field', text: 'Lucía' });
    expect(annotationText(field(['oracle', 'db2'], { fieldType: 'Ch' }))).toEqual({ kind: 'field', text: 'oracle, db2' });
    expect(annotationText(freeText('Hello World from Acrobat'))).toEqual({ kind: 'annotation', text: 'Hello World from Acrobat' });
    expect(annotationText({ subtype: 'Text', contentsObj: { str: 'Check this clause' }, annotationFlags: PRINT | 24 })).toEqual({ kind: 'annotation', text: 'Check this clause' });
    expect(annotationText(freeText('', { richText: { str: 'rich only' } }))).toEqual({ kind: 'annotation', text: 'rich only' });
  });

  it('normalises line ends and drops trailing blank lines', () => {
    expect(annotationText(field('tx annotation\rLine2\r\nLine3\r'))!.text).toBe('tx annotation\nLine2\nLine3');
  });

  it('leaves out hidden, no-view and never-printed annotations, password fields, buttons, popups, links and empty values', () => {
    expect(annotationText(field('Hello', { annotationFlags: 2 }))).toBeNull();
    expect(annotationText(field('World', { annotationFlags: 32 }))).toBeNull();
    expect(annotationText(field('World', { annotationFlags: PRINT, hidden: true }))).toBeNull();
    expect(annotationText(field('not on paper', { annotationFlags: 0 }))).toBeNull();
    expect(annotationText(field('secret', { password: true }))).toBeNull();
    expect(annotationText(field('Yes', { fieldType: 'Btn' }))).toBeNull();
    expect(annotationText({ subtype: 'Popup', contentsObj: { str: 'repeats its parent' }, annotationFlags: PRINT })).toBeNull();
    expect(annotationText({ subtype: 'Link', contentsObj: { str: 'x' }, annotationFlags: PRINT })).toBeNull();
    expect(annotationText(field('   '))).toBeNull();
    expect(annotationText(field(null))).toBeNull();
  });
});

describe('annotationItems: lines laid out inside the rectangle', () => {
  it('puts every line\'s run inside the widget rectangle, top line first', () => {
    const items = annotationItems(field('Several\n\nOther\nJobs', { rect: [59, 194, 210, 282] }));
    expect(items.map((i) => i.str)).toEqual(['Several', '', 'Other', 'Jobs']);
    for (const i of items) {
      const [size, , , , x, y] = i.transform as [number, number, number, number, number, number];
      expect(x).toBeGreaterThanOrEqual(59);
      expect(x + i.width).toBeLessThanOrEqual(210);
      expect(y - 0.2 * size).toBeGreaterThanOrEqual(194);
      expect(y + 0.8 * size).toBeLessThanOrEqual(282);
      expect(i.kind).toBe('field');
    }
    expect(items[0]!.transform[5]!).toBeGreaterThan(items[3]!.transform[5]!);
  });

  it('keeps any rectangle\'s runs inside it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 700 }), fc.integer({ min: 4, max: 300 }), fc.integer({ min: 4, max: 200 }), fc.array(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && !/[\r\n]/.test(s)), { minLength: 1, maxLength: 5 }), (x, y, w, h, lines) => {
        const items = annotationItems(field(lines.join('\n'), { rect: [x, y, x + w, y + h] }));
        return items.every((i) => i.transform[4]! >= x && i.transform[4]! + i.width <= x + w + 1e-9);
      }),
    );
  });

  it('gives nothing for a rectangle that is not one', () => {
    expect(annotationItems(field('x', { rect: [Number.NaN, 0, 10, 10] }))).toEqual([]);
    expect(annotationItems(field('x', { rect: [0, 0] }))).toEqual([]);
  });
});

describe('pageAnnotationItems: bounded', () => {
  it('takes at most 200,000 characters of annotation text from a page, and at most 2,000 annotations', () => {
    const big = Array.from({ length: 50 }, () => field('x'.repeat(20_000)));
    const items = pageAnnotationItems(big).flat();
    expect(items.reduce((n, i) => n + i.str.length, 0)).toBeLessThanOrEqual(MAX_PAGE_ANNOTATION_CHARS);
    expect(pageAnnotationItems(Array.from({ length: 5000 }, () => field('a')))).toHaveLength(MAX_ANNOTATIONS_PER_PAGE);
  });
});

describe('mergeInReadingOrder: a value follows its label', () => {
  it('places each annotation after the last run at or above it, and buildPageText marks its elements by kind', () => {
    const items = [run('PDF Form Example', 72, 750, true), run('First name:', 58, 677, true), run('Last name:', 58, 644, true)];
    const merged = mergeInReadingOrder(items, [annotationItems(field('Lucía', { rect: [166, 641, 316, 656] })), annotationItems(field('Ana', { rect: [166, 674, 316, 688] }))]);
    const { text, elements } = buildPageText({ page: 1, items: merged, styles: {}, extractor: 'test' });
    expect(text).toMatch(/^PDF Form Example\n+First name:\s*Ana\n+Last name:\s*Lucía$/);
    const ana = elements.find((e) => text.slice(e.start, e.end) === 'Ana')!;
    expect(ana.kind).toBe('field');
    expect(elements.find((e) => text.slice(e.start, e.end) === 'First name:')!.kind).toBeUndefined();
  });

  it('puts an annotation above all the text first', () => {
    const merged = mergeInReadingOrder([run('Body', 72, 500, true)], [annotationItems(freeText('Header note', { rect: [72, 760, 300, 780] }))]);
    expect(merged.map((i) => i.str)).toEqual(['Header note', 'Body']);
  });
});
