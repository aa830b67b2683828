import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentText, getElements, getPages, listDocuments } from '../../electron/store/documents.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { sha256Hex } from '../../electron/pipeline/text/canonical.js';
import { LOW_QUALITY } from '../../electron/pipeline/ingest/extract/text-quality.js';
import { ALL_CUAD, cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

describe('ingesting all 30 CUAD contracts', () => {
  const tmp = tempDir();
  let matter: Matter;
  beforeAll(() => {
    matter = openMatter(tmp.dir);
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('lands every document with pages, elements and anchors', async () => {
    const outcomes = await ingest(matter, ALL_CUAD.map(cuadPdf));
    expect(outcomes.filter((o) => o.status !== 'ok')).toEqual([]);
    const docs = listDocuments(matter.db);
    expect(docs).toHaveLength(30);
    expect(docs.reduce((n, d) => n + d.pages, 0)).toBe(455);
    for (const d of docs) {
      const text = getDocumentText(matter.db, d.id)!;
      expect(sha256Hex(text)).toBe(d.textSha256);
      const pages = getPages(matter.db, d.id);
      expect(pages).toHaveLength(d.pages);
      expect(pages.every((p) => !p.ocr && p.confidence === 1)).toBe(true);
      // M11: clean contract text is never flagged — no page unreadable, none scored low.
      expect(pages.filter((p) => p.unreadable !== null || (p.textQuality !== null && p.textQuality < LOW_QUALITY)).map((p) => p.page), d.title).toEqual([]);
      expect(d.pageIssues).toBeUndefined();
      expect(d.warnings).toBeUndefined();
      const elements = getElements(matter.db, d.id);
      expect(elements.length).toBeGreaterThan(d.pages * 5);
      for (const e of elements) {
        expect(text.slice(e.start, e.end).trim().length).toBeGreaterThan(0);
        expect(e.confidence).toBe(1);
        expect(e.extractor).toMatch(/^pdfjs-dist@/);
      }
      const anchors = listAnchors(matter.db, d.id);
      expect(anchors.length).toBeGreaterThan(0);
      for (const a of anchors) {
        expect(a.text).toBe(text.slice(a.char_start, a.char_end));
        // never mid-word: the characters just outside an anchor are not letters on both sides
        expect(/\w/.test(text[a.char_start - 1] ?? ' ') && /\w/.test(text[a.char_start] ?? ' ')).toBe(false);
        expect(/\w/.test(text[a.char_end - 1] ?? ' ') && /\w/.test(text[a.char_end] ?? ' ')).toBe(false);
      }
    }
  });

  it('gives the same anchor ids when the same file is ingested into another matter', async () => {
    const other = tempDir();
    const m2 = openMatter(other.dir);
    try {
      const [o] = await ingest(m2, [cuadPdf(3)]);
      const id = o!.id!;
      expect(listAnchors(m2.db, id).map((a) => a.id)).toEqual(listAnchors(matter.db, id).map((a) => a.id));
    } finally {
      m2.close();
      other.cleanup();
    }
  });

  it('is a no-op that says so when the same file is ingested again', async () => {
    const before = matter.db.prepare('SELECT count(*) AS n FROM elements').get();
    const [o] = await ingest(matter, [cuadPdf(5)]);
    expect(o).toMatchObject({ status: 'ok', duplicate: true });
    expect(matter.db.prepare('SELECT count(*) AS n FROM elements').get()).toEqual(before);
  });
});
