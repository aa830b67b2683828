import { describe, expect, it } from 'vitest';
import { chainConfidence, fromRetrieval, requireGrounded, SeveredChainError, sever, transform, type Grounded } from '../../../electron/pipeline/retrieval/grounded.js';

const hits = [{ anchor: 'd1-0001', retriever: 'bm25-fts5', score: 2 }];

describe('Grounded<T> at run time', () => {
  it('extends the chain through transforms; confidence is the minimum along it', () => {
    const g = fromRetrieval(['text'], hits, 0.9);
    const p = transform(g, { kind: 'PromptTransform', promptVersion: 1, promptSha256: 'x', confidence: 1 }, (v) => v.join(''));
    const h = transform(p, { kind: 'AgentHandoff', agent: 'generator', model: 'm', confidence: 0.6 }, (v) => v.length);
    expect(h.chain.map((s) => s.kind)).toEqual(['Retrieval', 'PromptTransform', 'AgentHandoff']);
    expect(chainConfidence(h)).toBe(0.6);
    expect(requireGrounded(h)).toBe(4);
  });

  it('throws when a severed chain still claims grounding', () => {
    const g = sever(fromRetrieval('text', hits, 1), 'model answered from outside the retrieved set');
    expect(chainConfidence(g)).toBe(0);
    expect(() => requireGrounded(g)).toThrow(SeveredChainError);
    expect(() => transform(g, { kind: 'AgentHandoff', agent: 'a', model: 'm', confidence: 1 }, (v) => v)).toThrow(/severed/);
  });

  it('catches a forged value even through a cast', () => {
    const forged = { value: 'x', chain: [{ kind: 'Retrieval', retriever: 'bm25', anchors: [], confidence: 1 }] } as unknown as Grounded<string>;
    expect(() => requireGrounded(forged)).toThrow(SeveredChainError);
  });

  it('is immutable', () => {
    const g = fromRetrieval({ a: 1 }, hits, 1);
    expect(() => (g.chain as unknown as unknown[]).push({})).toThrow();
  });
});
