import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_OUTPUT_CONTRACT_SCHEMA, MODEL_OUTPUT_JSON_SCHEMA, ModelOutput, OUTPUT_LIMITS, strictStructuredOutput } from '../../../shared/model-output.js';

/**
 * The JSON Schemas of the model output contract are derived from the zod schema; these
 * properties hold them to it with an independent validator (Ajv), over generated
 * documents: valid ones, ones at and past every bound, broken ones and arbitrary JSON.
 */
const ajv = new Ajv2020({ strict: true, allErrors: false });
const contract = ajv.compile(MODEL_OUTPUT_CONTRACT_SCHEMA);
const structured = ajv.compile(MODEL_OUTPUT_JSON_SCHEMA);

const json = <T>(v: T): unknown => JSON.parse(JSON.stringify(v));
/**
 * With `edges`, text is mostly short (any Unicode) but sometimes empty, at its bound or one
 * past it, and lists sometimes hold exactly their maximum or one more; without, every
 * value is within the contract.
 */
const text = (max: number, edges: boolean) => {
  const short = fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' });
  return edges ? fc.oneof({ weight: 8, arbitrary: short }, { weight: 1, arbitrary: fc.constant('') }, { weight: 2, arbitrary: fc.constantFrom(max, max + 1).map((n) => 'a'.repeat(n)) }) : short;
};
const list = <T>(item: fc.Arbitrary<T>, max: number, smallest: T, edges: boolean) =>
  edges ? fc.oneof({ weight: 8, arbitrary: fc.array(item, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(max, max + 1).map((n) => Array<T>(n).fill(smallest)) }) : fc.array(item, { maxLength: 3 });
const shapes = (edges: boolean) => {
  const citation = fc.record({ anchor: text(OUTPUT_LIMITS.maxAnchorChars, edges), quote: text(OUTPUT_LIMITS.maxQuoteChars, edges) });
  const smallCitation = { anchor: 'a', quote: 'q' };
  const claim = fc.record({ text: text(OUTPUT_LIMITS.maxTextChars, edges), citations: list(citation, OUTPUT_LIMITS.maxCitationsPerClaim, smallCitation, edges) });
  const inRange = fc.double({ min: 0, max: 1, noNaN: true });
  const confidence = edges ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) }, { weight: 1, arbitrary: fc.constantFrom(0, 1, -0.0001, 1.0001) }) : inRange;
  const fields = {
    value: text(OUTPUT_LIMITS.maxTextChars * 10, edges),
    confidence,
    claims: list(claim, OUTPUT_LIMITS.maxClaims, { text: 't', citations: [] }, edges),
    reason: text(OUTPUT_LIMITS.maxTextChars, edges),
    missing: list(text(OUTPUT_LIMITS.maxTextChars, edges), OUTPUT_LIMITS.maxClaims, 'm', edges),
    tried: list(citation, OUTPUT_LIMITS.maxClaims, smallCitation, edges),
  };
  const answer = fc.record({ kind: fc.constant('answer'), value: fields.value, confidence: fields.confidence, claims: fields.claims });
  const insufficient = fc.record({ kind: fc.constant('insufficient_evidence'), reason: fields.reason, missing: fields.missing, tried: fields.tried });
  return { answer, insufficient, merged: fc.record({ kind: fc.constantFrom('answer', 'insufficient_evidence'), ...fields }) };
};
const edgy = shapes(true);
const valid = shapes(false);
const wellShaped = fc.oneof(edgy.answer, edgy.insufficient);

/** A document broken in one place: a key dropped or added, a value of another type, the other kind. */
const broken = fc.tuple(wellShaped, fc.nat(), fc.jsonValue(), fc.constantFrom('drop', 'extra', 'retype', 'rekind')).map(([doc, i, junk, how]) => {
  const d: Record<string, unknown> = { ...doc };
  const keys = Object.keys(d);
  const key = keys[i % keys.length]!;
  if (how === 'drop') delete d[key];
  if (how === 'extra') d[`x${i}`] = junk;
  if (how === 'retype') d[key] = junk;
  if (how === 'rekind') d['kind'] = d['kind'] === 'answer' ? 'insufficient_evidence' : 'answer';
  return d;
});
const anyDocument = fc.oneof(wellShaped, broken, fc.jsonValue());
const RUNS = { numRuns: 600 };

describe('MODEL_OUTPUT_CONTRACT_SCHEMA: the zod contract as JSON Schema', () => {
  it('accepts exactly the documents ModelOutput accepts', () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const doc = json(raw);
        expect(contract(doc)).toBe(ModelOutput.safeParse(doc).success);
      }),
      RUNS,
    );
  });
  it('both sides say yes and no often enough for the comparison to mean something', () => {
    const docs = fc.sample(anyDocument.map(json), { numRuns: 600, seed: 7 });
    const yes = docs.filter((d) => ModelOutput.safeParse(d).success).length;
    expect(yes).toBeGreaterThan(60);
    expect(docs.length - yes).toBeGreaterThan(60);
  });
});

describe('MODEL_OUTPUT_JSON_SCHEMA: what providers constrain decoding to', () => {
  it('keeps OpenAI strict mode: a root object, every object closed with every property required, no size keywords', () => {
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      for (const k of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'oneOf']) expect(n, `${path}.${k}`).not.toHaveProperty(k);
      if (n['type'] === 'object') {
        expect(n['additionalProperties'], path).toBe(false);
        expect([...(n['required'] as string[])].sort(), path).toEqual(Object.keys(n['properties'] as object).sort());
      }
      for (const [k, v] of Object.entries(n)) walk(v, `${path}.${k}`);
    };
    expect(MODEL_OUTPUT_JSON_SCHEMA).toMatchObject({ type: 'object' });
    expect(MODEL_OUTPUT_JSON_SCHEMA).not.toHaveProperty('anyOf');
    walk(MODEL_OUTPUT_JSON_SCHEMA, '$');
  });

  it('lets a model say everything the contract allows: any valid output, the other half filled empty, passes', () => {
    const empty = { value: '', confidence: 0, claims: [], reason: '', missing: [], tried: [] };
    fc.assert(
      fc.property(fc.oneof(valid.answer, valid.insufficient), (raw) => {
        const parsed = ModelOutput.parse(json(raw));
        expect(structured({ ...empty, ...parsed })).toBe(true);
      }),
      RUNS,
    );
  });

  it('lets nothing through but bounds: whatever strict decoding may produce parses, or fails only on a size', () => {
    const decoded = edgy.merged;
    fc.assert(
      fc.property(decoded, (raw) => {
        const doc = json(raw);
        expect(structured(doc)).toBe(true);
        const parsed = ModelOutput.safeParse(doc);
        if (!parsed.success) for (const issue of parsed.error.issues) expect(['too_small', 'too_big']).toContain(issue.code);
      }),
      RUNS,
    );
  });

  it('refuses what is not the merged shape: broken documents and arbitrary JSON never pass both it and a shape check', () => {
    fc.assert(
      fc.property(fc.oneof(broken, fc.jsonValue()), (raw) => {
        const doc = json(raw);
        if (!structured(doc)) return;
        // Passing means the seven fields with their types, nothing more: the parse fails on sizes at most.
        expect(Object.keys(doc as object).sort()).toEqual(['claims', 'confidence', 'kind', 'missing', 'reason', 'tried', 'value']);
      }),
      RUNS,
    );
  });

  it('is the schema that was written by hand before it was derived (what the wire tests and providers saw)', () => {
    const citationSchema = { type: 'object', additionalProperties: false, required: ['anchor', 'quote'], properties: { anchor: { type: 'string' }, quote: { type: 'string' } } };
    expect(MODEL_OUTPUT_JSON_SCHEMA).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'value', 'confidence', 'claims', 'reason', 'missing', 'tried'],
      properties: {
        kind: { type: 'string', enum: ['answer', 'insufficient_evidence'] },
        value: { type: 'string' },
        confidence: { type: 'number' },
        claims: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['text', 'citations'], properties: { text: { type: 'string' }, citations: { type: 'array', items: citationSchema } } } },
        reason: { type: 'string' },
        missing: { type: 'array', items: { type: 'string' } },
        tried: { type: 'array', items: citationSchema },
      },
    });
  });

  it('refuses to merge branches strict mode cannot express', () => {
    const closed = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
    expect(() => strictStructuredOutput({ oneOf: [closed({ a: { type: 'string' } }), closed({ a: { type: 'number' } })] })).toThrow(/disagree on "a"/);
    expect(() => strictStructuredOutput({ oneOf: [{ ...closed({ a: { type: 'string' } }), additionalProperties: true }] })).toThrow(/closed objects/);
    expect(() => strictStructuredOutput({ oneOf: [{ ...closed({ a: { type: 'string' }, b: { type: 'string' } }), required: ['a'] }] })).toThrow(/"b" required/);
  });
});
