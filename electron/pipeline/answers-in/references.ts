import { superscriptDigits } from './claims.js';
import { quotedWords } from '../verification/claim-checks.js';

/** What a claim's own words say about where its evidence is. Offsets are into the text given. */
export type QuoteRef = { text: string; span: [number, number] };
export type PageRef = { first: number; last: number; text: string; span: [number, number] };
export type SectionRef = { ref: string; text: string; span: [number, number] };
export type FootnoteRef = { marker: string; span: [number, number] };
export type NameRef = { name: string; span: [number, number] };

export type ParsedRefs = {
  quotes: QuoteRef[];
  pages: PageRef[];
  sections: SectionRef[];
  footnotes: FootnoteRef[];
  names: NameRef[];
};

const QUOTE = /[“"]([^”"\n]{3,2000}?)[”"]/g;
// "p. 14", "pp. 3–4", "page 9", "pages 3-4", "at 14" (the last only as a pin cite to a named document, see below).
const PAGE = /\b(?:pp?\.|pages?|pgs?\.)\s*(\d{1,4})(?:\s*(?:[-–—]|to)\s*(\d{1,4}))?|\bat\s+(\d{1,4})\b(?!\s*(?:days?|months?|years?|%|percent|[ap]\.?m\.?|o'clock))/gi;
const SECTION = /(?:§§?\s*|\b(?:sections?|sec\.|clauses?|articles?|art\.|paragraphs?|para\.)\s+)(\d+[A-Za-z]?(?:\.\d+[A-Za-z]?)*(?:\([A-Za-z0-9]{1,4}\))*|[IVXLC]+\b(?:\.\d+)*)|\b(?:exhibit|schedule|annex|appendix|attachment)\s+([A-Z]{1,2}(?:-\d+)?|\d+)\b/gi;
/**
 * A lettered part or its paragraph: "Section E", "Section D.1", "§ G.1(a)" (the sample Agency Agreement's parts run A to
 * I). Case-sensitive, unlike SECTION: "section a party …" is no reference.
 */
const LETTERED = /(?:§§?\s*|\b(?:[Ss]ections?|SECTIONS?|[Ss]ec\.|[Cc]lauses?|[Pp]aragraphs?|[Pp]ara\.)\s+)[A-Z](?:\.\d+[A-Za-z]?)*(?:\([A-Za-z0-9]{1,4}\))*(?!\w|\.\d)/g;
const FOOTNOTE = /\[(\d{1,3})\]|([¹²³⁴⁵⁶⁷⁸⁹⁰]+)|\^(\d{1,3})|(?<=[.,;:”"’)a-z]\s?)\((\d{1,2})\)(?=\s*(?:[.,;]|$))/g;
const FILE_NAME = /\b[\w][\w.&'-]{0,120}\.(?:pdf|docx?|txt|rtf)\b/gi;
/** A capitalised name that ends in an instrument word: "the Distributor Agreement", "Master Services Agreement". */
const INSTRUMENT = /\b((?:[A-Z][\w&'’-]*\s+(?:and\s+|of\s+|for\s+|to\s+)?){1,7}(?:Agreement|Contract|Lease|Licen[cs]e|Amendment|Addendum|Memorandum|Deed|Charter|Bylaws|Indenture|Guaranty|Guarantee|Note|Plan|Policy|Terms|Consent|Waiver))\b/g;
/**
 * "The" and a capitalised name before a lowercase instrument word: "the Zynga license", "The CNET agreement" (a trial's
 * "the Zynga license" scoped nothing, and "The CNET agreement", which the matter does not hold, was no unknown document).
 */
const LOWER_INSTRUMENT = /\b[Tt]he\s+((?:[A-Z][\w&'’-]*\s+){1,3}(?:agreement|contract|lease|licen[cs]e))\b/g;
/** Words that name no particular document ("this Agreement", "the Agreement"). */
const GENERIC = new Set(['the', 'this', 'such', 'said', 'that', 'each', 'any', 'an', 'a', 'these', 'those', 'its', 'their', 'our', 'your', 'under', 'in', 'per', 'see', 'both', 'all', 'other', 'new', 'original', 'current', 'same', 'present', 'and', 'of', 'for', 'to', 'also', 'however', 'if', 'when', 'where', 'while', 'pursuant', 'according', 'as', 'by', 'on', 'with', 'from']);

/** Parses quotes, pages, sections, footnote markers and document names out of one claim or note. */
export function parseReferences(text: string, exclude: ReadonlyArray<readonly [number, number]> = []): ParsedRefs {
  const quotes = [...text.matchAll(QUOTE)].map((m) => ({ text: quotedWords(m[1]!), span: [m.index + 1, m.index + m[0].length - 1] as [number, number] })).filter((q) => q.text.length >= 3);
  const inQuote = (i: number) => quotes.some((q) => i >= q.span[0] && i < q.span[1]);
  const excluded = (i: number) => inQuote(i) || exclude.some(([s, e]) => i >= s && i < e);

  const pages: PageRef[] = [];
  for (const m of text.matchAll(PAGE)) {
    if (excluded(m.index)) continue;
    const first = Number(m[1] ?? m[3]);
    const last = m[2] ? Number(m[2]) : first;
    if (first < 1 || last < first || last - first > 200) continue;
    pages.push({ first, last, text: m[0], span: [m.index, m.index + m[0].length] });
  }
  const sections: SectionRef[] = [];
  for (const m of text.matchAll(SECTION)) {
    if (excluded(m.index)) continue;
    sections.push({ ref: m[0].replace(/\s+/g, ' ').trim(), text: m[0], span: [m.index, m.index + m[0].length] });
  }
  for (const m of text.matchAll(LETTERED)) {
    if (excluded(m.index) || sections.some((r) => m.index < r.span[1] && r.span[0] < m.index + m[0].length)) continue;
    sections.push({ ref: m[0].replace(/\s+/g, ' ').trim(), text: m[0], span: [m.index, m.index + m[0].length] });
  }
  sections.sort((a, b) => a.span[0] - b.span[0]);
  const footnotes: FootnoteRef[] = [];
  for (const m of text.matchAll(FOOTNOTE)) {
    if (inQuote(m.index)) continue;
    const marker = m[1] ?? (m[2] ? superscriptDigits(m[2]) : undefined) ?? m[3] ?? m[4];
    if (marker) footnotes.push({ marker, span: [m.index, m.index + m[0].length] });
  }
  const names: NameRef[] = [];
  for (const m of text.matchAll(FILE_NAME)) {
    if (excluded(m.index)) continue;
    names.push({ name: m[0].trim(), span: [m.index, m.index + m[0].length] });
  }
  for (const pattern of [INSTRUMENT, LOWER_INSTRUMENT]) {
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (excluded(m.index) || names.some((n) => m.index < n.span[1] && n.span[0] < end)) continue;
      const words = m[1]!.split(/\s+/);
      // Drop leading generic words ("Under the", "This"); keep the name only if a particular word remains.
      while (words.length > 1 && GENERIC.has(words[0]!.toLowerCase())) words.shift();
      const particular = words.slice(0, -1).filter((w) => !GENERIC.has(w.toLowerCase()));
      if (particular.length === 0) continue;
      const name = words.join(' ');
      const at = end - name.length;
      names.push({ name, span: [at, at + name.length] });
    }
  }
  return { quotes, pages, sections, footnotes, names };
}

/** The claim's words with quotes, references and markers blanked — what retrieval searches for when nothing is quoted. */
export function claimWords(text: string, refs: ParsedRefs): string {
  const chars = text.split("");
  const blank = (s: number, e: number) => {
    for (let i = s; i < e && i < chars.length; i++) chars[i] = ' ';
  };
  for (const r of [...refs.pages, ...refs.sections, ...refs.footnotes]) blank(r.span[0], r.span[1]);
  return chars.join('').replace(/\s+/g, ' ').trim();
}
