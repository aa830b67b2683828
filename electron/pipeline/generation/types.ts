import type { DefinedName } from '../text/defined-names.js';
/** One retrieved anchor as a generator sees it: the allowlist is exactly these ids. */
export type EvidenceAnchor = {
  anchor: string;
  doc: string;
  title: string;
  pages: [number, number];
  text: string;
  /**
   * The sections the anchor's text lies in (M7 section map), with offsets relative to
   * `text`: `headingEnd` is where the section's own number and heading end, so a
   * generator can tell a heading from the clause under it and cite "§ 14.10".
   */
  sections?: ReadonlyArray<{ start: number; end: number; headingEnd: number; cite: string; heading: string | null }>;
  /** The anchor's place in its document: anchors of one document with consecutive ordinals are one stretch of text. */
  ordinal?: number;
  /** Lines of `text` that are its document's page furniture (running heads and footers), as offsets relative to `text`. */
  furniture?: ReadonlyArray<readonly [number, number]>;
  /** Where the document's recitals overlap `text` (relative offsets, which may run past either end): no clause is there. */
  recitals?: readonly [number, number];
};

/** How the question is answered over the matter (pipeline/ask/scope.ts). */
export type GenerationScope = {
  /** `per_document`: one claim per document that answers, none for a document that does not. */
  mode: 'single' | 'per_document';
  /**
   * `parties`: each party's names as the document's opening gives them (party-aliases.ts), when the question names an actor;
   * `defined`: the things it names and the terms it calls them by (defined-names.ts), read with them.
   */
  documents: ReadonlyArray<{ doc: string; title: string; parties?: readonly (readonly string[])[]; defined?: readonly DefinedName[] }>;
  /** Question words that name the document ("Tarek", "Excite"): not something the answer must say. */
  nameWords: readonly string[];
};

export type GenerationRequest = {
  question: string;
  anchors: readonly EvidenceAnchor[];
  scope?: GenerationScope;
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
