import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSplit } from '../../bench/clauses.js';

/**
 * The clause bench's halves: a contract the model was validated on (`tune-a`, `tune-b`) is a tune contract, the two
 * folds never share one, and no fold reaches into the held-out half — else a "validation" would spend the held-out set.
 */
describe('clause bench splits', () => {
  it('tune-a and tune-b partition the tuning half and never touch the held-out half', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (i) => {
        expect(inSplit(i, 'tune-a') || inSplit(i, 'tune-b')).toBe(inSplit(i, 'tune'));
        expect(inSplit(i, 'tune-a') && inSplit(i, 'tune-b')).toBe(false);
        expect(inSplit(i, 'tune') && inSplit(i, 'heldout')).toBe(false);
        expect(inSplit(i, 'tune') || inSplit(i, 'heldout')).toBe(inSplit(i, undefined));
      }),
    );
  });
  it('of the 438 cuad-scale contracts, 110 + 109 tune and 219 held out', () => {
    const count = (s: Parameters<typeof inSplit>[1]) => Array.from({ length: 438 }, (_, i) => i).filter((i) => inSplit(i, s)).length;
    expect([count('tune-a'), count('tune-b'), count('tune'), count('heldout')]).toEqual([110, 109, 219, 219]);
  });
});
