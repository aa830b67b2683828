import { table } from './lexicon.js';
import type { RawToken } from './raw-tokens.js';

/**
 * Calendar dates as ISO values so every spelling of one day compares equal:
 * "January 1, 2020", "1 January 2020", "the 1st day of January, 2020", "1/1/2020",
 * "2020-01-01" → "2020-01-01"; "January 2020" → "2020-01"; "March 15" → "--03-15".
 * Month names must be capitalised: "may" is a modal, "May 1, 2020" a date.
 */
const MONTHS = table<number>({
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
});

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number | null, m: number, d: number | null) => `${y === null ? '-' : y}-${pad(m)}${d === null ? '' : `-${pad(d)}`}`;

function month(t: RawToken | undefined): number | null {
  if (!t || t.kind !== 'word' || !/^[A-Z]/.test(t.text)) return null;
  return MONTHS[t.lower] ?? null;
}
function day(t: RawToken | undefined): number | null {
  if (!t) return null;
  const m = /^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(t.text);
  const v = m ? Number(m[1]) : NaN;
  return v >= 1 && v <= 31 ? v : null;
}
function year(t: RawToken | undefined): number | null {
  if (!t || t.kind !== 'num' || !/^\d{4}$/.test(t.text)) return null;
  const v = Number(t.text);
  return v >= 1900 && v <= 2199 ? v : null;
}

/** A date starting at token i, with the index after it. */
export function datesAt(t: readonly RawToken[], i: number): { value: string; to: number } | null {
  // Month D, YYYY | Month D | Month YYYY  (a "." after an abbreviated month is skipped)
  const m = month(t[i]);
  if (m !== null) {
    let k = i + 1;
    if (t[k]?.text === '.') k++;
    const d = day(t[k]);
    if (d !== null && year(t[k]) === null) {
      let j = k + 1;
      if (t[j]?.text === ',') j++;
      const y = year(t[j]);
      return y !== null ? { value: iso(y, m, d), to: j + 1 } : { value: iso(null, m, d), to: k + 1 };
    }
    let j = k;
    if (t[j]?.text === ',') j++;
    const y = year(t[j]);
    if (y !== null) return { value: iso(y, m, null), to: j + 1 };
    return null;
  }
  // D Month YYYY | Dth day of Month, YYYY
  const d = day(t[i]);
  if (d !== null) {
    let k = i + 1;
    if (t[k]?.lower === 'day' && t[k + 1]?.lower === 'of') k += 2;
    const mm = month(t[k]);
    if (mm !== null) {
      let j = k + 1;
      if (t[j]?.text === ',') j++;
      const y = year(t[j]);
      return y !== null ? { value: iso(y, mm, d), to: j + 1 } : { value: iso(null, mm, d), to: k + 1 };
    }
  }
  // M/D/YYYY (US order, as in these contracts) and YYYY-MM-DD
  const a = t[i];
  if (a?.kind === 'num' && /^\d{1,4}$/.test(a.text)) {
    const sep = t[i + 1]?.text;
    if ((sep === '/' || sep === '-') && t[i + 3]?.text === sep && t[i + 2]?.kind === 'num' && t[i + 4]?.kind === 'num') {
      const [x, y, z] = [Number(a.text), Number(t[i + 2]!.text), Number(t[i + 4]!.text)];
      if (a.text.length === 4 && y >= 1 && y <= 12 && z >= 1 && z <= 31) return { value: iso(x, y, z), to: i + 5 };
      const fullYear = t[i + 4]!.text.length === 2 ? 2000 + z : z;
      if (a.text.length <= 2 && x >= 1 && x <= 12 && y >= 1 && y <= 31 && fullYear >= 1900 && fullYear <= 2199) return { value: iso(fullYear, x, y), to: i + 5 };
    }
  }
  return null;
}
