import type { FontModel } from './char-widths.js';

/**
 * A positioned run of text. Geometry is the run's baseline origin (ox, oy) in PDF user
 * space, its unit baseline direction (ux, uy), its advance along the baseline, and its
 * ascent/descent (points, both ≥ 0) perpendicular to it — enough to box any sub-range.
 * `start`/`end` index the page's text while extracting, the document's canonical text
 * once assembled.
 */
export type TextElement = {
  page: number;
  start: number;
  end: number;
  ox: number;
  oy: number;
  ux: number;
  uy: number;
  advance: number;
  ascent: number;
  descent: number;
  fontModel: FontModel;
  extractor: string;
  confidence: number;
};

export type ExtractedPage = {
  page: number;
  width: number;
  height: number;
  rotation: number;
  viewBox: [number, number, number, number];
  text: string;
  elements: TextElement[];
  ocr: boolean;
  /** Mean extractor confidence of the page's elements; 1.0 for a native text layer. */
  confidence: number;
};

/** Minimal shape of a pdf.js text item (pdfjs-dist's TextItem). */
export type PdfTextItem = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
};

export type PdfTextStyle = { fontFamily: string; ascent: number; descent: number; vertical: boolean };
