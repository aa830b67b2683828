import { basename, extname, resolve } from 'node:path';
import type { DocumentSummary, IngestOutcome, IngestProgress, OcrMode } from '../../../shared/documents.js';
import { PinciteError, toErrorInfo } from '../../../shared/errors.js';
import { asStoreError, type Matter } from '../../store/open.js';
import { findDocumentBySha, insertDocument } from '../../store/documents.js';
import { storeSourceCopy } from '../../store/sources.js';
import { CHUNKER, chunkAnchors } from './anchors.js';
import { writeSectionMap } from './section-map.js';
import { assembleCanonical, sha256Hex } from '../text/canonical.js';
import { EXTRACTOR_NAME } from './extract/extractor-name.js';
import type { ExtractedPage } from './extract/types.js';
import type { ExtractPool } from './extract/pool.js';
import type { OcrEngine } from './extract/ocr.js';
import { DEFAULT_MAX_BYTES, readPdfFile } from './inspect-file.js';
import { LIMITS } from './limits.js';

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
};

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
    const data = await readPdfFile(file, { maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES });
    const sha256 = sha256Hex(data);
    const duplicateOf = (existing: DocumentSummary): IngestOutcome => {
      progress({ phase: 'done', pagesDone: existing.pages, pagesTotal: existing.pages, ocrPages: existing.ocrPages });
      return { file, id: existing.id, title: existing.title, pages: existing.pages, sha256, ocrPages: existing.ocrPages, status: 'ok', duplicate: true };
    };
    const existing = findDocumentBySha(matter.db, sha256);
    if (existing) return duplicateOf(existing);
    const extracted = await services.pool.run(
      { data, file: basename(file), ocr: opts.ocr ?? 'auto', ocrDpi: opts.ocrDpi ?? 300, maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES },
      (p) => progress({ phase: 'extracting', ...p }),
    );
    const pages = await applyOcr(extracted.pages, extracted.ocrImages, services, file, progress);
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
          originalPath: opts.recordOriginalPath === false ? null : resolve(file),
        });
        writeSectionMap(matter.db, id, canonical.text, ingestedAt);
      })();
    } catch (err) {
      const raced = findDocumentBySha(matter.db, sha256);
      if (raced) return duplicateOf(raced);
      throw asStoreError(err, matter.dir);
    }
    const ocrPages = canonical.pages.filter((p) => p.ocr).length;
    progress({ phase: 'done', pagesDone: pages.length, pagesTotal: pages.length, ocrPages });
    return { file, id, title, pages: pages.length, sha256, ocrPages, status: 'ok' };
  } catch (err) {
    progress({ phase: 'error', pagesDone: 0, pagesTotal: 0, ocrPages: 0 });
    return { file, status: 'error', error: toErrorInfo(err instanceof PinciteError ? err : asStoreError(err, matter.dir)) };
  }
}

async function applyOcr(
  pages: ExtractedPage[],
  images: Awaited<ReturnType<ExtractPool['run']>>['ocrImages'],
  services: IngestServices,
  file: string,
  progress: (p: Omit<IngestProgress, 'file'>) => void,
): Promise<ExtractedPage[]> {
  if (images.length === 0) return pages;
  let done = 0;
  const results = await Promise.all(
    images.map(async (img) => {
      const r = await services.ocr.recognize(img, basename(file));
      progress({ phase: 'ocr', pagesDone: ++done, pagesTotal: images.length, ocrPages: images.length });
      return [img.page, r] as const;
    }),
  );
  const byPage = new Map(results);
  return pages.map((p) => {
    const r = byPage.get(p.page);
    return r ? { ...p, text: r.text, elements: r.elements, ocr: true, confidence: r.confidence } : p;
  });
}
