import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADJUDICATION_FILE, emptyReadingTally, loadAdjudications, readerPrecision, tallyReading } from '../../bench/adjudication.js';
import { inSplit } from '../../bench/clauses.js';
import { CORPUS } from '../../helpers/corpus.js';

/**
 * The blind reading of the clause bench's answers (session 52) is reported beside the strict figure: it must read only
 * well-formed lines, match an answer only by its exact claims, never be computed from one side of the sample alone, and
 * cover the held-out half only — a reading of tune answers would say nothing about contracts nobody tuned on.
 */
describe('blind reading of the clause bench', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pincite-adjudication-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts an answer read word for word, and not one whose claims changed', () => {
    const file = join(dir, 'a.jsonl');
    writeFileSync(file, `${JSON.stringify({ category: 'Insurance', doc: 'cuad-scale-001', claims: ['A shall maintain insurance.'], verdict: 'answers', reason: 'the duty' })}\n`);
    const readings = loadAdjudications(file);
    const t = emptyReadingTally();
    tallyReading(t, readings, 'Insurance', 'cuad-scale-001', ['A shall maintain insurance.'], false);
    tallyReading(t, readings, 'Insurance', 'cuad-scale-001', ['A shall maintain insurance.', 'B too.'], false);
    tallyReading(t, readings, 'Insurance', 'cuad-scale-003', ['A shall maintain insurance.'], false);
    expect(t.wrong).toEqual({ answers: 1, partly: 0, no: 0 });
    expect(t.right).toEqual({ answers: 0, partly: 0, no: 0 });
  });

  it('rejects a malformed line with its line number', () => {
    const file = join(dir, 'b.jsonl');
    writeFileSync(file, `${JSON.stringify({ category: 'Insurance', doc: 'x', claims: [], verdict: 'maybe', reason: '' })}\n`);
    expect(() => loadAdjudications(file)).toThrow(/b\.jsonl:1: .*claims.*verdict/);
  });

  it("the reader's precision scales the right answers by the reader's agreement and adds the wrong ones it found to answer", () => {
    const t = emptyReadingTally();
    expect(readerPrecision(t, 90, 100)).toBeNull();
    t.right = { answers: 9, partly: 1, no: 0 };
    expect(readerPrecision(t, 90, 100)).toBeNull();
    t.wrong = { answers: 4, partly: 3, no: 3 };
    expect(readerPrecision(t, 90, 100)).toBeCloseTo((90 * 0.9 + 4) / 100, 10);
  });

  it('the committed reading covers held-out contracts only, each answer once', () => {
    const names = readdirSync(join(CORPUS, 'cuad-scale', 'pdf')).filter((f) => f.endsWith('.pdf')).sort().map((f) => f.replace(/\.pdf$/, ''));
    const lines = readFileSync(ADJUDICATION_FILE, 'utf8').split('\n').filter((l) => l.trim());
    expect(loadAdjudications().size).toBe(lines.length);
    for (const l of lines) {
      const { doc } = JSON.parse(l) as { doc: string };
      expect(inSplit(names.indexOf(doc), 'heldout'), doc).toBe(true);
    }
  });
});
