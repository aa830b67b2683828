import { clauseTerms, contentTerms, questionUnits } from './question-units.js';
import { AUXILIARY as AUX, figureKind, figuresIn, QUESTION_WORD as WH } from './lengths-said.js';
import { questionType, type AnswerForm } from './question-type.js';
import { ROLES } from './party-roles.js';

/**
 * The questions a lawyer asks in one: "When are royalty fees due and what interest applies to delinquent fees?" asks two
 * things, and a clause that says when fees are due answers only the first (a helper's trial, session 27: cuad-dev-08's
 * royalty clause was marked responsive to both). Pure and model-free; the same split serves every generator's claims
 * (verification/responsiveness.ts judges a claim against each part, the answer says which part no claim answers) and
 * the extractive generator, which looks for each part's clause.
 *
 * A part starts where a second question is joined to the first: after "?", or after "and" / "but" (with or without a
 * comma) or a semicolon, when a question word or an auxiliary with its subject follows ("…, and what if the System fails
 * again?", "…, and for what renewal term?", "… and can Licensee sublicense?"). "Or" offers a choice within one question
 * ("Can a party assign, or is consent required?"), never a second question. A part is kept apart only if it stands on its
 * own: it says something to look for and does not point back ("…, and what must it pay?" is about what the first part's
 * party pays on the first part's termination); one that does not stand on its own stays joined to the part before it.
 */
const PREP = String.raw`(?:for|in|on|under|by|to|with|within|after|before|from|at|of|upon|until)`;
/** What may open a second question: a question word (after a preposition or not), or an auxiliary and its subject. */
// An auxiliary before an adverb or a participle goes on with a clause, it asks nothing: "… finished Products that belong to
// it but are still stored at the Contractor's premises?" is one question (trial 49, cuad-dev-14 § 22.10 read as two).
const OPENS = String.raw`(?:${PREP}\s+)?${WH}\b|${AUX}\s+(?!(?:not|still|also|already|then|now|being|been|only|always|never|usually|often|\p{Ll}+ed)\b)[\p{L}\p{N}'’-]+`;
const JOIN = new RegExp(String.raw`\?\s+(?=\S)|\s*;\s*(?:and\s+|but\s+)?(?=${OPENS})|,?\s+(?:and|but)\s+(?:also\s+)?(?=${OPENS})`, 'giu');

/** A part that points back to the one before: its subject or object is a pronoun ("what then?" says nothing of its own: joined too). */
const POINTS_BACK = /\b(?:it|its|they|them|their|he|him|his|she|her|this|that|these|those|such|so|same|thereof|therefor|thereunder|above|foregoing)\b/i;

/**
 * A part that names its own subject, a party by its name, right after its auxiliary: "…, and how often must STW calculate
 * what it owes?" (trial 48, cuad-dev-27 § 14(b)) stands on its own; its "it" is STW, named in it. Joined to the royalty
 * part, the one sentence that states the 17% royalty was green for both, the 180 days unasked.
 */
// So does one whose subject is a party named by its role or as any party: "…, and what must a party do before it can bring
// legal proceedings against the other?" (trial 50, cuad-scale-158 § 15.10: joined to the governing law, both refused).
const OWN_SUBJECT = new RegExp(String.raw`^\s*(?:${PREP}\s+)?${WH}(?:\s+[\p{Ll}'’-]+){0,5}?\s+${AUX}\s+(?:(?:the\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*\s+\p{Ll}|(?:a|an|any|either|each|neither|the\s+other)\s+part(?:y|ies)\b|the\s+(?:${ROLES})\b)`, 'u');

/**
 * A part that asks the same of another case: "…, and when if it is sent by email?" (trial 45, cuad-dev-14 § 22.6). Its "it"
 * points back to the thing asked about, but the case is its own, and a clause about registered mail does not answer it.
 */
const CONTRASTS = /^\s*(?:when|what|how\s+(?:long|much|many|soon)|which|who|where)\s+(?:if|for|in\s+case|where|when|during|after|before)\b/i;

/** At least this many of its own words: a part that points back but asks for something the part before never named. */
const OWN_WORDS = 2;

/** The forms of answer a measure gives: a part that asks one stands apart; "what happens then?" asks what follows the first. */
const MEASURES: ReadonlySet<AnswerForm> = new Set(['amount', 'percent', 'count', 'duration', 'temporal', 'date', 'due', 'notice']);

/**
 * Whether a part that points back asks for its own thing: "What does ESSI give Stephen Marley by way of stock, and how much
 * cash does it pay him each month?" (trial 50, cuad-scale-060) — "it" and "him" are ESSI and Marley, but the cash and the
 * month are asked of no clause the stock part needs; joined, the monthly cash clause was green for the whole question and
 * the stock left unasked. Only a part that asks for a measure (an amount, a length, a date), in words of its own: "…, and
 * what must it pay?" names one word, and stays with the part it points back to, as does "…, and what is the consequence if
 * it stays silent?".
 */
function asksOwnThing(part: string, before: string): boolean {
  // "…, and what happens once that term runs out?" (trial 49, cuad-dev-27 § 3) asks what follows the term the first part asks
  // about, which the one clause answers with it; apart, "runs out" was said by nothing and the answer lost its green.
  const wants = questionType(partQuestion(part))?.wants;
  if (!wants || !MEASURES.has(wants)) return false;
  // A word that holds one of the part before's, or is held by it, is that one again: "can Licensee sublicense it" after "Is the
  // licence exclusive" asks of the licence.
  const had = contentTerms(before);
  const again = (t: string) => had.some((h) => t === h || (h.length >= 4 && t.includes(h)) || (t.length >= 4 && h.includes(t)));
  return contentTerms(part).filter((t) => !again(t)).length >= OWN_WORDS;
}

/** Whether a part asks the same as the one before of another case ("when if it is sent by email"). */
export function asksOfAnotherCase(part: string): boolean {
  return CONTRASTS.test(part);
}

/** At least this many characters: "and when?" is no question of its own. */
const MIN_PART = 8;

/** Says something to look for: a legal concept or a content word. */
function saysSomething(part: string): boolean {
  const u = questionUnits(part);
  return part.length >= MIN_PART && (u.concepts.length > 0 || u.terms.length > 0);
}

/** A question put with a question word, an auxiliary or a request ("List …"); anything else names what it asks for. */
const PUT_AS_QUESTION = new RegExp(String.raw`^\s*(?:and\s+)?(?:${WH}|${AUX}|please|list|describe|summari[sz]e|explain|tell|identify|give|show|find|state|on|in|under|for|to|at|by)\b`, 'i');
const AND = /\band\b/gi;
/** A preposition and what follows it: the complement both named things share ("… radius of the post-termination non-compete"). */
const COMPLEMENT = new RegExp(String.raw`\s(${PREP}\s.+)$`, 'i');
const HAS_PREP = new RegExp(String.raw`\b${PREP}\b`, 'i');
/** The named thing before "and": a few words, no complement of its own ("Warranty period", "Duration"). */
const MAX_NAMED_WORDS = 4;

/**
 * Two things asked for by name, without a verb: "Warranty period and Customer's remedy for a defective Product?" (a helper's
 * trial, session 27), "Duration and radius of the post-termination non-compete?". The complement after the second name is
 * shared: the first part is "Duration of the post-termination non-compete". A single word with nothing to share is no part
 * ("Termination and renewal rights?", "Books and records audit rights?" name one thing each).
 */
function namedParts(text: string): string[] | null {
  const body = text.replace(/[?\s]+$/u, '');
  if (PUT_AS_QUESTION.test(body) || (body.match(AND) ?? []).length !== 1) return null;
  const m = /^(.+?),?\s+and\s+(.+)$/i.exec(body);
  if (!m) return null;
  const [left, right] = [m[1]!.trim(), m[2]!.trim()];
  const words = left.split(/\s+/).length;
  if (HAS_PREP.test(left) || words > MAX_NAMED_WORDS) return null;
  const shared = COMPLEMENT.exec(right)?.[1];
  if (words === 1 && !shared) return null;
  const first = shared ? `${left} ${shared}` : left;
  return saysSomething(first) && saysSomething(right) ? [first, right] : null;
}

/**
 * The question's parts in order, each as it is written (without its "?") — a part that names one of two things shares the
 * complement the question gives both; one part when it asks one thing.
 */
export function questionParts(question: string): string[] {
  const text = question.trim();
  const named = namedParts(text);
  if (named) return named;
  // Each piece as [start, end) in `text`, so a piece joined back to the one before keeps the words between them.
  const pieces: Array<[number, number]> = [];
  let from = 0;
  for (const m of text.matchAll(JOIN)) {
    if (m.index! > from) pieces.push([from, m.index!]);
    from = m.index! + m[0].length;
  }
  pieces.push([from, text.length]);
  const parts: Array<[number, number]> = [];
  for (const [a, b] of pieces) {
    const last = parts.at(-1);
    const p = text.slice(a, b);
    if (last && (!saysSomething(p) || (POINTS_BACK.test(p) && !CONTRASTS.test(p) && !OWN_SUBJECT.test(p) && !asksOwnThing(p, text.slice(last[0], last[1]))))) last[1] = b;
    else parts.push([a, b]);
  }
  const out = parts.map(([a, b]) => text.slice(a, b).replace(/[?\s]+$/u, '').trim()).filter((p) => p !== '');
  // A first part that says nothing of its own ("And what about renewal?" after nothing) makes no second question.
  return out.length > 1 && saysSomething(out[0]!) ? out : [text.replace(/[?\s]+$/u, '')];
}

/**
 * A part as a question is judged: one that names what it asks for ("Warranty period for a defective Product") is asked
 * as "What is the Warranty period for a defective Product?" — a period wants a length, which "for the Warranty Period, the
 * Products will be free from defects" does not state (question-type.ts); a part put as a question is itself.
 */
export function partQuestion(part: string): string {
  if (PUT_AS_QUESTION.test(part)) return part;
  // Its first word in lower case, as the question's own words would be: "What is the Duration …?" read "Duration" as a
  // party that acts (question-actor.ts). Not a name in capitals ("NDA") nor a party's ("Customer's remedy").
  const first = /^\p{Lu}\p{Ll}+\b(?!['’])/u.test(part) ? part[0]!.toLowerCase() + part.slice(1) : part;
  return `What is the ${first}?`;
}

/**
 * The parts answered, given those a claim answers on its own: a yes-or-no part is answered too by an answer to a later part
 * that asks more of the same thing — "Does this agreement renew, and for what renewal term?" is answered whole by "… with
 * automatic renewal for successive one-year terms", which states no "shall renew" (the tune half's folds: cuad-scale-352
 * and -362's renewal terms went unanswered when the first part was judged alone).
 */
export function partsAnswered(parts: readonly string[], own: ReadonlySet<number>): Set<number> {
  const out = new Set(own);
  parts.forEach((part, i) => {
    if (out.has(i) || questionType(part)?.wants !== 'operative') return;
    const words = new Set(unitKeys(part));
    for (let j = i + 1; j < parts.length; j++) if (own.has(j) && unitKeys(parts[j]!).some((w) => words.has(w))) out.add(i);
  });
  return out;
}

/** A part's concepts and words, as one list of keys. */
function unitKeys(part: string): string[] {
  const u = questionUnits(part);
  return [...u.concepts.map((c) => `c:${c}`), ...u.terms.map((t) => `t:${t}`)];
}

/** What `oneFigureEach` needs of a part: the form of answer it wants and its content terms, as its caller read them. */
export type PartReading = { wants: AnswerForm | null; terms: readonly string[] };

/** The kind of figure a part asks for, when it asks for one. */
const FIGURE_WANTED: Partial<Record<AnswerForm, ReturnType<typeof figureKind>>> = { duration: 'length', amount: 'sum', percent: 'percentage' };

/**
 * Parts that each ask a figure of one kind take one figure each: "How long does CHT have to perform acceptance tests …, and
 * how long does Ehave then have to correct a reported failure?" is not answered whole by the sentence that gives Ehave its
 * fifteen Business Days (trial 46, cuad-dev-19 § 3(d): "Answers each part"; CHT's ten days are three sentences before). Of
 * the parts a text seems to answer (`own`), a text stating fewer such figures answers those whose own words it says most
 * of; when that cannot be told (a tie), the parts stay as read. The judge reads a claim so; the extractive generator reads
 * a clause so before it lets one clause stand for two parts.
 */
export function oneFigureEach(parts: readonly PartReading[], own: ReadonlySet<number>, text: string, heading: string | null = null): Set<number> {
  if (own.size < 2) return new Set(own);
  const kinds = new Set([...own].map((i) => FIGURE_WANTED[parts[i]?.wants ?? 'operative']));
  const kind = [...kinds][0];
  if (kinds.size !== 1 || kind === undefined) return new Set(own);
  const figures = figuresIn(text)?.filter((f) => figureKind(f.unit) === kind) ?? [];
  const stated = new Set(figures.map((f) => `${f.n} ${f.unit}`)).size;
  if (stated === 0 || stated >= own.size) return new Set(own);
  const terms = parts.map((p) => p.terms);
  const said = new Set([...clauseTerms(text), ...(heading ? contentTerms(heading) : [])]);
  const share = (i: number) => {
    const mine = terms[i]!.filter((t) => !terms.some((o, j) => j !== i && o.includes(t)));
    return mine.length === 0 ? 0 : mine.filter((t) => said.has(t)).length / mine.length;
  };
  const ranked = [...own].sort((a, b) => share(b) - share(a));
  if (share(ranked[stated - 1]!) === share(ranked[stated]!)) return new Set(own);
  return new Set(ranked.slice(0, stated));
}
