import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { OCR_LANG_PATH } from '../../electron/pipeline/ingest/extract/ocr.js';
import { peakRssMb, reply } from './child.js';

/**
 * Child process for the OCR reference: the least any OCR ingest of these scans can do
 * with the same engine — poppler renders each page at the scans' 200 dpi, and two bare
 * tesseract.js workers (same model, same LSTM engine, same block output) read them.
 * No orientation checks, no boxes, no store. Worker start-up is on the clock, as it is
 * in the pipeline.
 */
export type OcrReferenceResult = { elapsedMs: number; pages: number; meanConfidence: number; peakRssMb: number };

const SCAN_DPI = 200;
const files = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'pincite-bench-ocr-'));
try {
  const T = await import('tesseract.js');
  const t0 = performance.now();
  const workers = Promise.all(
    [0, 1].map(() => T.createWorker('eng', T.OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none', logger: () => undefined })),
  );
  for (const f of files) execFileSync('pdftoppm', ['-r', String(SCAN_DPI), '-gray', '-png', f, join(dir, basename(f, '.pdf'))]);
  const images = readdirSync(dir).sort().map((n) => readFileSync(join(dir, n)));
  const pool = await workers;
  for (const w of pool) await w.setParameters({ user_defined_dpi: String(SCAN_DPI) });
  let next = 0;
  const confidences: number[] = [];
  await Promise.all(
    pool.map(async (w) => {
      while (next < images.length) {
        const img = images[next++]!;
        const r = await w.recognize(img, {}, { blocks: true, text: false });
        confidences.push(r.data.confidence);
      }
    }),
  );
  const elapsedMs = performance.now() - t0;
  await Promise.all(pool.map((w) => w.terminate()));
  reply({
    elapsedMs,
    pages: images.length,
    meanConfidence: confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length),
    peakRssMb: peakRssMb(),
  } satisfies OcrReferenceResult);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
