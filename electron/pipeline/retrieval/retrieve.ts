import { z } from 'zod';
import type { SearchHit } from '../../../shared/documents.js';
import type { Db, ReadableDB } from '../../store/open.js';
import { DEFAULT_RETRIEVER, type Retriever } from './embed/registry.js';
import { runRetriever, type RetrievalRun } from './embed/hybrid.js';
import type { EvidenceAnchor } from '../generation/types.js';
import { fromRetrieval, type Grounded } from './grounded.js';
import { withListContext } from './list-context.js';
import { search } from './search.js';

/** How much anchor text one question may send to a generator. */
export const CONTEXT_BUDGET_CHARS = 16_000;
/** Hits scoring below this fraction of the best hit are not sent. */
export const MIN_RELATIVE_SCORE = 0.15;
export const EXCERPT_CHARS = 280;

export const CitationRecordHit = z.object({
  anchor: z.string(),
  doc: z.string(),
  /** The document's title and user-set category at the time of the question. */
  title: z.string(),
  category: z.string().nullable(),
  pages: z.tuple([z.number().int(), z.number().int()]),
  rank: z.number().int(),
  score: z.number(),
  retriever: z.string(),
  excerpt: z.string(),
  /** Hybrid retrieval: each retriever that found the anchor, with its own rank and score. */
  retrievers: z.array(z.object({ retriever: z.string(), rank: z.number().int(), score: z.number() })).optional(),
  /** Sent as the context of another hit (a list's lead-in or items): that hit's anchor. */
  contextOf: z.string().optional(),
  sent: z.boolean(),
  excluded: z.enum(['LOW_SCORE', 'CONTEXT_BUDGET', 'DUPLICATE_TEXT']).optional(),
});

/** What retrieval did for one question: stored with the trace and exported in bundles. */
export const CitationRecord = z.object({
  query: z.string(),
  retriever: z.string(),
  k: z.number().int(),
  at: z.string(),
  hits: z.array(CitationRecordHit),
  /** The `--retriever` asked for, when it is not the default. */
  requested: z.string().optional(),
  /** The embeddings provider failed and BM25 alone answered: what failed, and why. */
  fallback: z.object({ requested: z.string(), used: z.string(), code: z.string(), message: z.string() }).optional(),
  /** Embedding work done for this question (anchors embedded now, requests, tokens, time). */
  embeddings: z
    .object({ embedder: z.string(), embeddedNow: z.number().int(), requests: z.number().int(), inputTokens: z.number().nullable(), dims: z.number().int().nullable(), latencyMs: z.number() })
    .optional(),
});
export type CitationRecord = z.infer<typeof CitationRecord>;

export type Retrieval = {
  record: CitationRecord;
  /** Exactly the anchors sent to the generator: the question's allowlist. */
  allowlist: ReadonlySet<string>;
  evidence: Grounded<EvidenceAnchor[]>;
};

/**
 * Retrieves anchors for a question and decides which are sent to the model — and why
 * the others are not. Only sent anchors enter the allowlist, so a model cannot cite
 * an anchor it was never shown, even one that exists in the matter.
 */
export function retrieve(db: ReadableDB, question: string, k = 8): Retrieval {
  return selectHits(withListContext(db, search(db, question, k)), question, k);
}

/**
 * The same, with the configured retriever (`bm25` or a hybrid). The fused hits form
 * the allowlist exactly as BM25 hits do; a fallback to BM25 is recorded in the
 * CitationRecord.
 */
// Writes: a hybrid retriever stores the embeddings it computes on first use.
export async function retrieveWith(db: Db, question: string, k: number, retriever: Retriever | undefined, signal?: AbortSignal): Promise<Retrieval> {
  if (!retriever || retriever.kind === 'bm25') return retrieve(db, question, k);
  const run = await runRetriever(db, question, k, retriever, signal);
  return selectHits(withListContext(db, run.hits), question, k, new Date().toISOString(), { ...run, requested: retriever.spec });
}

/** Pure part of retrieval: sending decisions over ranked hits. */
export function selectHits(
  hits: readonly SearchHit[],
  question: string,
  k: number,
  at = new Date().toISOString(),
  run?: Omit<RetrievalRun, 'hits'> & { requested?: string },
): Retrieval {
  const best = hits[0]?.score ?? 0;
  let budget = CONTEXT_BUDGET_CHARS;
  const seenText = new Set<string>();
  const recordHits: CitationRecord['hits'] = [];
  const sent: SearchHit[] = [];
  for (const h of hits) {
    const key = h.text.replace(/\s+/g, ' ').trim();
    let excluded: 'LOW_SCORE' | 'CONTEXT_BUDGET' | 'DUPLICATE_TEXT' | undefined;
    if (best > 0 && h.score < best * MIN_RELATIVE_SCORE) excluded = 'LOW_SCORE';
    else if (seenText.has(key)) excluded = 'DUPLICATE_TEXT';
    else if (h.text.length > budget && sent.length > 0) excluded = 'CONTEXT_BUDGET';
    if (!excluded) {
      sent.push(h);
      seenText.add(key);
      budget -= h.text.length;
    }
    recordHits.push({
      anchor: h.anchor, doc: h.doc, title: h.title, category: h.category, pages: h.pages, rank: h.rank, score: h.score, retriever: h.retriever,
      excerpt: h.text.length > EXCERPT_CHARS ? `${h.text.slice(0, EXCERPT_CHARS)}…` : h.text,
      ...(h.retrievers ? { retrievers: h.retrievers } : {}),
      ...(h.contextOf ? { contextOf: h.contextOf } : {}),
      sent: !excluded,
      ...(excluded ? { excluded } : {}),
    });
  }
  const anchors: EvidenceAnchor[] = sent.map((h) => ({ anchor: h.anchor, doc: h.doc, title: h.title, pages: h.pages, text: h.text }));
  const retrievers = [...new Set(hits.map((h) => h.retriever))];
  return {
    record: {
      query: question,
      retriever: run?.retriever ?? (retrievers.join('+') || 'bm25-fts5'),
      k,
      at,
      hits: recordHits,
      ...(run?.requested && run.requested !== DEFAULT_RETRIEVER ? { requested: run.requested } : {}),
      ...(run?.fallback ? { fallback: run.fallback } : {}),
      ...(run?.embeddings ? { embeddings: { ...run.embeddings, latencyMs: Math.round(run.embeddings.latencyMs * 1000) / 1000 } } : {}),
    },
    allowlist: new Set(anchors.map((a) => a.anchor)),
    evidence: fromRetrieval(anchors, sent.map((h) => ({ anchor: h.anchor, retriever: h.retriever, score: h.score })), sent.length > 0 ? 1 : 0),
  };
}
