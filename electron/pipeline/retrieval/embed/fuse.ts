/** Reciprocal rank fusion's constant (Cormack, Clarke & Büttcher, 2009). */
export const RRF_K = 60;

export type RankedList = { retriever: string; hits: ReadonlyArray<{ anchor: string; score: number }> };

export type FusedSource = { retriever: string; rank: number; score: number };
export type Fused = { anchor: string; score: number; sources: FusedSource[] };

/**
 * Reciprocal rank fusion: each anchor scores Σ 1 / (k + rank) over the lists that hold
 * it (rank from 1). Only ranks count, so BM25 scores and cosine similarities — on
 * unrelated scales — need no calibration. Ties go to the anchor with the better single
 * rank, then to the list order given (BM25 first), then to the anchor id, so the order
 * is deterministic.
 */
export function fuseRrf(lists: readonly RankedList[], k = RRF_K): Fused[] {
  const byAnchor = new Map<string, Fused>();
  for (const list of lists) {
    list.hits.forEach((h, i) => {
      const rank = i + 1;
      let f = byAnchor.get(h.anchor);
      if (!f) byAnchor.set(h.anchor, (f = { anchor: h.anchor, score: 0, sources: [] }));
      if (f.sources.some((s) => s.retriever === list.retriever)) return; // a list names an anchor once
      f.score += 1 / (k + rank);
      f.sources.push({ retriever: list.retriever, rank, score: h.score });
    });
  }
  const order = new Map(lists.map((l, i) => [l.retriever, i]));
  const bestRank = (f: Fused) => Math.min(...f.sources.map((s) => s.rank));
  const firstList = (f: Fused) => Math.min(...f.sources.map((s) => order.get(s.retriever)!));
  return [...byAnchor.values()].sort((a, b) => b.score - a.score || bestRank(a) - bestRank(b) || firstList(a) - firstList(b) || (a.anchor < b.anchor ? -1 : a.anchor > b.anchor ? 1 : 0));
}
