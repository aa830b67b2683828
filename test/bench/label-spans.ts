import { findNormalized, normalizeText, type PreparedHaystack } from '../../electron/pipeline/text/normalize.js';

/**
 * Where a lawyer's labelled clause (CUAD qa.jsonl) lies in a document's canonical text.
 * CUAD's text came from another extractor, which sometimes lost or added a space ("without
 * thewritten consent", "(20t h)"): Layer 1's normalised search, rightly, does not bind such
 * a quote, so a label it cannot find is looked for again with all whitespace ignored. Only a
 * label of 20 or more visible characters is, so that a short one cannot match across words.
 */
export function labelSpan(hay: PreparedHaystack, label: string): [number, number] | null {
  const whole = locate(hay, label);
  if (whole || label.length < MIN_PREFIX) return whole;
  // A long label CUAD's extractor laid out otherwise part-way (a list's lines in another order, a lost letter, a line
  // from the next page: cuad-scale-222's "(e) indirect or consequential losses; suffered or incurred by …") lies where
  // its longest findable opening does — unless that opening is too short to be the clause's alone, or less than half of it.
  let lo = 0;
  let hi = label.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (locate(hay, label.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo >= MIN_PREFIX && lo >= label.length / 2 ? locate(hay, label.slice(0, lo)) : null;
}

/** The shortest opening of a label that places it: two lines of a contract, which no other clause repeats. */
const MIN_PREFIX = 100;

function locate(hay: PreparedHaystack, label: string): [number, number] | null {
  const found = findNormalized(hay, label, { limit: 1 })[0];
  if (found) return found;
  const needle = visible(normalizeText(label).text).text;
  if (needle.length < MIN_BLIND) return null;
  const norm = hay.norm;
  const h = visible(norm.text);
  const at = h.text.indexOf(needle);
  if (at < 0) return null;
  const first = h.at[at]!;
  const last = h.at[at + needle.length - 1]!;
  return [norm.starts[first]!, norm.ends[last]!];
}

const MIN_BLIND = 20;

/** `text` without whitespace, and each kept character's index in `text`. */
function visible(text: string): { text: string; at: number[] } {
  const out: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    out.push(text[i]!);
    at.push(i);
  }
  return { text: out.join(''), at };
}
