import { MODEL_OUTPUT_JSON_SCHEMA } from '../../../shared/model-output.js';
import { modelFamily } from '../providers/model-family.js';
import { ollamaChat, resolveOllamaConfig, type OllamaOptions } from '../providers/ollama-client.js';
import { renderPrompt } from './prompt.js';
import type { GenerationRequest, GenerationResult, Generator } from './types.js';

/**
 * A local model through Ollama's /api/chat, with the contract's JSON schema as
 * `format` (grammar-constrained decoding) and temperature 0. `raw` is the message
 * content exactly as sent; the shared parser decides what it is.
 */
export function createOllamaGenerator(options: OllamaOptions = {}): Generator {
  const config = resolveOllamaConfig(options);
  return {
    id: `ollama:${config.model}`,
    provider: 'ollama',
    family: modelFamily(config.model),
    async generate(req: GenerationRequest): Promise<GenerationResult> {
      const prompt = renderPrompt(req.question, req.anchors);
      const t0 = performance.now();
      const reply = await ollamaChat(config, { system: prompt.system, user: prompt.user, format: MODEL_OUTPUT_JSON_SCHEMA }, req.signal);
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
