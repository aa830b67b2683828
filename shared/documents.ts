import { z } from 'zod';
import { ErrorInfo } from './errors.js';

/**
 * Why a page could not be read (M11). `PAGE_DAMAGED`: the page itself could not be
 * loaded (a broken page tree, a missing or damaged page object). `CONTENT_DAMAGED`: the
 * page loaded but its content could not be read. `NO_TEXT_LAYER`: the page is an image
 * with no text, and OCR was off or read nothing. `PAGE_TIMEOUT`: reading the page (its
 * text, or rendering it for OCR) took longer than one page's allowance and was stopped.
 * `OCR_FAILED`: the page is an image and the OCR engine failed on it (an error, or no
 * result in time).
 */
export const UnreadableReason = z.enum(['PAGE_DAMAGED', 'CONTENT_DAMAGED', 'NO_TEXT_LAYER', 'PAGE_TIMEOUT', 'OCR_FAILED']);
export type UnreadableReason = z.infer<typeof UnreadableReason>;

/**
 * A page that was not read well: unreadable (a typed reason), text that measures as
 * unreadable (`low_quality`: glyphs without a Unicode map, symbol soup), or an OCR
 * reading of low confidence (`low_ocr`). `confidence` is the page's extractor
 * confidence as stored; `message` says it in words a lawyer understands.
 */
export const PageIssue = z.object({
  page: z.number().int(),
  kind: z.enum(['unreadable', 'low_quality', 'low_ocr']),
  reason: UnreadableReason.optional(),
  confidence: z.number().min(0).max(1),
  message: z.string(),
});
export type PageIssue = z.infer<typeof PageIssue>;

/** Something true of a document that landed, worth telling the reader (the file may be incomplete). */
export const DocumentWarning = z.object({ code: z.enum(['FILE_INCOMPLETE', 'PAGES_UNREADABLE', 'LOW_QUALITY_TEXT']), message: z.string() });
export type DocumentWarning = z.infer<typeof DocumentWarning>;

export const DocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  fileName: z.string(),
  pages: z.number().int(),
  ocrPages: z.number().int(),
  /** SHA-256 of the file's bytes: names the content-addressed copy in the matter. */
  sha256: z.string(),
  /** SHA-256 of the canonical text: the "source version hash" every binding records. */
  textSha256: z.string(),
  bytes: z.number().int(),
  ingestedAt: z.string(),
  /** Warnings recorded at ingest (M11); absent on documents ingested before them. */
  warnings: z.array(DocumentWarning).optional(),
  /** Pages not read well (M11): unreadable, unreadable-looking text, low OCR confidence. */
  pageIssues: z.array(PageIssue).optional(),
  /** Removed from the matter (M10): when and by whom. Out of the documents list, search and retrieval; past answers still show it. */
  removed: z.object({ at: z.string(), by: z.string() }).optional(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

/** One line of an ingest report, as the CLI contract prints it. */
export const IngestOutcome = z.object({
  file: z.string(),
  id: z.string().optional(),
  title: z.string().optional(),
  pages: z.number().int().optional(),
  sha256: z.string().optional(),
  ocrPages: z.number().int().optional(),
  status: z.enum(['ok', 'error']),
  /** True when the same bytes were already in the matter: nothing was written. */
  duplicate: z.boolean().optional(),
  /** True when these bytes were a document removed from the matter: it is back, with its anchors rebuilt from its stored text. */
  restored: z.boolean().optional(),
  error: ErrorInfo.optional(),
  /** The document landed, with these caveats (M11): the file may be incomplete, some pages unreadable. */
  warnings: z.array(DocumentWarning).optional(),
  pageIssues: z.array(PageIssue).optional(),
});
export type IngestOutcome = z.infer<typeof IngestOutcome>;

export const IngestProgress = z.object({
  file: z.string(),
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  ocrPages: z.number().int(),
  phase: z.enum(['reading', 'extracting', 'ocr', 'storing', 'done', 'error']),
});
export type IngestProgress = z.infer<typeof IngestProgress>;

export const SearchHit = z.object({
  anchor: z.string(),
  doc: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  page: z.number().int(),
  pages: z.tuple([z.number().int(), z.number().int()]),
  rank: z.number().int(),
  score: z.number(),
  retriever: z.string(),
  text: z.string(),
  /** Hybrid retrieval: every retriever that found this anchor, with its own rank and score (`rank`/`score` above are the fused ones). */
  retrievers: z.array(z.object({ retriever: z.string(), rank: z.number().int(), score: z.number() })).optional(),
  /** Sent as the context of another hit (a list's lead-in or items, or the rest of a sentence a page break cut: retrieval/list-context.ts): that hit's anchor. */
  contextOf: z.string().optional(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const OcrMode = z.enum(['auto', 'on', 'off']);
export type OcrMode = z.infer<typeof OcrMode>;

/**
 * OCR below this confidence is called out as a low reading (the balanced policy's
 * extractor-confidence floor: a claim bound to such text goes to the review queue).
 */
export const LOW_OCR_CONFIDENCE = 0.8;

const UNREADABLE_WORDS: Record<UnreadableReason, string> = {
  PAGE_DAMAGED: 'the page could not be loaded from the file (its page structure is damaged)',
  CONTENT_DAMAGED: 'the page loaded, but its contents are damaged and no text could be taken from it',
  NO_TEXT_LAYER: 'the page is an image with no text layer, and it was not read by OCR',
  PAGE_TIMEOUT: 'the page took longer to read than the time allowed for one page, so it was skipped (it may be damaged or unusually complex)',
  OCR_FAILED: 'the page is a scanned image, and text recognition (OCR) failed on it',
};

/**
 * Reasons that are a failure to read the page, as opposed to a page with nothing to read
 * (`NO_TEXT_LAYER` with OCR off). A document all of whose pages failed so did not land.
 */
export const PAGE_FAULTS: ReadonlySet<UnreadableReason> = new Set<UnreadableReason>(['PAGE_DAMAGED', 'CONTENT_DAMAGED', 'PAGE_TIMEOUT', 'OCR_FAILED']);

/** Whether a stored page was read well, and if not, how to say so (null when it was). */
export function pageIssueOf(p: { page: number; ocr: boolean; confidence: number; unreadable: UnreadableReason | null }): PageIssue | null {
  const pct = `${Math.round(p.confidence * 100)}%`;
  if (p.unreadable) {
    return { page: p.page, kind: 'unreadable', reason: p.unreadable, confidence: p.confidence, message: `Page ${p.page} could not be read: ${UNREADABLE_WORDS[p.unreadable]}. Nothing on it can be searched or cited.` };
  }
  if (!p.ocr && p.confidence < 1) {
    return { page: p.page, kind: 'low_quality', confidence: p.confidence, message: `Page ${p.page}'s text does not read as text (confidence ${pct}): its fonts may not map to real characters. Quotes from it need checking against the page.` };
  }
  if (p.ocr && p.confidence < LOW_OCR_CONFIDENCE) {
    return { page: p.page, kind: 'low_ocr', confidence: p.confidence, message: `Page ${p.page} was read by OCR with low confidence (${pct}): words on it may be misread or missed.` };
  }
  return null;
}
