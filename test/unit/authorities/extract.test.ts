import { afterAll, describe, expect, it } from 'vitest';
import { loadCitationParser, type ExtractedAuthority } from '../../../electron/pipeline/authorities/extract.js';
import { CITATIONS_50, DISTRACTORS } from './citations-50.js';

/**
 * Citation extraction with the Free Law Project's eyecite (TypeScript port) over fifty
 * citations of mixed forms. Recall: a citation counts as found when an extracted authority
 * overlaps it. Precision: extracted authorities that overlap no expected citation (over the
 * same sentences and the distractors) are false positives. The figures are printed for the
 * README; the thresholds hold what was measured, so a regression fails.
 */
describe('citation extraction (eyecite) on 50 mixed citations', () => {
  const rows: string[] = [];
  afterAll(() => console.log(`\ncitation extraction:\n  ${rows.join('\n  ')}`));

  it('recall and precision', async () => {
    const parse = await loadCitationParser();
    let found = 0;
    let extracted = 0;
    let falsePositives = 0;
    const byKind: Record<string, { n: number; found: number }> = {};
    const missed: string[] = [];
    for (const c of CITATIONS_50) {
      const at = c.sentence.indexOf(c.cite);
      expect(at, c.cite).toBeGreaterThanOrEqual(0);
      const got: ExtractedAuthority[] = parse(c.sentence);
      extracted += got.length;
      const hit = got.some((a) => a.span[0] < at + c.cite.length && a.span[1] > at);
      // Parallel cites and a second citation in one sentence are true citations, not false positives.
      falsePositives += got.filter((a) => !/\d|Id\.|supra/.test(c.sentence.slice(a.span[0], a.span[1]))).length;
      const k = (byKind[`${c.kind}/${c.form}`] ??= { n: 0, found: 0 });
      k.n++;
      if (hit) {
        found++;
        k.found++;
      } else missed.push(c.cite);
    }
    for (const d of DISTRACTORS) {
      const got = parse(d);
      extracted += got.length;
      falsePositives += got.length;
    }
    const recall = found / CITATIONS_50.length;
    const precision = (extracted - falsePositives) / extracted;
    rows.push(`recall ${found}/${CITATIONS_50.length} = ${(100 * recall).toFixed(0)}%`);
    rows.push(`precision ${extracted - falsePositives}/${extracted} = ${(100 * precision).toFixed(0)}% (distractors: contract sections, pages, amounts, dates, addresses)`);
    rows.push(`by kind/form: ${Object.entries(byKind).map(([k, v]) => `${k} ${v.found}/${v.n}`).join(', ')}`);
    rows.push(`missed: ${missed.join('; ') || 'none'}`);
    expect(CITATIONS_50).toHaveLength(50);
    expect(recall).toBeGreaterThanOrEqual(0.8);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  it('the kinds and forms a verified answer reports', async () => {
    const parse = await loadCitationParser();
    const t = 'See Varghese v. China Southern Airlines Co., 925 F.3d 1339, 1345 (11th Cir. 2019). Id. at 1346. Varghese, supra, at 1340. 925 F.3d at 1350. Claims under 42 U.S.C. § 1983 and 17 C.F.R. § 240.10b-5.';
    const got = parse(t);
    expect(got.map((a) => [a.kind, a.form])).toEqual([['case', 'full'], ['case', 'id'], ['case', 'supra'], ['case', 'short'], ['statute', 'full'], ['regulation', 'full']]);
    expect(got[0]).toMatchObject({ reporter: { volume: '925', reporter: 'F.3d', page: '1339' }, plaintiff: 'Varghese', defendant: 'China Southern Airlines Co.' });
    expect(t.slice(...got[0]!.span)).toBe('Varghese v. China Southern Airlines Co., 925 F.3d 1339, 1345 (11th Cir. 2019)');
    // short forms point back at their full citation
    expect(got.slice(1, 4).map((a) => a.antecedent)).toEqual([0, 0, 0]);
  });
});
