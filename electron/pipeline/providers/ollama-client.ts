import { Ollama } from 'ollama';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ModelClientError, parseRetryAfterMs, toModelError, type CallContext, type CallFailure } from './errors.js';
import { resolveCommonConfig, type ProviderDefaults } from './client-config.js';
import { callSignal, endpointOf, fetchFailureDetail, type CallLimits, type Env } from './transport.js';

export const DEFAULT_OLLAMA_MODEL = 'llama3.1:8b';

export type OllamaOptions = {
  /** Defaults to env OLLAMA_HOST, else http://127.0.0.1:11434. */
  host?: string;
  model?: string;
  /** 0 unless configured. */
  temperature?: number;
  /** The client sends `stream: false` unless asked; streaming reads Ollama's NDJSON. */
  stream?: boolean;
  limits?: Partial<CallLimits>;
  env?: Env;
};

export type OllamaConfig = { host: string; model: string; temperature: number; stream: boolean; limits: CallLimits };

const OLLAMA: ProviderDefaults = {
  provider: 'ollama',
  keyEnv: null,
  urlEnv: 'OLLAMA_HOST',
  defaultURL: 'http://127.0.0.1:11434',
  defaultModel: DEFAULT_OLLAMA_MODEL,
  keyRequired: () => false,
  missingKey: () => '',
};

export function resolveOllamaConfig(o: OllamaOptions): OllamaConfig {
  const c = resolveCommonConfig(OLLAMA, { ...o, baseURL: o.host });
  return { host: c.baseURL, model: c.model, temperature: o.temperature ?? 0, stream: c.stream, limits: c.limits };
}

export function ollamaContext(c: OllamaConfig): CallContext {
  return { label: 'Ollama', provider: 'ollama', endpoint: endpointOf(c.host.includes('://') ? c.host : `http://${c.host}`), model: c.model, keyEnv: null, urlEnv: 'OLLAMA_HOST', ...c.limits, secrets: [] };
}

export type OllamaResult = {
  content: string;
  model: string;
  doneReason: string | null;
  usage: { inputTokens: number | null; outputTokens: number | null };
};

const ChatMessage = z.object({
  model: z.string(),
  message: z.object({ content: z.string() }),
  done: z.boolean(),
  done_reason: z.string().nullish(),
  prompt_eval_count: z.number().nullish(),
  eval_count: z.number().nullish(),
});

export type Attempt = { timedOut: boolean; headers: Headers | null; streaming: boolean };

/**
 * One /api/chat call with `format` = a JSON schema and temperature in `options`.
 * The ollama client has no timeout and no retries of its own, so both live here,
 * mirroring the other SDKs: a per-attempt timeout on the wait for the response to
 * start (through the client's documented `fetch` option), and up to `maxRetries`
 * retries of 408/409/429/5xx, timeouts and refused connections, honouring
 * Retry-After up to `maxRetryAfterMs`, else backing off 0.5 s, 1 s, 2 s… (max 8 s).
 */
export async function ollamaChat(c: OllamaConfig, p: { system: string; user: string; format: Record<string, unknown> }, caller?: AbortSignal): Promise<OllamaResult> {
  return ollamaCall(c, (client, state, ctx) => chatOnce(c, p, client, state, ctx), caller);
}

/**
 * Runs one request of the ollama client (`once`, given a client whose fetch carries
 * the attempt's timeout) under the timeout, retry and deadline rules above. Shared by
 * /api/chat and /api/embed.
 */
export async function ollamaCall<T>(c: OllamaConfig, once: (client: Ollama, state: Attempt, ctx: CallContext) => Promise<T>, caller?: AbortSignal): Promise<T> {
  const ctx = ollamaContext(c);
  const { signal, deadline } = callSignal(c.limits.deadlineMs, caller);
  for (let attempt = 0; ; attempt++) {
    const state: Attempt = { timedOut: false, headers: null, streaming: false };
    try {
      return await once(new Ollama({ host: c.host, fetch: attemptFetch(c.limits.timeoutMs, signal, state) }), state, ctx);
    } catch (err) {
      const f = classifyOllamaError(err, state, deadline, caller);
      if (!f) throw err;
      const wait = retryWait(f, state, attempt, c.limits);
      if (wait === null) throw toModelError(ctx, f, err);
      await sleep(wait, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) throw toModelError(ctx, caller?.aborted ? { kind: 'aborted' } : { kind: 'deadline' }, err);
    }
  }
}

export type GenerateResult = OllamaResult & {
  /** The first generated token's alternatives with their log-probabilities, when the server gave them. */
  topLogprobs: Array<{ token: string; logprob: number }> | null;
};

const TokenLogprob = z.object({ token: z.string(), logprob: z.number() });
const GenerateMessage = z.object({
  model: z.string(),
  response: z.string(),
  done: z.boolean(),
  done_reason: z.string().nullish(),
  prompt_eval_count: z.number().nullish(),
  eval_count: z.number().nullish(),
  logprobs: z.array(TokenLogprob.extend({ top_logprobs: z.array(TokenLogprob).nullish() })).nullish(),
});

/**
 * One /api/generate call, not streamed: a raw prompt for models whose Modelfile holds
 * their own system prompt and template (bespoke-minicheck), with `options` as given and,
 * when asked, the log-probabilities of the top `topLogprobs` tokens at each position.
 * Same timeout, retry and error rules as ollamaChat.
 */
export async function ollamaGenerate(c: OllamaConfig, p: { prompt: string; options: Record<string, number>; topLogprobs?: number }, caller?: AbortSignal): Promise<GenerateResult> {
  return ollamaCall(
    c,
    async (client, _state, ctx) => {
      const logprobs = p.topLogprobs ? { logprobs: true, top_logprobs: p.topLogprobs } : {};
      const body = GenerateMessage.safeParse(await client.generate({ model: c.model, prompt: p.prompt, stream: false, options: { temperature: c.temperature, ...p.options }, ...logprobs }));
      if (!body.success) throw toModelError(ctx, { kind: 'bad-body', detail: `not an /api/generate reply: ${firstIssue(body.error)}` });
      const first = body.data.logprobs?.[0];
      const top = first ? (first.top_logprobs?.length ? first.top_logprobs : [{ token: first.token, logprob: first.logprob }]) : null;
      return { ...result(body.data.response, { ...body.data, message: { content: body.data.response } }), topLogprobs: top };
    },
    caller,
  );
}

async function chatOnce(c: OllamaConfig, p: { system: string; user: string; format: Record<string, unknown> }, client: Ollama, state: Attempt, ctx: CallContext): Promise<OllamaResult> {
  const request = {
    model: c.model,
    messages: [
      { role: 'system', content: p.system },
      { role: 'user', content: p.user },
    ],
    format: p.format,
    options: { temperature: c.temperature },
  };
  if (!c.stream) {
    const body = ChatMessage.safeParse(await client.chat({ ...request, stream: false }));
    if (!body.success) throw toModelError(ctx, { kind: 'bad-body', detail: `not an /api/chat reply: ${firstIssue(body.error)}` });
    return result(body.data.message.content, body.data);
  }
  const stream = await client.chat({ ...request, stream: true });
  state.streaming = true;
  let content = '';
  for await (const raw of stream) {
    const part = ChatMessage.safeParse(raw);
    if (!part.success) throw toModelError(ctx, { kind: 'bad-body', detail: `a stream line is not an /api/chat reply: ${firstIssue(part.error)}` });
    content += part.data.message.content;
    if (part.data.done) return result(content, part.data);
  }
  throw toModelError(ctx, { kind: 'bad-body', detail: 'the stream ended before the answer finished' });
}

function result(content: string, last: z.infer<typeof ChatMessage>): OllamaResult {
  return { content, model: last.model, doneReason: last.done_reason ?? null, usage: { inputTokens: last.prompt_eval_count ?? null, outputTokens: last.eval_count ?? null } };
}

/** Adds the call's signal and a per-attempt timer (cleared once the response starts), and keeps the headers for Retry-After. */
function attemptFetch(timeoutMs: number, signal: AbortSignal, state: Attempt): typeof fetch {
  return async (input, init) => {
    const attempt = new AbortController();
    const timer = setTimeout(() => {
      state.timedOut = true;
      attempt.abort();
    }, timeoutMs);
    try {
      const res = await fetch(input, { ...init, signal: AbortSignal.any([signal, attempt.signal, ...(init?.signal ? [init.signal] : [])]) });
      state.headers = res.headers;
      return res.ok ? res : await asJsonError(res);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The client console.logs — to stdout, which belongs to `--json` — whenever an error
 * body is not JSON of the form `{"error": "…"}` (a proxy's HTML 502, say). Error
 * bodies are rewritten to that form so it has nothing to say; the text is kept.
 */
async function asJsonError(res: Response): Promise<Response> {
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : text.trim() || res.statusText || `HTTP ${res.status}`;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify({ error }), { status: res.status, statusText: res.statusText, headers });
}

export function classifyOllamaError(err: unknown, state: Attempt, deadline: AbortSignal, caller?: AbortSignal): CallFailure | null {
  if (err instanceof ModelClientError) return null;
  if (caller?.aborted) return { kind: 'aborted' };
  if (deadline.aborted) return { kind: 'deadline' };
  if (state.timedOut) return { kind: 'timeout' };
  if (isResponseError(err)) return { kind: 'status', status: err.status_code, headers: state.headers, apiMessage: err.error };
  const conn = fetchFailureDetail(err);
  if (conn) return { kind: 'connection', detail: conn };
  if (err instanceof SyntaxError) return { kind: 'bad-body', detail: `body is not JSON (${err.message})` };
  // Inside a stream the client turns an `{"error": …}` line, or a stream without a final
  // `done`, into a plain Error.
  if (state.streaming && err instanceof Error) {
    return /did not receive done/i.test(err.message) ? { kind: 'bad-body', detail: 'the stream ended before the answer finished' } : { kind: 'stream-error', apiType: null, apiMessage: err.message };
  }
  return null;
}

function retryWait(f: CallFailure, state: Attempt, attempt: number, l: CallLimits): number | null {
  if (attempt >= l.maxRetries || state.streaming) return null;
  const retryable = f.kind === 'timeout' || f.kind === 'connection' || (f.kind === 'status' && (f.status === 408 || f.status === 409 || f.status === 429 || f.status >= 500));
  if (!retryable) return null;
  const asked = f.kind === 'status' && state.headers ? parseRetryAfterMs(state.headers) : null;
  if (asked !== null && asked > l.maxRetryAfterMs) return null;
  if (asked !== null && asked > 0) return asked;
  return Math.min(500 * 2 ** attempt, 8000) * (1 - Math.random() * 0.25);
}

function isResponseError(e: unknown): e is Error & { status_code: number; error: string } {
  return e instanceof Error && e.name === 'ResponseError' && typeof (e as { status_code?: unknown }).status_code === 'number';
}

function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'body'}: ${i.message}` : 'unreadable';
}
