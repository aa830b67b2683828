/**
 * Trains the clause model (electron/pipeline/text/clause-model.ts) from the lawyers' labels of the tune half of
 * cuad-scale — never the held-out half, never the 30 dev contracts, which stay for measuring it — and writes
 * electron/pipeline/text/clause-model.json. Deterministic: the same corpus gives the same file.
 *
 *   npm run train:clauses            (ingests the 438 cuad-scale contracts once, as the clause bench does)
 *   npm run train:clauses -- --fold a   (trains on the tune half's `tune-a` contracts only, to be validated by
 *                                        `npm run bench -- clauses --files 438 --split tune-b`; then retrain without it)
 *
 * Each tune contract's sentences are read as the generator reads them (anchor by anchor, with the section heading).
 * A category's examples are the sentences the lexicon reads as its concept — the candidates the model will be asked
 * about — and those inside a clause the lawyers labelled; positive when inside one. Each category's threshold is set on
 * out-of-fold scores (two folds by contract): the score that keeps 90% of the labelled clauses the lexicon reads (a
 * clause counts by its best sentence: a claim quotes one), so the model refuses only what it is confident is not the
 * clause. Its sure bar is set on the same scores: where a candidate first lies in a labelled clause one time in three.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withDocumentContext } from '../../electron/pipeline/ask/ask.js';
import { sectionOf } from '../../electron/pipeline/generation/extractive.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { openMatter } from '../../electron/store/open.js';
import { clauseFeatures } from '../../electron/pipeline/text/clause-features.js';
import { CLAUSE_MODEL_CONCEPTS, ClauseModelSchema, lengthScale, type ClauseModel } from '../../electron/pipeline/text/clause-model.js';
import { phrasedConcepts } from '../../electron/pipeline/text/legal-lexicon.js';
import { prepareHaystack } from '../../electron/pipeline/text/normalize.js';
import { splitSentences } from '../../electron/pipeline/text/sentences.js';
import { cachedMatter } from './clauses.js';
import { labelSpan } from './label-spans.js';
import { isotonicSteps, scoreReaching } from './isotonic.js';
import type { BenchSplit } from './section.js';

/** `labels`: the categories whose labelled clause the sentence lies in, each with that clause's key. */
type Example = { doc: string; features: string[]; labels: Map<string, string>; concepts: Set<string> };

const OUT = join(import.meta.dirname, '..', '..', 'electron', 'pipeline', 'text', 'clause-model.json');
const MIN_COUNT = 3;
const EPOCHS = 8;
const RATE = 0.3;
const L2 = 1e-4;
const KEEP_WEIGHT = 0.05;
const KEEP_POSITIVES = 0.9;
/**
 * How often a candidate scored at a category's sure bar must lie in a labelled clause, out of fold. One in three: chosen on
 * the tune half's two folds (fold models retrained, session 54) against one bar for all categories (0.35, session 53:
 * 840/863 = 97.3% at recall 70.4%): 0.30 gave 845/868 (97.4%, 70.8%), 0.32 840/861 (97.6%, 70.4%), 0.33 834/849 (98.2%,
 * 69.9%), 0.34 830/845 (98.2%, 69.6%), 0.35 827/842 (98.2%, 69.3%) — the rate from which the wrong answers stop falling.
 */
const SURE_RATE = 0.33;

function examples(log: (s: string) => void, split: BenchSplit): Promise<Example[]> {
  return cachedMatter('cuad-scale', 438, log, split).then(({ dir, qa }) => {
    const matter = openMatter(dir);
    try {
      const docs = new Map((matter.db.prepare('SELECT id, title, text FROM documents').all() as Array<{ id: string; title: string; text: string }>).map((d) => [d.title, d]));
      const out: Example[] = [];
      for (const title of [...new Set(qa.map((r) => r.doc_id))].sort()) {
        const doc = docs.get(title);
        if (!doc) continue;
        const hay = prepareHaystack(doc.text);
        const spans = new Map<string, Array<[number, number]>>();
        for (const r of qa) {
          if (r.doc_id !== title || r.is_impossible) continue;
          for (const [concept, category] of Object.entries(CLAUSE_MODEL_CONCEPTS)) {
            if (category !== r.category) continue;
            for (const a of r.answers) {
              const at = labelSpan(hay, a.text);
              if (at) spans.set(concept, [...(spans.get(concept) ?? []), at]);
            }
          }
        }
        const listed = listAnchors(matter.db, doc.id);
        const anchors = withDocumentContext(
          matter,
          listed.map((r) => ({ anchor: r.id, doc: doc.id, title, pages: [r.page_start, r.page_end] as [number, number], text: r.text })),
        );
        const rows = new Map(listed.map((r) => [r.id, r]));
        const seen = new Set<string>();
        for (const a of anchors) {
          const base = rows.get(a.anchor)!.char_start;
          for (const s of splitSentences(a.text)) {
            const [from, to] = [base + s.start, base + s.end];
            if (seen.has(`${from}:${to}`)) continue;
            seen.add(`${from}:${to}`);
            const labels = new Map<string, string>();
            for (const [concept, list] of spans) {
              const hit = list.find(([ls, le]) => Math.min(to, le) - Math.max(from, ls) >= 0.5 * Math.min(to - from, le - ls));
              if (hit) labels.set(concept, `${title}:${hit[0]}`);
            }
            out.push({ doc: title, features: clauseFeatures(s.text, sectionOf(a, s.start)?.heading ?? null), labels, concepts: phrasedConcepts(s.text) });
          }
        }
      }
      return out;
    } finally {
      matter.close();
    }
  });
}

/** A seeded shuffle (mulberry32), so that training is deterministic. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  let t = seed >>> 0;
  const next = () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Logistic regression by AdaGrad with L2, over the vocabulary's features, each worth 1/√n of an n-feature sentence. */
function train(data: readonly Example[], concept: string, vocab: ReadonlySet<string>): { bias: number; weights: Map<string, number> } {
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let b2 = 1e-8;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const ex of shuffled(data, 17 + epoch)) {
      const fs = ex.features.filter((f) => vocab.has(f));
      // Each feature's value, as the app scores it (clause-model.ts): 1/√n of the sentence's features, in vocabulary or not.
      const x = lengthScale(ex.features.length);
      const z = bias + x * fs.reduce((n, f) => n + (w.get(f) ?? 0), 0);
      const err = 1 / (1 + Math.exp(-z)) - (ex.labels.has(concept) ? 1 : 0);
      for (const f of fs) {
        const wf = w.get(f) ?? 0;
        const g = err * x + L2 * wf;
        const acc = (g2.get(f) ?? 1e-8) + g * g;
        g2.set(f, acc);
        w.set(f, wf - (RATE * g) / Math.sqrt(acc));
      }
      b2 += err * err;
      bias -= (RATE * err) / Math.sqrt(b2);
    }
  }
  return { bias, weights: w };
}

const score = (m: { bias: number; weights: ReadonlyMap<string, number> }, fs: readonly string[]) => 1 / (1 + Math.exp(-(m.bias + lengthScale(fs.length) * fs.reduce((n, f) => n + (m.weights.get(f) ?? 0), 0))));

function vocabulary(data: readonly Example[]): Set<string> {
  const count = new Map<string, number>();
  for (const ex of data) for (const f of ex.features) count.set(f, (count.get(f) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= MIN_COUNT).map(([f]) => f));
}

async function main() {
  const log = (s: string) => process.stderr.write(`${s}\n`);
  const { values } = parseArgs({ options: { fold: { type: 'string' } } });
  if (values.fold !== undefined && values.fold !== 'a' && values.fold !== 'b') throw new Error('--fold takes a or b');
  const split: BenchSplit = values.fold ? `tune-${values.fold}` : 'tune';
  if (values.fold) log(`training on ${split} only: validate on the other fold, then retrain without --fold before committing`);
  const data = await examples(log, split);
  const docs = [...new Set(data.map((e) => e.doc))].sort();
  log(`${data.length} sentences from ${docs.length} tune contracts`);
  const fold = new Map(docs.map((d, i) => [d, i % 2]));
  const model: ClauseModel = {
    version: 3,
    features: 'clause-features@1',
    trainedOn: `cuad-scale ${split === 'tune' ? 'tune half' : split}: ${docs.length} contracts, ${data.length} sentences (test/bench/train-clause-model.ts)`,
    categories: {},
  };
  for (const [concept, category] of Object.entries(CLAUSE_MODEL_CONCEPTS)) {
    // The model only ever scores sentences the lexicon reads as the concept: it learns the clause from its false
    // friends among those (and from the labelled sentences the lexicon misses, which teach it the clause's words).
    const pool = data.filter((e) => e.concepts.has(concept) || e.labels.has(concept));
    const vocab = vocabulary(pool);
    // Out of fold: each half scored by a model trained on the other.
    const oof: Array<{ p: number; clause: string | undefined; candidate: boolean }> = [];
    for (const k of [0, 1]) {
      const m = train(pool.filter((e) => fold.get(e.doc) !== k), concept, vocab);
      for (const e of pool.filter((x) => fold.get(x.doc) === k)) oof.push({ p: score(m, e.features), clause: e.labels.get(concept), candidate: e.concepts.has(concept) });
    }
    // A clause is kept when its best candidate sentence is: a claim quotes one sentence of it.
    const best = new Map<string, number>();
    for (const o of oof) if (o.clause && o.candidate) best.set(o.clause, Math.max(best.get(o.clause) ?? 0, o.p));
    const pos = [...best.values()].sort((a, b) => b - a);
    const threshold = pos[Math.min(pos.length - 1, Math.floor(pos.length * KEEP_POSITIVES))] ?? 0.5;
    const cands = oof.filter((o) => o.candidate && !o.clause);
    const refused = cands.filter((o) => o.p < threshold).length;
    // The bar the model alone must clear to vouch for a candidate as the answer: the score from which, out of fold, a
    // candidate sentence lies in a labelled clause one time in three (isotonic fit, so the rate only rises with the score).
    const sure = scoreReaching(isotonicSteps(oof.filter((o) => o.candidate).map((o) => ({ score: o.p, positive: o.clause !== undefined }))), SURE_RATE, 1);
    const final = train(pool, concept, vocab);
    const weights = Object.fromEntries([...final.weights].filter(([, v]) => Math.abs(v) >= KEEP_WEIGHT).sort(([a], [b]) => (a < b ? -1 : 1)).map(([f, v]) => [f, Math.round(v * 1e3) / 1e3]));
    model.categories[concept] = { category, bias: Math.round(final.bias * 1e3) / 1e3, threshold: Math.round(threshold * 1e3) / 1e3, sure: Math.round(sure * 1e3) / 1e3, weights };
    log(`${category}: ${pos.length} labelled clauses the lexicon reads; threshold ${threshold.toFixed(3)} keeps ${Math.round(KEEP_POSITIVES * 100)}% of them out of fold and refuses ${refused}/${cands.length} sentences the lexicon reads as ${concept} that are not the clause; sure from ${sure.toFixed(3)}; ${Object.keys(weights).length} weights`);
  }
  writeFileSync(OUT, `${JSON.stringify(ClauseModelSchema.parse(model))}\n`);
  log(`wrote ${OUT} (${readFileSync(OUT).length} bytes)`);
}

await main();
