import type { IngestOutcome } from '../../shared/documents.js';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ingestFiles, type IngestOptions } from '../../electron/pipeline/ingest/ingest.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { listDocuments } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { corpusPath, tempDir } from './corpus.js';

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

/**
 * A fresh matter holding the named cuad-scale contracts (or CUAD dev contracts, "cuad-dev-12"), opened before the suite's
 * tests and removed after them; `ids` maps each title to its document id.
 */
export function cuadScaleMatter(titles: readonly string[]): { readonly matter: Matter; ids: Map<string, string> } {
  const tmp = tempDir();
  const ids = new Map<string, string>();
  let matter: Matter | null = null;
  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const out = await ingest(matter, titles.map((t) => corpusPath(t.startsWith('cuad-dev-') ? 'cuad' : 'cuad-scale', 'pdf', `${t}.pdf`)));
    expect(out.every((o) => o.status === 'ok')).toBe(true);
    for (const d of listDocuments(matter.db)) ids.set(d.title, d.id);
  }, 180_000);
  afterAll(() => {
    matter?.close();
    tmp.cleanup();
  });
  return {
    get matter() {
      if (!matter) throw new Error('The matter opens in beforeAll: use it inside a test.');
      return matter;
    },
    ids,
  };
}
