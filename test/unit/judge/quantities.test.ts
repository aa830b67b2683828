import { describe, expect, it } from 'vitest';
import { analyse } from '../../../electron/pipeline/judging/tokens.js';

/** The quantity keys the judge compares, for one phrase. */
const q = (text: string) => analyse(text, new Set(), false).tokens.filter((t) => t.kind === 'qty').map((t) => t.key.replace(/^Q:/, ''));

describe('quantities: one value per spelling', () => {
  it('reads numbers in words, in digits and both', () => {
    expect(q('thirty (30) days')).toEqual(['number:30:day:eq']);
    expect(q('30 days')).toEqual(['number:30:day:eq']);
    expect(q('thirty calendar days')).toEqual(['number:30:day:eq']);
    expect(q('thirty (30) business days')).toEqual(['number:30:business day:eq']);
    expect(q('one hundred twenty (120) days')).toEqual(['number:120:day:eq']);
    expect(q('twenty-five years')).toEqual(['number:25:year:eq']);
    expect(q('one (1) year')).toEqual(['number:1:year:eq']);
    expect(q('one of the parties')).toEqual([]);
    expect(q('3 Directors')).toEqual(['number:3:director:eq']);
  });

  it('reads money and percentages', () => {
    expect(q('$1,000,000')).toEqual(['money:1000000:usd:eq']);
    expect(q('$1 million')).toEqual(['money:1000000:usd:eq']);
    expect(q('one million dollars ($1,000,000)')).toEqual(['money:1000000:usd:eq']);
    expect(q('US$ 2.5 million')).toEqual(['money:2500000:usd:eq']);
    expect(q('fifteen percent (15%)')).toEqual(['percent:15:%:eq']);
    expect(q('15 per cent')).toEqual(['percent:15:%:eq']);
  });

  it('reads qualifiers, which are part of the value', () => {
    expect(q('not less than thirty (30) days')).toEqual(['number:30:day:ge']);
    expect(q('at least 30 days')).toEqual(['number:30:day:ge']);
    expect(q('up to $5,000')).toEqual(['money:5000:usd:le']);
    expect(q('no more than 5%')).toEqual(['percent:5:%:le']);
    expect(q('30 days or more')).toEqual(['number:30:day:ge']);
  });

  it('reads dates as ISO days', () => {
    for (const d of ['January 1, 2020', '1 January 2020', 'the 1st day of January, 2020', '1/1/2020', '2020-01-01']) expect(q(d), d).toEqual(['date:2020-01-01::eq']);
    expect(q('April 2017')).toEqual(['date:2017-04::eq']);
    expect(q('May 1, 2020')).toEqual(['date:2020-05-01::eq']);
  });

  it('keeps references, labels, clock times and codes as written', () => {
    expect(q('Section 2.1(a)')).toEqual(['reference:section 2.1(a)::eq']);
    expect(q('(iv) the Licensee')).toEqual(['marker:(iv)::eq']);
    expect(q('6:00 PM')).toEqual(['number:6:00pm:time:eq']);
    expect(analyse('Rule 10b-5 and clause 7.d.ii', new Set(), false).tokens.map((t) => t.key)).toContain('Q:reference:rule 10b::eq');
  });

  it('"third party" is a role, not an ordinal; "second anniversary" is an ordinal', () => {
    expect(q('any third party')).toEqual([]);
    expect(q('the second anniversary')).toEqual(['ordinal:2:anniversari:eq']);
  });
});
