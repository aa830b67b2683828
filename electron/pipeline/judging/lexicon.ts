/**
 * Word classes of the lexical judge. Which class a word is in decides how it is
 * compared, so the lists are the judge's policy as much as its code is.
 */
const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/**
 * A word table without a prototype: looking up a word read from a contract must never
 * find Object's own members ("constructor" is a word in construction contracts).
 */
export function table<V>(entries: Record<string, V>): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/**
 * Words that carry no claim of their own. "any" is here: the judge does not reason
 * about quantifier scope beyond "all" against "some" (QUANTIFIERS, read first).
 */
export const STOP = set(`
  a an the this that these those such said its it their theirs they them his her him he she we our us you your
  which who whom whose what whatever whereby hereby herein hereof hereto hereunder hereinafter thereof therein thereto
  thereunder thereby be been being is are was were am do does did doing has have had having any also whatsoever
  respective respectively whether then there so very even own same than both either applicable hereafter whereas`);

/** Universal and partial quantifiers: a claim's "all" cannot rest on a span's "some". */
export const QUANTIFIERS = table<'ALL' | 'SOME'>({
  all: 'ALL', every: 'ALL', each: 'ALL', entire: 'ALL', whole: 'ALL',
  some: 'SOME', certain: 'SOME', several: 'SOME', part: 'SOME', portion: 'SOME', portions: 'SOME', few: 'SOME',
});

/** Kept as tokens (they tell who acts on whom: "paid to X by Y"), but not content. */
export const PREPOSITIONS = set('of to in on at by for from with into onto as per via about among through throughout toward towards');

export const CONJUNCTIONS = set('and or');

/**
 * Content words that set direction, time, place or degree. They must match both ways:
 * a span's "prior" or "outside" between the claim's words changes what the claim says.
 */
export const RELATIONS = set(`
  before after prior subsequent following within outside inside beyond during until till since between above below
  over under more less fewer greater higher lower earlier later only solely exclusively directly indirectly jointly
  severally against except unless excluding`);

/**
 * Conditions and exceptions. One in the span's sentence that the claim leaves out
 * makes the claim say more than the span ("Licensee may terminate" from "If Licensor
 * breaches, Licensee may terminate").
 */
export const RESTRICTORS = set(`
  if unless except excepting excluding provided subject notwithstanding only solely exclusively when whenever upon
  until save but however otherwise`);

/** Multi-word conditions, each read as one restrictor token. */
export const RESTRICTOR_PHRASES: ReadonlyArray<[string, string]> = [
  ['in the event', 'event'],
  ['in case', 'case'],
  ['in the case', 'case'],
  ['to the extent', 'extent'],
  ['as long as', 'long-as'],
  ['so long as', 'long-as'],
  ['other than', 'other-than'],
  ['provided that', 'provided'],
  ['provided however', 'provided'],
  ['subject to', 'subject'],
];

/**
 * Boilerplate that looks negative but is not. The first group is neutral only right
 * after "including"/"include(s)" ("including, without limitation,"); elsewhere "not
 * limited to" is a real negation ("This is not limited to authorized users").
 */
export const AFTER_INCLUDING_PHRASES: readonly string[] = ['but not limited to', 'but without limitation', 'without limitation', 'without limiting', 'not limited to'];
export const INCLUDING = new Set(['including', 'include', 'includes', 'included']);
export const NEUTRAL_PHRASES: readonly string[] = [
  'without limiting the generality of the foregoing',
  'whether or not',
  'if any',
  'as the case may be',
];

/** Hedges that only weaken a claim ("in some circumstances"): dropped from the claim, never from the span. */
export const CLAIM_HEDGES: readonly string[] = ['in some circumstances', 'in certain circumstances', 'in some cases', 'some of'];

/** Quantity qualifiers, read before a number ("not less than thirty (30) days"). */
export const QUALIFIER_PHRASES: ReadonlyArray<[string, Qualifier]> = [
  ['not less than', 'ge'],
  ['no less than', 'ge'],
  ['not fewer than', 'ge'],
  ['no fewer than', 'ge'],
  ['at least', 'ge'],
  ['a minimum of', 'ge'],
  ['minimum of', 'ge'],
  ['in excess of', 'gt'],
  ['more than', 'gt'],
  ['greater than', 'gt'],
  ['exceeding', 'gt'],
  ['not more than', 'le'],
  ['no more than', 'le'],
  ['not greater than', 'le'],
  ['no greater than', 'le'],
  ['not to exceed', 'le'],
  ['not exceeding', 'le'],
  ['up to', 'le'],
  ['a maximum of', 'le'],
  ['maximum of', 'le'],
  ['at most', 'le'],
  ['not later than', 'le'],
  ['no later than', 'le'],
  ['on or before', 'le'],
  ['not earlier than', 'ge'],
  ['no earlier than', 'ge'],
  ['on or after', 'ge'],
  ['less than', 'lt'],
  ['fewer than', 'lt'],
];

/** Read after a number: "thirty (30) days or more". */
export const TRAILING_QUALIFIERS: ReadonlyArray<[string, Qualifier]> = [
  ['or more', 'ge'],
  ['or greater', 'ge'],
  ['or less', 'le'],
  ['or fewer', 'le'],
];

export type Qualifier = 'eq' | 'ge' | 'gt' | 'le' | 'lt';

/** Single-word negation cues (n't is expanded to "not" before tokenising). */
export const NEGATIONS = set('not no never neither nor none nothing nobody without');
