import { ModelClientError } from '../../providers/errors.js';
import type { ClientOverrides } from '../../providers/overrides.js';
import { createOllamaEmbedder } from './ollama.js';
import { createOpenAIEmbedder } from './openai.js';
import type { Embedder } from './types.js';

export const DEFAULT_RETRIEVER = 'bm25';
export const RETRIEVER_SPEC_FORMS = ['bm25', 'hybrid:openai[:MODEL]', 'hybrid:ollama[:MODEL]'] as const;

/** `bm25` (offline default), or BM25 fused with an embeddings provider's cosine ranking. */
export type Retriever = { kind: 'bm25'; spec: 'bm25' } | { kind: 'hybrid'; spec: string; embedder: Embedder };

/**
 * `--retriever` → a Retriever. The model is everything after `hybrid:PROVIDER:`, so
 * Ollama tags survive (`hybrid:ollama:nomic-embed-text:v1.5`). Configuration problems
 * (an unknown spec, no OpenAI key for a remote server) fail here, before anything runs.
 */
export function resolveRetriever(spec: string, o: ClientOverrides = {}): Retriever {
  const s = spec.trim();
  const invalid = (why: string) => new ModelClientError('MODEL_SPEC_INVALID', `${why} Use one of: ${RETRIEVER_SPEC_FORMS.join(', ')} (e.g. hybrid:ollama:nomic-embed-text).`);
  if (s.toLowerCase() === 'bm25') return { kind: 'bm25', spec: 'bm25' };
  const m = /^hybrid:(openai|ollama)(?::(.*))?$/i.exec(s);
  if (!m) throw invalid(`Unknown retriever "${spec}".`);
  const provider = m[1]!.toLowerCase() as 'openai' | 'ollama';
  const model = m[2];
  if (model !== undefined && (model === '' || /\s/.test(model))) throw invalid(`The retriever spec "${spec}" has an empty or malformed model name after hybrid:${provider}:.`);
  const named = model === undefined ? {} : { model };
  const embedder = provider === 'openai' ? createOpenAIEmbedder({ env: o.env, ...o.openai, ...named }) : createOllamaEmbedder({ env: o.env, ...o.ollama, ...named });
  return { kind: 'hybrid', spec: `hybrid:${embedder.id}`, embedder };
}
