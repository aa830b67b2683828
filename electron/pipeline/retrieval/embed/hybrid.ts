import type { SearchHit } from '../../../../shared/documents.js';
import { PinciteError, type ErrorCode } from '../../../../shared/errors.js';
import { anchorDetails } from '../../../store/embeddings.js';
import type { Db } from '../../../store/open.js';
import { BM25_RETRIEVER, search } from '../search.js';
import { fuseRrf, RRF_K } from './fuse.js';
import type { Retriever } from './registry.js';
import { vectorSearch, type EmbeddingWork } from './vector-search.js';

/** How many candidates each retriever contributes to the fusion. */
export const RRF_CANDIDATES = 50;

/** The embeddings provider failed: this question was answered from BM25 alone, and says so. */
export type RetrievalFallback = { requested: string; used: typeof BM25_RETRIEVER; code: ErrorCode; message: string };

export type RetrievalRun = {
  hits: SearchHit[];
  /** What produced the hits: `bm25-fts5`, or `rrf(bm25-fts5,embeddings:…)`. */
  retriever: string;
  fallback?: RetrievalFallback;
  embeddings?: EmbeddingWork;
};

export const embeddingRetrieverName = (embedderId: string) => `embeddings:${embedderId}`;

/**
 * Runs the configured retriever. `hybrid` ranks the matter twice — BM25 over FTS5 and
 * cosine similarity of embeddings — and fuses the two rankings by reciprocal rank
 * fusion (k = 60) into one list of hits; each hit keeps every retriever that found it
 * with its own rank and score.
 *
 * When the embeddings provider fails (unreachable, timeout, rate limit, a bad reply…)
 * the question is answered from BM25 alone and the fallback — what was asked for,
 * the typed error code and message — is returned with the hits, to be recorded in the
 * CitationRecord and shown to the user; it is never silent. Only a cancelled request
 * and programming errors propagate.
 */
export async function runRetriever(db: Db, query: string, k: number, r: Retriever, signal?: AbortSignal): Promise<RetrievalRun> {
  if (r.kind === 'bm25') return { hits: search(db, query, k), retriever: BM25_RETRIEVER };
  const candidates = Math.max(k, RRF_CANDIDATES);
  const lexical = search(db, query, candidates);
  let semantic: Awaited<ReturnType<typeof vectorSearch>>;
  try {
    semantic = await vectorSearch(db, r.embedder, query, candidates, signal);
  } catch (err) {
    if (!(err instanceof PinciteError) || err.code === 'MODEL_ABORTED') throw err;
    return { hits: lexical.slice(0, k), retriever: BM25_RETRIEVER, fallback: { requested: r.spec, used: BM25_RETRIEVER, code: err.code, message: err.message } };
  }
  const vectorName = embeddingRetrieverName(r.embedder.id);
  const fused = fuseRrf([
    { retriever: BM25_RETRIEVER, hits: lexical },
    { retriever: vectorName, hits: semantic.hits },
  ]).slice(0, k);
  const byAnchor = new Map(lexical.map((h) => [h.anchor, h]));
  const details = anchorDetails(db, fused.filter((f) => !byAnchor.has(f.anchor)).map((f) => f.anchor));
  const hits: SearchHit[] = [];
  for (const f of fused) {
    const base = byAnchor.get(f.anchor);
    const d = details.get(f.anchor);
    const common = { rank: hits.length + 1, score: Math.round(f.score * 1e6) / 1e6, retriever: f.sources.map((s) => s.retriever).join('+'), retrievers: f.sources };
    if (base) hits.push({ ...base, ...common });
    else if (d) hits.push({ anchor: d.id, doc: d.doc_id, title: d.title, category: d.category, page: d.page_start, pages: [d.page_start, d.page_end], text: d.text, ...common });
    // An anchor removed between the two rankings is simply not a hit.
  }
  return { hits, retriever: `rrf(k=${RRF_K}:${BM25_RETRIEVER},${vectorName})`, embeddings: semantic.work };
}
