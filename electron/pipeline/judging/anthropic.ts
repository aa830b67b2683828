import { anthropicClient, resolveAnthropicConfig, sendMessage, type AnthropicOptions } from '../providers/anthropic-client.js';
import { modelFamily } from '../providers/model-family.js';
import { llmJudge } from './llm-judge.js';
import { JUDGE_VERDICTS_JSON_SCHEMA } from './prompt.js';
import type { Judge } from './types.js';

/**
 * Claude as an entailment judge, with the verdict schema as structured output
 * (`output_config.format`). No temperature is sent: the API version this SDK speaks
 * refuses sampling parameters. The reply's text blocks, joined, are the verdict JSON.
 */
export function createAnthropicJudge(options: AnthropicOptions = {}): Judge {
  const config = resolveAnthropicConfig(options, 2048);
  const client = anthropicClient(config);
  return llmJudge({ id: `anthropic:${config.model}`, provider: 'anthropic', family: modelFamily(config.model) }, async (prompt) => {
    const reply = await sendMessage(client, config, {
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.user }],
      output_config: { format: { type: 'json_schema', schema: JUDGE_VERDICTS_JSON_SCHEMA } },
    });
    return reply.content.map((b) => (b.type === 'text' && typeof b.text === 'string' ? b.text : '')).join('');
  });
}
