import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxesForRange } from '../../electron/pipeline/ingest/boxes.js';
import { PAGE_SEPARATOR } from '../../electron/pipeline/text/canonical.js';
import { asFontModel } from '../../electron/pipeline/ingest/extract/char-widths.js';
import type { TextElement } from '../../electron/pipeline/ingest/extract/types.js';
import { findNormalized, prepareHaystack, type PreparedHaystack } from '../../electron/pipeline/text/normalize.js';
import { getDocument, getDocumentText, getElements, getPages, type StoredPage } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import type { Box } from '../../shared/geometry.js';
import { ALL_CUAD, cuadPdf, loadQa, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { makePdf, textMatrix } from '../helpers/make-pdf.js';
import { popplerText, popplerWords, toUserSpace, type PopplerPage, type PopplerWord } from '../helpers/poppler.js';

/**
 * Geometry checked against an independent reader: poppler's word boxes come from the
 * real glyph advances, ours from pdf.js runs plus the per-character width model.
 */
type Doc = {
  id: string;
  text: string;
  ours: PreparedHaystack;
  pages: StoredPage[];
  elements: TextElement[];
  poppler: PopplerPage[];
  popText: ReturnType<typeof popplerText>;
  popPrepared: PreparedHaystack;
};

const ROTATED = [1, 4];
const SYNTHETIC = [
  { text: 'Upward text reads fine', degrees: 90, x: 300, y: 200 },
  { text: 'Downward text also reads', degrees: 270, x: 500, y: 600 },
  { text: 'Level text for reference', degrees: 0, x: 72, y: 720 },
];

describe('boxes agree with poppler', () => {
  const tmp = tempDir();
  let matter: Matter;
  const docs = new Map<string, Doc>();
  const rotatedIds = new Map<number, string>();
  let syntheticId = '';
  const syntheticPdf = join(tmp.dir, 'rotated-text.pdf');

  beforeAll(async () => {
    matter = openMatter(join(tmp.dir, 'matter'));
    const rotatedFiles = ROTATED.map((n) => {
      const out = join(tmp.dir, `rotated-${n}.pdf`);
      execFileSync('qpdf', ['--rotate=+90', cuadPdf(n), out]);
      return out;
    });
    writeFileSync(syntheticPdf, makePdf([{ runs: SYNTHETIC.map((s) => ({ text: s.text, matrix: textMatrix(12, s.x, s.y, s.degrees) })) }]));
    const outcomes = await ingest(matter, [...ALL_CUAD.map(cuadPdf), ...rotatedFiles, syntheticPdf]);
    expect(outcomes.filter((o) => o.status !== 'ok')).toEqual([]);
    ALL_CUAD.forEach((n) => {
      const id = outcomes[n]!.id!;
      const text = getDocumentText(matter.db, id)!;
      const poppler = popplerWords(cuadPdf(n));
      const popText = popplerText(poppler, PAGE_SEPARATOR);
      docs.set(`cuad-dev-${String(n).padStart(2, '0')}`, {
        id, text, ours: prepareHaystack(text), pages: getPages(matter.db, id), elements: getElements(matter.db, id),
        poppler, popText, popPrepared: prepareHaystack(popText.text),
      });
    });
    ROTATED.forEach((n, i) => rotatedIds.set(n, outcomes[ALL_CUAD.length + i]!.id!));
    syntheticId = outcomes[outcomes.length - 1]!.id!;
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('puts every answer on the pages where poppler has its words, and over those words', () => {
    let answers = 0;
    let samePages = 0;
    let words = 0;
    let covered = 0;
    let boxes = 0;
    let boxesOnText = 0;
    const problems: string[] = [];
    for (const row of loadQa().filter((r) => !r.is_impossible)) {
      const doc = docs.get(row.doc_id)!;
      for (const a of row.answers) {
        // Only answers that occur once in both readings: then both name the same words.
        const ours = findNormalized(doc.ours, a.text, { limit: 2 });
        const theirs = findNormalized(doc.popPrepared, a.text, { limit: 2 });
        if (ours.length !== 1 || theirs.length !== 1) continue;
        answers++;
        const ourBoxes = boxesForRange(doc.text, doc.elements, ...ours[0]!);
        const [ps, pe] = theirs[0]!;
        // Poppler's words touching the answer say where it is; those wholly inside it must be covered.
        const touching = doc.popText.words.filter((w) => w.end > ps && w.start < pe);
        const popWords = touching.filter((w) => w.start >= ps && w.end <= pe).map((w) => toUserSpace(w.word, w.page, doc.pages[w.page - 1]!.viewBox));
        const pagesOf = (ps: number[]) => [...new Set(ps)].sort((x, y) => x - y).join(',');
        if (pagesOf(ourBoxes.map((b) => b.page)) === pagesOf(touching.map((w) => w.page))) samePages++;
        else problems.push(`${row.doc_id} pages ${pagesOf(ourBoxes.map((b) => b.page))} vs poppler ${pagesOf(touching.map((w) => w.page))}: ${a.text.slice(0, 60)}`);
        for (const w of popWords) {
          words++;
          if (Math.max(0, ...ourBoxes.map((b) => overlap(b, w) / area(w))) >= 0.5) covered++;
        }
        for (const b of ourBoxes) {
          boxes++;
          const onPage = doc.poppler[b.page - 1]!.words.map((w) => toUserSpace(w, b.page, doc.pages[b.page - 1]!.viewBox));
          if (onPage.some((w) => overlap(b, w) > 0)) boxesOnText++;
        }
      }
    }
    const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(2)}%`;
    console.log(
      `Boxes vs poppler over ${answers} answers found once in both texts: pages agree ${pct(samePages, answers)}; ` +
        `${pct(covered, words)} of ${words} poppler words ≥50% covered by our boxes; ${pct(boxesOnText, boxes)} of ${boxes} boxes overlap poppler words.` +
        (problems.length ? `\n  ${problems.slice(0, 10).join('\n  ')}` : ''),
    );
    expect(answers).toBeGreaterThan(500);
    expect(samePages / answers).toBeGreaterThanOrEqual(0.99);
    expect(covered / words).toBeGreaterThanOrEqual(0.98);
    expect(boxesOnText / boxes).toBeGreaterThanOrEqual(0.99);
  });

  it('places word boundaries inside runs within a fraction of a character of poppler’s', () => {
    const stored: number[] = [];
    const served: number[] = [];
    const perChar: number[] = [];
    for (const doc of docs.values()) {
      const extracted = elementsAsExtracted(matter, doc.id);
      doc.elements.forEach((el, i) => {
        for (const [into, e] of [[stored, extracted[i]!], [served, el]] as const) {
          for (const err of boundaryErrors(doc, e)) {
            into.push(err);
            if (into === stored) perChar.push(err / (el.advance / (el.end - el.start)));
          }
        }
      });
    }
    const s = stats(stored);
    const v = stats(served);
    const c = stats(perChar);
    console.log(
      `Word boundaries inside runs vs poppler (${s.n} boundaries): mean ${s.mean.toFixed(3)} pt, p95 ${s.p95.toFixed(3)} pt ` +
        `(${c.mean.toFixed(3)} / ${c.p95.toFixed(3)} of the run's mean character width), ` +
        `with the font model as read back by getElements: mean ${v.mean.toFixed(3)} pt, p95 ${v.p95.toFixed(3)} pt.`,
    );
    expect(s.n).toBeGreaterThan(100_000);
    expect(s.mean).toBeLessThan(0.5);
    expect(s.p95).toBeLessThan(2);
    expect(c.p95).toBeLessThan(0.5);
    expect(v.mean).toBeLessThan(1);
    expect(v.p95).toBeLessThan(2.5);
  });

  it('records the page rotation of a qpdf-rotated copy and keeps every box in user space unchanged', () => {
    for (const n of ROTATED) {
      const original = docs.get(`cuad-dev-${String(n).padStart(2, '0')}`)!;
      const id = rotatedIds.get(n)!;
      expect(id).not.toBe(original.id);
      const pages = getPages(matter.db, id);
      expect(pages.map((p) => p.rotation)).toEqual(original.pages.map((p) => (p.rotation + 90) % 360));
      expect(pages.map((p) => p.viewBox)).toEqual(original.pages.map((p) => p.viewBox));
      expect(getDocument(matter.db, id)!.textSha256).toBe(getDocument(matter.db, original.id)!.textSha256);
      const text = getDocumentText(matter.db, id)!;
      const elements = getElements(matter.db, id);
      const rows = loadQa().filter((r) => r.doc_id === `cuad-dev-${String(n).padStart(2, '0')}` && !r.is_impossible);
      let compared = 0;
      for (const a of rows.flatMap((r) => r.answers)) {
        const [hit] = findNormalized(original.ours, a.text, { limit: 1 });
        if (!hit) continue;
        compared++;
        expect(boxesForRange(text, elements, ...hit)).toEqual(boxesForRange(original.text, original.elements, ...hit));
      }
      expect(compared).toBeGreaterThan(5);
    }
  });

  it('boxes text drawn with rotated text matrices over poppler’s word boxes', () => {
    const text = getDocumentText(matter.db, syntheticId)!;
    const elements = elementsAsExtracted(matter, syntheticId);
    const [page] = getPages(matter.db, syntheticId);
    const [popPage] = popplerWords(syntheticPdf);
    let checked = 0;
    for (const s of SYNTHETIC) {
      const at = text.indexOf(s.text);
      expect(at).toBeGreaterThanOrEqual(0);
      for (const m of s.text.matchAll(/\S+/g)) {
        const [ours] = boxesForRange(text, elements, at + m.index, at + m.index + m[0].length);
        const theirs = popPage!.words.filter((w: PopplerWord) => w.text === m[0]).map((w) => toUserSpace(w, 1, page!.viewBox));
        // Poppler's glyph band is a little shorter than the font's ascent/descent band we
        // use, so: poppler's box lies inside ours, and the ends along the baseline agree.
        const along = s.degrees % 180 === 0 ? (b: Box) => [b.x0, b.x1] : (b: Box) => [b.y0, b.y1];
        const match = theirs.find((t) => overlap(ours!, t) / area(t) > 0.95);
        expect(match, `${m[0]} at ${s.degrees}°`).toBeDefined();
        along(match!).forEach((v, k) => expect(Math.abs(v - along(ours!)[k]!), `${m[0]} at ${s.degrees}°`).toBeLessThan(0.5));
        checked++;
      }
    }
    expect(checked).toBe(12);
  });
});

/**
 * Elements with the width model extraction chose. getElements reads any model other
 * than "uniform" back as the generic "proportional"; until it reads the column with
 * asFontModel, this is how to see what extraction stored.
 */
function elementsAsExtracted(matter: Matter, docId: string): TextElement[] {
  const raw = matter.db.prepare('SELECT font_class FROM elements WHERE doc_id = ? ORDER BY char_start').all(docId) as Array<{ font_class: string }>;
  return getElements(matter.db, docId).map((el, i) => ({ ...el, fontModel: asFontModel(raw[i]!.font_class) }));
}

/** Errors (pt) of the interior word boundaries of one horizontal run: the run's own ends are exact by construction. */
function boundaryErrors(doc: Doc, el: TextElement): number[] {
  if (Math.abs(el.uy) > 0.01 || el.ux <= 0) return [];
  const run = doc.text.slice(el.start, el.end);
  const tokens = [...run.matchAll(/\S+/g)];
  if (tokens.length < 2) return [];
  const words = doc.poppler[el.page - 1]!.words;
  const viewBox = doc.pages[el.page - 1]!.viewBox;
  const out: number[] = [];
  tokens.forEach((t, i) => {
    const [b] = boxesForRange(doc.text, [el], el.start + t.index, el.start + t.index + t[0].length);
    if (!b) return;
    // The same word on the same line in poppler's reading, nearest to where we put it.
    let best: Box | null = null;
    let dist = Infinity;
    for (const w of words) {
      if (w.text !== t[0]) continue;
      const u = toUserSpace(w, el.page, viewBox);
      const cy = (u.y0 + u.y1) / 2;
      if (cy < el.oy - el.descent - 1 || cy > el.oy + el.ascent + 1) continue;
      const d = Math.abs(u.x0 - b.x0) + Math.abs(u.x1 - b.x1);
      if (d < dist) [best, dist] = [u, d];
    }
    if (!best || dist > 40) return;
    if (i > 0) out.push(Math.abs(best.x0 - b.x0));
    if (i < tokens.length - 1) out.push(Math.abs(best.x1 - b.x1));
  });
  return out;
}

function area(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

function overlap(a: Box, b: Box): number {
  if (a.page !== b.page) return 0;
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
}

function stats(xs: number[]): { n: number; mean: number; p95: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / (s.length || 1), p95: s[Math.floor(s.length * 0.95)] ?? 0 };
}
