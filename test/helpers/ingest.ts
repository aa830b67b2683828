import type { IngestOutcome } from '../../shared/documents.js';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ingestFiles, type IngestOptions } from '../../electron/pipeline/ingest/ingest.js';
import type { Matter } from '../../electron/store/open.js';

/** Ingests with a fresh pool and OCR engine, closed afterwards. */
export async function ingest(matter: Matter, files: string[], opts: IngestOptions = {}): Promise<IngestOutcome[]> {
  const pool = new ExtractPool();
  const ocr = new OcrEngine();
  try {
    return await ingestFiles(matter, files, { pool, ocr }, opts);
  } finally {
    await Promise.all([pool.close(), ocr.close()]);
  }
}
