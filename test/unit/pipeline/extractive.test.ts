import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../electron/pipeline/generation/extractive.js';
import { splitSentences } from '../../../electron/pipeline/text/sentences.js';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';
import { cuadTxt } from '../../helpers/corpus.js';

// A real clause (CUAD cuad-dev-01, governing law) as retrieval would hand it over.
const agency = readFileSync(cuadTxt(1), 'utf8');
const lawStart = agency.indexOf('Applicable Law');
const anchorText = agency.slice(lawStart - 3, lawStart + 400);
const anchors = [{ anchor: 'dabc-0031', doc: 'dabc', title: 'Agency Agreement', pages: [3, 3] as [number, number], text: anchorText }];

describe('sentence splitting', () => {
  it('keeps offsets exact and does not split after "Inc." or "Sec."', () => {
    const text = 'Stratton, Inc. shall pay. See Sec. 4 below; the fee is due.\n\nNew paragraph here';
    const s = splitSentences(text);
    expect(s.map((x) => x.text)).toEqual(['Stratton, Inc. shall pay.', 'See Sec. 4 below; the fee is due.', 'New paragraph here']);
    for (const x of s) expect(text.slice(x.start, x.end)).toBe(x.text);
  });
});

describe('extractive generator', () => {
  it('answers with verbatim sentences of the retrieved anchors, in the model output contract', () => {
    const out = extract('Which state law governs this agreement?', anchors);
    const parsed = parseModelOutput(JSON.stringify(out));
    expect(parsed.ok).toBe(true);
    expect(out.kind).toBe('answer');
    if (out.kind !== 'answer') return;
    expect(out.claims.length).toBeGreaterThan(0);
    for (const c of out.claims) {
      for (const cit of c.citations) {
        expect(cit.anchor).toBe('dabc-0031');
        expect(anchorText.includes(cit.quote)).toBe(true);
      }
    }
    expect(out.claims[0]!.text).toMatch(/laws of the State of Nevada/);
  });

  it('says insufficient evidence, with the missing terms, when the passages do not cover the question', () => {
    const out = extract('What is the liquidated damages amount for late cryptocurrency delivery?', anchors);
    expect(out.kind).toBe('insufficient_evidence');
    if (out.kind === 'insufficient_evidence') expect(out.missing).toEqual(expect.arrayContaining(['liquidated damages', 'cryptocurrency']));
  });

  it('is deterministic', () => {
    expect(JSON.stringify(extract('governing law state', anchors))).toBe(JSON.stringify(extract('governing law state', anchors)));
  });
});
