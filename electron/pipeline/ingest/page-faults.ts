import { PAGE_FAULTS, type DocumentWarning, type UnreadableReason } from '../../../shared/documents.js';
import { PinciteError } from '../../../shared/errors.js';
import type { ExtractedPage } from './extract/types.js';

/**
 * What a document's unreadable pages mean for the document (M11): a page that failed is
 * listed and the rest lands; only a document none of whose pages could be read fails.
 * Pure functions over the extracted pages; the words are a lawyer's, never the parser's.
 */

type Fault = Exclude<UnreadableReason, 'NO_TEXT_LAYER'>;

/** Why, in a few words, for the PAGES_UNREADABLE warning (pages with the same words are listed together). */
const WHY: Record<Fault, string> = {
  PAGE_DAMAGED: 'the file is damaged there',
  CONTENT_DAMAGED: 'the file is damaged there',
  PAGE_TIMEOUT: 'reading took longer than the time allowed for a page',
  OCR_FAILED: 'text recognition (OCR) failed',
};

const isFault = (r: UnreadableReason | null | undefined): r is Fault => r != null && PAGE_FAULTS.has(r);

/** Caveats a document lands with, from how its pages were read. */
export function pageWarnings(pages: readonly ExtractedPage[], name: string): DocumentWarning[] {
  const out: DocumentWarning[] = [];
  const failed = pages.filter((p) => isFault(p.unreadable));
  if (failed.length) {
    const byWhy = new Map<string, number[]>();
    for (const p of failed) {
      const why = WHY[p.unreadable as Fault];
      byWhy.set(why, [...(byWhy.get(why) ?? []), p.page]);
    }
    const why = byWhy.size === 1 ? [...byWhy.keys()][0]! : [...byWhy].map(([w, ps]) => `p. ${listPages(ps)}: ${w}`).join('; ');
    const rest = pages.length - failed.length;
    out.push({ code: 'PAGES_UNREADABLE', message: `${failed.length === 1 ? 'Page' : 'Pages'} ${listPages(failed.map((p) => p.page))} of ${name} could not be read (${why}); ${rest === 1 ? 'the other page was' : `the other ${rest} were`} ingested.` });
  }
  const low = pages.filter((p) => !p.ocr && !p.unreadable && p.confidence < 1).map((p) => p.page);
  if (low.length) {
    out.push({ code: 'LOW_QUALITY_TEXT', message: `The text of ${low.length === 1 ? 'page' : 'pages'} ${listPages(low)} of ${name} does not read as text (fonts without a character map): quotes from ${low.length === 1 ? 'it' : 'them'} go to review.` });
  }
  return out;
}

/**
 * The typed error of a document none of whose pages could be read, or null when one
 * could (or when the only thing wrong is image pages left without OCR: those land, empty,
 * as the user asked). `ocrError` is the first OCR failure, whose words name the page and
 * what to do.
 */
export function noReadablePage(pages: readonly ExtractedPage[], file: string, ocrError?: PinciteError): PinciteError | null {
  if (pages.length === 0 || !pages.every((p) => isFault(p.unreadable))) return null;
  const reasons = new Set(pages.map((p) => p.unreadable));
  if (ocrError && reasons.has('OCR_FAILED')) return ocrError;
  const one = pages.length === 1;
  const none = one ? `The only page of ${file} could not be read` : `None of the ${pages.length} pages of ${file} could be read`;
  if (reasons.has('OCR_FAILED')) {
    return new PinciteError('OCR_FAILED', `${none}: text recognition (OCR) failed. Try again, or ingest with --ocr off to keep the document without its scanned text.`);
  }
  if (reasons.size === 1 && reasons.has('PAGE_TIMEOUT')) {
    return new PinciteError('EXTRACTION_TIMEOUT', `${none}: ${one ? 'it' : 'each'} took longer than the time allowed for a page. The file may be malformed or unusually complex; ask for a fresh copy, or print it to a new PDF.`);
  }
  return new PinciteError('EXTRACTION_FAILED', `${none}: the file is damaged. Ask for a fresh copy, or open it in a PDF reader and print it to a new PDF.`);
}

export function listPages(pages: readonly number[]): string {
  if (pages.length <= 12) return pages.join(', ');
  return `${pages.slice(0, 12).join(', ')} and ${pages.length - 12} more`;
}
