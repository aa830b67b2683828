import { splitSentences } from '../text/sentences.js';

/** One unit of a pasted answer: a sentence, list item or table row, with its place in the input. */
export type ProseClaim = {
  text: string;
  span: [number, number];
  kind: 'fact' | 'commentary';
};

/** A footnote or source-list entry ("[1] Distributor Agreement, p. 4"): not a claim, a reference definition. */
export type SourceNote = { marker: string | null; text: string; span: [number, number] };

export type SplitAnswer = { claims: ProseClaim[]; notes: SourceNote[] };

const LIST_MARKER = /^(?:[-*•+]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+|\([a-z0-9]{1,3}\)\s+)/i;
const HEADING = /^#{1,6}\s|^\*\*[^*]{1,80}\*\*:?$|^[A-Z][A-Za-z /&-]{0,60}:$/;
const SOURCES_HEADING = /^(?:#{1,6}\s*)?(?:\*\*)?\s*(?:sources?|references?|citations?|footnotes?|notes|documents? (?:cited|reviewed|relied on))\s*:?\s*(?:\*\*)?\s*:?$/i;
const NOTE_LINE = /^\s*(?:\[(\d{1,3})\]|([¹²³⁴⁵⁶⁷⁸⁹⁰]+)|\^(\d{1,3})|(\d{1,3})\.)\s*:?\s*(.+)$/;
const TABLE_RULE = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/;

/**
 * Splits an answer as a chat tool writes it into claims with their spans in the input:
 * paragraphs into sentences (never inside quotation marks), list items and table rows
 * whole. Headings are dropped; a trailing sources/footnotes section and footnote
 * definitions become notes that references resolve through.
 */
export function splitAnswer(text: string, protectedSpans: ReadonlyArray<readonly [number, number]> = []): SplitAnswer {
  const claims: ProseClaim[] = [];
  const notes: SourceNote[] = [];
  let inSources = false;
  let paragraph: Array<{ start: number; end: number }> = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const start = paragraph[0]!.start;
    const end = paragraph[paragraph.length - 1]!.end;
    for (const s of sentencesOutsideQuotes(text.slice(start, end), start, protectedSpans)) pushClaim(claims, text, start + s.start, start + s.end);
    paragraph = [];
  };
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    if (SOURCES_HEADING.test(trimmed)) {
      flush();
      inSources = true;
      continue;
    }
    const note = NOTE_LINE.exec(line);
    // "[1] …" / "¹ …" at the start of a line is a footnote definition anywhere; "1. …" only inside a sources section.
    if (note && (inSources || note[1] !== undefined || note[2] !== undefined || note[3] !== undefined)) {
      flush();
      notes.push({ marker: note[1] ?? (note[2] ? superscriptDigits(note[2]) : null) ?? note[3] ?? note[4] ?? null, text: note[5]!.trim(), span: [start, end] });
      continue;
    }
    if (inSources) {
      flush();
      notes.push({ marker: null, text: trimmed.replace(LIST_MARKER, ''), span: [start, end] });
      continue;
    }
    if (HEADING.test(trimmed) || TABLE_RULE.test(trimmed)) {
      flush();
      continue;
    }
    if (trimmed.startsWith('|')) {
      flush();
      pushClaim(claims, text, start + line.indexOf('|'), end);
      continue;
    }
    const marker = LIST_MARKER.exec(trimmed);
    if (marker) {
      flush();
      const itemStart = start + line.indexOf(trimmed) + marker[0].length;
      // A long list item with several sentences is several claims.
      for (const s of sentencesOutsideQuotes(text.slice(itemStart, end), itemStart, protectedSpans)) pushClaim(claims, text, itemStart + s.start, itemStart + s.end);
      continue;
    }
    paragraph.push({ start, end });
  }
  flush();
  return { claims, notes };
}

function pushClaim(out: ProseClaim[], text: string, start: number, end: number): void {
  while (start < end && /[\s*_>]/.test(text[start]!)) start++;
  while (end > start && /[\s*_]/.test(text[end - 1]!)) end--;
  const body = text.slice(start, end);
  if (!/[\p{L}\p{N}]/u.test(body)) return;
  out.push({ text: body, span: [start, end], kind: isCommentary(body) ? 'commentary' : 'fact' });
}

/** Ends of a piece that do not end a sentence in legal prose: "p. 5", "v. Jones", "11th Cir. 2019", "Id. at 4". */
const NOT_AN_END = /(?:\b(?:p|pp|pg|v|vs|Cir|Co|Inc|Corp|Ltd|Supp|Ct|App|No|Nos|Sec|Art|Id|id|cf|al|Dist|Fed|Cal|Cl|ch|para|Ex|Ch|Ann|Stat|Rev|Civ|Proc|Pa|Mass|Ill|Tex|Fla|Wash|Del|Md|Va|Mich|Minn|Wis|Conn|Ga|Ariz|Colo|Ky|La|Mo|Neb|Nev|Okla|Or|Tenn|Vt|W|N|S|E|U)\.|\d\.)$/;

/**
 * Sentences, re-joined where a split fell inside quotation marks (a quoted clause often
 * holds full stops), inside parentheses, after a citation abbreviation, or inside a legal
 * authority (`protectedSpans`, absolute offsets; `base` is where `s` starts in the answer).
 */
function sentencesOutsideQuotes(s: string, base: number, protectedSpans: ReadonlyArray<readonly [number, number]>): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const sent of splitSentences(s).flatMap((x) => atClosedQuotes(s, x))) {
    const prev = out[out.length - 1];
    const piece = prev ? s.slice(prev.start, prev.end) : '';
    const cut = base + sent.start;
    const join = prev && (quoteOpen(piece) || parenOpen(piece) || NOT_AN_END.test(piece) || protectedSpans.some(([a, b]) => a < cut && b > base + prev.end - 1));
    if (join) prev.end = sent.end;
    else out.push({ start: sent.start, end: sent.end });
  }
  // A reference standing alone after its sentence ("… Nevada." (Agency Agreement, p. 5)) belongs to it.
  for (let i = out.length - 1; i > 0; i--) {
    if (/^\([^()]{1,160}\)[.;,]?$/.test(s.slice(out[i]!.start, out[i]!.end).trim())) {
      out[i - 1]!.end = out[i]!.end;
      out.splice(i, 1);
    }
  }
  return out;
}

/**
 * A stop inside a closing quotation mark before a capital ends the writer's sentence, even
 * after an abbreviation: '… the State of Washington, U.S.A." The Distributor Agreement also
 * states: "…"' was one claim of two quotes (session 25's trial). Contract text keeps its own
 * reading of "U.S.A." (splitSentences); this is the answer's.
 */
function atClosedQuotes(s: string, sent: { start: number; end: number }): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let from = sent.start;
  for (const m of s.slice(sent.start, sent.end).matchAll(/[.?!]["”](?=\s+["“]?[A-Z])/g)) {
    const cut = sent.start + m.index + m[0].length;
    if (quoteOpen(s.slice(from, cut))) continue;
    out.push({ start: from, end: cut });
    from = cut;
    while (from < sent.end && /\s/.test(s[from]!)) from++;
  }
  out.push({ start: from, end: sent.end });
  return out;
}

function parenOpen(s: string): boolean {
  return (s.match(/\(/g) ?? []).length > (s.match(/\)/g) ?? []).length;
}

function quoteOpen(s: string): boolean {
  const curlyOpen = (s.match(/“/g) ?? []).length;
  const curlyClose = (s.match(/”/g) ?? []).length;
  const straight = (s.match(/"/g) ?? []).length;
  return curlyOpen > curlyClose || straight % 2 === 1;
}

const COMMENTARY = [
  /^(?:i|we) hope (?:this|that) helps/i,
  /^(?:let me know|feel free|please (?:let|feel|reach|don't hesitate)|don't hesitate|if you (?:have|need|would like|want))/i,
  /^(?:sure|certainly|of course|great question|absolutely|happy to help)\b/i,
  /^(?:here(?:'s|’s| is| are)|below (?:is|are)|the following (?:is|are))\b/i,
  /^(?:in summary|to summari[sz]e|overall|in short|in conclusion)\b[^"“]*$/i,
  /\b(?:(?:you|we) (?:should|may want to|might want to|may wish to) (?:consult|speak|seek|talk|review|have|confirm|check|verify|consider))\b/i,
  /^(?:i|we) (?:would )?(?:recommend|suggest|advise)\b/i,
  /^consider (?:consulting|having|reviewing|asking|seeking)\b/i,
  /^please (?:consult|review|confirm|check|verify|seek)\b/i,
  /\b(?:this|it) (?:is not|does not constitute|isn't) legal advice\b/i,
  /^(?:note|disclaimer|caveat)\s*:/i,
  /^(?:let's|let us) (?:look|turn|review|walk|go)\b/i,
  /^(?:based on|according to) (?:my|our) (?:review|reading|analysis)[^.]*[:,]?$/i,
  // The answer speaking of itself: "This analysis is based solely on the documents you provided …" (session 25's trial).
  /^(?:this|my|our|the (?:above|foregoing)) (?:analysis|summary|answer|review|response|overview|memo)\b[^"“]*$/i,
];

/**
 * An agreement said to do or be something: "the Distributor Agreement is governed by California law", "the Agency Agreement
 * lets either party terminate …". Behind "In summary," or "Note:" it is still a claim (session 25's trial: such sentences
 * were excluded as commentary, never checked).
 */
const SAYS_OF_A_DOCUMENT = /\b(?:agreement|contract|licen[cs]e|lease|amendment|addendum)\b[^.;:!?]{0,80}?\b(?:is|are|was|were|shall|will|may|must|can|cannot|has|have|does|provides?|requires?|gives?|grants?|lets|allows?|permits?|makes?|runs?|lasts?|renews?|expires?|governed|terminat\w*)\b/i;

/**
 * A sentence that says nothing about the documents: advice, offers of help, transitions,
 * introductions. Conservative by design — a sentence with quoted words or a reference, or one
 * that says what an agreement does, is never commentary, so a claim cannot hide from
 * verification by sounding polite.
 */
export function isCommentary(sentence: string): boolean {
  const s = sentence.replace(/^[*_\s]+|[*_\s]+$/g, '');
  if (/[“"][^”"]{3,}[”"]/.test(s)) return false;
  if (/(?:§|\bsection\s+\d|\barticle\s+[ivx\d]|\bp{1,2}\.\s*\d|\[\d+\]|[¹²³⁴⁵⁶⁷⁸⁹])/i.test(s)) return false;
  if (/\?$/.test(s)) return true;
  if (SAYS_OF_A_DOCUMENT.test(s)) return false;
  return COMMENTARY.some((re) => re.test(s));
}

const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

export function superscriptDigits(s: string): string {
  return [...s].map((c) => SUPERSCRIPT[c] ?? '').join('');
}
