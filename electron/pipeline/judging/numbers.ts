import { datesAt } from './dates.js';
import { CONJUNCTIONS, NEGATIONS, PREPOSITIONS, STOP, table, type Qualifier } from './lexicon.js';
import type { RawToken } from './raw-tokens.js';
import { stem } from './stem.js';

/**
 * What a number in a contract states, as a value that compares across spellings:
 * "thirty (30) days" = "30 days", "$1,000,000" = "$1 million" = "one million dollars",
 * "5%" = "five percent", "January 1, 2020" = "1st day of January, 2020".
 * `reference` is a section/exhibit pointer and `marker` a list label ("(iv)"): both are
 * compared as written, because a changed digit in them must never pass unnoticed.
 */
export type Quantity = {
  kind: 'number' | 'money' | 'percent' | 'date' | 'ordinal' | 'reference' | 'marker';
  value: string;
  unit: string;
  qualifier: Qualifier;
};

export type FoundQuantity = { from: number; to: number; quantity: Quantity };

const UNITS = table<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS = table<number>({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const SCALES = table<number>({ hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 });
const ORDINALS = table<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, ninetieth: 90,
});
/** Time units; "calendar days" are days, "business days" are not. */
const TIME = table<string>({
  day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year',
  hour: 'hour', hours: 'hour', minute: 'minute', minutes: 'minute', quarter: 'quarter', quarters: 'quarter',
});
const DAY_KIND = table<string>({ business: 'business ', working: 'business ', banking: 'business ', calendar: '' });
const CURRENCY_AFTER = table<string>({
  dollars: 'usd', dollar: 'usd', usd: 'usd', euros: 'eur', euro: 'eur', eur: 'eur', pounds: 'gbp', gbp: 'gbp',
});
const CURRENCY_BEFORE = table<string>({ $: 'usd', usd: 'usd', '€': 'eur', eur: 'eur', '£': 'gbp', gbp: 'gbp' });
const REFERENCE_WORDS = table<string>({
  section: 'section', sections: 'section', sec: 'section', '§': 'section', article: 'article', articles: 'article',
  clause: 'clause', clauses: 'clause', paragraph: 'paragraph', paragraphs: 'paragraph', exhibit: 'exhibit',
  schedule: 'schedule', annex: 'annex', appendix: 'appendix', rule: 'rule', item: 'item',
});
const MODAL_WORDS = new Set(['shall', 'will', 'may', 'must', 'can', 'cannot', 'should', 'would', 'could', 'might', 'agrees', 'agree']);

/** A plain number's value; "2.1.1" (a clause number) is not one and stays a code. */
const num = (t: RawToken | undefined) => {
  if (t?.kind !== 'num') return null;
  const v = Number(t.text.replace(/,/g, ''));
  return Number.isFinite(v) ? v : null;
};
const fmt = (v: number) => String(Math.round(v * 1e6) / 1e6);

/** Every quantity in the tokens, left to right, none overlapping. */
export function findQuantities(tokens: readonly RawToken[]): FoundQuantity[] {
  const out: FoundQuantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const q = quantityAt(tokens, i);
    if (q) {
      out.push(q);
      i = q.to;
    } else i++;
  }
  return out;
}

function quantityAt(t: readonly RawToken[], i: number): FoundQuantity | null {
  const tok = t[i]!;
  const date = datesAt(t, i);
  if (date) return { from: i, to: date.to, quantity: { kind: 'date', value: date.value, unit: '', qualifier: 'eq' } };
  const ref = referenceAt(t, i);
  if (ref) return ref;
  const marker = markerAt(t, i);
  if (marker) return marker;
  const time = timeAt(t, i);
  if (time) return time;
  // Currency first: "$1,000,000", "US$ 5 million", "USD 10,000".
  let currency: string | null = null;
  let j = i;
  if (tok.lower === 'us' && t[i + 1]?.text === '$') j = i + 1;
  const cur = CURRENCY_BEFORE[t[j]!.lower];
  if (cur && (num(t[j + 1]) !== null || wordNumberAt(t, j + 1))) {
    currency = cur;
    j++;
  } else j = i;
  const n = numberAt(t, j);
  if (!n) return ordinalAt(t, i);
  let to = n.to;
  const value = n.value;
  // "thirty (30)", "one million dollars ($1,000,000)", "five percent (5%)": one quantity, not two.
  const paren = parentheticalSame(t, to, value);
  if (paren) to = paren;
  if (currency) return found(i, to, { kind: 'money', value: fmt(value), unit: currency, qualifier: 'eq' });
  const after = t[to]?.lower ?? '';
  if (after === '%' || after === 'percent') return found(i, withParen(t, to + 1, value), { kind: 'percent', value: fmt(value), unit: '%', qualifier: 'eq' });
  if (after === 'per' && t[to + 1]?.lower === 'cent') return found(i, withParen(t, to + 2, value), { kind: 'percent', value: fmt(value), unit: '%', qualifier: 'eq' });
  const money = CURRENCY_AFTER[after];
  if (money) return found(i, withParen(t, to + 1, value), { kind: 'money', value: fmt(value), unit: money, qualifier: 'eq' });
  // A lone "one" states no quantity ("one of the parties") unless a unit or "(1)" follows.
  if (n.words && value === 1 && n.to === i + 1 && !paren && !TIME[after] && !(after in DAY_KIND)) return null;
  const prefix = DAY_KIND[after];
  if (prefix !== undefined && TIME[t[to + 1]?.lower ?? '']) {
    return found(i, to + 2, { kind: 'number', value: fmt(value), unit: prefix + TIME[t[to + 1]!.lower]!, qualifier: 'eq' });
  }
  if (TIME[after]) return found(i, to + 1, { kind: 'number', value: fmt(value), unit: TIME[after]!, qualifier: 'eq' });
  return found(i, to, { kind: 'number', value: fmt(value), unit: nounUnit(t[to]), qualifier: 'eq' });
}

function found(from: number, to: number, quantity: Quantity): FoundQuantity {
  return { from, to, quantity };
}

/** After "%": "five percent (5%)". */
function withParen(t: readonly RawToken[], at: number, value: number): number {
  return parentheticalSame(t, at, value) ?? at;
}

/** "(30)", "($1,000,000)", "(5%)", "(3rd)" restating `value`; returns the index after ")". */
function parentheticalSame(t: readonly RawToken[], at: number, value: number): number | null {
  if (t[at]?.text !== '(') return null;
  let k = at + 1;
  if (t[k] && CURRENCY_BEFORE[t[k]!.lower]) k++;
  const inner = numberAt(t, k) ?? ordinalValue(t[k]);
  if (!inner || Math.abs(inner.value - value) > 1e-9) return null;
  k = inner.to;
  if (t[k]?.text === '%') k++;
  return t[k]?.text === ')' ? k + 1 : null;
}

/** The noun a bare number counts ("3 Directors"), so "3 Directors" and "3 days" differ. */
function nounUnit(t: RawToken | undefined): string {
  if (!t || t.kind !== 'word') return '';
  const w = t.lower;
  if (STOP.has(w) || PREPOSITIONS.has(w) || CONJUNCTIONS.has(w) || NEGATIONS.has(w) || MODAL_WORDS.has(w)) return '';
  return stem(w);
}

type Parsed = { value: number; to: number; words: boolean };

/** Digits with an optional scale ("1.5 million"), or number words ("twenty-five", "one hundred"). */
function numberAt(t: readonly RawToken[], i: number): Parsed | null {
  const d = num(t[i]);
  if (d !== null) {
    const scale = SCALES[t[i + 1]?.lower ?? ''];
    return scale ? { value: d * scale, to: i + 2, words: false } : { value: d, to: i + 1, words: false };
  }
  return wordNumberAt(t, i);
}

function wordNumberAt(t: readonly RawToken[], i: number): Parsed | null {
  let total = 0;
  let cur = 0;
  let k = i;
  let seen = false;
  let end = i;
  while (k < t.length) {
    const w = t[k]!.lower;
    if (w in UNITS) cur += UNITS[w]!;
    else if (w in TENS) cur += TENS[w]!;
    else if (w in SCALES && seen) {
      const s = SCALES[w]!;
      if (s === 100) cur = (cur || 1) * 100;
      else {
        total += (cur || 1) * s;
        cur = 0;
      }
    } else if ((w === '-' || w === 'and') && seen && isNumberWord(t[k + 1]?.lower)) {
      k++;
      continue;
    } else break;
    seen = true;
    k++;
    end = k;
  }
  return seen ? { value: total + cur, to: end, words: true } : null;
}

const isNumberWord = (w: string | undefined) => w !== undefined && (w in UNITS || w in TENS || w in SCALES);

function ordinalValue(t: RawToken | undefined): Parsed | null {
  if (!t) return null;
  const m = /^(\d+)(?:st|nd|rd|th)$/i.exec(t.text);
  if (m) return { value: Number(m[1]), to: 0, words: false };
  const w = ORDINALS[t.lower];
  return w === undefined ? null : { value: w, to: 0, words: true };
}

/** "second anniversary"; "third party" is a role (an outsider), not a count. */
function ordinalAt(t: readonly RawToken[], i: number): FoundQuantity | null {
  const o = ordinalValue(t[i]);
  if (!o) return null;
  const next = t[i + 1]?.text === '-' ? t[i + 2] : t[i + 1];
  if (o.value === 3 && next && /^(party|parties|person|persons)$/i.test(next.lower)) return null;
  let to = i + 1;
  if (t[to]?.text === '(') {
    const inner = ordinalValue(t[to + 1]) ?? (num(t[to + 1]) !== null ? { value: num(t[to + 1])! } : null);
    if (inner && inner.value === o.value && t[to + 2]?.text === ')') to += 3;
  }
  return { from: i, to, quantity: { kind: 'ordinal', value: String(o.value), unit: nounUnit(t[to]), qualifier: 'eq' } };
}

/** "Section 2.1(a)", "§ 4", "Article IV", "Exhibit A". */
function referenceAt(t: readonly RawToken[], i: number): FoundQuantity | null {
  const kind = REFERENCE_WORDS[t[i]!.lower];
  if (!kind) return null;
  let k = i + 1;
  if (t[k]?.text === '.') k++;
  const id = t[k];
  if (!id) return null;
  const isId = id.kind === 'num' || id.kind === 'code' || (id.kind === 'word' && (/^[ivxlc]+$/i.test(id.text) || (id.text.length === 1 && /[A-Z]/.test(id.text))));
  if (!isId) return null;
  let value = `${kind} ${id.lower}`;
  k++;
  while (t[k]?.text === '(' && t[k + 2]?.text === ')' && /^[a-z0-9]{1,4}$/i.test(t[k + 1]!.text)) {
    value += `(${t[k + 1]!.lower})`;
    k += 3;
  }
  return { from: i, to: k, quantity: { kind: 'reference', value, unit: '', qualifier: 'eq' } };
}

/** List labels: "(a)", "(iv)", "(1)", "d)", and a clause number opening a sentence ("2.1 The ..."). */
function markerAt(t: readonly RawToken[], i: number): FoundQuantity | null {
  const tok = t[i]!;
  const label = (x: RawToken | undefined) => x !== undefined && (x.kind === 'num' || (x.kind === 'word' && x.text.length <= 4 && /^([ivx]+|[a-z])$/i.test(x.text)));
  if (tok.text === '(' && label(t[i + 1]) && t[i + 2]?.text === ')') {
    return { from: i, to: i + 3, quantity: { kind: 'marker', value: `(${t[i + 1]!.lower})`, unit: '', qualifier: 'eq' } };
  }
  const prev = t[i - 1];
  const opensSentence = !prev || prev.sentence !== tok.sentence || prev.text === '"';
  if (opensSentence && label(tok) && t[i + 1]?.text === ')') {
    return { from: i, to: i + 2, quantity: { kind: 'marker', value: `(${tok.lower})`, unit: '', qualifier: 'eq' } };
  }
  if (opensSentence && tok.kind === 'num' && (tok.text.includes('.') || t[i + 1]?.text === '.')) {
    const to = t[i + 1]?.text === '.' ? i + 2 : i + 1;
    return { from: i, to, quantity: { kind: 'marker', value: tok.text, unit: '', qualifier: 'eq' } };
  }
  return null;
}

/** "6:00 PM", "17:30": a clock time, compared as written (a changed digit must show). */
function timeAt(t: readonly RawToken[], i: number): FoundQuantity | null {
  if (t[i]?.kind !== 'num' || t[i + 1]?.text !== ':' || t[i + 2]?.kind !== 'num' || !/^\d{2}$/.test(t[i + 2]!.text)) return null;
  let to = i + 3;
  let half = '';
  const next = t[to]?.lower ?? '';
  if (next === 'am' || next === 'pm') {
    half = next;
    to++;
  } else if ((next === 'a' || next === 'p') && t[to + 1]?.text === '.' && t[to + 2]?.lower === 'm') {
    half = `${next}m`;
    to += t[to + 3]?.text === '.' ? 4 : 3;
  }
  return { from: i, to, quantity: { kind: 'number', value: `${t[i]!.text}:${t[i + 2]!.text}${half}`, unit: 'time', qualifier: 'eq' } };
}
