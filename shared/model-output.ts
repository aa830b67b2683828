import { z } from 'zod';

/**
 * The model output contract (ARCHITECTURE §2). Every generator's text must parse into
 * exactly one of these; anything else is MALFORMED_OUTPUT. Sizes are bounded so a
 * hostile or runaway output is refused rather than processed.
 */
export const OUTPUT_LIMITS = {
  maxChars: 2_000_000,
  maxClaims: 200,
  maxCitationsPerClaim: 20,
  maxTextChars: 20_000,
  maxQuoteChars: 5_000,
  maxAnchorChars: 200,
} as const;

export const Citation = z.object({
  anchor: z.string().min(1).max(OUTPUT_LIMITS.maxAnchorChars),
  quote: z.string().min(1).max(OUTPUT_LIMITS.maxQuoteChars),
});
export type Citation = z.infer<typeof Citation>;

export const ModelClaim = z.object({
  text: z.string().min(1).max(OUTPUT_LIMITS.maxTextChars),
  citations: z.array(Citation).max(OUTPUT_LIMITS.maxCitationsPerClaim),
});
export type ModelClaim = z.infer<typeof ModelClaim>;

export const AnswerOutput = z.object({
  kind: z.literal('answer'),
  value: z.string().max(OUTPUT_LIMITS.maxTextChars * 10),
  confidence: z.number().min(0).max(1),
  claims: z.array(ModelClaim).max(OUTPUT_LIMITS.maxClaims),
});
export type AnswerOutput = z.infer<typeof AnswerOutput>;

export const InsufficientEvidenceOutput = z.object({
  kind: z.literal('insufficient_evidence'),
  reason: z.string().min(1).max(OUTPUT_LIMITS.maxTextChars),
  missing: z.array(z.string().max(OUTPUT_LIMITS.maxTextChars)).max(OUTPUT_LIMITS.maxClaims),
  tried: z.array(Citation).max(OUTPUT_LIMITS.maxClaims),
});
export type InsufficientEvidenceOutput = z.infer<typeof InsufficientEvidenceOutput>;

export const ModelOutput = z.discriminatedUnion('kind', [AnswerOutput, InsufficientEvidenceOutput]);
export type ModelOutput = z.infer<typeof ModelOutput>;

/**
 * The contract as JSON Schema, derived from the zod schema above (never written by hand
 * beside it). `io: 'input'` describes what `ModelOutput.safeParse` accepts — unknown keys
 * included, since z.object strips them — so a document passes this schema exactly when it
 * passes the zod schema (a property test holds the two together). One difference the
 * formats themselves make: JSON Schema counts a string's length in code points, zod in
 * UTF-16 units, so they part only on text outside the BMP lying right at a bound.
 */
export const MODEL_OUTPUT_CONTRACT_SCHEMA = z.toJSONSchema(ModelOutput, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' });

/** Size keywords the structured-output schema leaves to the zod parse that follows. */
const BOUND_KEYWORDS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum'] as const;

type JsonSchemaNode = { [key: string]: unknown };

/**
 * JSON Schema for providers that constrain decoding to a schema (OpenAI structured output
 * with `strict: true`, Ollama's `format`), derived from the same zod schema:
 * - OpenAI strict mode refuses a root `anyOf`/`oneOf` and wants every object closed
 *   (`additionalProperties: false`) with every property required, so the two branches are
 *   merged into one object whose `kind` says which half counts; the parser keeps that
 *   branch and drops the other's fields, exactly as it would for any model.
 * - Size bounds are dropped: strict mode does not accept string lengths, and a grammar
 *   built from `maxItems: 200` or `maxLength: 20000` (Ollama / llama.cpp) is enormous. The
 *   bounds still hold: the zod parse after every call refuses an output that breaks one
 *   as MALFORMED_OUTPUT.
 */
export const MODEL_OUTPUT_JSON_SCHEMA = strictStructuredOutput(
  z.toJSONSchema(ModelOutput, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'throw',
    override: ({ jsonSchema }) => {
      for (const k of BOUND_KEYWORDS) delete (jsonSchema as JsonSchemaNode)[k];
    },
  }) as JsonSchemaNode,
);

/**
 * A union of closed objects (zod's `oneOf` for a discriminated union) as one closed object:
 * properties of every branch, the discriminator's constants as an enum, all required.
 * Throws if two branches give one property different schemas, or a branch is not a
 * closed object — the contract changed in a way strict mode cannot say.
 */
export function strictStructuredOutput(schema: JsonSchemaNode): JsonSchemaNode {
  const branches = (schema['oneOf'] ?? schema['anyOf'] ?? [schema]) as JsonSchemaNode[];
  const properties: Record<string, JsonSchemaNode> = {};
  const consts = new Map<string, unknown[]>();
  for (const branch of branches) {
    assertClosedObject(branch);
    for (const [name, prop] of Object.entries(branch['properties'] as Record<string, JsonSchemaNode>)) {
      if ('const' in prop) {
        consts.set(name, [...(consts.get(name) ?? []), prop['const']]);
        properties[name] ??= { type: prop['type'] };
      } else if (name in properties && JSON.stringify(properties[name]) !== JSON.stringify(prop)) {
        throw new Error(`Model output branches disagree on "${name}"; strict structured output cannot express it.`);
      } else {
        properties[name] = prop;
      }
    }
  }
  for (const [name, values] of consts) properties[name] = { ...properties[name], enum: values };
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

function assertClosedObject(node: JsonSchemaNode): void {
  const props = node['properties'] as Record<string, JsonSchemaNode> | undefined;
  if (node['type'] !== 'object' || !props || node['additionalProperties'] !== false) throw new Error('Strict structured output needs closed objects.');
  const required = new Set(node['required'] as string[] | undefined);
  for (const name of Object.keys(props)) if (!required.has(name)) throw new Error(`Strict structured output needs "${name}" required.`);
}
