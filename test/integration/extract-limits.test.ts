import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { LIMITS } from '../../electron/pipeline/ingest/limits.js';
import { cuadPdf } from '../helpers/corpus.js';

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
    expect(LIMITS).toMatchObject({ maxFileBytes: 256 * 2 ** 20, maxPages: 5000, maxImagePixels: 2 ** 26, maxOcrRasterPixels: 40_000_000, pageTimeoutMs: 60_000, workerHeapMb: 1536 });
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const figure of ['256 MB', '5,000 pages', '64 Mi', '40 MP', '60 s', '1,536 MB']) expect(readme, figure).toContain(figure);
  });
});
