import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkAnchors } from '../../../electron/pipeline/ingest/anchors.js';
import { PAGE_SEPARATOR, type CanonicalPage } from '../../../electron/pipeline/text/canonical.js';
import { cuadTxt } from '../../helpers/corpus.js';

function pagesOf(text: string): CanonicalPage[] {
  const out: CanonicalPage[] = [];
  let start = 0;
  text.split(PAGE_SEPARATOR).forEach((p, i) => {
    out.push({ page: i + 1, start, end: start + p.length, width: 612, height: 792, rotation: 0, viewBox: [0, 0, 612, 792], ocr: false, confidence: 1 });
    start += p.length + PAGE_SEPARATOR.length;
  });
  return out;
}

describe('chunkAnchors on real contract text', () => {
  // CUAD's own plain text of a real contract, split into pseudo-pages.
  const raw = readFileSync(cuadTxt(6), 'utf8');
  const text = raw.slice(0, 20000) + PAGE_SEPARATOR + raw.slice(20000, 40000);
  const anchors = chunkAnchors('dtest', text, pagesOf(text));

  it('covers every non-space character exactly once, in order, without cutting words', () => {
    let last = 0;
    for (const a of anchors) {
      expect(a.start).toBeGreaterThanOrEqual(last);
      expect(text.slice(last, a.start).trim()).toBe('');
      expect(a.text).toBe(text.slice(a.start, a.end));
      expect(/\w/.test(text[a.start - 1] ?? ' ') && /\w/.test(text[a.start]!)).toBe(false);
      expect(/\w/.test(text[a.end - 1]!) && /\w/.test(text[a.end] ?? ' ')).toBe(false);
      last = a.end;
    }
    expect(text.slice(last).trim()).toBe('');
  });

  it('keeps anchors within size bounds and ids stable and ordered', () => {
    expect(anchors.every((a) => a.text.length <= 1600)).toBe(true);
    expect(anchors.map((a) => a.id)).toEqual(anchors.map((_, i) => `dtest-${String(i).padStart(4, '0')}`));
    expect(chunkAnchors('dtest', text, pagesOf(text))).toEqual(anchors);
  });

  it('starts anchors at numbered sections and records pages', () => {
    expect(anchors.filter((a) => a.heading !== null).length).toBeGreaterThan(5);
    expect(anchors.some((a) => a.pageStart === 2)).toBe(true);
    const spanning = anchors.filter((a) => a.pageStart !== a.pageEnd);
    for (const a of spanning) expect(a.text.includes('\f')).toBe(true);
  });

  it('property: any text is covered without splitting words', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('Section 2.1 Term. ', '\n\n', 'The Licensee shall pay. ', '(a) notice ', 'x'.repeat(700), '\n'), fc.string({ maxLength: 30 })), { maxLength: 80 }), (parts) => {
        const t = parts.join('');
        const as = chunkAnchors('d', t, pagesOf(t));
        let last = 0;
        for (const a of as) {
          expect(t.slice(last, a.start).trim()).toBe('');
          expect(a.end).toBeGreaterThan(a.start);
          last = a.end;
        }
        expect(t.slice(last).trim()).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
