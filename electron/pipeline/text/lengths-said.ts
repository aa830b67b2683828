/**
 * Lengths of time as a contract or a question states them ("sixty days", "thirty (30) days'", "a 30-day period"), and
 * percentages and sums of money ("12%", "fifteen percent (15%)", "$25,000", "10,000 U.S. Dollars"), read as number and
 * unit: what a yes-no question asks ("Is the cure period sixty days?", "Is the commission 15%?") against what a clause says.
 */

/** Number words a contract writes its lengths in. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** "twenty-four", "forty-five": a ten and a unit. */
const COMPOUND = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)`;
/** A number word's value, compounds included. */
const wordValue = (word: string) => word.split('-').reduce((n, w) => n + NUMBER_WORDS[w]!, 0);
/**
 * A length: "sixty days", "30-day", "thirty (30) days'", "twenty-four months", "ninety (90) calendar days", and the hours
 * and minutes a service level counts in ("within fifteen (15) minutes", "four (4) business hours").
 */
/** What kind of day, week or month a length counts: "ten business days", "thirty calendar days", "three full years". */
export const LENGTH_QUALIFIER = String.raw`(?:business|working|banking|trading|calendar|consecutive|full|natural|contract)`;
const LENGTH_SAID = new RegExp(String.raw`\b(\d{1,4}|${COMPOUND}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})\s*(?:\(\s?(\d{1,4})\s?\)\s*)?(?:-\s*)?(?:${LENGTH_QUALIFIER}\s+)?(minute|hour|day|week|month|year)s?\b`, 'gi');
/** A strict threshold's words: a figure must pass it ("more than five percent (5%)") or stay short of it ("less than"). */
const ABOVE_WORDS = String.raw`more\s+than|over|exceed\w*|longer\s+than|greater\s+than|in\s+excess\s+of|above|beyond`;
const BELOW_WORDS = String.raw`less\s+than|under|shorter\s+than|fewer\s+than|below`;
const ABOVE = new RegExp(String.raw`^(?:${ABOVE_WORDS})$`, 'i');
const BELOW = new RegExp(String.raw`^(?:${BELOW_WORDS})$`, 'i');
/** Words that make a question's length a bound, not the length it asks about: "at least sixty days", "within thirty days". */
const BOUNDED = new RegExp(String.raw`\b(?:${ABOVE_WORDS}|${BELOW_WORDS}|at\s+least|at\s+most|no\s+more\s+than|no\s+less\s+than|not\s+less\s+than|not\s+more\s+than|up\s+to|within|by|before|after)\s+$`, 'i');
/**
 * A bound that is a floor ("at least sixty (60) days", "not less than six months": the notice a clause requires) or a
 * ceiling ("up to 50%", "not to exceed $10,000"), which a yes-no question can ask and a clause state otherwise.
 */
type Limit = 'floor' | 'ceiling' | null;
const FLOOR = /\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\s+$/i;
const CEILING = /\b(?:at\s+most|up\s+to|not\s+more\s+than|no\s+more\s+than|not\s+to\s+exceed|a\s+maximum\s+of)\s+$/i;
const boundOf = (before: string): string | null => BOUNDED.exec(before)?.[0].trim().toLowerCase().replace(/\s+/g, ' ') ?? null;
const limitOf = (before: string): Limit => (FLOOR.test(before) ? 'floor' : CEILING.test(before) ? 'ceiling' : null);
/** The words of a floor, a ceiling or another bound, as one lower-case phrase: "not less than", "not to exceed", "more than". */
const boundWordsOf = (before: string): string | null => (FLOOR.exec(before) ?? CEILING.exec(before) ?? BOUNDED.exec(before))?.[0].trim().toLowerCase().replace(/\s+/g, ' ') ?? null;
/**
 * The words that put a condition as "if" does: "if", "in the event (that)", "in case", "provided that", "so long as",
 * "assuming (that)", "supposing (that)". One list for every reading of a condition (a question's case, the condition it
 * puts after what it asks, a clause's event, a question that asks what follows an event); each adds its own cues
 * ("unless", "upon", "should") as what it reads needs.
 */
export const IF_CUES = String.raw`if|in\s+the\s+event(?:\s+that)?|in\s+case|provided\s+that|so\s+long\s+as|assuming(?:\s+that)?|supposing(?:\s+that)?`;
/**
 * A condition a question puts after what it asks, to its end: "… if LEA's monthly Royalty Payment fails to exceed …?", "…
 * when the Term expires?". What it asks is what comes before (answered-no.ts askedPolarity, responsiveness's asked terms).
 */
export const CONDITION_PUT = new RegExp(String.raw`\s(?:${IF_CUES}|when|unless|should)\s[^?]*(?=\??\s*$)`, 'i');
/**
 * The scene's words run to its comma, past one between a number's digits ("If the claim is for $40,000, must …?"); a time it
 * starts from is one too ("As of the VNBZ Closing, are references … to be read as …?").
 */
const SCENE_SET = String.raw`(?:if|when|where|once|after|before|upon|on|in|under|during|following|for|as\s+of|as\s+from)\b(?:[^?,]|(?<=\d),(?=\d)){0,120},\s*`;
/** The clause that sets a question's scene: "If the Contractor does not confirm a Purchase Order within five working days, ". */
export const SCENE = new RegExp(String.raw`^\s*${SCENE_SET}`, 'i');
/** A yes-no question, perhaps after a clause that sets its scene ("After MediaNet approves a prospect registration, does …?"). */
export const YES_NO = new RegExp(String.raw`^\s*(?:${SCENE_SET})?(?:is|are|was|were|does|do|did|can|could|may|must|shall|will|would|has|have)\b`, 'i');
/** The words a question opens with: a question word, or an auxiliary before its subject (question-parts.ts reads them too). */
export const QUESTION_WORD = String.raw`(?:what|which|who|whom|whose|when|where|why|how|whether)`;
export const AUXILIARY = String.raw`(?:is|are|was|were|does|do|did|can|could|may|might|must|shall|should|will|would|has|have|had)`;
const ASKS = new RegExp(String.raw`^(?:${QUESTION_WORD}|${AUXILIARY})\b`, 'i');
/**
 * What a question asks after the clause that sets its scene: "When the Professional attends a promotional event …, does the
 * Company have to cover his travel …?" asks whether the Company must, not when (trial 42: its "When" was read as asking a
 * time, and a sentence with "30 days" answered). The question itself when no scene opens it or no question follows one.
 */
export function withoutScene(question: string): string {
  return splitScene(question)?.rest ?? question;
}
/** The clause that sets a question's scene (`scene`, its comma included) and the question after it; null when no scene opens it or no question follows one. */
export function splitScene(question: string): { scene: string; rest: string } | null {
  const m = SCENE.exec(question);
  if (!m) return null;
  const rest = question.slice(m[0].length);
  return ASKS.test(rest) ? { scene: m[0], rest } : null;
}
/** A fraction said in words: "one half", "half", "one third", "two-thirds". */
export const FRACTION = String.raw`(?:one|a)[\s-]half|half|one[\s-](?:third|quarter|fourth)|two[\s-]thirds`;
/** A percentage ("12%", "15 percent", "fifteen percent (15%)") or a sum of money ("$25,000", "10,000 U.S. Dollars"). */
// A form's blank filled in is the figure: "remit to Member Provider _1_% of the net Rewards" (trial 46, cuad-dev-26).
const PERCENT_SAID = /(?:\b[a-z-]+\s+(?:percent|per\s+cent)\s*\(\s*)?(?:\b|(?<=_))(\d{1,3}(?:\.\d+)?)_*\s*(?:%|\s(?:percent|per\s+cent)\b)\)?/gi;
const MONEY_SAID = /(?:(?:US\$|U\.S\.\s?\$|\$|USD\s?|EUR\s?|€|£|RMB\s?)\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?!\s*(?:million|billion))|\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s+(?:U\.?S\.?\s+)?(?:dollars|euros|pounds|RMB|yuan)\b)/gi;

/** The units a length is said in, singular: what a question's words must not count as its subject ("sixty days"). */
export const LENGTH_UNITS = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;

/** A sum or share in words before its figure in brackets: "Three Million Dollars (", "five percent (". */
const SUM_WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion';
const SUM_IN_WORDS = new RegExp(String.raw`\b(?:${SUM_WORD})(?:[\s-]+(?:${SUM_WORD}|and))*[\s-]+(?:(?:U\.?S\.?|United\s+States)\s+)?(?:dollars|euros|pounds|rmb|yuan|percent|per\s+cent)?\s*\(\s*$`, 'i');

/** A figure as written: its number, unit, words (number word and digits), and whether it can be read for sure. */
interface FigureSaid { n: number; unit: string; said: string; bound: boolean; by: string | null; limit: Limit; at: number; words: string[]; sure: boolean; before: string }

/** Every length, percentage and sum in `text`, in the order of the three patterns, each with the 30 characters before it. */
function* walkFigures(text: string): Generator<FigureSaid> {
  for (const m of text.matchAll(LENGTH_SAID)) {
    const near = text.slice(Math.max(0, m.index - 30), m.index);
    const word = m[1]!.toLowerCase();
    const n = m[2] !== undefined ? Number(m[2]) : /^\d/.test(word) ? Number(word) : wordValue(word);
    // "one hundred twenty days", "one-hundred-twenty days": the number is longer than what the pattern read — unless its
    // digits follow in brackets and say it ("one hundred twenty (120) days", trial 38: cuad-dev-01 § F.2 read as no length).
    const sure = m[2] !== undefined || !/\bhundred(?:\s+and)?\s+$|-\s*$/i.test(near);
    const hundreds = m[2] !== undefined ? (/\b[a-z]+[\s-]+hundred(?:[\s-]+and)?[\s-]+$/i.exec(near)?.[0] ?? '') : '';
    // What bounds it stands before the whole number: "within one hundred eighty (180) days" is bound by "within" (trial 46,
    // cuad-dev-00 § 3(b) was green for "within 90 days").
    const at = m.index - hundreds.length;
    const before = text.slice(Math.max(0, at - 30), at);
    yield { n, unit: m[3]!.toLowerCase(), said: `${hundreds}${m[0].trim()}`, bound: BOUNDED.test(before), by: boundOf(before), limit: limitOf(before), at, words: [word, ...(m[2] !== undefined ? [m[2]] : [])], sure, before };
  }
  for (const [re, unit] of [[PERCENT_SAID, '%'], [MONEY_SAID, 'money']] as const) {
    for (const m of text.matchAll(re)) {
      // What bounds a sum stands before its words: "no less than Three Million Dollars ($3,000,000)" is a floor (trial 47,
      // cuad-dev-07 § 15 was green for "at least $5,000,000").
      const words = SUM_IN_WORDS.exec(text.slice(Math.max(0, m.index - 120), m.index))?.[0] ?? '';
      const at = m.index - words.length;
      const before = text.slice(Math.max(0, at - 30), at);
      const digits = (m[1] ?? m[2]!).replace(/,/g, '');
      yield { n: Number(digits), unit, said: m[0].trim(), bound: BOUNDED.test(before), by: boundOf(before), limit: limitOf(before), at, words: [digits], sure: true, before };
    }
  }
}

/**
 * The lengths, percentages and sums a text states, as number and unit (a length's "day", "%", "money") where it states
 * them; null when a length cannot be read for sure ("one hundred twenty days").
 */
export function figuresIn(text: string): FigureStated[] | null {
  const out: FigureStated[] = [];
  for (const f of walkFigures(text)) {
    if (!f.sure) return null;
    out.push({ n: f.n, unit: f.unit, said: f.said, bound: f.bound, by: f.by, boundWords: boundWordsOf(f.before), limit: f.limit, at: f.at });
  }
  return out;
}
/** `by`: the words that bound it ("within", "at least"), as one lower-case phrase; null when none does; `boundWords` the whole of a floor's or ceiling's ("not to exceed"). */
export interface FigureStated { n: number; unit: string; said: string; bound: boolean; by: string | null; boundWords: string | null; limit: Limit; at: number }

const DAYS: Readonly<Record<string, number>> = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 365 / 12, year: 365 };
/**
 * Two figures that are the same: lengths the same time in any units ("ninety days" and "three months", within a
 * twentieth), percentages and sums the same number.
 */
export function sameFigure(a: { n: number; unit: string }, b: { n: number; unit: string }): boolean {
  if (figureKind(a.unit) !== 'length' || figureKind(b.unit) !== 'length') return a.unit === b.unit && a.n === b.n;
  const x = a.n * DAYS[a.unit]!;
  const y = b.n * DAYS[b.unit]!;
  return Math.abs(x - y) <= 0.05 * Math.max(x, y);
}

/**
 * Whether a case's figure meets the threshold a clause sets with `bound`: "3%" does not meet "more than five percent (5%)",
 * "45 days" does not meet "more than sixty (60) days", "$60,000" meets "not less than $50,000". Null when the bound is no
 * threshold ("within thirty days", "by", "after") or the two are not figures of one kind.
 */
export function meetsThreshold(figure: { n: number; unit: string; by?: string | null; limit?: FigureStated['limit'] }, bound: FigureStated): boolean | null {
  if (figureKind(figure.unit) !== figureKind(bound.unit)) return null;
  const scale = (f: { n: number; unit: string }) => (figureKind(f.unit) === 'length' ? f.n * DAYS[f.unit]! : f.n);
  const [x, y] = [scale(figure), scale(bound)];
  // A case bounded the same way as the threshold: "an underpayment of more than 5%" meets "more than 5%" (trial 48,
  // cuad-dev-18 § 9.5 read as holding only beyond the case the question put).
  const above = figure.limit === 'floor' || (figure.by != null && ABOVE.test(figure.by));
  const below = figure.limit === 'ceiling' || (figure.by != null && BELOW.test(figure.by));
  if (bound.limit === 'floor') return x >= y;
  if (bound.limit === 'ceiling') return x <= y;
  if (bound.by === null) return null;
  if (ABOVE.test(bound.by)) return above ? x >= y : x > y;
  if (BELOW.test(bound.by)) return below ? x <= y : x < y;
  return null;
}

/** A figure a yes-no question asks: its number, unit, the words it is said in, and the words as the question writes them. */
export interface AskedFigure { n: number; unit: string; said: string; words: string[] }

/**
 * The figures a yes-no question asks about ("thirty days" of "Is the cure period for a failure to pay thirty days?", "15%"
 * of "Is the commission 15% …?"), a floor or a ceiling it asks ("at least six months", weighed against the claim's own:
 * question-type.ts figureOpposed), not another bound it sets ("within thirty days") nor a stretch it names ("after the first
 * three months"). A length the question cannot read for sure ("one hundred twenty days") is still one it asks.
 */
/** A stretch of time a question names, not a figure it asks: "after the first three months". */
const STRETCH = /\b(?:first|initial|last|next|final)\s+$/i;

export function askedFigures(question: string): AskedFigure[] {
  if (!YES_NO.test(question)) return [];
  const out: AskedFigure[] = [];
  for (const f of walkFigures(question)) {
    if ((f.bound && f.limit === null) || (f.unit !== '%' && f.unit !== 'money' && STRETCH.test(f.before))) continue;
    out.push({ n: f.n, unit: f.unit, said: f.said, words: f.words });
  }
  return out;
}

/**
 * The words of the figures a yes-no question asks (askedFigures): a clause that says another figure answers the question
 * as much as one that says it — "no" — so the figure is no word a clause must say to be the answer (trial 36: cuad-dev-17's
 * general cure period of "thirty (30) days" outranked § 8.01(b)'s "three (3) business days" for a failure to pay, on the
 * word "thirty"). Percentages and sums as contentTerms reads them ("20000"); a length's unit too, as "six months" is
 * answered by "one (1) year" (trial 44, cuad-dev-14 § 20.1).
 */
export function askedFigureWords(question: string): string[] {
  return [...askedFigures(question), ...askedBounds(question)].flatMap((f) => (figureKind(f.unit) === 'length' ? [...f.words, f.unit] : f.words));
}

/**
 * The bounds a yes-no question sets ("within 15 days"): not what it asks (a clause that states no length may still answer
 * "Can Licensee terminate within thirty days?"), but no word a clause must say either — "Must CNET send … its monthly report
 * … within 15 days after the end of each month?" is answered no by "Within 30 days after the end of each month …" (trial 46,
 * cuad-dev-18 § 2.6: refused, "15" the word missing), which figureOpposed weighs.
 */
export function askedBounds(question: string): AskedFigure[] {
  if (!YES_NO.test(question)) return [];
  return [...walkFigures(question)].filter((f) => f.bound && f.limit === null && !STRETCH.test(f.before)).map((f) => ({ n: f.n, unit: f.unit, said: f.said, words: f.words }));
}

/** What kind of figure a unit is: every length is one kind ("24 months" and "two years" answer each other). */
export function figureKind(unit: string): 'length' | 'percentage' | 'sum' {
  return unit === '%' ? 'percentage' : unit === 'money' ? 'sum' : 'length';
}
