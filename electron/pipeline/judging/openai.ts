import { modelFamily } from '../providers/model-family.js';
import { chatJson, openaiClient, resolveOpenAIConfig, type OpenAIOptions } from '../providers/openai-client.js';
import { llmJudge } from './llm-judge.js';
import { JUDGE_VERDICTS_JSON_SCHEMA } from './prompt.js';
import type { Judge } from './types.js';

/** Any OpenAI-compatible model as an entailment judge: temperature 0, strict verdict schema. */
export function createOpenAIJudge(options: OpenAIOptions = {}): Judge {
  const config = resolveOpenAIConfig(options);
  const client = openaiClient(config);
  return llmJudge({ id: `openai:${config.model}`, provider: 'openai', family: modelFamily(config.model) }, async (prompt) => {
    const reply = await chatJson(client, config, { system: prompt.system, user: prompt.user, format: { name: 'pincite_verdicts', schema: JUDGE_VERDICTS_JSON_SCHEMA } });
    return reply.content;
  });
}
