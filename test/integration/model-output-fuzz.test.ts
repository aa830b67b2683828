import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { sha256Hex } from '../../electron/pipeline/text/canonical.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { gate } from '../../electron/pipeline/verification/gate.js';
import { normalizedEqualAt } from '../../electron/pipeline/text/normalize.js';
import { parseModelOutput } from '../../electron/pipeline/verification/parse-output.js';
import { retrieve } from '../../electron/pipeline/retrieval/retrieve.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocumentText } from '../../electron/store/documents.js';
import type { Matter } from '../../electron/store/open.js';
import { OUTPUT_LIMITS, type ModelOutput } from '../../shared/model-output.js';
import { POLICIES } from '../../shared/policies.js';
import { PinciteResponse } from '../../shared/response.js';
import { cuadMatter, credulousJudge } from '../helpers/matter.js';

/**
 * Whatever a model returns — random JSON, cut-off JSON, huge strings, wrong types,
 * duplicate claims, thousands of citations, anchor ids one character off real ones —
 * the parser, gate, binder and state machine give a typed result and never throw, and
 * no claim is ever supported without Layer 1 evidence at its offsets in the cited
 * source. The judge here entails everything, so Layer 1 alone must hold the line.
 */

/** Figures for the closing report, printed at the end. */
const runs = { parser: 0, gate: 0, pipeline: 0, supported: 0, rejected: 0, claims: 0 };

const answer = (claims: unknown[], extra: Record<string, unknown> = {}) => ({ kind: 'answer', value: 'v', confidence: 0.9, claims, ...extra });

/** One character changed, added or dropped: the near-misses a sloppy or hostile model produces. */
function oneOff(id: string, how: number, at: number): string {
  const i = at % Math.max(1, id.length);
  const c = id[i] ?? '0';
  const swap = /\d/.test(c) ? String((Number(c) + 1) % 10) : c === 'd' ? 'D' : 'x';
  switch (how % 5) {
    case 0: return id.slice(0, i) + swap + id.slice(i + 1);
    case 1: return id + '0';
    case 2: return id.slice(0, -1);
    case 3: return id.slice(0, i) + id.slice(i + 1);
    default: return ` ${id}`;
  }
}

/** Structural damage a JSON document can suffer on its way out of a model. */
function damage(raw: string, how: number, pos: number): string {
  const i = Math.floor(pos * raw.length);
  switch (how % 8) {
    case 0: return raw; // intact
    case 1: return raw.slice(0, i); // truncated
    case 2: return '```json\n' + raw + '\n```'; // fenced (tolerated)
    case 3: return 'Sure! Here is the answer:\n' + raw; // prose around it
    case 4: return raw + raw; // two documents
    case 5: return raw.slice(0, i) + '\u0000' + raw.slice(i); // a NUL byte
    case 6: return raw.replace('"claims"', '"claims_"'); // a renamed field
    default: return raw.slice(0, i) + '"' + raw.slice(i); // a stray quote
  }
}

describe('model output parser: typed result for any text', () => {
  const validAnswer = JSON.stringify(answer([{ text: 'The term is five years.', citations: [{ anchor: 'd1-0001', quote: 'five (5) years' }] }]));

  it('never throws on random text, random JSON, damaged and mistyped documents', () => {
    const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), fc.array(fc.integer()), fc.object());
    const mistyped = fc.tuple(fc.constantFrom('kind', 'value', 'confidence', 'claims', 'text', 'citations', 'anchor', 'quote'), wrongType).map(([field, v]) => {
      type Doc = Record<string, unknown> & { claims: Array<Record<string, unknown> & { citations: Array<Record<string, unknown>> }> };
      const doc = JSON.parse(validAnswer) as Doc;
      const claim = doc.claims[0]!;
      const citation = claim.citations[0]!;
      if (field === 'text' || field === 'citations') (claim as Record<string, unknown>)[field] = v;
      else if (field === 'anchor' || field === 'quote') citation[field] = v;
      else (doc as Record<string, unknown>)[field] = v;
      return JSON.stringify(doc);
    });
    const arb = fc.oneof(
      fc.string({ maxLength: 2000 }),
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.tuple(fc.integer({ min: 0, max: 7 }), fc.double({ min: 0, max: 1, noNaN: true })).map(([h, p]) => damage(validAnswer, h, p)),
      mistyped,
    );
    fc.assert(
      fc.property(arb, (raw) => {
        runs.parser++;
        const r = parseModelOutput(raw);
        if (r.ok) {
          expect(['answer', 'insufficient_evidence']).toContain(r.output.kind);
        } else {
          expect(r.code).toBe('MALFORMED_OUTPUT');
          expect(r.detail.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['10,000 citations in one claim', () => JSON.stringify(answer([{ text: 'x', citations: Array.from({ length: 10_000 }, (_, i) => ({ anchor: `d1-${i}`, quote: 'q' })) }]))],
    ['10,000 citations over 500 claims', () => JSON.stringify(answer(Array.from({ length: 500 }, (_, c) => ({ text: `c${c}`, citations: Array.from({ length: 20 }, (_, i) => ({ anchor: `d1-${i}`, quote: 'q' })) }))))],
    ['a 3-million-character document', () => JSON.stringify(answer([{ text: 'x', citations: [{ anchor: 'd1-0001', quote: 'q' }] }], { value: 'v'.repeat(3_000_000) }))],
    ['a quote of 100,000 characters', () => JSON.stringify(answer([{ text: 'x', citations: [{ anchor: 'd1-0001', quote: 'q'.repeat(100_000) }] }]))],
    ['an anchor id of 10,000 characters', () => JSON.stringify(answer([{ text: 'x', citations: [{ anchor: 'd'.repeat(10_000), quote: 'q' }] }]))],
    ['confidence as a string', () => JSON.stringify(answer([{ text: 'x', citations: [{ anchor: 'd1-0001', quote: 'q' }] }], { confidence: '0.9' }))],
    ['confidence NaN (as null)', () => JSON.stringify(answer([{ text: 'x', citations: [{ anchor: 'd1-0001', quote: 'q' }] }], { confidence: Number.NaN }))],
    ['a 200-deep nested array as a claim', () => `{"kind":"answer","value":"v","confidence":0.9,"claims":[${'['.repeat(200)}${']'.repeat(200)}]}`],
    ['100,000-deep nesting', () => '['.repeat(100_000) + ']'.repeat(100_000)],
  ])('refuses %s as MALFORMED_OUTPUT, quickly', (_name, make) => {
    const raw = make();
    const t0 = performance.now();
    const r = parseModelOutput(raw);
    expect(r).toMatchObject({ ok: false, code: 'MALFORMED_OUTPUT' });
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('strips what the contract does not define: a model cannot declare its own claims supported', () => {
    const raw = JSON.stringify(answer([{ text: 'x', state: 'supported', verified: true, trustScore: 100, citations: [{ anchor: 'd1-0001', quote: 'q', match: 'exact', offsets: [0, 1] }] }], { status: 'answered', supported: true }));
    const r = parseModelOutput(raw);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.output)).not.toMatch(/supported|verified|trustScore|offsets|match|status/);
  });
});

describe('gate: exactly the allowlisted anchors pass', () => {
  it('rejects any anchor outside the allowlist, one character off included, and names every offender', () => {
    const allow = ['d3a9f01bc2e4-0001', 'd3a9f01bc2e4-0002', 'd3a9f01bc2e4-0017', 'd77f0c1d2e3f-0140'];
    const allowSet = new Set(allow);
    const anchorArb = fc.oneof(
      fc.constantFrom(...allow),
      fc.tuple(fc.constantFrom(...allow), fc.nat(), fc.nat()).map(([a, h, p]) => oneOff(a, h, p)),
      fc.string({ minLength: 1, maxLength: 30 }),
    );
    const citations = fc.array(fc.record({ anchor: anchorArb, quote: fc.string({ minLength: 1, maxLength: 20 }) }), { maxLength: 20 });
    const outputArb: fc.Arbitrary<ModelOutput> = fc.oneof(
      fc.array(fc.record({ text: fc.string({ minLength: 1 }), citations }), { maxLength: 30 }).map((claims) => ({ kind: 'answer' as const, value: 'v', confidence: 0.5, claims })),
      citations.map((tried) => ({ kind: 'insufficient_evidence' as const, reason: 'r', missing: [], tried })),
    );
    fc.assert(
      fc.property(outputArb, (out) => {
        runs.gate++;
        const cited = out.kind === 'answer' ? out.claims.flatMap((c) => c.citations.map((x) => x.anchor)) : out.tried.map((t) => t.anchor);
        const unknown = [...new Set(cited.filter((a) => !allowSet.has(a)))];
        const r = gate(out, allowSet);
        if (unknown.length > 0) {
          expect(r).toMatchObject({ ok: false, rejection: { code: 'UNKNOWN_ANCHOR' } });
          if (!r.ok) expect(r.rejection.anchors).toEqual(unknown.slice(0, 50));
        } else if (out.kind === 'answer' && cited.length === 0) {
          expect(r).toMatchObject({ ok: false, rejection: { code: 'NO_CITATIONS' } });
        } else {
          expect(r).toEqual({ ok: true });
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('parse → gate → bind → judge → state over a real matter, fuzzed', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let matter: Matter;
  let anchors: Array<{ id: string; doc: string; text: string }>;
  const questions = ['governing law', 'termination for convenience', 'exclusivity', 'insurance requirements'];
  const allowlists = new Map<string, ReadonlySet<string>>();

  beforeAll(async () => {
    env = await cuadMatter([2, 11, 25]);
    matter = env.matter;
    anchors = env.ids.flatMap((d) => listAnchors(matter.db, d).map((a) => ({ id: a.id, doc: a.doc_id, text: a.text })));
    for (const q of questions) allowlists.set(q, retrieve(matter.db, q).allowlist);
  });
  afterAll(() => env.cleanup());

  /** A citation: a real quote, a mutated one, or an invented one; to its own anchor, another, or one a character off. */
  const citationArb = fc.record({
    src: fc.nat(),
    from: fc.double({ min: 0, max: 0.9, noNaN: true }),
    len: fc.integer({ min: 1, max: 300 }),
    quoteKind: fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 3 }),
    anchorKind: fc.oneof({ arbitrary: fc.constant(0), weight: 8 }, { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 1 }),
    other: fc.nat(),
    offHow: fc.nat(),
    offAt: fc.nat(),
  });
  const claimArb = fc.record({ text: fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: fc.string({ minLength: 1, maxLength: 80 }), weight: 10 }, fc.constant('This claim is verified and supported.'), fc.constant('The agreement is governed by "the laws of Mars".')), citations: fc.array(citationArb, { maxLength: 5 }) });

  type CitationSpec = typeof citationArb extends fc.Arbitrary<infer T> ? T : never;
  /** Citations draw from `pool` (the question's allowlist, or the whole matter), so the gate is not the only thing tested. */
  const build = (pool: typeof anchors) => (c: CitationSpec) => {
    const src = pool[c.src % pool.length]!;
    const start = Math.floor(c.from * src.text.length);
    const real = src.text.slice(start, start + c.len);
    const quote = [
      real,
      real.replace(/\d/, (d) => String((Number(d) + 1) % 10)),
      real.slice(0, Math.floor(real.length / 2)) + ' not ' + real.slice(Math.floor(real.length / 2)),
      'The Licensee shall pay one billion dollars upon signature.',
      real.toUpperCase(),
      '\u202eevil\u0000 \u05e9\u05dc\u05d5\u05dd ﬁ e\u0301',
    ][c.quoteKind]!;
    const anchor = [src.id, anchors[c.other % anchors.length]!.id, oneOff(src.id, c.offHow, c.offAt), 'S99'][c.anchorKind]!;
    return { anchor, quote: quote.trim() === '' ? 'x' : quote };
  };

  it('never throws, rejects every foreign anchor, and supports only what Layer 1 bound in the cited source', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(claimArb, { minLength: 0, maxLength: 6 }),
        fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 7 }), weight: 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(null, ...questions),
        fc.constantFrom('strict', 'balanced', 'lenient') as fc.Arbitrary<'strict' | 'balanced' | 'lenient'>,
        fc.boolean(),
        async (claimSpecs, damageHow, damageAt, question, policyId, duplicate) => {
          runs.pipeline++;
          const allowed = question ? allowlists.get(question)! : null;
          const pool = allowed ? anchors.filter((a) => allowed.has(a.id)) : anchors;
          let claims = claimSpecs.map((s) => ({ text: s.text, citations: s.citations.map(build(pool.length ? pool : anchors)) }));
          if (duplicate && claims.length > 0) claims = [...claims, ...claims, claims[0]!];
          const raw = damage(JSON.stringify(answer(claims)), damageHow, damageAt);
          const r = await verifyAnswer(matter, raw, question, { judge: credulousJudge, policy: POLICIES[policyId], matching: MATCHING });
          // A typed response, always.
          expect(PinciteResponse.safeParse(r).success).toBe(true);
          const parsed = parseModelOutput(raw);
          const allow = question ? allowlists.get(question)! : null;
          if (!parsed.ok) {
            expect(r).toMatchObject({ status: 'rejected', rejection: { code: 'MALFORMED_OUTPUT' }, claims: [] });
          } else if (parsed.output.kind === 'answer' && allow) {
            const foreign = [...new Set(parsed.output.claims.flatMap((c) => c.citations.map((x) => x.anchor)).filter((a) => !allow.has(a)))];
            if (foreign.length > 0) expect(r).toMatchObject({ status: 'rejected', rejection: { code: 'UNKNOWN_ANCHOR', anchors: foreign.slice(0, 50) }, claims: [] });
          }
          if (r.status === 'rejected') runs.rejected++;
          for (const c of r.claims) {
            runs.claims++;
            if (c.state !== 'supported') continue;
            runs.supported++;
            expect(c.evidence.length).toBeGreaterThan(0);
            for (const e of c.evidence) {
              const cited = anchors.find((a) => a.id === e.anchor);
              expect(cited, `supported claim cites ${e.anchor}, which is no anchor of the matter`).toBeDefined();
              expect(e.doc).toBe(cited!.doc);
              const text = getDocumentText(matter.db, e.doc)!;
              expect(sha256Hex(text)).toBe(e.sourceHash);
              const [s, t] = e.offsets!;
              if (e.match === 'exact') expect(text.slice(s, t)).toBe(e.quote);
              else if (e.match === 'normalized') expect(normalizedEqualAt(text, [s, t], e.quote)).toBe(true);
              else expect(policyId).toBe('lenient');
              expect(e.inAnchor).toBe(true);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // Both sides exercised: real quotes got through, invented ones did not.
    expect(runs.supported).toBeGreaterThan(20);
    expect(runs.rejected).toBeGreaterThan(50);
    // Every assessment above was recorded; the log is still one unbroken chain from genesis.
    expect(verifyChain(readEvents(matter.db), true)).toEqual([]);
  });

  it('assesses the largest answer the contract admits (200 claims × 20 citations) and the chain holds', { timeout: 120_000 }, async () => {
    const claims = Array.from({ length: OUTPUT_LIMITS.maxClaims }, (_, ci) => ({
      text: `claim ${ci}`,
      citations: Array.from({ length: OUTPUT_LIMITS.maxCitationsPerClaim }, (_, k) => {
        const a = anchors[(ci * 7 + k) % anchors.length]!;
        return { anchor: k % 5 === 4 ? oneOff(a.id, k, ci) : a.id, quote: k % 3 === 2 ? 'text that is in no source at all' : a.text.slice(0, 60) };
      }),
    }));
    const r = await verifyAnswer(matter, JSON.stringify(answer(claims)), null, { judge: credulousJudge, policy: POLICIES.balanced, matching: MATCHING });
    expect(PinciteResponse.safeParse(r).success).toBe(true);
    // Some one-off ids name real anchors of the matter (the allowlist is the whole matter here); the rest do not.
    if (r.status === 'rejected') expect(r.rejection!.code).toBe('UNKNOWN_ANCHOR');
    else expect(r.claims.filter((c) => c.state === 'supported')).toEqual([]);
    expect(verifyChain(readEvents(matter.db), true)).toEqual([]);
  });

  afterAll(() => {
    console.log(`model-output fuzz: ${runs.parser} parser runs, ${runs.gate} gate runs, ${runs.pipeline} pipeline runs (${runs.claims} claims, ${runs.supported} supported, ${runs.rejected} responses rejected)`);
  });
});
