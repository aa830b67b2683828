/**
 * An embeddings provider. `id` names provider and model (`openai:text-embedding-3-small`)
 * and keys the stored vectors, so two models' vectors never mix.
 */
export type Embedder = {
  readonly id: string;
  readonly provider: 'openai' | 'ollama';
  readonly model: string;
  /** Most texts sent in one request. */
  readonly batchSize: number;
  /**
   * One vector per text, in order, all of one length — `dims` when given (the length
   * already stored for this embedder) — every number finite; else MODEL_BAD_RESPONSE.
   * Vectors are as the provider sent them (not yet normalised).
   */
  embed(texts: readonly string[], opts?: { dims?: number | null; signal?: AbortSignal }): Promise<EmbedResult>;
};

export type EmbedResult = { vectors: number[][]; model: string; inputTokens: number | null };
