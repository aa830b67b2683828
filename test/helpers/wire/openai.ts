import { fakeEmbedding } from './embeddings.js';
import { startWireServer, type Recorded, type Reply, type WireServer } from './server.js';

/**
 * OpenAI chat completions wire format (POST /v1/chat/completions): a JSON
 * `chat.completion`, SSE `data:` chunks of `chat.completion.chunk` ending with
 * `data: [DONE]` (usage in a last chunk with no choices when include_usage is set),
 * and error bodies `{"error":{"message","type","param","code"}}`.
 */

export const OPENAI_TEST_KEY = 'sk-proj-test-0123456789abcdef';

export function completion(content: string | null, o: { model?: string; finish_reason?: string; refusal?: string | null; prompt_tokens?: number; completion_tokens?: number } = {}) {
  const prompt_tokens = o.prompt_tokens ?? 640;
  const completion_tokens = o.completion_tokens ?? 88;
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_760_000_000,
    model: o.model ?? 'gpt-4.1-2025-04-14',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: o.refusal ?? null, annotations: [] }, logprobs: null, finish_reason: o.finish_reason ?? 'stop' }],
    usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens },
    system_fingerprint: 'fp_test',
  };
}

export function jsonReply(body: unknown): Reply {
  return { kind: 'json', body, headers: { 'x-request-id': 'req_test' } };
}

/** The SSE stream for `content`: role chunk, content deltas, finish chunk, usage chunk, [DONE]. */
export function sseReply(content: string, o: { model?: string; chunk?: number; finish_reason?: string; done?: boolean } = {}): Reply {
  const model = o.model ?? 'gpt-4.1-2025-04-14';
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_760_000_000, model, system_fingerprint: 'fp_test' };
  const data = (x: unknown) => `data: ${JSON.stringify(x)}\n\n`;
  const frames = [data({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }], usage: null })];
  const step = o.chunk ?? 9;
  for (let i = 0; i < content.length; i += step) {
    frames.push(data({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + step) }, logprobs: null, finish_reason: null }], usage: null }));
  }
  if (o.done !== false) {
    frames.push(data({ ...base, choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: o.finish_reason ?? 'stop' }], usage: null }));
    frames.push(data({ ...base, choices: [], usage: { prompt_tokens: 640, completion_tokens: 88, total_tokens: 728 } }));
    frames.push('data: [DONE]\n\n');
  }
  return { kind: 'stream', contentType: 'text/event-stream; charset=utf-8', frames };
}

export function errorReply(status: number, msg: string, type: string, code: string | null, headers: Record<string, string> = {}): Reply {
  return { kind: 'json', status, body: { error: { message: msg, type, param: null, code } }, headers };
}

export type EmbedFn = (text: string) => number[];

/**
 * The `/v1/embeddings` reply for a request: `{"object":"list","data":[{"object":
 * "embedding","index","embedding"}],"model","usage"}`, the vectors as floats, or as
 * base64 of little-endian float32 when the request asks for `encoding_format: base64`.
 */
export function embeddingsReply(req: Recorded, embed: EmbedFn = fakeEmbedding): Reply {
  const body = req.body as { model?: unknown; input?: unknown; encoding_format?: unknown } | undefined;
  const input = typeof body?.input === 'string' ? [body.input] : Array.isArray(body?.input) ? (body.input as unknown[]) : null;
  if (!input || input.some((x) => typeof x !== 'string') || typeof body?.model !== 'string') {
    return errorReply(400, "'input' must be a string or an array of strings, and 'model' is required", 'invalid_request_error', null);
  }
  const base64 = body.encoding_format === 'base64';
  const data = (input as string[]).map((text, index) => {
    const v = embed(text);
    return { object: 'embedding', index, embedding: base64 ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v };
  });
  const tokens = (input as string[]).reduce((n, t) => n + Math.ceil(t.length / 4), 0);
  return jsonReply({ object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
}

/**
 * POST /v1/chat/completions (scripted replies) and, with `embed`, POST /v1/embeddings:
 * computed from the request by `embed` unless a reply is queued (errors, timeouts,
 * malformed bodies are queued like any other).
 */
export function startOpenAIServer(apiKey = OPENAI_TEST_KEY, opts: { embed?: EmbedFn } = {}): Promise<WireServer> {
  const fallback = errorReply(500, 'test server: no scripted reply', 'server_error', null);
  const embed = opts.embed;
  return startWireServer((r, next) => {
    const known = r.path === '/v1/chat/completions' || (embed && r.path === '/v1/embeddings');
    if (r.method !== 'POST' || !known) return errorReply(404, `Invalid URL (${r.method} ${r.path})`, 'invalid_request_error', null);
    if (r.headers.authorization !== `Bearer ${apiKey}`) {
      return errorReply(401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_request_error', 'invalid_api_key');
    }
    const scripted = next();
    return embed && r.path === '/v1/embeddings' && scripted === fallback ? embeddingsReply(r, embed) : scripted;
  }, fallback);
}
