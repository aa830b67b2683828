/**
 * Model family, for refusing a judge that would grade its own kind's work.
 *
 * A family is `maker/line` derived from the MODEL id, not from the transport: Llama
 * served by Ollama and Llama behind an OpenAI-compatible server are one family, and
 * so is Claude reached through any proxy. The id is normalised first — lower-cased,
 * registry/namespace prefixes dropped (`meta-llama/…`, `hf.co/user/…`, `openai/…`),
 * Ollama tags dropped (`llama3.1:8b` → `llama3.1`), cloud vendor prefixes dropped
 * (`us.anthropic.claude-…`) — then matched against the table below, first match wins.
 *
 * Granularity is the product line a vendor trains together: all Claude models are one
 * family; OpenAI's lines (gpt-4o, gpt-4.1, gpt-5, o-series…) are separate families.
 * An id the table does not know is `unknown/<leading word>`, so two unknown models
 * with the same leading word count as one family — the conservative side.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^claude/, 'anthropic/claude'],
  [/^(?:chatgpt-4o|gpt-4o)/, 'openai/gpt-4o'],
  [/^gpt-4\.1/, 'openai/gpt-4.1'],
  [/^gpt-4\.5/, 'openai/gpt-4.5'],
  [/^gpt-5/, 'openai/gpt-5'],
  [/^gpt-oss/, 'openai/gpt-oss'],
  [/^gpt-4/, 'openai/gpt-4'],
  [/^gpt-3\.5/, 'openai/gpt-3.5'],
  [/^o\d+(?:$|[-.])/, 'openai/o-series'],
  [/^(?:meta-)?(?:code)?llama/, 'meta/llama'],
  [/^(?:qwen|qwq)/, 'alibaba/qwen'],
  [/^(?:mistral|mixtral|ministral|codestral|magistral|devstral|pixtral)/, 'mistral/mistral'],
  [/^gemma/, 'google/gemma'],
  [/^gemini/, 'google/gemini'],
  [/^phi/, 'microsoft/phi'],
  [/^deepseek/, 'deepseek/deepseek'],
  [/^command/, 'cohere/command'],
  [/^granite/, 'ibm/granite'],
  // Bespoke-MiniCheck-7B is fine-tuned from internlm2_5-7b-chat (its model card).
  [/^(?:internlm|bespoke-minicheck)/, 'shanghai-ai-lab/internlm'],
  [/^grok/, 'xai/grok'],
];

/** Providers that are not models: their output is a file or a deterministic procedure. */
const NOT_MODELS = new Set(['pincite', 'replay']);

export function baseModelName(modelId: string): string {
  let s = modelId.trim().toLowerCase();
  const colon = s.lastIndexOf(':');
  // An Ollama tag (`:8b`, `:latest`) follows the last path segment; Bedrock's `…-v1:0` too.
  if (colon > s.lastIndexOf('/')) s = s.slice(0, colon);
  s = s.slice(s.lastIndexOf('/') + 1);
  s = s.replace(/^(?:[a-z]{2}\.)?(?:anthropic|meta|mistral|cohere|amazon|ai21|deepseek|openai|qwen)\./, '');
  return s;
}

export function modelFamily(modelId: string): string {
  const base = baseModelName(modelId);
  for (const [re, family] of RULES) if (re.test(base)) return family;
  return `unknown/${/^[a-z]+/.exec(base)?.[0] ?? (base || 'model')}`;
}

export type Familied = { readonly provider?: string; readonly family?: string };

/**
 * True when generator and judge are models of the same family. Non-models (the
 * extractive generator, the lexical judge, replays) are never "the same family" as
 * anything; neither is a side whose family is not known.
 */
export function sameFamily(generator: Familied, judge: Familied): boolean {
  const isModel = (x: Familied) => !!x.provider && !!x.family && !NOT_MODELS.has(x.provider);
  return isModel(generator) && isModel(judge) && generator.family === judge.family;
}
