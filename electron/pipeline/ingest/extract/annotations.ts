import type { ElementKind } from '../../../store/records.js';
import { LIMITS } from '../limits.js';
import type { PdfTextItem } from './types.js';

/**
 * Text a reader sees on a page that is not in its content stream: the values of form
 * fields (AcroForm widgets) and the text of FreeText and Text (sticky-note)
 * annotations. pdf.js's getTextContent leaves them out, so a filled-in certificate
 * would store only its printed labels. They become text items of their own kind, laid
 * out inside the widget or annotation rectangle, and are merged into the page's items in
 * reading position. Pure: takes pdf.js's annotation data, returns items.
 */

/** The fields of pdf.js's annotation data this reads (pdfjs-dist `getAnnotations()`). */
export type PdfAnnotation = {
  subtype?: string;
  annotationFlags?: number;
  rect?: number[];
  fieldType?: string;
  fieldValue?: unknown;
  password?: boolean;
  contentsObj?: { str?: string } | null;
  richText?: { str?: string } | null;
  hidden?: boolean;
};

export type AnnotationItem = PdfTextItem & { kind: ElementKind };

// PDF 32000-1, 12.5.3 annotation flags.
const INVISIBLE = 1;
const HIDDEN = 2;
const PRINT = 4;
const NO_VIEW = 32;

/** A page with more annotations than this keeps the first ones: bounds the work a hostile file can cause. */
export const MAX_ANNOTATIONS_PER_PAGE = LIMITS.maxAnnotationsPerPage;
/** Longest text taken from one annotation. */
const MAX_CHARS = 20_000;
/** Most annotation text taken from one page: a hostile file cannot grow a page's text without bound. */
export const MAX_PAGE_ANNOTATION_CHARS = LIMITS.maxAnnotationCharsPerPage;

/** Font name given to annotation items: never a real pdf.js font id (those start with "g_" or "f"). */
export const ANNOTATION_FONT = '__annotation';

/**
 * What the annotation shows as text, or null when it shows none a reader would see:
 * hidden, no-view or never printed, a push button or check box, a password field, a
 * popup (it repeats its parent's text), or empty.
 */
export function annotationText(a: PdfAnnotation): { kind: ElementKind; text: string } | null {
  const flags = a.annotationFlags ?? 0;
  if (flags & (HIDDEN | NO_VIEW) || a.hidden) return null;
  // "Hidden and no-print annotations excluded": what would not appear on paper is not the document's text.
  if (!(flags & PRINT)) return null;
  let kind: ElementKind;
  let text: string;
  if (a.subtype === 'Widget') {
    if (a.password) return null;
    kind = 'field';
    if (a.fieldType === 'Tx') text = typeof a.fieldValue === 'string' ? a.fieldValue : '';
    else if (a.fieldType === 'Ch') text = Array.isArray(a.fieldValue) ? a.fieldValue.filter((v) => typeof v === 'string').join(', ') : typeof a.fieldValue === 'string' ? a.fieldValue : '';
    else return null;
  } else if (a.subtype === 'FreeText' || a.subtype === 'Text') {
    if (flags & INVISIBLE && a.subtype !== 'Text') return null;
    kind = 'annotation';
    text = a.contentsObj?.str || a.richText?.str || '';
  } else {
    return null;
  }
  text = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ').slice(0, MAX_CHARS);
  const lines = text.split('\n').map((l) => l.trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  text = lines.join('\n');
  return text.trim().length ? { kind, text } : null;
}

/**
 * The annotation's text as items, one per line, set inside its rectangle from the top:
 * the font size fits the lines into the rectangle (4–12 pt), the advance is the
 * rectangle's width or the line's likely width, whichever is less.
 */
export function annotationItems(a: PdfAnnotation): AnnotationItem[] {
  const shown = annotationText(a);
  const r = a.rect;
  if (!shown || !r || r.length < 4 || !r.every((v) => Number.isFinite(v))) return [];
  const x0 = Math.min(r[0]!, r[2]!);
  const x1 = Math.max(r[0]!, r[2]!);
  const y0 = Math.min(r[1]!, r[3]!);
  const y1 = Math.max(r[1]!, r[3]!);
  const lines = shown.text.split('\n');
  const inner = Math.max(1, y1 - y0 - 2);
  const size = Math.min(12, Math.max(4, inner / (lines.length * 1.2)));
  const pad = Math.min(2, (x1 - x0) / 10);
  const items: AnnotationItem[] = [];
  lines.forEach((line, i) => {
    const y = y1 - 1 - size * (0.85 + 1.2 * i);
    const width = Math.min(Math.max(1, x1 - x0 - 2 * pad), 0.5 * size * line.length);
    items.push({ str: line, transform: [size, 0, 0, size, x0 + pad, y], width, height: size, fontName: ANNOTATION_FONT, hasEOL: true, kind: shown.kind });
  });
  return items;
}

/** Items for a page's annotations, in order, until MAX_PAGE_ANNOTATION_CHARS of text are taken. */
export function pageAnnotationItems(annotations: readonly PdfAnnotation[]): AnnotationItem[][] {
  const out: AnnotationItem[][] = [];
  let chars = 0;
  for (const a of annotations.slice(0, MAX_ANNOTATIONS_PER_PAGE)) {
    const items = annotationItems(a);
    if (items.length === 0) continue;
    chars += items.reduce((n, i) => n + i.str.length, 0);
    if (chars > MAX_PAGE_ANNOTATION_CHARS) break;
    out.push(items);
  }
  return out;
}

/**
 * Merges annotation items into the page's text items in reading position: each
 * annotation goes after the last item whose baseline is at or above its first line
 * (labels before their values), so "First name" is followed by "Lucía". An annotation
 * above all the text comes first.
 */
export function mergeInReadingOrder<T extends PdfTextItem>(items: readonly T[], annotations: readonly AnnotationItem[][]): Array<T | AnnotationItem> {
  const out: Array<T | AnnotationItem> = [...items];
  const placed = annotations.filter((g) => g.length > 0).sort((a, b) => baseline(b[0]!) - baseline(a[0]!) || a[0]!.transform[4]! - b[0]!.transform[4]!);
  for (const group of placed) {
    const y = baseline(group[0]!);
    const tolerance = 0.5 * (group[0]!.transform[3] ?? 1);
    let at = 0;
    for (let i = 0; i < out.length; i++) {
      const it = out[i]!;
      if (it.str.trim().length > 0 && baseline(it) >= y - tolerance) at = i + 1;
    }
    // The line before ends where the annotation starts.
    out.splice(at, 0, ...group);
  }
  return out;
}

function baseline(item: PdfTextItem): number {
  return item.transform[5] ?? 0;
}
