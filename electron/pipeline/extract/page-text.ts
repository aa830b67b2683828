import { charWeights, fitFontModel, type FontModel } from './char-widths.js';
import type { PdfTextItem, PdfTextStyle, TextElement } from './types.js';

/** C0 controls (but not \n) and DEL become spaces: offsets stay 1:1 with pdf.js strings. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A gap between baselines larger than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.75;

export type PageTextInput = {
  page: number;
  items: readonly PdfTextItem[];
  styles: Readonly<Record<string, PdfTextStyle>>;
  extractor: string;
};

/**
 * Turns a page's pdf.js text items into the page's text and its positioned elements.
 * Items are kept in content order (pdf.js's own reading order); `hasEOL` ends a line,
 * and a blank line is added where the vertical gap says a new paragraph starts, so
 * the chunker can follow the document's structure. Pure and deterministic.
 */
export function buildPageText(input: PageTextInput): { text: string; elements: TextElement[] } {
  const models = fontModels(input.items);
  let text = '';
  const elements: TextElement[] = [];
  let prev: { oy: number; ox: number; nx: number; ny: number; size: number } | null = null;
  let atLineStart = true;

  for (const item of input.items) {
    const str = item.str.replace(CONTROL, ' ');
    if (str.length > 0) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
      const along = Math.hypot(a, b);
      const size = along || Math.abs(item.height) || 1;
      const height = Math.hypot(c, d) || size;
      const ux = along > 0 ? a / along : 1;
      const uy = along > 0 ? b / along : 0;
      // Normal points "up" from the baseline in the run's own frame.
      const nx = -uy;
      const ny = ux;
      if (atLineStart && prev && text.length > 0) {
        const gap = Math.abs((prev.ox - e) * prev.nx + (prev.oy - f) * prev.ny);
        if (gap > PARAGRAPH_GAP * Math.max(prev.size, height) && !text.endsWith('\n\n')) text += '\n';
      }
      if (str.trim().length > 0) {
        const style = input.styles[item.fontName];
        const { ascent, descent } = verticalMetrics(style);
        elements.push({
          page: input.page,
          start: text.length,
          end: text.length + str.length,
          ox: e,
          oy: f,
          ux,
          uy,
          advance: Math.abs(item.width),
          ascent: ascent * height,
          descent: descent * height,
          fontModel: models.get(item.fontName) ?? 'proportional',
          extractor: input.extractor,
          confidence: 1,
        });
        if (atLineStart) prev = { oy: f, ox: e, nx, ny, size: height };
        atLineStart = false;
      }
      text += str;
    }
    if (item.hasEOL) {
      if (!text.endsWith('\n') && text.length > 0) text += '\n';
      atLineStart = true;
    }
  }
  return { text: text.replace(/\n+$/, ''), elements };
}

/** Font ascent/descent as fractions of the em; pdf.js reports 0 or absurd values for some fonts. */
function verticalMetrics(style: PdfTextStyle | undefined): { ascent: number; descent: number } {
  const ascent = style && style.ascent > 0.5 && style.ascent < 1.3 ? style.ascent : 0.8;
  const descent = style && style.descent < 0 && style.descent > -0.5 ? -style.descent : 0.2;
  return { ascent, descent };
}

function fontModels(items: readonly PdfTextItem[]): Map<string, FontModel> {
  const runs = new Map<string, Array<{ str: string; emWidth: number }>>();
  for (const item of items) {
    const size = Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0);
    if (!(size > 0) || item.str.length === 0) continue;
    let list = runs.get(item.fontName);
    if (!list) runs.set(item.fontName, (list = []));
    list.push({ str: item.str, emWidth: Math.abs(item.width) / size });
  }
  const out = new Map<string, FontModel>();
  for (const [font, list] of runs) out.set(font, fitFontModel(list));
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
