/**
 * Provenance in the types. A `Grounded<T>` can only be minted from retrieval hits
 * (`fromRetrieval`); model transforms extend its chain; a severed chain can no longer
 * claim grounding. The brand is a `unique symbol` declared here and never exported,
 * so no object literal or plain value type-checks as `Grounded<T>`
 * (test/unit/grounded.types.ts proves it at compile time); at run time every genuine
 * value is also registered in a WeakSet, so even a cast is caught.
 */
declare const groundedBrand: unique symbol;

export type ProvenanceStep =
  | { kind: 'Retrieval'; retriever: string; anchors: readonly string[]; confidence: number }
  | { kind: 'PromptTransform'; promptVersion: number; promptSha256: string; confidence: number }
  | { kind: 'AgentHandoff'; agent: string; model: string; confidence: number }
  | { kind: 'Severed'; reason: string };

export type Grounded<T> = {
  readonly value: T;
  readonly chain: readonly ProvenanceStep[];
  readonly [groundedBrand]: true;
};

/** What retrieval returns: an anchor it actually matched. Only retrieval builds these. */
export type RetrievedAnchor = { readonly anchor: string; readonly retriever: string; readonly score: number };

const minted = new WeakSet<object>();

function mint<T>(value: T, chain: readonly ProvenanceStep[]): Grounded<T> {
  const g = Object.freeze({ value, chain: Object.freeze([...chain]) }) as unknown as Grounded<T>;
  minted.add(g);
  return g;
}

export class SeveredChainError extends Error {
  readonly code = 'SEVERED_CHAIN' as const;
  constructor(reason: string) {
    super(`Provenance chain is severed (${reason}); the value can no longer be treated as grounded.`);
    this.name = 'SeveredChainError';
  }
}

/** The only way in: retrieval results, with the retriever's confidence (0–1). */
export function fromRetrieval<T>(value: T, hits: readonly RetrievedAnchor[], confidence: number): Grounded<T> {
  const retrievers = [...new Set(hits.map((h) => h.retriever))].sort().join('+') || 'none';
  return mint(value, [{ kind: 'Retrieval', retriever: retrievers, anchors: hits.map((h) => h.anchor), confidence: clamp(confidence) }]);
}

/** Applies a model or prompt step; the chain grows, confidence can only fall. */
export function transform<T, U>(g: Grounded<T>, step: Exclude<ProvenanceStep, { kind: 'Retrieval' } | { kind: 'Severed' }>, fn: (value: T) => U): Grounded<U> {
  return mint(fn(requireGrounded(g)), [...g.chain, { ...step, confidence: clamp(step.confidence) }]);
}

/** Marks the chain as broken (e.g. a model answered from outside the retrieved set). */
export function sever<T>(g: Grounded<T>, reason: string): Grounded<T> {
  return mint(g.value, [...g.chain, { kind: 'Severed', reason }]);
}

/** Confidence composes as the minimum along the chain; a severed chain has none. */
export function chainConfidence(g: Grounded<unknown>): number {
  let c = 1;
  for (const s of g.chain) {
    if (s.kind === 'Severed') return 0;
    c = Math.min(c, s.confidence);
  }
  return c;
}

/** Unwraps a grounded value; throws if it was not minted here or its chain is severed. */
export function requireGrounded<T>(g: Grounded<T>): T {
  if (!minted.has(g)) throw new SeveredChainError('value was not produced by retrieval');
  const cut = g.chain.find((s) => s.kind === 'Severed');
  if (cut && cut.kind === 'Severed') throw new SeveredChainError(cut.reason);
  return g.value;
}

function clamp(x: number): number {
  return Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0;
}
