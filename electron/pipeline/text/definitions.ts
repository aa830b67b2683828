import { asksDocumentFact } from './document-facts.js';
import { escapeRegExp } from './regexp-literal.js';

/**
 * Questions about what a defined term means — "How is Confidential Information defined?", "What does 'Territory' mean?" —
 * and the sentences that define a term. Such a question is answered by the contract's definition of that term and by
 * nothing else: asked of cuad-dev-05, the green answer was "Each Party will protect the Confidential Information of the
 * other Party …" (an obligation that uses the term), while § 1.4 "The term “Confidential Information” means any and all
 * information which …" was never offered, since a definition was no clause to the generator (session 31). Pure.
 */

/** Words that only say a term is one: "the term", "the defined term", "the phrase". */
const TERM_WORD = String.raw`(?:the\s+)?(?:(?:defined\s+)?(?:term|phrase|word|expression)\s+)?`;
/** Where a definition question may say which document it asks about: "… in this agreement", "… under the Novartis agreement". */
const WHERE = String.raw`(?:\s+(?:in|under|as\s+used\s+in)\s+(?:this|the|each|these)\b[^?]*)?`;
const ASKS: readonly RegExp[] = [
  new RegExp(String.raw`\bwhat\s+(?:does|do)\s+${TERM_WORD}(.+?)\s+mean${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`\bhow\s+(?:is|are)\s+${TERM_WORD}(.+?)\s+defined${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`\bwhat\s+is\s+meant\s+by\s+${TERM_WORD}(.+?)${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`\b(?:what\s+is\s+|what['’]s\s+|give\s+(?:me\s+)?)?the\s+definition\s+of\s+${TERM_WORD}(.+?)${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`^\s*define\s+${TERM_WORD}(.+?)${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`\bwhat\s+is\s+the\s+meaning\s+of\s+${TERM_WORD}(.+?)${WHERE}\s*\??\s*$`, 'i'),
  new RegExp(String.raw`\bwhere\s+(?:is|are)\s+${TERM_WORD}(.+?)\s+defined${WHERE}\s*\??\s*$`, 'i'),
  // "Is X defined?", "Is X defined and, if so, how?", "Is X a defined term?".
  new RegExp(String.raw`^\s*(?:is|are)\s+${TERM_WORD}(.+?)\s+(?:defined\b|an?\s+defined\s+(?:term|phrase|word)\b)`, 'i'),
];
/** Not a term: "What does this agreement mean for …?" asks about consequences. */
const NOT_A_TERM = /^(?:this|that|these|those|it|they|the\s+agreement|the\s+contract)\b/i;
/** Words a capitalised term may hold in lower case: "Change of Control", "Date of Delivery". */
const MINOR_WORDS = new Set(['of', 'and', 'or', 'the', 'in', 'for', 'to', 'a', 'an', 'on', 'by']);
/** A term is a name, not a clause: a few words at most. */
const MAX_TERM_WORDS = 8;

/** The term a question asks the definition of, as the question writes it (quotes and a leading article taken off), or null. */
export function askedDefinition(question: string): string | null {
  const q = question.replace(/\s+/g, ' ').trim();
  for (const re of ASKS) {
    const m = re.exec(q);
    if (!m) continue;
    const raw = m[1]!.trim();
    const quoted = /^["“'‘].*["”'’][.,;:]?$/.test(raw);
    const term = raw.replace(/[.,;:]+$/, '').replace(/^["“'‘]+|["”'’]+$/g, '').replace(/[.,;:]+$/, '').replace(/^(?:the|a|an)\s+/i, '').trim();
    const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0 || words.length > MAX_TERM_WORDS || NOT_A_TERM.test(term) || /["“”]/.test(term)) return null;
    // A name, not a phrase: "What is meant by the Royalties being payable quarterly?" asks what a provision means, and
    // "Define the obligations of Duval" asks for a summary. Unquoted, a term of several words is capitalised throughout.
    if (!quoted && words.length > 1 && words.some((w) => /^\p{Ll}/u.test(w) && !MINOR_WORDS.has(w))) return null;
    return term;
  }
  return null;
}

/** "What is the Territory?", "Who is the Licensee?", "What are the Licensed Products under this agreement?". */
const NAMED_TERM = new RegExp(String.raw`^\s*(?:[Ww]hat|[Ww]ho)\s+(?:is|are)\s+(?:[Tt]he\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){0,${MAX_TERM_WORDS - 1}}?)${WHERE}\s*\??\s*$`, 'u');

/**
 * The capitalised term a question asks what or who it is — "What is the Territory?", "Who is the Licensee?" — or null. A
 * contract's capital letters mark its defined terms, and such a question is answered by the definition when a document has
 * one: the clauses that only use the term say where a Territory matters, not what it is (session 31's trial: "Who is the
 * Licensee?" was answered by a clause the Licensee performs). Unlike askedDefinition's questions, these are answered as any
 * other question when no document defines the term ("What is the Governing Law?" in title case). A question about the
 * document itself ("What is the Effective Date?", text/document-facts.ts) is not one.
 */
export function askedNamedTerm(question: string): string | null {
  const q = question.replace(/\s+/g, ' ');
  const m = NAMED_TERM.exec(q);
  if (!m || asksDocumentFact(q)) return null;
  const term = m[1]!.trim();
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (NOT_A_TERM.test(term) || /^(?:agreement|contract)$/i.test(term) || words.some((w) => /^\p{Ll}/u.test(w) && !MINOR_WORDS.has(w)) || MINOR_WORDS.has(words.at(-1)!.toLowerCase())) return null;
  return term;
}

const QUOTE_OPEN = `["“'‘]`;
const QUOTE_CLOSE = `["”'’]`;
/** What follows a defined term in a definition: "means", "shall have the meaning", "refers to", "includes". */
const DEFINES = String.raw`(?:shall\s+|will\s+|has\s+|have\s+)?(?:means?|mean|has\s+the\s+meaning|have\s+the\s+meaning|shall\s+have\s+the\s+meaning|refers?\s+to|includes?|shall\s+include|is\s+defined\s+as)\b`;

/** The term as a pattern: its words with any spacing or hyphen between, singular or plural ("Royalty", "Royalties"), any case. */
function termPattern(term: string): string {
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w, i) => (i === words.length - 1 ? numberless(w) : escapeRegExp(w))).join(String.raw`[\s-]+`);
}

/** A last word in either number: "Royalty" and "Royalties", "Entity" and "Entities", "Product" and "Products". */
function numberless(word: string): string {
  const stem = /ies$/i.test(word) ? word.slice(0, -3) : /[^aeiou]y$/i.test(word) ? word.slice(0, -1) : null;
  if (stem !== null) return `${escapeRegExp(stem)}(?:y|ies)`;
  return `${escapeRegExp(word.replace(/s$/i, ''))}s?`;
}

const PATTERNS = new Map<string, RegExp>();
function definitionPattern(term: string): RegExp {
  let re = PATTERNS.get(term);
  if (!re) {
    const t = termPattern(term);
    re = new RegExp(
      [
        // '“Confidential Information” means …', 'The term “Territory” (as extended) shall mean …', '“Products” or “Product” means …'.
        String.raw`${QUOTE_OPEN}\s*(?:the\s+)?${t}\s*${QUOTE_CLOSE}\s*(?:,\s*)?(?:(?:or|and)\s+${QUOTE_OPEN}[^"”'’]{1,60}${QUOTE_CLOSE}\s*)?(?:\([^)]{0,80}\)\s*)?(?:,\s*)?${DEFINES}`,
        // '… the countries listed in Exhibit A (the “Territory”)', '(each, a “Product”)', '(hereinafter the “Licensee”)'.
        // '(each such divested entity or line of business, products or services, a “Divested Entity”)' (cuad-dev-10 § 8.02).
        String.raw`\((?:[^()]{0,200}?,\s*)?\s*(?:(?:the|each|a|an|collectively|individually|together|hereinafter|herein)[\s,]+){0,3}(?:(?:referred\s+to\s+as|called)\s+)?(?:the\s+)?${QUOTE_OPEN}\s*${t}\s*${QUOTE_CLOSE}\s*\)`,
        // '… hereinafter referred to as the “Products”'.
        String.raw`\b(?:hereinafter|herein|below)\s*,?\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?${QUOTE_OPEN}\s*${t}\s*${QUOTE_CLOSE}`,
        // A definitions list that does not quote its terms: '(a) Affiliate means, in respect of …'.
        String.raw`^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*|\d+(?:\.\d+)*\.?\s+)?(?:the\s+)?${t}\s+${DEFINES}`,
      ].join('|'),
      'iu',
    );
    // Terms asked in a long session: bounded.
    if (PATTERNS.size > 1000) PATTERNS.clear();
    PATTERNS.set(term, re);
  }
  return re;
}

/** Whether `sentence` defines `term` (askedDefinition's). */
export function definesTerm(sentence: string, term: string): boolean {
  return definitionPattern(term).test(sentence.replace(/\s+/g, ' '));
}

/** A definition that only says where the meaning is given: '“Confidential Information" shall have the meaning set forth in Section 5.04'. */
export function refersElsewhere(sentence: string): boolean {
  return /\bha(?:ve|s)\s+the\s+(?:same\s+)?meanings?\s+(?:set\s+(?:forth|out)|given|ascribed|assigned|specified|provided|attributed)\b|\bas\s+(?:such\s+term\s+is\s+)?defined\s+in\b/i.test(sentence);
}

/** Where a definition that points elsewhere says the meaning is: a section ("Section 8.02"), the recitals, the preamble, or an attachment's entry (attachmentNamed). */
export type MeaningAt = { kind: 'section'; ref: string } | { kind: 'recitals' } | { kind: 'preamble' } | { kind: 'attachment'; ref: string };

const POINTS_TO = /\b(?:set\s+(?:forth|out)|given|ascribed|assigned|specified|provided|attributed)\s+(?:(?:to\s+(?:it|such\s+term|them)\s+)?in|(?:to\s+(?:it|such\s+term|them)\s+)?(?:under|by))\s+(?:the\s+)?((?:Sections?|Articles?|Clauses?|Paragraphs?|§)\s*[\dIVXivx][\w.()]*|Recitals?|Preamble)|\bdefined\s+in\s+(?:the\s+)?((?:Sections?|Articles?|Clauses?|Paragraphs?|§)\s*[\dIVXivx][\w.()]*|Recitals?|Preamble)/i;

/** meaningAt of a definition that refers elsewhere ('"Divested Entity" has the meaning set forth in Section 8.02'), or null. */
export function meaningAt(sentence: string): MeaningAt | null {
  const m = POINTS_TO.exec(sentence.replace(/\s+/g, ' '));
  const ref = (m?.[1] ?? m?.[2])?.replace(/[.,;:]+$/, '');
  if (!ref) return null;
  if (/^recital/i.test(ref)) return { kind: 'recitals' };
  if (/^preamble/i.test(ref)) return { kind: 'preamble' };
  return { kind: 'section', ref };
}

/** Whether `sentence` uses the term at all: a claim that does not is about something else. */
export function namesTerm(sentence: string, term: string): boolean {
  return termSaidPattern(term).test(sentence);
}

/** `term` said as a whole: any case, spacing or hyphen between its words, its last word in either number. */
export function termSaidPattern(term: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${termPattern(term)}(?![\p{L}\p{N}])`, 'iu');
}

/**
 * The attachment a definition says its content is in: '"Territory" means the geographic area described in Exhibit A' →
 * "Exhibit A". Such a definition is true and says nothing a lawyer asked: cuad-dev-06's Territory is "Europe", in Exhibit
 * A's entry "TERRITORY: • Europe" (session 32's trial: the pointer alone was the green answer).
 */
export function attachmentNamed(sentence: string): string | null {
  const m = IN_ATTACHMENT.exec(sentence.replace(/\s+/g, ' '));
  return m ? m[1]! : null;
}
const IN_ATTACHMENT = /\b(?:described|set\s+(?:forth|out)|specified|listed|identified|shown|stated|contained|designated)\s+(?:in|on|at)\s+(?:the\s+)?((?:Exhibit|Schedule|Appendix|Annex|Attachment|Addendum)\s+(?:[A-Z]|\d+)(?:[.-]?\d+)?)\b/;

/** A line that ends an attachment's entry: another entry ("TRADEMARKS:"), a heading in capitals, or a page number. */
const ENDS_ENTRY = /^(?:[\p{Lu}][\p{Lu}\p{N}\s&'’()/,.-]{2,}|[\p{Lu}][\p{L}\p{N}\s&'’()/-]{0,40}:.*|\d{1,3})$/u;
/** How much of an entry is quoted: its value, not the schedule after it. */
const MAX_ENTRY = 600;

/**
 * An attachment's entry for the term, as offsets into `text`: a line that begins with the term and a colon, and its value —
 * the rest of that line, or the lines below it up to the next entry or heading ("TERRITORY:\n\n/bullet/ Europe\n\nSPECIAL
 * TERMS AND CONDITIONS" is the entry up to "Europe"). Null when `text` has none, or the entry is empty.
 */
export function labelledEntry(text: string, term: string): { start: number; end: number } | null {
  const m = new RegExp(String.raw`(?:^|\n)[ \t]*(${termPattern(term)})[ \t]*:`, 'iu').exec(text);
  if (!m) return null;
  const start = m.index + m[0].indexOf(m[1]!);
  let end = m.index + m[0].length;
  let valued = false;
  for (const [i, line] of text.slice(end).split('\n').entries()) {
    const body = line.trim();
    // The value's first line may stand on the label's line or below it; after it, an entry or a heading ends it. Below the
    // label, a number alone is the page's.
    if ((valued && ENDS_ENTRY.test(body)) || (i > 0 && /^\d{1,3}$/.test(body))) break;
    if (body && !valued) valued = true;
    if (body && end + line.length + 1 - start > MAX_ENTRY) break;
    end += line.length + 1;
  }
  const value = text.slice(start, end).trimEnd();
  return valued ? { start, end: start + value.length } : null;
}
