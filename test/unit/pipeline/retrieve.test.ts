import { describe, expect, it } from 'vitest';
import { CONTEXT_BUDGET_CHARS, selectHits } from '../../../electron/pipeline/retrieval/retrieve.js';
import { requireGrounded } from '../../../electron/pipeline/retrieval/grounded.js';
import type { SearchHit } from '../../../shared/documents.js';

const hit = (rank: number, score: number, text: string): SearchHit => ({ anchor: `d1-${rank}`, doc: 'd1', title: 'T', category: 'Supply', page: 1, pages: [1, 1], rank, score, retriever: 'bm25-fts5', text });

describe('selecting what is sent to the model', () => {
  it('records every hit, sends the good ones, and says why the others were not sent', () => {
    const r = selectHits([hit(1, 10, 'alpha'), hit(2, 9, 'alpha'), hit(3, 1, 'weak'), hit(4, 8, 'x'.repeat(CONTEXT_BUDGET_CHARS))], 'q', 8);
    expect(r.record.hits.map((h) => [h.anchor, h.sent, h.excluded])).toEqual([
      ['d1-1', true, undefined],
      ['d1-2', false, 'DUPLICATE_TEXT'],
      ['d1-3', false, 'LOW_SCORE'],
      ['d1-4', false, 'CONTEXT_BUDGET'],
    ]);
    expect([...r.allowlist]).toEqual(['d1-1']);
    expect(requireGrounded(r.evidence).map((a) => a.anchor)).toEqual(['d1-1']);
    expect(r.evidence.chain[0]).toMatchObject({ kind: 'Retrieval', anchors: ['d1-1'] });
  });
  it('an empty retrieval grounds nothing and allows nothing', () => {
    const r = selectHits([], 'q', 8);
    expect(r.allowlist.size).toBe(0);
    expect(requireGrounded(r.evidence)).toEqual([]);
  });
});
