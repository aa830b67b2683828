import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../electron/cli.js';
import { ask, scopedRetrieval } from '../../electron/pipeline/ask/ask.js';
import { questionScope } from '../../electron/pipeline/ask/scope.js';
import { getAnchor } from '../../electron/store/anchors.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { prepareHaystack } from '../../electron/pipeline/text/normalize.js';
import { addReadings, describeReadings, emptyReadingTally, loadAdjudications, readerPrecision, tallyReading, type ReadingTally } from './adjudication.js';
import { labelSpan } from './label-spans.js';
import { cachedMatterDir } from './matter-cache.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { ALL_CUAD, CORPUS, corpusPath, cuadPdf, loadQa, tempDir, type QaRow } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import type { BenchContext, BenchSplit, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/**
 * Issue 12's clause-question benchmark: for each of the 30 CUAD dev contracts and a dozen
 * clause categories, a lawyer's question scoped to that contract (`--doc`), asked with
 * the offline defaults. An answer is right when a supported, responsive (not partial) claim's bound
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
  // CUAD's lawyers label exclusions of damages as well as caps: the question that both answer (README, "Session 14").
  'Cap On Liability': "Does this agreement limit or exclude a party's liability?",
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

/**
 * Why a labelled clause was not found: never among the passages sent to the generator (retrieval), sent and refused
 * (the generator or the gate), or sent while another clause got the green answer.
 */
type MissKinds = { notRetrieved: number; retrievedRefused: number; retrievedOtherAnswered: number };
type Tally = { supported: number; right: number; labelled: number; found: number; unlabelled: number; refused: number; wrong: string[]; missed: string[]; unscored: string[]; misses: MissKinds; read: ReadingTally };
const emptyTally = (): Tally => ({ supported: 0, right: 0, labelled: 0, found: 0, unlabelled: 0, refused: 0, wrong: [], missed: [], unscored: [], misses: { notRetrieved: 0, retrievedRefused: 0, retrievedOtherAnswered: 0 }, read: emptyReadingTally() });

export async function runClauseBenchmark(matter: Matter, docIds: ReadonlyMap<string, string>, log: (s: string) => void, qa: readonly QaRow[] = loadQa()): Promise<Map<string, Tally>> {
  const deps = await configurePipeline({});
  // PINCITE_BENCH_CLAUSES_DUMP=FILE: every case (claims, labels) as JSON lines, for reading the misses.
  const dump = process.env.PINCITE_BENCH_CLAUSES_DUMP;
  if (dump) writeFileSync(dump, '');
  const tallies = new Map<string, Tally>();
  const readings = loadAdjudications();
  const hay = new Map<string, ReturnType<typeof prepareHaystack>>();
  for (const [cat, question] of Object.entries(CLAUSE_QUESTIONS)) {
    const t = emptyTally();
    for (const row of qa.filter((r) => r.category === cat)) {
      const doc = docIds.get(row.doc_id);
      if (!doc) continue;
      if (!hay.has(doc)) hay.set(doc, prepareHaystack((matter.db.prepare('SELECT text FROM documents WHERE id = ?').get(doc) as { text: string }).text));
      const labels = row.is_impossible ? [] : row.answers.flatMap((a) => { const at = labelSpan(hay.get(doc)!, a.text); return at ? [at] : []; });
      const r = await ask(matter, question, deps, { docs: [doc] });
      // Whether a passage overlaps a labelled clause.
      const inLabel = (anchor: string) => { const a = getAnchor(matter.db, anchor); return a !== null && labels.some(([s, en]) => a.char_start < en && s < a.char_end); };
      // Green = presented as the answer: supported and responsive (a partial claim is about the subject, not the answer).
      const green = r.claims.filter((c) => c.state === 'supported' && (c.responsiveness === undefined || c.responsiveness.value === 'responsive'));
      const overlaps = green.some((c) => c.evidence.some((e) => e.offsets && labels.some(([s, en]) => e.offsets![0] < en && s < e.offsets![1])));
      if (dump) appendFileSync(dump, `${JSON.stringify({ cat, doc: row.doc_id, impossible: row.is_impossible, located: labels.length > 0, right: overlaps, label: row.answers.map((a) => a.text), claims: r.claims.map((c) => ({ state: c.state, reasons: c.reasons, carveOuts: c.carveOuts?.map((x) => x.phrase), resp: c.responsiveness?.value, detail: c.responsiveness?.detail, text: c.text, about: c.about })), status: r.status, reason: r.insufficient?.reason, firstTried: r.insufficient?.tried[0]?.quote, firstTriedRight: r.insufficient?.tried[0] ? inLabel(r.insufficient.tried[0].anchor) : undefined })}\n`);
      if (!row.is_impossible && labels.length === 0) {
        // A clause the lawyers labelled that is nowhere in our text cannot score an answer right or wrong.
        t.unscored.push(`${row.doc_id}: ${row.answers[0]?.text.slice(0, 140) ?? ''}`);
        continue;
      }
      if (green.length > 0) {
        t.supported++;
        tallyReading(t.read, readings, cat, row.doc_id, green.map((c) => c.text), overlaps);
      }
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
        if (!overlaps) {
          t.missed.push(`${row.doc_id}: ${row.answers[0]?.text.slice(0, 140) ?? ''}`);
          // The same retrieval ask ran (deterministic): was the labelled clause among the passages it sent?
          const sent = (await scopedRetrieval(matter, question, questionScope(matter.db, question, [doc]), deps)).record.hits.filter((h) => h.sent);
          const reached = sent.some((h) => inLabel(h.anchor));
          if (!reached) t.misses.notRetrieved++;
          else if (green.length > 0) t.misses.retrievedOtherAnswered++;
          else t.misses.retrievedRefused++;
        }
      }
    }
    log(`${cat}: ${t.right}/${t.supported} supported right, ${t.found}/${t.labelled} found, ${t.refused}/${t.unlabelled} refused${t.unscored.length ? `, ${t.unscored.length} label(s) not in our text` : ''}; misses: ${t.misses.notRetrieved} not retrieved, ${t.misses.retrievedRefused} retrieved and refused, ${t.misses.retrievedOtherAnswered} retrieved beside another answer`);
    tallies.set(cat, t);
  }
  return tallies;
}

/**
 * The first N contracts of cuad-scale (by name), ingested once into a matter kept under
 * .bench/matters (keyed by schema version, chunker and N). With `--split`, one half of them: the tune
 * half (even positions) may be read to write rules, the held-out half (odd positions) only
 * measured, so that what was learnt is checked on contracts nobody read (README, "Clause-question
 * benchmark").
 */
export async function cachedMatter(set: 'cuad' | 'cuad-scale', n: number, log: (s: string) => void, split?: BenchSplit): Promise<{ dir: string; qa: QaRow[] }> {
  const names = readdirSync(join(CORPUS, set, 'pdf')).filter((f) => f.endsWith('.pdf')).sort().slice(0, n);
  if (names.length < n) throw new Error(`--files ${n}: ${set} holds ${names.length} PDFs`);
  const dir = cachedMatterDir(`${set}-${n}`);
  if (!existsSync(join(dir, 'ready'))) {
    mkdirSync(dir, { recursive: true });
    log(`ingesting ${n} ${set} contracts into ${dir} (once; kept for later runs)`);
    let out = '';
    const code = await main(['ingest', '--matter', dir, '--json', '--ocr', 'off', ...names.map((f) => join(CORPUS, set, 'pdf', f))], { out: (s) => (out += s), err: () => undefined });
    if (code !== 0 && code !== 2) throw new Error(`held-out ingest failed (exit ${code}): ${out.slice(0, 2000)}`);
    mkdirSync(join(dir, 'ready'));
  }
  // The split only chooses which questions are asked: the matter holds all N, so both halves
  // reuse the one ingest. Even positions (by name) tune the rules, odd ones are held out; the
  // tune half's own halves (positions 0, 4, 8… and 2, 6, 10…) validate a model trained on the other.
  const kept = names.filter((_, i) => inSplit(i, split));
  const ids = new Set(kept.map((f) => f.replace(/\.pdf$/, '')));
  const qa = readFileSync(corpusPath(set, 'qa.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as QaRow)
    .filter((r) => ids.has(r.doc_id));
  return { dir, qa };
}

/** Whether the contract at position `i` (by name) of the N is in `split`. */
export function inSplit(i: number, split: BenchSplit | undefined): boolean {
  switch (split) {
    case undefined:
      return true;
    case 'tune':
      return i % 2 === 0;
    case 'heldout':
      return i % 2 === 1;
    case 'tune-a':
      return i % 4 === 0;
    case 'tune-b':
      return i % 4 === 2;
  }
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export const clausesSection: Section = {
  name: 'clauses',
  title: 'Clause questions over the 30 CUAD dev contracts, or with --files N the first N cuad-scale contracts (--split tune|heldout: one half of them) (issue 12): offline extractive + lexical, balanced',
  async run(ctx: BenchContext): Promise<SectionResult> {
    // PINCITE_BENCH_CUAD_MATTER reuses a matter that already holds the 30 contracts (titles cuad-dev-NN).
    // `--files N`: the held-out set instead (the first N of the 438 cuad-scale contracts).
    // Without it, the 30 dev contracts, ingested once into .bench/matters (or PINCITE_BENCH_CUAD_MATTER).
    // `--split tune|heldout` (with --files): one half of those N, the other left unread.
    if (ctx.split && ctx.files.length === 0) throw new Error('--split divides the cuad-scale contracts: give --files N too');
    const heldOut = ctx.files.length > 0 ? await cachedMatter('cuad-scale', ctx.files[0]!, ctx.log, ctx.split) : process.env.PINCITE_BENCH_CUAD_MATTER ? null : await cachedMatter('cuad', ALL_CUAD.length, ctx.log);
    const reuse = heldOut?.dir ?? process.env.PINCITE_BENCH_CUAD_MATTER;
    const tmp = reuse && existsSync(reuse) ? null : tempDir('pincite-bench-clauses-');
    const matter = openMatter(reuse && !tmp ? reuse : tmp!.dir);
    try {
      if (tmp) {
        ctx.log('ingesting the 30 CUAD dev contracts…');
        const out = await ingest(matter, ALL_CUAD.map(cuadPdf));
        if (out.some((o) => o.status !== 'ok')) throw new Error('ingest failed');
      }
      const docIds = new Map((matter.db.prepare('SELECT id, title FROM documents').all() as Array<{ id: string; title: string }>).map((d) => [d.title, d.id]));
      const tallies = await runClauseBenchmark(matter, docIds, ctx.log, heldOut?.qa);
      const rows: Row[] = [];
      const all = emptyTally();
      for (const [cat, t] of tallies) {
        rows.push({ metric: `${cat}: precision ${t.right}/${t.supported}, recall ${t.found}/${t.labelled}, refused ${t.refused}/${t.unlabelled}`, unit: 'precision', value: ratio(t.right, t.supported), reference: null, ratio: null, target: null });
        for (const k of ['supported', 'right', 'labelled', 'found', 'unlabelled', 'refused'] as const) all[k] += t[k];
        for (const k of ['notRetrieved', 'retrievedRefused', 'retrievedOtherAnswered'] as const) all.misses[k] += t.misses[k];
        all.wrong.push(...t.wrong.map((w) => `[${cat}] ${w}`));
        addReadings(all.read, t.read);
      }
      rows.push({ metric: `overall precision of supported answers (${all.right}/${all.supported})`, unit: 'share', value: ratio(all.right, all.supported), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: PRECISION } });
      rows.push({ metric: `overall recall (${all.found}/${all.labelled})`, unit: 'share', value: ratio(all.found, all.labelled), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: RECALL } });
      rows.push({ metric: `refusals where no such clause (${all.refused}/${all.unlabelled})`, unit: 'share', value: ratio(all.refused, all.unlabelled), reference: null, ratio: null, target: { on: 'value', op: '>=', bound: REFUSALS } });
      // Beside the target, never instead of it: what a blind reader said of the answers still given word for word.
      const reader = readerPrecision(all.read, all.right, all.supported);
      if (reader !== null) rows.push({ metric: `${describeReadings(all.read)}; precision as the reader counts it`, unit: 'share', value: reader, reference: null, ratio: null, target: null });
      const m = all.misses;
      rows.push({ metric: `labelled clauses missed: never retrieved ${m.notRetrieved}, retrieved and refused ${m.retrievedRefused}, retrieved beside another answer ${m.retrievedOtherAnswered}`, unit: 'share retrieved', value: ratio(m.retrievedRefused + m.retrievedOtherAnswered, m.notRetrieved + m.retrievedRefused + m.retrievedOtherAnswered), reference: null, ratio: null, target: null });
      return { rows, details: { perCategory: Object.fromEntries(tallies), wrong: all.wrong } };
    } finally {
      matter.close();
      tmp?.cleanup();
    }
  },
};
