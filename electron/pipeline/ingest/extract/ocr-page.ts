import type { TextElement } from './types.js';

export type OcrWord = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };
export type OcrBlock = { paragraphs: Array<{ lines: Array<{ words: OcrWord[] }> }> };

/** An affine matrix [a b c d e f] as pdf.js and canvas use it: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export type OcrPageText = {
  text: string;
  elements: TextElement[];
  /** Mean confidence of the page's words, 0–1 (0 when no word was read). */
  confidence: number;
  /** Mean confidence weighted by word length, 0–1: how orientation candidates are compared. */
  score: number;
};

/**
 * Lays OCR output out as page text and elements: words joined by spaces, lines by
 * "\n", paragraphs by a blank line. Each word's pixel box is mapped back to PDF user
 * space through the inverse of the matrix the page was rasterised with, so boxes are
 * right for rotated pages and rotated rasters too; its confidence (0–100) becomes the
 * element's (0–1). The word's box bottom becomes the element's baseline and the whole
 * box height its ascent: tesseract gives boxes, not baselines, and a box that covers
 * descenders is what a reviewer expects to see highlighted.
 */
export function buildOcrPageText(page: number, blocks: readonly OcrBlock[], viewportTransform: readonly number[], extractor: string): OcrPageText {
  const toPdf = inverse(viewportTransform);
  let text = '';
  const elements: TextElement[] = [];
  let confSum = 0;
  let weighted = 0;
  let chars = 0;
  for (const block of blocks) {
    for (const para of block.paragraphs) {
      if (text.length > 0 && !text.endsWith('\n\n')) text += text.endsWith('\n') ? '\n' : '\n\n';
      for (const line of para.lines) {
        const words = line.words.map((w) => ({ ...w, text: w.text.replace(/\s+/g, ' ').trim() })).filter((w) => w.text.length > 0);
        if (words.length === 0) continue;
        if (text.length > 0 && !text.endsWith('\n')) text += '\n';
        words.forEach((w, i) => {
          if (i > 0) text += ' ';
          const [ox, oy] = toPdf(w.bbox.x0, w.bbox.y1);
          const [rx, ry] = toPdf(w.bbox.x1, w.bbox.y1);
          const [tx, ty] = toPdf(w.bbox.x0, w.bbox.y0);
          const advance = Math.hypot(rx - ox, ry - oy);
          const confidence = Math.max(0, Math.min(1, w.confidence / 100));
          elements.push({
            page,
            start: text.length,
            end: text.length + w.text.length,
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
          weighted += confidence * w.text.length;
          chars += w.text.length;
          text += w.text;
        });
      }
    }
  }
  return {
    text: text.replace(/\s+$/, ''),
    elements,
    confidence: elements.length ? confSum / elements.length : 0,
    score: chars ? weighted / chars : 0,
  };
}

/** Inverse of a pdf.js viewport transform [a b c d e f]: device pixels → PDF user space. */
export function inverse(m: readonly number[]): (x: number, y: number) => [number, number] {
  const [a, b, c, d, e, f] = invertMatrix(m);
  return (x, y) => [a * x + c * y + e, b * x + d * y + f];
}

export function invertMatrix(m: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const det = a * d - b * c;
  if (det === 0 || !Number.isFinite(det)) throw new Error(`singular transform [${m.join(' ')}]`);
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** outer ∘ inner: the matrix that applies `inner` first, then `outer`. */
export function compose(outer: readonly number[], inner: readonly number[]): Matrix {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = outer;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = inner;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/**
 * Turning a `width`×`height` raster `q` quarter turns clockwise (y pointing down):
 * the matrix from old to new pixel coordinates, and the new size. The same matrix
 * drawn with canvas `setTransform` performs the turn.
 */
export function quarterTurn(q: number, width: number, height: number): { matrix: Matrix; width: number; height: number } {
  switch (((q % 4) + 4) % 4) {
    case 1:
      return { matrix: [0, 1, -1, 0, height, 0], width: height, height: width };
    case 2:
      return { matrix: [-1, 0, 0, -1, width, height], width, height };
    case 3:
      return { matrix: [0, -1, 1, 0, 0, width], width: height, height: width };
    default:
      return { matrix: [1, 0, 0, 1, 0, 0], width, height };
  }
}

export type LineAxis = 'horizontal' | 'vertical' | 'unknown';

/**
 * Which way the text lines of a page raster (RGBA, dark ink on a light ground) run.
 * Lines of text are separated by blank bands at least `minGapPx` high, while a column
 * crosses so many lines that it is almost never blank for that long (the one-pixel
 * gaps between monospaced letters are shorter); turned sideways it is the other way
 * round. So we count bands of ink separated by such gaps along rows and along
 * columns. Only a clear majority answers: a page with a few lines or a drawing stays
 * `unknown`, and OCR then tries the other orientations itself. Looks at a sample of
 * the pixels, so it costs milliseconds.
 */
export function textLineAxis(rgba: ArrayLike<number>, width: number, height: number, minGapPx: number): LineAxis {
  const step = Math.max(1, Math.floor(Math.min(width, height) / 800));
  const cols = Math.floor(width / step);
  const rows = Math.floor(height / step);
  const rowInk = new Uint32Array(rows);
  const colInk = new Uint32Array(cols);
  for (let r = 0; r < rows; r++) {
    const base = r * step * width;
    for (let c = 0; c < cols; c++) {
      const i = (base + c * step) * 4;
      // Luma below mid-grey is ink (alpha is ignored: rasters are painted on white).
      if (0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]! < 128) {
        rowInk[r]!++;
        colInk[c]!++;
      }
    }
  }
  const minGap = Math.max(2, Math.round(minGapPx / step));
  const rowBands = inkBands(rowInk, cols, minGap);
  const colBands = inkBands(colInk, rows, minGap);
  if (rowBands >= 5 && rowBands >= 3 * colBands) return 'horizontal';
  if (colBands >= 5 && colBands >= 3 * rowBands) return 'vertical';
  return 'unknown';
}

/**
 * Bands of ink in a projection profile, split only by at least `minGap` blank lines.
 * A line with a speck or two of noise counts as blank, and so does the ink every line
 * shares (a scanner's dark border).
 */
function inkBands(profile: Uint32Array, across: number, minGap: number): number {
  const noise = Math.max(1, Math.floor(across * 0.002));
  const floor = profile.reduce((m, n) => Math.min(m, n), Number.MAX_SAFE_INTEGER);
  let bands = 0;
  let blank = minGap;
  for (const n of profile) {
    if (n - floor > noise) {
      if (blank >= minGap) bands++;
      blank = 0;
    } else {
      blank++;
    }
  }
  return bands;
}

/**
 * The number of clockwise quarter turns a raster needs so that its pixel axes run the
 * way `m` (raster pixels → displayed points, y down) sends them — or null when `m`
 * mirrors, skews or turns by other than a multiple of 90°.
 */
export function quarterTurnOf(m: readonly number[]): number | null {
  const [a = 1, b = 0, c = 0, d = 1] = m;
  const eps = 1e-6 * Math.max(Math.abs(a), Math.abs(b), Math.abs(c), Math.abs(d));
  if (Math.abs(b) <= eps && Math.abs(c) <= eps) {
    if (a > 0 && d > 0) return 0;
    if (a < 0 && d < 0) return 2;
  }
  if (Math.abs(a) <= eps && Math.abs(d) <= eps) {
    if (b > 0 && c < 0) return 1;
    if (b < 0 && c > 0) return 3;
  }
  return null;
}
