import { z } from 'zod';
import { toModelError } from '../../providers/errors.js';
import { classifyOpenAIError, openaiClient, openaiContext, resolveOpenAIConfig, type OpenAIOptions } from '../../providers/openai-client.js';
import { callSignal, untilAborted } from '../../providers/transport.js';
import type { Embedder } from './types.js';
import { checkVectors } from './vectors.js';

export const DEFAULT_OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';

/** Retrieval sits on the question's path: shorter limits than a generator's. */
export const EMBEDDING_LIMITS = { timeoutMs: 30_000, deadlineMs: 120_000 } as const;

const EmbeddingsReply = z.object({
  model: z.string(),
  data: z.array(z.object({ index: z.number().int(), embedding: z.unknown() })),
  usage: z.object({ prompt_tokens: z.number() }).nullish(),
});

/**
 * Embeddings from any OpenAI-compatible `/v1/embeddings` endpoint through the official
 * SDK (same key, base URL, retries and limits as the OpenAI generator). Floats are
 * asked for explicitly: the SDK would otherwise ask for base64, which many compatible
 * servers do not speak.
 */
export function createOpenAIEmbedder(o: Omit<OpenAIOptions, 'temperature' | 'stream'> & { batchSize?: number } = {}): Embedder {
  const c = resolveOpenAIConfig({ ...o, model: o.model ?? DEFAULT_OPENAI_EMBEDDING_MODEL, limits: { ...EMBEDDING_LIMITS, ...o.limits } });
  const client = openaiClient(c);
  const ctx = openaiContext(c);
  return {
    id: `openai:${c.model}`,
    provider: 'openai',
    model: c.model,
    batchSize: o.batchSize ?? 64,
    async embed(texts, opts = {}) {
      const { signal, deadline } = callSignal(c.limits.deadlineMs, opts.signal);
      try {
        const raw = await untilAborted(client.embeddings.create({ model: c.model, input: [...texts], encoding_format: 'float' }, { signal }), signal);
        const reply = EmbeddingsReply.safeParse(raw);
        if (!reply.success) throw toModelError(ctx, { kind: 'bad-body', detail: `not an embeddings list: ${reply.error.issues[0]?.path.join('.') || 'body'}: ${reply.error.issues[0]?.message}` });
        const data = [...reply.data.data].sort((a, b) => a.index - b.index);
        if (data.some((d, i) => d.index !== i)) throw toModelError(ctx, { kind: 'bad-body', detail: `embedding indexes are not 0…${texts.length - 1}` });
        const vectors = checkVectors(ctx, data.map((d) => d.embedding), texts.length, opts.dims ?? null);
        return { vectors, model: reply.data.model, inputTokens: reply.data.usage?.prompt_tokens ?? null };
      } catch (err) {
        const f = classifyOpenAIError(err, deadline, opts.signal);
        if (!f) throw err;
        throw toModelError(ctx, f, err);
      }
    },
  };
}
