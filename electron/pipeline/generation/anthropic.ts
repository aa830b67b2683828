import { convertCitedReply } from './anthropic-citations.js';
import { anthropicClient, inputTokens, resolveAnthropicConfig, sendMessage, type AnthropicOptions } from '../providers/anthropic-client.js';
import { documentTitle, renderAnthropicPrompt } from './anthropic-prompt.js';
import { modelFamily } from '../providers/model-family.js';
import type { GenerationRequest, GenerationResult, Generator } from './types.js';

/**
 * Claude through the Messages API with the Citations API: every anchor is its own
 * text document with citations enabled, the question follows, and the cited prose
 * that comes back is converted to the contract by anthropic-citations.ts (the rules
 * are documented there). Quotes are the API's `cited_text`, never the model's words.
 *
 * Temperature is not sent and is recorded as null: the API version this SDK speaks
 * (2026-10-21) refuses every sampling parameter, even at its default.
 */
export function createAnthropicGenerator(options: AnthropicOptions = {}): Generator {
  const config = resolveAnthropicConfig(options, 4096);
  const client = anthropicClient(config);
  return {
    id: `anthropic:${config.model}`,
    provider: 'anthropic',
    family: modelFamily(config.model),
    async generate(req: GenerationRequest): Promise<GenerationResult> {
      const prompt = renderAnthropicPrompt(req.question, req.anchors);
      const t0 = performance.now();
      const reply = await sendMessage(client, config, { system: prompt.system, messages: [{ role: 'user', content: prompt.content }] }, req.signal);
      const latencyMs = performance.now() - t0;
      const conversion = convertCitedReply(reply, req.anchors.map((a) => ({ anchor: a.anchor, title: documentTitle(a) })));
      return {
        raw: conversion.raw,
        model: reply.model,
        promptVersion: prompt.version,
        promptSha256: prompt.sha256,
        temperature: null,
        usage: { inputTokens: inputTokens(reply), outputTokens: reply.usage?.output_tokens ?? null },
        latencyMs,
        providerRaw: JSON.stringify(reply),
      };
    },
  };
}
