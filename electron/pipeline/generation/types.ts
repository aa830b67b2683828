/** One retrieved anchor as a generator sees it: the allowlist is exactly these ids. */
export type EvidenceAnchor = {
  anchor: string;
  doc: string;
  title: string;
  pages: [number, number];
  text: string;
};

export type GenerationRequest = {
  question: string;
  anchors: readonly EvidenceAnchor[];
  signal?: AbortSignal;
};

/** Everything recorded about one model call; `raw` goes to the parser untouched. */
export type GenerationResult = {
  raw: string;
  model: string;
  promptVersion: number;
  promptSha256: string;
  temperature: number | null;
  usage: { inputTokens: number | null; outputTokens: number | null };
  latencyMs: number;
  /** The provider's own reply when `raw` was converted from it (e.g. Anthropic's cited prose): kept for the audit trail. */
  providerRaw?: string;
};

export type Generator = {
  /** e.g. `extractive@1`, `anthropic:claude-sonnet-4-5`, `replay:/path/out.json` */
  readonly id: string;
  /** Provider and model family, for refusing a judge of the same family. */
  readonly provider: string;
  readonly family: string;
  generate(req: GenerationRequest): Promise<GenerationResult>;
};
