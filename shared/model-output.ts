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

/** JSON Schema of the contract, for providers that enforce structured output. */
export const MODEL_OUTPUT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'value', 'confidence', 'claims', 'reason', 'missing', 'tried'],
  properties: {
    kind: { type: 'string', enum: ['answer', 'insufficient_evidence'] },
    value: { type: 'string' },
    confidence: { type: 'number' },
    claims: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'citations'],
        properties: {
          text: { type: 'string' },
          citations: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['anchor', 'quote'],
              properties: { anchor: { type: 'string' }, quote: { type: 'string' } },
            },
          },
        },
      },
    },
    reason: { type: 'string' },
    missing: { type: 'array', items: { type: 'string' } },
    tried: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['anchor', 'quote'],
        properties: { anchor: { type: 'string' }, quote: { type: 'string' } },
      },
    },
  },
} as const;
