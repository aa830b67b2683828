import { ALIGNED_KINDS, neighbourAt, type Region } from './align.js';
import { modalitiesClash, type Modality } from './modality.js';
import type { Quantity } from './numbers.js';
import type { Token } from './tokens.js';

/** same: nothing differs; clash: a clear opposite (a contradiction if all else agrees); differ: anything else. */
export type Agreement = 'same' | 'clash' | 'differ';

const MEASURES = new Set<Quantity['kind']>(['number', 'money', 'percent', 'date', 'ordinal']);
export const isMeasure = (t: Token) => t.kind === 'qty' && t.quantity !== undefined && MEASURES.has(t.quantity.kind);

/**
 * Neighbours compare by key, except that quantities stand for quantities (their values
 * are judged on their own) and a modal for a modal of any force that governs the same
 * act: "Licensee shall provide" must find "Licensee <modal> provide", not "Licensor
 * shall provide … and the Licensee shall pay".
 */
function alike(span: readonly Token[], k: number, claim: readonly Token[], c: number, keys: ReadonlySet<string>): boolean {
  if (k < 0) return false;
  const a = span[k]!;
  const b = claim[c]!;
  if (a.kind === 'qty' && b.kind === 'qty') return true;
  if (a.kind === 'modal' && b.kind === 'modal') {
    const act = actOf(claim, c);
    return act === '' || scopeOf(span, k, keys).has(act);
  }
  return a.key === b.key && a.kind === b.kind;
}

/**
 * Who does what. Every party in the claim must stand, at the span token it is aligned
 * with, between the same neighbours ("Licensee shall pay" / "to Licensor" / "Agency's").
 * A swap keeps every word and fails here, and so does a party put where another stood.
 */
export function partiesAgree(claim: readonly Token[], span: readonly Token[], at: ReadonlyMap<number, number>, keys: ReadonlySet<string>): boolean {
  for (let c = 0; c < claim.length; c++) {
    if (claim[c]!.kind !== 'party') continue;
    const k = at.get(c);
    if (k === undefined) return false;
    const left = neighbourAt(claim, c, -1);
    const right = neighbourAt(claim, c, 1);
    const sl = neighbourAt(span, k, -1);
    const sr = neighbourAt(span, k, 1);
    if (left >= 0 && !alike(span, sl, claim, left, keys)) return false;
    // A claim ending at the name cannot drop the span's possessive: "Licensor" is not "Licensor's agent".
    if (right < 0 ? sr >= 0 && span[sr]!.kind === 'pos' : !alike(span, sr, claim, right, keys)) return false;
  }
  return true;
}

/**
 * What the token at i applies to: the next content word, party or quantity in its
 * sentence (the act after a modal, the word a "not" negates).
 */
function anchorOf(tokens: readonly Token[], i: number, stopAtModal = false): string {
  for (let k = i + 1; k < tokens.length && tokens[k]!.sentence === tokens[i]!.sentence; k++) {
    if (stopAtModal && tokens[k]!.kind === 'modal') return '';
    if (ALIGNED_KINDS.has(tokens[k]!.kind)) return tokens[k]!.key;
  }
  return '';
}

/**
 * The act a modal governs, read as scopeOf reads a span's modal: a modal followed by another before any act ("each Seller
 * shall, and shall cause its Affiliates to, hold …") governs the act through the next one, so it names none of its own —
 * else the same words, quoted verbatim, would not agree with themselves.
 */
const actOf = (tokens: readonly Token[], i: number) => anchorOf(tokens, i, true);

/** Compares two multisets; on one leftover each side, returns them for a clash test. */
function compare(mine: string[], theirs: string[]): { same: boolean; left: string[]; right: string[] } {
  const right = [...theirs];
  const left: string[] = [];
  for (const m of mine) {
    const i = right.indexOf(m);
    if (i >= 0) right.splice(i, 1);
    else left.push(m);
  }
  return { same: left.length === 0 && right.length === 0, left, right };
}

/** What a span modal governs: the claim's words from it to the next modal or the clause's end. */
function scopeOf(tokens: readonly Token[], i: number, keys: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let k = i + 1; k < tokens.length && tokens[k]!.sentence === tokens[i]!.sentence; k++) {
    const t = tokens[k]!;
    // A colon right after the modal opens what it governs ("Distributor will: (b) cease use of all Trademarks"); once the
    // act has begun, it ends it, as a semicolon or a full stop does.
    if (t.kind === 'modal' || (t.kind === 'punct' && (t.key === ';' || t.key === '.' || (t.key === ':' && out.size > 0)))) break;
    if (keys.has(t.key)) out.add(t.key);
  }
  return out;
}

/** Where the claim and the span say opposite things: character ranges in each normalised text. */
export type Range = readonly [number, number];
export type Clash = { claim: Range | null; span: Range | null };
const range = (a: Token | null, b: Token | null = a): Range | null => (a && b ? [Math.min(a.start, b.start), Math.max(a.end, b.end)] : null);
export type Check = { state: Agreement; reason: string | null; clash?: Clash };

/**
 * Modal force, each modal paired with the act it governs: a claim modal matches a span
 * modal of the same class whose scope holds the claim modal's next word ("shall destroy"
 * against "shall return, delete or destroy"). Every modal on both sides must be matched.
 * One left over on each side, over the same act with clashing forces (shall / shall not,
 * may / may not, shall / may), is a clash.
 */
export function modalsAgree(claim: readonly Token[], span: readonly Token[], r: Region, keys: ReadonlySet<string>): Check {
  const mine: Array<{ m: Modality; act: string; t: Token; party: boolean }> = [];
  // `party`: a party is the subject that the modal binds.
  claim.forEach((t, i) => {
    const left = neighbourAt(claim, i, -1);
    if (t.kind === 'modal' && t.modality) mine.push({ m: t.modality, act: actOf(claim, i), t, party: left >= 0 && claim[left]!.kind === 'party' });
  });
  const theirs: Array<{ m: Modality; acts: Set<string>; t: Token }> = [];
  for (let i = r.ext; i <= r.hi; i++) {
    const t = span[i]!;
    if (t.kind === 'modal' && t.modality) theirs.push({ m: t.modality, acts: scopeOf(span, i, keys), t });
  }
  const left = mine.filter((c) => {
    const j = theirs.findIndex((s) => s.m === c.m && (c.act === '' || s.acts.has(c.act)));
    if (j < 0) return true;
    theirs.splice(j, 1);
    return false;
  });
  if (left.length === 0 && theirs.length === 0) return { state: 'same', reason: null };
  const differ: Check = { state: 'differ', reason: 'MODAL_MISMATCH' };
  if (left.length !== 1 || theirs.length !== 1) return differ;
  const [c, s] = [left[0]!, theirs[0]!];
  // "may" against "shall": with a party bound, an option is not a duty (either way round),
  // and "the Agreement may terminate" is not "shall terminate". But a hedged claim with no
  // party bound ("some obligations may survive") states a possibility, which "will survive"
  // does not contradict.
  const weaker = c.m === 'PERM' && s.m === 'OBL' && !c.party && claim.some((t) => t.key === 'SOME');
  return c.act !== '' && s.acts.has(c.act) && modalitiesClash(c.m, s.m) && !weaker ? { state: 'clash', reason: 'MODAL_CLASH', clash: { claim: range(c.t), span: range(s.t) } } : differ;
}

/**
 * Negation cues, each with what it negates (its next content word), the claim's against
 * the span's from the clause's start to the end of the aligned stretch (a "not" after
 * the claim's words is about something else). One extra cue on one side, over a word
 * the claim states, is a clash ("exclusive" against "nonexclusive"); an extra "without
 * consent" over a word the claim does not state is only a difference, and beside one
 * clash it does not hide it ("an exclusive license" against "a non-exclusive,
 * non-assignable license").
 */
export function negationsAgree(claim: readonly Token[], span: readonly Token[], r: Region, keys: ReadonlySet<string>): Check {
  const cues = (ts: readonly Token[], from: number, to: number) => {
    const out: Array<{ act: string; t: Token; on: Token | null }> = [];
    for (let i = from; i <= to; i++) if (ts[i]!.kind === 'neg') out.push({ act: anchorOf(ts, i), t: ts[i]!, on: anchorTokenOf(ts, i) });
    return out;
  };
  const mine = cues(claim, 0, claim.length - 1);
  const theirs = cues(span, r.clauseStart, r.hi);
  const left = mine.filter((c) => {
    const j = theirs.findIndex((s) => s.act === c.act);
    if (j < 0) return true;
    theirs.splice(j, 1);
    return false;
  });
  if (left.length === 0 && theirs.length === 0) return { state: 'same', reason: null };
  // A span cue over a word the claim does not state ("non-assignable" beside "non-exclusive") is
  // something the claim leaves out, judged with the dropped qualifications; it does not hide a clash.
  const extra = [...left.map((x) => ({ ...x, side: 'claim' as const })), ...theirs.map((x) => ({ ...x, side: 'span' as const }))].filter((x) => keys.has(x.act));
  if (extra.length !== 1) return { state: 'differ', reason: 'NEGATION_MISMATCH' };
  const e = extra[0]!;
  // The other side's word: the one the cue would negate there.
  const other = (ts: readonly Token[]) => range(ts.find((t) => t.key === e.act && ALIGNED_KINDS.has(t.kind)) ?? null);
  const cue = range(e.t, e.on);
  const clash: Clash = e.side === 'claim' ? { claim: cue, span: other(span.slice(r.clauseStart, r.hi + 1)) } : { claim: other(claim), span: cue };
  return { state: 'clash', reason: 'NEGATION_MISMATCH', clash };
}

/** The token anchorOf names. */
function anchorTokenOf(tokens: readonly Token[], i: number): Token | null {
  for (let k = i + 1; k < tokens.length && tokens[k]!.sentence === tokens[i]!.sentence; k++) {
    if (ALIGNED_KINDS.has(tokens[k]!.kind)) return tokens[k]!;
  }
  return null;
}

export type NumberCheck = Check;

/** Days in a time unit, to tell "twelve (12) months" (one year, said otherwise) from "sixty (60) months". */
const DAYS: Readonly<Record<string, number>> = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30.44, quarter: 91.3, year: 365.25 };
const isTime = (u: string) => u in DAYS;

/**
 * Each of the claim's measures must be stated in the span with the same value, unit
 * and qualifier. The span's measures in the claim's sentences that the claim does not
 * state are the candidates it may have changed, each used once. A candidate of the
 * same kind, unit and qualifier with another value is a clash ("60 days" against
 * "thirty (30) days"); so is a duration in another time unit that is not the same length
 * ("thirty (30) months" against "thirty (30) days", but not "one year" against "twelve
 * months"). A different qualifier on the same value ("at least" against "up to"), or
 * "business days" against "days", is a difference, not a clash.
 */
export function numbersAgree(claim: readonly Token[], span: readonly Token[], r: Region, spanKeys: ReadonlySet<string>): NumberCheck {
  // A measure the claim states twice must be in the span twice: "0:00 to 6:00" is not "6:00 to 6:00".
  const count = (ts: readonly Token[], key: string) => ts.filter((t) => t.key === key).length;
  const found = (t: Token) => spanKeys.has(t.key) && count(span, t.key) >= count(claim, t.key);
  // Compared within the claim's sentences: "Effective Date: April 17, 2017" puts the value past a colon.
  const first = span[r.lo]!.sentence;
  const last = span[r.hi]!.sentence;
  const pool = span.filter((t) => t.sentence >= first && t.sentence <= last && isMeasure(t));
  for (const t of claim) {
    if (!isMeasure(t) || !found(t)) continue;
    const j = pool.findIndex((s) => s.key === t.key);
    if (j >= 0) pool.splice(j, 1);
  }
  let clash: Clash | null = null;
  let reason = 'NUMBER_MISMATCH';
  for (const t of claim) {
    if (!isMeasure(t) || found(t)) continue;
    const q = t.quantity!;
    // A value in the claim's own unit first: "sixty (60) days", not the page number "4" a lead-in and its item straddle.
    const sameUnitFirst = (a: Token, b: Token) => Number(b.quantity!.unit === q.unit) - Number(a.quantity!.unit === q.unit);
    const sameKind = pool.filter((s) => s.quantity!.kind === q.kind && (s.quantity!.unit === q.unit || !s.quantity!.unit || !q.unit)).sort(sameUnitFirst);
    const sameValue = sameKind.filter((s) => s.quantity!.value === q.value);
    if (sameValue.length > 0) return { state: 'differ', reason: sameValue.some((s) => s.quantity!.qualifier !== q.qualifier) ? 'QUALIFIER_MISMATCH' : 'UNIT_MISMATCH' };
    if (sameKind.length === 0) {
      const d = durationClash(t, pool);
      if (d === 'differ') return { state: 'differ', reason: 'UNIT_MISMATCH' };
      if (d === null) return { state: 'differ', reason: q.kind === 'date' ? 'DATE_NOT_IN_SPAN' : 'NUMBER_NOT_IN_SPAN' };
      clash ??= { claim: range(t), span: range(d) };
      reason = 'DURATION_MISMATCH';
      pool.splice(pool.indexOf(d), 1);
      continue;
    }
    // Only a value stated with the same qualifier clashes: "at least 30" against "up to 60" is no contradiction.
    const rival = sameKind.find((s) => s.quantity!.qualifier === q.qualifier);
    if (!rival) return { state: 'differ', reason: 'QUALIFIER_MISMATCH' };
    clash ??= { claim: range(t), span: range(rival) };
    if (q.kind === 'date') reason = 'DATE_MISMATCH';
    pool.splice(pool.indexOf(rival), 1);
  }
  if (clash) return { state: 'clash', reason, clash };
  return { state: 'same', reason: null };
}

/**
 * A claim's duration against the span's durations in other time units (same kind and
 * qualifier): the one it clashes with, 'differ' when one is the same length said
 * otherwise or a business-day count, null when the span states no duration.
 */
function durationClash(t: Token, pool: readonly Token[]): Token | 'differ' | null {
  const q = t.quantity!;
  const unit = (u: string) => u.replace(/^business /, '');
  if (q.kind !== 'number' || !isTime(unit(q.unit))) return null;
  const rivals = pool.filter((s) => s.quantity!.kind === 'number' && isTime(unit(s.quantity!.unit)) && s.quantity!.qualifier === q.qualifier);
  if (rivals.length === 0) return null;
  const days = (x: Token) => Number(x.quantity!.value) * DAYS[unit(x.quantity!.unit)]!;
  for (const s of rivals) {
    const business = q.unit.startsWith('business ') !== s.quantity!.unit.startsWith('business ');
    if (business || Math.abs(days(s) - days(t)) <= 0.03 * Math.max(days(s), days(t))) return 'differ';
  }
  return rivals[0]!;
}
