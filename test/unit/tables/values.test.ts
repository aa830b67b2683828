import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveValue, durationCues, findAmount, findDate, findDuration, findJurisdiction, findParties } from '../../../electron/pipeline/tables/values.js';
import { corpusPath } from '../../helpers/corpus.js';

describe('typed values read off bound text', () => {
  it('dates in the forms contracts write them', () => {
    expect(findDate('shall expire on March 31, 2011.')?.value).toBe('2011-03-31');
    expect(findDate('Signed and effective this 25th day of May, 1999.')?.value).toBe('1999-05-25');
    expect(findDate('made on 6t h day of March, 2006')?.value).toBe('2006-03-06');
    expect(findDate('dated 31 March 2011')?.value).toBe('2011-03-31');
    expect(findDate('as of 03/31/2011')?.value).toBe('2011-03-31');
    expect(findDate('on February 30, 2011')).toBeNull(); // no such day: nothing rather than a wrong date
    expect(findDate('within thirty (30) days')).toBeNull();
  });

  it('periods in words, digits or both, and the one the question is about', () => {
    expect(findDuration('for a period of three (3) years')?.value).toBe('3 years');
    expect(findDuration('within thirty days of notice')?.value).toBe('30 days');
    expect(findDuration('a 5-year term')?.value).toBe('5 years');
    expect(findDuration('twelve (12) months')?.value).toBe('12 months');
    const clause = 'This Agreement renews for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the term.';
    expect(findDuration(clause, durationCues('What is the notice period required to terminate renewal?'))?.value).toBe('90 days');
    expect(findDuration(clause, durationCues('What is the renewal term after the initial term expires?'))?.value).toBe('1 year');
  });

  it('sums of money and jurisdictions', () => {
    expect(findAmount('shall not exceed $1,000,000 in the aggregate')?.value).toBe('$1,000,000');
    expect(findAmount('a fee of US$ 250,000.00')?.value).toBe('$250,000');
    expect(findAmount('one million dollars')?.value).toBe('$1,000,000');
    expect(findJurisdiction('governed by the laws of the State of New York, without regard to its conflicts of law')?.value).toBe('New York');
    expect(findJurisdiction('the laws of West Virginia shall apply')?.value).toBe('West Virginia');
    expect(findJurisdiction('the laws in force in England and Wales')?.value).toBe('England and Wales');
    expect(findJurisdiction('the courts shall have jurisdiction')).toBeNull();
  });

  it('parties named with their corporate form', () => {
    expect(findParties('between At Home Corporation ("Excite@Home") and e-centives, Inc., a Delaware corporation')?.value).toBe('At Home Corporation; e-centives, Inc.');
  });

  it('parties as a preamble defines them, with or without a corporate form (CUAD dev preambles, session 29)', () => {
    // cuad-dev-06: "European Micro" has no "Inc."; before, only WatchGuard was found.
    expect(findParties('This Agreement is made and entered into effective as of November 5, 1997 (the "effective Date), by and between WatchGuard Technologies, Inc., a Delaware corporation ("WGT"), and European Micro ("Distributor").')?.value).toBe('WatchGuard Technologies, Inc.; European Micro');
    // cuad-dev-07: the nearest "Inc." was the agent's address ("c/o International Management, Inc."), given as the party.
    expect(findParties('THIS AGREEMENT, made and entered into as of this 1st day of January, 2000, by and between MOSSIMO, INC., 2450 White Road, 2nd Floor, Irvine, California 92614 ("Company"), and DAVID DUVAL ENTERPRISES, INC. c/o International Management, Inc., IMG Center, 1360 East 9th Street, Suite 100, Cleveland, Ohio 44114 ("Licensor"):')?.value).toBe('MOSSIMO, INC.; DAVID DUVAL ENTERPRISES, INC.');
    // cuad-dev-01: defined by an acronym in parentheses; "of America" and "Stratton, Cheeseman &" were cut off.
    expect(findParties('Mutual Insurance Corporation of America, a Michigan insurance corporation (MICOA) and Stratton, Cheeseman & Walsh-Nevada, Inc., a Nevada corporation, ("Agency"), (sometimes commonly referred to as the Parties) agree as follows:')?.value).toBe('Mutual Insurance Corporation of America; Stratton, Cheeseman & Walsh-Nevada, Inc.');
    // cuad-dev-22: "M. D. Anderson" holds "And"; what is said of a party after its name is no party.
    expect(findParties('THIS STRATEGIC ALLIANCE AGREEMENT (this “Agreement”), is entered into by and between Lion Biotechnologies, Inc., with a place of business located at 999 Skyway Road, Suite 150, San Carlos, CA 94070 (“LBIO”), and The University of Texas M. D. Anderson Cancer Center (“MD Anderson”), a member institution of The University of Texas System (“System”).')?.value).toBe('Lion Biotechnologies, Inc.; University of Texas M. D. Anderson Cancer Center');
  });

  it('yes/no says Yes only for a supported, bound claim, and never No', () => {
    expect(deriveValue('yes_no', 'Is there an audit right?', ['The Company may audit the books.'], true)?.value).toBe('Yes');
    expect(deriveValue('yes_no', 'Is there an audit right?', ['The Company may audit the books.'], false)).toBeNull();
    expect(deriveValue('yes_no', 'Is there an audit right?', [], true)).toBeNull();
    expect(deriveValue('date', 'When does it expire?', ['no date in here'], true)).toBeNull();
  });
});

type QaRow = { category: string; answers: Array<{ text: string }>; normalized_answer: string };

function labelled(category: string): QaRow[] {
  return ['cuad', 'cuad-scale']
    .flatMap((set) => readFileSync(corpusPath(set, 'qa.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as QaRow))
    .filter((r) => r.category === category && r.answers.length > 0 && r.normalized_answer.trim() !== '');
}

function mdy(s: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(s.trim());
  if (!m) return null;
  let y = Number(m[3]);
  if (y < 100) y += y > 50 ? 1900 : 2000;
  return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/**
 * Against the lawyers' own normalised answers over all 468 CUAD contracts: the value
 * read from the labelled clause text agrees with the label. Wrong values are what
 * matter most (a blank is honest); the floors are the figures measured, rounded down.
 */
describe('agreement with the lawyers\' normalised answers (CUAD, 468 contracts)', () => {
  function measure(category: string, want: (r: QaRow) => string | null, got: (text: string) => string | null, same: (w: string, g: string) => boolean) {
    let n = 0, right = 0, wrong = 0;
    for (const r of labelled(category)) {
      const w = want(r);
      if (w === null) continue;
      n++;
      const g = r.answers.map((a) => got(a.text)).find((v) => v !== null) ?? null;
      if (g === null) continue;
      if (same(w, g)) right++;
      else wrong++;
    }
    return { n, right, wrong };
  }

  it('agreement dates: ≥ 88% right, ≤ 2% wrong', () => {
    const r = measure('Agreement Date', (x) => mdy(x.normalized_answer), (t) => findDate(t)?.value ?? null, (a, b) => a === b);
    expect(r.n).toBeGreaterThan(300);
    expect(r.right / r.n).toBeGreaterThanOrEqual(0.88);
    expect(r.wrong / r.n).toBeLessThanOrEqual(0.02);
  });

  it('governing law: ≥ 90% right', () => {
    const r = measure('Governing Law', (x) => x.normalized_answer, (t) => findJurisdiction(t)?.value ?? null, (w, g) => w.toLowerCase().replace(/^the /, '').includes(g.toLowerCase().replace(/^the /, '')) || g.toLowerCase().includes(w.toLowerCase()));
    expect(r.n).toBeGreaterThan(300);
    expect(r.right / r.n).toBeGreaterThanOrEqual(0.9);
  });

  it('notice to terminate renewal: ≥ 80% right', () => {
    const cues = durationCues('What is the notice period required to terminate renewal?');
    const r = measure('Notice Period To Terminate Renewal', (x) => (/day|month|year/i.test(x.normalized_answer) ? x.normalized_answer.toLowerCase() : null), (t) => findDuration(t, cues)?.value ?? null, (w, g) => w.includes(g) || w.includes(g.replace(/s$/, '')));
    expect(r.n).toBeGreaterThan(50);
    expect(r.right / r.n).toBeGreaterThanOrEqual(0.8);
  });
});
