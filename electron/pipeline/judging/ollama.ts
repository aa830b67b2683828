import { modelFamily } from '../providers/model-family.js';
import { ollamaChat, resolveOllamaConfig, type OllamaOptions } from '../providers/ollama-client.js';
import { llmJudge } from './llm-judge.js';
import { JUDGE_VERDICTS_JSON_SCHEMA } from './prompt.js';
import type { Judge } from './types.js';

/** A local Ollama model as an entailment judge: temperature 0, verdict schema as `format`. */
export function createOllamaJudge(options: OllamaOptions = {}): Judge {
  const config = resolveOllamaConfig(options);
  return llmJudge({ id: `ollama:${config.model}`, provider: 'ollama', family: modelFamily(config.model) }, async (prompt) => {
    const reply = await ollamaChat(config, { system: prompt.system, user: prompt.user, format: JUDGE_VERDICTS_JSON_SCHEMA });
    return reply.content;
  });
}
