import { resolveRetriever } from '../pipeline/retrieval/embed/registry.js';
import { runRetriever } from '../pipeline/retrieval/embed/hybrid.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export async function runSearch(open: OpenMatter, args: { query: string | undefined; k: string | undefined; retriever?: string | undefined; json: boolean }, io: CliIo): Promise<number> {
  if (!args.query || args.query.trim() === '') throw new UsageError('search needs a query: pincite search "<query>" [--k N] [--retriever bm25|hybrid:openai[:MODEL]|hybrid:ollama[:MODEL]]');
  const k = args.k === undefined ? 10 : Number(args.k);
  if (!Number.isInteger(k) || k < 1 || k > 1000) throw new UsageError('--k must be a whole number from 1 to 1000');
  const retriever = resolveRetriever(args.retriever ?? 'bm25');
  const run = await runRetriever(open().db, args.query, k, retriever);
  if (run.fallback) io.err(`pincite: ${run.fallback.requested} failed (${run.fallback.code}: ${run.fallback.message}); these hits are from BM25 alone\n`);
  const hits = run.hits.map(({ anchor, doc, title, page, pages, score, text, rank, retriever: r, retrievers }) => ({ anchor, doc, title, page, pages, score, text, rank, retriever: r, ...(retrievers ? { retrievers } : {}) }));
  const result = { hits, ...(retriever.kind === 'hybrid' ? { retriever: run.retriever } : {}), ...(run.fallback ? { fallback: run.fallback } : {}) };
  printResult(io, args.json, result, () =>
    hits.length === 0 ? 'no matches' : hits.map((h) => `${h.rank}. ${h.anchor}  p.${h.pages[0]}${h.pages[1] !== h.pages[0] ? `–${h.pages[1]}` : ''}  ${h.score.toFixed(retrievers(h) ? 4 : 2)}  ${h.title}${retrievers(h) ?? ''}\n   ${h.text.slice(0, 160).replace(/\s+/g, ' ')}…`).join('\n'),
  );
  return 0;
}

function retrievers(h: { retrievers?: Array<{ retriever: string; rank: number }> }): string | undefined {
  return h.retrievers ? `  [${h.retrievers.map((r) => `${r.retriever} #${r.rank}`).join(', ')}]` : undefined;
}
