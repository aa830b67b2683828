import { z } from 'zod';
import { Responsiveness } from './response.js';

/**
 * The judge's model-output contract: what a model judge (Anthropic, OpenAI-compatible,
 * Ollama) and a `replay:FILE` judge must reply. One entry per item:
 *
 *   {"verdicts":[{"claim":0,"verdict":"entailed","confidence":0.9,"responsiveness":"partial"}]}
 *
 * `responsiveness` is asked only for items that carry the question; it is `null` (or
 * absent) for the others. It is read apart from the verdict: a malformed responsiveness
 * never costs the entailment verdict, and a malformed verdict is never saved by a
 * well-formed responsiveness (see parse-verdicts.ts).
 */
export const JudgeVerdictEntry = z.object({
  claim: z.number().int().nonnegative(),
  verdict: z.enum(['entailed', 'contradicted', 'abstain']),
  confidence: z.number().min(0).max(1),
  responsiveness: Responsiveness.nullable().optional(),
});
export type JudgeVerdictEntry = z.infer<typeof JudgeVerdictEntry>;

export const JudgeVerdicts = z.object({ verdicts: z.array(JudgeVerdictEntry) });
export type JudgeVerdicts = z.infer<typeof JudgeVerdicts>;

/** What `JudgeVerdicts` accepts, as JSON Schema (unknown keys included: z.object strips them). */
export const JUDGE_VERDICTS_CONTRACT_SCHEMA = z.toJSONSchema(JudgeVerdicts, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' });

type JsonSchemaNode = { [key: string]: unknown };

/**
 * For providers that constrain decoding (OpenAI `strict: true`, Ollama `format`, Anthropic
 * `output_config`): derived from the same zod schema, every object closed with every
 * property required — strict mode refuses optional properties, so `responsiveness` is
 * required but nullable, and the model says `null` where no question was given.
 */
export const JUDGE_VERDICTS_JSON_SCHEMA = requireAll(
  z.toJSONSchema(JudgeVerdicts, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'throw',
    override: ({ jsonSchema }) => {
      // Bounds stay with the zod parse after every call (strict mode refuses some keywords).
      for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) delete (jsonSchema as JsonSchemaNode)[k];
    },
  }) as JsonSchemaNode,
);

function requireAll(node: JsonSchemaNode): JsonSchemaNode {
  const out: JsonSchemaNode = { ...node };
  delete out['$schema'];
  const props = node['properties'] as Record<string, JsonSchemaNode> | undefined;
  if (props) {
    out['properties'] = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, requireAll(v)]));
    out['required'] = Object.keys(props);
    out['additionalProperties'] = false;
  }
  if (node['items'] && typeof node['items'] === 'object') out['items'] = requireAll(node['items'] as JsonSchemaNode);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) out[key] = (node[key] as JsonSchemaNode[]).map(requireAll);
  return out;
}
