/**
 * What kind of text a sentence of a contract is. Only `clause` text can be a claim:
 * a heading, a table-of-contents line, a WHEREAS recital, a definition-list entry or a
 * signature block says what a contract is about or who signed it, never what it
 * provides — shown as an answer, it is a green "Supported" that answers nothing.
 */
export type PassageKind = 'clause' | 'heading' | 'toc' | 'recital' | 'definition' | 'signature' | 'fragment';

// One string, split: a list of quoted words would put `from", "…` in the bundle, which the builder-config test reads as an import.
const MINOR = new Set('a an and as at by for in of on or the to with upon under from no not its non'.split(' '));

/** Title Case or CAPITALS with no sentence in it: "Governing Law; Venue", "TERM AND TERMINATION". */
export function looksLikeHeading(text: string): boolean {
  const t = text.replace(/^\s*(?:(?:ARTICLE|Article|SECTION|Section|§)\s*)?[\dIVXivx]+(?:\.\d+)*\.?\s*/, '').replace(/[.;:]\s*$/, '').replace(/\s+(?:[ivx]{1,4}|[a-z])$/, '').trim();
  if (t.length === 0) return true;
  if (t.length > 80) return false;
  const words = t.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length === 0 || words.length > 10) return false;
  return words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && MINOR.has(w.toLowerCase())));
}

const TOC = /(?:\.{4,}|…{2,}|(?:\s\.){3,})\s*\d*\s*$|^(?:table of contents|contents)\s*$/i;
/**
 * A list of the contract's attachments ("ATTACHMENTS : A – Master Territory … D – Confidentiality and Non-Competition
 * Agreement"): the titles of documents, like a table of contents, provide nothing — yet one answered "Is a party
 * restricted from competing?" in green. Three or more lettered titles, or a list opened by its label, and no verb of duty.
 */
const ATTACHMENT_LIST_LABEL = /^\s*(?:list\s+of\s+)?(?:attachments?|exhibits?|schedules?|appendi(?:x|ces)|annex(?:es)?)\s*[:–—-]/i;
const ATTACHMENT_ENTRY = /(?:^|\s)(?:(?:exhibit|schedule|attachment|annex|appendix)\s+)?[A-Z0-9](?:-\d{1,2})?\s*[:–—-]\s+\p{Lu}/gu;
const DUTY = /\b(?:shall|will|must|may|agrees?|hereby|is|are)\b/i;
/**
 * A table of contents printed without dot leaders: "2. Grant of License 18 2.1 Licenses 18 2.2 Sublicense 20 2.3 Right to
 * Subcontract 20 3." (cuad-scale-263) — each title's page, then the next entry's number. It answered "Does one party grant
 * the other a license?" in green in the review table (session 43). Two such page-and-number pairs, and no verb of duty; the
 * next number has its dot, so a row of figures ("Year 1 100 2 Year 2 200") is none.
 */
const PAGE_THEN_ENTRY = /\b\d{1,3}\s+\d{1,2}\.(?:\d{1,3}(?:\.\d{1,3})*)?(?=\s+\p{Lu}|\s*$)/gu;
function listsContents(t: string): boolean {
  return !DUTY.test(t) && (t.match(PAGE_THEN_ENTRY)?.length ?? 0) >= 2;
}
function listsAttachments(t: string): boolean {
  if (DUTY.test(t)) return false;
  return ATTACHMENT_LIST_LABEL.test(t) || (t.match(ATTACHMENT_ENTRY)?.length ?? 0) >= 3;
}
const RECITAL = /^\s*(?:W\s?H\s?E\s?R\s?E\s?A\s?S\b|NOW,?\s+THEREFORE\b|RECITALS?\b|BACKGROUND\b|WITNESSETH\b)/i;
/**
 * A lettered recital: "C. Eurofarma wishes to receive an exclusive license from NLS …, and NLS wishes to grant a respective
 * license" (cuad-scale-037) says what the parties want, not what the agreement grants, and no party is bound in it.
 */
const LETTERED_RECITAL = /^\s*\(?[A-H][.)]\s+(?![^.;]*\b(?:shall|will|must|agrees?|hereby)\b)[^.;]{0,300}?\b(?:wish(?:es)?|desires?|intends?)\s+to\b/;
// A definition-list entry, lettered or numbered ("1.16 “Exclusive” shall mean …": a numbered definitions article).
const DEFINITION = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*|\d+(?:\.\d+)+\.?\s+)?["“'‘][^"”’]{1,80}["”’](?:\s+(?:or|and)\s+["“][^"”]{1,60}["”])?\s*(?:\([^)]{0,60}\)\s*)?(?:shall\s+|will\s+|has\s+|have\s+)?(?:means?|mean|has the meaning|have the meaning|shall have the meaning|refers? to|is defined)\b/i;
/** "For these purposes, “control” means …": a definition that opens with a phrase. */
const DEFINED_INLINE = /^[^.;]{0,80}?["“][^"”]{1,60}["”]\s*(?:\([^)]{0,80}\)\s*)?(?:shall\s+)?(?:means?|shall have the meaning)\b/i;
/** "As used herein, the term “CONTROL” (…) … means", "… shall have the same meaning here", "For the purpose of this clause, …". */
const DEFINED_LATE = /^[^.;]{0,200}?\bthe\s+(?:terms?|words?|phrases?|expressions?)\s+["“][^"”]{1,60}["”][\s\S]{0,400}?\bmeans?\b|\bshall\s+have\s+the\s+(?:same\s+)?meanings?\b|\bhave\s+the\s+(?:same\s+)?meanings?\s+(?:given|set\s+forth|ascribed|assigned)|^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?for\s+(?:the\s+)?purposes?\s+of\s+this\s+(?:clause|section|article|paragraph|definition)\b/i;
/** A sentence's own number or label: "15.1", "(c)", "4.". */
const OWN_NUMBER = /^\s*(?:\(?[a-z0-9]{1,3}[.)]|\d{1,3}(?:\.\d{1,3})+\.?)\s+/i;
const SIGNATURE = /^\s*(?:By|Name|Title|Date|Signature|Its|Printed Name|Authorized Signatory)\s*:|IN WITNESS WHEREOF|\/s\/|_{5,}|^\s*(?:Signed|Executed)\s+(?:by|for)\b/i;

const LOWER_CASE_ITEM = /^\(?(?:[a-z]{1,2}|[ivx]{1,4}|\d{1,2})[.)]\s*\p{Ll}/u;

/** Classifies one sentence (trimmed text of a retrieved anchor). */
export function passageKind(text: string): PassageKind {
  const t = text.trim();
  if (SIGNATURE.test(t)) return 'signature';
  if (TOC.test(t) || listsAttachments(t) || listsContents(t)) return 'toc';
  if (RECITAL.test(t) || LETTERED_RECITAL.test(t)) return 'recital';
  // Read past the sentence's own number: "15.1 For the purpose of this paragraph 15 “IPRs” shall mean …" (cuad-scale-374).
  const bare = t.replace(OWN_NUMBER, '');
  if (DEFINITION.test(t) || DEFINED_INLINE.test(bare.slice(0, 160)) || DEFINED_LATE.test(bare)) return 'definition';
  if (looksLikeHeading(t)) return 'heading';
  // A list item that goes on in lower case finishes its lead-in: "(c) comes into the other party's possession …" is
  // one of the things "Confidential Information" does not include, and alone it says none of that.
  if (LOWER_CASE_ITEM.test(t)) return 'fragment';
  // Fewer than four words, or no lower-case word at all outside a shouting clause: a label, a number, a stray line.
  const words = t.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 4) return 'fragment';
  return 'clause';
}

/**
 * A sentence never starts in lower case (a list label such as "a)" or "iv." aside): this one is the rest of a sentence
 * begun on the page (or passage) before — "employees of the Combined Business; provided, however, that this clause (2)
 * shall not permit …". It may still be all a contract says on the point ("laws of the State of Georgia, without regard
 * to …"), so it is not refused, but a whole sentence that answers as well comes first.
 */
export function continuesSentence(text: string): boolean {
  const t = text.trimStart();
  return (/^\p{Ll}/u.test(t) && !/^(?:[a-z]{1,2}|[ivx]{1,4})[.)]/.test(t)) || CUT_PARENTHESIS.test(t);
}

/**
 * …and so does one that begins inside a parenthesis a break cut: "Hundred Thousand) for a term of twenty (20) years, in cash
 * …" — its first bracket closes one opened before it began. A list label ("f)", "(ii)", "B)") opens an item, not this.
 */
const CUT_PARENTHESIS = /^(?!\(?[a-zA-Z0-9]{1,4}[.)])[^()]{1,40}\)/;
