import { enclosingSentences } from './sentences.js';

/**
 * A later sentence of the same provision that takes back what those before it say. The sample Agency Agreement's § A.5:
 * "Agency agrees not to sell any competing professional liability products in Nevada, without the written consent of
 * MICOA. Provided that, if a particular risk has been submitted to MICOA and MICOA has declined that risk, then Agency may
 * … place that risk with another insurance company."; the N2K sponsorship's § 1(a): "Sponsor will be the exclusive retail
 * music store sponsor …" and, a paragraph on, "Notwithstanding the foregoing, Excite may make available …". A trial
 * quoted both first sentences alone, green (session 25). Verification reads it as a carve-out the quote leaves out; the
 * extractive generator quotes it with the clause.
 *
 * Read from `from` (the end of the clause's sentence) up to the next labelled provision (a line opening with "(b)", "b)",
 * "2.", "1.3" or "Section"), never further than READ_AHEAD characters. Returns the sentence's range in `text`.
 */
export function takenBackLater(text: string, from: number): readonly [number, number] | null {
  let ahead = text.slice(from, from + READ_AHEAD);
  const next = ahead.search(NEXT_LABELLED);
  if (next >= 0) ahead = ahead.slice(0, next);
  const m = TAKES_BACK.exec(ahead);
  if (!m) return null;
  const at = from + m.index + m[0].indexOf(m[1]!);
  const sentence = enclosingSentences(text, [at, at + m[1]!.length], READ_AHEAD);
  return [at, sentence ? Math.min(sentence[1], from + ahead.length) : from + ahead.length];
}

const READ_AHEAD = 1_500;
/** The words that open a sentence taking back the ones before it. */
const OPENS_TAKING_BACK = String.raw`(?:Provided\s*,?\s*(?:that|however)|Notwithstanding\s+(?:the\s+(?:foregoing|above|preceding)|anything\s+to\s+the\s+contrary)|Except\s+that)\b`;
/**
 * …or that puts off what they make happen: "Any termination pursuant to this paragraph shall become effective on the 30th day
 * next following …" (cuad-dev-07 § 16, trial 42: the right to terminate "upon written notice" was quoted alone, and read as
 * immediate). Quoted with the clause, and weighed with it: it does not take the clause back.
 */
const PUTS_OFF = String.raw`(?:Any|Such|The|Each)\s+(?:termination|expiration|assignment|transfer)\s+(?:pursuant\s+to|under|in\s+accordance\s+with)\s+this\s+(?:paragraph|section|clause|subsection|article)\b[^.;]{0,40}?\s+shall\s+(?:only\s+)?(?:become|be|take)\s+effective\b`;
const TAKES_BACK = new RegExp(String.raw`(?:^\s*|[.;:]["”’)]?\s+|\n\s*)(${OPENS_TAKING_BACK}|${PUTS_OFF})`);
/** A line that opens the next labelled provision: "(b) ", "b) ", "2. ", "1.3 ", "Section 4". */
const NEXT_LABELLED = /\n[ \t]*(?:\(?(?:[a-z]{1,2}|[ivx]{1,4}|\d{1,3})\)|\d{1,3}(?:\.\d{1,3})*\.?[ \t]|[A-Z]\.[ \t]|(?:ARTICLE|Article|SECTION|Section)[ \t])/;

/**
 * The text without a trailing sentence that takes back those before it: what the clause itself says, for judging whether
 * it answers the question ("… may terminate … by delivering 60 days written notice. Notwithstanding the foregoing, EHS may
 * immediately terminate … should Dr. Murray be in breach" is about termination for convenience, its exception aside).
 */
/** Whether a sentence opens by taking back, or putting off, what those before it say (see takenBackLater). */
export function takesBack(sentence: string): boolean {
  return TAKES_BACK.test(sentence.trimStart());
}

export function withoutTakenBack(text: string): string {
  const m = TAKEN_BACK_AFTER.exec(text);
  return m && m.index > 0 ? text.slice(0, m.index + 1) : text;
}
const TAKEN_BACK_AFTER = new RegExp(String.raw`[.;:]["”’)]?\s+(?=${OPENS_TAKING_BACK})`);
