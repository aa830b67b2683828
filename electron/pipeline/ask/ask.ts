import { randomBytes } from 'node:crypto';
import type { Policy } from '../../../shared/policies.js';
import type { PinciteResponse } from '../../../shared/response.js';
import { PinciteError } from '../../../shared/errors.js';
import { recordTrace } from './record-trace.js';
import type { Db, Matter } from '../../store/open.js';
import { allAnchorIds } from '../../store/traces.js';
import { assess, type Matching, type TrailEvent } from '../verification/assess.js';
import type { Generator } from '../generation/types.js';
import { requireGrounded } from '../retrieval/grounded.js';
import type { Judge } from '../judging/types.js';
import type { Retriever } from '../retrieval/embed/registry.js';
import { retrieveWith, type Retrieval } from '../retrieval/retrieve.js';

export type PipelineDeps = {
  generator: Generator;
  judge: Judge;
  policy: Policy;
  matching: Matching;
  /** Refuses a same-family judge unless the policy allows it (see judge registry). */
  sameFamily: (g: Generator, j: Judge) => boolean;
  k?: number;
  /** `bm25` when omitted; a hybrid fuses BM25 with an embeddings provider (embed/hybrid.ts). */
  retriever?: Retriever;
  now?: () => Date;
};

export type AskOptions = {
  /** Only these documents are searched: the allowlist is the scope's retrieval. */
  docs?: readonly string[];
  /** Writes rows that belong with the trace (a review table's cell) in the trace's own transaction. */
  onRecord?: (db: Db, response: PinciteResponse) => void;
};

export function newTraceId(now: Date): string {
  return `t${now.getTime().toString(36)}${randomBytes(5).toString('hex')}`;
}

/** Question → retrieval → generator → assess → one recorded, hash-chained trace. */
export async function ask(matter: Matter, question: string, deps: PipelineDeps, opts: AskOptions = {}): Promise<PinciteResponse> {
  checkJudge(deps);
  const started = (deps.now ?? (() => new Date()))();
  const trace = newTraceId(started);
  const retrieval = await retrieveWith(matter.db, question, deps.k ?? 8, deps.retriever, undefined, opts.docs);
  const anchors = requireGrounded(retrieval.evidence);
  const events: TrailEvent[] = [
    { type: 'trace.start', payload: { kind: 'ask', question, policy: deps.policy, generator: deps.generator.id, judge: deps.judge.id } },
    ...retrievalEvents(retrieval),
  ];
  let raw: string;
  if (anchors.length === 0) {
    // Nothing was retrieved: no model is asked to answer from nothing.
    raw = JSON.stringify({ kind: 'insufficient_evidence', reason: 'No passage of this matter matches the question.', missing: [question], tried: [] });
    events.push({ type: 'model.skipped', payload: { reason: 'no retrieval hits' } });
  } else {
    const gen = await deps.generator.generate({ question, anchors });
    raw = gen.raw;
    events.push({
      type: 'model.call',
      payload: { generator: deps.generator.id, model: gen.model, promptVersion: gen.promptVersion, promptSha256: gen.promptSha256, temperature: gen.temperature, usage: gen.usage, latencyMs: Math.round(gen.latencyMs * 1000) / 1000, output: raw, ...(gen.providerRaw !== undefined ? { providerOutput: gen.providerRaw } : {}) },
    });
  }
  return finish(matter, { trace, kind: 'ask', question, raw, allowlist: retrieval.allowlist, events, deps, started, generatorId: deps.generator.id, onRecord: opts.onRecord });
}

/**
 * Checks an answer produced elsewhere, through exactly the same assessment. The
 * allowlist is the question's retrieval when a question is given, else every anchor
 * of the matter.
 */
export async function verifyAnswer(matter: Matter, raw: string, question: string | null, deps: Omit<PipelineDeps, 'generator' | 'sameFamily'>): Promise<PinciteResponse> {
  const started = (deps.now ?? (() => new Date()))();
  const trace = newTraceId(started);
  const events: TrailEvent[] = [{ type: 'trace.start', payload: { kind: 'verify', question, policy: deps.policy, generator: null, judge: deps.judge.id } }];
  let allowlist: ReadonlySet<string>;
  if (question) {
    const retrieval = await retrieveWith(matter.db, question, deps.k ?? 8, deps.retriever);
    allowlist = retrieval.allowlist;
    events.push(...retrievalEvents(retrieval));
  } else {
    allowlist = allAnchorIds(matter.db);
    events.push({ type: 'retrieval', payload: { query: null, allowlist: 'all anchors of the matter', count: allowlist.size } });
  }
  events.push({ type: 'model.output', payload: { source: 'external', output: raw } });
  return finish(matter, { trace, kind: 'verify', question, raw, allowlist, events, deps, started, generatorId: null });
}

/** The retrieval event (the CitationRecord and the allowlist), preceded by a fallback event when the hybrid retriever fell back to BM25. */
function retrievalEvents(r: Retrieval): TrailEvent[] {
  const fallback = r.record.fallback ? [{ type: 'retrieval.fallback', payload: r.record.fallback }] : [];
  return [...fallback, { type: 'retrieval', payload: { ...r.record, allowlist: [...r.allowlist], provenance: r.evidence.chain } }];
}

async function finish(
  matter: Matter,
  t: { trace: string; kind: 'ask' | 'verify'; question: string | null; raw: string; allowlist: ReadonlySet<string>; events: TrailEvent[]; deps: Omit<PipelineDeps, 'generator' | 'sameFamily'>; started: Date; generatorId: string | null; onRecord?: AskOptions['onRecord'] },
): Promise<PinciteResponse> {
  const a = await assess({ db: matter.db, traceId: t.trace, raw: t.raw, allowlist: t.allowlist, judge: t.deps.judge, policy: t.deps.policy, matching: t.deps.matching });
  const response: PinciteResponse = { trace: t.trace, ...a.response, policy: { id: t.deps.policy.id, version: t.deps.policy.version } };
  recordTrace(matter.db, {
    response, kind: t.kind, question: t.question, policyJson: t.deps.policy, generator: t.generatorId, judge: t.deps.judge.id,
    createdAt: t.started.toISOString(), events: [...t.events, ...a.events], verdicts: a.verdicts,
    ...(t.onRecord ? { also: (db: Db) => t.onRecord!(db, response) } : {}),
  });
  return response;
}

function checkJudge(deps: PipelineDeps): void {
  if (!deps.policy.allowSameFamilyJudge && deps.sameFamily(deps.generator, deps.judge)) {
    throw new PinciteError(
      'INVALID_INPUT',
      `The judge ${deps.judge.id} is of the same provider and model family as the generator ${deps.generator.id}; policy ${deps.policy.id} does not allow a model to judge itself. Choose another judge (e.g. --judge lexical) or --policy lenient.`,
    );
  }
}
