/**
 * The shapes of what a matter stores about a document: its pages, its positioned text
 * elements, its canonical text and its retrieval anchors. They live here, under the
 * store, because the store reads and writes them; the pipeline produces them and
 * imports them from here (layers point down: store never imports the pipeline).
 */
import type { UnreadableReason } from '../../shared/documents.js';

/** How a run's advance width is spread over its characters (see pipeline/ingest/extract/char-widths.ts). */
export type FontModel = 'proportional' | 'serif' | 'sans' | 'uniform';

export const FONT_MODELS: readonly FontModel[] = ['proportional', 'serif', 'sans', 'uniform'];

/** The stored name of a model read back; anything unknown is the generic model. */
export function asFontModel(value: string): FontModel {
  return (FONT_MODELS as readonly string[]).includes(value) ? (value as FontModel) : 'proportional';
}

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
  /**
   * Where the text came from when it is not the page's content stream or OCR: the value
   * of a form field, or the text of a FreeText/Text annotation (M11). Absent for the
   * text layer, so a citation of a field or an annotation can be labelled as such.
   */
  kind?: ElementKind;
};

export type ElementKind = 'field' | 'annotation';

/** One reading of a page kept or weighed at ingest: the text layer, or OCR (M11). */
export type PageReading = { source: 'text-layer' | 'ocr'; quality: number; confidence: number; chars: number; kept: boolean };

/** A page's geometry and how it was read. */
export type PageRecord = {
  page: number;
  width: number;
  height: number;
  rotation: number;
  viewBox: [number, number, number, number];
  ocr: boolean;
  /** Mean extractor confidence of the page's elements; 1.0 for a native text layer. */
  confidence: number;
  /** Why the page could not be read; null or absent when it was (M11). */
  unreadable?: UnreadableReason | null;
  /** Text-quality score of the page's text (0–1, pipeline/ingest/extract/text-quality.ts); null when it has no text. */
  textQuality?: number | null;
  /** Both readings when a page's text layer scored low and was OCR'd too: which was kept, and why. */
  readings?: PageReading[] | null;
};

/** A page with its range in the document's canonical text. */
export type CanonicalPage = PageRecord & { start: number; end: number };

export type CanonicalText = {
  text: string;
  /** SHA-256 (hex) of the UTF-8 bytes of `text`: the source version hash. */
  sha256: string;
  pages: CanonicalPage[];
  /** Every element with offsets into `text`, sorted by offset. */
  elements: TextElement[];
};

/** A retrieval chunk of a document: stable id `<docId>-<ordinal>`, its range and pages. */
export type Anchor = {
  id: string;
  ordinal: number;
  start: number;
  end: number;
  pageStart: number;
  pageEnd: number;
  heading: string | null;
  text: string;
  legalTerms: string;
};
