import { PAGE_SEPARATOR } from './canonical.js';

/** Half-open `[start, end)` range of characters in a document's canonical text. */
export type TextRange = readonly [number, number];

/** Only this many non-blank lines at the top and at the bottom of a page are candidates. */
const EDGE_LINES = 3;
/** Running heads are at most a legend's line or two long; longer lines are body text. */
const MAX_LINE_CHARS = 200;
/** A line repeats when it sits at the edge of at least this share of the pages… */
const MIN_SHARE = 0.3;
/** …and of at least this many pages (two pages ending alike is too weak a sign). */
const MIN_PAGES = 3;

/**
 * Finds page furniture: lines at the top or bottom of pages that repeat across the
 * document — running headers, footers like "Source: TUBEMEDIA CORP, 8-K, 3/10/2006",
 * page numbers. Their ranges let the normaliser read a clause straight across a page
 * break ("shall be [footer] [page break] paid" reads "shall be paid").
 *
 * Pages are recovered from the canonical text itself (they are joined with
 * PAGE_SEPARATOR, which page text never contains), so the result depends only on the
 * text and anyone holding a source version — an audit bundle included — gets the same
 * ranges. Digits are masked when comparing lines, so "Page 3 of 9" and "Page 4 of 9",
 * or a bare page number, count as the same line. Ranges are sorted and cover whole
 * lines without their line breaks.
 */
export function findRepeatedLines(text: string): TextRange[] {
  const pages = splitPages(text);
  if (pages.length < MIN_PAGES) return [];
  const byKey = new Map<string, { pages: Set<number>; ranges: TextRange[] }>();
  const inside = new Map<string, number>();
  pages.forEach((page, p) => {
    const lines = pageLines(text, page);
    lines.forEach((line, i) => {
      const key = lineKey(text.slice(line[0], line[1]));
      if (key.length > MAX_LINE_CHARS) return;
      if (i >= EDGE_LINES && i < lines.length - EDGE_LINES) {
        inside.set(key, (inside.get(key) ?? 0) + 1);
        return;
      }
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { pages: new Set(), ranges: [] }));
      entry.pages.add(p);
      entry.ranges.push(line);
    });
  });
  const need = Math.max(MIN_PAGES, Math.ceil(MIN_SHARE * pages.length));
  const out: TextRange[] = [];
  for (const [key, { pages: on, ranges }] of byKey) {
    // Furniture lives at the edges. A line that also recurs inside pages is content
    // that happens to fall there (a signature block's "Chief Compliance Officer").
    if (on.size >= need && (inside.get(key) ?? 0) < on.size / 2) out.push(...ranges);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The comparison key of a line: trimmed, whitespace collapsed, digit runs masked. */
export function lineKey(line: string): string {
  return line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#');
}

function splitPages(text: string): TextRange[] {
  const out: TextRange[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(PAGE_SEPARATOR, from);
    if (at < 0) break;
    out.push([from, at]);
    from = at + PAGE_SEPARATOR.length;
  }
  out.push([from, text.length]);
  return out;
}

/** A page's non-blank lines, trimmed of surrounding spaces. */
function pageLines(text: string, page: TextRange): TextRange[] {
  const lines: TextRange[] = [];
  let from = page[0];
  while (from <= page[1]) {
    const nl = text.indexOf('\n', from);
    const to = nl < 0 || nl > page[1] ? page[1] : nl;
    const trimmed = trimRange(text, from, to);
    if (trimmed) lines.push(trimmed);
    from = to + 1;
  }
  return lines;
}

function trimRange(text: string, from: number, to: number): TextRange | null {
  let s = from;
  let e = to;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return e > s ? [s, e] : null;
}
