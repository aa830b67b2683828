import { charWeights, fitFontModel, type FontModel } from './char-widths.js';
import type { PdfTextItem, PdfTextStyle, TextElement } from './types.js';

/** C0 controls (but not \n) and DEL become spaces: offsets stay 1:1 with pdf.js strings. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A gap between baselines larger than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.75;
/**
 * A run whose baseline sits more than this many ems off the previous run's starts a new
 * line even without pdf.js's `hasEOL` (a footer drawn right after a clause's last line,
 * a page number then the footer). Superscripts ("6th") and raised section numbers sit
 * well within it; single-spaced lines are ≥ 1 em apart.
 */
const LINE_SHIFT = 0.75;
/** A run that starts this many ems behind the previous run's end is on another line too. */
const BACKWARD = 1;
/** A gap wider than this many ems between two runs on a line is a space, if none was drawn. */
const SPACE_GAP = 0.3;

export type PageTextInput = {
  page: number;
  items: readonly PdfTextItem[];
  styles: Readonly<Record<string, PdfTextStyle>>;
  extractor: string;
};

/** Baseline frame of the last visible run: where it starts and ends, its direction and size. */
type Run = { ox: number; oy: number; ex: number; ey: number; ux: number; uy: number; size: number };

/**
 * Turns a page's pdf.js text items into the page's text and its positioned elements.
 * Items are kept in content order (pdf.js's own reading order). A line ends at
 * `hasEOL`, and also where the geometry says so: a run that leaves the previous run's
 * baseline, turns, or jumps backwards. A blank line is added where the vertical gap
 * says a new paragraph starts, so the chunker can follow the document's structure, and
 * a space where two runs on a line are visibly apart but no space was drawn. Pure and
 * deterministic.
 */
export function buildPageText(input: PageTextInput): { text: string; elements: TextElement[] } {
  const models = fontModels(input.items, input.styles);
  let text = '';
  const elements: TextElement[] = [];
  let lineStart: Run | null = null;
  let last: Run | null = null;
  let atLineStart = true;
  const endLine = () => {
    if (!text.endsWith('\n') && text.length > 0) text += '\n';
    atLineStart = true;
  };

  for (const item of input.items) {
    const str = item.str.replace(CONTROL, ' ');
    if (str.trim().length > 0) {
      const run = runFrame(item);
      if (!atLineStart && last) {
        if (lineBreakBetween(last, run)) endLine();
        else if (alongGap(last, run) > SPACE_GAP * Math.max(last.size, run.size) && !isSpace(text[text.length - 1]) && !isSpace(str[0])) text += ' ';
      }
      if (atLineStart && lineStart && text.length > 0) {
        const gap = Math.abs((lineStart.ox - run.ox) * -lineStart.uy + (lineStart.oy - run.oy) * lineStart.ux);
        if (gap > PARAGRAPH_GAP * Math.max(lineStart.size, run.size) && !text.endsWith('\n\n')) text += '\n';
      }
      const { ascent, descent } = verticalMetrics(input.styles[item.fontName]);
      const element: TextElement = {
        page: input.page,
        start: text.length,
        end: text.length + str.length,
        ox: run.ox,
        oy: run.oy,
        ux: run.ux,
        uy: run.uy,
        advance: Math.abs(item.width),
        ascent: ascent * run.size,
        descent: descent * run.size,
        fontModel: models.get(item.fontName) ?? 'proportional',
        extractor: input.extractor,
        confidence: 1,
      };
      // Set after, not spread into the literal: a spread made every element (~165 a CUAD
      // page) go through V8's generic object copy instead of the literal's fast path.
      if (item.kind) element.kind = item.kind;
      elements.push(element);
      text += str;
      if (atLineStart) lineStart = run;
      atLineStart = false;
      last = run;
    }
    // Whitespace-only runs are kept as text (they are the spaces pdf.js saw) but have no box.
    if (str.length > 0 && str.trim().length === 0 && !atLineStart) text += str;
    if (item.hasEOL) endLine();
  }
  return { text: text.trimEnd(), elements };
}

// A character test, not /\s$/.test(text): that regex scans the whole page text each time.
function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && /\s/.test(ch);
}

function runFrame(item: PdfTextItem): Run {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const along = Math.hypot(a, b);
  // The em size across the baseline: the text matrix's vertical scale (pdf.js folds
  // horizontal scaling into a/b, so that is not the em).
  const size = Math.hypot(c, d) || along || Math.abs(item.height) || 1;
  const ux = along > 0 ? a / along : 1;
  const uy = along > 0 ? b / along : 0;
  const w = Math.abs(item.width);
  return { ox: e, oy: f, ex: e + ux * w, ey: f + uy * w, ux, uy, size };
}

/** Whether run `b` starts a new line after run `a` (no `hasEOL` between them). */
function lineBreakBetween(a: Run, b: Run): boolean {
  if (Math.abs(a.ux - b.ux) > 0.01 || Math.abs(a.uy - b.uy) > 0.01) return true;
  const size = Math.max(a.size, b.size);
  const shift = Math.abs((b.ox - a.ox) * -a.uy + (b.oy - a.oy) * a.ux);
  return shift > LINE_SHIFT * size || alongGap(a, b) < -BACKWARD * size;
}

/** Distance along the baseline from the end of run `a` to the start of run `b`. */
function alongGap(a: Run, b: Run): number {
  return (b.ox - a.ex) * a.ux + (b.oy - a.ey) * a.uy;
}

/** Font ascent/descent as fractions of the em; pdf.js reports 0 or absurd values for some fonts. */
function verticalMetrics(style: PdfTextStyle | undefined): { ascent: number; descent: number } {
  const ascent = style && style.ascent > 0.5 && style.ascent < 1.3 ? style.ascent : 0.8;
  const descent = style && style.descent < 0 && style.descent > -0.5 ? -style.descent : 0.2;
  return { ascent, descent };
}

function fontModels(items: readonly PdfTextItem[], styles: Readonly<Record<string, PdfTextStyle>>): Map<string, FontModel> {
  const runs = new Map<string, Array<{ str: string; emWidth: number }>>();
  for (const item of items) {
    const size = Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0);
    if (!(size > 0) || item.str.length === 0) continue;
    let list = runs.get(item.fontName);
    if (!list) runs.set(item.fontName, (list = []));
    list.push({ str: item.str, emWidth: Math.abs(item.width) / size });
  }
  const out = new Map<string, FontModel>();
  for (const [font, list] of runs) out.set(font, fitFontModel(list, styles[font]?.fontFamily));
  return out;
}

/** Offsets (fractions of the run's advance) of each character boundary in a run. */
export function charStops(str: string, model: FontModel): number[] {
  const w = charWeights(str, model);
  let total = 0;
  for (const x of w) total += x;
  const stops = [0];
  let acc = 0;
  for (const x of w) {
    acc += x;
    stops.push(total > 0 ? acc / total : stops.length / (w.length || 1));
  }
  return stops;
}
