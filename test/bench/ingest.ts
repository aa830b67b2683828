import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS } from '../helpers/corpus.js';
import { runChild } from './child.js';
import type { IngestChildResult } from './ingest-child.js';
import { currentLoad, median, type Load } from './machine.js';
import type { OcrReferenceResult } from './ocr-reference-child.js';
import { popplerPages, popplerSeconds } from './poppler.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/** Issue M1's targets. */
const MIN_THROUGHPUT_RATIO = 0.5;
const MAX_PEAK_RSS_MB = 600;

const INGEST_CHILD = new URL('./ingest-child.ts', import.meta.url);
const OCR_REFERENCE_CHILD = new URL('./ocr-reference-child.ts', import.meta.url);

const pdfsIn = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.pdf'))
    .sort()
    .map((n) => join(dir, n));

type Sample = { load: Load; poppler: number; ingest: IngestChildResult; ocrReference: OcrReferenceResult; ocrIngest: IngestChildResult };

/**
 * M1: ingest of the 30 CUAD contracts (pages/s against poppler in the same run), OCR of
 * the scanned contracts (s/page against bare tesseract.js in the same run), and the
 * peak RSS of each ingest process.
 */
export const ingestSection: Section = {
  name: 'ingest',
  title: 'M1 ingest',
  async run(ctx: BenchContext): Promise<SectionResult> {
    if (ctx.files.length > 0) return scaleRun(ctx);
    const cuad = pdfsIn(join(CORPUS, 'cuad', 'pdf'));
    const scans = pdfsIn(join(CORPUS, 'scanned'));
    const cuadPages = popplerPages(cuad);
    const scanPages = popplerPages(scans);
    const samples: Sample[] = [];
    for (let i = 1; i <= ctx.repeat; i++) {
      const load = currentLoad();
      ctx.log(`ingest ${i}/${ctx.repeat}: poppler on ${cuad.length} files (load ${load.load1.toFixed(2)})`);
      const poppler = popplerSeconds(cuad);
      ctx.log(`ingest ${i}/${ctx.repeat}: pincite ingest of ${cuad.length} files`);
      const ingest = checked(await runChild<IngestChildResult>(INGEST_CHILD, cuad), cuadPages, 0);
      ctx.log(`ingest ${i}/${ctx.repeat}: tesseract.js reference on ${scans.length} scans`);
      const ocrReference = await runChild<OcrReferenceResult>(OCR_REFERENCE_CHILD, scans);
      if (ocrReference.pages !== scanPages) throw new Error(`the OCR reference read ${ocrReference.pages} pages, poppler counts ${scanPages}`);
      ctx.log(`ingest ${i}/${ctx.repeat}: pincite ingest of ${scans.length} scans`);
      const ocrIngest = checked(await runChild<IngestChildResult>(INGEST_CHILD, scans), scanPages, scanPages);
      samples.push({ load, poppler, ingest, ocrReference, ocrIngest });
    }

    const oursRate = median(samples.map((s) => cuadPages / (s.ingest.elapsedMs / 1000)));
    const popplerRate = median(samples.map((s) => cuadPages / s.poppler));
    const ocrOurs = median(samples.map((s) => s.ocrIngest.elapsedMs / 1000 / scanPages));
    const ocrRef = median(samples.map((s) => s.ocrReference.elapsedMs / 1000 / scanPages));
    const rss = Math.max(...samples.map((s) => s.ingest.peakRssMb));
    const ocrRss = Math.max(...samples.map((s) => s.ocrIngest.peakRssMb));
    const rows: Row[] = [
      {
        metric: `ingest, ${cuad.length} CUAD PDFs (${cuadPages} pages)`,
        unit: 'pages/s',
        value: oursRate,
        reference: { value: popplerRate, label: 'pdftotext -bbox-layout' },
        ratio: oursRate / popplerRate,
        target: { on: 'ratio', op: '>=', bound: MIN_THROUGHPUT_RATIO },
      },
      {
        metric: `OCR ingest, ${scans.length} scanned PDFs (${scanPages} pages)`,
        unit: 's/page',
        value: ocrOurs,
        reference: { value: ocrRef, label: 'pdftoppm + 2 bare tesseract.js workers' },
        ratio: ocrRef / ocrOurs,
        target: null,
      },
      {
        metric: `peak RSS, ingest of the ${cuad.length} CUAD PDFs`,
        unit: 'MB',
        value: rss,
        reference: null,
        ratio: null,
        target: { on: 'value', op: '<', bound: MAX_PEAK_RSS_MB },
      },
      {
        metric: `peak RSS, OCR ingest of the ${scans.length} scans`,
        unit: 'MB',
        value: ocrRss,
        reference: { value: Math.max(...samples.map((s) => s.ocrReference.peakRssMb)), label: 'the bare tesseract.js run' },
        ratio: null,
        target: null,
      },
    ];
    return { rows, details: { cuadPages, scanPages, samples } };
  },
};

/**
 * `--files N[,N…]`: the first N PDFs of the 438-contract cuad-scale set (by name), each
 * count ingested into a fresh matter in a fresh process: pages/s and peak RSS, which must
 * stay under the same bound whatever N is. A few cuad-scale contracts have scanned pages,
 * so larger N also starts the OCR engine; the pages read by OCR are in the metric's name.
 */
async function scaleRun(ctx: BenchContext): Promise<SectionResult> {
  const all = pdfsIn(join(CORPUS, 'cuad-scale', 'pdf'));
  const rows: Row[] = [];
  const runs: Array<{ files: number; pages: number; samples: IngestChildResult[]; load: Load }> = [];
  for (const n of ctx.files) {
    if (n > all.length) throw new Error(`--files ${n}: cuad-scale holds ${all.length} PDFs`);
    const files = all.slice(0, n);
    const pages = popplerPages(files);
    const samples: IngestChildResult[] = [];
    const load = currentLoad();
    for (let i = 1; i <= ctx.repeat; i++) {
      ctx.log(`ingest --files ${n} ${i}/${ctx.repeat}: pincite ingest of ${n} cuad-scale PDFs, ${pages} pages (load ${currentLoad().load1.toFixed(2)})`);
      const r = await runChild<IngestChildResult>(INGEST_CHILD, files);
      if (r.exitCode !== 0 || r.failed.length > 0) throw new Error(`the benchmark ingest failed (exit ${r.exitCode}): ${JSON.stringify(r.failed)}`);
      if (r.pages !== pages) throw new Error(`the benchmark ingest read ${r.pages} pages; poppler counts ${pages}`);
      samples.push(r);
    }
    const ocr = Math.max(...samples.map((s) => s.ocrPages));
    rows.push(
      { metric: `ingest, first ${n} cuad-scale PDFs (${pages} pages)`, unit: 'pages/s', value: median(samples.map((s) => pages / (s.elapsedMs / 1000))), reference: null, ratio: null, target: null },
      {
        metric: `peak RSS, ingest of ${n} cuad-scale PDFs${ocr ? ` (${ocr} pages by OCR)` : ''}`,
        unit: 'MB',
        value: Math.max(...samples.map((s) => s.peakRssMb)),
        reference: null,
        ratio: null,
        target: ocr ? null : { on: 'value', op: '<', bound: MAX_PEAK_RSS_MB },
      },
    );
    runs.push({ files: n, pages, samples, load });
  }
  return { rows, details: { runs } };
}

/** A benchmark of an ingest that failed or read the wrong number of pages measures nothing. */
function checked(r: IngestChildResult, pages: number, ocrPages: number): IngestChildResult {
  if (r.exitCode !== 0 || r.failed.length > 0) throw new Error(`the benchmark ingest failed (exit ${r.exitCode}): ${JSON.stringify(r.failed)}`);
  if (r.pages !== pages || r.ocrPages !== ocrPages) {
    throw new Error(`the benchmark ingest read ${r.pages} pages (${r.ocrPages} by OCR); poppler counts ${pages} (${ocrPages} expected by OCR)`);
  }
  return r;
}
