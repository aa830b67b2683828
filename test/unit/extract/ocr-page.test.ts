import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../../../electron/pipeline/ingest/extract/pdfjs.js';
import { boxesForRange } from '../../../electron/pipeline/ingest/boxes.js';
import {
  buildOcrPageText,
  compose,
  inverse,
  invertMatrix,
  quarterTurn,
  quarterTurnOf,
  textLineAxis,
  type Matrix,
  type OcrBlock,
  type OcrWord,
} from '../../../electron/pipeline/ingest/extract/ocr-page.js';
import { makePdf } from '../../helpers/make-pdf.js';

// Real pdf.js viewports (what pages are rendered for OCR with), of a page whose box does not start at the origin.
const viewBox = [10, 20, 622, 812] as const;
const pdf = await openPdf(makePdf([{ mediaBox: viewBox, runs: [] }]), 'viewport.pdf');
const pdfPage = await pdf.doc.getPage(1);
const viewportFor = (scale: number, rotation: number) => pdfPage.getViewport({ scale, rotation });
afterAll(() => pdf.close());

type Rect = { x0: number; y0: number; x1: number; y1: number };

const word = (text: string, confidence: number, bbox: Rect): OcrWord => ({ text, confidence, bbox });
const blocks = (...paragraphs: OcrWord[][][]): OcrBlock[] => [{ paragraphs: paragraphs.map((lines) => ({ lines: lines.map((words) => ({ words })) })) }];
const at = (x: number): Rect => ({ x0: x, y0: 10, x1: x + 20, y1: 20 });

/** The pixel box tesseract would report for a user-space rectangle seen through `m`. */
function pixelBox(m: readonly number[], r: Rect): Rect {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const pts = [[r.x0, r.y0], [r.x1, r.y0], [r.x0, r.y1], [r.x1, r.y1]].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
  return { x0: Math.min(...pts.map((p) => p[0])), y0: Math.min(...pts.map((p) => p[1])), x1: Math.max(...pts.map((p) => p[0])), y1: Math.max(...pts.map((p) => p[1])) };
}

/** Bounds in user space of a pixel rectangle mapped back through `m`. */
function userBox(m: readonly number[], r: Rect): Rect {
  const toPdf = inverse(m);
  const pts = [toPdf(r.x0, r.y0), toPdf(r.x1, r.y0), toPdf(r.x0, r.y1), toPdf(r.x1, r.y1)];
  return { x0: Math.min(...pts.map((p) => p[0])), y0: Math.min(...pts.map((p) => p[1])), x1: Math.max(...pts.map((p) => p[0])), y1: Math.max(...pts.map((p) => p[1])) };
}

function expectBox(actual: Rect | undefined, expected: Rect, digits = 6): void {
  expect(actual).toBeDefined();
  for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(actual![k]).toBeCloseTo(expected[k], digits);
}

describe('buildOcrPageText layout', () => {
  it('joins words by spaces, lines by newlines and paragraphs by a blank line, each word an element at its offsets', () => {
    const r = buildOcrPageText(
      2,
      blocks([[word('This', 96, at(0)), word('Agreement', 90, at(30))], [word('is', 80, at(0))]], [[word('1.', 70, at(0)), word('Term.', 60, at(30))]]),
      [1, 0, 0, 1, 0, 0],
      'tesseract.js@test',
    );
    expect(r.text).toBe('This Agreement\nis\n\n1. Term.');
    expect(r.elements.map((e) => r.text.slice(e.start, e.end))).toEqual(['This', 'Agreement', 'is', '1.', 'Term.']);
    expect(r.elements.every((e) => e.page === 2 && e.extractor === 'tesseract.js@test' && e.fontModel === 'proportional')).toBe(true);
  });

  it('skips empty words, collapses whitespace inside a word and starts blocks as paragraphs', () => {
    const two: OcrBlock[] = [...blocks([[word('  ', 99, at(0)), word('net\tthirty ', 88, at(30))]]), ...blocks([[word('days', 77, at(0))]])];
    const r = buildOcrPageText(1, two, [1, 0, 0, 1, 0, 0], 'x');
    expect(r.text).toBe('net thirty\n\ndays');
    expect(r.elements.map((e) => [e.start, e.end])).toEqual([[0, 10], [12, 16]]);
  });

  it('turns word confidences (0–100) into element confidences (0–1), the page mean and a length-weighted score', () => {
    const r = buildOcrPageText(1, blocks([[word('a', 100, at(0)), word('bbb', 50, at(30)), word('c', 120, at(60)), word('d', -5, at(90))]]), [1, 0, 0, 1, 0, 0], 'x');
    expect(r.elements.map((e) => e.confidence)).toEqual([1, 0.5, 1, 0]);
    expect(r.confidence).toBeCloseTo(0.625);
    expect(r.score).toBeCloseTo((1 + 1.5 + 1 + 0) / 6);
  });

  it('reports an empty page as empty, with zero confidence', () => {
    expect(buildOcrPageText(4, [], [1, 0, 0, 1, 0, 0], 'x')).toEqual({ text: '', elements: [], confidence: 0, score: 0 });
  });
});

describe('buildOcrPageText geometry', () => {
  // A word drawn at a known place in user space.
  const rect: Rect = { x0: 100, y0: 500, x1: 160, y1: 512 };

  for (const rotation of [0, 90, 180, 270]) {
    it(`maps a word's pixel box back to its user-space box on a page rendered with /Rotate ${rotation}`, () => {
      const viewport = viewportFor(200 / 72, rotation);
      expect(viewport.viewBox).toEqual([...viewBox]);
      const px = pixelBox(viewport.transform, rect);
      const { text, elements } = buildOcrPageText(1, blocks([[word('nnnn', 95, px)]]), viewport.transform, 'x');
      expectBox(boxesForRange(text, elements, 0, 4)[0], rect);
      // The reading direction is the raster's x axis: the first half of the word is the left half of its pixel box.
      const left = userBox(viewport.transform, { ...px, x1: (px.x0 + px.x1) / 2 });
      expectBox(boxesForRange(text, elements, 0, 2)[0], left);
    });
  }

  for (const q of [1, 2, 3]) {
    it(`keeps user-space boxes when the raster was turned ${q * 90}° before OCR`, () => {
      const viewport = viewportFor(2, 90);
      const turn = quarterTurn(q, Math.ceil(viewport.width), Math.ceil(viewport.height));
      const transform = compose(turn.matrix, viewport.transform);
      const px = pixelBox(transform, rect);
      // Still inside the turned raster.
      expect(px.x0).toBeGreaterThanOrEqual(0);
      expect(px.x1).toBeLessThanOrEqual(turn.width);
      expect(px.y1).toBeLessThanOrEqual(turn.height);
      const { text, elements } = buildOcrPageText(1, blocks([[word('word', 95, px)]]), transform, 'x');
      expectBox(boxesForRange(text, elements, 0, 4)[0], rect);
    });
  }

  it('puts the baseline at the bottom of the pixel box and the whole box height above it', () => {
    const m = [2, 0, 0, -2, 0, 1584]; // 144 dpi, y flipped: a page 792 pt high
    const { elements } = buildOcrPageText(1, blocks([[word('Term', 90, { x0: 200, y0: 1000, x1: 300, y1: 1024 })]]), m, 'x');
    expect(elements[0]).toMatchObject({ ox: 100, oy: 280, ux: 1, uy: 0, advance: 50, ascent: 12, descent: 0 });
  });
});

describe('matrices', () => {
  const m: Matrix = [0, 2.5, -2.5, 0, 1800, 30];

  it('inverts a matrix and composes it back to the identity', () => {
    const id = compose(m, invertMatrix(m));
    [1, 0, 0, 1, 0, 0].forEach((v, i) => expect(id[i]).toBeCloseTo(v, 9));
    const [x, y] = inverse(m)(1800 - 25, 30 + 50);
    expect(x).toBeCloseTo(20);
    expect(y).toBeCloseTo(10);
  });

  it('composes in order: the inner matrix applies first', () => {
    const scale: Matrix = [2, 0, 0, 2, 0, 0];
    const shift: Matrix = [1, 0, 0, 1, 10, 0];
    expect(compose(shift, scale)).toEqual([2, 0, 0, 2, 10, 0]);
    expect(compose(scale, shift)).toEqual([2, 0, 0, 2, 20, 0]);
  });

  it('refuses a singular transform', () => {
    expect(() => inverse([1, 2, 2, 4, 0, 0])).toThrow(/singular/);
  });

  it('turns a raster by quarter turns clockwise: corners land where they should and four turns are none', () => {
    const [w, h] = [300, 200];
    const apply = (t: Matrix, x: number, y: number) => [t[0] * x + t[2] * y + t[4], t[1] * x + t[3] * y + t[5]];
    const q1 = quarterTurn(1, w, h);
    expect([q1.width, q1.height]).toEqual([200, 300]);
    expect(apply(q1.matrix, 0, 0)).toEqual([200, 0]); // top-left → top-right
    expect(apply(q1.matrix, 0, h)).toEqual([0, 0]); // bottom-left → top-left
    expect(apply(quarterTurn(2, w, h).matrix, 0, 0)).toEqual([300, 200]);
    expect(apply(quarterTurn(3, w, h).matrix, 0, 0)).toEqual([0, 300]);
    for (const q of [0, 1, 2, 3]) {
      const there = quarterTurn(q, w, h);
      const back = quarterTurn(4 - q, there.width, there.height);
      expect(compose(back.matrix, there.matrix).map((v) => v + 0)).toEqual([1, 0, 0, 1, 0, 0]);
    }
  });

  it('recognises how many quarter turns a placement needs, and refuses mirrors and skews', () => {
    for (const q of [0, 1, 2, 3]) {
      const t = quarterTurn(q, 1653, 2339).matrix;
      expect(quarterTurnOf(compose([0.36, 0, 0, 0.36, 5, 7], t))).toBe(q);
    }
    expect(quarterTurnOf([1, 0, 0, -1, 0, 0])).toBeNull();
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    expect(quarterTurnOf([c, s, -s, c, 0, 0])).toBeNull();
  });
});

describe('textLineAxis', () => {
  /** A white RGBA raster with `lines` lines of monospaced "text" (1-px gaps between letters, word gaps), optionally transposed. */
  function page(lines: number, opts: { transpose?: boolean; border?: boolean } = {}): { rgba: Uint8ClampedArray; width: number; height: number } {
    const [w, h] = [800, 1100];
    const ink = (x: number, y: number) => {
      const [px, py] = opts.transpose ? [y, x] : [x, y];
      const o = (py * (opts.transpose ? h : w) + px) * 4;
      rgba[o] = rgba[o + 1] = rgba[o + 2] = 20;
    };
    const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let l = 0; l < lines; l++) {
      const top = 60 + l * 22;
      const end = 80 + Math.floor(rand() * 600);
      for (let x = 60; x < end; x++) {
        const inWordGap = (x + l * 37) % 97 < 8;
        if (x % 9 === 8 || inWordGap) continue; // letter and word gaps
        for (let y = top; y < top + 12; y++) ink(x, y);
      }
    }
    if (opts.border) for (let y = 0; y < h; y++) for (let x = 0; x < 6; x++) ink(x, y);
    return opts.transpose ? { rgba, width: h, height: w } : { rgba, width: w, height: h };
  }

  it('sees lines of text running across a page, and up a page turned sideways', () => {
    const upright = page(40);
    expect(textLineAxis(upright.rgba, upright.width, upright.height, 5)).toBe('horizontal');
    const sideways = page(40, { transpose: true });
    expect(textLineAxis(sideways.rgba, sideways.width, sideways.height, 5)).toBe('vertical');
  });

  it('is not fooled by a scanner border that inks every row', () => {
    const bordered = page(40, { border: true });
    expect(textLineAxis(bordered.rgba, bordered.width, bordered.height, 5)).toBe('horizontal');
  });

  it('says unknown when there is too little to go on', () => {
    const blank = page(0);
    expect(textLineAxis(blank.rgba, blank.width, blank.height, 5)).toBe('unknown');
    const few = page(2);
    expect(textLineAxis(few.rgba, few.width, few.height, 5)).toBe('unknown');
  });
});
