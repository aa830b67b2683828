import type { AnthropicOptions } from './anthropic-client.js';
import type { OllamaOptions } from './ollama-client.js';
import type { OpenAIOptions } from './openai-client.js';
import type { Env } from './transport.js';

/** Per-provider settings beyond the spec (tests: base URLs, keys, short limits); the app passes none. */
export type ClientOverrides = {
  env?: Env;
  anthropic?: Omit<AnthropicOptions, 'model'>;
  openai?: Omit<OpenAIOptions, 'model'>;
  ollama?: Omit<OllamaOptions, 'model'>;
};
