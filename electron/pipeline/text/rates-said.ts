/**
 * A count or sum asked per period — "How many promotional announcements must each Station broadcast per week?" — and the
 * period a clause states its figure per. "one (1) minute of commercial announcement time per hour" says how much per hour,
 * and is no answer to how many per week (trial 46, cuad-dev-00 § 8(c) was green for it: the announcements were the
 * clause's words, the week was not).
 */
import { LENGTH_QUALIFIER } from './lengths-said.js';

/** What a period is called in a rate, in one spelling: "per annum", "yearly", "annual" and "a year" are one period. */
const PERIOD_OF: Readonly<Record<string, string>> = {
  hour: 'hour', hourly: 'hour',
  day: 'day', daily: 'day',
  week: 'week', weekly: 'week',
  month: 'month', monthly: 'month',
  quarter: 'quarter', quarterly: 'quarter',
  year: 'year', annum: 'year', yearly: 'year', annually: 'year', annual: 'year',
};

/**
 * "per week", "each calendar month", "twice a year", "every quarter", "per annum"; "weekly", "annually". Not a length:
 * "within a year", "for a month", nor a possessive ("a day's notice").
 */
const RATE = new RegExp(
  String.raw`\b(?:per|each|every|(?<!\b(?:within|for|after|before|than|over|in|of|to|least|most|about|past)\s+)an?)\s+(?:(?:${LENGTH_QUALIFIER}|fiscal)\s+)?(hour|day|week|month|quarter|year|annum)\b(?!['’])|\b(hourly|daily|weekly|monthly|quarterly|yearly|annually|annual)\b`,
  'gi',
);

/** A question that asks a count or a sum: the period it is asked per is part of what it asks. */
const ASKS_FIGURE = /^\s*(?:how\s+(?:many|much)|what\s+(?:is\s+the\s+)?(?:number|amount|minimum|maximum|quantity|sum))\b/i;

/** The periods a text states figures per, each in one spelling. */
function periodsIn(text: string): Set<string> {
  return new Set([...text.matchAll(RATE)].map((m) => PERIOD_OF[(m[1] ?? m[2])!.toLowerCase()]!));
}

/** The one period a count or sum is asked per ("week"), or null: none, or several (the question compares them). */
export function askedRate(question: string): string | null {
  if (!ASKS_FIGURE.test(question)) return null;
  const periods = periodsIn(question);
  return periods.size === 1 ? [...periods][0]! : null;
}

/**
 * The period a claim states its figures per when none is the one asked ({ asked: "week", said: "hour" }); null when it
 * states one per the asked period, or none per any (a clause may give the figure for a week without the word "per").
 */
export function rateOpposed(asked: string | null, claim: string): { asked: string; said: string } | null {
  if (asked === null) return null;
  const said = periodsIn(claim);
  if (said.size === 0 || said.has(asked)) return null;
  return { asked, said: [...said][0]! };
}
