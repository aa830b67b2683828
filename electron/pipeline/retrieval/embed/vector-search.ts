import { performance } from 'node:perf_hooks';
import { anchorsTop, anchorsWithoutEmbedding, embeddingsVersion, insertEmbeddings, loadEmbeddings, storedDims } from '../../../store/embeddings.js';
import type { Db } from '../../../store/open.js';
import type { Embedder } from './types.js';
import { topCosine, unit } from './vectors.js';

/** What is embedded of an anchor: its text up to this many characters (anchors rarely reach 1,600). */
export const EMBED_INPUT_CHARS = 8_000;

export type EmbeddingWork = {
  embedder: string;
  /** Anchors embedded during this call (0 once the matter is fully embedded). */
  embeddedNow: number;
  requests: number;
  inputTokens: number | null;
  dims: number | null;
  latencyMs: number;
};

/**
 * Embeds, in batches, every anchor of the matter that has no vector yet for this
 * embedder — lazily, on first use, and afterwards only what was ingested since. Each
 * batch is written in its own transaction after its request returns (never across an
 * await), so a failure part-way keeps the batches already done.
 */
export async function ensureEmbeddings(db: Db, embedder: Embedder, signal?: AbortSignal): Promise<EmbeddingWork> {
  const t0 = performance.now();
  const work: EmbeddingWork = { embedder: embedder.id, embeddedNow: 0, requests: 0, inputTokens: null, dims: storedDims(db, embedder.id), latencyMs: 0 };
  // Looking for anchors without a vector reads every anchor: skip it while no anchor was added since the matter was last found complete.
  const top = anchorsTop(db);
  let done = complete.get(db);
  if (!done) complete.set(db, (done = new Map()));
  if (done.get(embedder.id) === top) return work;
  for (;;) {
    const batch = anchorsWithoutEmbedding(db, embedder.id, embedder.batchSize);
    if (batch.length === 0) break;
    const r = await embedder.embed(batch.map((a) => a.text.slice(0, EMBED_INPUT_CHARS)), { dims: work.dims, ...(signal ? { signal } : {}) });
    work.requests++;
    if (r.inputTokens !== null) work.inputTokens = (work.inputTokens ?? 0) + r.inputTokens;
    insertEmbeddings(db, embedder.id, batch.map((a, i) => ({ anchor: a.id, vector: unit(r.vectors[i]!) })), new Date().toISOString());
    work.dims = r.vectors[0]!.length;
    work.embeddedNow += batch.length;
  }
  done.set(embedder.id, top);
  work.latencyMs = performance.now() - t0;
  return work;
}

/** Per database and embedder: the highest anchor rowid at which every anchor had a vector. */
const complete = new WeakMap<Db, Map<string, number>>();

type Matrix = { version: number; ids: string[]; dims: number; matrix: Float32Array };
/** Per database and embedder: the vectors as one matrix, reloaded only when a vector was added or removed. */
const cache = new WeakMap<Db, Map<string, Matrix>>();

function matrixFor(db: Db, embedder: string): Matrix {
  const version = embeddingsVersion(db);
  let byEmbedder = cache.get(db);
  if (!byEmbedder) cache.set(db, (byEmbedder = new Map()));
  const hit = byEmbedder.get(embedder);
  if (hit?.version === version) return hit;
  const m = { version, ...loadEmbeddings(db, embedder) };
  byEmbedder.set(embedder, m);
  return m;
}

export type VectorHit = { anchor: string; score: number };

/**
 * The `n` anchors whose embeddings are most similar (cosine) to the query's, best
 * first, after embedding whatever anchors still lack a vector.
 */
export async function vectorSearch(db: Db, embedder: Embedder, query: string, n: number, signal?: AbortSignal): Promise<{ hits: VectorHit[]; work: EmbeddingWork }> {
  const work = await ensureEmbeddings(db, embedder, signal);
  if (work.dims === null) return { hits: [], work }; // an empty matter: nothing to compare with
  const t0 = performance.now();
  const [q] = (await embedder.embed([query], { dims: work.dims, ...(signal ? { signal } : {}) })).vectors;
  work.requests++;
  work.latencyMs += performance.now() - t0;
  const m = matrixFor(db, embedder.id);
  const hits = topCosine(m.matrix, m.dims, unit(q!), n).map((s) => ({ anchor: m.ids[s.index]!, score: Math.round(s.score * 1e6) / 1e6 }));
  return { hits, work };
}
