/**
 * What a contract without the clause would be answered with, read from contracts that have it: for each contract of a
 * tune split and each clause category it has, the lawyers' labelled clause is masked (blanked, offsets kept) in the
 * passages retrieved for the category's question, and the offline generator is asked again. Whatever it answers then is
 * a false friend (or another, unlabelled statement of the clause) — the kind of answer a contract with no such clause gets,
 * which the benchmark scores wrong. The tune half yields hundreds of these without reading the held-out half.
 *
 *   npm run ablate:clauses -- --split tune-a [--mask clause|section] [--dump FILE]
 *
 * `--mask section` blanks the whole innermost section around each labelled clause (one of at most MAX_SECTION characters;
 * a longer one, or none, leaves the clause alone masked): its siblings go too — the certificate beside an insurance duty,
 * the second sentence of an assignment clause — which a contract without the clause would not have either, so what is
 * answered then is a false friend from elsewhere in the contract.
 *
 * Run it with the model the other fold trained (`npm run train:clauses -- --fold b` for tune-a), as the fold benchmark
 * is, and retrain without `--fold` after. Prints the answers per category; `--dump` writes each case as a JSON line.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { scopedRetrieval, withDocumentContext } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { questionScope } from '../../electron/pipeline/ask/scope.js';
import { requireGrounded } from '../../electron/pipeline/retrieval/grounded.js';
import { sectionMapFor } from '../../electron/pipeline/ingest/section-map.js';
import { prepareHaystack } from '../../electron/pipeline/text/normalize.js';
import type { Section } from '../../electron/pipeline/text/sections.js';
import { getAnchor } from '../../electron/store/anchors.js';
import { openMatter } from '../../electron/store/open.js';
import { cachedMatter, CLAUSE_QUESTIONS } from './clauses.js';
import { labelSpan } from './label-spans.js';
import { BENCH_SPLITS, type BenchSplit } from './section.js';

/** The generator's output, only as far as this tool reads it (the full contract is shared/model-output). */
const AnswerHead = z.object({ kind: z.string(), claims: z.array(z.object({ text: z.string() })).optional() });

/** `text` with every character of `spans` (absolute offsets) inside [start, end) blanked; whitespace and length kept. */
export function masked(text: string, start: number, spans: ReadonlyArray<readonly [number, number]>): string {
  let out = text;
  for (const [s, e] of spans) {
    const from = Math.max(s, start) - start;
    const to = Math.min(e, start + text.length) - start;
    if (from < to) out = out.slice(0, from) + out.slice(from, to).replace(/\S/g, ' ') + out.slice(to);
  }
  return out;
}

/** A section longer than this is a whole article, not the clause's own: masking it would take unrelated clauses away. */
export const MAX_SECTION = 6000;

/**
 * Each span widened to the innermost section containing its start, when that section is at most `maxChars` long and
 * contains the whole span; otherwise the span as it is.
 */
export function sectionSpans(spans: ReadonlyArray<readonly [number, number]>, sectionAt: (offset: number) => Pick<Section, 'start' | 'end'> | null, maxChars = MAX_SECTION): Array<[number, number]> {
  return spans.map(([s, e]) => {
    const sec = sectionAt(s);
    return sec && sec.end - sec.start <= maxChars && sec.start <= s && e <= sec.end ? [sec.start, sec.end] : [s, e];
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { split: { type: 'string' }, dump: { type: 'string' }, mask: { type: 'string', default: 'clause' } } });
  if (values.mask !== 'clause' && values.mask !== 'section') throw new Error('--mask clause|section');
  const split = values.split as BenchSplit | undefined;
  if (!split || !BENCH_SPLITS.includes(split) || split === 'heldout') throw new Error(`--split ${BENCH_SPLITS.filter((s) => s !== 'heldout').join('|')} (never the held-out half)`);
  const { dir, qa } = await cachedMatter('cuad-scale', 438, (s) => process.stderr.write(`${s}\n`), split);
  const matter = openMatter(dir);
  try {
    const deps = await configurePipeline({});
    const docs = new Map((matter.db.prepare('SELECT id, title, text FROM documents').all() as Array<{ id: string; title: string; text: string }>).map((d) => [d.title, d]));
    if (values.dump) writeFileSync(values.dump, '');
    const counts: Array<{ category: string; cases: number; answered: number }> = [];
    for (const [category, question] of Object.entries(CLAUSE_QUESTIONS)) {
      const tally = { category, cases: 0, answered: 0 };
      for (const row of qa.filter((r) => r.category === category && !r.is_impossible)) {
        const doc = docs.get(row.doc_id);
        if (!doc) continue;
        const hay = prepareHaystack(doc.text);
        const spans = row.answers.flatMap((a) => {
          const at = labelSpan(hay, a.text);
          return at ? [at] : [];
        });
        if (spans.length === 0) continue;
        const map = values.mask === 'section' ? sectionMapFor(matter.db, doc.id) : null;
        const blanked = map ? sectionSpans(spans, (o) => map.sectionAt(o)) : spans;
        tally.cases++;
        const retrieval = await scopedRetrieval(matter, question, questionScope(matter.db, question, [doc.id]), deps);
        const anchors = withDocumentContext(matter, requireGrounded(retrieval.evidence)).map((a) => ({ ...a, text: masked(a.text, getAnchor(matter.db, a.anchor)!.char_start, blanked) }));
        const gen = await deps.generator.generate({ question, anchors, scope: { mode: 'single', documents: [{ doc: doc.id, title: doc.title }], nameWords: [] } });
        const head = AnswerHead.parse(JSON.parse(gen.raw));
        const claim = head.kind === 'answer' ? (head.claims?.[0]?.text ?? null) : null;
        if (claim !== null) tally.answered++;
        if (values.dump) appendFileSync(values.dump, `${JSON.stringify({ category, doc: row.doc_id, claim })}\n`);
      }
      counts.push(tally);
    }
    for (const c of counts) process.stdout.write(`${c.category}: ${c.answered} of ${c.cases} answered with the clause masked\n`);
    process.stdout.write(`all: ${counts.reduce((n, c) => n + c.answered, 0)} of ${counts.reduce((n, c) => n + c.cases, 0)}\n`);
  } finally {
    matter.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
