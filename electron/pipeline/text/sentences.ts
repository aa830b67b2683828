/** A sentence of an anchor's text with its offsets in that text. */
export type Sentence = { start: number; end: number; text: string };

/**
 * Where the sentences holding `span` begin and end in `text`, read within `reach` characters either side (a quote is
 * often part of a sentence; what the rest of it says can change what the quote says). Null when the span is out of range.
 */
export function enclosingSentences(text: string, span: readonly [number, number], reach = 1_500): readonly [number, number] | null {
  const from = Math.max(0, span[0] - reach);
  const sentences = splitSentences(text.slice(from, Math.min(text.length, span[1] + reach)));
  const first = sentences.find((s) => from + s.end > span[0]);
  const last = sentences.find((s) => from + s.end >= span[1]);
  return first && last ? [Math.min(span[0], from + first.start), Math.max(span[1], from + last.end)] : null;
}

/**
 * Splits text into sentences without a model: a sentence ends at . ; ? ! followed by
 * whitespace and a capital, digit, quote or "(", or a lower-case list label ("… will apply.
 * c) Either party may terminate …": the next item, not the same sentence), or at a blank line.
 * A label with a full stop ("…: i. The other party …; ii. The other party …") begins its item:
 * the sentence before ends before the label, not at the label's own stop. Abbreviations common
 * in contracts ("Inc.", "Sec.", "No.", "e.g.") do not end a sentence, and neither does a
 * page break in the middle of one (see pageBreakEnd): "… SHALL EITHER PARTY BE LIABLE TO THE"
 * + page number + "OTHER PARTY IN AN AMOUNT GREATER THAN …" is one sentence, the cap. Nor does
 * a blank line the words run on over: a filing extracted double-spaced puts one between every
 * line ("shall be governed by and construed under the" + blank line + "Laws of the Republic of
 * South Africa."), and a sentence does not end on "the".
 * Edges are trimmed.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  let skipTo = -1;
  for (const m of text.matchAll(SENTENCE_END)) {
    if (m.index < skipTo) continue;
    const blank = m[0].startsWith('\n');
    if (blank) {
      const goesOn = runsOnAt(text, m.index, start);
      if (goesOn > 0) {
        skipTo = goesOn;
        continue;
      }
    }
    if (isAbbreviation(text, m.index)) continue;
    // "… following events: i. The other party …": the stop is the next item's label's; the sentence ends before the label.
    // (The colon may be before a blank line that already ended the sentence: then the label begins the next one.)
    const label = blank ? null : LABEL_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    const end = label ? Math.max(start, m.index - label[0].length) : m.index + (blank ? 0 : m[0].length);
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

/**
 * Text with the page breaks inside its sentences taken out (a page number, a running footer,
 * the form feed — only where the words run on across them, as splitSentences joins them):
 * what a reader reads, for a claim that restates a sentence and for the judge reading a span.
 * The quote itself, furniture and all, stays at its offsets.
 */
export function withoutPageBreaks(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\n\s*\n/g)) {
    if (m.index < from) continue;
    const goesOn = runsOnAt(text, m.index, from);
    if (goesOn < 0) continue;
    out += text.slice(from, m.index) + ' ';
    from = goesOn;
  }
  return out + text.slice(from);
}

/**
 * Where the text goes on when the blank line at `at` is inside the sentence begun at `from` — a
 * page break (pageBreakEnd) or blank lines alone, with words that run on across it
 * (continuesAcross) — or -1. Only the sentence's last words are read.
 */
function runsOnAt(text: string, at: number, from: number): number {
  const goesOn = pageBreakEnd(text, at);
  const next = goesOn > 0 ? goesOn : blankLinesEnd(text, at);
  return next > 0 && continuesAcross(text.slice(Math.max(from, at - 200), at), text.slice(next, next + 40)) ? next : -1;
}

/**
 * From a blank line at `at`, where the text goes on when only blank lines (no form feed) come between, or -1.
 * A number alone on the next line is a table's cell or a page's number, not words a sentence runs on into.
 */
function blankLinesEnd(text: string, at: number): number {
  const gap = /^\s*/.exec(text.slice(at, at + 200))![0];
  const next = at + gap.length;
  if (gap.includes('\f') || next >= text.length) return -1;
  const nl = text.indexOf('\n', next);
  return PAGE_NUMBER_LINE.test(text.slice(next, nl < 0 ? text.length : nl)) ? -1 : next;
}

/** A page's own number on a line of its own: "8", "- 8 -", "Page 3", "Page 3 of 10". */
const PAGE_NUMBER_LINE = /^[ \t]*(?:page\s+\d{1,4}(?:\s+of\s+\d{1,4})?|[-–]?[ \t]*\d{1,4}[ \t]*[-–]?)[ \t]*$/i;
/**
 * Whether a line (or a sentence the splitter left alone) is furniture between two parts of a page's text: the page's
 * own number, or an EDGAR filing's footer ("Source: XINHUA SPORTS & ENTERTAINMENT LTD, F-1, 2/21/2007").
 */
export const isPageFurniture = (line: string): boolean => PAGE_NUMBER_LINE.test(line) || FILING_FOOTER.test(line);
const FILING_FOOTER = /^Source:[^\n]{3,80},\s*\d{1,2}\/\d{1,2}\/\d{2,4}$/;

/** A section heading run into its first sentence ("Limited Liability 20.1 Party A only provides…"): the heading is not the clause. */
export const GLUED_HEADING = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:[A-Z][\p{L}'’-]*[,;]?\s+(?:(?:and|or|of|the|for|to|in|on|upon|&)\s+)?){1,6}\d+(?:\.\d+)+\.?\s+/u;
/** …but not a reference to another section ("In Section 2.1 Licensor grants …"). */
const NAMES_A_SECTION = /\b(?:sections?|articles?|clauses?|paragraphs?|schedules?|exhibits?|annex|appendix)\s+\d+(?:\.\d+)+\.?\s+$/i;

/**
 * A sentence without the heading its section's number line ran into it: "Salary 7.1 The Executive shall be paid a basic
 * salary …" is quoted from "The Executive" (cuad-dev-20; session 20), and cited by its own section, § 7.1.
 */
export function withoutGluedHeading(s: Sentence): Sentence {
  const m = GLUED_HEADING.exec(s.text);
  const cut = m && !NAMES_A_SECTION.test(m[0]) ? m[0].length : headingLinesEnd(s.text);
  if (cut === 0 || !/^["“(\p{Lu}]/u.test(s.text.slice(cut))) return s;
  return { start: s.start + cut, end: s.end, text: s.text.slice(cut) };
}

/** A caption on a line of its own: up to six capitalised words (small joining words aside), perhaps a label before. */
const CAPTION_LINE = /^[ \t]*(\(?[a-z0-9]{1,3}[.)][ \t]*)?((?:[\p{Lu}][\p{L}'’&-]*[,;]?[ \t]*(?:(?:and|or|of|the|for|to|in|on|upon|&)[ \t]+)?){1,6}(?:\d+(?:\.\d+)*[A-Z]?[ \t]*)?)(:?)[ \t]*\n/u;

/**
 * Where the caption lines a sentence starts with end, or 0: a capitals caption and a lettered sub-caption ending in a colon
 * ("INSURANCE\n(a) Required Insurance:\nBoth Parties shall …", cuad-dev-19 § 15(a)). A line is a caption when it has a
 * label or a colon, or is in capitals with words in lower case after it — a wrapped first line of a sentence has neither
 * ("This Agreement\nShall …"), nor has a capitals disclaimer's ("EXCEPT AS PROVIDED\nHEREIN, NEITHER PARTY …").
 */
function headingLinesEnd(text: string): number {
  let at = 0;
  // Lines in capitals read so far that are captions only if a sentence's first word follows them ("EXHIBIT 99.1\nJOINT
  // FILING AGREEMENT\nThe undersigned …", cuad-dev-29) — not the wrapped opening of a disclaimer in capitals.
  let pending = 0;
  for (let m = CAPTION_LINE.exec(text); m; m = CAPTION_LINE.exec(text.slice(at + pending))) {
    const next = text.slice(at + pending + m[0].length);
    const capitals = m[2]!.toUpperCase() === m[2];
    if (m[1] || m[3] || (capitals && SENTENCE_START.test(next))) {
      at += pending + m[0].length;
      pending = 0;
    } else if (capitals) pending += m[0].length;
    else break;
  }
  return at;
}
const SENTENCE_START = /^[ \t]*(?:\(?[a-z0-9]{1,3}[.)][ \t]*)?\p{Lu}[\p{L}'’-]*\p{Ll}/u;

/**
 * A sentence without the page number or filing footer its page ends on: the first half of a sentence a page break cut
 * ("… entirely within that" + "Source: RAND WORLDWIDE INC, 8-K/A, 4/2/2001") is quoted up to its words.
 */
export function withoutTrailingFurniture(s: Sentence): Sentence {
  let text = s.text;
  for (let nl = text.lastIndexOf('\n'); nl > 0; nl = text.lastIndexOf('\n')) {
    const line = text.slice(nl + 1).trim();
    if (line !== '' && !isPageFurniture(line)) break;
    text = text.slice(0, nl);
  }
  text = text.trimEnd();
  return text.length === s.text.length ? s : { start: s.start, end: s.start + text.length, text };
}

/**
 * A sentence without the lines of its document's page furniture (`ranges`, relative to the text the sentence was split from)
 * it starts or ends with, or null when nothing else is left: a page break the splitter read across leaves the running footer
 * of the page before at the start of the rest ("Wireless Content License Agreement Multiple Properties /Sorrent, Inc. / Final
 * PLZ competition with the Wireless Products …", cuad-scale-100), and a footer the filing's own pattern does not match at
 * the end of the first half.
 */
export function withoutFurnitureLines(s: Sentence, ranges: ReadonlyArray<readonly [number, number]>): Sentence | null {
  let start = s.start;
  let end = s.end;
  const blank = (from: number, to: number) => s.text.slice(from - s.start, to - s.start).trim() === '';
  for (let cut = true; cut && start < end; ) {
    cut = false;
    for (const [a, b] of ranges) {
      if (a >= start && b <= end && blank(start, a)) [start, cut] = [b, true];
      if (a >= start && b <= end && blank(b, end)) [end, cut] = [a, true];
    }
  }
  const text = s.text.slice(start - s.start, end - s.start);
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (start === s.start && end === s.end) return s;
  return { start: start + lead, end: start + lead + trimmed.length, text: trimmed };
}
/** A running footer is a short line; more than two before a form feed is text, not furniture. */
const MAX_FOOTER_LINES = 2;
const MAX_FOOTER_CHARS = 90;
/** A page break is a few lines; a column of numbers ("1", "2", "3" …) is not one, and is not read to its end. */
const MAX_GAP_LINES = 8;

/**
 * From a blank line at `at`, where the text goes on when the gap is a page break — blank
 * lines and page numbers, or a form feed with up to two short footer lines before it — or -1.
 */
function pageBreakEnd(text: string, at: number): number {
  let i = text.indexOf('\n', at) + 1;
  let pageNumber = false;
  let formFeed = false;
  let footers = 0;
  for (let lines = 0; i > 0 && i < text.length && lines < MAX_GAP_LINES; lines++) {
    const nl = text.indexOf('\n', i);
    const line = text.slice(i, nl < 0 ? text.length : nl);
    if (/^\s*$/.test(line)) formFeed ||= line.includes('\f');
    else if (PAGE_NUMBER_LINE.test(line)) pageNumber = true;
    else if (!formFeed && footers < MAX_FOOTER_LINES && line.length <= MAX_FOOTER_CHARS && text.slice(i, i + 2 * MAX_FOOTER_CHARS + 4).includes('\f')) footers++;
    else return pageNumber || formFeed ? i + (line.length - line.trimStart().length) : -1;
    if (nl < 0) break;
    i = nl + 1;
  }
  return -1;
}

/** What begins an item of its own: a list label, a section number, a recital, a heading word. */
const NEXT_ITEM = /^(?:\(?[a-z0-9]{1,4}[.)]\s|\d+(?:\.\d+)+\s|(?:WHEREAS|NOW,?\s+THEREFORE|ARTICLE|SECTION|SCHEDULE|EXHIBIT)\b)/i;

/**
 * Whether the words before a page break run on after it: the next line begins in lower case, or
 * the text before ends on a comma, a dash or a word no sentence ends on ("TO THE", "INCLUDING").
 * A heading before a break ("ARTICLE 5 TERM") ends on neither, so it stays a sentence of its own.
 */
export function continuesAcross(before: string, after: string): boolean {
  const last = before.trimEnd();
  // Ended, or itself a page's number ("- 2 -" before a heading: its dash joins nothing).
  if (/[.;:?!]["”’)]?$/.test(last) || PAGE_NUMBER_LINE.test(last.slice(last.lastIndexOf('\n') + 1))) return false;
  // "…; and" + "WHEREAS" or "(b)": one item of a list ends and the next begins, as at any blank line.
  if (/[;:]\s*(?:and|or|and\/or)$/i.test(last)) return false;
  // "… ANY BREACH OF SECTION" + "11.4 [Nondisclosure], NEITHER PARTY …": the number is the reference's, not a new section's
  // (cuad-dev-15 § 8.2's exclusion was quoted from "11.4", without its "EXCEPT …").
  if (endsNamingASection(last) && /^\d/.test(after.trimStart())) return true;
  if (spellsOutANumber(last, after)) return true;
  if (NEXT_ITEM.test(after)) return false;
  return /^[a-z]/.test(after) || endsMidSentence(last);
}

/** Text ending on a word a section's number follows ("… subject to AIRSOPURE's rights under Section"): the number is next. */
export const endsNamingASection = (text: string): boolean => NAMES_A_NUMBER.test(text.trimEnd());
const NAMES_A_NUMBER = /(?:\b(?:sections?|articles?|paragraphs?|clauses?|subsections?)|§)$/i;

/**
 * Text ending on a number in words whose figure comes next ("… shall continue for a period of one" + "(1) year …"): the
 * figure repeats the number, it labels no item (paragraph-v3: v2 cut 142 such sentences of the 468 CUAD contracts in two,
 * among them terms, cure periods and notice periods — cuad-scale-298 § 4.1's one-year term was never read whole).
 */
export const spellsOutANumber = (before: string, after: string): boolean => NUMBER_WORD_END.test(before.trimEnd()) && /^\(\d{1,4}\)/.test(after.trimStart());
const NUMBER_WORD_END = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;

/** Text that stops where no sentence ends: on a comma, a dash or a word such as "the", "with", "including". */
export const endsMidSentence = (text: string): boolean => MID_SENTENCE.test(text.trimEnd());
const MID_SENTENCE = /(?:[,(\-–—]|\b(?:the|a|an|of|to|and|or|nor|in|for|by|with|under|than|that|which|such|any|all|its|their|including|as|at|on|from|upon|into|shall|will|may|must|not|be|is|are|this|each|per|between|against|within|without|other))$/i;

/** A lower-case list label's letters or roman numeral: "c", "aa", "iv". */
export const LOWER_LABEL = '(?:[a-z]{1,2}|[ivx]{1,4})';
/** Where a sentence may end: a stop before a capital, digit, quote, "(" or lower-case label; or a blank line. */
// Not at "; AND (B)": a capitals clause's next item, which in lower case ("; and (b)") reads on (session 24: cuad-dev-23
// § 9.3's cap "AND (B) EACH PARTY'S TOTAL LIABILITY … SHALL NOT EXCEED [***]" was quoted without "EXCEPT (I) …").
// Nor at a semicolon before a bare number: "Sections 4.2; 8 (Confidentiality); 10 (Warranties …); and 14 … shall survive" lists
// sections (cuad-dev-05 § 11.5, session 36); a number after a semicolon begins a sentence only as a label ("; 2. The …").
// Nor at a semicolon inside a caption in brackets: "Section 2.4 [Technical Standards; Customer Service]" (cuad-dev-15 § 2.8,
// session 37: the sentence opening the escalation procedure was read from "Customer Service]").
const SENTENCE_END = new RegExp(String.raw`(?:[.?!]["”’)]?(?=\s+(?:["“(]?[A-Z0-9(]|${LOWER_LABEL}\)\s))|;(?![^[\]\n]{0,80}\])["”’)]?(?!\s+(?:AND|OR)\s+\([A-Za-z0-9]{1,4}\)))(?=\s+(?:["“(]?[A-Z(]|\d+(?:\.\d+)*[.)]?\s+["“]?[A-Z]|${LOWER_LABEL}\)\s))|\n\s*\n`, 'g');
/** A lower-case list label ("i", "(b", "iv") just after a sentence's end or a lead-in's colon, or after its "; and" / "; or". */
const LABEL_BEFORE = new RegExp(String.raw`(?<=[.;:]["”’)]?\s+(?:(?:and|or)\s+)?)\(?${LOWER_LABEL}$`);

/** Abbreviations whose full stop ends no sentence: a company's, a section's, a month's ("Quarter-end, Sept. 30, 1997" was cut at "Sept."; session 24). */
const ABBREVIATIONS = /(?:\b(?:Inc|Corp|Co|Ltd|No|Nos|Sec|Secs|Art|Para|e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|U\.S|U\.K|N\.A|L\.P|L\.L\.C|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z])$/;

function isAbbreviation(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== '.') return false;
  return ABBREVIATIONS.test(text.slice(Math.max(0, dotIndex - 8), dotIndex));
}

function push(out: Sentence[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end - start >= 2) out.push({ start, end, text: text.slice(start, end) });
}
