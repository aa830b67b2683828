import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { stemmer as porterStem } from 'stemmer';
import { describe, expect, it } from 'vitest';
import { conceptsIn } from '../../../electron/pipeline/text/legal-lexicon.js';
import { stemmer } from '../../../electron/pipeline/text/porter.js';
import { splitSentences } from '../../../electron/pipeline/text/sentences.js';
import { cuadTxt } from '../../helpers/corpus.js';

/**
 * Readings remembered for speed (a table cell reads the same sentences in retrieval, the generator and the judge) must
 * be the readings: the same answer first, again, after the memory is full and let go, and never shared between callers.
 */
const contract = readFileSync(cuadTxt(3), 'utf8');
const sentences = splitSentences(contract).map((s) => s.text).filter((s) => s.length > 20);
const plain = (r: { ids: Set<string>; consumed: Set<string> }) => ({ ids: [...r.ids].sort(), consumed: [...r.consumed].sort() });

describe('Porter stems, remembered', () => {
  it("are the package's stems, for any word and for every word of a contract", () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (w) => stemmer(w.toLowerCase()) === porterStem(w.toLowerCase())), { numRuns: 2000 });
    for (const w of contract.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) expect(stemmer(w)).toBe(porterStem(w));
  });
  it('stay right past the memory it keeps (a hundred thousand words)', () => {
    for (let i = 0; i < 100_010; i++) stemmer(`w${i}ing`);
    for (const w of ['terminating', 'assignment', 'indemnification', 'w100009ing', 'w5ing']) expect(stemmer(w)).toBe(porterStem(w));
  });
});

describe('a text’s concepts, remembered', () => {
  it('are the same when read again, in each reading (passage or question, positive or not)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sentences), fc.boolean(), fc.boolean(), (s, passage, positive) => {
        const first = plain(conceptsIn(s, passage, positive));
        expect(plain(conceptsIn(s, passage, positive))).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
  it('are not shared: a caller that adds to its sets changes no other reading', () => {
    const s = sentences.find((t) => conceptsIn(t, true).ids.size > 0)!;
    const before = plain(conceptsIn(s, true));
    const mine = conceptsIn(s, true);
    mine.ids.add('change_of_control');
    mine.consumed.add('merger');
    expect(plain(conceptsIn(s, true))).toEqual(before);
  });
  it('keep a passage reading apart from a question reading of the same words', () => {
    // A clause's concepts are held to the clause's tests (`requires`, `excludeIf`); a question's are not.
    const differs = sentences.filter((s) => plain(conceptsIn(s, true)).ids.join() !== plain(conceptsIn(s, false)).ids.join());
    expect(differs.length).toBeGreaterThan(0);
    for (const s of differs.slice(0, 20)) expect(plain(conceptsIn(s, true))).not.toEqual(plain(conceptsIn(s, false)));
  });
  it('stay right after the memory is full and the oldest readings let go', () => {
    const firsts = sentences.slice(0, 50).map((s) => plain(conceptsIn(s, true, true)));
    for (let i = 0; i < 40_000; i++) conceptsIn(`Licensee may terminate this Agreement on ${i} days notice.`, true);
    expect(sentences.slice(0, 50).map((s) => plain(conceptsIn(s, true, true)))).toEqual(firsts);
  });
});
