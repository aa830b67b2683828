import { stemmer } from 'stemmer';
import { splitSentences } from '../generate/sentences.js';
import { numbersIn } from './numbers.js';
import type { Judge, JudgeResult } from './types.js';

export const LEXICAL_JUDGE_VERSION = 1;

/**
 * The offline judge: conservative and deterministic. It entails only when the claim's
 * content is contained in the source span with no negation, number, modal or party
 * mismatch; it says contradicted only on a clear polarity or number clash over the same
 * content; otherwise it abstains. It reads the source text at the bound offsets.
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

const STOP = new Set(
  ('a an the and or of to in on at by for from with as is are be been being was were this that these those such its it their his her its ' +
    'any each all other which who whom whose whereby hereof thereof herein therein hereunder thereunder hereto').split(' '),
);
const NEGATION = new Set(['not', 'no', 'never', 'neither', 'nor', 'none', 'nothing', 'nobody', 'without', 'cannot', 'non', 'nt']);
const EXCEPTION = new Set(['unless', 'except', 'excluding', 'notwithstanding', 'provided', 'subject']);
const MODALS = new Set(['shall', 'must', 'will', 'may', 'can', 'might', 'should', 'would', 'could']);
/** Defined terms that name a party: a swap of two of them changes who does what. */
const PARTY = /\b(?:Licensor|Licensee|Company|Distributor|Supplier|Customer|Buyer|Seller|Vendor|Client|Consultant|Contractor|Agent|Agency|Franchisor|Franchisee|Lender|Borrower|Landlord|Tenant|Lessor|Lessee|Employer|Employee|Purchaser|Manufacturer|Reseller|Sponsor|Provider|Recipient|Disclosing Party|Receiving Party|Partner|Member|Parent|Affiliate)\b/g;

type Text = { norm: string; words: string[]; content: Set<string>; numbers: Set<number>; negations: number; exceptions: number; modals: string[]; parties: string[]; names: string[] };

function analyse(raw: string): Text {
  const norm = raw
    .normalize('NFKC')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/n't\b/gi, ' nt')
    .replace(/\s+/g, ' ')
    .trim();
  const words = norm.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = new Set(words.filter((w) => !STOP.has(w) && !NEGATION.has(w) && !MODALS.has(w) && !/^\d+$/.test(w)).map((w) => stemmer(w)));
  return {
    norm,
    words,
    content,
    numbers: numbersIn(norm),
    negations: words.filter((w) => NEGATION.has(w)).length,
    exceptions: words.filter((w) => EXCEPTION.has(w)).length,
    modals: words.filter((w) => MODALS.has(w)),
    parties: [...norm.matchAll(PARTY)].map((m) => m[0]),
    names: names(norm),
  };
}

const result = (verdict: JudgeResult['verdict'], confidence: number, reasons: string[]): JudgeResult => ({ verdict, confidence, reasons });

export function judgeLexical(claimText: string, spanText: string): JudgeResult {
  const claim = analyse(claimText);
  if (claim.content.size === 0 && claim.numbers.size === 0) return result('abstain', 0.5, ['NO_CONTENT']);
  const window = bestWindow(claim, spanText);
  if (!window) return result('abstain', 0.5, ['NO_OVERLAP']);
  const span = window.text;
  const missing = [...claim.content].filter((w) => !span.content.has(w));
  const coverage = 1 - missing.length / Math.max(1, claim.content.size);
  const numberMissing = [...claim.numbers].filter((n) => !span.numbers.has(n));
  const spanOnlyNumbers = [...span.numbers].filter((n) => !claim.numbers.has(n));
  const polarityClash = (claim.negations > 0) !== (span.negations > 0);

  // Clear clashes over the same content: contradicted.
  if (coverage >= 0.8) {
    if (numberMissing.length > 0 && spanOnlyNumbers.length > 0) return result('contradicted', 0.8, ['NUMBER_MISMATCH']);
    if (polarityClash && coverage === 1 && claim.negations + span.negations === 1 && window.sentences === 1) return result('contradicted', 0.75, ['NEGATION_MISMATCH']);
  }
  // Digits as written must also be there: "05 days" is not "45 days" even though 5 appears elsewhere.
  const spanDigits = new Set(span.norm.match(/\d+/g) ?? []);
  if ((claim.norm.match(/\d+/g) ?? []).some((d) => !spanDigits.has(d))) numberMissing.push(Number.NaN);
  if (coverage < 1 || numberMissing.length > 0) return result('abstain', 0.5, missing.length ? ['CONTENT_NOT_IN_SPAN'] : ['NUMBER_NOT_IN_SPAN']);
  if (claim.negations !== span.negations) return result('abstain', 0.5, ['NEGATION_MISMATCH']);
  if (span.exceptions > claim.exceptions) return result('abstain', 0.5, ['QUALIFIER_DROPPED']);
  if (!sameModals(claim.modals, span.modals)) return result('abstain', 0.5, ['MODAL_MISMATCH']);
  if (!claim.parties.every((p) => span.parties.includes(p))) return result('abstain', 0.5, ['PARTY_MISMATCH']);
  // A verbatim claim, with nothing before it in its sentence that could negate it.
  if (verbatimIn(claim.norm, span.norm)) return result('entailed', 0.95, ['VERBATIM']);
  // Who does what: named parties and defined terms keep their order and their neighbours.
  if (!inOrder(claim.names, span.names) || !namesInContext(claim.norm, span.norm)) return result('abstain', 0.5, ['PARTY_ORDER']);
  return result('entailed', 0.85, ['CONTENT_CONTAINED']);
}

type Window = { text: Text; sentences: number };

/** The span's sentence, or pair of adjacent sentences, that covers most of the claim (shortest on ties). */
function bestWindow(claim: Text, spanText: string): Window | null {
  const sentences = splitSentences(spanText).map((s) => s.text);
  if (sentences.length === 0) return null;
  const candidates: Array<{ raw: string; n: number }> = sentences.map((s) => ({ raw: s, n: 1 }));
  for (let i = 0; i + 1 < sentences.length; i++) candidates.push({ raw: `${sentences[i]} ${sentences[i + 1]}`, n: 2 });
  let best: { w: Window; cov: number; len: number } | null = null;
  for (const c of candidates) {
    const t = analyse(c.raw);
    let hit = 0;
    for (const w of claim.content) if (t.content.has(w)) hit++;
    const cov = hit / Math.max(1, claim.content.size);
    if (!best || cov > best.cov + 1e-9 || (Math.abs(cov - best.cov) < 1e-9 && c.raw.length < best.len)) best = { w: { text: t, sentences: c.n }, cov, len: c.raw.length };
  }
  // A claim longer than any window (it spans the whole quote): judge against the whole span.
  if (best && best.cov < 1) {
    const whole = analyse(spanText);
    const hit = [...claim.content].filter((w) => whole.content.has(w)).length / Math.max(1, claim.content.size);
    if (hit > best.cov) return { text: whole, sentences: sentences.length };
  }
  return best && best.cov > 0 ? best.w : null;
}

function verbatimIn(claim: string, span: string): boolean {
  const c = claim.toLowerCase().replace(/[.;,:]+$/, '');
  const s = span.toLowerCase();
  const at = s.indexOf(c);
  if (at < 0) return false;
  const before = s.slice(Math.max(0, at - 60), at).split(/[.;]/).pop() ?? '';
  return !(before.match(/[\p{L}]+/gu) ?? []).some((w) => NEGATION.has(w) || EXCEPTION.has(w));
}

function sameModals(claim: string[], span: string[]): boolean {
  const have = new Set(span);
  return claim.every((m) => have.has(m));
}

/** Capitalised words that are not just sentence openers: parties, defined terms, places. */
const OPENERS = new Set('The This That These Those In If Any Each Such Upon All No Neither Notwithstanding Subject Except Unless Provided For Within During After Before Either Both A An Its It Such Section Article'.split(' '));

function names(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b[A-Z][A-Za-z]{1,}\b/g)) {
    if (OPENERS.has(m[0])) continue;
    if (out[out.length - 1] !== m[0]) out.push(m[0]);
  }
  return out;
}

/**
 * Each name in the claim stands next to the same words in the span ("Agency agrees", not
 * "MICOA agrees"): a swapped party keeps every content word but loses its neighbours.
 */
function namesInContext(claim: string, span: string): boolean {
  const tokens = (t: string) => t.match(/[\p{L}\p{N}&]+/gu) ?? [];
  const s = tokens(span);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < s.length; i++) pairs.add(`${s[i]!.toLowerCase()}|${s[i + 1]!.toLowerCase()}`);
  const c = tokens(claim);
  for (let i = 0; i < c.length; i++) {
    if (!/^[A-Z]/.test(c[i]!) || OPENERS.has(c[i]!)) continue;
    const w = c[i]!.toLowerCase();
    if (i > 0 && !pairs.has(`${c[i - 1]!.toLowerCase()}|${w}`)) return false;
    if (i + 1 < c.length && !pairs.has(`${w}|${c[i + 1]!.toLowerCase()}`)) return false;
  }
  return true;
}

/** Every name of the claim occurs in the span, and their first occurrences keep the claim's order. */
function inOrder(claim: string[], span: string[]): boolean {
  const firsts = [...new Set(claim)].map((n) => span.indexOf(n));
  if (firsts.some((i) => i < 0)) return false;
  return firsts.every((v, i) => i === 0 || v >= firsts[i - 1]!);
}
