import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import { getAnchor } from '../../electron/store/anchors.js';
import { getDocumentText } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { getTraceRow } from '../../electron/store/traces.js';
import { formatAnswerMarkdown } from '../../shared/format-markdown.js';
import { PinciteResponse, type CoverageMap } from '../../shared/response.js';
import { corpusPath, cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * M7 item 7: "not found" says where it looked. The same question, whose answer is in the
 * Agency Agreement (cuad-dev-01: the agency's non-solicitation of MICOA's policyholders
 * after termination), asked of two matters: one where every page was read (the answer
 * is simply not there), and one that also holds the Agency Agreement as a scan ingested
 * with OCR off, plus a file with an unreadable page. A lawyer must be able to tell the
 * two apart from the response alone — in the CLI JSON and in the recorded trace.
 */
const QUESTION = "Will the agency solicit MICOA's policyholders after termination?";

async function askJson(dir: string, question = QUESTION): Promise<PinciteResponse> {
  let out = '';
  const io = { out: (s: string) => (out += s), err: () => undefined };
  expect(await main(['ask', question, '--matter', dir, '--json'], io)).toBe(0);
  return PinciteResponse.parse(JSON.parse(out));
}

describe('coverage map of an insufficient-evidence answer', () => {
  const tmp = tempDir('pincite-coverage-');
  const readDir = join(tmp.dir, 'all-read');
  const unreadDir = join(tmp.dir, 'some-unread');
  let read: Matter;
  let unread: Matter;
  let scanId = '';
  let treeId = '';
  let contractId = '';

  beforeAll(async () => {
    read = openMatter(readDir);
    unread = openMatter(unreadDir);
    const [contract] = await ingest(read, [cuadPdf(2)]);
    contractId = contract!.id!;
    const got = await ingest(unread, [cuadPdf(2), corpusPath('scanned', 'cuad-dev-01-scanned.pdf'), corpusPath('odd-pdfs', 'Pages-tree-refs.pdf')], { ocr: 'off', onDiagnostic: () => undefined });
    expect(got.map((o) => o.status)).toEqual(['ok', 'ok', 'ok']);
    scanId = got[1]!.id!;
    treeId = got[2]!.id!;
  }, 180_000);
  afterAll(() => {
    read.close();
    unread.close();
    tmp.cleanup();
  });

  it('when every page was read: complete, no page listed, and it says what was tried without clearing the documents', async () => {
    const r = await askJson(readDir);
    expect(r.status).toBe('insufficient_evidence');
    const c = r.insufficient!.coverage!;
    expect(c.complete).toBe(true);
    expect(c.pagesNotReadWell).toEqual([]);
    expect(c.pagesNotReadWellTotal).toBe(0);
    expect(c.documentsSearched).toEqual([expect.objectContaining({ doc: contractId, title: 'cuad-dev-02', pages: 27 })]);
    expect(c.documentsSearched[0]!.hits).toBeGreaterThan(0);
    expect(c.summary).toMatch(/Every page was read as text, and none of the passages that best matched the question was taken as the answer\. A clause in other words could still be there/);
    expect(c.summary).not.toMatch(/do not appear to say/);
  });

  it('when pages could not be read: incomplete, the scan\'s pages and the damaged page listed with typed reasons, the scan never reached', async () => {
    const r = await askJson(unreadDir);
    expect(r.status).toBe('insufficient_evidence');
    const c = r.insufficient!.coverage!;
    expect(c.complete).toBe(false);
    const scanPages = c.pagesNotReadWell.filter((p) => p.doc === scanId);
    expect(scanPages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const p of scanPages) expect(p).toMatchObject({ title: 'cuad-dev-01-scanned', kind: 'unreadable', reason: 'NO_TEXT_LAYER' });
    expect(c.pagesNotReadWell.filter((p) => p.doc === treeId)).toEqual([expect.objectContaining({ page: 2, kind: 'unreadable', reason: 'PAGE_DAMAGED' })]);
    expect(c.pagesNotReadWellTotal).toBe(7);
    expect(c.documentsNotReached.map((d) => d.title)).toContain('cuad-dev-01-scanned');
    expect(c.summary).toMatch(/7 pages could not be read well \(.*cuad-dev-01-scanned, pages 1–6.*\): the answer may be there/);
    expect(c.summary).toMatch(/Pages-tree-refs, page 2/);
  });

  it('lists the passages tried with document title, page and text, all taken from the store', async () => {
    const r = await askJson(unreadDir);
    const c: CoverageMap = r.insufficient!.coverage!;
    expect(c.passagesTried.length).toBeGreaterThan(0);
    const text = getDocumentText(unread.db, contractId)!;
    for (const p of c.passagesTried) {
      const a = getAnchor(unread.db, p.anchor)!;
      expect(p).toMatchObject({ doc: a.doc_id, title: 'cuad-dev-02', page: a.page_start, pages: [a.page_start, a.page_end], offsets: [a.char_start, a.char_end] });
      // The text shown is the passage's, or a quote of it the passage holds.
      const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
      expect(squash(text.slice(a.char_start, a.char_end))).toContain(squash(p.text).replace(/…$/, ''));
    }
    // Every passage the model named is placed, and so is every passage retrieval sent it.
    const tried = new Set(r.insufficient!.tried.map((t) => t.anchor));
    expect(c.passagesTried.filter((p) => p.source === 'model').map((p) => p.anchor).sort()).toEqual([...tried].sort());
  });

  it('records the coverage map in the trace: the stored response is the one printed', async () => {
    const r = await askJson(unreadDir);
    const row = getTraceRow(unread.db, r.trace)!;
    expect(PinciteResponse.parse(JSON.parse(row.response)).insufficient!.coverage).toEqual(r.insufficient!.coverage);
  });

  it('is written into the answer\'s markdown (bundle answer.md, copy as markdown)', async () => {
    const md = formatAnswerMarkdown(await askJson(unreadDir));
    expect(md).toMatch(/\*\*Where Pincite looked:\*\* Searched 3 documents/);
    expect(md).toContain('- cuad-dev-01-scanned, p. 4: Page 4 could not be read: the page is an image with no text layer');
    expect(md).toMatch(/Passages tried:\n- cuad-dev-02, p\. \d+: “/);
  });

  it('is absent on answered responses', async () => {
    const r = await askJson(readDir, 'What law governs this agreement?');
    expect(r.status).not.toBe('insufficient_evidence');
    expect(r.insufficient).toBeUndefined();
  });
});
