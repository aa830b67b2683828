import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { LIMITS } from '../../electron/pipeline/ingest/limits.js';
import { corpusPath, cuadPdf } from '../helpers/corpus.js';

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
