import type { TextElement } from './types.js';

export type OcrWord = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };
export type OcrBlock = { paragraphs: Array<{ lines: Array<{ words: OcrWord[] }> }> };

/**
 * Lays OCR output out as page text and elements: words joined by spaces, lines by
 * "\n", paragraphs by a blank line. Each word's pixel box is mapped back to PDF user
 * space through the inverse of the viewport the page was rendered with, so boxes are
 * right for rotated pages too; its confidence (0–100) becomes the element's (0–1).
 */
export function buildOcrPageText(
  page: number,
  blocks: readonly OcrBlock[],
  viewportTransform: readonly number[],
  extractor: string,
): { text: string; elements: TextElement[]; confidence: number } {
  const toPdf = inverse(viewportTransform);
  let text = '';
  const elements: TextElement[] = [];
  let confSum = 0;
  for (const block of blocks) {
    for (const para of block.paragraphs) {
      if (text.length > 0 && !text.endsWith('\n\n')) text += text.endsWith('\n') ? '\n' : '\n\n';
      for (const line of para.lines) {
        const words = line.words.filter((w) => w.text.trim().length > 0);
        if (words.length === 0) continue;
        if (text.length > 0 && !text.endsWith('\n')) text += '\n';
        words.forEach((w, i) => {
          if (i > 0) text += ' ';
          const str = w.text.replace(/\s+/g, ' ').trim();
          const [ox, oy] = toPdf(w.bbox.x0, w.bbox.y1);
          const [rx, ry] = toPdf(w.bbox.x1, w.bbox.y1);
          const [tx, ty] = toPdf(w.bbox.x0, w.bbox.y0);
          const advance = Math.hypot(rx - ox, ry - oy);
          const confidence = Math.max(0, Math.min(1, w.confidence / 100));
          elements.push({
            page,
            start: text.length,
            end: text.length + str.length,
            ox,
            oy,
            ux: advance > 0 ? (rx - ox) / advance : 1,
            uy: advance > 0 ? (ry - oy) / advance : 0,
            advance,
            ascent: Math.hypot(tx - ox, ty - oy),
            descent: 0,
            fontModel: 'proportional',
            extractor,
            confidence,
          });
          confSum += confidence;
          text += str;
        });
      }
    }
  }
  return { text: text.replace(/\s+$/, ''), elements, confidence: elements.length ? confSum / elements.length : 0 };
}

/** Inverse of a pdf.js viewport transform [a b c d e f]: device pixels → PDF user space. */
export function inverse(m: readonly number[]): (x: number, y: number) => [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const det = a * d - b * c;
  return (x, y) => [(d * (x - e) - c * (y - f)) / det, (-b * (x - e) + a * (y - f)) / det];
}
