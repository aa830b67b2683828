/**
 * Carve-outs in a bound span: "except as provided in Section 9.2", "subject to
 * Section 14", "notwithstanding anything in Section 5", "notwithstanding the foregoing".
 * A claim that restates such a clause without its carve-out says more than the
 * contract does (README "Carve-outs as co-evidence").
 */
import { enclosingSentences } from '../text/sentences.js';
import { takenBackLater } from '../text/takes-back.js';

/** `outside`: where a qualification the quoted words leave out stands — before them or after them in their sentence, or in a later sentence of their provision. */
export type CarveOutPhrase = { phrase: string; ref: string | null; at: number; outside?: 'before' | 'after' | 'next' };

/** The words a section reference opens with. */
const REF_WORDS = String.raw`(?:Sections?|Articles?|Paragraphs?|Clauses?|§§?)`;
const REF = String.raw`(${REF_WORDS}\s*[\dIVX]+(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))*)`;
const LEAD = String.raw`(except\s+as\s+(?:otherwise\s+)?(?:expressly\s+|specifically\s+)?(?:provided|set\s+forth|stated|described|specified|permitted)\s+(?:in|under|by)|other\s+than\s+as\s+(?:provided|set\s+forth)\s+in|subject\s+to(?:\s+the\s+(?:provisions|terms|limitations)\s+of)?|notwithstanding(?:\s+anything\s+(?:to\s+the\s+contrary\s+)?(?:in|contained\s+in))?|except\s+(?:for\s+)?(?:obligations\s+|liability\s+|claims\s+)?(?:under|arising\s+under|pursuant\s+to))`;
const WITH_REF = new RegExp(`\\b${LEAD}\\s+(?:the\\s+provisions\\s+of\\s+)?(?:this\\s+Agreement'?s?\\s+)?${REF}`, 'gi');
const BARE = /\b(notwithstanding\s+(?:the\s+foregoing|anything\s+to\s+the\s+contrary(?:\s+(?:herein|in\s+this\s+Agreement))?|any\s+other\s+provision[^,;.]{0,60}))/gi;

export function findCarveOuts(span: string): CarveOutPhrase[] {
  const out: CarveOutPhrase[] = [];
  for (const m of span.matchAll(WITH_REF)) out.push({ phrase: m[0], ref: m[2]!.replace(/\s+/g, ' ').trim(), at: m.index });
  for (const m of span.matchAll(BARE)) if (!out.some((o) => Math.abs(o.at - m.index) < 5)) out.push({ phrase: m[0], ref: null, at: m.index });
  return out.sort((a, b) => a.at - b.at);
}

/** Words that open a qualification of the sentence they stand in. */
const QUALIFIER = String.raw`(?:unless|except|excluding|save\s+(?:as|for)|subject\s+to|notwithstanding|other\s+than|(?:as|so)\s+long\s+as)\b`;
// Also a bare "provided" that opens a condition with its subject: "…, provided Distributor gives WGT thirty (30) days'
// advance written notice" (the sample's § 5.4(c)), never a passive "provided by …" / "provided herein".
const PROVIDED = String.raw`(?:provided\s*,?\s*(?:that|however)\b(?:\s*,?\s*that\b)?|(?<=,\s*)provided(?=\s+(?:(?:the|such|each|either|neither|no|any|all|it|they|he|she|licensee|licensor|distributor|company|customer)\b|\p{Lu}\p{Ll}+\s+(?:gives|pays|has|is|shall|will|may|does|makes|provides|delivers|notifies|obtains|remains|continues|maintains|meets|complies|agrees)\b)))`;
/** After the quote: a qualification up to its clause's end, or a proviso up to its sentence's or ";" (its words go past commas). */
const QUALIFIER_IN_TAIL = new RegExp(`(?:^|[^\\p{L}])(${QUALIFIER}[^,;.]*|${PROVIDED}[^;.]*)`, 'giu');
// Before the quote, a qualification closed by its comma ("Except for claims under Section 15, …"). Not a proviso ("…;
// provided that (a) either party may terminate …" introduces the quoted words), nor "Notwithstanding the foregoing, …"
// (it makes them prevail).
const QUALIFIER_IN_HEAD = new RegExp(`(?:^|[,;(—–]\\s*)((?!notwithstanding)${QUALIFIER}[^,;]*),`, 'giu');
/**
 * What every contract says and no lawyer reads as an exception to the clause at hand: another agreement in writing, the
 * agreement's own terms, an earlier termination, "as set forth herein".
 */
const BOILERPLATE = [
  /^(?:unless|except)\s+(?:as\s+)?(?:otherwise\s+)?(?:(?:expressly|specifically|mutually)\s+)?(?:provided|set\s+forth|agreed(?:\s+(?:to|upon))?|permitted|stated|specified|required|contemplated)(?:\s+(?:to\s+)?(?:in\s+writing|herein|hereunder|hereby|in\s+this\s+(?:Agreement|Section)|under\s+this\s+Agreement|by\s+(?:the\s+)?(?:parties|both\s+parties|law)(?:\s+in\s+writing)?|below|above|by\s+applicable\s+law))*\s*$/i,
  /^unless\s+(?:(?:sooner|earlier)\s+)?terminated(?:\s+(?:sooner|earlier))?(?:\s+(?:as|in\s+accordance\s+with|pursuant\s+to|under)\b.*)?$/i,
  /^subject\s+to\s+(?:and\s+in\s+accordance\s+with\s+)?(?:all\s+)?(?:the\s+)?(?:terms|provisions|conditions)(?:\s+and\s+(?:conditions|provisions|limitations))?(?:\s+(?:of|set\s+forth\s+in|contained\s+in)\s+this\s+Agreement|\s+hereof|\s+herein|\s+contained\s+herein)?\s*$/i,
  /^subject\s+to\s+this\s+Agreement\s*$/i,
];
/** The section a qualification names, wherever it names it ("… ARISING OUT OF ANY BREACH OF SECTION 11.4"). */
const NAMED_REF = new RegExp(`\\b${REF}`, 'i');
const PROVISO = new RegExp(`^\\s*(?:and\\s+|but\\s+)?(?:${QUALIFIER}|${PROVIDED})`, 'iu');
/**
 * Where another provision begins, though no full stop ended the last ("… prior to the effective date of such termination" +
 * "14.3 Except as provided in …", cuad-scale-158): a blank line, or a line opening a numbered section or an article.
 */
const NEXT_PROVISION = /\n[ \t]*(?:\n|\d{1,3}(?:\.\d{1,3})*\.?[ \t]|(?:ARTICLE|Article|SECTION|Section)[ \t])/g;
/**
 * The next item of the quoted one's list ("… and (y) a … license … in any field other than …", cuad-scale-206 § 5.1(a)):
 * lettered only, after "and"/"or" or a comma — "thirty (30) days" is a number said twice.
 */
const NEXT_ITEM = /(?:[,;]\s*(?:(?:and|or)\s+)?|\s(?:and|or)\s+)\((?:[a-z]{1,2}|[ivx]{1,4})\)\s/;
const MAX_PHRASE = 200;
/** A phrase as the reviewer reads it: whole words, and an ellipsis where it was cut. */
const shortened = (p: string) => (p.length <= MAX_PHRASE ? p : `${p.slice(0, p.lastIndexOf(' ', MAX_PHRASE)).replace(/[,;:]$/, '')} …`);

/**
 * Qualifications in the cited sentence but outside the quoted words. The welcome sample's § 3.4 reads "Distributor will pay
 * WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice, unless provided otherwise on the
 * applicable invoice": a claim that quotes the words before the comma says more than the contract does, just as one that
 * drops an "except as provided in Section 9.2" inside them (session 25). Read: a qualification before the quote closed by
 * its comma ("Except for claims under Section 15, …"); after it, the rest of its clause up to the sentence's end, its first
 * ";" or the next item of its list, and a proviso after a ";" ("…; provided, however, that …"). Never past the provision.
 */
export function qualifiersAround(text: string, span: readonly [number, number]): CarveOutPhrase[] {
  const around = enclosingSentences(text, span);
  if (!around) return [];
  const out: CarveOutPhrase[] = [];
  const keep = (phrase: string, at: number, outside: NonNullable<CarveOutPhrase['outside']>) => {
    const clean = shortened(phrase.replace(/\s+/g, ' ').trim());
    if (clean.split(' ').length < 2 || BOILERPLATE.some((b) => b.test(clean))) return;
    out.push({ phrase: clean, ref: NAMED_REF.exec(clean)?.[1]!.replace(/\s+/g, ' ').trim() ?? null, at, outside });
  };
  const sentenceAt = around[0];
  const headAt = sentenceAt + Math.max(0, ...[...text.slice(sentenceAt, span[0]).matchAll(NEXT_PROVISION)].map((m) => m.index + 1));
  const head = text.slice(headAt, span[0]);
  for (const m of head.matchAll(QUALIFIER_IN_HEAD)) {
    const from = m.index + m[0].indexOf(m[1]!);
    keep(head.slice(from, throughList(head, from + m[1]!.length)), headAt + from, 'before');
  }
  let tail = text.slice(span[1], around[1]);
  const provision = tail.search(NEXT_PROVISION);
  if (provision >= 0) tail = tail.slice(0, provision);
  let at = span[1];
  for (const [i, part] of tail.split(';').entries()) {
    const item = i === 0 ? part.search(NEXT_ITEM) : -1;
    const read = item >= 0 ? part.slice(0, item) : part;
    if (i === 0 || PROVISO.test(part)) {
      for (const m of read.matchAll(QUALIFIER_IN_TAIL)) {
        const from = m.index + m[0].indexOf(m[1]!);
        keep(read.slice(from, throughList(read, from + m[1]!.length)), at + from, 'after');
      }
    }
    at += part.length + 1;
  }
  // A later sentence of the provision that takes the quoted one back (text/takes-back.ts).
  if (provision < 0) {
    const later = takenBackLater(text, around[1]);
    if (later) keep(text.slice(later[0], later[1]), later[0], 'next');
  }
  return out;
}

/**
 * Where a qualification's list ends, read on past its commas from `end`: "except to the extent the Agency has caused,
 * compounded, or contributed to such error" (the Agency Agreement's § G.1), "EXCEPT IN CASES OF GROSS NEGLIGENCE, WILLFUL
 * MISCONDUCT, OR BREACH OF SECTION 5". A trial saw both cut at the first comma. An item is a word or two before another
 * comma, or a last one opened by "or"/"and" of at most eight words and no modal (", and Licensee shall pay …" is a clause
 * of its own, not the list's).
 */
function throughList(s: string, end: number): number {
  for (;;) {
    const m = LIST_ITEM.exec(s.slice(end));
    if (!m || (m[1] && (MODAL.test(m[1]) || m[1].trim().split(/\s+/).length > 8))) return end;
    end += m[0].length;
  }
}
const LIST_ITEM = /^,\s*(?:((?:or|and)\s+[^,;.]*)|[^\s,;.]+(?:\s+[^\s,;.]+)?(?=\s*,))/i;
const MODAL = /\b(?:shall|will|may|must|agrees?|can)\b/i;

/** Whether a claim keeps a carve-out: it names the referenced section, or says an exception of its own. */
export function claimKeepsCarveOut(claim: string, c: CarveOutPhrase): boolean {
  // The number after the word ("SECTION 13(c)" → "13(c)"): read from the whole reference, the "I" of "SECTION" was the number,
  // and any claim in capitals with an "I" in it kept the carve-out (session 25's trial: "IN NO EVENT …" green).
  const num = c.ref?.replace(REF_WORD, '').match(/^(?:\d+|[IVX]+\b)(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))*/i)?.[0];
  if (num && new RegExp(`(?<![\\w.])${num.replace(/[.()]/g, (x) => `\\${x}`).replace(/\s+/g, '\\s*')}(?!\\w)`).test(claim)) return true;
  return /\b(?:except|subject\s+to|notwithstanding|unless|other\s+than|save\s+as|excluding|carve[- ]?out|provided\s*,?\s*(?:that|however)|(?:as|so)\s+long\s+as)\b/i.test(claim) || /,\s*provided\s+\w/i.test(claim);
}

const REF_WORD = new RegExp(String.raw`^${REF_WORDS}\s*`, 'i');

/** The reference a carve-out names, as a section-map key ("Section 9.2" → "9.2"; "Article IV" → "Article IV"). */
export function refKey(ref: string): string {
  const m = /^(Articles?)\s*(.+)$/i.exec(ref);
  if (m) return `Article ${m[2]!.trim()}`;
  return ref.replace(REF_WORD, '').replace(/\s+/g, '');
}
