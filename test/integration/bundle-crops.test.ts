import { mkdtempSync, readdirSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCrops, type CropRequest } from '../../electron/audit/bundle/crops.js';
import { sourcePath } from '../../electron/store/sources.js';
import { getDocument } from '../../electron/store/documents.js';
import { cuadMatter } from '../helpers/matter.js';

/** Crops come from the real PDF, the same bytes whichever thread draws them, and from the cache the second time. */
let env: Awaited<ReturnType<typeof cuadMatter>>;
let requests: CropRequest[];

beforeAll(async () => {
  env = await cuadMatter([2]);
  const doc = getDocument(env.matter.db, env.ids[0]!)!;
  const pdf = sourcePath(env.matter, doc.sha256);
  // Two quotes on each of 14 pages (enough for the worker threads), one spanning two pages.
  requests = Array.from({ length: 14 }, (_, i) => i + 1).flatMap((page) => [
    { key: `a${page}`, pdfPath: pdf, boxes: [{ page, x0: 72, y0: 600, x1: 400, y1: 640 }] },
    { key: `b${page}`, pdfPath: pdf, boxes: [{ page, x0: 72, y0: 300, x1: 500, y1: 312 }, ...(page === 3 ? [{ page: 4, x0: 72, y0: 700, x1: 500, y1: 712 }] : [])] },
  ]);
});
afterAll(() => env?.cleanup());

describe('crops', () => {
  it('drawn on worker threads are byte-identical to those drawn in this thread', async () => {
    const here = await renderCrops(requests, { workers: 1 });
    const pages: number[] = [];
    const there = await renderCrops(requests, { workers: 2, onPage: (done) => pages.push(done) });
    expect(pages.at(-1)).toBe(14);
    expect(here.size).toBe(28);
    for (const [key, crops] of here) expect(there.get(key)!.map((c) => c.sha256), key).toEqual(crops.map((c) => c.sha256));
    // A quote across a page break gets a crop per page.
    expect(here.get('b3')!.map((c) => c.page)).toEqual([3, 4]);
    for (const crops of here.values()) for (const c of crops) expect(c.png.length).toBeGreaterThan(500);
  });

  it('a second run reads the cache and gets the same bytes; a missing page yields no crop, not a failure', async () => {
    const cacheDir = mkdtempSync(join(env.matter.dir, 'crop-cache-'));
    const first = await renderCrops(requests, { cacheDir });
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.png'))).toHaveLength(29);
    let drawn = 0;
    const second = await renderCrops(requests, { cacheDir, onPage: () => drawn++ });
    expect(drawn).toBe(0);
    for (const [key, crops] of first) expect(second.get(key)!.map((c) => [c.sha256, c.widthPx, c.heightPx])).toEqual(crops.map((c) => [c.sha256, c.widthPx, c.heightPx]));
    // A cache file torn by a power cut (no PNG trailer) is drawn again, not reused.
    const files = readdirSync(cacheDir).filter((f) => f.endsWith('.png'));
    const torn = join(cacheDir, files[0]!);
    truncateSync(torn, statSync(torn).size - 5);
    const third = await renderCrops(requests, { cacheDir, onPage: () => drawn++ });
    expect(drawn).toBe(1);
    for (const [key, crops] of first) expect(third.get(key)!.map((c) => c.sha256)).toEqual(crops.map((c) => c.sha256));
    const none = await renderCrops([{ key: 'z', pdfPath: requests[0]!.pdfPath, boxes: [{ page: 999, x0: 0, y0: 0, x1: 10, y1: 10 }] }]);
    expect(none.size).toBe(0);
  });
});
