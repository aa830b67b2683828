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
 * or a bare page number, count as the same line, and spaces are ignored, so "Properties /
 * Sorrent, Inc." and "Properties /Sorrent, Inc." do too. Printed page numbers inside
 * pages are furniture too (printedFolios, numberedFolios). Ranges are sorted and cover whole lines
 * without their line breaks.
 */
export function findRepeatedLines(text: string): TextRange[] {
  const pages = splitPages(text).map((page) => pageLines(text, page).map((line) => ({ line, key: lineKey(text.slice(line[0], line[1])) })));
  if (pages.length < MIN_PAGES) return [];
  const need = Math.max(MIN_PAGES, Math.ceil(MIN_SHARE * pages.length));
  const inside = new Map<string, number>();
  const edges = new Map<string, { pages: Set<number>; ranges: TextRange[] }>();
  pages.forEach((lines, p) =>
    lines.forEach(({ line, key }, i) => {
      if (key.length > MAX_LINE_CHARS) return;
      if (i >= EDGE_LINES && i < lines.length - EDGE_LINES) inside.set(key, (inside.get(key) ?? 0) + 1);
      else addTo(edges, key, p, line);
    }),
  );
  // Furniture lives at the edges. A line that also recurs inside pages is content
  // that happens to fall there (a signature block's "Chief Compliance Officer").
  const furniture = new Set([...edges].filter(([key, e]) => e.pages.size >= need && (inside.get(key) ?? 0) < e.pages.size / 2).map(([key]) => key));
  // A footer block can be longer than the edge (an EDGAR filing's title on two lines, its page number and its "Source:"
  // line: cuad-scale-100). The lines just inside a block of furniture are furniture too when they repeat there alike.
  const beside = new Map<string, { pages: Set<number>; ranges: TextRange[] }>();
  /** How many of a line's counts in `inside` were in fact beside a block of furniture. */
  const besideInside = new Map<string, number>();
  pages.forEach((lines, p) => {
    for (const order of [lines, [...lines].reverse()]) {
      let i = 0;
      while (i < order.length && furniture.has(order[i]!.key)) i++;
      if (i === 0) continue;
      for (let j = i; j < Math.min(order.length, i + EDGE_LINES - 1); j++) {
        const { line, key } = order[j]!;
        if (furniture.has(key) || key.length > MAX_LINE_CHARS) break;
        addTo(beside, key, p, line);
        if (j >= EDGE_LINES && j < lines.length - EDGE_LINES) besideInside.set(key, (besideInside.get(key) ?? 0) + 1);
      }
    }
  });
  for (const [key, b] of beside) {
    if (b.pages.size >= need && (inside.get(key) ?? 0) - (besideInside.get(key) ?? 0) < b.pages.size / 2) furniture.add(key);
  }
  const out = [...edges, ...beside].filter(([key]) => furniture.has(key)).flatMap(([, e]) => e.ranges);
  out.push(...printedFolios(pages.flat()), ...numberedFolios(text, pages.flat()));
  return [...new Map(out.map((r) => [r[0], r])).values()].sort((a, b) => a[0] - b[0]);
}

/** A printed page number on a line of its own, as keyed (digits masked, spaces dropped): "-2-", "- 14 -", "Page 3", "Page 3 of 9". */
const FOLIO = /^(?:[-–—]#[-–—]|page#(?:of#)?)$/i;

/**
 * Printed page numbers wherever they fall. A filing that printed several pages of the
 * contract on one PDF page (the sample Agency Agreement: "… other lines of" + "-2-" +
 * "insurance or other products …" mid-page) has its folios inside pages, where the edge
 * rule above never looks, and a quote read straight across one was flagged as not in the
 * source. Only the unmistakable shapes count, and only when the document prints two or more:
 * a bare number on a line could be a table's cell.
 */
function printedFolios(lines: ReadonlyArray<{ line: TextRange; key: string }>): TextRange[] {
  const folios = lines.filter(({ key }) => FOLIO.test(key));
  return folios.length >= 2 ? folios.map(({ line }) => line) : [];
}

/** Lines between two bare folios of a run: a printed page holds more than this (a table's numbered rows do not). */
const MIN_FOLIO_GAP = 10;
/** A run of bare numbers counting up by one is a document's folios only this long: three pages and on. */
const MIN_FOLIO_RUN = 3;
/** More bare-number lines than this is a table or a numbers appendix, not a run of folios to search for. */
const MAX_BARE_NUMBERS = 2_000;

/**
 * Bare page numbers printed inside pages ("… royalty fee on a monthly basis of" + "2" + "5% of Your total monthly gross
 * sales", cuad-dev-08, whose filing runs the contract's printed pages 1 to 18 across its PDF pages): a bare number alone
 * on a line could be a table's cell, so only a run counts — each number one more than the last, ten or more lines apart,
 * three or more long. A claim quoted across one read "2 5%" (a helper's trial, session 27).
 */
function numberedFolios(text: string, lines: ReadonlyArray<{ line: TextRange; key: string }>): TextRange[] {
  const bare = lines.flatMap(({ line, key }, i) => (key === '#' ? [{ i, line, n: Number(text.slice(line[0], line[1]).trim()) }] : []));
  if (bare.length < MIN_FOLIO_RUN || bare.length > MAX_BARE_NUMBERS) return [];
  // The longest run ending at each: the nearest earlier number one less, far enough back.
  const run = bare.map(() => 1);
  const prev = bare.map(() => -1);
  for (let k = 0; k < bare.length; k++) {
    for (let j = k - 1; j >= 0; j--) {
      if (bare[j]!.n === bare[k]!.n - 1 && bare[k]!.i - bare[j]!.i >= MIN_FOLIO_GAP) {
        run[k] = run[j]! + 1;
        prev[k] = j;
        break;
      }
    }
  }
  const keep = new Set<number>();
  for (let k = bare.length - 1; k >= 0; k--) {
    if (run[k]! < MIN_FOLIO_RUN || keep.has(k)) continue;
    for (let j = k; j >= 0; j = prev[j]!) keep.add(j);
  }
  return [...keep].sort((a, b) => a - b).map((k) => bare[k]!.line);
}

function addTo(into: Map<string, { pages: Set<number>; ranges: TextRange[] }>, key: string, page: number, line: TextRange): void {
  let entry = into.get(key);
  if (!entry) into.set(key, (entry = { pages: new Set(), ranges: [] }));
  entry.pages.add(page);
  entry.ranges.push(line);
}

/** The comparison key of a line: whitespace dropped (a footer's spacing varies page to page), digit runs masked. */
export function lineKey(line: string): string {
  return line.replace(/\s+/g, '').replace(/\d+/g, '#');
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
