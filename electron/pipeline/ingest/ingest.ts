import { basename, extname, resolve } from 'node:path';
import { pageIssueOf, type DocumentSummary, type DocumentWarning, type IngestOutcome, type IngestProgress, type OcrMode } from '../../../shared/documents.js';
import type { PageReading } from '../../store/records.js';
import { textQuality } from './extract/text-quality.js';
import { PinciteError, toErrorInfo } from '../../../shared/errors.js';
import { asStoreError, type Matter } from '../../store/open.js';
import { findDocumentBySha, getDocumentText, getPages, insertDocument, restoreDocument } from '../../store/documents.js';
import { appendEvent } from '../../store/audit-events.js';
import { storeSourceCopy } from '../../store/sources.js';
import { CHUNKER, chunkAnchors } from './anchors.js';
import { writeSectionMap } from './section-map.js';
import { assembleCanonical, sha256Hex } from '../text/canonical.js';
import { EXTRACTOR_NAME } from './extract/extractor-name.js';
import type { ExtractedPage } from './extract/types.js';
import type { ExtractPool } from './extract/pool.js';
import type { OcrEngine } from './extract/ocr.js';
import { DEFAULT_MAX_BYTES, readPdfFile, truncationError } from './inspect-file.js';
import { LIMITS } from './limits.js';
import { noReadablePage, pageWarnings } from './page-faults.js';

export type IngestOptions = {
  ocr?: OcrMode;
  ocrDpi?: number;
  maxBytes?: number;
  maxPages?: number;
  category?: string | null;
  /** Record where the original file was (false for uploads: their path is a temporary copy). */
  recordOriginalPath?: boolean;
  /** Title for a file; defaults to its name without extension. */
  titleFor?: (file: string) => string;
  onProgress?: (p: IngestProgress) => void;
  /** Test hook: called after extraction, before anything is written. */
  beforeWrite?: (file: string) => void;
  /** Where the parser's own account of a page it could not read goes (the log; stderr by default). Never shown as a message. */
  onDiagnostic?: (file: string, detail: string) => void;
};

const logToStderr = (file: string, detail: string) => process.stderr.write(`pincite: ${basename(file)}: ${detail}\n`);

export type IngestServices = { pool: ExtractPool; ocr: OcrEngine };

export const DEFAULT_MAX_PAGES = LIMITS.maxPages;

/**
 * Ingests files into a matter. Each file is independent: a bad file gets a typed error
 * outcome and the others still land. Extraction runs in the worker pool; each document
 * is then written (source copy first, then every row in one transaction).
 */
export async function ingestFiles(matter: Matter, files: readonly string[], services: IngestServices, opts: IngestOptions = {}): Promise<IngestOutcome[]> {
  const outcomes: IngestOutcome[] = new Array(files.length);
  let next = 0;
  // One more file in flight than there are workers, so reading and hashing overlap extraction.
  const lanes = Array.from({ length: 3 }, async () => {
    while (next < files.length) {
      const i = next++;
      outcomes[i] = await ingestOne(matter, files[i]!, services, opts);
    }
  });
  await Promise.all(lanes);
  return outcomes;
}

async function ingestOne(matter: Matter, file: string, services: IngestServices, opts: IngestOptions): Promise<IngestOutcome> {
  const progress = (p: Omit<IngestProgress, 'file'>) => opts.onProgress?.({ file, ...p });
  try {
    progress({ phase: 'reading', pagesDone: 0, pagesTotal: 0, ocrPages: 0 });
    const { data, warnings } = await readPdfFile(file, { maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES });
    const sha256 = sha256Hex(data);
    const duplicateOf = (existing: DocumentSummary): IngestOutcome => {
      if (existing.removed) return restoreRemoved(matter, existing, file, progress);
      progress({ phase: 'done', pagesDone: existing.pages, pagesTotal: existing.pages, ocrPages: existing.ocrPages });
      return { file, id: existing.id, title: existing.title, pages: existing.pages, sha256, ocrPages: existing.ocrPages, status: 'ok', duplicate: true };
    };
    const existing = findDocumentBySha(matter.db, sha256);
    if (existing) return duplicateOf(existing);
    const log = opts.onDiagnostic ?? logToStderr;
    const extracted = await services.pool
      .run({ data, file: basename(file), ocr: opts.ocr ?? 'auto', ocrDpi: opts.ocrDpi ?? 300, maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES }, (p) => progress({ phase: 'extracting', ...p }))
      .catch((err: unknown) => {
        throw asIncomplete(err, warnings, data, file, log);
      });
    for (const d of extracted.diagnostics) log(file, d);
    // OCR never overlaps extraction (pool.exclusive): extraction pauses and its workers end,
    // and the tesseract workers end before it resumes, so scans cost no memory on top of it.
    const { pages, ocrError } = extracted.ocrImages.length
      ? await services.pool.exclusive(() => applyOcr(extracted.pages, extracted.ocrImages, services, file, progress, log), () => services.ocr.close())
      : { pages: extracted.pages };
    const none = noReadablePage(pages, basename(file), ocrError);
    if (none) throw none;
    warnings.push(...pageWarnings(pages, basename(file)));
    const canonical = assembleCanonical(pages);
    const id = `d${sha256.slice(0, 12)}`;
    const anchors = chunkAnchors(id, canonical.text, canonical.pages);
    opts.beforeWrite?.(file);
    progress({ phase: 'storing', pagesDone: pages.length, pagesTotal: pages.length, ocrPages: extracted.ocrImages.length });
    const title = opts.titleFor?.(file) ?? basename(file, extname(file));
    // The same bytes may have landed while these were extracted (the file named twice in
    // one ingest, or another process): look again right before writing, and after a
    // failed write, so the second copy is the no-op it should be, not a UNIQUE error.
    const landed = findDocumentBySha(matter.db, sha256);
    if (landed) return duplicateOf(landed);
    try {
      storeSourceCopy(matter, sha256, data);
      const ingestedAt = new Date().toISOString();
      // The section map lands with its document, in the same transaction.
      matter.db.transaction(() => {
        insertDocument(matter.db, {
          id, sha256, title, category: opts.category ?? null, fileName: basename(file), bytes: data.byteLength,
          extractor: EXTRACTOR_NAME, chunker: CHUNKER, canonical, anchors, ingestedAt,
          originalPath: opts.recordOriginalPath === false ? null : resolve(file), warnings,
        });
        writeSectionMap(matter.db, id, canonical.text, ingestedAt);
        // IMMEDIATE: take the write lock at BEGIN (waiting out another writer). A deferred
        // transaction that reads first (compiling a statement reads the schema) and then
        // writes after another process committed gets SQLITE_BUSY at once, never waiting.
      }).immediate();
    } catch (err) {
      const raced = findDocumentBySha(matter.db, sha256);
      if (raced) return duplicateOf(raced);
      throw asStoreError(err, matter.dir);
    }
    const ocrPages = canonical.pages.filter((p) => p.ocr).length;
    progress({ phase: 'done', pagesDone: pages.length, pagesTotal: pages.length, ocrPages });
    const pageIssues = canonical.pages.map((p) => pageIssueOf({ page: p.page, ocr: p.ocr, confidence: p.confidence, unreadable: p.unreadable ?? null })).filter((i) => i !== null);
    return { file, id, title, pages: pages.length, sha256, ocrPages, status: 'ok', ...(warnings.length ? { warnings } : {}), ...(pageIssues.length ? { pageIssues } : {}) };
  } catch (err) {
    progress({ phase: 'error', pagesDone: 0, pagesTotal: 0, ocrPages: 0 });
    return { file, status: 'error', error: toErrorInfo(err instanceof PinciteError ? err : asStoreError(err, matter.dir)) };
  }
}

/**
 * The bytes of a document that was removed from the matter, ingested again: it comes
 * back as it was (same id, text and pages), with its anchors rebuilt from the stored text
 * by the same chunker (so the same ids), and a `document.restored` event. Claims flagged
 * when it left keep their SOURCE_REMOVED reason and stay in the review queue: a reviewer
 * confirms them against the document now that it is back.
 */
function restoreRemoved(matter: Matter, doc: DocumentSummary, file: string, progress: (p: Omit<IngestProgress, 'file'>) => void): IngestOutcome {
  const text = getDocumentText(matter.db, doc.id) ?? '';
  const anchors = chunkAnchors(doc.id, text, getPages(matter.db, doc.id));
  matter.db.transaction(() => {
    restoreDocument(matter.db, doc.id, anchors);
    appendEvent(matter.db, null, 'document.restored', { doc: doc.id, sha256: doc.sha256, title: doc.title, removedAt: doc.removed?.at ?? null, file: basename(file) });
  }).immediate();
  progress({ phase: 'done', pagesDone: doc.pages, pagesTotal: doc.pages, ocrPages: doc.ocrPages });
  return { file, id: doc.id, title: doc.title, pages: doc.pages, sha256: doc.sha256, ocrPages: doc.ocrPages, status: 'ok', restored: true };
}

/**
 * A file that may be incomplete (no end marker) and that the parser could not open at
 * all is, most likely, cut short: say that, not "damaged". The parser's words go to the log.
 */
function asIncomplete(err: unknown, warnings: readonly DocumentWarning[], data: Uint8Array, file: string, log: (file: string, detail: string) => void): unknown {
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error) log(file, cause.message);
  if (!(err instanceof PinciteError) || !warnings.some((w) => w.code === 'FILE_INCOMPLETE')) return err;
  if (err.code !== 'PDF_DAMAGED' && err.code !== 'EXTRACTION_FAILED') return err;
  return truncationError(data, basename(file));
}

/**
 * Runs OCR on the rendered pages. A page with no text layer takes the OCR reading. A
 * page whose text layer scored low (extract-pdf.ts) keeps whichever reading is better —
 * OCR when its confidence and text quality beat the text layer's confidence — and both
 * are recorded on the page (`readings`). An OCR failure on such a page keeps the text
 * layer, still flagged; on a page with no text layer it makes that page unreadable
 * (OCR_FAILED) and the other pages still land (M11). The engine's own account of the
 * failure goes to the log; the first failure is returned, for a document that has no
 * other page to show.
 */
export async function applyOcr(
  pages: ExtractedPage[],
  images: Awaited<ReturnType<ExtractPool['run']>>['ocrImages'],
  services: IngestServices,
  file: string,
  progress: (p: Omit<IngestProgress, 'file'>) => void,
  log: (file: string, detail: string) => void,
): Promise<{ pages: ExtractedPage[]; ocrError?: PinciteError }> {
  if (images.length === 0) return { pages };
  let done = 0;
  let ocrError: PinciteError | undefined;
  const byNumber = new Map(pages.map((p) => [p.page, p]));
  const results = await Promise.all(
    images.map(async (img) => {
      const native = byNumber.get(img.page);
      const hasTextLayer = native !== undefined && !native.ocr && native.text.length > 0;
      try {
        const r = await services.ocr.recognize(img, basename(file));
        return [img.page, r] as const;
      } catch (err) {
        const typed = err instanceof PinciteError ? err : new PinciteError('OCR_FAILED', `OCR of page ${img.page} of ${basename(file)} failed.`, { cause: err });
        ocrError ??= typed;
        log(file, `page ${img.page}: OCR failed${hasTextLayer ? ', the low-quality text layer is kept' : ', the page is listed unreadable (OCR_FAILED)'}: ${causeChain(typed)}`);
        return [img.page, null] as const;
      } finally {
        progress({ phase: 'ocr', pagesDone: ++done, pagesTotal: images.length, ocrPages: images.length });
      }
    }),
  );
  const byPage = new Map(results);
  const read = pages.map((p): ExtractedPage => {
    if (!byPage.has(p.page)) return p;
    const r = byPage.get(p.page) ?? null;
    if (p.ocr || p.text.length === 0) {
      if (!r) return { ...p, text: '', elements: [], ocr: false, confidence: 0, unreadable: 'OCR_FAILED', textQuality: null };
      return { ...p, text: r.text, elements: r.elements, ocr: true, confidence: r.confidence, unreadable: null, textQuality: r.text.trim() ? textQuality(r.text).score : null };
    }
    // A low-quality text layer and its OCR reading: keep the better, record both.
    const nativeReading: PageReading = { source: 'text-layer', quality: p.textQuality ?? 0, confidence: p.confidence, chars: p.text.length, kept: true };
    if (!r) return { ...p, readings: [nativeReading] };
    const ocrQuality = r.text.trim() ? textQuality(r.text).score : 0;
    const ocrReading: PageReading = { source: 'ocr', quality: ocrQuality, confidence: r.confidence, chars: r.text.length, kept: false };
    const ocrBetter = Math.min(r.confidence, ocrQuality) > p.confidence && r.text.trim().length > 0;
    if (!ocrBetter) return { ...p, readings: [nativeReading, ocrReading] };
    return {
      ...p, text: r.text, elements: r.elements, ocr: true, confidence: r.confidence, textQuality: ocrQuality,
      readings: [{ ...nativeReading, kept: false }, { ...ocrReading, kept: true }],
    };
  });
  return ocrError ? { pages: read, ocrError } : { pages: read };
}

/** An error and its causes, one after another: the engine's own words, for the log only. */
function causeChain(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const said = e instanceof Error ? e.message : String(e);
    if (!parts.some((p) => p.includes(said))) parts.push(said);
  }
  return parts.join(' <- ');
}
