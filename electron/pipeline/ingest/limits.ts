/**
 * Every bound a hostile or broken file meets on its way in, in one place (README,
 * "Limits", and SECURITY.md list them; test/integration/hostile-input.test.ts and
 * test/integration/extract-limits.test.ts exercise them). A file that crosses one gets a
 * typed error naming the limit; nothing it sent is stored.
 */
export const LIMITS = {
  /** Bytes per file, checked on `stat` before a byte is read (FILE_TOO_LARGE; `--max-bytes`). */
  maxFileBytes: 256 * 1024 * 1024,
  /** Pages per document, checked right after the file opens, before any page is read (PDF_TOO_MANY_PAGES). */
  maxPages: 5000,
  /**
   * Largest image pdf.js decodes, in pixels (64 Mi: a US-letter scan at ~1000 dpi). A
   * larger image is not decoded — its page reads as having no text — so a small file
   * cannot make a worker allocate gigabytes.
   */
  maxImagePixels: 2 ** 26,
  /** Largest raster made of a page for OCR, in pixels; larger pages are rendered at a lower resolution. */
  maxOcrRasterPixels: 40_000_000,
  /**
   * A page (its text, or its rendering for OCR) that takes longer than this is skipped and
   * listed unreadable (PAGE_TIMEOUT); the rest of the document lands (M11). Opening the
   * file counts as the first page's time, and a stall before the file is open stops the
   * document (EXTRACTION_TIMEOUT).
   */
  pageTimeoutMs: 60_000,
  /** Pages of one document that may be skipped so; one more stops the document (EXTRACTION_TIMEOUT). */
  maxTimedOutPages: 3,
  /** Whole-document allowance: this much, plus `documentPerPageMs` a page once the page count is known. */
  documentBaseMs: 60_000,
  documentPerPageMs: 1_000,
  /** JavaScript heap of one extraction worker; a file that needs more kills only that worker (EXTRACTION_FAILED). */
  workerHeapMb: 1536,
  /** Form fields and annotations read as text from one page; the rest of a page's annotations are left out (M11). */
  maxAnnotationsPerPage: 2000,
  /** Characters of field and annotation text taken from one page. */
  maxAnnotationCharsPerPage: 200_000,
  /** One OCR pass of one page (after it the page is listed unreadable, OCR_FAILED). */
  ocrPassMs: 180_000,
} as const;
