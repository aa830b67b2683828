/**
 * Claim-only alterations of a true clause, the ways a careless or dishonest answer
 * misstates a contract: a number (digits or words, "thirty (30)" → "sixty (60)"), a
 * duration (its value or its unit), a date, a negation added or dropped, exclusive ↔
 * non-exclusive, the modal force (shall ↔ may, may → may not), the parties swapped.
 * Each alteration names the words it changed, so a test can check that the judge's
 * reasons name them too. Generated from the text alone: nothing is hand-picked.
 */
export type AlterationKind = 'number' | 'duration' | 'duration-unit' | 'date' | 'negation' | 'exclusivity' | 'modal' | 'party-swap';
export const ALTERATION_KINDS: readonly AlterationKind[] = ['number', 'duration', 'duration-unit', 'date', 'negation', 'exclusivity', 'modal', 'party-swap'];

export type Alteration = { kind: AlterationKind; text: string; from: string; to: string };

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD_VALUE = new Map<string, number>([...ONES.map((w, i) => [w, i] as [string, number]), ...TENS.flatMap((w, i) => (w ? [[w, i * 10] as [string, number]] : []))]);

/** 0–999 in words, as contracts write them ("forty-five", "one hundred twenty"). */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
}
function wordsValue(w: string): number | null {
  const parts = w.toLowerCase().split(/[- ]/);
  let v = 0;
  for (const p of parts) {
    const x = WORD_VALUE.get(p);
    if (x === undefined) return null;
    v += x;
  }
  return v;
}

/** A different value of the same size class: 30 → 60, 60 → 90, 1 → 2, 12 → 24. */
const other = (v: number) => (v === 0 ? 5 : v % 30 === 0 && v < 300 ? v + 30 : v * 2);
const keepCase = (model: string, w: string) => (/^[A-Z]/.test(model) ? w[0]!.toUpperCase() + w.slice(1) : w);
const replaceAt = (s: string, at: number, len: number, by: string) => s.slice(0, at) + by + s.slice(at + len);

const MONTHS: string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TIME_UNIT = String.raw`(?:calendar |business |working )?(?:days?|weeks?|months?|years?)`;
const UNIT_SWAP: Record<string, string> = { day: 'month', days: 'months', week: 'month', weeks: 'months', month: 'year', months: 'years', year: 'month', years: 'months' };
const REF_BEFORE = /(sections?|articles?|exhibits?|schedules?|clauses?|paragraphs?|§|annex|appendix|items?|rules?|no\.|number|and|or|,)\s*$/i;
const MONTH_BEFORE = /(January|February|March|April|May|June|July|August|September|October|November|December)\s*$/;

type Num = { at: number; len: number; value: number; write: (v: number) => string; time: boolean };

/** The numbers of a clause that state a quantity (not clause numbers, references or years). */
function numbers(s: string): Num[] {
  const out: Num[] = [];
  const taken: Array<[number, number]> = [];
  const free = (a: number, b: number) => taken.every(([x, y]) => b <= x || a >= y);
  const timeAfter = (end: number) => new RegExp(`^\\s*${TIME_UNIT}\\b`, 'i').test(s.slice(end));
  // "thirty (30)", "sixty (60) days", "five (5) years"
  const word = `(?:${[...WORD_VALUE.keys()].join('|')})`;
  for (const m of s.matchAll(new RegExp(`\\b(${word}(?:[- ]${word})?)\\s*\\((\\d{1,3})\\)`, 'gi'))) {
    const v = Number(m[2]);
    if (wordsValue(m[1]!) !== v) continue;
    const words = m[1]!;
    out.push({ at: m.index, len: m[0].length, value: v, write: (x) => `${keepCase(words, numberWords(x))} (${x})`, time: timeAfter(m.index + m[0].length) });
    taken.push([m.index, m.index + m[0].length]);
  }
  // digits: "30 days", "$1,000,000", "15%"
  for (const m of s.matchAll(/(?<![\w.,/-])\d{1,3}(?:,\d{3})*(?:\.\d+)?(?![\d/-]|\.\d|[a-z])/gi)) {
    const end = m.index + m[0].length;
    if (!free(m.index, end) || REF_BEFORE.test(s.slice(0, m.index)) || MONTH_BEFORE.test(s.slice(0, m.index))) continue;
    // "5.2" without a currency or a percent sign is a clause number, not an amount.
    if (m[0].includes('.') && s[m.index - 1] !== '$' && s[end] !== '%') continue;
    const v = Number(m[0].replace(/,/g, ''));
    if (v >= 1900 && v <= 2199 && !m[0].includes(',')) continue; // a year: the date alteration's business
    // "Three Million Dollars ($3,000,000)": the digits restate the words; "28 February 2000" is a date.
    if (/\(\$?\s*$/.test(s.slice(0, m.index)) || new RegExp(`^\\s*(${MONTHS.join('|')})`).test(s.slice(end))) continue;
    const grouped = m[0].includes(',');
    out.push({ at: m.index, len: m[0].length, value: v, write: (x) => (grouped ? x.toLocaleString('en-US') : String(x)), time: timeAfter(end) });
    taken.push([m.index, end]);
  }
  // bare number words before a noun: "five years", "two Directors"
  for (const m of s.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\b(?![- ]\w)(?!\s*\()(?=\s+[a-z]+)(?!\s+\w+\s*\()/gi)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const w = m[0];
    out.push({ at: m.index, len: w.length, value: wordsValue(w)!, write: (x) => keepCase(w, numberWords(x)), time: timeAfter(m.index + w.length) });
  }
  return out.sort((a, b) => a.at - b.at);
}

function alterNumber(s: string, time: boolean): Alteration | null {
  const n = numbers(s).find((x) => x.time === time);
  if (!n) return null;
  const to = n.write(other(n.value));
  return { kind: time ? 'duration' : 'number', text: replaceAt(s, n.at, n.len, to), from: s.slice(n.at, n.at + n.len), to };
}

function alterUnit(s: string): Alteration | null {
  for (const n of numbers(s)) {
    if (!n.time) continue;
    const m = new RegExp(`^(\\s*(?:calendar |business |working )?)(days?|weeks?|months?|years?)\\b`, 'i').exec(s.slice(n.at + n.len));
    if (!m) continue;
    const unit = m[2]!;
    const swapped = keepCase(unit, UNIT_SWAP[unit.toLowerCase()]!);
    const at = n.at + n.len + m[1]!.length;
    return { kind: 'duration-unit', text: replaceAt(s, at, unit.length, swapped), from: unit, to: swapped };
  }
  return null;
}


function alterDate(s: string): Alteration | null {
  // "June 30, 2019", "December 31 2004", "1st day of May, 2001": change the year; else the month of "Month D".
  const m = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`).exec(s) ?? new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?(${MONTHS.join('|')}),?\\s+(\\d{4})\\b`).exec(s);
  if (m) {
    const year = m[3]!;
    const at = m.index + m[0].lastIndexOf(year);
    const to = String(Number(year) + 1);
    return { kind: 'date', text: replaceAt(s, at, 4, to), from: year, to };
  }
  const d = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})\\b`).exec(s);
  if (d) {
    const to = MONTHS[(MONTHS.indexOf(d[1]!) + 6) % 12]!;
    return { kind: 'date', text: replaceAt(s, d.index, d[1]!.length, to), from: d[1]!, to };
  }
  return null;
}

/** "Neither party", "no Party", "nor any of its Affiliates" right before the modal: a prohibition already. */
const NEGATED_SUBJECT = /\b(neither|nor|no|not|never)\b(\s+\S+){0,5}\s*$/i;

function alterNegation(s: string): Alteration | null {
  const neg = /\b(shall|will|may|must|does|do|is|are)\s+not\b/i.exec(s);
  if (neg) {
    const to = neg[1]!;
    return { kind: 'negation', text: replaceAt(s, neg.index, neg[0].length, to), from: neg[0], to };
  }
  const m = /\b(shall|will|may|must|is|are)\b/.exec(s);
  if (!m || NEGATED_SUBJECT.test(s.slice(0, m.index))) return null;
  const to = `${m[1]} not`;
  return { kind: 'negation', text: replaceAt(s, m.index, m[0].length, to), from: m[0], to };
}

function alterExclusivity(s: string): Alteration | null {
  // The ordinary word only: "Exclusive Territory" is the name of a defined term, not a grant's scope.
  const non = /\bnon-?exclusive\b/.exec(s);
  if (non) {
    const to = keepCase(non[0], 'exclusive');
    return { kind: 'exclusivity', text: replaceAt(s, non.index, non[0].length, to), from: non[0], to };
  }
  const ex = /\bexclusive\b/.exec(s);
  if (!ex) return null;
  const to = keepCase(ex[0], 'non-exclusive');
  return { kind: 'exclusivity', text: replaceAt(s, ex.index, ex[0].length, to), from: ex[0], to };
}

function alterModal(s: string): Alteration | null {
  // "shall have the right to" is already a permission: "may have the right to" says the same.
  const m = /\b(shall|will|must|may)\b(?!\s+not\b)(?!\s+be\b)(?!\s+have\s+the\s+(right|option)\b)/.exec(s);
  // "Neither party shall" and "neither party may" are one prohibition: not an alteration.
  if (!m || NEGATED_SUBJECT.test(s.slice(0, m.index))) return null;
  const to = m[1] === 'may' ? 'shall' : 'may';
  return { kind: 'modal', text: replaceAt(s, m.index, m[0].length, to), from: m[0], to };
}

/** Party names a clause uses: defined role terms, and ALL-CAPS names that act in it ("MTV agrees", "WGT's"). */
const ROLES = new Set('Licensor Licensee Company Distributor Supplier Customer Agency Agent Franchisor Franchisee Consultant Client Contractor Manufacturer Purchaser Buyer Seller Vendor Reseller Sponsor Provider Publisher Developer Owner Operator Bank Borrower Lender Landlord Tenant Employer Executive Investor Marketer Affiliate Network'.split(' '));
const ACTS = String.raw`(?:shall|will|may|must|agrees|hereby|'s)\b`;
/** Capitalised words that open a clause rather than continue a name ("If Network fails"). */
const OPENERS = new Set('If In The Upon When Where Unless Provided Except Neither Either Each Both And Or Then After Before Notwithstanding Subject Should Additionally Further Thereafter During'.split(' '));

function alterParties(s: string): Alteration | null {
  const seen: string[] = [];
  for (const m of s.matchAll(/\b([A-Z][a-z]+|[A-Z]{2,8})\b/g)) {
    const w = m[1]!;
    // "COMPANY" and "Company" are one party written two ways: no swap between them.
    if (seen.some((x) => x.toLowerCase() === w.toLowerCase())) continue;
    const isRole = ROLES.has(w) || (/^[A-Z]+$/.test(w) && new RegExp(`\\b${w}\\s*${ACTS}`).test(s));
    if (!isRole) continue;
    seen.push(w);
    if (seen.length === 2) break;
  }
  if (seen.length < 2) return null;
  const [a, b] = seen as [string, string];
  // "Network and Affiliate shall negotiate" says the same with the names exchanged: no alteration.
  if (new RegExp(`\\b(${a}|${b})(,? (and|or|nor) | and/or )(${a}|${b})\\b`).test(s)) return null;
  // Only the names standing alone: "the Network Transactional Share" is a defined term, not the party.
  const text = s.replace(new RegExp(`\\b(${a}|${b})\\b`, 'g'), (w: string, _g: string, at: number) => {
    const before = /([A-Z][\w&]*)\s+$/.exec(s.slice(0, at));
    const inName = (before && !OPENERS.has(before[1]!)) || /^\s+[A-Z]/.test(s.slice(at + w.length));
    return inName ? w : w === a ? b : a;
  });
  return text === s ? null : { kind: 'party-swap', text, from: `${a} … ${b}`, to: `${b} … ${a}` };
}

/** Every alteration of `clause` that its words allow, at most one per kind. */
export function alterations(clause: string): Alteration[] {
  const all = [
    alterNumber(clause, false),
    alterNumber(clause, true),
    alterUnit(clause),
    alterDate(clause),
    alterNegation(clause),
    alterExclusivity(clause),
    alterModal(clause),
    alterParties(clause),
  ];
  return all.filter((a): a is Alteration => a !== null && a.text !== clause);
}

/**
 * Light restatements that keep the meaning: "shall" as "will", the list marker or
 * clause number dropped, "this Agreement" as "the Agreement".
 */
export function restatements(clause: string): string[] {
  const out = new Set<string>();
  const s = clause.replace(/\s+/g, ' ').trim();
  out.add(s.replace(/\bshall\b/g, 'will'));
  out.add(s.replace(/^(\(?[a-z0-9ivx]{1,4}[.)]\s*)+/i, '').replace(/^\d+(\.\d+)*\.?\s+/, ''));
  out.add(s.replace(/\bthis Agreement\b/g, 'the Agreement'));
  out.delete(s);
  return [...out].filter((x) => x.length > 20);
}
