import { describe, expect, it } from 'vitest';
import { masked, sectionSpans } from '../../bench/clause-ablation.js';

describe('clause ablation: a labelled clause masked in a passage', () => {
  it('blanks exactly the labelled characters inside the passage, keeping offsets and line breaks', () => {
    const text = 'Term.\nThis Agreement is governed by\nNew York law. Notices go to';
    const at = 100; // the passage's place in its document
    const s = text.indexOf('This');
    const e = text.indexOf(' Notices');
    const out = masked(text, at, [[at + s, at + e]]);
    expect(out).toHaveLength(text.length);
    expect(out.slice(0, s)).toBe('Term.\n');
    expect(out.slice(s, e).trim()).toBe('');
    expect(out.slice(s, e)).toContain('\n');
    expect(out.slice(e)).toBe(' Notices go to');
  });
  it('clips a label that starts before or ends after the passage, and ignores one elsewhere', () => {
    expect(masked('abc def', 10, [[5, 13]])).toBe('    def');
    expect(masked('abc def', 10, [[14, 40]])).toBe('abc    ');
    expect(masked('abc def', 10, [[0, 9], [18, 30]])).toBe('abc def');
  });
});

describe('clause ablation --mask section: the labelled clause with its siblings', () => {
  const sections = [
    { start: 0, end: 50000 },
    { start: 100, end: 400 },
    { start: 400, end: 20000 },
  ];
  // The innermost section holding the offset, as the section map answers it.
  const sectionAt = (o: number) => sections.filter((s) => s.start <= o && o < s.end).sort((a, b) => a.end - a.start - (b.end - b.start))[0] ?? null;
  it('widens a span to its innermost section', () => {
    expect(sectionSpans([[150, 200]], sectionAt)).toEqual([[100, 400]]);
  });
  it('keeps the span when the section is a whole article, when the span runs past it, or when there is none', () => {
    expect(sectionSpans([[500, 600]], sectionAt)).toEqual([[500, 600]]);
    expect(sectionSpans([[350, 450]], sectionAt)).toEqual([[350, 450]]);
    expect(sectionSpans([[30000, 30010]], sectionAt)).toEqual([[30000, 30010]]);
    expect(sectionSpans([[5, 9]], () => null)).toEqual([[5, 9]]);
  });
});
