import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../electron/pipeline/generation/extractive.js';
import { splitSentences } from '../../../electron/pipeline/text/sentences.js';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';
import { corpusPath, cuadTxt } from '../../helpers/corpus.js';

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

describe('a second claim from another section (session 51)', () => {
  const section = (text: string, cite: string, heading: string | null) => [{ start: 0, end: text.length, headingEnd: 0, cite, heading }];
  const at = (from: string, to: string) => agency.slice(agency.indexOf(from), agency.indexOf(to) + to.length);

  it('a question for a law gets its one clause, not also an arbitration clause that names the law (cuad-dev-01 § 9(e))', () => {
    const award = at('Either Party, may where permitted', "arbitrators' award.");
    const two = [
      { ...anchors[0]!, sections: section(anchorText, '§ 21', 'Applicable Law') },
      { anchor: 'dabc-0020', doc: 'dabc', title: 'Agency Agreement', pages: [2, 2] as [number, number], text: award, sections: section(award, '§ 9(e)', null) },
    ];
    const out = extract('Which law governs this agreement?', two);
    expect(out.kind).toBe('answer');
    if (out.kind !== 'answer') return;
    expect(out.claims.map((c) => c.text)).toEqual([expect.stringMatching(/^This Agreement shall be interpreted under the laws of the State of Nevada\.$/)]);
  });

  it('the first half of a sentence a page break cut, and the whole sentence in another passage, are one claim (cuad-scale-040 § 14.2)', () => {
    const contract = readFileSync(corpusPath('cuad-scale', 'txt', 'cuad-scale-040.txt'), 'utf8');
    const from = contract.indexOf('Without the prior written consent of the other Party hereto');
    const whole = contract.slice(from, contract.indexOf('to which this Agreement relates.', contract.indexOf('such Party shall remain liable', from)) + 32);
    const half = whole.slice(0, whole.indexOf(' whether this Agreement is actually assigned'));
    const two = [
      { anchor: 'd040-0101', doc: 'd040', title: 'Clinical Trial Agreement', pages: [40, 40] as [number, number], text: half, sections: section(half, '§ 14.2', 'Assignment') },
      { anchor: 'd040-0102', doc: 'd040', title: 'Clinical Trial Agreement', pages: [41, 41] as [number, number], text: whole, sections: section(whole, '§ 14.3', null) },
    ];
    const out = extract('Can a party assign this agreement, or is consent required for assignment?', two);
    expect(out.kind).toBe('answer');
    if (out.kind !== 'answer') return;
    expect(out.claims).toHaveLength(1);
  });
});
