import type { Policy } from '../../../shared/policies.js';
import type { Evidence, JudgeRecord, PinciteResponse, Rejection, ResponseClaim } from '../../../shared/response.js';
import { getAnchor } from '../../store/anchors.js';
import { getDocumentOpening, getDocumentSource, listDocumentIds } from '../../store/documents.js';
import type { Db, ReadableDB } from '../../store/open.js';
import { bindCitation, type BindSource, type NormalizedFind } from './bind.js';
import { sha256Hex } from '../text/canonical.js';
import { legalCitationMissing, quotedTextMissing } from './claim-checks.js';
import { evidenceProblem } from './evidence-check.js';
import { toEvidence } from './evidence.js';
import { gate } from './gate.js';
import { judgeAll } from '../judging/judge-claims.js';
import type { Judge } from '../judging/types.js';
import { parseModelOutput } from './parse-output.js';
import { decideClaimState, emptySummary, isLocated, lowerOnly, type StateDecision } from './state.js';
import { claimAbout, claimCarveOuts, judgedSpan } from './claim-context.js';
import { openingNames } from '../text/defined-names.js';
import { lexicalResponsivenessByPart, RESPONSIVENESS_DESIGN } from './responsiveness.js';
import { questionParts } from '../text/question-parts.js';
import { combineResponsiveness, modelResponsiveness, RESPONSIVENESS_COMBINATION } from './responsiveness-model.js';
import type { CarveOut, ResponsivenessRecord } from '../../../shared/response.js';
import { readTogether } from '../text/list-items.js';
import { mayNameParty } from '../text/question-actor.js';
import { PARTIES_CHARS } from '../text/party-aliases.js';

export type Matching = {
  normalizedFind: NormalizedFind;
  /** True when `needle` occurs in `text` exactly or after normalisation. */
  contains: (text: string, needle: string) => boolean;
  /** True when the source's characters in `range` are `quote` after normalisation. */
  normalizedEqualAt: (source: string, range: readonly [number, number], quote: string) => boolean;
};

export type AssessInput = {
  db: Db;
  traceId: string;
  raw: string;
  allowlist: ReadonlySet<string>;
  judge: Judge;
  policy: Policy;
  matching: Matching;
  now?: () => string;
  /** The question, when there is one: each claim's responsiveness is judged against it. */
  question?: string | null;
  /** Question words naming its document(s), and the documents it named or was scoped to (ask/scope.ts). */
  scope?: { nameWords: readonly string[]; docs: ReadonlySet<string> | null };
  /**
   * Checks the caller adds on top of the state machine (verify: unknown documents,
   * reference mismatches, authorities). It may only add reasons and lower a state —
   * assess enforces that — and runs before the supported-span re-check and the policy.
   */
  adjust?: (claimIndex: number, decision: StateDecision) => StateDecision;
};

export type TrailEvent = { type: string; payload: unknown };
export type VerdictRecord = { claimId: string; model: string; promptVersion: number; verdict: JudgeRecord['verdict'] | null; confidence: number | null; at: string };

export type Assessment = {
  response: Omit<PinciteResponse, 'trace' | 'policy'>;
  events: TrailEvent[];
  verdicts: VerdictRecord[];
};

/**
 * Everything between a generator's raw text and claim states — the same path for
 * every generator and for answers produced elsewhere (`verify`): parse, gate, bind
 * each citation in its cited source, judge the source text at the bound offsets,
 * decide states under the policy. Reads the store; writes nothing (see record-trace).
 */
export async function assess(input: AssessInput): Promise<Assessment> {
  const { db, policy } = input;
  const now = input.now ?? (() => new Date().toISOString());
  const events: TrailEvent[] = [];
  const reject = (rejection: Rejection): Assessment => {
    events.push({ type: 'gate', payload: { ok: false, ...rejection } });
    return { response: { status: 'rejected', rejection, claims: [], summary: emptySummary() }, events, verdicts: [] };
  };

  const parsed = parseModelOutput(input.raw);
  events.push({ type: 'parse', payload: parsed.ok ? { ok: true, kind: parsed.output.kind } : { ok: false, code: parsed.code, detail: parsed.detail } });
  if (!parsed.ok) return reject({ code: 'MALFORMED_OUTPUT', anchors: [], detail: parsed.detail });
  const output = parsed.output;
  const gated = gate(output, input.allowlist);
  if (!gated.ok) return reject(gated.rejection);
  events.push({ type: 'gate', payload: { ok: true } });

  if (output.kind === 'insufficient_evidence') {
    return {
      response: { status: 'insufficient_evidence', insufficient: { reason: output.reason, missing: output.missing, tried: output.tried }, claims: [], summary: emptySummary() },
      events,
      verdicts: [],
    };
  }

  const sources = sourceCache(db);
  const claimEvidence: Evidence[][] = output.claims.map((claim, ci) =>
    claim.citations.map((c) => {
      const anchor = getAnchor(db, c.anchor);
      // The gate admitted only allowlisted anchors; one missing from the store means the matter changed under us.
      if (!anchor) return unboundEvidence(c.quote, c.anchor, 'QUOTE_NOT_FOUND');
      const source = sources.get(anchor.doc_id)!;
      const binding = bindCitation({
        quote: c.quote,
        anchor: { id: anchor.id, doc: anchor.doc_id, start: anchor.char_start, end: anchor.char_end },
        source,
        others: () => sources.others(anchor.doc_id),
        normalizedFind: input.matching.normalizedFind,
        minFuzzyScore: policy.minFuzzyScore,
      });
      const ev = toEvidence(db, c.quote, anchor.id, anchor.doc_id, source.text, binding);
      events.push({ type: 'binding', payload: { claim: ci, anchor: c.anchor, doc: anchor.doc_id, match: ev.match, offsets: ev.offsets, sourceHash: ev.sourceHash, inAnchor: ev.inAnchor, reason: ev.reason ?? null, foundIn: ev.foundIn ?? null } });
      return ev;
    }),
  );

  // The judge reads the source text at the bound offsets (from its sentence's start) — never the model's quote.
  const toJudge: Array<{ ci: number; claim: string; span: string }> = [];
  // Carve-outs in a bound span bring the section they point to in as co-evidence: the judge reads it too.
  const carve: CarveOut[][] = claimEvidence.map((evs, ci) => {
    const claimText = output.claims[ci]!.text;
    const { carveOuts, co } = claimCarveOuts(db, claimText, evs, (d) => sources.get(d)!.text);
    // From its sentence's start only for a claim bound to one span: a sentence a page break cut is bound to two, each
    // holding part of the claim.
    const located = evs.filter(isLocated);
    const spans = located.map((e) => judgedSpan(sources.get(e.doc)!.text, e.offsets!, (span) => located.length > 1 || input.matching.contains(span, claimText)));
    if (spans.length > 0) toJudge.push({ ci, claim: claimText, span: readTogether([...spans, ...co]) });
    if (carveOuts.length > 0) events.push({ type: 'carve_out', payload: { claim: ci, carveOuts } });
    return carveOuts;
  });
  // Model judges are also asked whether each claim addresses the question (responsiveness-model.ts).
  const question = input.question ? { question: input.question } : {};
  const judged = await judgeAll(input.judge, toJudge.map(({ ci, claim, span }) => ({ claim, span, index: ci, ...question })));
  const at = now();
  if (judged.error) events.push({ type: 'judge.error', payload: { judge: input.judge.id, error: judged.error } });
  const verdictByClaim = new Map(toJudge.map((t, i) => [t.ci, judged.results[i] ?? null]));

  const summary = emptySummary();
  const responsivenessCount = { responsive: 0, partial: 0, not_responsive: 0 };
  const verdicts: VerdictRecord[] = [];
  // The parties' names, read once per document and only when the question may name a party (party-aliases.ts).
  const questionMayNameParty = !!input.question && mayNameParty(input.question);
  const parties = new Map<string, ReturnType<typeof openingNames>>();
  const partiesOf = (doc: string) => {
    if (!parties.has(doc)) parties.set(doc, openingNames(getDocumentOpening(db, doc, PARTIES_CHARS)));
    return parties.get(doc)!;
  };
  // A question that asks several things is judged part by part (question-parts.ts); one part is the question itself.
  const parts = input.question ? questionParts(input.question) : [];
  const claims: ResponseClaim[] = output.claims.map((claim, ci) => {
    const id = `${input.traceId}-c${ci}`;
    const evidence = claimEvidence[ci]!;
    const verdict = verdictByClaim.get(ci) ?? null;
    const judgedHere = verdictByClaim.has(ci);
    if (judgedHere) {
      verdicts.push({ claimId: id, model: input.judge.id, promptVersion: input.judge.promptVersion, verdict: verdict?.verdict ?? null, confidence: verdict?.confidence ?? null, at });
      events.push({ type: 'judge', payload: { claim: ci, model: input.judge.id, promptVersion: input.judge.promptVersion, verdict: verdict?.verdict ?? null, confidence: verdict?.confidence ?? null, reasons: verdict?.reasons ?? [] } });
    }
    const citedTexts = [...new Set(evidence.map((e) => e.doc))].map((d) => sources.get(d)?.text ?? '');
    const decided = decideClaimState(
      {
        evidence,
        verdict,
        quotedTextMissing: quotedTextMissing(claim.text, citedTexts, input.matching.contains),
        legalCitationMissing: legalCitationMissing(claim.text, citedTexts),
        carveOutOmitted: carve[ci]!.some((c) => c.omitted),
      },
      policy,
    );
    const decision = input.adjust ? lowerOnly(decided, input.adjust(ci, { ...decided, reasons: [...decided.reasons] })) : decided;
    // Defence in depth: a supported claim's every span is re-checked against its source right here.
    if (decision.state === 'supported') {
      const broken = evidence.map((e) => evidenceProblem(e, sources.get(e.doc)!.text, input.matching.normalizedEqualAt, sources.get(e.doc)!.actualHash)).find((p) => p !== null);
      if (broken) {
        decision.state = 'unverified';
        decision.reasons.push('QUOTE_NOT_FOUND');
        decision.trustScore = Math.min(decision.trustScore, 40);
        events.push({ type: 'invariant.violation', payload: { claim: ci, problem: broken } });
      }
    }
    summary[decision.state]++;
    events.push({ type: 'claim.state', payload: { claim: id, state: decision.state, reasons: decision.reasons, trustScore: decision.trustScore } });
    const judgeRecord: JudgeRecord | null = verdict
      ? { model: input.judge.id, promptVersion: input.judge.promptVersion, verdict: verdict.verdict, confidence: verdict.confidence, at, ...(verdict.reasons.length ? { reasons: verdict.reasons } : {}) }
      : null;
    const about = claimAbout(db, evidence);
    let responsiveness: ResponsivenessRecord | undefined;
    if (input.question) {
      const lexical = lexicalResponsivenessByPart({
        question: input.question, claim: claim.text, heading: about?.section?.heading ?? null, nameWords: input.scope?.nameWords ?? [],
        scopeDocs: input.scope?.docs ?? null, claimDoc: about?.doc ?? null, claimTitle: about?.title ?? null,
        ...(about && questionMayNameParty ? partiesOf(about.doc) : {}),
      }, parts);
      responsiveness = combineResponsiveness(lexical, input.judge.id, input.judge.asksResponsiveness ? modelResponsiveness(verdict, judgedHere) : undefined);
      responsivenessCount[responsiveness.value]++;
      events.push({ type: 'responsiveness', payload: { claim: id, ...responsiveness, design: RESPONSIVENESS_DESIGN, ...(responsiveness.inputs ? { combination: RESPONSIVENESS_COMBINATION } : {}) } });
    }
    return {
      id, text: claim.text, state: decision.state, trustScore: decision.trustScore, reasons: decision.reasons, evidence, judge: judgeRecord,
      ...(about ? { about } : {}), ...(responsiveness ? { responsiveness } : {}), ...(carve[ci]!.length ? { carveOuts: carve[ci]! } : {}),
    };
  });
  // Which part each supported claim answers, so the answer says which part none does.
  const partsAnswered = parts.length > 1
    ? { parts: parts.map((text, i) => ({ text, answeredBy: claims.filter((c) => c.state === 'supported' && c.responsiveness?.value !== 'not_responsive' && (c.responsiveness?.answersParts ?? []).includes(i)).map((c) => c.id) })) }
    : {};
  const responsivenessSummary = input.question ? { responsiveness: { ...responsivenessCount, ...partsAnswered } } : {};

  if (policy.requireAllSupported && claims.some((c) => c.state !== 'supported')) {
    const failing = claims.filter((c) => c.state !== 'supported');
    const rejection: Rejection = {
      code: 'POLICY_STRICT',
      anchors: [...new Set(failing.flatMap((c) => c.evidence.map((e) => e.anchor)))],
      detail: `Policy strict: ${failing.length} of ${claims.length} claims are not supported (${[...new Set(failing.flatMap((c) => c.reasons))].join(', ')}).`,
    };
    events.push({ type: 'policy', payload: { ok: false, ...rejection } });
    // The claims stay on record, labelled; nothing of the answer is served as fact.
    return { response: { status: 'rejected', rejection, claims, summary, ...responsivenessSummary }, events, verdicts };
  }
  return { response: { status: 'answered', answer: { value: output.value, confidence: output.confidence }, claims, summary, ...responsivenessSummary }, events, verdicts };
}

function unboundEvidence(quote: string, anchor: string, reason: 'QUOTE_NOT_FOUND'): Evidence {
  return { quote, anchor, doc: '', page: null, offsets: null, sourceHash: '', match: null, inAnchor: false, boxes: [], reason };
}

type CachedSource = BindSource & { actualHash: string };

/** Loads each source once per assessment; "others" walks the rest of the matter lazily. */
function sourceCache(db: ReadableDB) {
  const cache = new Map<string, CachedSource>();
  const get = (doc: string): CachedSource | undefined => {
    let s = cache.get(doc);
    if (!s) {
      const src = getDocumentSource(db, doc);
      if (!src) return undefined;
      s = { ...src, actualHash: sha256Hex(src.text) };
      cache.set(doc, s);
    }
    return s;
  };
  let ids: string[] | null = null;
  return {
    get,
    *others(except: string): Iterable<BindSource> {
      ids ??= listDocumentIds(db);
      for (const id of ids) {
        if (id === except) continue;
        const s = get(id);
        if (s) yield s;
      }
    },
  };
}
