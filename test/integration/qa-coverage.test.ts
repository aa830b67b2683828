import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNormalized, normalizedEqualAt, prepareHaystack, type PreparedHaystack } from '../../electron/pipeline/text/normalize.js';
import { getDocumentText } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { ALL_CUAD, cuadPdf, loadQa, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * The proof that extraction + normalisation can bind what lawyers actually quote: every
 * answer text CUAD's annotators labelled (taken from CUAD's own text rendering, not from
 * our extraction) is looked up in our canonical text of its PDF.
 */
describe('CUAD answers are found in the extracted text after normalisation', () => {
  const tmp = tempDir();
  let matter: Matter;
  const sources = new Map<string, PreparedHaystack>();

  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const outcomes = await ingest(matter, ALL_CUAD.map(cuadPdf));
    expect(outcomes.filter((o) => o.status !== 'ok')).toEqual([]);
    outcomes.forEach((o, i) => sources.set(`cuad-dev-${String(i).padStart(2, '0')}`, prepareHaystack(getDocumentText(matter.db, o.id!)!)));
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('finds at least 95% of the labelled answers, each at offsets that normalise back to it', () => {
    const answers = loadQa()
      .filter((r) => !r.is_impossible)
      .flatMap((r) => r.answers.map((a) => ({ doc: r.doc_id, category: r.category, text: a.text })));
    let exact = 0;
    let normalized = 0;
    const misses: string[] = [];
    for (const a of answers) {
      const source = sources.get(a.doc)!;
      if (source.source.includes(a.text)) exact++;
      const [hit] = findNormalized(source, a.text, { limit: 1 });
      if (!hit) {
        misses.push(`${a.doc} [${a.category}] ${JSON.stringify(a.text.length > 160 ? `${a.text.slice(0, 160)}…` : a.text)}`);
        continue;
      }
      normalized++;
      expect(normalizedEqualAt(source.source, hit, a.text)).toBe(true);
    }
    const pct = (n: number) => ((100 * n) / answers.length).toFixed(2);
    console.log(
      `QA coverage: ${normalized}/${answers.length} answers (${pct(normalized)}%) found after normalisation; ${exact} (${pct(exact)}%) verbatim.\n` +
        `Misses:\n  ${misses.join('\n  ')}`,
    );
    expect(answers.length).toBeGreaterThan(900);
    expect(normalized / answers.length).toBeGreaterThanOrEqual(0.95);
  });
});
