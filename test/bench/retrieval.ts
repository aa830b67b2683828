import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { bindCitation, type BindSource } from '../../electron/pipeline/verification/bind.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { runRetriever } from '../../electron/pipeline/retrieval/embed/hybrid.js';
import { resolveRetriever } from '../../electron/pipeline/retrieval/embed/registry.js';
import { buildMatchQuery, search } from '../../electron/pipeline/retrieval/search.js';
import { getDocumentSource, listDocumentIds } from '../../electron/store/documents.js';
import { openMatter, type Db, type Matter } from '../../electron/store/open.js';
import { getPolicy } from '../../shared/policies.js';
import { CORPUS, loadQa, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { fakeEmbedding } from '../helpers/wire/embeddings.js';
import { startOllamaServer } from '../helpers/wire/ollama.js';
import { currentLoad, median, percentile } from './machine.js';
import { popplerPages } from './poppler.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/** Issue M2's targets. */
const SEARCH_P95_MS_AT_100K = 20;
const BIND_10K_MS = 1000;
const ASK_P95_MS = 300;
const SYNTH_ANCHORS = 100_000;
const ASK_MIN_PAGES = 500;
const CITATIONS = 10_000;
const PASSES = 5;

const time = (fn: () => unknown): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};

/**
 * Wall and CPU milliseconds of one call. The machines these run on are shared (2 cores,
 * often a load of 10 from other builds): wall time then measures the scheduler as much
 * as the code, while the process's CPU time is the work done. Both are reported; the
 * targets are checked on CPU time, and on wall time too when the machine is quiet.
 */
type Sample = { wall: number; cpu: number };
function sample(fn: () => unknown): Sample {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}
async function sampleAsync(fn: () => Promise<unknown>): Promise<Sample> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}
const walls = (xs: readonly Sample[]) => xs.map((x) => x.wall);
const cpus = (xs: readonly Sample[]) => xs.map((x) => x.cpu);

const count = (db: Db, table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** Search queries: the 41 CUAD clause categories as a lawyer would type them. */
function queries(): string[] {
  return [...new Set(loadQa().map((r) => r.category))].sort().map((c) => c.replace(/[-/]/g, ' ').toLowerCase());
}

/**
 * `search` against the plain way to do it: a bare FTS5 MATCH of every query word OR-ed,
 * ORDER BY rank, LIMIT 10 (statement prepared once, nothing joined).
 */
function measureSearch(db: Db, qs: readonly string[], passes: number): { ours: Sample[]; ref: Sample[] } {
  const raw = db.prepare('SELECT rowid FROM anchors_fts WHERE anchors_fts MATCH ? ORDER BY rank LIMIT 10');
  const ours: Sample[] = [];
  const ref: Sample[] = [];
  for (const q of qs) search(db, q, 10); // warm the page cache and the JIT
  for (let p = 0; p < passes; p++) {
    for (const q of qs) {
      const match = buildMatchQuery(q)!;
      ref.push(sample(() => raw.all(match)));
      ours.push(sample(() => search(db, q, 10)));
    }
  }
  return { ours, ref };
}

/**
 * 10k citations over the corpus: 90% verbatim sentences of anchors, 5% with their
 * whitespace and quotes restyled (normalized matches), 5% with a "not" inserted (no
 * exact or normalized match anywhere: the binder looks through every other document,
 * then tries fuzzy) — a realistic mix, not only the fast path.
 */
function citations(db: Db): Array<{ quote: string; anchor: { id: string; doc: string; start: number; end: number } }> {
  const anchors = db.prepare('SELECT id, doc_id AS doc, char_start AS start, char_end AS end, text FROM anchors ORDER BY rowid').all() as Array<{ id: string; doc: string; start: number; end: number; text: string }>;
  const out = [];
  for (let i = 0; i < CITATIONS; i++) {
    const a = anchors[(i * 7919) % anchors.length]!;
    const words = a.text.split(/(?<=\s)/);
    const from = Math.min((i % 4) * 3, Math.max(0, words.length - 14));
    let quote = words.slice(from, from + 14).join('').trim();
    if (i % 20 === 1) quote = quote.replace(/\s+/g, '  ').replace(/"/g, '“');
    if (i % 20 === 2) quote = quote.replace(/^(\S+)/, '$1 not');
    out.push({ quote, anchor: { id: a.id, doc: a.doc, start: a.start, end: a.end } });
  }
  return out;
}

/**
 * Binds the 10k citations twice in one process: the first pass also prepares each
 * source for normalised search (once per source and process), the second is the
 * steady state. Reference: a plain indexOf of each quote in its cited source.
 */
function measureBinding(db: Db): { cold: Sample; warm: Sample; ref: Sample; kinds: Record<string, number> } {
  const sources = new Map<string, BindSource>(listDocumentIds(db).map((id) => [id, getDocumentSource(db, id)!]));
  const all = [...sources.values()];
  const minFuzzyScore = getPolicy('balanced')!.minFuzzyScore;
  const cs = citations(db);
  const kinds: Record<string, number> = {};
  const ref = sample(() => {
    for (const c of cs) sources.get(c.anchor.doc)!.text.indexOf(c.quote);
  });
  const bindAll = (count: boolean) => () => {
    for (const c of cs) {
      const b = bindCitation({ quote: c.quote, anchor: c.anchor, source: sources.get(c.anchor.doc)!, others: () => all, normalizedFind: MATCHING.normalizedFind, minFuzzyScore });
      if (!count) continue;
      const k = b.match ?? b.reason ?? 'none';
      kinds[k] = (kinds[k] ?? 0) + 1;
    }
  };
  const cold = sample(bindAll(true));
  const warm = sample(bindAll(false));
  return { cold, warm, ref, kinds };
}

/** Copies every anchor (and its document row) under new ids in one transaction until the matter holds `target` anchors. */
export function replicate(db: Db, target: number): { copies: number; ms: number } {
  const base = count(db, 'anchors');
  const copies = Math.ceil(target / base) - 1;
  const docs = listDocumentIds(db);
  const ms = time(() =>
    db.transaction(() => {
      const insDoc = db.prepare(`INSERT INTO documents (id, sha256, text_sha256, title, category, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at)
        SELECT id || 'c' || @c, sha256 || 'c' || @c, text_sha256, title || ' (copy ' || @c || ')', category, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at FROM documents WHERE id = @doc`);
      const insAnchors = db.prepare(`INSERT INTO anchors (id, doc_id, ordinal, char_start, char_end, page_start, page_end, heading, text, legal_terms)
        SELECT doc_id || 'c' || @c || '-' || ordinal, doc_id || 'c' || @c, ordinal, char_start, char_end, page_start, page_end, heading, text, legal_terms FROM anchors WHERE doc_id = @doc`);
      for (let c = 1; c <= copies; c++) {
        for (const doc of docs) {
          insDoc.run({ c, doc });
          insAnchors.run({ c, doc });
        }
      }
    })(),
  );
  return { copies, ms };
}

/** The concatenation (qpdf) of the first CUAD contracts, at least `pages` long: extra pages for the ask matter. */
function concatenated(dir: string, pdfs: readonly string[], pages: number): string {
  const parts: string[] = [];
  let n = 0;
  for (const f of pdfs) {
    parts.push(f);
    n += popplerPages([f]);
    if (n >= pages) break;
  }
  const file = join(dir, 'cuad-bundle.pdf');
  execFileSync('qpdf', ['--empty', '--pages', ...parts, '--', file]);
  return file;
}

/**
 * M2: search at the corpus size and at ≥100k anchors (against the bare FTS5 query it
 * wraps), the hybrid retriever's overhead (against BM25 alone), binding 10k citations
 * (against a plain indexOf of each quote), and `ask` end to end — extractive generator,
 * lexical judge, trace written — on a matter of more than 500 pages (against its
 * retrieval alone).
 */
export const retrievalSection: Section = {
  name: 'retrieval',
  title: 'M2 retrieval, binding, ask',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const tmp = tempDir('pincite-bench-');
    const pdfDir = join(CORPUS, 'cuad', 'pdf');
    const pdfs = readdirSync(pdfDir).filter((n) => n.endsWith('.pdf')).sort().map((n) => join(pdfDir, n));
    let matter: Matter | null = openMatter(join(tmp.dir, 'matter'));
    const server = await startOllamaServer({ embed: fakeEmbedding });
    try {
      const db = matter.db;
      ctx.log(`retrieval: ingesting ${pdfs.length} CUAD PDFs`);
      const outcomes = await ingest(matter, pdfs);
      if (outcomes.some((o) => o.status !== 'ok')) throw new Error(`ingest failed: ${JSON.stringify(outcomes.filter((o) => o.status !== 'ok'))}`);
      const qs = queries();
      const passes = PASSES * ctx.repeat;
      const corpusAnchors = count(db, 'anchors');
      const load = currentLoad();
      // Wall-time targets count only when the machine is not shared with other work.
      const quiet = load.load1 <= availableParallelism() / 2;

      ctx.log(`retrieval: search over ${corpusAnchors} anchors, ${qs.length} queries × ${passes}`);
      const small = measureSearch(db, qs, passes);

      ctx.log('retrieval: hybrid (BM25 + embeddings from a local /api/embed server)');
      const hybrid = resolveRetriever('hybrid:ollama', { ollama: { host: server.url } });
      const firstEmbed = performance.now();
      await runRetriever(db, qs[0]!, 10, hybrid);
      const embedAllMs = performance.now() - firstEmbed;
      const hybridMs: Sample[] = [];
      const bm25Ms: Sample[] = [];
      for (let p = 0; p < passes; p++) {
        for (const q of qs) {
          hybridMs.push(await sampleAsync(() => runRetriever(db, q, 10, hybrid)));
          bm25Ms.push(sample(() => search(db, q, 10)));
        }
      }

      ctx.log(`retrieval: binding ${CITATIONS} citations`);
      const bind = [] as ReturnType<typeof measureBinding>[];
      for (let r = 0; r < ctx.repeat; r++) bind.push(measureBinding(db));
      const bindPick = (f: (b: ReturnType<typeof measureBinding>) => number) => median(bind.map(f));

      const basePages = popplerPages(pdfs);
      const extra = concatenated(tmp.dir, pdfs, ASK_MIN_PAGES - basePages + 1);
      const [more] = await ingest(matter, [extra]);
      if (more?.status !== 'ok') throw new Error(`ingest of ${extra} failed: ${more?.error?.message}`);
      const askPages = (db.prepare('SELECT sum(page_count) AS n FROM documents').get() as { n: number }).n;
      if (askPages < ASK_MIN_PAGES) throw new Error(`the ask matter has ${askPages} pages, fewer than ${ASK_MIN_PAGES}`);
      const askQuestions = qs.map((q) => `What does the agreement say about ${q}?`);
      ctx.log(`retrieval: ask × ${askQuestions.length * ctx.repeat} on a ${askPages}-page matter (${count(db, 'anchors')} anchors)`);
      const deps = await configurePipeline({});
      await ask(matter, askQuestions[0]!, deps); // warm-up
      const askMs: Sample[] = [];
      const askRefMs: Sample[] = [];
      const statuses: Record<string, number> = {};
      for (let r = 0; r < ctx.repeat; r++) {
        for (const q of askQuestions) {
          askMs.push(
            await sampleAsync(async () => {
              const res = await ask(matter!, q, deps);
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            }),
          );
          askRefMs.push(sample(() => search(db, q, 8)));
        }
      }

      ctx.log(`retrieval: synthesising ≥${SYNTH_ANCHORS} anchors (copying anchor rows under new document ids)`);
      const synth = replicate(db, SYNTH_ANCHORS);
      const bigAnchors = count(db, 'anchors');
      db.pragma('optimize');
      ctx.log(`retrieval: search over ${bigAnchors} anchors`);
      const big = measureSearch(db, qs, passes);

      const p95 = (xs: number[]) => percentile(xs, 95);
      const row = (metric: string, ours: number, ref: { value: number; label: string } | null, target: Row['target'] = null): Row => ({
        metric, unit: 'ms', value: ours, reference: ref, ratio: ref ? ref.value / ours : null, target,
      });
      const fts = 'bare FTS5 MATCH, all words OR-ed';
      const kinds = Object.entries(bind[0]!.kinds).map(([k, n]) => `${n} ${k}`).join(', ');
      const rows: Row[] = [
        row(`search p50, ${corpusAnchors} anchors (30 CUAD PDFs), wall`, median(walls(small.ours)), { value: median(walls(small.ref)), label: fts }),
        row(`search p95, ${corpusAnchors} anchors, wall`, p95(walls(small.ours)), { value: p95(walls(small.ref)), label: fts }),
        row(`search p50, ${bigAnchors} anchors, wall`, median(walls(big.ours)), { value: median(walls(big.ref)), label: fts }),
        row(`search p95, ${bigAnchors} anchors, wall`, p95(walls(big.ours)), { value: p95(walls(big.ref)), label: fts }, quiet ? { on: 'value', op: '<', bound: SEARCH_P95_MS_AT_100K } : null),
        row(`search p95, ${bigAnchors} anchors, CPU`, p95(cpus(big.ours)), { value: p95(cpus(big.ref)), label: fts }, { on: 'value', op: '<', bound: SEARCH_P95_MS_AT_100K }),
        row(`hybrid search p95, ${corpusAnchors} anchors (local /api/embed), wall`, p95(walls(hybridMs)), { value: p95(walls(bm25Ms)), label: 'BM25 alone' }),
        row(`hybrid: first question embeds ${corpusAnchors} anchors, wall`, embedAllMs, null),
        row(`bind ${CITATIONS} citations, first pass (prepares the sources), wall`, bindPick((b) => b.cold.wall), { value: bindPick((b) => b.ref.wall), label: 'indexOf of each quote' }),
        row(`bind ${CITATIONS} citations (${kinds}), wall`, bindPick((b) => b.warm.wall), { value: bindPick((b) => b.ref.wall), label: 'indexOf of each quote' }, quiet ? { on: 'value', op: '<', bound: BIND_10K_MS } : null),
        row(`bind ${CITATIONS} citations, CPU`, bindPick((b) => b.warm.cpu), { value: bindPick((b) => b.ref.cpu), label: 'indexOf of each quote' }, { on: 'value', op: '<', bound: BIND_10K_MS }),
        row(`ask p50, extractive + lexical, ${askPages}-page matter, wall`, median(walls(askMs)), { value: median(walls(askRefMs)), label: 'its retrieval alone' }),
        row(`ask p95 (${askMs.length} questions), wall`, p95(walls(askMs)), { value: p95(walls(askRefMs)), label: 'its retrieval alone' }, quiet ? { on: 'value', op: '<', bound: ASK_P95_MS } : null),
        row(`ask p95, CPU`, p95(cpus(askMs)), { value: p95(cpus(askRefMs)), label: 'its retrieval alone' }, { on: 'value', op: '<', bound: ASK_P95_MS }),
      ];
      return {
        rows,
        details: {
          load, quiet, corpusAnchors, bigAnchors, synth, queries: qs, askPages, askStatuses: statuses, bindKinds: bind[0]!.kinds, embedAllMs,
          samples: { small, big, hybridMs, bm25Ms, bind, askMs, askRefMs },
        },
      };
    } finally {
      await server.close();
      matter?.close();
      matter = null;
      tmp.cleanup();
    }
  },
};
