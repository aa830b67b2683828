import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeLexical } from '../../../electron/pipeline/judge/lexical.js';
import { numbersIn } from '../../../electron/pipeline/judge/numbers.js';

// Real clauses from CUAD contracts (cuad-dev-01, cuad-dev-14).
const LAW = 'This Agreement shall be interpreted under the laws of the State of Nevada.';
const TERM = 'MICOA agrees to purchase from Agency, and Agency agrees to sell to MICOA Agency\'s ownership interest in the expirations. The purchase shall be completed within 60 calendar days after the termination date.';
const NOTICE = 'Either party may terminate this Agreement upon thirty (30) days prior written notice to the other party.';

describe('lexical judge', () => {
  it('entails verbatim and contained claims', () => {
    expect(judgeLexical(LAW, LAW).verdict).toBe('entailed');
    expect(judgeLexical('The purchase shall be completed within 60 calendar days after the termination date.', TERM)).toMatchObject({ verdict: 'entailed' });
    expect(judgeLexical('Either party may terminate this Agreement upon 30 days prior written notice.', NOTICE).verdict).toBe('entailed');
  });
  it('never entails a changed number; says contradicted when the rest matches', () => {
    expect(judgeLexical('The purchase shall be completed within 90 calendar days after the termination date.', TERM).verdict).toBe('contradicted');
    expect(judgeLexical('Either party may terminate this Agreement upon sixty (60) days prior written notice to the other party.', NOTICE).verdict).toBe('contradicted');
  });
  it('never entails an inserted or removed negation', () => {
    expect(judgeLexical('This Agreement shall not be interpreted under the laws of the State of Nevada.', LAW).verdict).not.toBe('entailed');
    expect(judgeLexical('Agency agrees to sell competing products in Nevada.', 'Agency agrees not to sell any competing products in Nevada.').verdict).not.toBe('entailed');
  });
  it('never entails a swapped party or a changed modal', () => {
    expect(judgeLexical('Agency agrees to purchase from MICOA.', TERM).verdict).not.toBe('entailed');
    expect(judgeLexical('Either party shall terminate this Agreement upon thirty (30) days prior written notice.', NOTICE).verdict).not.toBe('entailed');
  });
  it('abstains on content the span does not contain', () => {
    expect(judgeLexical('This Agreement is governed by the laws of the State of Nevada and is perpetual.', LAW).verdict).toBe('abstain');
  });
  it('reads numbers as values', () => {
    expect([...numbersIn('thirty (30) days, $1,000,000 or 2 million and twenty-five percent')].sort((a, b) => a - b)).toEqual([25, 30, 1_000_000, 2_000_000]);
  });
  it('property: changing a digit, inserting "not" after a modal, or swapping two parties never yields entailed', () => {
    const sentences = [TERM, NOTICE, LAW, 'The Licensee shall pay the Licensor a royalty of 5% of Net Sales within 45 days after each quarter.'];
    fc.assert(
      fc.property(fc.constantFrom(...sentences), fc.integer({ min: 0, max: 2 }), fc.nat(), (s, how, k) => {
        let claim = s;
        if (how === 0) {
          const digits = [...s.matchAll(/\d/g)];
          if (!digits.length) return;
          const d = digits[k % digits.length]!;
          claim = s.slice(0, d.index) + String((Number(d[0]) + 1 + (k % 8)) % 10) + s.slice(d.index + 1);
        } else if (how === 1) {
          claim = s.replace(/\b(shall|may|will|agrees to)\b/, '$1 not');
        } else {
          const pairs: Array<[string, string]> = [['Licensee', 'Licensor'], ['MICOA', 'Agency']];
          const p = pairs.find(([a, b]) => s.includes(a) && s.includes(b));
          if (!p) return;
          claim = s.replaceAll(p[0], '\u0000').replaceAll(p[1], p[0]).replaceAll('\u0000', p[1]);
        }
        if (claim === s) return;
        expect(judgeLexical(claim, s).verdict).not.toBe('entailed');
      }),
      { numRuns: 500 },
    );
  });
});
