import { randomBytes } from 'node:crypto';
import type { Policy } from '../../../shared/policies.js';
import type { PinciteResponse } from '../../../shared/response.js';
import { PinciteError } from '../../../shared/errors.js';
import { recordTrace } from './record-trace.js';
import type { Db, Matter } from '../../store/open.js';
import { allAnchorIds } from '../../store/traces.js';
import { assess, type AssessInput, type Matching, type TrailEvent } from '../verification/assess.js';
import type { Generator } from '../generation/types.js';
import { requireGrounded } from '../retrieval/grounded.js';
import type { Judge } from '../judging/types.js';
import type { Retriever } from '../retrieval/embed/registry.js';
import { retrieveWith, type CitationRecord, type Retrieval } from '../retrieval/retrieve.js';
import { buildCoverageMap } from './coverage.js';
import { retrieveInDocs, retrievePerDocument } from '../retrieval/scoped.js';
import { documentIdentitiesOf, getAnchor } from '../../store/anchors.js';
import { sectionMapFor } from '../ingest/section-map.js';
import { furnitureFor, recitalsFor } from '../ingest/text-regions.js';
import { conceptsIn, expansionWords } from '../text/legal-lexicon.js';
import { retrievalWords, timeAsked, withoutAgreementKind } from '../text/question-units.js';
import { inContractWords } from '../text/question-idioms.js';
import { partQuestion, questionParts } from '../text/question-parts.js';
import type { EvidenceAnchor, GenerationScope } from '../generation/types.js';
import { mayNameParty } from '../text/question-actor.js';
import { PARTIES_CHARS } from '../text/party-aliases.js';
import { openingNames } from '../text/defined-names.js';
import type { AnswerScope, DocRef } from '../../../shared/response.js';
import { questionScope, type QuestionScope } from './scope.js';
import { matterCounts } from '../../store/matter-counts.js';

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

export function newTraceId(now: Date): string {
  return `t${now.getTime().toString(36)}${randomBytes(5).toString('hex')}`;
}

export type AskOptions = {
  /** `--doc ID[,ID…]`: the question is scoped to these documents; the allowlist is that scope's retrieval. */
  docs?: readonly string[];
  /** Writes rows that belong with the trace (a review table's cell) in the trace's own transaction. */
  onRecord?: (db: Db, response: PinciteResponse) => void;
};

/**
 * Question → scope → retrieval → generator → assess → one recorded, hash-chained trace.
 * The scope (ask/scope.ts) decides which documents the question is about and whether it
 * is answered per document; a question that names no agreement over a large matter is
 * declined here, for every generator, with NO_DOCUMENT_NAMED.
 */
export async function ask(matter: Matter, question: string, deps: PipelineDeps, opts: AskOptions = {}): Promise<PinciteResponse> {
  checkJudge(deps);
  const started = (deps.now ?? (() => new Date()))();
  const trace = newTraceId(started);
  const scope = questionScope(matter.db, question, opts.docs ?? null);
  const events: TrailEvent[] = [
    { type: 'trace.start', payload: { kind: 'ask', question, policy: deps.policy, generator: deps.generator.id, judge: deps.judge.id } },
    { type: 'scope', payload: { mode: scope.mode, basis: scope.basis, requested: scope.requested, documents: scope.documents.map((d) => d.doc), nameWords: scope.nameWords } },
  ];
  if (scope.mode === 'ask_which') {
    const raw = JSON.stringify({
      kind: 'insufficient_evidence',
      reason: `The question names no agreement, and this matter holds ${scope.documents.length} documents: an answer from whichever contract matched best would be a guess. Name the agreement (its title or a party), pick documents (--doc, or the document picker), or ask about each agreement ("… in each of these agreements").`,
      missing: ['which agreement'],
      tried: [],
    });
    events.push({ type: 'model.skipped', payload: { reason: 'NO_DOCUMENT_NAMED' } });
    return finish(matter, { trace, kind: 'ask', question, raw, allowlist: new Set(), retrieval: null, events, deps, started, generatorId: deps.generator.id, scope, code: 'NO_DOCUMENT_NAMED' });
  }
  const retrieval = await scopedRetrieval(matter, question, scope, deps);
  const anchors = withDocumentContext(matter, requireGrounded(retrieval.evidence));
  events.push(...retrievalEvents(retrieval));
  let raw: string;
  if (anchors.length === 0) {
    // Nothing was retrieved: no model is asked to answer from nothing.
    raw = JSON.stringify({ kind: 'insufficient_evidence', reason: 'No passage of this matter matches the question.', missing: [question], tried: [] });
    events.push({ type: 'model.skipped', payload: { reason: 'no retrieval hits' } });
  } else {
    const gen = await deps.generator.generate({ question, anchors, scope: { mode: scope.mode === 'per_document' ? 'per_document' : 'single', documents: withParties(matter, question, scope.documents), nameWords: scope.nameWords } });
    raw = gen.raw;
    events.push({
      type: 'model.call',
      payload: { generator: deps.generator.id, model: gen.model, promptVersion: gen.promptVersion, promptSha256: gen.promptSha256, temperature: gen.temperature, usage: gen.usage, latencyMs: Math.round(gen.latencyMs * 1000) / 1000, output: raw, ...(gen.providerRaw !== undefined ? { providerOutput: gen.providerRaw } : {}) },
    });
  }
  return finish(matter, { trace, kind: 'ask', question, raw, allowlist: retrieval.allowlist, retrieval: retrieval.record, events, deps, started, generatorId: deps.generator.id, scope, ...(opts.onRecord ? { onRecord: opts.onRecord } : {}) });
}

/** A question that names who acts ("Can the franchisee transfer …?") reads each document's names for its parties. */
function withParties(matter: Matter, question: string, documents: readonly DocRef[]): GenerationScope['documents'] {
  if (!mayNameParty(question)) return documents;
  // One read for all of them: a per-document question may span the whole matter.
  const openings = new Map(documentIdentitiesOf(matter.db, documents.map((d) => d.doc), PARTIES_CHARS).map((d) => [d.id, d.opening]));
  return documents.map((d) => ({ ...d, ...openingNames(openings.get(d.doc) ?? '') }));
}

/**
 * The retrieval `ask` makes for a question in its scope — and so the allowlist a generator's
 * answer is gated against (tests that replay a model answer plant it on this very set).
 */
export async function scopedRetrieval(matter: Matter, question: string, scope: QuestionScope, deps: Pick<PipelineDeps, 'k' | 'retriever'>): Promise<Retrieval> {
  // The lexicon's words for the question's concepts join the query, so BM25 finds "shall not exceed" for "cap".
  // The question in the contract's words too: "shut down the Service" finds "discontinue … the Service" (question-idioms.ts).
  const read = inContractWords(question);
  const concepts = conceptsIn(read).ids;
  timeAsked(read, concepts);
  // And the words a contract says its terms by ("buy": purchase; "only": exclusively), which BM25 cannot match by stem.
  const queryOf = (q: string, r: string, cs: Iterable<string> = concepts) => [q, ...(r === q ? [] : [r]), ...retrievalWords(r), ...expansionWords(cs)].join(' ');
  const docIds = scope.documents.map((d) => d.doc);
  // A question over the whole matter goes to the configured retriever: a hybrid one (embeddings) ranks the
  // matter as it always did, its fallback recorded. Narrower scopes, and BM25, search within the scope.
  const hybrid = deps.retriever !== undefined && deps.retriever.kind !== 'bm25';
  // A matter of one document is searched as a question scoped to it (retrieveInDocs reads deeper for a term or a governing law).
  if (hybrid && (scope.basis === 'only_document' || (scope.requested === null && docIds.length === allDocumentCount(matter)))) return retrieveWith(matter.db, queryOf(question, read), deps.k ?? 8, deps.retriever);
  if (scope.mode === 'per_document') return retrievePerDocument(matter.db, question, queryOf(question, read), docIds, allDocumentCount(matter), deps.k ?? 8);
  // A question that asks several things is searched part by part too (each part with its own concepts' words).
  const parts = questionParts(question);
  const partQueries = parts.length > 1 ? parts.map((p) => { const q = partQuestion(p); return queryOf(q, q, conceptsIn(q).ids); }) : [];
  // Inside its documents, the kind the question calls them by ranks nothing (withoutAgreementKind).
  return retrieveInDocs(matter.db, question, queryOf(withoutAgreementKind(question), withoutAgreementKind(read)), docIds, deps.k ?? 8, [...concepts], partQueries);
}

/** The allowlist `ask` would use for a question (its scope, then its retrieval). */
export async function askAllowlist(matter: Matter, question: string, deps: Pick<PipelineDeps, 'k' | 'retriever'> = {}, docs: readonly string[] | null = null): Promise<ReadonlySet<string>> {
  const scope = questionScope(matter.db, question, docs);
  return scope.mode === 'ask_which' ? new Set() : (await scopedRetrieval(matter, question, scope, deps)).allowlist;
}

function allDocumentCount(matter: Matter): number {
  return matterCounts(matter.db).documents;
}

/**
 * Each anchor with its place in its document: its ordinal, the sections its text lies in (from the document's section
 * map) and the lines of it that are the document's page furniture — offsets relative to the anchor.
 */
export function withDocumentContext(matter: Matter, anchors: readonly EvidenceAnchor[]): EvidenceAnchor[] {
  return anchors.map((a) => {
    const row = getAnchor(matter.db, a.anchor);
    const map = row ? sectionMapFor(matter.db, a.doc) : null;
    if (!row) return a;
    const furniture = furnitureFor(matter.db, a.doc)
      .filter(([s, e]) => s >= row.char_start && e <= row.char_end)
      .map(([s, e]) => [s - row.char_start, e - row.char_start] as const);
    const span = recitalsFor(matter.db, a.doc);
    const recitals = span && span[0] < row.char_end && span[1] > row.char_start ? ([span[0] - row.char_start, span[1] - row.char_start] as const) : undefined;
    if (!map) return { ...a, ordinal: row.ordinal, furniture, recitals };
    const sections = map.sections
      .filter((s) => s.start < row.char_end && s.end > row.char_start && s.kind !== 'exhibit')
      .map((s) => {
        const rel = s.start - row.char_start;
        const cite = map.cite(s);
        return { start: rel, end: s.end - row.char_start, headingEnd: rel + headingLength(a.text, rel, s.heading), cite: cite?.number ?? s.number, heading: cite?.heading ?? s.heading };
      });
    return { ...a, sections, ordinal: row.ordinal, furniture, recitals };
  });
}

/** How far a section's own number and heading run from its start ("29. Governing Law; Venue."), 0 when it has no heading. */
function headingLength(text: string, relStart: number, heading: string | null): number {
  if (!heading) return 0;
  const from = Math.max(0, relStart);
  const at = text.indexOf(heading, from);
  if (at < 0 || at - from > 40) return 0;
  return at + heading.length + 1 - relStart;
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
  let record: CitationRecord | null = null;
  if (question) {
    const retrieval = await retrieveWith(matter.db, question, deps.k ?? 8, deps.retriever);
    allowlist = retrieval.allowlist;
    record = retrieval.record;
    events.push(...retrievalEvents(retrieval));
  } else {
    allowlist = allAnchorIds(matter.db);
    events.push({ type: 'retrieval', payload: { query: null, allowlist: 'all anchors of the matter', count: allowlist.size } });
  }
  events.push({ type: 'model.output', payload: { source: 'external', output: raw } });
  return finish(matter, { trace, kind: 'verify', question, raw, allowlist, retrieval: record, events, deps, started, generatorId: null });
}

/** The retrieval event (the CitationRecord and the allowlist), preceded by a fallback event when the hybrid retriever fell back to BM25. */
export function retrievalEvents(r: Retrieval): TrailEvent[] {
  const fallback = r.record.fallback ? [{ type: 'retrieval.fallback', payload: r.record.fallback }] : [];
  return [...fallback, { type: 'retrieval', payload: { ...r.record, allowlist: [...r.allowlist], provenance: r.evidence.chain } }];
}

/** What `verify` of a pasted answer adds around the one assessment (see verify-pasted.ts). */
export type FinishHooks = {
  adjust?: AssessInput['adjust'];
  /** Completes the response (claim spans, commentary, authorities) and adds its events, before anything is recorded. */
  decorate?: (response: PinciteResponse) => { response: PinciteResponse; events: TrailEvent[] };
};

export async function finish(
  matter: Matter,
  t: {
    trace: string; kind: 'ask' | 'verify'; question: string | null; raw: string; allowlist: ReadonlySet<string>; retrieval?: CitationRecord | null;
    events: TrailEvent[]; deps: Omit<PipelineDeps, 'generator' | 'sameFamily'>; started: Date; generatorId: string | null; scope?: QuestionScope; code?: 'NO_DOCUMENT_NAMED'; onRecord?: AskOptions['onRecord'];
  },
  hooks: FinishHooks = {},
): Promise<PinciteResponse> {
  const narrowed = t.scope && (t.scope.basis === 'named' || t.scope.basis === 'requested' || t.scope.requested !== null) ? new Set(t.scope.documents.map((d) => d.doc)) : null;
  const a = await assess({
    db: matter.db, traceId: t.trace, raw: t.raw, allowlist: t.allowlist, judge: t.deps.judge, policy: t.deps.policy, matching: t.deps.matching,
    question: t.question, scope: { nameWords: t.scope?.nameWords ?? [], docs: narrowed }, ...(hooks.adjust ? { adjust: hooks.adjust } : {}),
  });
  let response: PinciteResponse = { trace: t.trace, ...a.response, policy: { id: t.deps.policy.id, version: t.deps.policy.version } };
  if (t.code && response.insufficient) response.insufficient.code = t.code;
  if (t.scope) response.scope = answerScope(t.scope, response);
  // "Not found" says where it looked: from the recorded retrieval and stored pages (M7 item 7).
  if (response.status === 'insufficient_evidence' && response.insufficient) {
    response.insufficient = { ...response.insufficient, coverage: buildCoverageMap(matter.db, t.retrieval ?? null, response.insufficient.tried, t.scope && t.scope.basis !== 'only_document' ? t.scope.documents.map((d) => d.doc) : null) };
  }
  let extra: TrailEvent[] = [];
  if (hooks.decorate) ({ response, events: extra } = hooks.decorate(response));
  recordTrace(matter.db, {
    response, kind: t.kind, question: t.question, policyJson: t.deps.policy, generator: t.generatorId, judge: t.deps.judge.id,
    createdAt: t.started.toISOString(), events: [...t.events, ...a.events, ...extra], verdicts: a.verdicts,
    ...(t.onRecord ? { also: (db: Db) => t.onRecord!(db, response) } : {}),
  });
  return response;
}

/** The scope as the response reports it: per-document answers say which documents had an answering claim and which had none. */
function answerScope(scope: QuestionScope, r: PinciteResponse): AnswerScope {
  // A partial claim (about the subject, not the answer: "who bears licensing fees" for "what is the fee?") answers no document.
  const answeredIds = new Set(r.claims.filter((c) => (c.responsiveness === undefined || c.responsiveness.value === 'responsive') && (c.state === 'supported' || c.state === 'inferred')).map((c) => c.about?.doc).filter((d): d is string => !!d));
  const answered: DocRef[] = scope.documents.filter((d) => answeredIds.has(d.doc));
  const unanswered: DocRef[] = scope.mode === 'single' && answered.length > 0 ? [] : scope.documents.filter((d) => !answeredIds.has(d.doc));
  return { mode: scope.mode, basis: scope.basis, requested: scope.requested, documents: scope.documents, answered, unanswered };
}

function checkJudge(deps: PipelineDeps): void {
  if (!deps.policy.allowSameFamilyJudge && deps.sameFamily(deps.generator, deps.judge)) {
    throw new PinciteError(
      'INVALID_INPUT',
      `The judge ${deps.judge.id} is of the same provider and model family as the generator ${deps.generator.id}; policy ${deps.policy.id} does not allow a model to judge itself. Choose another judge (e.g. --judge lexical) or --policy lenient.`,
    );
  }
}
