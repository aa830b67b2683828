import { describe, expect, it } from 'vitest';
import { MAX_VERDICT_REPLY_CHARS, parseVerdictReply } from '../../../electron/pipeline/judging/parse-verdicts.js';

const v = (claim: unknown, verdict: unknown, confidence: unknown) => ({ claim, verdict, confidence });
const reply = (...verdicts: unknown[]) => JSON.stringify({ verdicts });

describe('parseVerdictReply', () => {
  it('reads one verdict per item, in item order, whatever the entry order', () => {
    expect(parseVerdictReply(reply(v(1, 'contradicted', 0.7), v(0, 'entailed', 0.95)), 2)).toEqual([
      { verdict: 'entailed', confidence: 0.95, reasons: [] },
      { verdict: 'contradicted', confidence: 0.7, reasons: [] },
    ]);
  });

  it('tolerates one ```json fence and surrounding whitespace', () => {
    expect(parseVerdictReply(`\n\`\`\`json\n${reply(v(0, 'abstain', 0.5))}\n\`\`\`\n`, 1)).toEqual([{ verdict: 'abstain', confidence: 0.5, reasons: [] }]);
  });

  it.each([
    ['a missing entry', reply(v(0, 'entailed', 0.9))],
    ['an unknown verdict', reply(v(0, 'entailed', 0.9), v(1, 'supported', 0.9))],
    ['a confidence above 1', reply(v(0, 'entailed', 0.9), v(1, 'entailed', 1.01))],
    ['a negative confidence', reply(v(0, 'entailed', 0.9), v(1, 'abstain', -0.1))],
    ['a confidence given as a string', reply(v(0, 'entailed', 0.9), v(1, 'entailed', '0.9'))],
    ['a fractional index', reply(v(0, 'entailed', 0.9), v(1.5, 'entailed', 0.9))],
    ['an index given as a string', reply(v(0, 'entailed', 0.9), v('1', 'entailed', 0.9))],
    ['two entries for one item', reply(v(0, 'entailed', 0.9), v(1, 'entailed', 0.9), v(1, 'entailed', 0.9))],
    ['conflicting entries for one item', reply(v(0, 'entailed', 0.9), v(1, 'contradicted', 0.9), v(1, 'entailed', 0.99))],
    ['a null entry', reply(v(0, 'entailed', 0.9), null)],
  ])('%s: that item is null, the others stand', (_, raw) => {
    expect(parseVerdictReply(raw, 2)).toEqual([{ verdict: 'entailed', confidence: 0.9, reasons: [] }, null]);
  });

  it('ignores entries for items outside the batch', () => {
    expect(parseVerdictReply(reply(v(3, 'entailed', 1), v(-1, 'entailed', 1)), 2)).toEqual([null, null]);
  });

  it.each([
    ['not JSON', 'Both claims are entailed.'],
    ['prose around JSON', `Here you go: ${reply(v(0, 'entailed', 1))}`],
    ['a top-level array', JSON.stringify([v(0, 'entailed', 1)])],
    ['verdicts not an array', JSON.stringify({ verdicts: { 0: 'entailed' } })],
    ['no verdicts key', JSON.stringify({ results: [v(0, 'entailed', 1)] })],
    ['empty', ''],
    ['JSON null', 'null'],
    ['too large', ' '.repeat(MAX_VERDICT_REPLY_CHARS + 1)],
  ])('a wholly malformed reply (%s): every item null', (_, raw) => {
    expect(parseVerdictReply(raw, 2)).toEqual([null, null]);
  });

  it('accepts an already-parsed object and always returns exactly count entries', () => {
    expect(parseVerdictReply({ verdicts: [v(0, 'entailed', 1)] }, 3)).toEqual([{ verdict: 'entailed', confidence: 1, reasons: [] }, null, null]);
    expect(parseVerdictReply(reply(), 0)).toEqual([]);
  });
});
