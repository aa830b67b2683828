import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../electron/pipeline/text/regexp-literal.js';

describe('escapeRegExp', () => {
  it('matches its text, and only its text, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (s, other) => {
        const re = new RegExp(`^${escapeRegExp(s)}$`, 'u');
        expect(re.test(s)).toBe(true);
        if (other !== s) expect(re.test(other)).toBe(false);
      }),
    );
    expect(new RegExp(escapeRegExp('Acme (USA) Inc.')).test('Acme (USA) Inc.')).toBe(true);
    expect(new RegExp(escapeRegExp('Acme (USA) Inc.')).test('Acme USA Inc!')).toBe(false);
  });
});
