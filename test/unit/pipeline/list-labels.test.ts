import { describe, expect, it } from 'vitest';
import { nextLabel, previousLabel, ROMANS } from '../../../electron/pipeline/text/list-labels.js';

describe('list labels: one sequence for the section map and for lists', () => {
  it('counts letters, numbers and roman numerals forward', () => {
    expect(nextLabel('a', false)).toBe('b');
    expect(nextLabel('A', false)).toBe('B');
    expect(nextLabel('9', false)).toBe('10');
    expect(nextLabel('iv', true)).toBe('v');
    expect(nextLabel('x', true)).toBe('xi');
    expect(nextLabel('x', false)).toBe('y');
    expect(nextLabel('xv', true)).toBeNull();
    expect(nextLabel('q', true)).toBeNull();
  });
  it('counts back, reading a single letter that is also a numeral as a letter unless told', () => {
    expect(previousLabel('b')).toBe('a');
    expect(previousLabel('a')).toBeNull();
    expect(previousLabel('ii')).toBe('i');
    expect(previousLabel('v')).toBe('u');
    expect(previousLabel('v', true)).toBe('iv');
    expect(previousLabel('i', true)).toBeNull();
    expect(previousLabel('bb')).toBe('aa');
    expect(previousLabel('aa')).toBe('z');
    expect(previousLabel('12')).toBe('11');
  });
  it('next and previous undo each other along the roman sequence', () => {
    for (let i = 1; i < ROMANS.length; i++) {
      expect(nextLabel(ROMANS[i - 1]!, true)).toBe(ROMANS[i]);
      expect(previousLabel(ROMANS[i]!, true)).toBe(ROMANS[i - 1]);
    }
  });
});
