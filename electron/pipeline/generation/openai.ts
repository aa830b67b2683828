import { MODEL_OUTPUT_JSON_SCHEMA } from '../../../shared/model-output.js';
import { modelFamily } from '../providers/model-family.js';
import { chatJson, openaiClient, resolveOpenAIConfig, type OpenAIOptions } from '../providers/openai-client.js';
import { renderPrompt } from './prompt.js';
import type { GenerationRequest, GenerationResult, Generator } from './types.js';

/**
 * Any OpenAI-compatible chat completions endpoint, with the contract's JSON schema as
 * a strict `response_format`. `raw` is the message content exactly as sent: the
 * shared parser decides whether it is an answer, whatever the server claims to
 * enforce. A refusal (no content) is '' and so MALFORMED_OUTPUT; a reply cut off at
 * the token limit is truncated JSON and fails the parser the same way.
 */
export function createOpenAIGenerator(options: OpenAIOptions = {}): Generator {
  const config = resolveOpenAIConfig(options);
  const client = openaiClient(config);
  return {
    id: `openai:${config.model}`,
    provider: 'openai',
    family: modelFamily(config.model),
    async generate(req: GenerationRequest): Promise<GenerationResult> {
      const prompt = renderPrompt(req.question, req.anchors);
      const t0 = performance.now();
      const reply = await chatJson(client, config, { system: prompt.system, user: prompt.user, format: { name: 'pincite_model_output', schema: MODEL_OUTPUT_JSON_SCHEMA } }, req.signal);
      return {
        raw: reply.content,
        model: reply.model,
        promptVersion: prompt.version,
        promptSha256: prompt.sha256,
        temperature: config.temperature,
        usage: reply.usage,
        latencyMs: performance.now() - t0,
      };
    },
  };
}
