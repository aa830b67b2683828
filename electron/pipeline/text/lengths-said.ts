/**
 * Lengths of time as a contract or a question states them ("sixty days", "thirty (30) days'", "a 30-day period"), read as
 * number and unit: what a yes-no question asks ("Is the cure period sixty days?") against what a clause says.
 */

/** Number words a contract writes its lengths in. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** A length: "sixty days", "30-day", "thirty (30) days'", "six months", "ninety (90) calendar days". */
const LENGTH_SAID = new RegExp(String.raw`\b(\d{1,4}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})\s*(?:\(\s?(\d{1,4})\s?\)\s*)?(?:-\s*)?(?:business\s+|working\s+|banking\s+|calendar\s+|consecutive\s+|full\s+|natural\s+)?(day|week|month|year)s?\b`, 'gi');
/** Words that make a question's length a bound, not the length it asks about: "at least sixty days", "within thirty days". */
export const BOUNDED = /\b(?:at\s+least|at\s+most|more\s+than|less\s+than|no\s+more\s+than|no\s+less\s+than|not\s+less\s+than|not\s+more\s+than|up\s+to|over|under|within|by|before|after|beyond|exceed\w*|longer\s+than|shorter\s+than)\s+$/i;
export const YES_NO = /^\s*(?:is|are|was|were|does|do|did|can|could|may|must|shall|will|would|has|have)\b/i;

/** The lengths a text states, as number and unit; null when one cannot be read for sure ("one hundred twenty days"). */
export function lengthsIn(text: string): Array<{ n: number; unit: string; said: string; bound: boolean; at: number }> | null {
  const out: Array<{ n: number; unit: string; said: string; bound: boolean; at: number }> = [];
  for (const m of text.matchAll(LENGTH_SAID)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (/\bhundred(?:\s+and)?\s+$|-\s*$/i.test(before)) return null;
    const n = m[2] !== undefined ? Number(m[2]) : /^\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()]!;
    out.push({ n, unit: m[3]!.toLowerCase(), said: m[0].trim(), bound: BOUNDED.test(before), at: m.index });
  }
  return out;
}


/**
 * The words of the length a yes-no question asks about ("thirty" of "Is the cure period for a failure to pay thirty days?"),
 * not a bound it sets ("within thirty days"): a clause that says another length answers the question as much as one that says
 * it — "no" — so the figure is no word a clause must say to be the answer (trial 36: cuad-dev-17's general cure period of
 * "thirty (30) days" outranked § 8.01(b)'s "three (3) business days" for a failure to pay, on the word "thirty").
 */
export function askedFigureWords(question: string): string[] {
  if (!YES_NO.test(question)) return [];
  const out: string[] = [];
  for (const m of question.matchAll(LENGTH_SAID)) {
    const before = question.slice(Math.max(0, m.index - 30), m.index);
    // "… after the first three months": a stretch the question names, not the length it asks.
    if (BOUNDED.test(before) || /\b(?:first|initial|last|next|final)\s+$/i.test(before)) continue;
    out.push(m[1]!.toLowerCase(), ...(m[2] !== undefined ? [m[2]] : []));
  }
  return out;
}
