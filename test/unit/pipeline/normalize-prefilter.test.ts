import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SEPARATOR } from '../../../electron/pipeline/text/canonical.js';
import { findNormalized } from '../../../electron/pipeline/text/normalize.js';
import { cuadTxt } from '../../helpers/corpus.js';

/**
 * findNormalized rules sources out before scanning them (interior words and word pairs,
 * then the bare text). A prefilter may only save time: on real contract text with
 * line-break hyphenation, repeated page furniture and restyled quotes, its results are
 * exactly those of the full scan.
 */
function pagedContract(n: number): string {
  const words = readFileSync(cuadTxt(n), 'utf8').slice(0, 40_000).split(/(?<=\s)/);
  const pages: string[] = [];
  for (let i = 0, p = 1; i < words.length; i += 450, p++) {
    // Hyphenate a long word at each line end now and then: "agree-\nment".
    const body = words.slice(i, i + 450).map((w, j) => (j % 37 === 5 && /^[a-z]{8,}\s$/.test(w) ? `${w.slice(0, 4)}-\n${w.slice(4)}` : w)).join('');
    pages.push(`${body}\nSource: ACME CORP, 10-K, 3/1/2020 Page ${p}`);
  }
  return pages.join(PAGE_SEPARATOR);
}

describe('the normalised-search prefilter', () => {
  const docs = [pagedContract(1), pagedContract(6)];

  it('never changes a result: substrings of the contract, restyled, cut mid-word, or from another contract', () => {
    let foundSome = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 }), fc.double({ min: 0, max: 0.98, noNaN: true }), fc.integer({ min: 1, max: 240 }), fc.integer({ min: 0, max: 3 }), (from, into, at, len, style) => {
        const src = docs[from]!;
        const start = Math.floor(at * src.length);
        let needle = src.slice(start, start + len);
        if (style === 1) needle = needle.replace(/\s+/g, ' ').replace(/"/g, '“');
        if (style === 2) needle = needle.replace(/-\n/g, '');
        if (style === 3) needle = needle.replace(/ (\w+) /, ' $1 not ');
        const hay = docs[into]!;
        const got = findNormalized(hay, needle);
        expect(got).toEqual(findNormalized(hay, needle, { prefilter: false }));
        if (got.length > 0) foundSome++;
      }),
      { numRuns: 600 },
    );
    expect(foundSome).toBeGreaterThan(150); // both sides exercised
  });

  it('finds what it should: a hyphenated word read across the line break, and text across the page furniture', () => {
    const hay = docs[0]!;
    const m = /(\w{4})-\n(\w+)/.exec(hay)!;
    expect(findNormalized(hay, `${m[1]}${m[2]}`).length).toBeGreaterThan(0);
    const sep = hay.indexOf(PAGE_SEPARATOR);
    const footer = hay.lastIndexOf('\n', sep - 1);
    const across = `${hay.slice(footer - 30, footer).trim()} ${hay.slice(sep + PAGE_SEPARATOR.length, sep + PAGE_SEPARATOR.length + 30).trim()}`;
    expect(findNormalized(hay, across)).toEqual(findNormalized(hay, across, { prefilter: false }));
  });
});
