import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { sha256Hex } from '../../electron/pipeline/text/canonical.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { normalizedEqualAt } from '../../electron/pipeline/text/normalize.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocumentText } from '../../electron/store/documents.js';
import type { Matter } from '../../electron/store/open.js';
import { POLICIES } from '../../shared/policies.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadMatter, credulousJudge } from '../helpers/matter.js';

/**
 * The invariant behind every green footnote: no claim is ever supported unless its
 * quote lies at its recorded offsets in the CITED source whose hash it records — here
 * against a judge that entails everything, so Layer 1 alone must hold the line.
 */
describe('no supported claim without its quote at its offsets in the cited source', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let matter: Matter;
  let anchors: Array<{ id: string; doc: string; text: string }>;
  beforeAll(async () => {
    env = await cuadMatter([1, 6, 18]);
    matter = env.matter;
    anchors = env.ids.flatMap((d) => listAnchors(matter.db, d).map((a) => ({ id: a.id, doc: a.doc_id, text: a.text })));
  });
  afterAll(() => env.cleanup());

  const mutate = (q: string, how: number, pos: number): string => {
    const i = Math.floor(pos * q.length);
    switch (how) {
      case 0: return q; // verbatim
      case 1: return q.slice(0, i) + 'not ' + q.slice(i); // negation
      case 2: return q.replace(/\d/, (d) => String((Number(d) + 1) % 10)); // number
      case 3: return q.slice(0, i) + q.slice(i + 3); // deletion
      case 4: return q.toUpperCase(); // case change (not a normalisation)
      case 5: return q.replace(/\s+/g, '  \n'); // whitespace only (normalisation)
      default: return q.slice(0, i) + 'X' + q.slice(i);
    }
  };

  /** Every supported claim's evidence lies at its offsets in the cited source, with that source's hash. */
  function expectInvariant(r: PinciteResponse, policyId: 'strict' | 'balanced' | 'lenient', checked: { supported: number; total: number }): void {
    for (const c of r.claims) {
      checked.total++;
      if (c.state !== 'supported') continue;
      checked.supported++;
      for (const e of c.evidence) {
        const text = getDocumentText(matter.db, e.doc)!;
        const anchor = anchors.find((a) => a.id === e.anchor)!;
        expect(e.doc).toBe(anchor.doc); // bound in the cited source, nowhere else
        expect(sha256Hex(text)).toBe(e.sourceHash);
        expect(e.offsets).not.toBeNull();
        const [s, t] = e.offsets!;
        if (e.match === 'exact') expect(text.slice(s, t)).toBe(e.quote);
        else if (e.match === 'normalized') expect(normalizedEqualAt(text, [s, t], e.quote)).toBe(true);
        else expect(policyId).toBe('lenient'); // fuzzy supports only under lenient, labelled
        expect(e.inAnchor).toBe(true);
      }
    }
  }

  it('property over real anchors, real quotes, mutations and cross-citations', async () => {
    const checked = { supported: 0, total: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ src: fc.nat(), cited: fc.nat(), from: fc.double({ min: 0, max: 0.8, noNaN: true }), len: fc.integer({ min: 12, max: 200 }), how: fc.integer({ min: 0, max: 6 }), pos: fc.double({ min: 0, max: 1, noNaN: true }), misattribute: fc.boolean() }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom('strict', 'balanced', 'lenient') as fc.Arbitrary<'strict' | 'balanced' | 'lenient'>,
        async (specs, policyId) => {
          const claims = specs.map((s) => {
            const src = anchors[s.src % anchors.length]!;
            const start = Math.floor(s.from * src.text.length);
            const quote = mutate(src.text.slice(start, start + s.len), s.how, s.pos).trim() || 'x';
            const cited = s.misattribute ? anchors[s.cited % anchors.length]! : src;
            return { text: quote.replace(/\s+/g, ' '), citations: [{ anchor: cited.id, quote }] };
          });
          const raw = JSON.stringify({ kind: 'answer', value: 'v', confidence: 0.9, claims });
          const r = await verifyAnswer(matter, raw, null, { judge: credulousJudge, policy: POLICIES[policyId], matching: MATCHING });
          expectInvariant(r, policyId, checked);
        },
      ),
      { numRuns: 150 },
    );
    // The property must have exercised both sides.
    expect(checked.supported).toBeGreaterThan(20);
    expect(checked.total - checked.supported).toBeGreaterThan(20);
  });

  it('property: truncated, corrupted and structurally adversarial model output never yields a supported claim without its evidence', async () => {
    const checked = { supported: 0, total: 0 };
    let rejected = 0;
    const adversarial = (valid: Record<string, unknown>, kind: number): unknown => {
      const claims = valid.claims as Array<{ text: string; citations: Array<{ anchor: string; quote: string }> }>;
      switch (kind) {
        case 0: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [] })) }; // claims citing nothing
        case 1: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [{ ...c.citations[0]!, anchor: `${c.citations[0]!.anchor} ` }] })) }; // near-miss id
        case 2: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [{ ...c.citations[0]!, quote: '' }] })) }; // empty quote
        case 3: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [{ ...c.citations[0]!, offsets: [0, 10], match: 'exact', state: 'supported' }] })) }; // self-asserted binding
        case 4: return { ...valid, kind: 'Answer' };
        case 5: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [c.citations[0]!, { anchor: 'S99', quote: c.citations[0]!.quote }] })) }; // one real, one fabricated
        case 6: return [valid, valid];
        default: return { ...valid, claims: claims.map((c) => ({ ...c, citations: [{ anchor: c.citations[0]!.anchor, quote: c.citations[0]!.quote.split('').reverse().join('') }] })) };
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ src: fc.nat(), from: fc.double({ min: 0, max: 0.8, noNaN: true }), len: fc.integer({ min: 12, max: 160 }) }), { minLength: 1, maxLength: 4 }),
        fc.oneof(
          // Untouched output: the supported side is exercised on every run, not by the luck of a harmless corruption
          // (that luck alone gave about 4 supported claims in 150 runs, and a floor of 5 failed now and then).
          fc.record({ kind: fc.constant('none' as const) }),
          fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
          fc.record({ kind: fc.constant('corrupt' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), ch: fc.constantFrom('"', '}', ']', ',', ':', 'x', '\\', '\u0000', ' ') }),
          fc.record({ kind: fc.constant('adversarial' as const), shape: fc.integer({ min: 0, max: 7 }) }),
        ),
        fc.constantFrom('strict', 'balanced', 'lenient') as fc.Arbitrary<'strict' | 'balanced' | 'lenient'>,
        async (specs, attack, policyId) => {
          const valid = {
            kind: 'answer', value: 'v', confidence: 0.9,
            claims: specs.map((s) => {
              const src = anchors[s.src % anchors.length]!;
              const start = Math.floor(s.from * src.text.length);
              const quote = src.text.slice(start, start + s.len).trim() || src.text.slice(0, 40);
              return { text: quote.replace(/\s+/g, ' '), citations: [{ anchor: src.id, quote }] };
            }),
          };
          const json = JSON.stringify(valid);
          let raw: string;
          if (attack.kind === 'truncate') raw = json.slice(0, Math.floor(attack.at * (json.length - 1)));
          else if (attack.kind === 'corrupt') {
            const i = Math.floor(attack.at * (json.length - 1));
            raw = json.slice(0, i) + attack.ch + json.slice(i + 1);
          } else if (attack.kind === 'adversarial') raw = JSON.stringify(adversarial(valid, attack.shape));
          else raw = json;
          const r = await verifyAnswer(matter, raw, null, { judge: credulousJudge, policy: POLICIES[policyId], matching: MATCHING });
          if (r.status === 'rejected') rejected++;
          if (attack.kind === 'truncate') expect(r.status).toBe('rejected'); // a cut JSON document never parses
          if (attack.kind === 'adversarial' && [0, 1, 2, 4, 5, 6].includes(attack.shape)) expect(r.status).toBe('rejected');
          expectInvariant(r, policyId, checked);
        },
      ),
      { numRuns: 150 },
    );
    // Both sides exercised: many rejected outright, and some still-valid outputs bound and supported.
    expect(rejected).toBeGreaterThan(50);
    expect(checked.supported).toBeGreaterThan(5);
  });
});
