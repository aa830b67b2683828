import Database from 'better-sqlite3';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { ExtractPool } from '../../electron/pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../../electron/pipeline/ingest/extract/ocr.js';
import { ingestFiles, type IngestOptions } from '../../electron/pipeline/ingest/ingest.js';
import { search } from '../../electron/pipeline/retrieval/search.js';
import { getDocumentText, getPages } from '../../electron/store/documents.js';
import { DB_FILE, openMatter, type Matter } from '../../electron/store/open.js';
import type { IngestOutcome } from '../../shared/documents.js';
import type { ErrorCode } from '../../shared/errors.js';
import { POLICIES } from '../../shared/policies.js';
import { cuadPdf, cuadTxt, tempDir } from '../helpers/corpus.js';
import { killAllCli, runCli } from '../helpers/crash.js';
import { deeplyNestedPdf, fontMatrixExploitPdf, hugeImagePdf, hugePagePdf, javascriptPdf, manyPagesPdf, unicodePdf } from '../helpers/hostile-pdfs.js';
import { credulousJudge } from '../helpers/matter.js';

/**
 * Hostile files, generated here: each gets a typed error or a correct result, within a
 * bounded time and memory, and the matter keeps working after each — a real CUAD
 * contract is ingested and found by search right after every one. (Broken files —
 * truncated, encrypted, empty, renamed — are bad-input.test.ts's.)
 */
type Hostile = {
  kind: string;
  file: (dir: string) => string;
  opts?: IngestOptions;
  expect: ErrorCode | 'ok';
  /** Seconds it may take, start-up of nothing included (the pool is warm). */
  maxSeconds: number;
  check?: (o: IngestOutcome, m: Matter) => void | Promise<void>;
};

const figures: string[] = [];

describe('hostile files: a typed error or a correct result, bounded, and the matter keeps working', () => {
  const tmp = tempDir('pincite-hostile-');
  const marker = (name: string) => join(tmp.dir, `${name}.pwned`);
  const write = (dir: string, name: string, bytes: Uint8Array) => {
    const p = join(dir, name);
    writeFileSync(p, bytes);
    return p;
  };
  let matter: Matter;
  let pool: ExtractPool;
  let ocr: OcrEngine;
  let peakRss = 0;
  let sampler: NodeJS.Timeout;

  beforeAll(() => {
    matter = openMatter(join(tmp.dir, 'matter'));
    pool = new ExtractPool();
    ocr = new OcrEngine();
    sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  });
  afterAll(async () => {
    clearInterval(sampler);
    killAllCli();
    await Promise.all([pool.close(), ocr.close()]);
    matter.close();
    tmp.cleanup();
    console.log(`hostile files:\n  ${figures.join('\n  ')}\n  peak RSS of the test process (main + extraction workers): ${Math.round(peakRss / 2 ** 20)} MB`);
  });

  const text = (o: IngestOutcome) => getDocumentText(matter.db, o.id!)!;

  const HOSTILE: Hostile[] = [
    {
      kind: 'a 2,000-page PDF',
      file: (d) => write(d, 'exhibit-2000-pages.pdf', manyPagesPdf(2000)),
      expect: 'ok',
      maxSeconds: 120,
      check: (o) => {
        expect(o.pages).toBe(2000);
        const hit = search(matter.db, 'q1500x', 3)[0]!;
        expect(hit.doc).toBe(o.id);
        expect(hit.pages[0]).toBeLessThanOrEqual(1500);
        expect(hit.pages[1]).toBeGreaterThanOrEqual(1500);
        expect(hit.text).toContain('Exhibit page 1500 of 2000: schedule item q1500x.');
      },
    },
    {
      kind: 'a 2,001-page PDF over a 1,000-page limit',
      file: (d) => write(d, 'exhibit-2001-pages.pdf', manyPagesPdf(2001)),
      opts: { maxPages: 1000 },
      expect: 'PDF_TOO_MANY_PAGES',
      maxSeconds: 20,
      check: (o) => expect(o.error!.message).toMatch(/has 2001 pages; this matter accepts at most 1000 per document\. Split the document/),
    },
    {
      kind: 'a page of 20,000 × 20,000 points',
      file: (d) => write(d, 'billboard.pdf', hugePagePdf(20_000)),
      expect: 'ok',
      maxSeconds: 30,
      check: (o) => {
        expect(getPages(matter.db, o.id!)[0]).toMatchObject({ width: 20_000, height: 20_000 });
        expect(text(o)).toContain('Top left: the parties agree to the billboard schedule.');
        expect(text(o)).toContain('Bottom right: signed by the landlord.');
      },
    },
    {
      kind: 'deeply nested objects (arrays and dictionaries 20,000 deep, a 300-level page tree)',
      file: (d) => write(d, 'nested.pdf', deeplyNestedPdf(20_000, 300)),
      expect: 'ok',
      maxSeconds: 30,
      check: (o) => expect(text(o)).toBe('Deeply nested file: the page text is still readable.'),
    },
    {
      kind: 'embedded JavaScript (/OpenAction, page /AA, named /JavaScript)',
      file: (d) => write(d, 'active-content.pdf', javascriptPdf(marker('js'))),
      expect: 'ok',
      maxSeconds: 30,
      check: (o) => {
        expect(text(o)).toBe('This Services Agreement carries active content.\nPayment is due within thirty days of invoice.');
        expect(existsSync(marker('js'))).toBe(false);
      },
    },
    {
      kind: 'a /FontMatrix code injection (CVE-2024-4367 shape), text read',
      file: (d) => write(d, 'font-exploit.pdf', fontMatrixExploitPdf(marker('font-text'))),
      expect: 'ok',
      maxSeconds: 30,
      check: (o) => {
        expect(text(o)).toBe('Font matrix exploit probe: this text must be read, never run.');
        expect(existsSync(marker('font-text'))).toBe(false);
      },
    },
    {
      kind: 'the same font injection, page rendered for OCR (glyphs drawn as paths, the vulnerable path)',
      file: (d) => write(d, 'font-exploit-ocr.pdf', fontMatrixExploitPdf(marker('font-ocr'))),
      opts: { ocr: 'on' },
      expect: 'ok',
      maxSeconds: 120,
      check: (o) => {
        // pdf.js 6 draws the glyphs with the bogus matrix as it finds it (OCR then reads
        // noise); what matters is that nothing in the string ran.
        expect(o.ocrPages).toBe(1);
        expect(existsSync(marker('font-ocr'))).toBe(false);
      },
    },
    {
      kind: 'a huge image-only page (20,000 × 20,000 px, 400 MP from a 390 KB file)',
      file: (d) => write(d, 'image-bomb.pdf', hugeImagePdf(20_000, 20_000)),
      expect: 'ok',
      maxSeconds: 60,
      // Over LIMITS.maxImagePixels pdf.js does not decode it: the page stands, with no text
      // to cite, rather than a worker allocating 400 MB per copy.
      check: (o) => {
        expect(o.pages).toBe(1);
        expect(text(o)).toBe('');
      },
    },
    {
      kind: 'a large image-only page (5,000 × 5,000 px), OCR capped',
      file: (d) => write(d, 'poster-scan.pdf', hugeImagePdf(5000, 5000)),
      expect: 'ok',
      maxSeconds: 240,
      check: (o) => {
        expect(o.ocrPages).toBe(1);
        // A uniform grey has no words: OCR finds none, and says so by finding nothing.
        expect(text(o).trim()).toBe('');
      },
    },
    {
      kind: 'Unicode edge cases (RTL, combining marks, ligatures, NUL, bidi overrides, astral)',
      file: (d) => write(d, 'unicode.pdf', unicodePdf()),
      expect: 'ok',
      maxSeconds: 30,
      check: async (o) => {
        const t = text(o);
        // Right-to-left words come back in reading order (the order of words within a
        // line is pdf.js's bidi reordering: here it puts the last word first).
        for (const w of ['שלום', 'עולם', 'הסכם', 'عقد', 'الإيجار']) expect(t).toContain(w);
        expect(t).toContain('שלום עולם');
        expect(t.normalize('NFC')).toContain('café résumé näive');
        expect(t).toContain('the final floor office'); // ligatures as their letters
        expect(t).toContain('before after'); // NUL became a space, offsets kept
        expect(t).not.toMatch(/[\u0000\u202a-\u202e\u2066-\u2069]/); // no NUL, no bidi override can disguise text
        expect(t).toContain('𝐀𝐁𝐂 ✓');
        expect(search(matter.db, 'שלום', 5).map((h) => h.doc)).toContain(o.id);
        // A quote in Hebrew binds exactly in its source, and can be supported.
        const anchor = search(matter.db, 'שלום', 1)[0]!.anchor;
        const raw = JSON.stringify({ kind: 'answer', value: 'v', confidence: 0.9, claims: [{ text: 'שלום עולם', citations: [{ anchor, quote: 'שלום עולם' }] }, { text: 'the final floor office', citations: [{ anchor, quote: 'the ﬁnal ﬂoor ofﬁce' }] }] });
        const r = await verifyAnswer(matter, raw, null, { judge: credulousJudge, policy: POLICIES.balanced, matching: MATCHING });
        expect(r.claims.map((c) => [c.state, c.evidence[0]!.match])).toEqual([['supported', 'exact'], ['supported', 'normalized']]);
      },
    },
  ];

  /** A real contract lands and is found right after a hostile file: the matter still works. */
  async function stillWorks(n: number): Promise<void> {
    const [o] = await ingestFiles(matter, [cuadPdf(n)], { pool, ocr });
    expect(o).toMatchObject({ status: 'ok' });
    // Three long words in a row from the contract's own text (CUAD's, so not our extraction's).
    const words = readFileSync(cuadTxt(n), 'utf8').slice(1000).match(/(?<![\w-])[A-Za-z]{6,}(?:\s+[A-Za-z]{6,}){2}(?![\w-])/)![0];
    expect(search(matter.db, words, 10).map((h) => h.doc), words).toContain(o!.id);
    const db = new Database(join(matter.dir, DB_FILE), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  }

  HOSTILE.forEach((h, i) => {
    it(`${h.kind}: ${h.expect === 'ok' ? 'a correct result' : h.expect}`, { timeout: (h.maxSeconds + 120) * 1000 }, async () => {
      const path = h.file(tmp.dir);
      const t0 = performance.now();
      const [o] = await ingestFiles(matter, [path], { pool, ocr }, h.opts ?? {});
      const seconds = (performance.now() - t0) / 1000;
      figures.push(`${h.kind}: ${o!.status === 'ok' ? 'ok' : o!.error!.code} in ${seconds.toFixed(1)} s`);
      if (h.expect === 'ok') expect(o, JSON.stringify(o!.error)).toMatchObject({ status: 'ok' });
      else expect(o).toMatchObject({ status: 'error', error: { code: h.expect } });
      expect(seconds).toBeLessThan(h.maxSeconds);
      await h.check?.(o!, matter);
      await stillWorks([3, 6, 9, 12, 15, 17, 19, 22, 24, 26][i % 10]!);
    });
  });

  it('stayed within bounded memory throughout (LIMITS.workerHeapMb per worker, image and raster caps)', () => {
    expect(peakRss).toBeGreaterThan(0);
    expect(peakRss).toBeLessThan(2 * 2 ** 30);
  });

  it('extraction and OCR rendering of the font injection run with code generation from strings disabled in V8', { timeout: 300_000 }, async () => {
    // If pdf.js (or anything under it) compiled code from a string, V8 would throw here.
    const file = write(tmp.dir, 'font-exploit-nocodegen.pdf', fontMatrixExploitPdf(marker('font-nocodegen')));
    const r = await runCli(['ingest', file, '--ocr', 'on', '--matter', join(tmp.dir, 'nocodegen'), '--json'], { env: { NODE_OPTIONS: '--disallow-code-generation-from-strings' } });
    expect(r.code, r.stderr.slice(-1000)).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ documents: [{ status: 'ok', ocrPages: 1 }] });
    expect(existsSync(marker('font-nocodegen'))).toBe(false);
  });
});
