import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';

const answer = { kind: 'answer', value: 'The term is five years.', confidence: 0.8, claims: [{ text: 'The term is five years.', citations: [{ anchor: 'd1-0001', quote: 'five (5) years' }] }] };

describe('parseModelOutput', () => {
  it('accepts both forms of the contract', () => {
    expect(parseModelOutput(JSON.stringify(answer))).toMatchObject({ ok: true, output: { kind: 'answer' } });
    const ie = { kind: 'insufficient_evidence', reason: 'not covered', missing: ['renewal'], tried: [{ anchor: 'd1-0002', quote: 'x' }] };
    expect(parseModelOutput(JSON.stringify(ie))).toMatchObject({ ok: true, output: { kind: 'insufficient_evidence' } });
  });

  it('tolerates one surrounding json fence and nothing else', () => {
    expect(parseModelOutput('```json\n' + JSON.stringify(answer) + '\n```').ok).toBe(true);
    expect(parseModelOutput('Here is the answer:\n' + JSON.stringify(answer)).ok).toBe(false);
    expect(parseModelOutput(JSON.stringify(answer) + JSON.stringify(answer)).ok).toBe(false);
  });

  it.each([
    ['free text', 'The term of the agreement is five years.'],
    ['empty', '   '],
    ['truncated', JSON.stringify(answer).slice(0, 40)],
    ['unknown kind', JSON.stringify({ ...answer, kind: 'verdict' })],
    ['confidence out of range', JSON.stringify({ ...answer, confidence: 1.5 })],
    ['citation without quote', JSON.stringify({ ...answer, claims: [{ text: 'x', citations: [{ anchor: 'a' }] }] })],
    ['empty quote', JSON.stringify({ ...answer, claims: [{ text: 'x', citations: [{ anchor: 'a', quote: '' }] }] })],
    ['claims not an array', JSON.stringify({ ...answer, claims: 'all of them' })],
    ['too many citations', JSON.stringify({ ...answer, claims: [{ text: 'x', citations: Array.from({ length: 10_000 }, () => ({ anchor: 'a', quote: 'q' })) }] })],
  ])('refuses %s as MALFORMED_OUTPUT', (_name, raw) => {
    const r = parseModelOutput(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('MALFORMED_OUTPUT');
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (raw) => {
        const r = parseModelOutput(raw);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
