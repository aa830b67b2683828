/**
 * The capitalised terms a question names — a contract's defined terms, "Derivative Works", "Initial Term", "Warranty
 * Period" — and the other such term a claim names in their place. A clause about "LEA Work Product" says the word "Work"
 * and nothing about the "Derivative Works" T&B owns (trial 37, cuad-dev-05: "Who owns the Derivative Works that LEA
 * creates?" was answered green by "LEA shall be the owner of all LEA Work Product"); a "Renewal Term" is not the "Initial
 * Term", a "Termination Fee" not the "Service Fee". A claim that names neither the asked term nor another sharing its
 * words is left to the coverage of the question's words. Read in two halves, like the asked acronyms: the question once,
 * each claim against it.
 */
import { stemmer, wordStems } from './porter.js';
import { escapeRegExp } from './regexp-literal.js';
import { capitalShare, SELF_NAMES } from './capitals.js';
import { termSaidPattern } from './definitions.js';
import { SPELLED_OUT_JOINER } from './asked-acronyms.js';

/**
 * A run of Title-case words ("Confidential Information", "Right of First Refusal"), perhaps led by an acronym ("the VNBZ
 * Closing", "the JV Agreement": trial 43, cuad-dev-11's "As of the VNBJ Closing, …" was green for the VNBZ Closing); an
 * acronym after its first word and a possessive end it.
 */
const TITLE_WORD = String.raw`\p{Lu}\p{Ll}[\p{L}-]*`;
const JOINED = String.raw`\s+(?:of\s+(?:the\s+)?)?`;
/**
 * A kind named by its letter or number — "Class C", "Tier 2", "Phase II" — is a term too: "… for a Class C breach?" is not
 * answered by the Class B clause worded alike (trial 46, cuad-dev-25 § 10.2 was green). Alone, not with the words after it:
 * "the Year 3 Annual Fee" is said by "the Annual Fee payable with respect to Year 3" (trial 43, cuad-dev-15 § 5.2.2). Not a
 * reference to a part of a document ("Section 3", "Exhibit A": asked-sections.ts reads those) nor a party ("Party B").
 */
const LABELLED = String.raw`(?!(?:Sections?|Articles?|Clauses?|Paragraphs?|Exhibits?|Schedules?|Annex(?:es)?|Appendix|Appendices|Attachments?|Parts?|Items?|Pages?|Tables?|Figures?|Party|Parties|Rules?|Steps?|Notes?)\b)${TITLE_WORD}\s+(?:\p{Lu}|\p{N}{1,3}|[IVX]{2,4})(?![\p{L}\p{N}'’&-])`;
const PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}'’&-])(?:\p{Lu}{2,}\p{N}*\s+${TITLE_WORD}(?:${JOINED}${TITLE_WORD})*|${LABELLED}|${TITLE_WORD}(?:${JOINED}${TITLE_WORD})+)(?![\p{L}\p{N}'’&])`, 'gu');
/** Capitalised at a sentence's start or as a determiner, not part of a name: "Each Party", "The Warranty Period". */
const NOT_OF_A_TERM = new Set(['a', 'an', 'the', 'each', 'such', 'this', 'that', 'these', 'those', 'any', 'all', 'either', 'neither', 'no', 'both', 'other', 'its', 'their', 'our', 'your', 'his', 'her', 'if', 'in', 'on', 'upon', 'for', 'by', 'to', 'as', 'when', 'where', 'after', 'before', 'within', 'during', 'under', 'with', 'notwithstanding', 'subject', 'except', 'unless', 'provided', 'does', 'do', 'is', 'are', 'may', 'must', 'shall', 'will', 'can', 'who', 'what', 'which', 'how', 'has', 'have']);

export interface AskedTerm {
  /** As the question writes it. */
  term: string;
  /** Its words' stems, to find another term sharing one. */
  stems: ReadonlySet<string>;
  /** The term said in a claim: any case, spacing or hyphen, the last word singular or plural. */
  said: RegExp;
  /**
   * Each way to read it as a term "of" a party, in order: the words after "of (the)", and the term before them said in a
   * claim (null when that is no term of two words or more) — "Change of Control" of "a Change of Control of the Licensee"
   * (trial 40, cuad-dev-13 Art. XX(a) "Upon the occurrence of any Change of Control … all Licensee's rights and licenses …
   * shall automatically terminate" was refused for naming "Change of Control" in place of the asked term). Read with the
   * question, once: which of them counts depends on the claim's document's parties (otherTermNamed).
   */
  ofWhom: ReadonlyArray<{ tail: readonly string[]; said: RegExp | null }>;
}

/**
 * The Title-case phrases of two or more words in `text`, with any leading determiner dropped, and the text's opening word
 * too when `opening` is false (a question's first word is capitalised whatever it is).
 */
function phrases(text: string, opening = true): Array<{ phrase: string; words: string[] }> {
  const out: Array<{ phrase: string; words: string[] }> = [];
  for (const m of text.matchAll(PHRASE)) {
    const words = m[0].split(/\s+/);
    let i = !opening && text.slice(0, m.index).trim() === '' ? 1 : 0;
    while (i < words.length && NOT_OF_A_TERM.has(words[i]!.toLowerCase())) i++;
    const kept = words.slice(i);
    const named = kept.filter((w) => /^[\p{Lu}\p{N}]/u.test(w));
    if (named.length >= 2) out.push({ phrase: kept.join(' '), words: named });
  }
  return out;
}

/** The stems two terms may share: their Title-case words' — an acronym that leads one names a party or a thing, not the term's kind. */
const stems = (words: readonly string[]) => new Set(words.filter((w) => !ACRONYM.test(w)).flatMap((w) => w.toLowerCase().split('-')).filter((w) => w.length > 0).map((w) => stemmer(w)));
const ACRONYM = /^\p{Lu}{2,}\p{N}*$/u;

/** The noun that makes a name a document's: "… Strategic Alliance Agreement", "… Co-Branding Agreement". */
const DOCUMENT_NOUN = /^(?:agreement|contract|amendment|addendum)$/i;

/**
 * The defined terms a question names: Title-case phrases of two or more words, not its opening words (a question's first
 * word is capitalised whatever it is) and none whose words all belong to a party's name (`nameWords`, lower case). None
 * when the question is written in capitals.
 */
export function askedTerms(question: string, nameWords: readonly string[] = []): AskedTerm[] {
  if (capitalShare(question) > 0.5) return [];
  const names = new Set(nameWords.map((w) => w.toLowerCase()));
  // "Co-Branding" is a name word when each of its parts is.
  const isName = (w: string) => w.toLowerCase().split(/[-–]/).every((x) => x === '' || names.has(x));
  // The document's own name is no term a clause must say: "the LBIO–MD Anderson Strategic Alliance Agreement" (trial 45,
  // cuad-dev-22 § 8.1 was refused: "MD Anderson" in the clause was read as another term than the agreement's name).
  return phrases(question, false)
    .filter((p) => !p.words.every((w) => isName(w) || DOCUMENT_NOUN.test(w)))
    .map((p) => ({ term: p.phrase, stems: stems(p.words), said: termSaidPattern(p.phrase), ofWhom: ofWhom(p.phrase) }));
}

/**
 * The first asked term a claim does not say while it names another Title-case term sharing one of its words ("LEA Work
 * Product" for "Derivative Works"), as { asked, said }; null when the claim (or its section's heading) says each asked term,
 * or names no such other term. A party's name is no other term; a claim in capitals names none.
 */
export function otherTermNamed(
  asked: readonly AskedTerm[],
  claim: string,
  heading = '',
  parties: readonly (readonly string[])[] = [],
): { asked: string; said: string } | null {
  if (asked.length === 0 || capitalShare(claim) > 0.5) return null;
  const partyWords = new Set(parties.flatMap((names) => names.flatMap((n) => n.toLowerCase().split(/\s+/))));
  const says = (said: RegExp) => said.test(claim) || said.test(heading);
  // The term asked "of" a party is said by the term alone: the first reading whose words after "of" are a party's name.
  const ofParty = (t: AskedTerm) => t.ofWhom.find((o) => o.tail.every((w) => partyWords.has(w.toLowerCase())))?.said ?? null;
  const unsaid = asked.filter((t) => {
    const alone = ofParty(t);
    return !says(t.said) && !(alone !== null && says(alone)) && !spelledOutSaid(t.term, claim);
  });
  if (unsaid.length === 0) return null;
  // The claim's own terms, read once for all the asked terms it does not say.
  const named = phrases(claim)
    .filter((p) => !p.words.every((w) => partyWords.has(w.toLowerCase())))
    .map((p) => ({ phrase: p.phrase, stems: [...stems(p.words)] }));
  for (const t of unsaid) {
    const other = named.find((p) => p.stems.some((s) => t.stems.has(s)));
    if (other) return { asked: t.term, said: other.phrase };
  }
  return null;
}

/**
 * Whether `claim` says a term led by initials with them spelled out: "the 1980 United Nations Convention" for the "UN
 * Convention" (trial 46, cuad-dev-03 § 9.4: refused as another term).
 */
function spelledOutSaid(term: string, claim: string): boolean {
  const [lead, ...rest] = term.split(/\s+/);
  if (!lead || !/^\p{Lu}{2,}$/u.test(lead) || rest.length === 0) return false;
  const spelled = [...lead].map((c) => `${c}[\\p{L}'’-]*`).join(SPELLED_OUT_JOINER);
  return new RegExp(String.raw`\b${spelled}\s+${rest.map(escapeRegExp).join(String.raw`\s+`)}`, 'u').test(claim);
}

/** Words of a term that name no thing of its own: "the Company's", "the Party's", "this Agreement's". */
const GENERIC_TERM_WORDS = new Set(SELF_NAMES.map((w) => stemmer(w.toLowerCase())));

/**
 * The first asked term a claim (with its heading) does not say in full: a word of the term that is no party's name and no
 * generic word goes unsaid. "For how long may Theravance pay Brett Haumann Company Sick Pay …?" is not answered by the
 * holiday clause's "one day's pay" (trial 45, cuad-dev-20 § 12.4 was green on "pay", "Company" and "entitled"): "Sick" is
 * what the term is. Null when the claim says each asked term's own words, or the question names none.
 */
export function termUnsaid(asked: readonly AskedTerm[], claim: string, heading = '', parties: readonly (readonly string[])[] = []): string | null {
  if (asked.length === 0 || capitalShare(claim) > 0.5) return null;
  const partyStems = new Set(parties.flatMap((names) => names.flatMap((n) => wordStems(n))));
  const said = new Set(wordStems(`${claim} ${heading}`));
  for (const t of asked) {
    const own = [...t.stems].filter((s) => !partyStems.has(s) && !GENERIC_TERM_WORDS.has(s));
    if (own.length > 0 && own.some((s) => !said.has(s)) && !saysInitials(t.term, claim)) {
      // Shown without the party's name that leads it in the question ("Brett Haumann Company Sick Pay": "Company Sick Pay").
      const words = t.term.split(/\s+/);
      let from = 0;
      while (words.length - from > 2 && partyStems.has(stemmer(words[from]!.toLowerCase())) && !GENERIC_TERM_WORDS.has(stemmer(words[from]!.toLowerCase()))) from++;
      return words.slice(from).join(' ');
    }
  }
  return null;
}

/** Whether a claim names a term by its initials: "COFS" for "the City of Fort Stockton" (trial 43, cuad-dev-27), with or without its "of". */
function saysInitials(term: string, claim: string): boolean {
  const words = term.split(/\s+/);
  const all = words.map((w) => w[0]!.toUpperCase()).join('');
  const named = words.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]!).join('');
  return [all, named].some((a) => a.length >= 2 && new RegExp(String.raw`\b${a}\b`).test(claim));
}

/** The term's readings as a term "of" someone (AskedTerm.ofWhom). */
function ofWhom(term: string): AskedTerm['ofWhom'] {
  return [...term.matchAll(/\s+of\s+(?:the\s+)?/g)].map((m) => {
    const head = term.slice(0, m.index);
    return { tail: term.slice(m.index + m[0].length).split(/\s+/), said: head.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length >= 2 ? termSaidPattern(head) : null };
  });
}
