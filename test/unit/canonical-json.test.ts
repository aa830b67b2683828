import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../shared/canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys, drops undefined members, keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: undefined, c: 'x' }] })).toBe('{"a":[3,{"c":"x"}],"b":1}');
  });
  it('round-trips through JSON.parse and is independent of key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const s = canonicalJson(v);
        expect(canonicalJson(JSON.parse(s))).toBe(s);
      }),
    );
  });
  it('refuses non-finite numbers', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow();
  });
});
