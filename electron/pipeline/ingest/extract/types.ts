import type { ElementKind, PageRecord, TextElement } from '../../../store/records.js';

export type { TextElement };

/** A page as extracted: its geometry, its text, and the elements that position that text. */
export type ExtractedPage = PageRecord & { text: string; elements: TextElement[] };

/** Minimal shape of a pdf.js text item (pdfjs-dist's TextItem). */
export type PdfTextItem = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
  /** Set on items made from a form field or an annotation (annotations.ts), absent for the text layer. */
  kind?: ElementKind;
};

export type PdfTextStyle = { fontFamily: string; ascent: number; descent: number; vertical: boolean };
