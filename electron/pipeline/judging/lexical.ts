import { withoutPageBreaks } from '../text/sentences.js';
import { ALIGNED_KINDS, alignWithin, claimKeys, keyCounts, orderedWindow, regionOf, windowAt, type Region } from './align.js';
import { isMeasure, modalsAgree, negationsAgree, numbersAgree, partiesAgree, type Check, type Range } from './checks.js';
import { formEntails } from './clause-forms.js';
import { reorderedClash } from './reordered-clash.js';
import { analyse, capitalisedWords, type Analysed, type Token } from './tokens.js';
import type { Judge, JudgeResult, Verdict } from './types.js';

/** Bumped whenever a rule changes, so stored verdicts name the rules that made them. */
// 8: a modal followed by another before any act ("shall, and shall cause … to, hold") names no act of its own (checks.ts).
// 9: a list's items cited one after another (one ending on ";" or "; and", the next starting with its label) are read as
// one sentence, as a lead-in and its item are (list-items.ts readTogether; session 21).
// 10: a claim worded in another order that changes a number or a negation of its clause is contradicted (reordered-clash.ts);
// a number clash names the clause's value in the claim's unit before a bare number (a page number inside the span).
// 11: a semicolon before a bare number no longer ends a sentence ("Sections 4.2; 8 (Confidentiality); …", sentences.ts): a
// clause's sentences are read as written (planted contradictions, held-out: 11,338 -> 11,340 of 11,776, true claims unchanged).
// 12: a semicolon inside a caption in brackets ("Section 2.4 [Technical Standards; Customer Service]") ends no sentence.
// 13: the lead-in of a list begun inside its sentence, cut before "(a)", runs on into a later item it is quoted with
// (list-items.ts readTogether: "… unless Datec" + "(b) obtains the prior written consent of the BSP", cuad-scale-362).
export const LEXICAL_JUDGE_VERSION = 13;

/** A paraphrase entailed by clause form (clause-forms.ts): enough for `balanced` (0.7), not for `strict` (0.8). */
export const CLAUSE_FORM_CONFIDENCE = 0.75;

/**
 * The offline judge: pure, deterministic and conservative. It reads the source text at
 * the bound offsets (the span), never the model's quote, and answers one question: does
 * the span entail the claim?
 *
 * - entailed: every content word, party, number, date and reference of the claim is in
 *   one sentence of the span, in the claim's order, with the same negations, the same
 *   modal force (shall/must/will · may · shall not · need not), each party between the
 *   same neighbours, and no condition, exception, qualifier or number of the span's
 *   clause dropped.
 * - contradicted: all of the claim's content is there, but one thing is clearly
 *   opposite — a number/date of the same kind and unit, a duration in another unit, a
 *   negation ("exclusive" / "nonexclusive"), the modal force (shall ↔ shall not, may ↔
 *   may not, shall ↔ may), or the parties exchanged. The reason quotes the clashing
 *   words of both sides (`NUMBER_MISMATCH: claim "sixty (60) days", clause "thirty (30) days"`).
 * - entailed by clause form (lexical@4): where word order cannot align a paraphrase, a
 *   claim whose whole logical form is one of the standard clauses of clause-form-list.ts
 *   ("the Receiving Party may share Confidential Information with its employees") is
 *   entailed when one sentence of the span states that clause with nothing that takes it
 *   back — at a lower confidence, and never over a contradiction found above.
 * - contradicted by jurisdiction (lexical@5): the claim is the span's statement with
 *   another place's law or courts ("the laws of the State of Nevada" for the clause's
 *   "the laws of the State of California"): judged with the clause's place put back, it
 *   agrees, so the place is the one thing it changed.
 * - a page break inside a sentence (lexical@6): where the span as printed leaves the judge
 *   abstaining, it reads the span again without the page number or footer inside a sentence
 *   that runs on ("LIABLE TO THE" + "8" + "OTHER PARTY" is "liable to the other party").
 * - contradicted though reworded (lexical@10): where only word order kept the claim from its
 *   clause, one sentence of the span holds all its other words, and its number or negation
 *   stands where the clause has another beside the same words (reordered-clash.ts).
 * - abstain: anything else. Abstaining is always safe; entailing wrongly is not.
 */
export const lexicalJudge: Judge = {
  id: `lexical@${LEXICAL_JUDGE_VERSION}`,
  promptVersion: LEXICAL_JUDGE_VERSION,
  provider: 'pincite',
  family: 'lexical',
  async judge(items) {
    return items.map((it) => judgeLexical(it.claim, it.span));
  },
};

const result = (verdict: Verdict, confidence: number, reasons: string[]): JudgeResult => ({ verdict, confidence, reasons });
const abstain = (reasons: string[]) => result('abstain', 0.5, reasons);

const MEASURE_KEY = /^Q:(number|money|percent|date|ordinal):/;

/** Both texts analysed against the one set of names either capitalises, and judged token by token. */
function judgeAligned(claimText: string, spanText: string) {
  const names = new Set([...capitalisedWords(claimText), ...capitalisedWords(spanText)]);
  const claim = analyse(claimText, names, true);
  const span = analyse(spanText, names, false);
  return { claim, span, judged: judgeTokens(claim, span) };
}

export function judgeLexical(claimText: string, spanText: string): JudgeResult {
  const read = judgeRead(claimText, spanText);
  if (read.verdict !== 'abstain') return read;
  // The span as a reader reads it: without the page number or footer inside a sentence that runs on across a page
  // break ("LIABLE TO THE" + "8" + "OTHER PARTY"). Read second, so a claim that copied the page number still agrees
  // with the span as printed.
  const joined = withoutPageBreaks(spanText);
  if (joined === spanText) return read;
  const again = judgeRead(claimText, joined);
  return again.verdict !== 'abstain' ? again : read;
}

function judgeRead(claimText: string, spanText: string): JudgeResult {
  const { claim, span, judged: direct } = judgeAligned(claimText, spanText);
  if (direct.result.verdict !== 'abstain') return direct.result;
  const clash = partySwap(claim, span) ?? listItem(claim, span) ?? jurisdictionSwap(claimText, spanText) ?? reworded(claim, span, direct.result);
  if (clash) return clash;
  const form = formEntails(claimText, spanText);
  return form ? result('entailed', CLAUSE_FORM_CONFIDENCE, [`CLAUSE_FORM:${form.form}`]) : direct.result;
}

/** Where word order alone kept the claim from its clause, a number or negation it changed is still a contradiction (reordered-clash.ts). */
const REWORDED = new Set(['ORDER_DIFFERS', 'PARTY_ROLE_MISMATCH', 'CLAIM_SPREAD_OVER_SPAN']);

function reworded(claim: Analysed, span: Analysed, direct: JudgeResult): JudgeResult | null {
  if (!direct.reasons.some((r) => REWORDED.has(r))) return null;
  const c = reorderedClash(claim, span);
  if (!c) return null;
  const said = (norm: string, r: [number, number]) => norm.slice(r[0], r[1]).replace(/\s+/g, ' ').trim();
  return result('contradicted', 0.75, [`${c.code}: claim "${said(claim.norm, c.claim)}", clause "${said(span.norm, c.span)}"`]);
}

/** A named place whose law or courts a clause chooses: "the State of New York", "the Commonwealth of Pennsylvania", "England and Wales". */
const PLACE = /\b(?:the\s+)?(?:State|Commonwealth|Province|Republic|Kingdom|Canton|District)\s+of\s+((?:[A-Z][a-z]+\s?){1,3})|\blaws?\s+of\s+((?:[A-Z][a-z]+(?:\s+and\s+|\s)?){1,3})|\b((?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+)\s+law\b/g;

function placesIn(text: string): Array<{ name: string; start: number; end: number }> {
  const out: Array<{ name: string; start: number; end: number }> = [];
  for (const m of text.matchAll(PLACE)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? '').trim().replace(/\s+and$/, '');
    if (!name || /^(?:The|This|Such|Applicable|Governing|Federal|Local|Any)$/.test(name)) continue;
    const at = m.index + m[0].indexOf(name);
    out.push({ name, start: at, end: at + name.length });
  }
  return out;
}

/**
 * The claim names one place's law where the clause names another. Put the clause's place
 * in the claim: if that claim agrees with the span (entailed, or all but a qualification),
 * the place is all the claim changed, and it is contradicted, naming both places.
 */
const NOT_THE_SAME_CLAUSE = new Set(['NO_CONTENT', 'NO_OVERLAP', 'CONTENT_NOT_IN_SPAN', 'REFERENCE_NOT_IN_SPAN', 'ORDER_DIFFERS', 'CLAIM_SPREAD_OVER_SPAN', 'PARTY_ROLE_MISMATCH', 'NEGATION_MISMATCH']);

function jurisdictionSwap(claimText: string, spanText: string): JudgeResult | null {
  const said = placesIn(claimText);
  const have = placesIn(spanText);
  if (said.length !== 1 || have.length === 0) return null;
  const lower = (x: string) => x.toLowerCase();
  if (have.some((h) => lower(h.name) === lower(said[0]!.name))) return null;
  const names = [...new Set(have.map((h) => h.name))];
  if (names.length !== 1) return null;
  const restored = claimText.slice(0, said[0]!.start) + names[0]! + claimText.slice(said[0]!.end);
  const again = judgeAligned(restored, spanText).judged;
  // Same clause once the place is put back: every word there, in order, the same parties and negations. A modal
  // ("is governed" for "will be governed") or a qualification left out does not make the place right.
  if (again.result.verdict === 'contradicted' || again.result.reasons.some((r) => NOT_THE_SAME_CLAUSE.has(r) || r.startsWith('NUMBER'))) return null;
  return result('contradicted', 0.8, [`JURISDICTION_MISMATCH: claim "${said[0]!.name}", clause "${names[0]!}"`]);
}

/**
 * A list item carries its subject in the lead-in: "WGT will: (a) provide Distributor with
 * sixty (60) days advance notice". A claim "WGT will provide Distributor with thirty (30)
 * days advance notice" cited to the item alone lacks only its subject and modal there.
 * Judged without them, a clash still counts; nothing is entailed this way, since the
 * item alone does not say who is bound.
 */
function listItem(claim: Analysed, span: Analysed): JudgeResult | null {
  const C = claim.tokens;
  let k = 0;
  // The subject: parties, or a name that opens the claim ("WGT" at a sentence's start reads as a word).
  const named = (t: Token) => t.kind === 'party' || (t.kind === 'content' && /^[A-Z]/.test(claim.norm.slice(t.start, t.end)));
  while (k < C.length && (named(C[k]!) || C[k]!.kind === 'punct' || C[k]!.kind === 'pos')) k++;
  if (k === 0 || C[k]?.kind !== 'modal' || span.tokens.some((t) => t.kind === 'modal')) return null;
  const spanKeys = claimKeys(span.tokens);
  if (C.slice(0, k).every((t) => !named(t) || spanKeys.has(t.key))) return null;
  const rest = judgeTokens({ norm: claim.norm, tokens: C.slice(k + 1) }, span);
  return rest.result.verdict === 'contradicted' ? rest.result : null;
}

/** `agrees`: aligned, with the same parties' neighbours, modal force, negations and numbers (at most a qualification dropped). */
type Judged = { result: JudgeResult; at?: ReadonlyMap<number, number>; agrees?: boolean };

function judgeTokens(claim: Analysed, span: Analysed): Judged {
  const C = claim.tokens;
  const S = span.tokens;
  const no = (reasons: string[]): Judged => ({ result: abstain(reasons) });
  const keys = claimKeys(C);
  if (keys.size === 0) return no(['NO_CONTENT']);
  const spanKeys = claimKeys(S);
  const spanCounts = keyCounts(S);
  const claimCounts = keyCounts(C);
  // Labels, references and codes count: a claim saying "(1) and (1)" is not the span's "(1) and (2)".
  const short = (k: string) => /^(Q|CODE):/.test(k) && (claimCounts.get(k) ?? 0) > (spanCounts.get(k) ?? 0);
  const missingContent = [...keys].filter((k) => (!spanKeys.has(k) || short(k)) && !MEASURE_KEY.test(k));
  if (![...keys].some((k) => spanKeys.has(k))) return no(['NO_OVERLAP']);
  if (missingContent.length > 0) return no([missingContent.every((k) => k.startsWith('Q:')) ? 'REFERENCE_NOT_IN_SPAN' : 'CONTENT_NOT_IN_SPAN']);

  // The claim tokens to place in the span: all but a number or date it lacks (judged on its own below).
  const seq = C.flatMap((t, i) => (ALIGNED_KINDS.has(t.kind) && spanKeys.has(t.key) ? [i] : []));
  const at = verbatimAt(claim.norm, span.norm);
  const exact = at ? windowAt(S, at[0], at[1]) : null;
  const fromExact = exact ? alignWithin(S, C, seq, exact.lo, exact.hi) : null;
  const w = fromExact ?? orderedWindow(S, C, seq);
  // Order carries roles the checks below cannot see: a paraphrase must keep the span's order.
  if (!w) return no(['ORDER_DIFFERS']);
  const verbatim = fromExact !== null;
  const r = regionOf(S, w);
  // A one-sentence claim stands on one sentence of the span: words gathered from two
  // list items or two clauses are not one statement ("(2) … General" from "(1) … General. (2) … Qualified").
  if (!verbatim && r.sentences > new Set(C.map((t) => t.sentence)).size) return no(['CLAIM_SPREAD_OVER_SPAN']);
  if (!partiesAgree(C, S, w.at, keys)) return no(['PARTY_ROLE_MISMATCH']);

  const modal = modalsAgree(C, S, r, keys);
  const negation = negationsAgree(C, S, r, keys);
  const numbers = numbersAgree(C, S, r, spanKeys);
  const said = (c: Check) => clashReason(c, claim.norm, span.norm);
  const out = (verdict: Verdict, confidence: number, reasons: string[]): Judged => ({ result: result(verdict, confidence, reasons), at: w.at });
  if (numbers.state === 'clash' && modal.state === 'same' && negation.state === 'same') return out('contradicted', 0.8, [said(numbers)]);
  // Modal and negation clashes are paired act by act, so they hold over as many sentences as the claim has.
  if (numbers.state === 'same' && r.sentences <= new Set(C.map((t) => t.sentence)).size) {
    if (modal.state === 'clash' && negation.state === 'same') return out('contradicted', 0.75, [said(modal)]);
    if (negation.state === 'clash' && modal.state === 'same') return out('contradicted', 0.75, [said(negation)]);
  }
  const reasons: string[] = [];
  if (modal.state !== 'same') reasons.push('MODAL_MISMATCH');
  if (negation.state !== 'same') reasons.push('NEGATION_MISMATCH');
  if (numbers.state !== 'same') reasons.push(numbers.reason ?? 'NUMBER_MISMATCH');
  if (reasons.length > 0) return out('abstain', 0.5, reasons);
  const lost = dropped(C, S, r, new Set(w.at.values()));
  if (lost.length > 0) return { ...out('abstain', 0.5, lost), agrees: true };
  return { ...(verbatim ? out('entailed', 0.95, ['VERBATIM']) : out('entailed', 0.85, ['CONTENT_CONTAINED'])), agrees: true };
}

/**
 * "Licensor shall pay Licensee" against "Licensee shall pay Licensor": every word is
 * there, but the roles are exchanged. Judged again with every party as one wildcard;
 * if the claim then stands on the span (entailed, or short only of a qualification it
 * leaves out) and each party it names differently is one of
 * the clause's own parties (a swap within the clause's cast, not an alias the judge
 * cannot resolve: "Excite" may well be "the Company"), the claim is contradicted.
 */
function partySwap(claim: Analysed, span: Analysed): JudgeResult | null {
  const actors = actorsOf(span);
  const acts = (a: Analysed, t: Token) => t.kind === 'party' || (t.kind === 'content' && actors.has(t.key) && /^[A-Z]/.test(a.norm.slice(t.start, t.end)));
  const blind = (a: Analysed): Analysed => ({ norm: a.norm, tokens: a.tokens.map((t) => (acts(a, t) ? { ...t, kind: 'party' as const, key: 'P:*' } : t)) });
  if (!claim.tokens.some((t) => acts(claim, t))) return null;
  const judged = judgeTokens(blind(claim), blind(span));
  // A claim that also leaves a qualification out still swaps the roles it does state.
  if (!judged.agrees || !judged.at) return null;
  const cast = new Set(span.tokens.filter((t) => acts(span, t)).map((t) => t.key));
  const swaps: string[] = [];
  for (const [c, k] of judged.at) {
    const [ct, st] = [claim.tokens[c]!, span.tokens[k]!];
    if (!acts(claim, ct) || ct.key === st.key) continue;
    if (!cast.has(ct.key)) return null;
    swaps.push(`claim "${textOf(claim.norm, ct)}" where the clause says "${textOf(span.norm, st)}"`);
  }
  if (swaps.length === 0) return null;
  return result('contradicted', 0.75, [`PARTY_MISMATCH: ${[...new Set(swaps)].join('; ')}`]);
}

/**
 * Capitalised terms that act as parties in the span although their word is usually a
 * thing ("Affiliate shall pay Network"): the subject of a modal, or an owner ("Affiliate's").
 */
function actorsOf(span: Analysed): Set<string> {
  const out = new Set<string>();
  span.tokens.forEach((t, i) => {
    const next = span.tokens[i + 1];
    if (t.kind === 'content' && /^[A-Z]/.test(span.norm.slice(t.start, t.end)) && (next?.kind === 'modal' || next?.kind === 'pos')) out.add(t.key);
  });
  return out;
}

const textOf = (norm: string, t: Token) => norm.slice(t.start, t.end).replace(/\s+/g, ' ').trim();

/**
 * The clash in words, for the reviewer: `NUMBER_MISMATCH: claim "sixty (60) days",
 * clause "thirty (30) days"`. The code before the colon stays machine-readable.
 */
function clashReason(c: Check, claimNorm: string, spanNorm: string): string {
  const code = c.reason ?? 'MISMATCH';
  if (!c.clash) return code;
  const part = (side: string, norm: string, r: Range | null) => (r ? `${side} "${norm.slice(r[0], r[1]).replace(/\s+/g, ' ').trim()}"` : null);
  const parts = [part('claim', claimNorm, c.clash.claim), part('clause', spanNorm, c.clash.span)].filter((x) => x !== null);
  return parts.length ? `${code}: ${parts.join(', ')}` : code;
}

/**
 * What the claim leaves out of the span's clause that would make it say more than the
 * span: a condition or exception anywhere in the clause; a relation word before the
 * claim in its clause or inside the aligned stretch; a number, a section reference or an
 * "or" inside the aligned stretch; a negation after it. Under an obligation without
 * negation, dropping the rest of the clause only weakens the claim ("shall pay
 * royalties" from "shall pay royalties within 30 days"); under a permission, a
 * prohibition, a negation or a plain statement it widens it ("may disclose to
 * employees" from "may disclose to employees who need to know"), so there the claim
 * must cover the clause from its first word to the clause's end.
 */
function dropped(C: readonly Token[], S: readonly Token[], r: Region, aligned: ReadonlySet<number>): string[] {
  const out = new Set<string>();
  // By position, not by word: the claim's "exclusive" elsewhere does not cover the span's "exclusively" here.
  const said = (k: number) => aligned.has(k);
  for (let k = r.clauseStart; k <= r.clauseEnd; k++) if (S[k]!.restrictor && !said(k)) out.add('CONDITION_DROPPED');
  // "After termination, …", "Within the period, …": a relation word before the claim in its clause frames it.
  for (let k = r.clauseStart; k < r.ext; k++) if (S[k]!.relation) out.add('RELATION_DROPPED');
  for (let k = r.ext; k <= r.hi; k++) {
    const t = S[k]!;
    if (said(k)) continue;
    if (t.relation) out.add('RELATION_DROPPED');
    if (isMeasure(t)) out.add('NUMBER_OMITTED');
    if ((t.kind === 'qty' && t.quantity?.kind === 'reference') || t.key.startsWith('CODE:')) out.add('REFERENCE_OMITTED');
  }
  for (let k = r.hi + 1; k <= r.clauseEnd; k++) if (S[k]!.kind === 'neg') out.add('NEGATION_IN_CLAUSE');
  if (C.some((t) => t.key === 'ALL') && S.slice(r.ext, r.hi + 1).some((t) => t.key === 'SOME') && !C.some((t) => t.key === 'SOME')) out.add('QUANTIFIER_MISMATCH');
  const conj = new Set(C.filter((t) => t.kind === 'conj').map((t) => t.key));
  if (conj.has('and') && !conj.has('or') && S.slice(r.ext, r.hi + 1).some((t) => t.kind === 'conj' && t.key === 'or')) out.add('CONJUNCTION_MISMATCH');
  const modals = new Set(C.filter((t) => t.kind === 'modal').map((t) => t.key));
  const onlyObligation = modals.size === 1 && modals.has('OBL') && !C.some((t) => t.kind === 'neg');
  if (!onlyObligation) {
    for (let k = r.ext; k <= r.clauseEnd; k++) {
      const t = S[k]!;
      if ((t.kind === 'content' || t.kind === 'party' || isMeasure(t)) && !said(k)) out.add('QUALIFICATION_DROPPED');
    }
  }
  return [...out];
}

/** Where the claim stands word for word in the span (case, spacing and typography aside). */
function verbatimAt(claimNorm: string, spanNorm: string): [number, number] | null {
  const c = claimNorm.toLowerCase().replace(/^["'\s]+|[\s.;,:"']+$/g, '');
  if (c.length < 8) return null;
  const s = spanNorm.toLowerCase();
  for (let at = s.indexOf(c); at >= 0; at = s.indexOf(c, at + 1)) {
    const before = s[at - 1];
    const after = s[at + c.length];
    const edge = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
    if (edge(before) && edge(after)) return [at, at + c.length];
  }
  return null;
}
