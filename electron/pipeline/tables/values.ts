import type { AnswerType } from '../../../shared/tables.js';
import { escapeRegExp } from '../text/regexp-literal.js';

/**
 * A cell's short typed value, derived only from bound text — the characters of the
 * source at a claim's recorded offsets — never from a model's words. What cannot be
 * read off that text leaves the value blank (the claim still stands alone). Every
 * value keeps the surface words it came from, so a reviewer can see why.
 */
export type DerivedValue = { value: string; from: string };

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** Collapses the PDF's line breaks and runs of spaces so patterns read the text as a lawyer does. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function monthIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3)));
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 0 || m > 11 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const dt = new Date(Date.UTC(y, m, d));
  if (dt.getUTCMonth() !== m) return null;
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first calendar date written in the text: "March 31, 2011", "25th day of May, 1999", "31 March 2011", "03/31/2011". */
export function findDate(text: string): DerivedValue | null {
  const t = flat(text);
  const patterns: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
    [new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i'), (m) => iso(+m[3]!, monthIndex(m[1]!), +m[2]!)],
    [new RegExp(`\\b(\\d{1,2})\\s*(?:st|nd|rd|th|t\\s?h)?\\s+day\\s+of\\s+${MONTH_RE},?\\s+(\\d{4})\\b`, 'i'), (m) => iso(+m[3]!, monthIndex(m[2]!), +m[1]!)],
    [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE},?\\s+(\\d{4})\\b`, 'i'), (m) => iso(+m[3]!, monthIndex(m[2]!), +m[1]!)],
    [/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, (m) => iso(+m[3]!, +m[1]! - 1, +m[2]!)],
    [/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => iso(+m[1]!, +m[2]! - 1, +m[3]!)],
  ];
  let best: { at: number; value: string; from: string } | null = null;
  for (const [re, read] of patterns) {
    const m = re.exec(t);
    if (!m) continue;
    const v = read(m);
    if (v && (!best || m.index < best.at)) best = { at: m.index, value: v, from: m[0] };
  }
  return best ? { value: best.value, from: best.from } : null;
}

const UNIT = '(day|business day|calendar day|week|month|year)s?';

/** A number written as digits, words ("thirty"), or both ("thirty (30)"); the digits win when both are given. */
function readNumber(words: string | undefined, digits: string | undefined): number | null {
  if (digits) return Number(digits);
  if (!words) return null;
  const parts = words.toLowerCase().split(/[\s-]+/).filter((w) => w !== 'and');
  let n = 0;
  for (const p of parts) {
    const v = NUMBER_WORDS[p];
    if (v === undefined) return null;
    n = v === 100 ? Math.max(n, 1) * 100 : n + v;
  }
  return n;
}

const NUM_WORD = `(?:${Object.keys(NUMBER_WORDS).join('|')})(?:[\\s-]+(?:${Object.keys(NUMBER_WORDS).join('|')}))*`;

/**
 * A period written in the text: "three (3) years", "thirty (30) days", "12 months",
 * "5-year". A clause often holds several ("renews for successive one (1) year terms
 * unless notice is given ninety (90) days before…"); `cues` (words of the column's
 * question, e.g. "notice") pick the one whose neighbourhood mentions them, else the
 * first.
 */
export function findDuration(text: string, cues: readonly string[] = []): DerivedValue | null {
  const t = flat(text);
  const re = new RegExp(`\\b(?:(${NUM_WORD})\\s*(?:\\((\\d{1,4})\\))?|(\\d{1,4}))[\\s-]*${UNIT}\\b`, 'gi');
  let best: { score: number; value: DerivedValue } | null = null;
  for (const m of t.matchAll(re)) {
    const n = readNumber(m[1], m[2] ?? m[3]);
    if (n === null || n === 0) continue;
    const unit = m[4]!.toLowerCase();
    const around = t.slice(Math.max(0, m.index - 80), m.index + m[0].length + 60).toLowerCase();
    const score = cues.filter((c) => around.includes(c)).length;
    if (!best || score > best.score) best = { score, value: { value: `${n} ${unit}${n === 1 ? '' : 's'}`, from: m[0].trim() } };
  }
  return best?.value ?? null;
}

/** Words of a question that tell one period of a clause from another. */
const DURATION_CUES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\bwarrant/i, ['warrant', 'defect']],
  [/\bnotice\b/i, ['notice', 'prior', 'before', 'advance', 'notif']],
  [/\brenew|extension|extend/i, ['renew', 'successive', 'additional', 'extend', 'extension']],
  [/\bterm\b|expire/i, ['term', 'expire', 'period']],
];

/** The cues of the first rule the question matches: a notice question is about the notice, not the renewal it ends. */
export function durationCues(question: string): string[] {
  return [...(DURATION_CUES.find(([re]) => re.test(question))?.[1] ?? [])];
}

/** The first sum of money: "$1,000,000", "US$ 250,000.00", "USD 5,000", "EUR 10,000", "one million dollars". */
export function findAmount(text: string): DerivedValue | null {
  const t = flat(text);
  const sym = /(US\$|\$|€|£|USD|EUR|GBP)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(\s?(?:million|billion))?/i.exec(t);
  if (sym) {
    const cur = sym[1]!.toUpperCase();
    const prefix = cur === 'US$' || cur === 'USD' || cur === '$' ? '$' : cur === '€' || cur === 'EUR' ? '€' : '£';
    const scale = sym[4] ? ` ${sym[4].trim().toLowerCase()}` : '';
    return { value: `${prefix}${sym[2]}${sym[3] && sym[3] !== '00' ? `.${sym[3]}` : ''}${scale}`, from: sym[0] };
  }
  const words = new RegExp(`\\b(${NUM_WORD})\\s+(million|thousand|billion)?\\s*(?:US\\s)?dollars\\b`, 'i').exec(t);
  if (words) {
    const n = readNumber(words[1], undefined);
    if (n === null) return null;
    const mult = words[2] ? { thousand: 1e3, million: 1e6, billion: 1e9 }[words[2].toLowerCase() as 'thousand' | 'million' | 'billion'] : 1;
    return { value: `$${(n * mult).toLocaleString('en-US')}`, from: words[0] };
  }
  return null;
}

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois',
  'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana',
  'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
  'District of Columbia',
];
const PLACES = [
  ...US_STATES, 'England and Wales', 'England', 'Scotland', 'Ireland', 'Germany', 'France', 'the Netherlands', 'Switzerland', 'Israel', 'Japan', 'China',
  "People's Republic of China", 'Hong Kong', 'Singapore', 'India', 'Canada', 'Ontario', 'British Columbia', 'Quebec', 'Alberta', 'Australia', 'New South Wales',
  'Victoria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Spain', 'Italy', 'Korea', 'Taiwan', 'Brazil', 'Mexico', 'Cayman Islands', 'Bermuda', 'Luxembourg',
];
// Longest first, so "West Virginia" is not read as "Virginia" nor "England and Wales" as "England".
const PLACE_RE = new RegExp(`\\b(${[...PLACES].sort((a, b) => b.length - a.length).map((p) => escapeRegExp(p)).join('|')})\\b`);

/** The governing jurisdiction: the place after "laws of (the State of)", else the first place named. */
export function findJurisdiction(text: string): DerivedValue | null {
  const t = flat(text);
  const lawsOf = new RegExp(`laws?\\s+(?:in\\s+force\\s+in\\s+|of\\s+)(?:the\\s+)?(?:(?:State|Commonwealth|Province|Republic)\\s+of\\s+)?${PLACE_RE.source}`, 'i').exec(t);
  if (lawsOf) return { value: canonicalPlace(lawsOf[1]!), from: lawsOf[0] };
  const any = PLACE_RE.exec(t);
  return any ? { value: canonicalPlace(any[1]!), from: any[0] } : null;
}

function canonicalPlace(p: string): string {
  return PLACES.find((x) => x.toLowerCase() === p.toLowerCase()) ?? p;
}

// The word before the corporate form may be lower-case ("e-centives, Inc."); the words before it are capitalised.
const ENTITY_RE = /\b((?:[A-Z][\w&'.,-]*\s+){0,6}?[\w&'.@-]*[A-Za-z][\w&'.@-]*,?\s+(?:Inc|Incorporated|Corp|Corporation|Company|Co|LLC|L\.L\.C|Ltd|Limited|LP|L\.P|LLP|PLC|plc|GmbH|AG|S\.A|SA|N\.V|B\.V|S\.p\.A|Pty)\b\.?)/g;

/** A defined name a preamble gives a party: ("WGT"), (the "Company"), (hereinafter referred to as the "Professional"). */
const DEFINED_NAME = /\((?:(?:[^()"“”]{0,40}?)["“]([^"“”]{1,60})["”][^()]{0,60}|(\p{Lu}{2,12}))\)/gu;
/** What a preamble says of a party after its name: ", a Delaware corporation", ", having an address at …", ", c/o …". */
const AFTER_NAME = /,?\s+(?:a|an|the)\s+(?!\s*["“])|,\s+(?:having|with|whose|located|incorporated|organi[sz]ed|registered|c\/o|of)\b|,\s+\d|\s+c\/o\b|\s+\($/i;
/** Defined names that are no party: the agreement itself, its date, its subject. */
const NOT_A_PARTY_NAME = /^(?:agreement|this\s+agreement|amendment|effective\s+date|contract|parties|party|services?|products?|territory|term)$/i;
/** Where a party's name begins: after "between", "among", "and", a semicolon, or the last party's parenthesis. */
const BEFORE_NAME = /(?:\bby\s+and\s+(?:between|among)\b|\bbetween\b|\bamong\b|\band\b|;|\)|:)\s*,?\s*(?:\(\d\)\s*)?/gi;

/**
 * The parties as a preamble names them, each before the name it is defined by: "by and between WatchGuard Technologies,
 * Inc., a Delaware corporation ("WGT"), and European Micro ("Distributor")" → WatchGuard Technologies, Inc.; European
 * Micro. A name with no corporate form ("European Micro", "DAVID DUVAL ENTERPRISES, INC. c/o International Management,
 * Inc.") is read as the preamble defines it, not as the nearest "Inc." (session 29).
 */
function definedParties(t: string): string[] {
  const names: string[] = [];
  const base = Math.max(0, t.search(/\b(?:between|among)\b/i));
  let from = base;
  for (const m of t.slice(base).matchAll(DEFINED_NAME)) {
    const end = base + m.index!;
    if (NOT_A_PARTY_NAME.test((m[1] ?? m[2]!).trim())) {
      from = end + m[0].length;
      continue;
    }
    const before = t.slice(from, end);
    let start = 0;
    for (const b of before.matchAll(BEFORE_NAME)) start = b.index! + b[0].length;
    let name = before.slice(start);
    const cut = name.search(AFTER_NAME);
    if (cut > 0) name = name.slice(0, cut);
    name = name.replace(/[\s,]+$/, '').replace(/^[\s,]*(?:the\s+)?/i, '').trim();
    // What the preamble says of a party named before ("…, a member institution of The University of Texas System") is none.
    if (name.length >= 2 && /\p{Lu}/u.test(name) && !/^(?:a|an)\s/i.test(name) && name.split(/\s+/).length <= 10 && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
    from = end + m[0].length;
  }
  return names;
}

/** The contracting entities named in the text ("Acme, Inc.; Beta GmbH"), in order, without repeats. */
export function findParties(text: string): DerivedValue | null {
  const t = flat(text);
  const defined = definedParties(t);
  if (defined.length >= 2) return { value: defined.join('; '), from: defined.join('; ') };
  const names: string[] = [];
  for (const m of t.matchAll(ENTITY_RE)) {
    const name = m[1]!.replace(/^(?:This|The|And|By|Between|And Between)\s+/i, '').replace(/\s+/g, ' ').trim();
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.length ? { value: names.join('; '), from: names.join('; ') } : null;
}

/** The first sentence of the text, cut at a word boundary: the words are the source's own. */
export function firstWords(text: string, max = 140): DerivedValue | null {
  const t = flat(text).trim();
  if (!t) return null;
  const sentence = /^.*?[.;](?=\s|$)/.exec(t)?.[0] ?? t;
  const cut = sentence.length <= max ? sentence : `${sentence.slice(0, sentence.lastIndexOf(' ', max)).trimEnd()}…`;
  return { value: cut, from: cut };
}

/**
 * The value of a cell of `type`, read from its bound texts in order (the best claim's
 * first). `yes_no` follows CUAD's own rule — "Yes" when a clause of that category is in
 * the contract, i.e. a claim of the cell is bound and supported — and never says "No":
 * absence is the cell's "Not found" status, with its coverage map, not a value.
 */
export function deriveValue(type: AnswerType, question: string, boundTexts: readonly string[], supported: boolean): DerivedValue | null {
  if (boundTexts.length === 0) return null;
  const cues = durationCues(question);
  const finder = { date: findDate, duration: (t: string) => findDuration(t, cues), amount: findAmount, jurisdiction: findJurisdiction, parties: findParties, text: firstWords }[type as Exclude<AnswerType, 'yes_no'>];
  if (type === 'yes_no') return supported ? { value: 'Yes', from: boundTexts[0]! } : null;
  for (const t of boundTexts) {
    const v = finder(t);
    if (v) return v;
  }
  return null;
}
