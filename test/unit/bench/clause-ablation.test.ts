import { describe, expect, it } from 'vitest';
import { masked } from '../../bench/clause-ablation.js';

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
