import type { Anchor, CanonicalPage } from '../../store/records.js';
import { pageAt } from '../text/canonical.js';
import { legalTerms } from '../text/legal-terms.js';
import { endsMidSentence, endsNamingASection, spellsOutANumber } from '../text/sentences.js';

/** Bump when chunking changes: anchor ids are stable per (file, chunker version). */
export const CHUNKER = 'paragraph-v3';

const TARGET = 900;
const MAX = 1600;
const MIN = 160;

export type { Anchor };

/** A line that opens a numbered section, article, lettered clause or "§". */
const SECTION_START = /^[ \t]*(?:(?:ARTICLE|Article|SECTION|Section|Sec\.|Clause|CLAUSE|Schedule|SCHEDULE|Exhibit|EXHIBIT)\s+[\dIVXLC]+[A-Za-z]?\b|§\s*\d|\d{1,2}\.(?:\d{1,3}\.?)*\s+\S|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+\S)/;

/**
 * Splits a document's canonical text into retrieval anchors that follow its structure:
 * paragraphs (blank lines, page breaks) and numbered sections start new blocks; small
 * blocks are merged up to a target size without crossing a section start; oversized
 * blocks are split at sentence ends, else at whitespace — never inside a word. Anchor
 * edges are trimmed of whitespace. Ids are `<docId>-<ordinal>`: the same file always
 * yields the same ids under the same chunker.
 */
export function chunkAnchors(docId: string, text: string, pages: readonly CanonicalPage[]): Anchor[] {
  const blocks = splitBlocks(text);
  const merged: Array<{ start: number; end: number }> = [];
  for (const b of blocks) {
    const last = merged[merged.length - 1];
    const len = b.end - b.start;
    if (last && !b.section && (last.end - last.start < MIN || last.end - last.start + len <= TARGET) && b.end - last.start <= MAX) {
      last.end = b.end;
    } else if (last && b.section && last.end - last.start < MIN && b.end - last.start <= TARGET) {
      // A heading line alone ("ARTICLE 5") belongs with the section it introduces.
      last.end = b.end;
    } else {
      merged.push({ start: b.start, end: b.end });
    }
  }
  const spans = merged.flatMap((m) => splitLong(text, m.start, m.end));
  return spans.map((s, ordinal) => {
    const body = text.slice(s.start, s.end);
    const firstLine = body.split('\n', 1)[0]!.trim();
    return {
      id: `${docId}-${String(ordinal).padStart(4, '0')}`,
      ordinal,
      start: s.start,
      end: s.end,
      pageStart: pageAt(pages, s.start),
      pageEnd: pageAt(pages, Math.max(s.start, s.end - 1)),
      heading: SECTION_START.test(firstLine) ? firstLine.slice(0, 120) : null,
      text: body,
      legalTerms: legalTerms(body).join(' '),
    };
  });
}

type Block = { start: number; end: number; section: boolean };

function splitBlocks(text: string): Block[] {
  const out: Block[] = [];
  let blockStart = -1;
  let lineStart = 0;
  const close = (end: number) => {
    if (blockStart >= 0) {
      const t = trim(text, blockStart, end);
      if (t.end > t.start) out.push({ ...t, section: SECTION_START.test(text.slice(t.start, Math.min(t.end, t.start + 80))) });
    }
    blockStart = -1;
  };
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (line.trim().length === 0 || line === '\f') {
      close(lineStart);
    } else {
      if (blockStart >= 0 && SECTION_START.test(line) && !wrappedReference(text.slice(blockStart, lineStart), line)) close(lineStart);
      if (blockStart < 0) blockStart = lineStart;
    }
    lineStart = lineEnd + 1;
  }
  close(text.length);
  return out;
}

/**
 * A line that looks like a section's start but carries on a reference the line before began: a number after "… under Section"
 * ("12.02 above. Any material change …"), or "ARTICLE 8, (A) IN NO EVENT …" after "… INDEMNITY OBLIGATIONS DESCRIBED IN" — a
 * named part after words no sentence ends on (paragraph-v2: v1 began an anchor mid-sentence at some 700 such lines of the 468
 * CUAD contracts, and the clause was quoted from there, without what came before: cuad-dev-15 § 8.2 without its "EXCEPT …");
 * or the figure of a number the line before spelled out ("… for a period of one" + "(1) year from the Effective Date").
 */
function wrappedReference(before: string, line: string): boolean {
  const last = before.trimEnd().slice(before.trimEnd().lastIndexOf('\n') + 1);
  return endsNamingASection(before) || spellsOutANumber(before, line) || (NAMED_PART.test(line) && /\p{L}/u.test(last) && endsMidSentence(before));
}
const NAMED_PART = /^[ \t]*(?:ARTICLE|Article|SECTION|Section|Sec\.|Clause|CLAUSE|Schedule|SCHEDULE|Exhibit|EXHIBIT)\s+[\dIVXLC]/;

function splitLong(text: string, start: number, end: number): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let s = start;
  while (end - s > MAX) {
    const window = text.slice(s, s + MAX);
    let cut = lastSentenceEnd(window, Math.floor(TARGET / 2));
    if (cut <= 0) cut = lastWhitespace(window);
    if (cut <= 0) cut = MAX; // one unbroken token longer than MAX: nothing better exists
    const t = trim(text, s, s + cut);
    if (t.end > t.start) out.push(t);
    s = trim(text, s + cut, end).start;
  }
  const t = trim(text, s, end);
  if (t.end > t.start) out.push(t);
  return out;
}

function lastSentenceEnd(window: string, minPos: number): number {
  const re = /[.;:!?]["”’)]?\s+(?=[A-Z(“"0-9])/g;
  let best = -1;
  for (const m of window.matchAll(re)) {
    const pos = m.index + m[0].length;
    if (pos >= minPos) best = pos;
  }
  return best;
}

function lastWhitespace(window: string): number {
  for (let i = window.length - 1; i > 0; i--) if (/\s/.test(window[i]!)) return i + 1;
  return -1;
}

function trim(text: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}
