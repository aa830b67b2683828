import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OcrImage } from '../../electron/pipeline/ingest/extract/extract-pdf.js';
import { OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { ingestFiles } from '../../electron/pipeline/ingest/ingest.js';
import { LIMITS } from '../../electron/pipeline/ingest/limits.js';
import { openMatter } from '../../electron/store/open.js';
import { corpusPath, cuadPdf, tempDir } from '../helpers/corpus.js';

/**
 * Memory the extraction pool does not keep: a worker that rasterised a scan for OCR holds
 * what that took (canvases, the decoded page images) while the OCR that follows runs,
 * so it is replaced by a fresh worker; a worker that only read text is kept (starting a
 * worker costs time, and its heap is reused by the next document). Peak RSS figures are
 * in the README (npm run bench -- ingest); this proves the mechanism on real files.
 */
describe('extraction workers and memory', () => {
  const pool = new ExtractPool({ size: 1 });
  afterAll(() => pool.close());
  const req = (file: string, name: string) => ({ data: new Uint8Array(readFileSync(file)), file: name, ocr: 'auto' as const, ocrDpi: 300, maxPages: LIMITS.maxPages });

  it('keeps a worker that read a native PDF, and replaces one that rendered a scan for OCR', { timeout: 240_000 }, async () => {
    const [first] = pool.threadIds();
    const text = await pool.run(req(cuadPdf(1), 'cuad-dev-01.pdf'));
    expect(text.ocrImages).toHaveLength(0);
    expect(pool.threadIds()).toEqual([first]);

    const scan = await pool.run(req(corpusPath('scanned', 'cuad-dev-01-scanned.pdf'), 'cuad-dev-01-scanned.pdf'));
    expect(scan.ocrImages.length).toBe(scan.pages.length);
    const [second] = pool.threadIds();
    expect(second).not.toBe(first);

    // The fresh worker serves the next document as the first did.
    const again = await pool.run(req(cuadPdf(1), 'cuad-dev-01.pdf'));
    expect(again.pages.map((p) => p.text)).toEqual(text.pages.map((p) => p.text));
    expect(pool.threadIds()).toEqual([second]);
  });
});

/**
 * OCR never runs beside extraction (M6 memory): a tesseract worker holds ~150 MB, an
 * extraction worker that has read a few documents as much, so together they made an
 * ingest's peak depend on where its scans fell (1,053 MB for 400 cuad-scale files, 7 of
 * whose pages are scans). While a page is OCR'd no extraction worker exists, and the
 * tesseract workers are ended before extraction resumes.
 */
describe('OCR and extraction take turns', () => {
  const tmp = tempDir('pincite-turns-');
  afterAll(() => tmp.cleanup());

  it('reads every page of a mixed ingest with no extraction worker alive during OCR, and no tesseract worker after', { timeout: 400_000 }, async () => {
    const pool = new ExtractPool({ size: 2 });
    const seen: Array<{ page: number; extractionWorkers: number }> = [];
    class Watching extends OcrEngine {
      override recognize(image: OcrImage, file: string) {
        seen.push({ page: image.page, extractionWorkers: pool.threadIds().length });
        return super.recognize(image, file);
      }
    }
    const ocr = new Watching({ idleMs: 60_000 });
    const matter = openMatter(join(tmp.dir, 'm'));
    try {
      const files = [cuadPdf(1), corpusPath('scanned', 'cuad-dev-18-scanned.pdf'), cuadPdf(2), cuadPdf(3), cuadPdf(4), cuadPdf(5)];
      const out = await ingestFiles(matter, files, { pool, ocr }, { ocr: 'auto' });
      expect(out.map((o) => [o.status, o.ocrPages])).toEqual([['ok', 0], ['ok', 5], ['ok', 0], ['ok', 0], ['ok', 0], ['ok', 0]]);
      expect(seen.map((s) => s.page).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(seen.every((s) => s.extractionWorkers === 0)).toBe(true);
      // Ended at the phase's end, not after the engine's idle minute.
      expect(ocr.liveWorkers).toBe(0);
      // Workers are started again as extraction needs them.
      const again = await pool.run({ data: new Uint8Array(readFileSync(cuadPdf(6))), file: 'cuad-dev-06.pdf', ocr: 'off', ocrDpi: 300, maxPages: LIMITS.maxPages });
      expect(again.pages.length).toBeGreaterThan(0);
      expect(pool.threadIds()).toHaveLength(1);
    } finally {
      await Promise.all([pool.close(), ocr.close()]);
      matter.close();
    }
  });
});

/**
 * pdf.js loaded through tsx's loader costs a process ~200 MB; the CLI's own thread needs
 * it only to draw bundle crops, so importing the CLI must not load it (it did, through
 * export → crops, and the 30-contract ingest peaked at 685 MB instead of ~510 MB).
 */
describe('the CLI process', () => {
  it('does not load pdf.js when it starts (extraction loads it in its workers, crops when drawn)', { timeout: 120_000 }, () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const probe = "await import('./electron/cli.ts'); console.log(JSON.stringify({ cli: true, pdfjs: typeof globalThis.pdfjsLib }));";
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ cli: true, pdfjs: 'undefined' });
    // The probe can see pdf.js when it is loaded: the same check after loading it says so.
    const loaded = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe.replace("import('./electron/cli.ts')", "import('./electron/pipeline/ingest/extract/pdfjs.ts')")], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(loaded.trim().split('\n').pop()!)).toEqual({ cli: true, pdfjs: 'object' });
  });
});
