import { findQuantities, type FoundQuantity, type Quantity } from './numbers.js';
import {
  AFTER_INCLUDING_PHRASES, CLAIM_HEDGES, CONJUNCTIONS, INCLUDING, NEGATIONS, NEUTRAL_PHRASES, PREPOSITIONS, QUALIFIER_PHRASES,
  QUANTIFIERS, RELATIONS, RESTRICTOR_PHRASES, RESTRICTORS, STOP, TRAILING_QUALIFIERS, type Qualifier,
} from './lexicon.js';
import { modalAt, negateModality, type Modality } from './modality.js';
import { isAllCaps, isThingTerm, roleOfWord, ROLE_PHRASES } from './parties.js';
import { normalizeText, rawTokens, type RawToken } from './raw-tokens.js';
import { stem } from './stem.js';

/**
 * A judged token. `key` is what is compared: a stem for content, a role for a party,
 * a class for a modal, "NEG" for a negation cue, a normalised value for a quantity.
 */
export type Token = {
  kind: 'content' | 'party' | 'modal' | 'neg' | 'qty' | 'prep' | 'conj' | 'pos' | 'punct' | 'quant';
  key: string;
  sentence: number;
  restrictor: boolean;
  relation: boolean;
  modality?: Modality;
  quantity?: Quantity;
  /** Set on QUAL tokens until they are attached to the quantity they qualify. */
  qualifier?: Qualifier;
  /** Character offsets in the normalised text. */
  start: number;
  end: number;
};

export type Analysed = { norm: string; tokens: Token[] };

const phrases = (list: readonly string[]) => list.map((p) => p.split(' '));
const NEUTRAL = phrases(NEUTRAL_PHRASES).sort((a, b) => b.length - a.length);
const AFTER_INCLUDING = phrases(AFTER_INCLUDING_PHRASES).sort((a, b) => b.length - a.length);
const HEDGES = phrases(CLAIM_HEDGES);
const QUALIFIERS = QUALIFIER_PHRASES.map(([p, q]) => ({ words: p.split(' '), q }));
const CONDITIONS = RESTRICTOR_PHRASES.map(([p, k]) => ({ words: p.split(' '), k }));
const ROLES = ROLE_PHRASES.map(([p, k]) => ({ words: p.split(' '), k })).sort((a, b) => b.words.length - a.words.length);

const matches = (lw: readonly string[], i: number, words: readonly string[]) => words.every((w, k) => lw[i + k] === w);

/** Words written with a capital somewhere other than at a sentence's start: names and defined terms. */
export function capitalisedWords(raw: string): Set<string> {
  const out = new Set<string>();
  for (const t of rawTokens(normalizeText(raw))) if (t.kind === 'word' && !t.initial && /^[A-Z]/.test(t.text)) out.add(t.lower);
  return out;
}

const tok = (kind: Token['kind'], key: string, sentence: number, extra: Partial<Token> = {}): Token => ({ kind, key, sentence, restrictor: false, relation: false, start: 0, end: 0, ...extra });

/**
 * Tokenises one text for judging. `names` are capitalised words seen mid-sentence in
 * the claim or the span, so a sentence-initial "Vapotherm" is known as a name too.
 * `claim` drops hedges that only weaken a claim ("in some circumstances").
 */
export function analyse(raw: string, names: ReadonlySet<string>, claim: boolean): Analysed {
  const norm = normalizeText(raw);
  const rt = rawTokens(norm);
  const ctx: Ctx = {
    rt,
    lw: rt.map((t) => t.lower),
    quantities: new Map(findQuantities(rt).map((q) => [q.from, q])),
    names,
    shouting: shoutingSentences(rt),
    claim,
  };
  const out: Token[] = [];
  let i = 0;
  while (i < rt.length) {
    const from = i;
    const before = out.length;
    i = step(ctx, i, out);
    // Each token remembers the text it came from, for locating a verbatim claim.
    for (let k = before; k < out.length; k++) {
      out[k]!.sentence = rt[from]!.sentence;
      out[k]!.start = rt[from]!.start;
      out[k]!.end = rt[i - 1]!.end;
    }
  }
  return { norm, tokens: foldNegatedParties(attachQualifiers(out)) };
}

function content(w: string): Token {
  return tok('content', stem(w), 0, { restrictor: RESTRICTORS.has(w), relation: RELATIONS.has(w) });
}

type Ctx = {
  rt: readonly RawToken[];
  lw: readonly string[];
  quantities: ReadonlyMap<number, FoundQuantity>;
  names: ReadonlySet<string>;
  shouting: ReadonlySet<number>;
  claim: boolean;
};

/** Reads the token(s) at i into `out`; returns the index after them. */
function step(ctx: Ctx, i: number, out: Token[]): number {
  const { rt } = ctx;
  const r = rt[i]!;
  const q = ctx.quantities.get(i);
  if (q) {
    out.push(tok('qty', '', 0, { quantity: { ...q.quantity } }));
    return q.to;
  }
  if (r.kind === 'sym') {
    if (/^[.;:,()"']$/.test(r.text)) out.push(tok('punct', r.text, 0));
    return i + 1;
  }
  if (r.kind === 'pos') {
    out.push(tok('pos', "'s", 0));
    return i + 1;
  }
  // Codes ("10b-5", "1232g") and stray numbers are compared exactly as written.
  if (r.kind !== 'word') {
    out.push(tok('content', `CODE:${r.lower}`, 0));
    return i + 1;
  }
  const n = phraseAt(ctx.lw, i, ctx.claim);
  if (n) {
    out.push(...n.tokens);
    return i + n.length;
  }
  const w = r.lower;
  if (NEGATIONS.has(w)) {
    out.push(tok('neg', 'NEG', 0));
    return i + 1;
  }
  // "non-exclusive", "nonexclusive": the negation of "exclusive", so the two clash.
  if (w === 'non' && rt[i + 1]?.text === '-') {
    out.push(tok('neg', 'NEG', 0));
    return i + 2;
  }
  // "none", "nonetheless", "nonsense" are words of their own, not "non" + a word.
  if (w.length > 6 && w.startsWith('non') && !/^non(e$|ethe|sens)/.test(w)) {
    out.push(tok('neg', 'NEG', 0), content(w.slice(3)));
    return i + 1;
  }
  // Quantifiers are not content, but "all" in a claim must not stand on "some" in the span.
  const quant = QUANTIFIERS[w];
  if (quant) {
    out.push(tok('quant', quant, 0));
    return i + 1;
  }
  if (STOP.has(w)) return i + 1;
  if (PREPOSITIONS.has(w)) out.push(tok('prep', w, 0));
  else if (CONJUNCTIONS.has(w)) out.push(tok('conj', w, 0));
  else {
    const name = nameAt(rt, i, ctx.names, ctx.shouting);
    if (name) {
      out.push(...name.tokens);
      return i + name.length;
    }
    out.push(content(w));
  }
  return i + 1;
}

/** Is the word before i (past commas) "including"? */
function afterIncluding(lw: readonly string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && lw[k] === ',') k--;
  return k >= 0 && INCLUDING.has(lw[k]!);
}

type PhraseHit = { length: number; tokens: Token[] };

function phraseAt(lw: readonly string[], i: number, claim: boolean): PhraseHit | null {
  if (claim) for (const h of HEDGES) if (matches(lw, i, h)) return { length: h.length, tokens: [] };
  for (const n of NEUTRAL) if (matches(lw, i, n)) return { length: n.length, tokens: [] };
  if (afterIncluding(lw, i)) for (const n of AFTER_INCLUDING) if (matches(lw, i, n)) return { length: n.length, tokens: [] };
  for (const q of QUALIFIERS) if (matches(lw, i, q.words)) return { length: q.words.length, tokens: [tok('content', `QUAL:${q.q}`, 0, { relation: true, qualifier: q.q })] };
  // Keyed like the bare word ("in the event" = "event"), so a claim that words it differently still matches.
  for (const c of CONDITIONS) if (matches(lw, i, c.words)) return { length: c.words.length, tokens: [tok('content', c.k.includes('-') ? `COND:${c.k}` : stem(c.k), 0, { restrictor: true })] };
  const m = modalAt(lw, i);
  if (m) {
    const tokens: Token[] = [];
    if (m.modality) tokens.push(tok('modal', m.modality, 0, { modality: m.modality }));
    if (m.negates) tokens.push(tok('neg', 'NEG', 0));
    return { length: m.length, tokens };
  }
  for (const r of ROLES) if (matches(lw, i, r.words)) return { length: r.words.length, tokens: [tok('party', `P:${r.k}`, 0)] };
  return null;
}

/** A party: a role noun, an ALL-CAPS name, or a capitalised term that is not a thing. */
function nameAt(rt: readonly RawToken[], i: number, names: ReadonlySet<string>, shouting: ReadonlySet<number>): PhraseHit | null {
  const r = rt[i]!;
  const role = roleOfWord(r.lower, r.text);
  if (role) return { length: 1, tokens: [tok('party', `P:${role}`, 0)] };
  if (!/^[A-Z]/.test(r.text) || (r.initial && !names.has(r.lower))) return null;
  if (isAllCaps(r.text)) return shouting.has(r.sentence) ? null : { length: 1, tokens: [tok('party', `P:${r.lower}`, 0)] };
  const words: string[] = [];
  let k = i;
  // A thing-head ends a term: "the Term Commercial General Liability insurance" is two terms.
  while (k < rt.length && isNameWord(rt[k]!)) {
    words.push(rt[k++]!.text);
    if (isThingTerm(words.slice(-1))) break;
  }
  if (words.length === 0) return null;
  // A defined term of several words is one token, so "SpinCo Group" and "Nuance Group"
  // stay apart even when both words occur elsewhere in the span.
  if (isThingTerm(words)) {
    const token = words.length === 1 ? content(words[0]!.toLowerCase()) : tok('content', `T:${words.map((w) => stem(w)).join(' ')}`, 0);
    return { length: words.length, tokens: [token] };
  }
  return { length: words.length, tokens: [tok('party', `P:${words.join(' ').toLowerCase()}`, 0)] };
}

function isNameWord(t: RawToken): boolean {
  if (t.kind !== 'word' || !/^[A-Z][a-z]/.test(t.text)) return false;
  const w = t.lower;
  return !(STOP.has(w) || PREPOSITIONS.has(w) || CONJUNCTIONS.has(w) || NEGATIONS.has(w) || roleOfWord(w, t.text) || modalAt([w], 0));
}

/** Sentences mostly in capitals (disclaimers): there ALL-CAPS is emphasis, not a name. */
function shoutingSentences(rt: readonly RawToken[]): Set<number> {
  const caps = new Map<number, [number, number]>();
  for (const t of rt) {
    if (t.kind !== 'word' || t.text.length < 2) continue;
    const c = caps.get(t.sentence) ?? [0, 0];
    c[1]++;
    if (isAllCaps(t.text)) c[0]++;
    caps.set(t.sentence, c);
  }
  return new Set([...caps].filter(([, [up, all]]) => up >= 4 && up / all > 0.5).map(([s]) => s));
}

/** "not less than 30 days" qualifies the 30; "30 days or more" too. Sets each quantity's key. */
function attachQualifiers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.qualifier && next?.kind === 'qty' && next.quantity && next.quantity.kind !== 'marker' && next.quantity.kind !== 'reference') {
      next.quantity.qualifier = t.qualifier;
      continue;
    }
    out.push(t);
    if (t.kind === 'qty' && t.quantity && tokens[i + 1]?.key === 'or') {
      const after = TRAILING_QUALIFIERS.find(([p]) => stem(p.split(' ')[1]!) === tokens[i + 2]?.key);
      if (after && t.quantity.qualifier === 'eq') {
        t.quantity.qualifier = after[1];
        i += 2;
      }
    }
  }
  for (const t of out) if (t.kind === 'qty' && t.quantity) t.key = quantityKey(t.quantity);
  return out;
}

export function quantityKey(q: Quantity): string {
  return `Q:${q.kind}:${q.value}:${q.unit}:${q.qualifier}`;
}

/** "Neither party shall", "No Party may": a negated subject is a prohibition on each party. */
function foldNegatedParties(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if (a.kind === 'neg' && b?.kind === 'party' && c?.kind === 'modal' && c.modality && (c.modality === 'OBL' || c.modality === 'PERM')) {
      const m = negateModality(c.modality);
      out.push(b.key === 'P:party' ? { ...b, key: 'P:each party' } : b, { ...c, key: m, modality: m });
      i += 2;
      continue;
    }
    out.push(a);
  }
  return out;
}
