import Anthropic, { AnthropicError, APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages/messages';
import { AnthropicReply } from '../generation/anthropic-citations.js';
import { ModelClientError, toModelError, type CallContext, type CallFailure } from './errors.js';
import { resolveCommonConfig, type ProviderDefaults } from './client-config.js';
import { boundedRetryFetch, callSignal, endpointOf, fetchFailureDetail, stderrLogger, type CallLimits, type Env } from './transport.js';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

export type AnthropicOptions = {
  /** Defaults to env ANTHROPIC_API_KEY. Sent by the SDK as `Authorization: Bearer`. */
  apiKey?: string;
  /** Defaults to env ANTHROPIC_BASE_URL, else the SDK's https://api.anthropic.com. */
  baseURL?: string;
  model?: string;
  maxTokens?: number;
  /** Stream the reply over SSE (the SDK accumulates text and citations deltas). */
  stream?: boolean;
  limits?: Partial<CallLimits>;
  /** The environment to read; tests pass their own, the app passes nothing (process.env). */
  env?: Env;
};

export type AnthropicConfig = {
  apiKey: string;
  baseURL: string;
  model: string;
  maxTokens: number;
  stream: boolean;
  limits: CallLimits;
};

/** Reads options and environment once; a missing key fails here, before any retrieval or call. */
const ANTHROPIC: ProviderDefaults = {
  provider: 'anthropic',
  keyEnv: 'ANTHROPIC_API_KEY',
  urlEnv: 'ANTHROPIC_BASE_URL',
  defaultURL: 'https://api.anthropic.com',
  defaultModel: DEFAULT_ANTHROPIC_MODEL,
  keyRequired: () => true,
  missingKey: () => 'ANTHROPIC_API_KEY is not set. Set it to an Anthropic API key, or choose another generator/judge (e.g. extractive, lexical).',
};

export function resolveAnthropicConfig(o: AnthropicOptions, defaultMaxTokens: number): AnthropicConfig {
  const c = resolveCommonConfig(ANTHROPIC, o);
  // resolveCommonConfig has refused a missing key: Anthropic always needs one.
  return { apiKey: c.key ?? '', baseURL: c.baseURL, model: c.model, maxTokens: o.maxTokens ?? defaultMaxTokens, stream: c.stream, limits: c.limits };
}

export function anthropicClient(c: AnthropicConfig): Anthropic {
  return new Anthropic({
    apiKey: c.apiKey,
    baseURL: c.baseURL,
    timeout: c.limits.timeoutMs,
    maxRetries: c.limits.maxRetries,
    fetch: boundedRetryFetch(c.limits.maxRetryAfterMs),
    // No spans and no trace headers: prompts hold client documents.
    openTelemetry: false,
    logger: stderrLogger,
  });
}

export function anthropicContext(c: AnthropicConfig): CallContext {
  return {
    label: 'Anthropic',
    provider: 'anthropic',
    endpoint: endpointOf(c.baseURL),
    model: c.model,
    keyEnv: 'ANTHROPIC_API_KEY',
    urlEnv: 'ANTHROPIC_BASE_URL',
    ...c.limits,
    secrets: [c.apiKey],
  };
}

/**
 * One Messages API call, streamed or not, validated against the reply shape Pincite
 * reads. Every failure comes out as a ModelClientError.
 */
export async function sendMessage(
  client: Anthropic,
  c: AnthropicConfig,
  params: Omit<MessageCreateParamsNonStreaming, 'model' | 'max_tokens' | 'stream'>,
  caller?: AbortSignal,
): Promise<AnthropicReply> {
  const ctx = anthropicContext(c);
  const { signal, deadline } = callSignal(c.limits.deadlineMs, caller);
  let body: unknown;
  try {
    const full = { ...params, model: c.model, max_tokens: c.maxTokens };
    body = c.stream ? await client.messages.stream(full, { signal }).finalMessage() : await client.messages.create(full, { signal });
  } catch (err) {
    const f = classifyAnthropicError(err, deadline, caller);
    if (!f) throw err;
    throw toModelError(ctx, f, err);
  }
  const reply = AnthropicReply.safeParse(body);
  if (!reply.success) {
    const issue = reply.error.issues[0];
    throw toModelError(ctx, { kind: 'bad-body', detail: `not a Messages API message: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}` });
  }
  return reply.data;
}

export function classifyAnthropicError(err: unknown, deadline: AbortSignal, caller?: AbortSignal): CallFailure | null {
  if (err instanceof ModelClientError) return null;
  if (caller?.aborted) return { kind: 'aborted' };
  if (deadline.aborted) return { kind: 'deadline' };
  if (err instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (err instanceof APIUserAbortError) return { kind: 'aborted' };
  if (err instanceof APIConnectionError) return { kind: 'connection', detail: fetchFailureDetail(err.cause) ?? err.message };
  if (err instanceof APIError) {
    if (typeof err.status === 'number') return { kind: 'status', status: err.status, headers: err.headers ?? null, apiMessage: err.apiMessage ?? err.message };
    return { kind: 'stream-error', apiType: err.type, apiMessage: err.apiMessage };
  }
  // The SDK wraps what broke inside a stream (e.g. an event that is not JSON) in its base error.
  if (err instanceof AnthropicError) return { kind: 'bad-body', detail: err.message };
  if (err instanceof SyntaxError) return { kind: 'bad-body', detail: `body is not JSON (${err.message})` };
  return null;
}

/** Total input tokens: fresh plus cache writes plus cache reads, as the API bills them. */
export function inputTokens(r: AnthropicReply): number | null {
  if (!r.usage) return null;
  return r.usage.input_tokens + (r.usage.cache_creation_input_tokens ?? 0) + (r.usage.cache_read_input_tokens ?? 0);
}
