import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalShare } from '../../../electron/pipeline/text/capitals.js';
import { askedBounds, askedFigureWords, figuresIn, meetsThreshold, sameFigure, YES_NO } from '../../../electron/pipeline/text/lengths-said.js';
import { questionUnits } from '../../../electron/pipeline/text/question-units.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

describe('figuresIn: the lengths, percentages and sums a clause states', () => {
  it('reads a length in words and digits, its unit and whether it is a bound', () => {
    expect(figuresIn('Licensee may cure within thirty (30) days after notice, or sixty days for a failure to report.')).toEqual([
      { n: 30, unit: 'day', said: 'thirty (30) days', bound: true, by: 'within', boundWords: 'within', limit: null, at: 25 },
      { n: 60, unit: 'day', said: 'sixty days', bound: false, by: null, boundWords: null, limit: null, at: 59 },
    ]);
    expect(figuresIn('on not less than ninety (90) days notice')?.map((f) => [f.bound, f.by, f.limit])).toEqual([[true, 'not less than', 'floor']]);
    expect(figuresIn('a bonus of up to 50% of basic salary')?.map((f) => [f.bound, f.limit])).toEqual([[true, 'ceiling']]);
    expect(figuresIn('a 30-day period')?.map((f) => [f.n, f.unit])).toEqual([[30, 'day']]);
    expect(figuresIn('six (6) calendar months')?.map((f) => [f.n, f.unit])).toEqual([[6, 'month']]);
  });
  it('reads percentages and sums of money as one number', () => {
    expect(figuresIn('a royalty of fifteen percent (15%) of Net Sales, and no less than $25,000 a year')?.map((f) => [f.n, f.unit])).toEqual([
      [15, '%'],
      [25000, 'money'],
    ]);
    expect(figuresIn('a fee of 10,000 U.S. Dollars')?.map((f) => [f.n, f.unit])).toEqual([[10000, 'money']]);
  });
  it('reads a compound number word: twenty-four months, forty-five days', () => {
    expect(figuresIn('for twenty-four months, then forty-five (45) days')?.map((f) => [f.n, f.unit])).toEqual([
      [24, 'month'],
      [45, 'day'],
    ]);
  });
  it('cannot read a length longer than its pattern: one hundred twenty days', () => {
    expect(figuresIn('within one hundred twenty days')).toBeNull();
    expect(figuresIn('within one hundred and twenty days')).toBeNull();
    expect(figuresIn('within one-hundred-twenty-five days')).toBeNull();
  });
  it('reads it when its digits follow in brackets: one hundred twenty (120) days (trial 38, cuad-dev-01 § F.2)', () => {
    expect(figuresIn('at least one hundred twenty (120) days advance written notice')?.map((f) => [f.n, f.unit])).toEqual([[120, 'day']]);
    expect(figuresIn('one-hundred-eighty (180) days')?.map((f) => [f.n, f.unit])).toEqual([[180, 'day']]);
  });
});

describe('sameFigure: one time in any units, one percentage, one sum', () => {
  it('takes ninety days for three months and a year for twelve months, not six months for ninety days', () => {
    expect(sameFigure({ n: 90, unit: 'day' }, { n: 3, unit: 'month' })).toBe(true);
    expect(sameFigure({ n: 1, unit: 'year' }, { n: 12, unit: 'month' })).toBe(true);
    expect(sameFigure({ n: 6, unit: 'week' }, { n: 42, unit: 'day' })).toBe(true);
    expect(sameFigure({ n: 24, unit: 'hour' }, { n: 1, unit: 'day' })).toBe(true);
    expect(sameFigure({ n: 1, unit: 'hour' }, { n: 60, unit: 'minute' })).toBe(true);
    expect(sameFigure({ n: 1, unit: 'hour' }, { n: 15, unit: 'minute' })).toBe(false);
    expect(sameFigure({ n: 90, unit: 'day' }, { n: 6, unit: 'month' })).toBe(false);
    expect(sameFigure({ n: 30, unit: 'day' }, { n: 1, unit: 'year' })).toBe(false);
    expect(sameFigure({ n: 50, unit: '%' }, { n: 50, unit: '%' })).toBe(true);
    expect(sameFigure({ n: 50, unit: '%' }, { n: 50, unit: 'money' })).toBe(false);
  });
});

describe('askedFigureWords: the figure a yes-no question asks, which a clause need not say', () => {
  it('gives the asked length in words and digits, and a bound, not a named stretch', () => {
    expect(askedFigureWords('Is the cure period for a failure to pay thirty (30) days?')).toEqual(['thirty', '30', 'day']);
    expect(askedFigureWords('Is the Warranty Period twenty-four months?')).toEqual(['twenty-four', 'month']);
    // A bound is asked too: a clause with another length answers it no (trial 46, cuad-dev-18 § 2.6).
    expect(askedFigureWords('Must the Licensee cure within thirty days?')).toEqual(['thirty', 'day']);
    expect(askedFigureWords('Can the Company terminate after the first three months?')).toEqual([]);
    // A floor or a ceiling is asked, as figureOpposed weighs it against the claim's own (trial 39: cuad-dev-08 § 2.02A's
    // "at least 3 months" was refused for not saying "six", when its answer is no).
    expect(askedFigureWords('Must the franchisee give notice of its election to renew at least six months before the term expires?')).toEqual(['six', 'month']);
    expect(askedFigureWords('Is the commission capped at up to 10%?')).toEqual(['10']);
  });
  it('gives an asked percentage or sum as contentTerms reads it', () => {
    expect(askedFigureWords('Is the commission 15%?')).toEqual(['15']);
    expect(askedFigureWords('Is the fee 20,000 U.S. Dollars?')).toEqual(['20000']);
    expect(askedFigureWords('After MediaNet approves a prospect, is the fee $5,000?')).toEqual(['5000']);
  });
  it('asks nothing of a question that is not yes-no, and still reads a length figuresIn cannot', () => {
    expect(askedFigureWords('What is the cure period of thirty days?')).toEqual([]);
    expect(askedFigureWords('Is the notice period one hundred twenty days?')).toEqual(['twenty', 'day']);
  });
});

describe('capitalShare', () => {
  it('is the share of letters that are capitals', () => {
    expect(capitalShare('IS THE LICENSE EXCLUSIVE?')).toBe(1);
    expect(capitalShare('Is the FTC named?')).toBeCloseTo(4 / 13);
    expect(capitalShare('12 — 30')).toBe(0);
  });
});

describe('meetsThreshold: a case against the threshold a clause sets (trial 42, cuad-dev-03 § 3.5)', () => {
  const bound = (text: string) => figuresIn(text)![0]!;
  it('reads "more than", a floor, a ceiling and "less than", in any unit of a length', () => {
    expect(meetsThreshold({ n: 3, unit: '%' }, bound('represents more than five percent (5%) of the amount due'))).toBe(false);
    expect(meetsThreshold({ n: 6, unit: '%' }, bound('represents more than five percent (5%) of the amount due'))).toBe(true);
    expect(meetsThreshold({ n: 5, unit: '%' }, bound('represents more than five percent (5%) of the amount due'))).toBe(false);
    expect(meetsThreshold({ n: 5, unit: '%' }, bound('of at least 5%'))).toBe(true);
    expect(meetsThreshold({ n: 40000, unit: 'money' }, bound('claims not less than $50,000'))).toBe(false);
    expect(meetsThreshold({ n: 60000, unit: 'money' }, bound('fees not to exceed $50,000'))).toBe(false);
    expect(meetsThreshold({ n: 2, unit: 'month' }, bound('overdue by more than ninety (90) days'))).toBe(false);
    expect(meetsThreshold({ n: 4, unit: 'month' }, bound('overdue by more than ninety (90) days'))).toBe(true);
    expect(meetsThreshold({ n: 10, unit: 'day' }, bound('less than thirty (30) days'))).toBe(true);
    expect(meetsThreshold({ n: 10, unit: 'day' }, bound('in excess of thirty (30) days'))).toBe(false);
  });
  it('a case bounded as the threshold is meets it: "an underpayment of more than 5%" (trial 48, cuad-dev-18 § 9.5)', () => {
    const clause = bound('unless the audit reveals an underpayment by the other party of more than 5%');
    expect(meetsThreshold(bound('an underpayment of more than 5%'), clause)).toBe(true);
    expect(meetsThreshold(bound('an underpayment of more than 3%'), clause)).toBe(false);
    expect(meetsThreshold(bound('an underpayment of less than 5%'), clause)).toBe(false);
    expect(meetsThreshold(bound('a shortfall of less than ten (10) days'), bound('less than ten (10) days'))).toBe(true);
  });
  it('reads no threshold in another bound or another kind of figure', () => {
    expect(meetsThreshold({ n: 45, unit: 'day' }, bound('not paid within thirty (30) days'))).toBeNull();
    expect(meetsThreshold({ n: 45, unit: 'day' }, bound('a fee of thirty (30) days’ rent'))).toBeNull();
    expect(meetsThreshold({ n: 3, unit: '%' }, bound('more than thirty (30) days'))).toBeNull();
  });
});

describe('YES_NO: a scene that runs to its comma, past a number written with commas', () => {
  it('reads "If the claim is for $40,000, must it …?" as a yes-no question', () => {
    expect(YES_NO.test('If the claim is for $40,000, must it go to arbitration?')).toBe(true);
    expect(YES_NO.test('If the claim is for $40,000, what happens?')).toBe(false);
  });
});

describe('lengths in any unit: properties over every unit and count', () => {
  const unit = fc.constantFrom('minute', 'hour', 'day', 'week', 'month', 'year');
  const length = fc.record({ n: fc.integer({ min: 1, max: 500 }), unit });
  it('one length is the same as another both ways, and always as itself', () => {
    fc.assert(fc.property(length, length, (a, b) => sameFigure(a, b) === sameFigure(b, a) && sameFigure(a, a)));
  });
  it('a case meets a floor exactly when it does not fall below it, and a ceiling when it does not pass it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (x, y) => {
        const floor = figuresIn(`for not less than ${y} days`)![0]!;
        const ceiling = figuresIn(`for not more than ${y} days`)![0]!;
        const more = figuresIn(`for more than ${y} days`)![0]!;
        return meetsThreshold({ n: x, unit: 'day' }, floor) === x >= y && meetsThreshold({ n: x, unit: 'day' }, ceiling) === x <= y && meetsThreshold({ n: x, unit: 'day' }, more) === x > y;
      }),
    );
  });
});

describe('a bound a yes-no question sets is no word a clause must say (trial 46, cuad-dev-18 § 2.6)', () => {
  const q = 'Must CNET send Cyberian Outpost its monthly report on Retail Promotions displayed and clicked within 15 days after the end of each month?';
  it('reads the bound, not a stretch, and only in a yes-no question', () => {
    expect(askedBounds(q).map((f) => f.said)).toEqual(['15 days']);
    expect(askedBounds('Can the Company terminate after the first three months?')).toEqual([]);
    expect(askedBounds('What must CNET send within 15 days?')).toEqual([]);
    expect(askedFigureWords(q)).toEqual(['15', 'day']);
  });
  it('leaves the clause that states another length to answer it, and sending is providing', () => {
    const terms = questionUnits(q).terms;
    expect(terms).not.toContain('15');
    expect(terms).not.toContain('send');
    const base = { heading: 'Reports', nameWords: ['cnet', 'cyberian', 'outpost'], scopeDocs: null, claimDoc: null, claimTitle: null } as const;
    const clause = 'Within 30 days after the end of each month during the Term, CNET will provide a report to the Company indicating the number of Retail Promotions displayed on the CNET Sites during such month and the number of times that a User clicked on a Retail Promotion during such month.';
    expect(lexicalResponsiveness({ ...base, question: q, claim: clause })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/“15 days”.*“30 days”/) });
  });
});

describe('a currency code is no part of the sum it leads (trial 46, cuad-dev-25)', () => {
  it('reads "RMB25,000" as "rmb" and the figure the question asks', () => {
    expect(questionUnits('May Hunan Ruixi collect a deposit of RMB25,000 from a Driver User?').terms).not.toContain('rmb25');
    expect(askedFigureWords('May Hunan Ruixi collect a deposit of RMB25,000 from a Driver User?')).toEqual(['25000']);
    expect(questionUnits('May Hunan Ruixi collect a deposit of RMB25,000 from a Driver User?').terms).not.toContain('25000');
  });
});
