import { splitSentences, type Sentence } from './sentences.js';

/**
 * Questions about the document itself — its name, its date, its parties — which its opening answers: the title above the
 * preamble, and the preamble ("This Agreement is made and entered into effective as of November 5, 1997, by and between
 * WatchGuard Technologies, Inc. … and European Micro"). Asked of a contract, BM25 finds the words "name" or "date"
 * anywhere: the review table's Document Name column was green on "Distributor will not use the Trademarks or any
 * confusingly similar name …" in 323 of 467 contracts, and its Agreement Date column on a commencement date three
 * sections in (session 29). Pure and model-free.
 */
export type DocumentFact = 'title' | 'date' | 'parties';

const THIS_DOCUMENT = String.raw`(?:this|the)\s+(?:agreement|contract|document)`;
const ASKS: ReadonlyArray<readonly [DocumentFact, RegExp]> = [
  ['title', new RegExp(String.raw`\b(?:name|title)\s+of\s+${THIS_DOCUMENT}\b|\bwhat\s+is\s+${THIS_DOCUMENT}\s+(?:called|titled|named|entitled)\b|\bwhat\s+(?:kind|type)\s+of\s+(?:agreement|contract|document)\s+is\s+(?:this|it)\b`, 'i')],
  ['date', new RegExp(String.raw`\bdate\s+of\s+${THIS_DOCUMENT}\b|\bwhen\s+(?:was|is)\s+${THIS_DOCUMENT}\s+(?:dated|signed|executed|entered\s+into|made)\b|\bon\s+what\s+date\s+(?:is|was|does|did)\s+${THIS_DOCUMENT}\s+(?:become\s+)?effective\b|\bwhat\s+is\s+the\s+(?:effective|agreement|execution|signing)\s+date\b|\bwhen\s+(?:is|was|does|did)\s+${THIS_DOCUMENT}\s+(?:become\s+)?effective\b`, 'i')],
  ['parties', new RegExp(String.raw`\bwho\s+are\s+the\s+parties\b|\bparties\s+to\s+${THIS_DOCUMENT}\b|\bbetween\s+whom\s+is\s+${THIS_DOCUMENT}\b`, 'i')],
];

/** The fact about the document a question asks for, or null when it asks about what the document says. */
export function asksDocumentFact(question: string): DocumentFact | null {
  const q = question.replace(/\s+/g, ' ');
  return ASKS.find(([, re]) => re.test(q))?.[0] ?? null;
}

/** A question about the document's effective date, which the preamble may state apart from the date it was signed. */
export function asksEffectiveDate(question: string): boolean {
  return /\beffective\b/i.test(question);
}

/** The opening a document's facts are read from: its title and preamble come before this many characters. */
export const OPENING_CHARS = 2500;

/** What a document's title ends with: "DISTRIBUTOR AGREEMENT", "General Terms and Conditions", "AMENDMENT NO. 2". */
const DOCUMENT_NOUN = String.raw`(?:agreement|contract|lease|licen[cs]e|amendment|addendum|conditions|terms|plan|deed|memorandum|understanding|arrangement|protocol|guarant(?:y|ee)|indenture|statement\s+of\s+work|charter|undertaking)`;
/** A title line: a few words, ending with a document noun and what may follow it ("No. 1", "(FORM)"). */
const TITLE_LINE = new RegExp(String.raw`^[\p{L}\p{N}][\p{L}\p{N} ,.&/'’@()-]{0,160}?\b(?:${DOCUMENT_NOUN}|(?:amendment|addendum)\s+(?:No\.?\s*\d+|#\s*\d+))(?:\s+\(form\))?\s*[.:]?$`, 'iu');
/** Where the preamble, the recitals or the first clause begin: the title is above. */
const BELOW_TITLE = /^(?:this\b.*\b(?:agreement|contract|amendment|lease|licen[cs]e|is\s+made|entered\s+into)|whereas\b|recitals\b|witnesseth\b|(?:article|section)\s+\w+|1\.\s)/i;
/** A title the preamble gives: "THIS LICENSE AND RESELLER AGREEMENT dated as of …", "This Promotion Agreement (the "Agreement")". */
const PREAMBLE_TITLE = new RegExp(String.raw`\b(?:THIS|This)\s+((?:[\p{L}\p{N}&][\p{L}\p{N}&'’-]*,?\s+(?:(?:and|of|for|to|&)\s+)?){1,10}?${DOCUMENT_NOUN})\b`, 'iu');
/** Words a title's line may end or begin with when it runs on over two lines ("… DEVELOPMENT," + "HOSTING AND MANAGEMENT AGREEMENT"). */
const CONNECTOR = /^(?:of|and|or|for|to|in|on|with|between|among|&|-)$/i;
const MAX_TITLE_WORDS = 16;
/** Small words a title in title case leaves in lower case. */
const SMALL = /^(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with|between|among|&|\/|-|—)$/i;

/** Capitals, or title case: how a title is set apart from the prose under it. */
function setAsTitle(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0 || words.length > MAX_TITLE_WORDS) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length >= 0.6) return true;
  return words.every((w) => SMALL.test(w) || /^[\p{Lu}\p{N}("“'‘]/u.test(w));
}

function lastWord(line: string): string {
  return line.trim().split(/\s+/).at(-1)?.replace(/[^\p{L}&-]/gu, '') ?? '';
}

/**
 * The document's title in its opening, as [start, end) offsets in `text` (the document's text from its start): the first
 * line set as a title that ends with a document noun, with the lines above it it runs on from ("AMENDMENT AND
 * TERMINATION" + "OF" + "JOINT VENTURE AGREEMENT"). Only above the first line of prose: a clause's "… this Agreement" is
 * no title. Null when the opening has none.
 */
export function titleIn(text: string): [number, number] | null {
  const opening = text.slice(0, OPENING_CHARS);
  const lines: Array<{ start: number; end: number; text: string }> = [];
  for (const m of opening.matchAll(/[^\n]+/g)) {
    const t = m[0].trim();
    if (t === '') continue;
    const start = m.index! + m[0].indexOf(t);
    lines.push({ start, end: start + t.length, text: t });
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // The preamble: a title it gives in its own words, or none (a filing's note on redactions above the title is no preamble).
    if (BELOW_TITLE.test(line.text)) return preambleTitle(line);
    // A table of contents' line ("29 Execution of Agreement") is no title.
    if (!TITLE_LINE.test(line.text) || !setAsTitle(line.text) || /^\d+\.?\s/.test(line.text)) continue;
    let first = i;
    while (first > 0) {
      const above = lines[first - 1]!;
      const top = lines[first]!;
      const runsOn = CONNECTOR.test(lastWord(above.text)) || /,$/.test(above.text) || CONNECTOR.test(top.text.split(/\s+/)[0] ?? '');
      if (!runsOn || !setAsTitle(above.text)) break;
      first--;
    }
    return [lines[first]!.start, line.end];
  }
  return null;
}

/** Whether a claim reads as a document's title: "DISTRIBUTOR AGREEMENT", "License and Development Agreement". */
export function readsAsTitle(text: string): boolean {
  const line = text.replace(/\s+/g, ' ').trim();
  return TITLE_LINE.test(line) && setAsTitle(line);
}

function preambleTitle(line: { start: number; text: string }): [number, number] | null {
  const m = PREAMBLE_TITLE.exec(line.text);
  // Capitalised words of its own ("This agreement is made …" and "This Agreement" name no title); the flag that reads the
  // document noun in any case reads the other words so too, so their capitals are checked here.
  const words = m?.[1]!.trim().split(/\s+/) ?? [];
  if (!m || words.length < 2 || !words.slice(0, -1).every((w) => SMALL.test(w) || /^[\p{Lu}\p{N}&]/u.test(w))) return null;
  const start = line.start + m.index + m[0].indexOf(m[1]!);
  return [start, start + m[1]!.length];
}

/** A date as a preamble gives it: "November 5, 1997", "the 25th day of May, 1999", "20 March day of 1998", "1/30/2000". */
const A_DATE = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b|\b\d{1,2}\s*(?:st|nd|rd|th|t\s?h)?\s+(?:day\s+of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December),?\s+(?:\d{4}|19__|20__)\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+day\s+of\s+\d{4}\b/i;
/** The act a preamble dates: "made", "entered into", "dated", "executed", "as of", "effective". */
const DATES_THE_ACT = /\b(?:made|entered\s+into|dated|executed|signed|as\s+of|effective)\b/i;
/**
 * Whether a claim dates a document as a preamble or its signature line does: a date and the act it dates ("made", "entered
 * into", "dated", "executed", "signed", "as of", "effective"), or the Effective Date named ("EFFECTIVE DATE: February 10,
 * 2012", "“Effective Date” means …"). Asked the document's date, a clause that gives a date to something else does not
 * answer: "Distributor should place its last order in each quarter by the tenth day of the last month …" and "… completed
 * by December 31, 2001" were green in the review table's Agreement Date column when a contract's opening gave none
 * (session 43).
 */
const NAMES_EFFECTIVE_DATE = /["“]\s*(?:Effective|Agreement|Execution|Commencement)\s+Date\s*["”]|\bEFFECTIVE\s+DATE\s*:/;

/**
 * A date as a signature line or a preamble's blank gives it too: "Nov. 02, 2019", "April 15 , 2010", "July 2013", "1/9/02",
 * "3-29-2016", "the 1s t day of June, 2004", "as of , 2013" (a month's name is capitalised: "may" is a modal).
 */
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)`;
const ANY_DATE = new RegExp(String.raw`\b${MONTH}\b\.?\s*(?:\d{1,2}\s*(?:st|nd|rd|th)?\s*,?\s*)?(?:19|20)(?:\d\d|__)\b|\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b|\bday\s+of\s+[^.;]{0,24}?(?:19|20)\d\d\b|\bof\s+,\s*(?:19|20)\d\d\b|\bas\s+of\s*,\s*(?:19|20)\d\d\b`);

export function datesDocument(claim: string): boolean {
  return NAMES_EFFECTIVE_DATE.test(claim) || ((A_DATE.test(claim) || ANY_DATE.test(claim)) && DATES_THE_ACT.test(claim));
}

/**
 * Who a preamble binds: "by and between X and Y", "between X and Y", "by and among X, Y and Z" — with the names after it
 * (three words at least: a preamble set as a list, "BETWEEN" over "1. HealthGate Data Corp.", says them apart) — or "X
 * and Y … agree as follows" (cuad-dev-01: "Mutual Insurance Corporation of America … (MICOA) and Stratton, Cheeseman &
 * Walsh-Nevada, Inc. … ("Agency") … agree as follows").
 */
const NAMES_PARTIES = /\b(?:(?:by\s+and\s+)?between|by\s+and\s+among)\s+(?!the\s+parties\b)(?:\S+\s+){2}\S|\band\b[\s\S]{0,400}?\bagree\s+as\s+follows\b/i;
/** Where the preamble ends: the recitals, or the first clause. */
const AFTER_PREAMBLE = /\n\s*(?:WHEREAS|Whereas|RECITALS|Recitals|BACKGROUND|Background|WITNESSETH|W I T N E S S E T H|(?:ARTICLE|Article|SECTION|Section)\s+\w+|1\.\s)/;

/**
 * The preamble's sentence that dates the document. Asked when it is effective, only one that says so ("made and entered
 * into effective as of November 5, 1997", "… (the “Effective Date”)"): an agreement dated one day may take effect on
 * another, stated in its term clause or a definition, where the question is answered as any other.
 */
export function datingSentence(text: string, effective: boolean): Sentence | null {
  const sentences = splitSentences(text.slice(0, OPENING_CHARS)).filter((s) => A_DATE.test(s.text) && DATES_THE_ACT.test(s.text));
  return preamble(effective ? sentences.filter((x) => /\beffective\b/i.test(x.text)) : sentences, A_DATE);
}

/**
 * Of the sentences that say it, the preamble's own ("This Services Outsourcing Agreement … is made as of January 20, 2014,
 * between CCA Industries, Inc. …") before the cover lines above it ("Between" / "CCA INDUSTRIES, INC." on lines of their
 * own, cuad-dev-17), and from its "This …", not from the cover lines no full stop ended (cuad-dev-14's "Exhibit 10.9 TURN -
 * KEY MANUFACTURING AGREEMENT This Turn - Key Manufacturing Agreement …").
 */
function preamble(sentences: readonly Sentence[], says: RegExp): Sentence | null {
  const fromThis = (s: Sentence): Sentence | null => {
    const before = s.text.slice(0, Math.max(0, s.text.search(says)));
    const at = before.search(/\b(?:THIS|This)\b(?![\s\S]*\b(?:THIS|This)\b)/);
    return at < 0 ? null : at === 0 ? s : { start: s.start + at, end: s.end, text: s.text.slice(at) };
  };
  for (const s of sentences) {
    const own = fromThis(s);
    if (own) return own;
  }
  return sentences[0] ?? null;
}

/** The preamble's sentence that names the parties ("… by and between WatchGuard Technologies, Inc. … and European Micro"). */
export function partiesSentence(text: string): Sentence | null {
  const opening = text.slice(0, OPENING_CHARS);
  const end = opening.search(AFTER_PREAMBLE);
  return preamble(splitSentences(end > 0 ? opening.slice(0, end) : opening).filter((x) => NAMES_PARTIES.test(x.text)), NAMES_PARTIES);
}
