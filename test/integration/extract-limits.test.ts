import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ingestFiles } from '../../electron/pipeline/ingest/ingest.js';
import { LIMITS } from '../../electron/pipeline/ingest/limits.js';
import { search } from '../../electron/pipeline/retrieval/search.js';
import { getDocument, getPages } from '../../electron/store/documents.js';
import { openMatter } from '../../electron/store/open.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';

/** An extraction worker that wedges its thread on page N of a file named `…stall-on-page-N…` (test/helpers). */
const WEDGING = new URL('../helpers/wedging-extract-worker.ts', import.meta.url);
/**
 * A page's allowance in these tests: far above what a CUAD page takes even on a loaded
 * machine (a fresh worker's start-up and opening the file count as the first page's),
 * far below the default, so a wedged page costs seconds, not a minute.
 */
const PAGE_MS = 8_000;

/**
 * The extraction pool's time limits: a page that takes longer than its allowance stops
 * the document with a typed EXTRACTION_TIMEOUT naming the page, its worker is replaced,
 * and the pool goes on serving. (Here the allowance is made tiny so a real contract
 * trips it; the defaults are in electron/pipeline/ingest/limits.ts.)
 */
describe('extraction time limits', () => {
  const pools: ExtractPool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });
  const req = (n: number) => ({ data: new Uint8Array(readFileSync(cuadPdf(n))), file: `cuad-dev-${n}.pdf`, ocr: 'off' as const, ocrDpi: 300, maxPages: LIMITS.maxPages });

  it('stops a document whose page takes longer than the per-page limit, typed, and keeps serving', { timeout: 120_000 }, async () => {
    const tight = new ExtractPool({ size: 1, pageTimeoutMs: 5 });
    pools.push(tight);
    for (const n of [3, 4]) {
      await expect(tight.run(req(n))).rejects.toMatchObject({ name: 'PinciteError', code: 'EXTRACTION_TIMEOUT', message: expect.stringMatching(new RegExp(`^Extraction of cuad-dev-${n}\\.pdf spent more than 5 ms on page \\d+ and was stopped\\.`)) });
    }
    // The defaults read the same contract whole.
    const normal = new ExtractPool({ size: 1 });
    pools.push(normal);
    const r = await normal.run(req(3));
    expect(r.pages.length).toBe(15);
  });

  it('has explicit, documented defaults', () => {
    expect(LIMITS).toMatchObject({ maxFileBytes: 256 * 2 ** 20, maxPages: 5000, maxImagePixels: 2 ** 26, maxOcrRasterPixels: 40_000_000, pageTimeoutMs: 60_000, maxTimedOutPages: 3, workerHeapMb: 1536 });
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const figure of ['256 MB', '5,000 pages', '64 Mi', '40 MP', '60 s', '1,536 MB', 'skipped after 3']) expect(readme, figure).toContain(figure);
  });
});

/**
 * M11: a page whose extraction hangs (here: its worker thread wedged in a busy loop, as a
 * parser stuck in a loop would be) is stopped, listed unreadable (PAGE_TIMEOUT), and the
 * rest of the document lands. Before, the whole document failed with EXTRACTION_TIMEOUT.
 */
describe('a page that stalls is skipped, not the document', () => {
  const pools: ExtractPool[] = [];
  const tmp = tempDir('pincite-stall-');
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    tmp.cleanup();
  });
  const bytes = (n: number) => new Uint8Array(readFileSync(cuadPdf(n)));

  it('returns every page, the stalled one PAGE_TIMEOUT and the others as a normal read gives them, from a fresh worker', { timeout: 180_000 }, async () => {
    const wedging = new ExtractPool({ size: 1, pageTimeoutMs: PAGE_MS, entry: WEDGING });
    const normal = new ExtractPool({ size: 1 });
    pools.push(wedging, normal);
    const before = wedging.threadIds();
    const progress: number[] = [];
    const r = await wedging.run({ data: bytes(3), file: 'stall-on-page-4.pdf', ocr: 'off', ocrDpi: 300, maxPages: LIMITS.maxPages }, (p) => progress.push(p.pagesDone));
    const want = await normal.run({ data: bytes(3), file: 'cuad-dev-03.pdf', ocr: 'off', ocrDpi: 300, maxPages: LIMITS.maxPages });
    expect(r.pages).toHaveLength(15);
    expect(r.pages[3]).toMatchObject({ page: 4, unreadable: 'PAGE_TIMEOUT', text: '', elements: [], confidence: 0 });
    expect(r.pages[3]!.viewBox).toEqual(want.pages[2]!.viewBox);
    for (const i of [0, 1, 2, 4, 14]) expect(r.pages[i]!.text).toBe(want.pages[i]!.text);
    expect(r.pages.filter((p) => p.unreadable)).toHaveLength(1);
    expect(r.diagnostics[0]).toMatch(/^page 4: extraction spent more than 8 s; the worker was stopped and the page skipped \(PAGE_TIMEOUT\)$/);
    // The wedged worker was replaced; progress never went backwards for the second attempt.
    expect(wedging.threadIds()[0]).not.toBe(before[0]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(15);
  });

  it('stops the document (EXTRACTION_TIMEOUT) once more pages stall than it may skip', { timeout: 120_000 }, async () => {
    const strict = new ExtractPool({ size: 1, pageTimeoutMs: PAGE_MS, entry: WEDGING, maxTimedOutPages: 1 });
    pools.push(strict);
    await expect(strict.run({ data: bytes(3), file: 'stall-on-pages-2-5.pdf', ocr: 'off', ocrDpi: 300, maxPages: LIMITS.maxPages })).rejects.toMatchObject({
      code: 'EXTRACTION_TIMEOUT',
      message: expect.stringMatching(/^Extraction of stall-on-pages-2-5\.pdf spent more than 8 s on page 5 and was stopped\. Page 2 had already taken as long\./),
    });
  });

  it('lands the document through ingest: page listed unreadable in words, warned, the log told, the rest searchable', { timeout: 180_000 }, async () => {
    const file = join(tmp.dir, 'stall-on-page-2.pdf');
    copyFileSync(cuadPdf(3), file);
    const matter = openMatter(join(tmp.dir, 'matter'));
    const pool = new ExtractPool({ pageTimeoutMs: PAGE_MS, entry: WEDGING });
    const ocr = new OcrEngine();
    const log: string[] = [];
    try {
      const [o] = await ingestFiles(matter, [file], { pool, ocr }, { ocr: 'auto', onDiagnostic: (_f, d) => log.push(d) });
      expect(o).toMatchObject({ status: 'ok', pages: 15 });
      expect(o!.pageIssues).toEqual([{ page: 2, kind: 'unreadable', reason: 'PAGE_TIMEOUT', confidence: 0, message: 'Page 2 could not be read: the page took longer to read than the time allowed for one page, so it was skipped (it may be damaged or unusually complex). Nothing on it can be searched or cited.' }]);
      expect(o!.warnings).toEqual([{ code: 'PAGES_UNREADABLE', message: 'Page 2 of stall-on-page-2.pdf could not be read (reading took longer than the time allowed for a page); the other 14 were ingested.' }]);
      expect(log).toContainEqual(expect.stringMatching(/^page 2: extraction spent more than 8 s/));
      // What the documents panel and the coverage map read.
      const doc = getDocument(matter.db, o!.id!)!;
      expect(doc.pageIssues).toEqual(o!.pageIssues);
      expect(getPages(matter.db, o!.id!).map((p) => p.unreadable)).toEqual([null, 'PAGE_TIMEOUT', ...Array(13).fill(null)]);
      // Page 3's text (normal.run of the same contract reads it there) is found.
      const page3 = (await pool.run({ data: bytes(3), file: 'x.pdf', ocr: 'off', ocrDpi: 300, maxPages: 100 })).pages[2]!.text;
      const words = page3.split(/\s+/).filter((w) => /^[a-z]{5,}$/i.test(w)).slice(0, 6).join(' ');
      expect(search(matter.db, words, 5).some((h) => h.doc === o!.id && h.page <= 3 && h.pages[1] >= 3)).toBe(true);
    } finally {
      await Promise.all([pool.close(), ocr.close()]);
      matter.close();
    }
  });
});
