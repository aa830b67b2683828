import { describe, expect, it } from 'vitest';
import { gate } from '../../../electron/pipeline/verification/gate.js';
import type { ModelOutput } from '../../../shared/model-output.js';

const allow = new Set(['d1-0001', 'd1-0002']);
const answer = (anchors: string[][]): ModelOutput => ({
  kind: 'answer', value: 'v', confidence: 0.5,
  claims: anchors.map((as) => ({ text: 'c', citations: as.map((anchor) => ({ anchor, quote: 'q' })) })),
});

describe('gate', () => {
  it('passes an answer citing only allowlisted anchors', () => {
    expect(gate(answer([['d1-0001'], ['d1-0002', 'd1-0001']]), allow)).toEqual({ ok: true });
  });
  it('rejects any anchor outside the allowlist, naming it, even next to good ones', () => {
    const r = gate(answer([['d1-0001'], ['d1-0003', 'd1-0001', 'd1-0003']]), allow);
    expect(r).toEqual({ ok: false, rejection: expect.objectContaining({ code: 'UNKNOWN_ANCHOR', anchors: ['d1-0003'] }) });
  });
  it('rejects an anchor that differs by one character', () => {
    expect(gate(answer([['d1-000l']]), allow).ok).toBe(false);
  });
  it('rejects an answer that cites nothing', () => {
    expect(gate(answer([[], []]), allow)).toMatchObject({ ok: false, rejection: { code: 'NO_CITATIONS' } });
    expect(gate(answer([]), allow)).toMatchObject({ ok: false, rejection: { code: 'NO_CITATIONS' } });
  });
  it('checks the anchors an insufficient-evidence reply says it tried', () => {
    const ie: ModelOutput = { kind: 'insufficient_evidence', reason: 'r', missing: [], tried: [{ anchor: 'S99', quote: 'q' }] };
    expect(gate(ie, allow)).toMatchObject({ ok: false, rejection: { code: 'UNKNOWN_ANCHOR', anchors: ['S99'] } });
    expect(gate({ ...ie, tried: [] }, allow)).toEqual({ ok: true });
  });
});
