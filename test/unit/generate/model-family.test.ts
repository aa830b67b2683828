import { describe, expect, it } from 'vitest';
import { baseModelName, modelFamily, sameFamily } from '../../../electron/pipeline/providers/model-family.js';

describe('modelFamily: maker/line from a model id, whatever the transport', () => {
  it.each([
    ['claude-sonnet-5-5', 'anthropic/claude'],
    ['claude-haiku-4-5-20251001', 'anthropic/claude'],
    ['us.anthropic.claude-3-5-sonnet-20240620-v1:0', 'anthropic/claude'],
    ['anthropic/claude-3.5-sonnet', 'anthropic/claude'],
    ['gpt-4o-mini', 'openai/gpt-4o'],
    ['chatgpt-4o-latest', 'openai/gpt-4o'],
    ['gpt-4.1-2025-04-14', 'openai/gpt-4.1'],
    ['gpt-5.2-pro', 'openai/gpt-5'],
    ['gpt-4-turbo', 'openai/gpt-4'],
    ['o4-mini', 'openai/o-series'],
    ['o3', 'openai/o-series'],
    ['gpt-oss:20b', 'openai/gpt-oss'],
    ['llama3.1:8b', 'meta/llama'],
    ['meta-llama/Llama-3.3-70B-Instruct', 'meta/llama'],
    ['hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M', 'meta/llama'],
    ['qwen2.5:7b', 'alibaba/qwen'],
    ['Qwen/QwQ-32B', 'alibaba/qwen'],
    ['mixtral:8x7b', 'mistral/mistral'],
    ['gemma3:12b', 'google/gemma'],
    ['phi4', 'microsoft/phi'],
    ['deepseek-r1:14b', 'deepseek/deepseek'],
    ['yi-34b-chat', 'unknown/yi'],
  ])('%s → %s', (id, family) => {
    expect(modelFamily(id)).toBe(family);
  });

  it('normalises tags, namespaces and case', () => {
    expect(baseModelName('  HF.co/User/Mistral-7B:latest ')).toBe('mistral-7b');
  });
});

describe('sameFamily', () => {
  const g = (provider: string, family: string) => ({ provider, family });
  it('is true for models of one family, across transports', () => {
    expect(sameFamily(g('anthropic', 'anthropic/claude'), g('anthropic', 'anthropic/claude'))).toBe(true);
    expect(sameFamily(g('ollama', 'meta/llama'), g('openai', 'meta/llama'))).toBe(true);
  });
  it('is false across families', () => {
    expect(sameFamily(g('openai', 'openai/gpt-4o'), g('openai', 'openai/gpt-4.1'))).toBe(false);
    expect(sameFamily(g('anthropic', 'anthropic/claude'), g('ollama', 'alibaba/qwen'))).toBe(false);
  });
  it('is false when either side is not a model, or its family is unknown', () => {
    expect(sameFamily(g('pincite', 'extractive'), g('pincite', 'extractive'))).toBe(false);
    expect(sameFamily(g('replay', 'replay'), g('replay', 'replay'))).toBe(false);
    expect(sameFamily(g('anthropic', 'anthropic/claude'), { provider: undefined, family: undefined })).toBe(false);
  });
});
