import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestOutcome } from '../../shared/documents.js';
import { PinciteError } from '../../shared/errors.js';
import type { Box } from '../../shared/geometry.js';
import { main } from '../../electron/cli.js';
import { boxesForRange } from '../../electron/pipeline/ingest/boxes.js';
import { extractPdf, type OcrImage } from '../../electron/pipeline/ingest/extract/extract-pdf.js';
import { OCR_EXTRACTOR, OCR_LANG_PATH, OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import type { TextElement } from '../../electron/pipeline/ingest/extract/types.js';
import { ingestFiles } from '../../electron/pipeline/ingest/ingest.js';
import { getDocument, getDocumentText, getElements, getPages, listDocuments, type StoredPage } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { corpusPath, cuadPdf, cuadTxt, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { popplerWords, toUserSpace } from '../helpers/poppler.js';

const scanned = (n: number) => corpusPath('scanned', `cuad-dev-${String(n).padStart(2, '0')}-scanned.pdf`);

/**
 * Bag-of-words F1: both texts lowercased and cut into maximal runs of letters and
 * digits (Unicode \p{L}\p{N}); everything else — spaces, punctuation, quotes, dashes —
 * separates tokens. Precision and recall count tokens with multiplicity.
 */
function wordF1(ocr: string, truth: string): number {
  const bag = (s: string) => {
    const m = new Map<string, number>();
    for (const t of s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) m.set(t, (m.get(t) ?? 0) + 1);
    return m;
  };
  const [p, g] = [bag(ocr), bag(truth)];
  let common = 0;
  for (const [t, n] of p) common += Math.min(n, g.get(t) ?? 0);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return (2 * common) / (total(p) + total(g));
}

function iou(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / ((a.x1 - a.x0) * (a.y1 - a.y0) + (b.x1 - b.x0) * (b.y1 - b.y0) - inter);
}

type Doc = { id: string; text: string; elements: TextElement[]; pages: StoredPage[] };

function loadDoc(matter: Matter, id: string): Doc {
  return { id, text: getDocumentText(matter.db, id)!, elements: getElements(matter.db, id), pages: getPages(matter.db, id) };
}

/** Each OCR word of a page with its box, as boxesForRange draws it from the stored elements. */
function wordBoxes(doc: Doc, page: number): Array<{ text: string; box: Box }> {
  return doc.elements.filter((e) => e.page === page).map((e) => ({ text: doc.text.slice(e.start, e.end), box: boxesForRange(doc.text, doc.elements, e.start, e.end)[0]! }));
}

describe('OCR of scanned contracts (--ocr auto)', () => {
  const tmp = tempDir('pincite-ocr-');
  let matter: Matter;
  let report: { documents: IngestOutcome[] };
  let exitCode: number;
  let doc01: Doc;
  let doc18: Doc;

  beforeAll(async () => {
    // Through the CLI, as a user would: one JSON document on stdout.
    let out = '';
    exitCode = await main(['ingest', '--matter', tmp.dir, '--ocr', 'auto', '--json', scanned(1), scanned(18)], { out: (s) => (out += s), err: () => undefined });
    report = JSON.parse(out) as { documents: IngestOutcome[] };
    matter = openMatter(tmp.dir);
    const idOf = (n: number) => report.documents.find((d) => d.file === scanned(n))!.id!;
    doc01 = loadDoc(matter, idOf(1));
    doc18 = loadDoc(matter, idOf(18));
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('OCRs every page and says so in the CLI report', () => {
    expect(exitCode).toBe(0);
    expect(report.documents.map((d) => [d.status, d.pages, d.ocrPages])).toEqual([
      ['ok', 6, 6],
      ['ok', 5, 5],
    ]);
    expect(listDocuments(matter.db).map((d) => d.ocrPages).sort()).toEqual([5, 6]);
  });

  it('records OCR provenance: tesseract.js and its model on every element, word and page confidences below 1', () => {
    expect(OCR_EXTRACTOR).toMatch(/^tesseract\.js@\d+\.\d+\.\d+\+eng-4\.0\.0_best_int$/);
    for (const doc of [doc01, doc18]) {
      expect(doc.pages.every((p) => p.ocr)).toBe(true);
      for (const p of doc.pages) {
        expect(p.confidence).toBeGreaterThan(0.85);
        expect(p.confidence).toBeLessThan(1);
        const els = doc.elements.filter((e) => e.page === p.page);
        expect(els.length).toBeGreaterThan(20);
        // The page's confidence is the mean of its words'.
        expect(p.confidence).toBeCloseTo(els.reduce((a, e) => a + e.confidence, 0) / els.length, 6);
      }
      expect(doc.elements.every((e) => e.extractor === OCR_EXTRACTOR)).toBe(true);
      expect(doc.elements.every((e) => e.confidence >= 0 && e.confidence < 1)).toBe(true);
      for (const e of doc.elements) expect(doc.text.slice(e.start, e.end)).toMatch(/^\S+$/);
    }
  });

  it('reads the text with word F1 ≥ 0.95 against CUAD’s own text', () => {
    expect(wordF1(doc01.text, readFileSync(cuadTxt(1), 'utf8'))).toBeGreaterThanOrEqual(0.95);
    expect(wordF1(doc18.text, readFileSync(cuadTxt(18), 'utf8'))).toBeGreaterThanOrEqual(0.95);
  });

  it('puts OCR word boxes where poppler finds the same words in the native PDF of the same contract', () => {
    const native = popplerWords(cuadPdf(1));
    const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const ious: number[] = [];
    let sampled = 0;
    for (const p of doc01.pages) {
      const page = native[p.page - 1]!;
      const candidates = page.words.map((w) => ({ key: norm(w.text), box: toUserSpace(w, p.page, [0, 0, page.width, page.height]) }));
      // Every third plain word of four letters or more: hundreds of words on every page.
      const words = wordBoxes(doc01, p.page).filter((w) => /^[A-Za-z]{4,}$/.test(w.text)).filter((_, i) => i % 3 === 0);
      for (const w of words) {
        sampled++;
        expect(w.box.page).toBe(p.page);
        const best = Math.max(0, ...candidates.filter((c) => c.key === norm(w.text)).map((c) => iou(w.box, c.box)));
        ious.push(best);
      }
    }
    expect(sampled).toBeGreaterThan(300);
    const matched = ious.filter((v) => v > 0).length / ious.length;
    const meanIou = ious.reduce((a, b) => a + b, 0) / ious.length;
    expect(matched).toBeGreaterThanOrEqual(0.97);
    // OCR boxes hug the ink; poppler's span the font's ascent to descent — so not 1.
    expect(meanIou).toBeGreaterThanOrEqual(0.65);
  });

  it('maps words on pages turned by /Rotate to the same place in user space', async () => {
    // Pages 1 and 6 of the scan, both turned a quarter clockwise. Page 1 is full of text
    // (rasterisation sees its lines run up the page and turns it back); page 6 is a
    // signature page with too few lines to tell, so the OCR engine must find the
    // orientation by reading.
    const two = join(tmp.dir, 'two.pdf');
    const turned = join(tmp.dir, 'turned.pdf');
    execFileSync('qpdf', ['--empty', '--pages', scanned(1), '1,6', '--', two]);
    execFileSync('qpdf', ['--rotate=+90', two, turned]);
    const [o] = await ingest(matter, [turned], { ocr: 'auto' });
    expect(o).toMatchObject({ status: 'ok', pages: 2, ocrPages: 2 });
    const doc = loadDoc(matter, o!.id!);
    expect(doc.pages.map((p) => p.rotation)).toEqual([90, 90]);
    for (const [page, original] of [[1, 1], [2, 6]] as const) {
      const got = wordBoxes(doc, page);
      const want = wordBoxes(doc01, original);
      expect(doc.pages[page - 1]!.confidence).toBeGreaterThan(0.85);
      expect(got.map((w) => w.text)).toEqual(want.map((w) => w.text));
      got.forEach((w, i) => {
        const b = want[i]!.box;
        for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(Math.abs(w.box[k] - b[k])).toBeLessThan(0.5);
      });
    }
  });
});

describe('--ocr on and --ocr off', () => {
  const tmp = tempDir('pincite-ocr-modes-');
  afterAll(() => tmp.cleanup());

  it('--ocr on replaces a native text layer with OCR on every page', async () => {
    const matter = openMatter(join(tmp.dir, 'on'));
    try {
      let out = '';
      const code = await main(['ingest', '--matter', join(tmp.dir, 'on'), '--ocr', 'on', '--json', cuadPdf(28)], { out: (s) => (out += s), err: () => undefined });
      expect(code).toBe(0);
      const [o] = (JSON.parse(out) as { documents: IngestOutcome[] }).documents;
      expect(o).toMatchObject({ status: 'ok', pages: 3, ocrPages: 3 });
      const doc = loadDoc(matter, o!.id!);
      expect(doc.pages.every((p) => p.ocr && p.confidence < 1 && p.confidence > 0.85)).toBe(true);
      expect(doc.elements.every((e) => e.extractor === OCR_EXTRACTOR && e.confidence < 1)).toBe(true);
      expect(wordF1(doc.text, readFileSync(cuadTxt(28), 'utf8'))).toBeGreaterThanOrEqual(0.95);
    } finally {
      matter.close();
    }
  });

  it('--ocr off lands a scanned document with empty pages and no OCR pages', async () => {
    const matter = openMatter(join(tmp.dir, 'off'));
    try {
      const [o] = await ingest(matter, [scanned(18)], { ocr: 'off' });
      expect(o).toMatchObject({ status: 'ok', pages: 5, ocrPages: 0 });
      const doc = loadDoc(matter, o!.id!);
      expect(doc.pages).toHaveLength(5);
      expect(doc.pages.every((p) => !p.ocr && p.start === p.end)).toBe(true);
      expect(doc.elements).toEqual([]);
      expect(doc.text.trim()).toBe('');
    } finally {
      matter.close();
    }
  });
});

describe('OCR failures', () => {
  const tmp = tempDir('pincite-ocr-fail-');
  let signaturePage: OcrImage;
  beforeAll(async () => {
    const { ocrImages } = await extractPdf({ data: new Uint8Array(readFileSync(scanned(1))), file: 'x.pdf', ocr: 'auto', ocrDpi: 300, maxPages: 10 }, () => undefined);
    signaturePage = ocrImages[5]!;
  });
  afterAll(() => tmp.cleanup());

  it('fails an unreadable page with OCR_FAILED naming the file and page, then reads the next page with a fresh worker', async () => {
    const engine = new OcrEngine({ workers: 1 });
    try {
      const broken: OcrImage = { ...signaturePage, page: 4, png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
      const err = await engine.recognize(broken, 'lease.pdf').then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(PinciteError);
      expect(err).toMatchObject({ code: 'OCR_FAILED' });
      expect((err as Error).message).toMatch(/page 4 of lease\.pdf/);
      const ok = await engine.recognize(signaturePage, 'lease.pdf');
      expect(ok.text).toMatch(/ACCEPTED AND AGREED/);
    } finally {
      await engine.close();
    }
  });

  it('ends its tesseract workers once idle (they hold ~150 MB each), and starts one again for the next page', async () => {
    const engine = new OcrEngine({ workers: 1, idleMs: 300 });
    try {
      const first = await engine.recognize(signaturePage, 'lease.pdf');
      expect(engine.liveWorkers).toBe(1);
      for (let i = 0; i < 100 && engine.liveWorkers > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(engine.liveWorkers).toBe(0);
      const again = await engine.recognize(signaturePage, 'lease.pdf');
      expect(again.text).toBe(first.text);
    } finally {
      await engine.close();
    }
  });

  it('reads the model from its own folder only: without it, the scanned file fails with OCR_FAILED and the rest of the ingest lands', async () => {
    // A copy of the bundled model works from its new folder…
    const langDir = join(tmp.dir, 'lang');
    mkdirSync(langDir);
    copyFileSync(join(OCR_LANG_PATH, 'eng.traineddata.gz'), join(langDir, 'eng.traineddata.gz'));
    const copied = new OcrEngine({ workers: 1, langPath: langDir });
    try {
      expect((await copied.recognize(signaturePage, 'x.pdf')).text).toMatch(/Terrence L\. Walsh/);
    } finally {
      await copied.close();
    }
    // …and no cache was written next to it, nor in the working directory.
    expect(existsSync(join(langDir, 'eng.traineddata'))).toBe(false);
    expect(existsSync('eng.traineddata')).toBe(false);

    // A damaged model is refused before any tesseract worker sees it (tesseract.js would crash the process).
    const junkDir = join(tmp.dir, 'junk');
    mkdirSync(junkDir);
    writeFileSync(join(junkDir, 'eng.traineddata.gz'), gzipSync(Buffer.alloc(4096, 7)));
    const junk = new OcrEngine({ workers: 1, langPath: junkDir });
    try {
      await expect(junk.recognize(signaturePage, 'x.pdf')).rejects.toMatchObject({ code: 'OCR_FAILED', message: expect.stringMatching(/page 6 of x\.pdf failed: the OCR model .* is not a tesseract model/) });
    } finally {
      await junk.close();
    }

    // A folder without the model: typed failures, no crash, the native file still lands.
    const matter = openMatter(join(tmp.dir, 'm'));
    const pool = new ExtractPool();
    const ocr = new OcrEngine({ langPath: join(tmp.dir, 'nowhere') });
    try {
      const [bad, good] = await ingestFiles(matter, [scanned(18), cuadPdf(29)], { pool, ocr }, { ocr: 'auto' });
      expect(bad).toMatchObject({ status: 'error', error: { code: 'OCR_FAILED' } });
      expect(bad!.error!.message).toMatch(/page \d of cuad-dev-18-scanned\.pdf/);
      expect(bad!.error!.message).toMatch(/OCR model .* is missing/);
      expect(good).toMatchObject({ status: 'ok', ocrPages: 0 });
      expect(listDocuments(matter.db).map((d) => d.title)).toEqual(['cuad-dev-29']);
    } finally {
      await Promise.all([pool.close(), ocr.close()]);
      matter.close();
    }
  });
});

/**
 * M11: OCR that fails on one page (here tesseract itself, handed a raster it cannot
 * decode for page 3 — the engine's real failure path) makes that page unreadable
 * (OCR_FAILED) and the document lands with the rest. Before, the whole scan failed.
 */
describe('an OCR failure on one page', () => {
  const tmp = tempDir('pincite-ocr-page-');
  afterAll(() => tmp.cleanup());

  /** The real engine, but page 3's raster reaches tesseract as bytes it cannot read. */
  class FailsOnPage3 extends OcrEngine {
    override recognize(image: OcrImage, file: string) {
      return super.recognize(image.page === 3 ? { ...image, png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) } : image, file);
    }
  }

  it('lists that page OCR_FAILED in words, warns, logs tesseract\'s own text, and lands the other pages read', { timeout: 300_000 }, async () => {
    const matter = openMatter(join(tmp.dir, 'm'));
    const pool = new ExtractPool();
    const ocr = new FailsOnPage3();
    const log: string[] = [];
    try {
      const [o] = await ingestFiles(matter, [scanned(18)], { pool, ocr }, { ocr: 'auto', onDiagnostic: (_f, d) => log.push(d) });
      expect(o).toMatchObject({ status: 'ok', pages: 5, ocrPages: 4 });
      expect(o!.pageIssues).toEqual([{ page: 3, kind: 'unreadable', reason: 'OCR_FAILED', confidence: 0, message: 'Page 3 could not be read: the page is a scanned image, and text recognition (OCR) failed on it. Nothing on it can be searched or cited.' }]);
      expect(o!.warnings).toEqual([{ code: 'PAGES_UNREADABLE', message: 'Page 3 of cuad-dev-18-scanned.pdf could not be read (text recognition (OCR) failed); the other 4 were ingested.' }]);
      // tesseract's words reach the log, and only the log.
      const line = log.find((l) => l.startsWith('page 3: OCR failed, the page is listed unreadable (OCR_FAILED): OCR of page 3 of cuad-dev-18-scanned.pdf failed: the OCR engine could not read the page image.'));
      expect(line).toBeDefined();
      expect(line!.split(' <- ').length).toBeGreaterThan(1);
      const doc = loadDoc(matter, o!.id!);
      expect(doc.pages.map((p) => [p.ocr, p.unreadable])).toEqual([[true, null], [true, null], [false, 'OCR_FAILED'], [true, null], [true, null]]);
      expect(doc.pages[2]!.start).toBe(doc.pages[2]!.end);
      // The other pages read as well as ever: the text of the pages around it is there.
      expect(wordF1(doc.text, readFileSync(cuadTxt(18), 'utf8'))).toBeGreaterThanOrEqual(0.75);
      expect(getDocument(matter.db, o!.id!)!.pageIssues).toEqual(o!.pageIssues);
    } finally {
      await Promise.all([pool.close(), ocr.close()]);
      matter.close();
    }
  });
});

/** The colour of pixel (x, y), rows top-down, of a test image. */
type Paint = (x: number, y: number) => number;

/**
 * An image-only PDF page: one DeviceGray image, 8-bit or 1-bit, painted with the
 * matrix `cm` (as a scanner's PDF does), so a test knows where each pixel landed.
 */
function imagePdf(width: number, height: number, bits: 1 | 8, paint: Paint, cm: readonly number[], page: { mediaBox: readonly number[]; rotate?: number }): Uint8Array {
  const rowBytes = bits === 8 ? width : (width + 7) >> 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (bits === 8) raw[y * rowBytes + x] = paint(x, y);
      else if (paint(x, y) >= 128) raw[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const data = deflateSync(raw);
  const content = `q ${cm.join(' ')} cm /Im0 Do Q`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [${page.mediaBox.join(' ')}]${page.rotate ? ` /Rotate ${page.rotate}` : ''} /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`),
    Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent ${bits} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(obj);
    length += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

describe('rasterising scans for OCR', () => {
  // Blocks of ink whose colour says where in the image they are: any mix-up of rows,
  // columns, bits or turns shows up as a wrong colour somewhere.
  const paint: Paint = (x, y) => (Math.floor(x / 10) + 2 * Math.floor(y / 10)) % 3 === 0 ? 0 : 255;
  const [w, h] = [200, 120];
  // 200 × 120 px over 72 × 43.2 pt: 200 dpi, so the raster holds the image's own pixels.
  const cases: Array<{ name: string; bits: 1 | 8; cm: number[]; rotate?: number }> = [
    { name: 'an 8-bit scan placed upright', bits: 8, cm: [72, 0, 0, 43.2, 100, 300] },
    { name: 'a 1-bit scan placed upright', bits: 1, cm: [72, 0, 0, 43.2, 100, 300] },
    { name: 'a scan placed turned a quarter by its matrix', bits: 8, cm: [0, 72, -43.2, 0, 300, 300] },
    { name: 'a scan placed upside down', bits: 1, cm: [-72, 0, 0, -43.2, 300, 500] },
    { name: 'a scan on a page with /Rotate 90', bits: 8, cm: [72, 0, 0, 43.2, 100, 300], rotate: 90 },
  ];

  for (const c of cases) {
    it(`maps every pixel of ${c.name} to the right place in user space`, async () => {
      const data = imagePdf(w, h, c.bits, paint, c.cm, { mediaBox: [0, 0, 612, 792], rotate: c.rotate });
      const { ocrImages } = await extractPdf({ data, file: 'x.pdf', ocr: 'auto', ocrDpi: 300, maxPages: 1 }, () => undefined);
      const img = ocrImages[0]!;
      expect(img.dpi).toBeCloseTo(200, 6);
      const { createCanvas, loadImage } = await import('@napi-rs/canvas');
      const png = await loadImage(Buffer.from(img.png));
      const canvas = createCanvas(png.width, png.height);
      canvas.getContext('2d').drawImage(png, 0, 0);
      const px = canvas.getContext('2d').getImageData(0, 0, png.width, png.height).data;
      const [a = 1, b = 0, cc = 0, d = 1, e = 0, f = 0] = c.cm;
      const [ta = 1, tb = 0, tc = 0, td = 1, te = 0, tf = 0] = img.viewportTransform;
      let checked = 0;
      // The centre of every image pixel: where the PDF puts it, and what the raster shows there.
      for (let y = 0; y < h; y += 3) {
        for (let x = 0; x < w; x += 3) {
          const [u, v] = [(x + 0.5) / w, 1 - (y + 0.5) / h];
          const [ux, uy] = [a * u + cc * v + e, b * u + d * v + f];
          const [rx, ry] = [Math.floor(ta * ux + tc * uy + te), Math.floor(tb * ux + td * uy + tf)];
          expect(rx >= 0 && ry >= 0 && rx < png.width && ry < png.height).toBe(true);
          expect(px[(ry * png.width + rx) * 4]).toBe(paint(x, y));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(2000);
    });
  }
});
