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
    const act = anchorOf(claim, c);
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
function anchorOf(tokens: readonly Token[], i: number): string {
  for (let k = i + 1; k < tokens.length && tokens[k]!.sentence === tokens[i]!.sentence; k++) {
    if (ALIGNED_KINDS.has(tokens[k]!.kind)) return tokens[k]!.key;
  }
  return '';
}

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
    if (t.kind === 'modal' || (t.kind === 'punct' && (t.key === ';' || t.key === ':' || t.key === '.'))) break;
    if (keys.has(t.key)) out.add(t.key);
  }
  return out;
}

/**
 * Modal force, each modal paired with the act it governs: a claim modal matches a span
 * modal of the same class whose scope holds the claim modal's next word ("shall destroy"
 * against "shall return, delete or destroy"). Every modal on both sides must be matched.
 * One left over on each side, over the same act with opposite forces (shall / shall not,
 * may / may not), is a clash.
 */
export function modalsAgree(claim: readonly Token[], span: readonly Token[], r: Region, keys: ReadonlySet<string>): Agreement {
  const mine: Array<{ m: Modality; act: string }> = [];
  claim.forEach((t, i) => {
    if (t.kind === 'modal' && t.modality) mine.push({ m: t.modality, act: anchorOf(claim, i) });
  });
  const theirs: Array<{ m: Modality; acts: Set<string> }> = [];
  for (let i = r.ext; i <= r.hi; i++) {
    const t = span[i]!;
    if (t.kind === 'modal' && t.modality) theirs.push({ m: t.modality, acts: scopeOf(span, i, keys) });
  }
  const left = mine.filter((c) => {
    const j = theirs.findIndex((s) => s.m === c.m && (c.act === '' || s.acts.has(c.act)));
    if (j < 0) return true;
    theirs.splice(j, 1);
    return false;
  });
  if (left.length === 0 && theirs.length === 0) return 'same';
  if (left.length !== 1 || theirs.length !== 1) return 'differ';
  const [c, s] = [left[0]!, theirs[0]!];
  return c.act !== '' && s.acts.has(c.act) && modalitiesClash(c.m, s.m) ? 'clash' : 'differ';
}

/**
 * Negation cues, each with what it negates (its next content word), the claim's against
 * the span's from the clause's start to the end of the aligned stretch (a "not" after
 * the claim's words is about something else). One extra cue on one side, over a word
 * the claim states, is a clash; an extra "without consent" over a word the claim does
 * not state is only a difference.
 */
export function negationsAgree(claim: readonly Token[], span: readonly Token[], r: Region, keys: ReadonlySet<string>): Agreement {
  const cues = (ts: readonly Token[], from: number, to: number) => {
    const out: string[] = [];
    for (let i = from; i <= to; i++) if (ts[i]!.kind === 'neg') out.push(anchorOf(ts, i));
    return out;
  };
  const c = compare(cues(claim, 0, claim.length - 1), cues(span, r.clauseStart, r.hi));
  if (c.same) return 'same';
  const extra = [...c.left, ...c.right];
  return extra.length === 1 && keys.has(extra[0]!) ? 'clash' : 'differ';
}

export type NumberCheck = { state: Agreement; reason: string | null };

/**
 * Each of the claim's measures must be stated in the span with the same value, unit
 * and qualifier. A measure of the same kind, unit and qualifier with another value in the
 * claim's sentence is a clash ("60 days" against "thirty (30) days"); a different qualifier on the
 * same value ("at least" against "up to") is a difference, not a clash.
 */
export function numbersAgree(claim: readonly Token[], span: readonly Token[], r: Region, spanKeys: ReadonlySet<string>): NumberCheck {
  const claimed = new Set(claim.filter(isMeasure).map((t) => t.key));
  // A measure the claim states twice must be in the span twice: "0:00 to 6:00" is not "6:00 to 6:00".
  const count = (ts: readonly Token[], key: string) => ts.filter((t) => t.key === key).length;
  const found = (t: Token) => spanKeys.has(t.key) && count(span, t.key) >= count(claim, t.key);
  // Compared within the claim's sentences: "Effective Date: April 17, 2017" puts the value past a colon.
  const first = span[r.lo]!.sentence;
  const last = span[r.hi]!.sentence;
  const scope = span.filter((t) => t.sentence >= first && t.sentence <= last && isMeasure(t) && !claimed.has(t.key));
  let clash = false;
  for (const t of claim) {
    if (!isMeasure(t) || found(t)) continue;
    const q = t.quantity!;
    const sameKind = scope.filter((s) => s.quantity!.kind === q.kind && (s.quantity!.unit === q.unit || !s.quantity!.unit || !q.unit));
    const sameValue = sameKind.filter((s) => s.quantity!.value === q.value);
    if (sameValue.length > 0) return { state: 'differ', reason: sameValue.some((s) => s.quantity!.qualifier !== q.qualifier) ? 'QUALIFIER_MISMATCH' : 'UNIT_MISMATCH' };
    if (sameKind.length === 0) return { state: 'differ', reason: q.kind === 'date' ? 'DATE_NOT_IN_SPAN' : 'NUMBER_NOT_IN_SPAN' };
    // Only a value stated with the same qualifier clashes: "at least 30" against "up to 60" is no contradiction.
    if (!sameKind.some((s) => s.quantity!.qualifier === q.qualifier)) return { state: 'differ', reason: 'QUALIFIER_MISMATCH' };
    clash = true;
  }
  if (clash) return { state: 'clash', reason: claim.some((t) => isMeasure(t) && t.quantity!.kind === 'date' && !found(t)) ? 'DATE_MISMATCH' : 'NUMBER_MISMATCH' };
  return { state: 'same', reason: null };
}
