import type { MatchKind, ReasonCode } from '../../../shared/response.js';
import { fuzzyFind } from './fuzzy.js';

/** A source version: a document's canonical text and its hash. */
export type BindSource = { doc: string; text: string; sha256: string };
export type BindAnchor = { id: string; doc: string; start: number; end: number };
export type Range = readonly [number, number];

/** Finds `needle` in `text` within `range` after normalisation; original offsets or null. */
export type NormalizedFind = (text: string, needle: string, range: Range) => [number, number] | null;

export type Binding = {
  offsets: [number, number] | null;
  match: MatchKind | null;
  score: number;
  inAnchor: boolean;
  sourceHash: string;
  reason?: ReasonCode;
  foundIn?: { doc: string; offsets: [number, number] };
};

export type BindInput = {
  quote: string;
  anchor: BindAnchor;
  /** The cited source: the anchor's document. Binding never looks for the quote as "found" anywhere else. */
  source: BindSource;
  /** Other sources of the matter, consulted only to label a misattribution. */
  others: () => Iterable<BindSource>;
  normalizedFind: NormalizedFind;
  minFuzzyScore: number;
};

/**
 * Layer 1, deterministic and model-free: locate the quote in the CITED source.
 * Order: exact inside the anchor, exact elsewhere in the document, normalized inside
 * the anchor, normalized elsewhere, then fuzzy (labelled, scored). A quote found only
 * in another document is QUOTE_IN_OTHER_SOURCE — a misattribution, not a pass — and
 * one found nowhere is QUOTE_NOT_FOUND.
 */
export function bindCitation(input: BindInput): Binding {
  const { quote, anchor, source } = input;
  if (anchor.doc !== source.doc) throw new Error(`bindCitation: anchor ${anchor.id} belongs to ${anchor.doc}, not ${source.doc}`);
  const inAnchor: Range = [anchor.start, anchor.end];
  const whole: Range = [0, source.text.length];
  const base = { sourceHash: source.sha256 };

  for (const [range, isIn] of [[inAnchor, true], [whole, false]] as const) {
    const at = exactFind(source.text, quote, range);
    if (at) return { ...base, offsets: at, match: 'exact', score: 1, inAnchor: isIn || within(at, inAnchor) };
  }
  for (const [range, isIn] of [[inAnchor, true], [whole, false]] as const) {
    const at = input.normalizedFind(source.text, quote, range);
    if (at) return { ...base, offsets: at, match: 'normalized', score: 1, inAnchor: isIn || within(at, inAnchor) };
  }
  const elsewhere = findInOthers(input);
  if (elsewhere) {
    return { ...base, offsets: null, match: null, score: 0, inAnchor: false, reason: 'QUOTE_IN_OTHER_SOURCE', foundIn: elsewhere };
  }
  for (const [range, isIn] of [[inAnchor, true], [whole, false]] as const) {
    const hit = fuzzyFind(source.text, quote, range, input.minFuzzyScore);
    if (hit) return { ...base, offsets: [hit.start, hit.end], match: 'fuzzy', score: hit.score, inAnchor: isIn || within([hit.start, hit.end], inAnchor) };
  }
  return { ...base, offsets: null, match: null, score: 0, inAnchor: false, reason: 'QUOTE_NOT_FOUND' };
}

function exactFind(text: string, quote: string, range: Range): [number, number] | null {
  if (quote.length === 0) return null;
  const i = text.indexOf(quote, range[0]);
  return i >= 0 && i + quote.length <= range[1] ? [i, i + quote.length] : null;
}

function within(at: Range, range: Range): boolean {
  return at[0] >= range[0] && at[1] <= range[1];
}

function findInOthers(input: BindInput): { doc: string; offsets: [number, number] } | null {
  for (const other of input.others()) {
    if (other.doc === input.source.doc) continue;
    const whole: Range = [0, other.text.length];
    const at = exactFind(other.text, input.quote, whole) ?? input.normalizedFind(other.text, input.quote, whole);
    if (at) return { doc: other.doc, offsets: at };
  }
  return null;
}
