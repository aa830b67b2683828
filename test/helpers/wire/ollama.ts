import { fakeEmbedding } from './embeddings.js';
import { startWireServer, type Recorded, type Reply, type WireServer } from './server.js';

/**
 * Ollama wire format (POST /api/chat): one JSON object when `stream` is false,
 * otherwise NDJSON lines ending with a `"done": true` line carrying the counts;
 * errors are `{"error": "…"}` with an HTTP status, or an `{"error": …}` line mid-stream.
 */

const CREATED = '2026-11-20T10:00:00.000000Z';

export function chatReply(content: string, o: { model?: string; done_reason?: string; prompt_eval_count?: number; eval_count?: number } = {}) {
  return {
    model: o.model ?? 'llama3.1:8b',
    created_at: CREATED,
    message: { role: 'assistant', content },
    done_reason: o.done_reason ?? 'stop',
    done: true,
    total_duration: 4_935_886_791,
    load_duration: 534_986_708,
    prompt_eval_count: o.prompt_eval_count ?? 512,
    prompt_eval_duration: 107_345_000,
    eval_count: o.eval_count ?? 96,
    eval_duration: 4_289_432_000,
  };
}

/**
 * The `/api/generate` reply when `stream` is false: the text in `response`, the prompt's
 * token context, the counts, and — when the request asked for `logprobs` — one entry per
 * generated token, `{token, logprob, top_logprobs: [{token, logprob}…]}`.
 */
export function generateReply(response: string, o: { model?: string; logprobs?: Array<{ token: string; logprob: number; top_logprobs?: Array<{ token: string; logprob: number }> }> } = {}) {
  return {
    model: o.model ?? 'bespoke-minicheck',
    created_at: CREATED,
    response,
    done: true,
    done_reason: 'stop',
    context: [92543, 1008, 364, 4224, 334],
    total_duration: 412_338_125,
    load_duration: 21_004_583,
    prompt_eval_count: 187,
    prompt_eval_duration: 301_221_000,
    eval_count: 2,
    eval_duration: 88_102_000,
    ...(o.logprobs ? { logprobs: o.logprobs } : {}),
  };
}

export function jsonReply(body: unknown): Reply {
  return { kind: 'json', body };
}

/** NDJSON: one line per content piece, then the final `done` line (unless `done: false`). */
export function ndjsonReply(content: string, o: { model?: string; chunk?: number; done?: boolean; errorAfter?: string } = {}): Reply {
  const model = o.model ?? 'llama3.1:8b';
  const step = o.chunk ?? 8;
  const frames: string[] = [];
  for (let i = 0; i < content.length; i += step) {
    frames.push(`${JSON.stringify({ model, created_at: CREATED, message: { role: 'assistant', content: content.slice(i, i + step) }, done: false })}\n`);
  }
  if (o.errorAfter) frames.push(`${JSON.stringify({ error: o.errorAfter })}\n`);
  else if (o.done !== false) frames.push(`${JSON.stringify({ ...chatReply('', { model }), message: { role: 'assistant', content: '' } })}\n`);
  return { kind: 'stream', contentType: 'application/x-ndjson', frames };
}

export function errorReply(status: number, msg: string, headers: Record<string, string> = {}): Reply {
  return { kind: 'json', status, body: { error: msg }, headers };
}

/** The `/api/embed` reply for a request: `{"model","embeddings":[[…]],"total_duration","load_duration","prompt_eval_count"}`. */
export function embedReply(req: Recorded, embed: (text: string) => number[] = fakeEmbedding): Reply {
  const body = req.body as { model?: unknown; input?: unknown } | undefined;
  const input = typeof body?.input === 'string' ? [body.input] : Array.isArray(body?.input) ? (body.input as unknown[]) : null;
  if (!input || input.some((x) => typeof x !== 'string') || typeof body?.model !== 'string') return errorReply(400, 'invalid input type');
  const texts = input as string[];
  return jsonReply({ model: body.model, embeddings: texts.map((t) => embed(t)), total_duration: 14_143_917, load_duration: 1_019_500, prompt_eval_count: texts.reduce((n, t) => n + Math.ceil(t.length / 4), 0) });
}

/**
 * POST /api/chat and /api/generate (scripted replies) and, with `embed`, POST /api/embed: computed from
 * the request by `embed` unless a reply is queued.
 */
export function startOllamaServer(opts: { embed?: (text: string) => number[] } = {}): Promise<WireServer> {
  const fallback = errorReply(500, 'test server: no scripted reply');
  const embed = opts.embed;
  return startWireServer((req, next) => {
    if (req.method === 'POST' && (req.path === '/api/chat' || req.path === '/api/generate')) return next();
    if (embed && req.method === 'POST' && req.path === '/api/embed') {
      const scripted = next();
      return scripted === fallback ? embedReply(req, embed) : scripted;
    }
    return { kind: 'text', status: 404, contentType: 'text/plain', body: '404 page not found' };
  }, fallback);
}
