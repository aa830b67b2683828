import { describe, expect, it } from 'vitest';
import { editDistance, fuzzyFind } from '../../../electron/pipeline/verification/fuzzy.js';

const source = 'The term of this Agreement shall be thirty (30) days from the Effective Date, unless terminated earlier by either party.';

describe('fuzzyFind', () => {
  it('locates a quote with one word changed and scores it below 1', () => {
    const hit = fuzzyFind(source, 'shall be sixty (30) days from the Effective Date', [0, source.length], 0.8)!;
    expect(source.slice(hit.start, hit.end)).toBe('shall be thirty (30) days from the Effective Date');
    expect(hit.score).toBeLessThan(1);
    expect(hit.score).toBeGreaterThan(0.8);
  });
  it('locates a quote with "not" inserted', () => {
    const hit = fuzzyFind(source, 'unless not terminated earlier by either party', [0, source.length], 0.8)!;
    expect(source.slice(hit.start, hit.end)).toBe('unless terminated earlier by either party');
  });
  it('finds nothing for unrelated text or too-short quotes, and respects the range', () => {
    expect(fuzzyFind(source, 'governed by the laws of the State of Delaware', [0, source.length], 0.8)).toBeNull();
    expect(fuzzyFind(source, 'the term', [0, source.length], 0.5)).toBeNull();
    expect(fuzzyFind(source, 'shall be thirty (30) days from', [60, source.length], 0.8)).toBeNull();
  });
  it('edit distance over words', () => {
    expect(editDistance(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(editDistance([], ['a'])).toBe(1);
  });
});
