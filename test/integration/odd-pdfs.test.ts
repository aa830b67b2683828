import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import { boxesForRange } from '../../electron/pipeline/ingest/boxes.js';
import { LOW_QUALITY } from '../../electron/pipeline/ingest/extract/text-quality.js';
import { search } from '../../electron/pipeline/retrieval/search.js';
import { getDocument, getDocumentText, getElements, getPages } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import type { IngestOutcome } from '../../shared/documents.js';
import { PinciteResponse } from '../../shared/response.js';
import { corpusPath, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * M11 regression corpus: 32 files from pdf.js's own test suite (../shared/corpus/odd-pdfs,
 * groups.json), one describe per group. Ingested with OCR off, as the issue measured them.
 */
type Groups = { refused_by_precheck_or_one_bad_page: string[]; form_or_annotation_text: string[]; unreadable_text_at_confidence_1: string[] };
const groups = JSON.parse(readFileSync(corpusPath('odd-pdfs', 'groups.json'), 'utf8')) as Groups;
const odd = (f: string) => corpusPath('odd-pdfs', f);

/** Raw parser text that must never reach a message a user reads. */
const PARSER_TEXT = /Illegal character|End of file inside|circular reference|Exception|FormatError|XRef|getPage/i;

/**
 * For each form/annotation file: text a reader sees in a field or annotation (checked
 * against pdf.js's annotation layer and poppler's pdftotext), to be found by search.
 */
const VISIBLE: Record<string, { query: string; text: string }> = {
  'PDFBOX-3148-2-fuzzed.pdf': { query: '1 2 3 4', text: '1\n2\n3\n4' },
  'annotation-freetext.pdf': { query: 'FreeText content', text: 'FreeText content' },
  'annotation-text-widget.pdf': { query: 'Lorem ipsum dolor sit amet', text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' },
  'annotation-tx3.pdf': { query: 'tx annotation', text: 'tx annotation' },
  'bug1865341.pdf': { query: 'Załącznik', text: 'Załącznik' },
  'bug1871353.pdf': { query: 'A B', text: 'A          B' },
  'bug2055455.pdf': { query: '8888', text: '8888' },
  'dates_save.pdf': { query: '01-Jul-25', text: '01-Jul-25' },
  'freetexts.pdf': { query: 'Hello World from Okular', text: 'Hello World from Okular' },
  'issue12750.pdf': { query: 'value', text: 'value' },
  'issue15053.pdf': { query: 'This Message can be toggled', text: 'This Message can be toggled.' },
  'issue17064_readonly.pdf': { query: 'Foo', text: 'Foo' },
  'issue17492.pdf': { query: 'Lucía Garzas', text: 'Garzas' },
  'issue19389.pdf': { query: 'This should be visible', text: 'This should be visible' },
  'issue20504_skia.pdf': { query: 'Coucou Scrib', text: 'Coucou Scrib' },
  'issue5946.pdf': { query: 'This should be visible', text: 'This should be visible' },
  'pr12828.pdf': { query: 'Hello World', text: 'Hello World' },
  'rotated_freetexts.pdf': { query: 'K', text: 'K' },
  'tracemonkey_freetext.pdf': { query: 'Hello World', text: 'Hello World' },
};

describe('odd PDFs from pdf.js\'s test suite (M11), OCR off', () => {
  const tmp = tempDir('pincite-odd-');
  let matter: Matter;
  const outcomes = new Map<string, IngestOutcome>();
  const all = [...groups.refused_by_precheck_or_one_bad_page, ...groups.form_or_annotation_text, ...groups.unreadable_text_at_confidence_1];

  beforeAll(async () => {
    matter = openMatter(join(tmp.dir, 'matter'));
    const got = await ingest(matter, all.map(odd), { ocr: 'off', onDiagnostic: () => undefined });
    got.forEach((o) => outcomes.set(basename(o.file), o));
  }, 240_000);
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  const docOf = (f: string) => getDocument(matter.db, outcomes.get(f)!.id!)!;

  it('covers every file of the corpus, and no message a user reads holds raw parser text', () => {
    expect(all).toHaveLength(32);
    for (const o of outcomes.values()) {
      const said = [o.error?.message ?? '', ...(o.warnings ?? []).map((w) => w.message), ...(o.pageIssues ?? []).map((i) => i.message)].join('\n');
      expect(said, o.file).not.toMatch(PARSER_TEXT);
    }
  });

  describe('group: readable files refused today (stricter pre-check, one bad page)', () => {
    it('lands every one of them', () => {
      for (const f of groups.refused_by_precheck_or_one_bad_page) expect({ f, status: outcomes.get(f)!.status, error: outcomes.get(f)!.error }).toEqual({ f, status: 'ok', error: undefined });
    });

    it('lands files without an end marker, warning that they may be incomplete', () => {
      for (const f of ['bug1250079.pdf', 'issue6069.pdf', 'scan-bad.pdf']) {
        expect(outcomes.get(f)!.warnings?.map((w) => w.code), f).toContain('FILE_INCOMPLETE');
        expect(docOf(f).warnings?.[0]?.message, f).toMatch(/may be incomplete/);
      }
    });

    it('lands a PDF whose header lacks "PDF-" (pdf.js reads it): it has PDF objects', () => {
      expect(outcomes.get('bug1606566.pdf')).toMatchObject({ status: 'ok', pages: 1 });
    });

    it('keeps page 1 of a file whose page 2 is a circular page-tree reference, listing page 2 as unreadable with a typed reason', () => {
      const f = 'Pages-tree-refs.pdf';
      const d = docOf(f);
      expect(d.pages).toBe(2);
      const pages = getPages(matter.db, d.id);
      expect(pages[0]).toMatchObject({ page: 1, unreadable: null, confidence: 1 });
      expect(pages[1]).toMatchObject({ page: 2, unreadable: 'PAGE_DAMAGED', confidence: 0 });
      expect(getDocumentText(matter.db, d.id)!.slice(pages[0]!.start, pages[0]!.end).trim().length).toBeGreaterThan(0);
      expect(d.pageIssues).toEqual([expect.objectContaining({ page: 2, kind: 'unreadable', reason: 'PAGE_DAMAGED', message: expect.stringMatching(/^Page 2 could not be read: the page could not be loaded/) })]);
      expect(d.warnings?.map((w) => w.code)).toEqual(['PAGES_UNREADABLE']);
    });
  });

  describe('group: form-field and annotation text', () => {
    it('stores the visible text of ≥ 90% of the files as field or annotation elements, and search finds it in that document', () => {
      const visible = groups.form_or_annotation_text.filter((f) => f !== 'annotation_hidden_noview.pdf');
      const found: string[] = [];
      for (const f of visible) {
        const want = VISIBLE[f]!;
        const d = docOf(f);
        const text = getDocumentText(matter.db, d.id)!;
        const at = text.indexOf(want.text);
        const marked = at >= 0 && getElements(matter.db, d.id, at, at + want.text.length).some((e) => e.kind === 'field' || e.kind === 'annotation');
        const hit = search(matter.db, want.query, 50).some((h) => h.doc === d.id && h.text.includes(want.text.split('\n')[0]!));
        if (marked && hit) found.push(f);
      }
      console.info(`  form/annotation text stored and found by search: ${found.length} of ${visible.length} files`);
      expect(found.length / visible.length, `found in ${found.length} of ${visible.length}: missing ${visible.filter((f) => !found.includes(f)).join(', ')}`).toBeGreaterThanOrEqual(0.9);
    });

    it('marks each field or annotation element by kind, and boxes it inside its widget or annotation rectangle', () => {
      const d = docOf('issue17492.pdf');
      const text = getDocumentText(matter.db, d.id)!;
      const elements = getElements(matter.db, d.id);
      const kinds = new Set(elements.map((e) => e.kind ?? 'text'));
      expect(kinds).toEqual(new Set(['text', 'field', 'annotation']));
      // "Lucía" is the First name field: rect [166, 674, 316, 688] in pdf.js's annotation data.
      const at = text.indexOf('Lucía');
      const boxes = boxesForRange(text, elements, at, at + 'Lucía'.length);
      expect(boxes).toHaveLength(1);
      const b = boxes[0]!;
      expect(b.page).toBe(1);
      expect(b.x0).toBeGreaterThanOrEqual(166 - 0.5);
      expect(b.x1).toBeLessThanOrEqual(316 + 0.5);
      expect(b.y0).toBeGreaterThanOrEqual(674 - 0.5);
      expect(b.y1).toBeLessThanOrEqual(688 + 0.5);
    });

    it('puts a field value in reading position after its label', () => {
      const text = getDocumentText(matter.db, docOf('issue17492.pdf').id)!;
      expect(text).toMatch(/First name:\s+Lucía\s+Last name:\s+Garzas\s+Country:\s+Spain/);
    });

    it('binds a quote of a field value, labelling the evidence as from a form field', async () => {
      const d = docOf('issue17492.pdf');
      const anchor = search(matter.db, 'Garzas', 10).find((h) => h.doc === d.id)!.anchor;
      const answer = join(tmp.dir, 'field-answer.json');
      writeFileSync(answer, JSON.stringify({ kind: 'answer', value: 'The last name is Garzas.', confidence: 0.9, claims: [{ text: 'The last name given is Garzas.', citations: [{ anchor, quote: 'Garzas' }] }] }));
      let out = '';
      expect(await main(['verify', answer, '--matter', join(tmp.dir, 'matter'), '--json'], { out: (s: string) => (out += s), err: () => undefined })).toBe(0);
      const e = PinciteResponse.parse(JSON.parse(out)).claims[0]!.evidence[0]!;
      expect(e.match).toBe('exact');
      expect(e.sourceKinds).toEqual(['field']);
      expect(e.boxes[0]!.page).toBe(1);
    });

    it('leaves out hidden and no-view fields, and password fields', () => {
      expect(getDocumentText(matter.db, docOf('annotation_hidden_noview.pdf').id)).not.toMatch(/Hello|World/);
      const pw = getDocumentText(matter.db, docOf('issue19389.pdf').id)!;
      expect(pw).toContain('This should be visible');
      expect(pw).not.toContain('This should be hidden');
    });
  });

  describe('group: unreadable text stored at confidence 1.0 until now', () => {
    it('flags every file: a page below full confidence, listed as such, with a warning', () => {
      for (const f of groups.unreadable_text_at_confidence_1) {
        const d = docOf(f);
        const pages = getPages(matter.db, d.id);
        const low = pages.filter((p) => p.confidence < 1);
        expect(low.length, f).toBeGreaterThan(0);
        for (const p of low) {
          expect(p.textQuality, f).toBeLessThan(LOW_QUALITY);
          expect(p.confidence, f).toBeLessThanOrEqual(0.5);
        }
        expect(d.pageIssues?.map((i) => i.kind), f).toContain('low_quality');
        expect(d.warnings?.map((w) => w.code), f).toContain('LOW_QUALITY_TEXT');
        // The elements carry it, so a bound span's extractor confidence is low too.
        expect(getElements(matter.db, d.id).every((e) => e.confidence < 1), f).toBe(true);
      }
    });

    it('sends a claim bound to such text to the review queue, as an OCR\'d one would be', async () => {
      const d = docOf('issue10640.pdf');
      const text = getDocumentText(matter.db, d.id)!;
      const quote = 'Open Sans is a humanist sans serif typeface designed by Steve Matteson.';
      expect(text).toContain(quote);
      const anchor = search(matter.db, 'humanist sans serif typeface Steve Matteson', 5).find((h) => h.doc === d.id)!.anchor;
      const answer = join(tmp.dir, 'answer.json');
      writeFileSync(answer, JSON.stringify({ kind: 'answer', value: 'Steve Matteson designed Open Sans.', confidence: 0.9, claims: [{ text: quote, citations: [{ anchor, quote }] }] }));
      let out = '';
      const io = { out: (s: string) => (out += s), err: () => undefined };
      expect(await main(['verify', answer, '--matter', join(tmp.dir, 'matter'), '--judge', 'lexical', '--json'], io)).toBe(0);
      const r = PinciteResponse.parse(JSON.parse(out));
      const claim = r.claims[0]!;
      expect(claim.evidence[0]!.extractorConfidence).toBeLessThan(1);
      expect(claim.reasons).toContain('LOW_CONFIDENCE');
      expect(claim.state).not.toBe('supported');
      out = '';
      expect(await main(['review', 'list', '--matter', join(tmp.dir, 'matter'), '--json'], io)).toBe(0);
      expect((JSON.parse(out) as { items: Array<{ claim: string }> }).items.map((i) => i.claim)).toContain(claim.id);
    });
  });
});

describe('odd PDFs with OCR auto: an unreadable text layer is OCR\'d and the better reading kept, or left flagged', () => {
  const tmp = tempDir('pincite-odd-ocr-');
  let matter: Matter;

  beforeAll(() => {
    matter = openMatter(tmp.dir);
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('records both readings for every low-quality page, and a page is either read better or still flagged', async () => {
    const got = await ingest(matter, groups.unreadable_text_at_confidence_1.map(odd), { ocr: 'auto', onDiagnostic: () => undefined });
    expect(got.every((o) => o.status === 'ok')).toBe(true);
    for (const o of got) {
      const rows = matter.db.prepare('SELECT page_no, ocr, confidence, text_quality, readings FROM pages WHERE doc_id = ?').all(o.id) as Array<{ page_no: number; ocr: number; confidence: number; text_quality: number | null; readings: string | null }>;
      const low = rows.filter((r) => r.readings !== null);
      expect(low.length, o.file).toBeGreaterThan(0);
      for (const r of low) {
        const readings = JSON.parse(r.readings!) as Array<{ source: string; quality: number; confidence: number; kept: boolean }>;
        expect(readings.map((x) => x.source), o.file).toEqual(['text-layer', 'ocr']);
        expect(readings.filter((x) => x.kept), o.file).toHaveLength(1);
        const kept = readings.find((x) => x.kept)!;
        const native = readings[0]!;
        if (kept.source === 'ocr') {
          expect(r.ocr, o.file).toBe(1);
          expect(Math.min(kept.confidence, kept.quality), o.file).toBeGreaterThan(native.confidence);
        } else {
          expect(r.confidence, o.file).toBeLessThanOrEqual(0.5);
        }
        console.info(`  ${basename(o.file)} p${r.page_no}: text layer q=${native.quality} c=${native.confidence}; OCR q=${readings[1]!.quality} c=${readings[1]!.confidence}; kept ${kept.source}`);
        // Read better, or still flagged.
        const flagged = (o.pageIssues ?? []).some((i) => i.page === r.page_no);
        expect(flagged || (kept.source === 'ocr' && r.confidence >= 0.8), `${o.file} p${r.page_no}`).toBe(true);
      }
    }
  }, 300_000);
});
