import { PinciteError } from '../../../shared/errors.js';
import { OUTPUT_LIMITS, type AnswerOutput } from '../../../shared/model-output.js';
import type { Authority, PinciteResponse, ReasonCode, ResponseClaim } from '../../../shared/response.js';
import { getAnchor, listAnchors } from '../../store/anchors.js';
import { getDocumentSource, getPages, listDocuments } from '../../store/documents.js';
import type { Matter } from '../../store/open.js';
import { allAnchorIds } from '../../store/traces.js';
import { splitAnswer, type ProseClaim } from '../answers-in/claims.js';
import type { AnswerInput } from '../answers-in/input.js';
import { planClaim, type ClaimPlan, type MatterView, type ViewAnchor, type ViewPage } from '../answers-in/plan.js';
import { sectionLookupFor, type SectionLookup } from '../answers-in/section-lookup.js';
import { checkAuthorities, type AuthorityMode, type AuthoritySource, type CheckedAuthority } from '../authorities/check.js';
import { loadCitationParser } from '../authorities/extract.js';
import type { CourtListenerConfig } from '../providers/courtlistener-client.js';
import { search } from '../retrieval/search.js';
import { retrieveWith } from '../retrieval/retrieve.js';
import { cachedPrepare, findNormalized, type PreparedHaystack } from '../text/normalize.js';
import { sha256Hex } from '../text/canonical.js';
import type { TrailEvent } from '../verification/assess.js';
import type { StateDecision } from '../verification/state.js';
import { legalCitationMissing, quotedTextMissing } from '../verification/claim-checks.js';
import { MATCHING } from '../verification/matching.js';
import { finish, newTraceId, retrievalEvents, type PipelineDeps } from './ask.js';

export type PastedOptions = {
  question: string | null;
  /** `--doc`: only these documents are searched and citable. */
  docs: string[] | null;
  authorities: AuthorityMode;
  /** CourtListener settings; null when no token is configured (the lookup is then off, and says so). */
  courtListener: CourtListenerConfig | null;
  /** How section references resolve; the matter's section maps unless a test gives its own. */
  sections?: SectionLookup;
};

/**
 * Verifies an answer written elsewhere — prose, a Word file, a provider's JSON — through
 * the one pipeline: claims are split out with their spans in the input, their references
 * resolved and their evidence found (plan.ts), then the same gate, binder, judge, state
 * machine and policy as `ask` decide each state; unknown documents, reference
 * mismatches and authorities can only lower it. The input text and its SHA-256 go into
 * the trace. Our own contract JSON takes the original verify path unchanged.
 */
export async function verifyPasted(matter: Matter, input: AnswerInput, opts: PastedOptions, deps: Omit<PipelineDeps, 'generator' | 'sameFamily'>): Promise<PinciteResponse> {
  const started = (deps.now ?? (() => new Date()))();
  const trace = newTraceId(started);
  const meta = { format: input.format, sha256: sha256Hex(input.text), chars: input.text.length };
  const events: TrailEvent[] = [{ type: 'trace.start', payload: { kind: 'verify', question: opts.question, policy: deps.policy, generator: null, judge: deps.judge.id, input: { ...meta, text: input.text } } }];
  const scopeDocs = checkDocs(matter, opts.docs);

  if (input.format === 'contract') {
    let allowlist: ReadonlySet<string>;
    if (opts.question) {
      const retrieval = await retrieveWith(matter.db, opts.question, deps.k ?? 8, deps.retriever);
      allowlist = retrieval.allowlist;
      events.push(...retrievalEvents(retrieval));
    } else {
      allowlist = allAnchorIds(matter.db);
      events.push({ type: 'retrieval', payload: { query: null, allowlist: 'all anchors of the matter', count: allowlist.size } });
    }
    events.push({ type: 'model.output', payload: { source: 'external', output: input.text } });
    return finish(matter, { trace, kind: 'verify', question: opts.question, raw: input.text, allowlist, events, deps, started, generatorId: null }, {
      decorate: (r) => ({ response: { ...r, input: meta }, events: [] }),
    });
  }

  const parse = await loadCitationParser();
  const found = parse(input.text);
  const split = splitAnswer(input.text, found.map((a) => a.span));
  const facts = split.claims.filter((c) => c.kind === 'fact');
  if (facts.length > OUTPUT_LIMITS.maxClaims) {
    throw new PinciteError('INVALID_INPUT', `The answer makes ${facts.length} claims; at most ${OUTPUT_LIMITS.maxClaims} can be verified at once. Verify it in parts.`);
  }
  const view = matterView(matter, scopeDocs);
  const sources: AuthoritySource[] = view.docs.map((d) => ({ doc: d.id, text: view.text(d.id), pages: view.pages(d.id) }));
  const checked = await checkAuthorities(found, sources, opts.authorities, opts.courtListener);
  const authoritySpans = checked.authorities.map((a) => a.span);
  // In order: a claim that names no document is about the one the answer last named.
  const sections = opts.sections ?? sectionLookupFor(matter.db, view.text);
  const plans: ClaimPlan[] = [];
  let carried: string[] = [];
  for (const c of facts) {
    const plan = planClaim(c, view, { notes: split.notes, sources: input.sources, defaultDocs: scopeDocs, sections, excludeSpans: authoritySpans, carried });
    plans.push(plan);
    if (plan.namedDocs.length > 0) carried = plan.namedDocs;
  }

  const output: AnswerOutput = {
    kind: 'answer',
    value: input.text.slice(0, OUTPUT_LIMITS.maxTextChars * 10),
    // An answer written elsewhere carries no confidence we could trust; 0 says so.
    confidence: 0,
    claims: facts.map((c, i) => ({ text: plans[i]!.judgedText.slice(0, OUTPUT_LIMITS.maxTextChars) || c.text.slice(0, OUTPUT_LIMITS.maxTextChars), citations: plans[i]!.citations.slice(0, OUTPUT_LIMITS.maxCitationsPerClaim) })),
  };
  const raw = JSON.stringify(output);
  // The judged text may be the quotes alone; the claim as written is checked too: every
  // quoted passage and every section/article reference must be in a cited document.
  const writtenChecks = facts.map((c, i) => {
    const docsCited = [...new Set(plans[i]!.citations.map((x) => getAnchor(matter.db, x.anchor)?.doc_id).filter((d): d is string => !!d))];
    const texts = docsCited.map((d) => view.text(d));
    // A section reference the section map found in a cited document ("§ 10(g)" for its "(g)" under "10.") is there, as written.
    const sectionsFound = plans[i]!.references.filter((r) => r.kind === 'section' && r.resolved && r.answerSpan && r.doc && docsCited.includes(r.doc)).map((r) => r.answerSpan!);
    const written = blankSpans(c.text, [...authoritySpans, ...sectionsFound].map(([s, e]) => [s - c.span[0], e - c.span[0]] as const));
    return { quotedTextMissing: quotedTextMissing(written, texts, MATCHING.contains), legalCitationMissing: legalCitationMissing(written, texts) };
  });
  const allowlist = scopeDocs ? new Set(scopeDocs.flatMap((d) => view.anchors(d).map((a) => a.id))) : allAnchorIds(matter.db);
  if (opts.question) {
    const retrieval = await retrieveWith(matter.db, opts.question, deps.k ?? 8, deps.retriever);
    events.push(...retrievalEvents(retrieval));
  }
  events.push({ type: 'retrieval', payload: { query: null, allowlist: scopeDocs ? `all anchors of ${scopeDocs.join(', ')}` : 'all anchors of the matter', count: allowlist.size } });
  events.push({ type: 'verify.plan', payload: { claims: split.claims.map((c) => ({ kind: c.kind, span: c.span })), notes: split.notes, plans: plans.map((p) => ({ judgedText: p.judgedText, citations: p.citations, foundBy: p.foundBy, references: p.references, unknownDocument: p.unknownDocument, referenceMismatch: p.referenceMismatch, noEvidence: p.noEvidence })) } });
  events.push({ type: 'authorities', payload: { lookup: checked.lookup, authorities: checked.authorities } });
  events.push({ type: 'model.output', payload: { source: 'external', format: input.format, output: raw } });

  return finish(matter, { trace, kind: 'verify', question: opts.question, raw, allowlist, events, deps, started, generatorId: null }, {
    adjust: (ci, d) => adjustClaim(d, plans[ci]!, authoritiesIn(facts[ci]!, checked.authorities), writtenChecks[ci]!),
    decorate: (r) => decorate(r, { trace, split: split.claims, facts, plans, authorities: checked.authorities, lookup: checked.lookup, meta }),
  });
}

/** Verify's own checks, applied through assess's lower-only hook. */
export function adjustClaim(d: StateDecision, plan: ClaimPlan, authorities: readonly CheckedAuthority[], written: { quotedTextMissing: boolean; legalCitationMissing: boolean }): StateDecision {
  const reasons: ReasonCode[] = [];
  let state = d.state;
  const cap = (s: 'inferred' | 'unverified' | 'contradicted') => {
    const order = ['contradicted', 'unverified', 'inferred', 'supported'] as const;
    if (state === 'excluded') return;
    if (order.indexOf(s) < order.indexOf(state as (typeof order)[number])) state = s;
  };
  if (written.quotedTextMissing) {
    reasons.push('QUOTED_TEXT_NOT_IN_SOURCE');
    cap('unverified');
  }
  if (written.legalCitationMissing) {
    reasons.push('LEGAL_CITATION_UNVERIFIED');
    cap('unverified');
  }
  if (plan.unknownDocument) {
    reasons.push('UNKNOWN_DOCUMENT');
    cap('unverified');
  }
  if (plan.referenceMismatch) {
    reasons.push('REFERENCE_MISMATCH');
    cap('inferred');
  }
  if (plan.noEvidence) {
    reasons.push('NO_EVIDENCE_FOUND');
    cap('unverified');
  }
  for (const a of authorities) {
    if (a.status === 'not_found') {
      reasons.push('AUTHORITY_NOT_FOUND');
      cap('contradicted');
    } else if (a.status === 'name_mismatch') {
      reasons.push('AUTHORITY_NAME_MISMATCH');
      cap('unverified');
    } else if (a.status !== 'in_matter') {
      // Real or not, an authority the matter does not hold is not evidence here.
      reasons.push('AUTHORITY_NOT_IN_MATTER');
      cap('unverified');
    }
  }
  return { state, reasons: [...new Set(reasons)], trustScore: d.trustScore };
}

function blankSpans(text: string, spans: ReadonlyArray<readonly [number, number]>): string {
  const chars = text.split('');
  for (const [s, e] of spans) for (let i = Math.max(0, s); i < e && i < chars.length; i++) chars[i] = ' ';
  return chars.join('');
}

function authoritiesIn(c: ProseClaim, all: readonly CheckedAuthority[]): CheckedAuthority[] {
  return all.filter((a) => a.span[0] < c.span[1] && a.span[1] > c.span[0]);
}

function decorate(
  r: PinciteResponse,
  x: { trace: string; split: ProseClaim[]; facts: ProseClaim[]; plans: ClaimPlan[]; authorities: CheckedAuthority[]; lookup: { mode: AuthorityMode; note: string }; meta: NonNullable<PinciteResponse['input']> },
): { response: PinciteResponse; events: TrailEvent[] } {
  const events: TrailEvent[] = [];
  const byFact = new Map(x.facts.map((c, i) => [c, i]));
  const summary = { ...r.summary };
  let k = 0;
  const claims: ResponseClaim[] = [];
  // A gate rejection leaves no assessed claims; commentary is still shown, facts are not invented.
  const assessed = r.claims.length === x.facts.length;
  for (const c of x.split) {
    const fi = byFact.get(c);
    if (fi !== undefined) {
      if (!assessed) continue;
      const plan = x.plans[fi]!;
      // The response shows the claim as written; the trace keeps what was judged (verify.plan, model.output).
      claims.push({ ...r.claims[fi]!, text: c.text, kind: 'fact', answerSpan: c.span, ...(plan.foundBy ? { evidenceFoundBy: plan.foundBy } : {}), references: plan.references });
    } else {
      const id = `${x.trace}-n${k++}`;
      summary.excluded++;
      events.push({ type: 'claim.state', payload: { claim: id, state: 'excluded', reasons: [], trustScore: 0, kind: 'commentary' } });
      claims.push({ id, text: c.text, state: 'excluded', trustScore: 0, reasons: [], evidence: [], judge: null, kind: 'commentary', answerSpan: c.span });
    }
  }
  const claimOf = (a: CheckedAuthority) => {
    const i = claims.findIndex((c) => c.answerSpan && a.span[0] < c.answerSpan[1] && a.span[1] > c.answerSpan[0]);
    return i >= 0 ? { claim: i } : {};
  };
  const authorities: Authority[] = x.authorities.map((a) => ({
    text: a.text, kind: a.kind, answerSpan: a.span, status: a.status,
    ...(a.doc ? { doc: a.doc } : {}), ...(a.page ? { page: a.page } : {}), ...(a.detail ? { detail: a.detail } : {}), ...claimOf(a),
  }));
  // The summary counts what is listed: a rejected answer's commentary is still shown, as excluded.
  return { response: { ...r, claims, summary: assessed ? summary : { ...r.summary, excluded: r.summary.excluded + k }, authorities, input: x.meta, authorityLookup: x.lookup }, events };
}

function checkDocs(matter: Matter, docs: string[] | null): string[] | null {
  if (!docs || docs.length === 0) return null;
  const known = new Set(listDocuments(matter.db).map((d) => d.id));
  const missing = docs.filter((d) => !known.has(d));
  if (missing.length > 0) throw new PinciteError('NOT_FOUND', `No document ${missing.join(', ')} in this matter (see \`pincite documents\` for the ids).`);
  return docs;
}

/** How much of a document's opening counts as its printed title for name matching. */
const HEADING_CHARS = 600;

/** The store seen through plan.ts's MatterView: each source loaded and prepared for normalised search once. */
function matterView(matter: Matter, scope: string[] | null): MatterView {
  const db = matter.db;
  const texts = new Map<string, string>();
  const prepared = new Map<string, PreparedHaystack>();
  const pages = new Map<string, ViewPage[]>();
  const anchors = new Map<string, ViewAnchor[]>();
  const text = (doc: string) => {
    let t = texts.get(doc);
    if (t === undefined) {
      t = getDocumentSource(db, doc)?.text ?? '';
      texts.set(doc, t);
    }
    return t;
  };
  const docs = listDocuments(db).filter((d) => !scope || scope.includes(d.id)).map((d) => ({ id: d.id, title: d.title, fileName: d.fileName, heading: text(d.id).slice(0, HEADING_CHARS) }));
  return {
    docs,
    text,
    pages(doc) {
      let p = pages.get(doc);
      if (!p) pages.set(doc, (p = getPages(db, doc).map((x) => ({ page: x.page, start: x.start, end: x.end }))));
      return p;
    },
    anchors(doc) {
      let a = anchors.get(doc);
      if (!a) anchors.set(doc, (a = listAnchors(db, doc).map((x) => ({ id: x.id, start: x.char_start, end: x.char_end, pageStart: x.page_start, pageEnd: x.page_end }))));
      return a;
    },
    find(doc, quote, range) {
      const t = text(doc);
      const r: [number, number] = range ? [range[0], range[1]] : [0, t.length];
      const i = t.indexOf(quote, r[0]);
      if (i >= 0 && i + quote.length <= r[1]) return [i, i + quote.length];
      let h = prepared.get(doc);
      if (!h) prepared.set(doc, (h = cachedPrepare(t)));
      return findNormalized(h, quote, { range: r, limit: 1 })[0] ?? null;
    },
    search(query, k) {
      return search(db, query, k).filter((h) => !scope || scope.includes(h.doc)).map((h) => ({ anchor: h.anchor, doc: h.doc, score: h.score, text: h.text }));
    },
  };
}
