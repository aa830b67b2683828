/**
 * Compile-time proof (checked by `npm run typecheck`, part of `npm test`): nothing but
 * retrieval can produce a Grounded<T>. Each @ts-expect-error line MUST fail to compile;
 * if one ever compiles, tsc reports the directive as unused and the test run fails.
 */
import { fromRetrieval, transform, type Grounded } from '../../electron/pipeline/retrieval/grounded.js';

// @ts-expect-error — a plain value is not grounded
export const fromPlain: Grounded<string> = 'the licence is perpetual';

// @ts-expect-error — nor is an object literal shaped like one
export const fromLiteral: Grounded<string> = { value: 'x', chain: [] };

// @ts-expect-error — a function with no retrieval source cannot return one
export function ungrounded(answer: string): Grounded<string> { return { value: answer, chain: [{ kind: 'Retrieval', retriever: 'bm25', anchors: [], confidence: 1 }] }; }

// What does compile: minting from retrieval hits, then transforming.
const hits = [{ anchor: 'd1-0001', retriever: 'bm25-fts5', score: 3.2 }] as const;
export const ok: Grounded<number> = transform(
  fromRetrieval('text', hits, 0.9),
  { kind: 'PromptTransform', promptVersion: 1, promptSha256: 'abc', confidence: 1 },
  (s) => s.length,
);
