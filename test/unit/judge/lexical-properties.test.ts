import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences, withoutPageBreaks } from '../../../electron/pipeline/text/sentences.js';
import { judgeLexical } from '../../../electron/pipeline/judging/lexical.js';
import { cuadTxt } from '../../helpers/corpus.js';

/**
 * Properties over real sentences of the 30 CUAD contracts: a claim made from a sentence
 * by inserting "not" after a modal, changing one digit, or swapping two of the
 * contract's defined party names is never entailed by that sentence (nor by the
 * sentence with the one after it, so the claim cannot borrow from its neighbour).
 */

/** The parties each contract defines in its preamble, as written there. */
const PARTIES: Record<number, [string, string]> = {
  0: ['Network', 'Affiliate'],
  1: ['MICOA', 'Agency'],
  2: ['Excite@Home', 'Application Provider'],
  3: ['Anixa', 'OntoChem'],
  4: ['Company', 'Consultant'],
  5: ['T&B', 'LEA'],
  6: ['WGT', 'Distributor'],
  7: ['Company', 'Licensor'],
  9: ['HealthGate', 'Blackwell'],
  10: ['Nuance', 'SpinCo'],
  12: ['WPT', 'Zynga'],
  13: ['Licensor', 'Licensee'],
  15: ['ACSI', 'Company'],
  17: ['Company', 'Contractor'],
  18: ['CNET', 'Company'],
  19: ['Ehave', 'CHT'],
  21: ['Excite', 'Sponsor'],
  22: ['LBIO', 'MD Anderson'],
  24: ['Carrier', 'Shipper'],
};

type Sample = { doc: number; claim: string; span: string; wider: string };

function samples(): Sample[] {
  const out: Sample[] = [];
  for (let doc = 0; doc < 30; doc++) {
    const text = readFileSync(cuadTxt(doc), 'utf8');
    const sentences = splitSentences(text).map((s) => s.text);
    sentences.forEach((s, i) => {
      if (s.length < 30 || s.length > 600) return;
      // The claim as the extractive generator restates a sentence: a page break inside it is not words.
      out.push({ doc, claim: withoutPageBreaks(s).replace(/\s+/g, ' '), span: s, wider: `${s} ${sentences[i + 1] ?? ''}` });
    });
  }
  return out;
}

const ALL = samples();
const MODAL = /\b(shall|will|may|must|agrees to|agree to|is|are)\b/g;
const WITH_MODAL = ALL.filter((s) => MODAL.test(s.claim));
const WITH_DIGIT = ALL.filter((s) => /\d/.test(s.claim));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameRe = (n: string) => new RegExp(`(?<![\\w@&])${escape(n)}(?![\\w@&])`, 'g');
const WITH_PARTIES = ALL.filter((s) => {
  const p = PARTIES[s.doc];
  return p !== undefined && nameRe(p[0]).test(s.claim) && nameRe(p[1]).test(s.claim);
});

const squash = (t: string) => withoutPageBreaks(t).replace(/\s+/g, ' ').trim();

function notEntailed(claim: string, s: Sample): void {
  for (const span of [s.span, s.wider]) {
    // A change that makes the claim the neighbouring sentence word for word ("Quarter 2: …" → "Quarter 3: …" in a table
    // of quarters) has made it no less true: the span says it.
    if (squash(span).includes(squash(claim))) continue;
    const r = judgeLexical(claim, span);
    expect(r.verdict, `claim: ${claim}\nspan: ${span}\n${JSON.stringify(r)}`).not.toBe('entailed');
  }
}

describe('lexical judge properties on CUAD sentences', () => {
  it('has enough real sentences of each kind', () => {
    expect(WITH_MODAL.length).toBeGreaterThan(1500);
    expect(WITH_DIGIT.length).toBeGreaterThan(500);
    expect(WITH_PARTIES.length).toBeGreaterThan(150);
  });

  it('inserting "not" after a modal never yields entailed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WITH_MODAL), fc.nat(), (s, k) => {
        const hits = [...s.claim.matchAll(MODAL)];
        const m = hits[k % hits.length]!;
        const at = m.index + m[0].length;
        if (/^ not\b/.test(s.claim.slice(at))) return;
        // "agrees to" negates as "agrees not to".
        const claim = m[0].endsWith(' to') ? `${s.claim.slice(0, m.index)}${m[0].slice(0, -3)} not to${s.claim.slice(at)}` : `${s.claim.slice(0, at)} not${s.claim.slice(at)}`;
        notEntailed(claim, s);
      }),
      { numRuns: 3000, seed: 17 },
    );
  });

  it('changing any one digit never yields entailed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WITH_DIGIT), fc.nat(), fc.integer({ min: 1, max: 9 }), (s, k, by) => {
        const digits = [...s.claim.matchAll(/\d/g)];
        const d = digits[k % digits.length]!;
        const claim = `${s.claim.slice(0, d.index)}${(Number(d[0]) + by) % 10}${s.claim.slice(d.index + 1)}`;
        notEntailed(claim, s);
      }),
      { numRuns: 3000, seed: 17 },
    );
  });

  it('swapping two defined party names never yields entailed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WITH_PARTIES), (s) => {
        const [a, b] = PARTIES[s.doc]!;
        const claim = s.claim.replace(nameRe(a), '\u0000').replace(nameRe(b), a).replaceAll('\u0000', b);
        if (claim === s.claim) return;
        // A clause and its mirror image: cuad-dev-12's "a. All rights granted to WPT by Zynga shall … revert to Zynga …" is
        // followed by "b. All rights granted to Zynga by WPT shall … revert to WPT …", the swapped claim word for word.
        if (s.wider.replace(/\s+/g, ' ').includes(claim.replace(/^\(?[a-z0-9]{1,3}[.)]\s+/i, ''))) return;
        notEntailed(claim, s);
      }),
      { numRuns: 1000, seed: 17 },
    );
  });

  it('every sentence judged against itself is entailed (the rules never reject a verbatim quote)', () => {
    const misses = ALL.filter((s) => judgeLexical(s.claim, s.span).verdict !== 'entailed').map((s) => s.claim.slice(0, 120));
    expect(misses.length / ALL.length, misses.slice(0, 5).join('\n')).toBeLessThan(0.01);
  });
});
