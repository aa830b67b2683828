import { execFileSync } from 'node:child_process';
import type { Box } from '../../shared/geometry.js';

/**
 * Poppler (`pdftotext -bbox-layout`) as an independent reference for geometry: its
 * word boxes come from the real glyph advances, ours from pdf.js runs plus a width
 * model. Coordinates are poppler's: points, origin at the page's top-left, y down.
 */
export type PopplerWord = {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  /** Index of the word's line on its page (poppler's line grouping). */
  line: number;
};

export type PopplerPage = { page: number; width: number; height: number; words: PopplerWord[] };

const PAGE = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
const LINE = /<line [^>]*>([\s\S]*?)<\/line>/g;
const WORD = /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g;

/** Runs `pdftotext -bbox-layout` on a PDF and parses every page's words. */
export function popplerWords(pdf: string): PopplerPage[] {
  const xhtml = execFileSync('pdftotext', ['-bbox-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return parseBboxLayout(xhtml);
}

export function parseBboxLayout(xhtml: string): PopplerPage[] {
  const pages: PopplerPage[] = [];
  for (const m of xhtml.matchAll(PAGE)) {
    const words: PopplerWord[] = [];
    let line = 0;
    for (const l of m[3]!.matchAll(LINE)) {
      for (const w of l[1]!.matchAll(WORD)) {
        words.push({ text: unescapeXml(w[5]!), xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]), line });
      }
      line++;
    }
    pages.push({ page: pages.length + 1, width: Number(m[1]), height: Number(m[2]), words });
  }
  return pages;
}

/**
 * A poppler word box in PDF user space (origin bottom-left, y up) for an unrotated
 * page whose crop box is `viewBox` — poppler measures from the crop box's top-left.
 */
export function toUserSpace(w: PopplerWord, page: number, viewBox: readonly [number, number, number, number]): Box {
  const [vx0, , , vy1] = viewBox;
  return { page, x0: vx0 + w.xMin, y0: vy1 - w.yMax, x1: vx0 + w.xMax, y1: vy1 - w.yMin };
}

/**
 * Poppler's text of a document laid out like our canonical text (words joined by a
 * space, lines by "\n", pages by `pageSeparator`), with each word's offsets, so a
 * quote found in it leads back to poppler's words.
 */
export function popplerText(pages: readonly PopplerPage[], pageSeparator: string): { text: string; words: Array<{ page: number; word: PopplerWord; start: number; end: number }> } {
  let text = '';
  const words: Array<{ page: number; word: PopplerWord; start: number; end: number }> = [];
  pages.forEach((p, i) => {
    if (i > 0) text += pageSeparator;
    let line = -1;
    for (const w of p.words) {
      if (line >= 0) text += w.line === line ? ' ' : '\n';
      line = w.line;
      words.push({ page: p.page, word: w, start: text.length, end: text.length + w.text.length });
      text += w.text;
    }
  });
  return { text, words };
}

function unescapeXml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (all, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()] ?? all;
  });
}
