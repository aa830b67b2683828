import { existsSync } from 'node:fs';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { findNormalized, prepareHaystack } from '../../electron/pipeline/text/normalize.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { ALL_CUAD, cuadPdf, loadQa, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/**
 * Issue 12's clause-question benchmark: for each of the 30 CUAD dev contracts and a dozen
 * clause categories, a lawyer's question scoped to that contract (`--doc`), asked with
 * the offline defaults. An answer is right when a supported, responsive claim's bound
 * span overlaps the clause CUAD's lawyers labelled (their offsets index CUAD's own text,
 * so each labelled answer is located in our canonical text after normalisation).
 * Precision: right supported answers / all supported answers. Recall: right answers /
 * contracts with a labelled clause. Refusals: contracts with no such clause that got no
 * supported answer / all contracts with no such clause.
 */
export const CLAUSE_QUESTIONS: Readonly<Record<string, string>> = {
  'Governing Law': 'Which law governs this agreement?',
  'Expiration Date': 'When does the term of this agreement expire?',
  'Anti-Assignment': 'Can a party assign this agreement, or is consent required for assignment?',
  'Termination For Convenience': 'Can a party terminate this agreement for convenience, without cause?',
  'Cap On Liability': 'Is there a cap on liability under this agreement?',
  'Renewal Term': 'Does this agreement renew, and for what renewal term?',
  'Audit Rights': 'Does a party have the right to audit or inspect the books and records of the other?',
  Exclusivity: 'Is any appointment, license or right under this agreement exclusive?',
  'Non-Compete': 'Is a party restricted from competing?',
  'Change Of Control': 'What happens on a change of control of a party?',
  Insurance: 'Is a party required to maintain insurance?',
  'Minimum Commitment': 'Is there a minimum purchase or minimum commitment?',
};

const PRECISION = 0.95;
const RECALL = 0.7;
const REFUSALS = 0.95;

type Tally = { supported: number; right: number; labelled: number; found: number; unlabelled: number; refused: number; wrong: string[] };

export async function runClauseBenchmark(matter: Matter, docIds: ReadonlyMap<string, string>, log: (s: string) => void): Promise<Map<string, Tally>> {
  const deps = await configurePipeline({});
  const qa = loadQa();
  const tallies = new Map<string, Tally>();
  const hay = new Map<string, ReturnType<typeof prepareHaystack>>();
  for (const [cat, question] of Object.entries(CLAUSE_QUESTIONS)) {
    const t: Tally = { supported: 0, right: 0, labelled: 0, found: 0, unlabelled: 0, refused: 0, wrong: [] };
    for (const row of qa.filter((r) => r.category === cat)) {
      const doc = docIds.get(row.doc_id);
      if (!doc) continue;
      if (!hay.has(doc)) hay.set(doc, prepareHaystack((matter.db.prepare('SELECT text FROM documents WHERE id = ?').get(doc) as { text: string }).text));
      const labels = row.is_impossible ? [] : row.answers.flatMap((a) => findNormalized(hay.get(doc)!, a.text, { limit: 1 }));
      const r = await ask(matter, question, deps, { docs: [doc] });
      const green = r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value !== 'not_responsive');
      const overlaps = green.some((c) => c.evidence.some((e) => e.offsets && labels.some(([s, en]) => e.offsets![0] < en && s < e.offsets![1])));
      if (green.length > 0) t.supported++;
      if (row.is_impossible) {
        t.unlabelled++;
        if (green.length === 0) t.refused++;
        else t.wrong.push(`${row.doc_id} (no such clause): ${green[0]!.text.slice(0, 140)}`);
      } else {
        t.labelled++;
        if (overlaps) {
          t.right++;
          t.found++;
        } else if (green.length > 0) t.wrong.push(`${row.doc_id}: ${green[0]!.text.slice(0, 140)}`);
      }
    }
    log(`${cat}: ${t.right}/${t.supported} supported right, ${t.found}/${t.labelled} found, ${t.refused}/${t.unlabelled} refused`);
    tallies.set(cat, t);
  }
  return tallies;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export const clausesSection: Section = {
  name: 'clauses',
  title: 'Clause questions over the 30 CUAD dev contracts (issue 12): offline extractive + lexical, balanced',
  async run(ctx: BenchContext): Promise<SectionResult> {
    // PINCITE_BENCH_CUAD_MATTER reuses a matter that already holds the 30 contracts (titles cuad-dev-NN).
    const reuse = process.env.PINCITE_BENCH_CUAD_MATTER;
    const tmp = reuse && existsSync(reuse) ? null : tempDir('pincite-bench-clauses-');
    const matter = openMatter(reuse && !tmp ? reuse : tmp!.dir);
    try {
      if (tmp) {
        ctx.log('ingesting the 30 CUAD dev contracts…');
        const out = await ingest(matter, ALL_CUAD.map(cuadPdf));
        if (out.some((o) => o.status !== 'ok')) throw new Error('ingest failed');
      }
      const docIds = new Map((matter.db.prepare('SELECT id, title FROM documents').all() as Array<{ id: string; title: string }>).map((d) => [d.title, d.id]));
      const tallies = await runClauseBenchmark(matter, docIds, ctx.log);
      const rows: Row[] = [];
      const all: Tally = { supported: 0, right: 0, labelled: 0, found: 0, unlabelled: 0, refused: 0, wrong: [] };
      for (const [cat, t] of tallies) {
        rows.push({ metric: `${cat}: precision ${t.right}/${t.supported}, recall ${t.found}/${t.labelled}, refused ${t.refused}/${t.unlabelled}`, unit: 'precision', value: ratio(t.right, t.supported), reference: null, ratio: null, target: null });
        for (const k of ['supported', 'right', 'labelled', 'found', 'unlabelled', 'refused'] as const) all[k] += t[k];
        all.wrong.push(...t.wrong.map((w) => `[${cat}] ${w}`));
      }
      rows.push({ metric: `overall precision of supported answers (${all.right}/${all.supported})`, unit: 'share', value: ratio(all.right, all.supported), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: PRECISION } });
      rows.push({ metric: `overall recall (${all.found}/${all.labelled})`, unit: 'share', value: ratio(all.found, all.labelled), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: RECALL } });
      rows.push({ metric: `refusals where no such clause (${all.refused}/${all.unlabelled})`, unit: 'share', value: ratio(all.refused, all.unlabelled), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: REFUSALS } });
      return { rows, details: { perCategory: Object.fromEntries(tallies), wrong: all.wrong } };
    } finally {
      matter.close();
      tmp?.cleanup();
    }
  },
};
