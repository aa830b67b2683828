import { describe, expect, it } from 'vitest';
import { fuseRrf } from '../../../electron/pipeline/retrieval/embed/fuse.js';
import { topCosine, unit } from '../../../electron/pipeline/retrieval/embed/vectors.js';

describe('reciprocal rank fusion', () => {
  it('scores Σ 1/(60 + rank), keeps each retriever\'s rank and score, and orders ties deterministically', () => {
    const fused = fuseRrf([
      { retriever: 'bm25', hits: [{ anchor: 'a', score: 9 }, { anchor: 'b', score: 5 }, { anchor: 'c', score: 1 }] },
      { retriever: 'vec', hits: [{ anchor: 'c', score: 0.9 }, { anchor: 'd', score: 0.8 }, { anchor: 'a', score: 0.1 }] },
    ]);
    // a and c tie exactly (ranks 1 and 3 each): the anchor id decides.
    expect(fused.map((f) => f.anchor)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]).toEqual({ anchor: 'a', score: 1 / 61 + 1 / 63, sources: [{ retriever: 'bm25', rank: 1, score: 9 }, { retriever: 'vec', rank: 3, score: 0.1 }] });
    // b (bm25 #2) and d (vec #2) tie on score and best rank: the earlier list (BM25) wins.
    expect(fused[2]!.score).toBe(fused[3]!.score);
  });
  it('counts an anchor a list repeats once', () => {
    const [f] = fuseRrf([{ retriever: 'x', hits: [{ anchor: 'a', score: 1 }, { anchor: 'a', score: 1 }] }]);
    expect(f!.score).toBe(1 / 61);
  });
});

describe('cosine top-n', () => {
  it('returns the n most similar unit rows, best first, earlier row on ties', () => {
    const rows = [[1, 0], [0, 1], [1, 1], [1, 0], [-1, 0]].map(unit);
    const m = new Float32Array(rows.flatMap((r) => [...r]));
    expect(topCosine(m, 2, unit([1, 0]), 3).map((s) => s.index)).toEqual([0, 3, 2]);
    expect(topCosine(m, 2, unit([0, 0]), 2).map((s) => s.score)).toEqual([0, 0]);
    expect(topCosine(new Float32Array(0), 0, unit([1]), 5)).toEqual([]);
  });
});
