import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askedRate, rateOpposed } from '../../../electron/pipeline/text/rates-said.js';
import { lexicalResponsivenessByPart } from '../../../electron/pipeline/verification/responsiveness.js';
import { questionParts } from '../../../electron/pipeline/text/question-parts.js';

/**
 * A count or sum asked per period (rates-said.ts). The clauses are cuad-dev-00's (CUAD v1, The Atticus Project, CC BY 4.0),
 * § 8(a) and § 8(c): trial 46's Q01 was answered green by § 8(c)'s minute per hour.
 */
const Q01 = "How many promotional announcements for The TUBE must each of Tribune's Stations broadcast per week, and how long must each announcement be?";
const LOCAL = 'Network shall provide to each Station that transmits the Service for local advertising sales, public service announcements, newsbreaks, station-produced vignettes or promotion one (1) minute of commercial announcement time per hour (“Local Advertising”), normally at the same approximate time each hour of the broadcast day.';
const SPOTS = 'including the broadcast by each Station transmitting the Service of an average of at least ten (10) thirty (30)-second promotional announcements per week for the Service (“Promotional Spots”) on the Station’s Primary Feed';

describe('askedRate: the period a count or sum is asked per', () => {
  it('reads "per week", "each month", "a year", "annually" in a question that asks how many or how much', () => {
    expect(askedRate(Q01)).toBe('week');
    expect(askedRate('How much must the Distributor purchase each calendar month?')).toBe('month');
    expect(askedRate('How many units must Buyer order annually?')).toBe('year');
    expect(askedRate('What is the minimum number of visits per quarter?')).toBe('quarter');
  });
  it('reads none where the question asks no figure, names no period, or compares two', () => {
    expect(askedRate('Must the Station broadcast the spots weekly?')).toBeNull();
    expect(askedRate('How many days does Licensee have to pay?')).toBeNull();
    expect(askedRate('How much is due per month and per year?')).toBeNull();
    // A length is no rate: "within a year", "for a month".
    expect(askedRate('How many units must be bought within a year?')).toBeNull();
  });
});

describe('rateOpposed: a figure per another period is no answer', () => {
  it('a minute per hour does not say how many per week; ten per week does', () => {
    expect(rateOpposed('week', LOCAL)).toEqual({ asked: 'week', said: 'hour' });
    expect(rateOpposed('week', SPOTS)).toBeNull();
    expect(rateOpposed('year', 'Royalties of $10,000 per annum are payable in quarterly installments.')).toBeNull();
  });
  it('a clause that states no rate is left to the other checks', () => {
    expect(rateOpposed('week', 'Network shall produce and deliver the Promotional Spots to each Station at least two (2) weeks prior to the first air date.')).toBeNull();
    expect(rateOpposed(null, LOCAL)).toBeNull();
  });
  it('never opposes a claim that states the asked period, whatever else it states', () => {
    const periods = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...periods), fc.subarray([...periods]), (asked, others) => {
        const claim = [asked, ...others].map((p, i) => `${i + 1} units per ${p}`).join(' and ');
        expect(rateOpposed(asked, claim)).toBeNull();
      }),
    );
  });
});

describe('the Local Advertising minute is no answer to the Promotional Spots (trial 46, cuad-dev-00 § 8(c))', () => {
  const base = { heading: 'PROMOTION; AFFILIATE ADVERTISING', nameWords: ['tribune', 'tube'], scopeDocs: null, claimDoc: null, claimTitle: null } as const;
  it('is not marked as answering how many per week', () => {
    const r = lexicalResponsivenessByPart({ ...base, question: Q01, claim: LOCAL }, questionParts(Q01));
    expect(r.value).toBe('partial');
    expect(r.answersParts ?? []).not.toContain(0);
  });
});
