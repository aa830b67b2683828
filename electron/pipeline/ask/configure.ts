import { PinciteError } from '../../../shared/errors.js';
import { DEFAULT_POLICY, getPolicy } from '../../../shared/policies.js';
import type { PipelineDeps } from './ask.js';
import { resolveRetriever } from '../retrieval/embed/registry.js';
import { resolveGenerator, type ClientOverrides } from '../generation/registry.js';
import { resolveJudge, sameFamily } from '../judging/registry.js';
import { MATCHING } from '../verification/matching.js';

export const DEFAULT_GENERATOR = 'extractive';
export const DEFAULT_JUDGE = 'lexical';

export type PipelineChoice = { generator?: string | undefined; judge?: string | undefined; policy?: string | undefined; retriever?: string | undefined; k?: number };

/**
 * Resolves `--generator`, `--judge`, `--policy` and `--retriever` (offline defaults: extractive,
 * lexical, balanced, bm25). `clients.env` is where model clients find their keys: the app passes its key
 * store's view (stored keys over the environment), the CLI the process environment.
 */
export async function configurePipeline(choice: PipelineChoice, clients: ClientOverrides = {}): Promise<PipelineDeps> {
  const policy = getPolicy(choice.policy ?? DEFAULT_POLICY);
  if (!policy) throw new PinciteError('INVALID_INPUT', `Unknown policy "${choice.policy}". Use strict, balanced or lenient.`);
  const [generator, judge] = await Promise.all([resolveGenerator(choice.generator ?? DEFAULT_GENERATOR, clients), resolveJudge(choice.judge ?? DEFAULT_JUDGE, clients)]);
  const retriever = choice.retriever ? resolveRetriever(choice.retriever, clients) : undefined;
  return { generator, judge, policy, matching: MATCHING, sameFamily, ...(choice.k ? { k: choice.k } : {}), ...(retriever ? { retriever } : {}) };
}
