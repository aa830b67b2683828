import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai';
import { z } from 'zod';
import { ModelClientError, toModelError, type CallContext, type CallFailure } from './errors.js';
import { resolveCommonConfig, type ProviderDefaults } from './client-config.js';
import { boundedRetryFetch, callSignal, endpointOf, fetchFailureDetail, isLoopback, stderrLogger, untilAborted, type CallLimits, type Env } from './transport.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1';

export type OpenAIOptions = {
  /** Defaults to env OPENAI_API_KEY; optional only for a loopback base URL (local servers rarely check it). */
  apiKey?: string;
  /** Defaults to env OPENAI_BASE_URL, else https://api.openai.com/v1. Any OpenAI-compatible server. */
  baseURL?: string;
  model?: string;
  /** 0 unless configured; null omits it (reasoning models accept only their default). */
  temperature?: number | null;
  stream?: boolean;
  limits?: Partial<CallLimits>;
  env?: Env;
};

export type OpenAIConfig = {
  apiKey: string;
  baseURL: string;
  model: string;
  temperature: number | null;
  stream: boolean;
  limits: CallLimits;
  /** The real key, for redaction; empty when a loopback server is used without one. */
  secret: string;
};

/** Stands in for a key a loopback server does not check (the SDK refuses to start without one). */
const NO_KEY = 'pincite-no-key';

const OPENAI: ProviderDefaults = {
  provider: 'openai',
  keyEnv: 'OPENAI_API_KEY',
  urlEnv: 'OPENAI_BASE_URL',
  defaultURL: 'https://api.openai.com/v1',
  defaultModel: DEFAULT_OPENAI_MODEL,
  keyRequired: (baseURL) => !isLoopback(baseURL),
  missingKey: (endpoint) => `OPENAI_API_KEY is not set (base URL ${endpoint}). Set it, point OPENAI_BASE_URL at a local server, or choose another generator/judge (e.g. extractive, lexical).`,
};

export function resolveOpenAIConfig(o: OpenAIOptions): OpenAIConfig {
  const c = resolveCommonConfig(OPENAI, o);
  return {
    apiKey: c.key ?? NO_KEY,
    baseURL: c.baseURL,
    model: c.model,
    temperature: o.temperature === undefined ? 0 : o.temperature,
    stream: c.stream,
    limits: c.limits,
    secret: c.key ?? '',
  };
}

export function openaiClient(c: OpenAIConfig): OpenAI {
  return new OpenAI({
    apiKey: c.apiKey,
    baseURL: c.baseURL,
    timeout: c.limits.timeoutMs,
    maxRetries: c.limits.maxRetries,
    fetch: boundedRetryFetch(c.limits.maxRetryAfterMs),
    logger: stderrLogger,
  });
}

export function openaiContext(c: OpenAIConfig): CallContext {
  const official = /(^|\.)openai\.com$/.test(safeHost(c.baseURL));
  return {
    label: official ? 'OpenAI' : 'The OpenAI-compatible server',
    provider: 'openai',
    endpoint: endpointOf(c.baseURL),
    model: c.model,
    keyEnv: 'OPENAI_API_KEY',
    urlEnv: 'OPENAI_BASE_URL',
    ...c.limits,
    secrets: c.secret ? [c.secret] : [],
  };
}

export type JsonSchemaFormat = { name: string; schema: Record<string, unknown> };

export type ChatResult = {
  /** The message content exactly as sent ('' when the model sent none, e.g. a refusal). */
  content: string;
  model: string;
  finishReason: string | null;
  usage: { inputTokens: number | null; outputTokens: number | null };
};

const ChatReply = z.object({
  model: z.string(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }), finish_reason: z.string().nullable() }))
    .min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

const ChatChunk = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() })),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

/**
 * One chat completion constrained by a strict JSON schema (`response_format:
 * json_schema`), streamed or not. Every failure comes out as a ModelClientError.
 */
export async function chatJson(client: OpenAI, c: OpenAIConfig, p: { system: string; user: string; format: JsonSchemaFormat }, caller?: AbortSignal): Promise<ChatResult> {
  const ctx = openaiContext(c);
  const { signal, deadline } = callSignal(c.limits.deadlineMs, caller);
  const body = {
    model: c.model,
    messages: [
      { role: 'system' as const, content: p.system },
      { role: 'user' as const, content: p.user },
    ],
    ...(c.temperature === null ? {} : { temperature: c.temperature }),
    response_format: { type: 'json_schema' as const, json_schema: { name: p.format.name, strict: true, schema: p.format.schema } },
  };
  try {
    if (!c.stream) {
      const reply = ChatReply.safeParse(await untilAborted(client.chat.completions.create(body, { signal }), signal));
      if (!reply.success) throw toModelError(ctx, { kind: 'bad-body', detail: `not a chat completion: ${firstIssue(reply.error)}` });
      const choice = reply.data.choices[0]!;
      return {
        content: choice.message.content ?? '',
        model: reply.data.model,
        finishReason: choice.finish_reason,
        usage: { inputTokens: reply.data.usage?.prompt_tokens ?? null, outputTokens: reply.data.usage?.completion_tokens ?? null },
      };
    }
    const stream = await untilAborted(client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal }), signal);
    let content = '';
    let model = c.model;
    let finishReason: string | null = null;
    let usage: ChatResult['usage'] = { inputTokens: null, outputTokens: null };
    for await (const raw of stream) {
      const chunk = ChatChunk.safeParse(raw);
      if (!chunk.success) throw toModelError(ctx, { kind: 'bad-body', detail: `a stream chunk is not a chat completion chunk: ${firstIssue(chunk.error)}` });
      if (chunk.data.model) model = chunk.data.model;
      const choice = chunk.data.choices[0];
      content += choice?.delta?.content ?? '';
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      if (chunk.data.usage) usage = { inputTokens: chunk.data.usage.prompt_tokens, outputTokens: chunk.data.usage.completion_tokens };
    }
    // The SDK's stream ends quietly when aborted, so an early end may be our deadline.
    if (finishReason === null) {
      throw toModelError(ctx, caller?.aborted ? { kind: 'aborted' } : deadline.aborted ? { kind: 'deadline' } : { kind: 'bad-body', detail: 'the stream ended before the answer finished' });
    }
    return { content, model, finishReason, usage };
  } catch (err) {
    const f = classifyOpenAIError(err, deadline, caller);
    if (!f) throw err;
    throw toModelError(ctx, f, err);
  }
}

export function classifyOpenAIError(err: unknown, deadline: AbortSignal, caller?: AbortSignal): CallFailure | null {
  if (err instanceof ModelClientError) return null;
  if (caller?.aborted) return { kind: 'aborted' };
  if (deadline.aborted) return { kind: 'deadline' };
  if (err instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (err instanceof APIUserAbortError) return { kind: 'aborted' };
  if (err instanceof APIConnectionError) return { kind: 'connection', detail: fetchFailureDetail(err.cause) ?? err.message };
  if (err instanceof APIError) {
    const apiMessage = messageOf(err.error) ?? err.message.replace(/^\d{3}\s+/, '');
    if (typeof err.status === 'number') return { kind: 'status', status: err.status, headers: err.headers ?? null, apiMessage };
    return { kind: 'stream-error', apiType: err.type ?? err.code ?? null, apiMessage };
  }
  if (err instanceof OpenAIError) return { kind: 'bad-body', detail: err.message };
  if (err instanceof SyntaxError) return { kind: 'bad-body', detail: `body is not JSON (${err.message})` };
  return null;
}

function messageOf(e: unknown): string | null {
  return e && typeof e === 'object' && 'message' in e && typeof (e as { message: unknown }).message === 'string' ? (e as { message: string }).message : null;
}

function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'body'}: ${i.message}` : 'unreadable';
}

function safeHost(u: string): string {
  try {
    return new URL(u).hostname;
  } catch {
    return '';
  }
}
