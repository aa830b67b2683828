/** A generator or judge the app knows by name, as the user sees it and as the pipeline reads it. */
export type SpecChoice = { spec: string; label: string };

/**
 * The providers and default models the pipeline ships with (electron/pipeline/providers/*-client.ts);
 * anything else is typed as provider:model.
 */
export const GENERATOR_CHOICES: readonly SpecChoice[] = [
  { spec: 'extractive', label: 'Built-in extractive (offline)' },
  { spec: 'anthropic', label: 'Anthropic — Claude Sonnet (claude-sonnet-5-5)' },
  { spec: 'openai', label: 'OpenAI — GPT-4.1 (gpt-4.1)' },
  { spec: 'openai:gpt-4o', label: 'OpenAI — GPT-4o (gpt-4o)' },
  { spec: 'ollama', label: 'Ollama on this computer — Llama 3.1 8B (llama3.1:8b)' },
];

export const JUDGE_CHOICES: readonly SpecChoice[] = [
  { spec: 'lexical', label: 'Built-in lexical check (offline)' },
  { spec: 'anthropic', label: 'Anthropic — Claude Sonnet (claude-sonnet-5-5)' },
  { spec: 'openai', label: 'OpenAI — GPT-4.1 (gpt-4.1)' },
  { spec: 'openai:gpt-4o', label: 'OpenAI — GPT-4o (gpt-4o)' },
  { spec: 'ollama', label: 'Ollama on this computer — Llama 3.1 8B (llama3.1:8b)' },
];
