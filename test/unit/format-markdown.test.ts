import { describe, expect, it } from 'vitest';
import { formatAnswerMarkdown } from '../../shared/format-markdown.js';
import type { PinciteResponse } from '../../shared/response.js';

const base: PinciteResponse = {
  trace: 't1', status: 'answered', answer: { value: 'v', confidence: 0.9 }, policy: { id: 'balanced', version: 1 },
  summary: { supported: 1, inferred: 0, unverified: 1, contradicted: 0, excluded: 0 },
  claims: [
    { id: 't1-c0', text: 'The agreement is governed by Nevada law.', state: 'supported', trustScore: 93, reasons: [], judge: null,
      evidence: [{ quote: 'laws of the State of\nNevada', anchor: 'd1-0031', doc: 'd1', page: 3, offsets: [100, 127], sourceHash: 'abcdef0123456789', match: 'exact', inAnchor: true, boxes: [] }] },
    { id: 't1-c1', text: 'Either party may terminate on [30] days notice <b>now</b>.', state: 'unverified', trustScore: 30, reasons: ['JUDGE_ABSTAINED'], judge: null,
      evidence: [{ quote: 'thirty (30) days', anchor: 'd1-0032', doc: 'd1', page: 4, offsets: [300, 316], sourceHash: 'abcdef0123456789', match: 'normalized', inAnchor: true, boxes: [] }] },
  ],
};

describe('formatAnswerMarkdown', () => {
  it('puts footnote callouts after each claim and lists the citations', () => {
    const md = formatAnswerMarkdown(base, { titles: { d1: 'Agency Agreement' }, baseUrl: 'https://pincite.local/' });
    expect(md).toContain('The agreement is governed by Nevada law.[^1] Either party');
    expect(md).toContain('_(UNVERIFIED: JUDGE_ABSTAINED)_');
    expect(md).toContain('[^1]: [Agency Agreement, p. 3](https://pincite.local/documents/d1?page=3&start=100&end=127) — “laws of the State of Nevada” (exact match, chars 100–127, source abcdef012345; claim supported)');
    expect(md).toContain('\\[30\\] days notice \\<b\\>now\\</b\\>');
  });
  it('never serves a rejected answer as fact', () => {
    const md = formatAnswerMarkdown({ ...base, status: 'rejected', rejection: { code: 'UNKNOWN_ANCHOR', anchors: ['S99'], detail: 'not retrieved' }, claims: [] });
    expect(md).toMatch(/^\*\*Rejected\*\* \(UNKNOWN_ANCHOR\)/);
    expect(md).not.toContain('Nevada');
    expect(md).toContain('`S99`');
  });
});

describe('formatAnswerMarkdown after review', () => {
  it('prints the state now and the state as answered where a reviewer changed it', () => {
    const md = formatAnswerMarkdown(base, {
      titles: { d1: 'Agency Agreement' },
      current: {
        't1-c0': { state: 'supported', reasons: [], evidence: base.claims[0]!.evidence },
        't1-c1': { state: 'contradicted', reasons: ['REVIEWER_DECISION'], evidence: base.claims[1]!.evidence, review: { reviewer: 'A. Reviewer', action: 'contradict', at: '2026-11-23T10:00:00Z' } },
      },
    });
    expect(md).toContain('_(CONTRADICTED by the source — reviewer decision by A. Reviewer, 2026-11-23; recorded as UNVERIFIED)_');
    expect(md).not.toContain('_(UNVERIFIED: JUDGE_ABSTAINED)_');
    expect(md).toContain('claim contradicted)');
    expect(md).toContain('_Verification: now 1 supported, 0 inferred, 0 unverified, 1 contradicted, 0 excluded after review (as answered: 1 supported, 0 inferred, 1 unverified, 0 contradicted, 0 excluded)');
  });
});
