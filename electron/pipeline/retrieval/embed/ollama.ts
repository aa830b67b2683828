import { z } from 'zod';
import { toModelError } from '../../providers/errors.js';
import { ollamaCall, resolveOllamaConfig, type OllamaOptions } from '../../providers/ollama-client.js';
import { EMBEDDING_LIMITS } from './openai.js';
import type { Embedder } from './types.js';
import { checkVectors } from './vectors.js';

export const DEFAULT_OLLAMA_EMBEDDING_MODEL = 'nomic-embed-text';

const EmbedReply = z.object({ model: z.string(), embeddings: z.unknown(), prompt_eval_count: z.number().nullish() });

/**
 * Embeddings from Ollama's batched `/api/embed` through the official client, under the
 * same timeout/retry/deadline rules as the Ollama generator. Ollama truncates an input
 * longer than the model's context (`truncate: true`, its default, said explicitly).
 */
export function createOllamaEmbedder(o: Omit<OllamaOptions, 'temperature' | 'stream'> & { batchSize?: number } = {}): Embedder {
  const c = resolveOllamaConfig({ ...o, model: o.model ?? DEFAULT_OLLAMA_EMBEDDING_MODEL, limits: { ...EMBEDDING_LIMITS, ...o.limits } });
  return {
    id: `ollama:${c.model}`,
    provider: 'ollama',
    model: c.model,
    batchSize: o.batchSize ?? 32,
    embed(texts, opts = {}) {
      return ollamaCall(
        c,
        async (client, _state, ctx) => {
          const reply = EmbedReply.safeParse(await client.embed({ model: c.model, input: [...texts], truncate: true }));
          if (!reply.success) throw toModelError(ctx, { kind: 'bad-body', detail: `not an /api/embed reply: ${reply.error.issues[0]?.path.join('.') || 'body'}: ${reply.error.issues[0]?.message}` });
          const vectors = checkVectors(ctx, reply.data.embeddings, texts.length, opts.dims ?? null);
          return { vectors, model: reply.data.model, inputTokens: reply.data.prompt_eval_count ?? null };
        },
        opts.signal,
      );
    },
  };
}
