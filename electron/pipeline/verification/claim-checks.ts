import { legalTerms } from '../text/legal-terms.js';

const QUOTED = /[“"]([^”"]{3,500})[”"]/g;

/** Text the claim puts in quotation marks (straight or curly), at least 3 characters. */
export function quotedSegments(claim: string): string[] {
  return [...claim.matchAll(QUOTED)].map((m) => quotedWords(m[1]!)).filter((s) => s.length >= 3);
}

/**
 * A quotation's words without the stop or comma American style puts inside the closing mark ('… the State of New York."'
 * where the contract goes on ", without regard to …"): the punctuation is the writer's sentence's, not the source's
 * (session 25's trial: such quotes were fuzzy matches and QUOTED_TEXT_NOT_IN_SOURCE).
 */
export const quotedWords = (inside: string): string => inside.trim().replace(/\s*[.,;:]+$/, '');

/**
 * QUOTED_TEXT_NOT_IN_SOURCE: a claim that puts words in quotation marks asserts that a
 * source says exactly that; each quoted segment must be found (after normalisation) in
 * at least one cited source.
 */
export function quotedTextMissing(claim: string, citedTexts: readonly string[], contains: (haystack: string, needle: string) => boolean): boolean {
  return quotedSegments(claim).some((q) => !citedTexts.some((t) => contains(t, q)));
}

/**
 * LEGAL_CITATION_UNVERIFIED: every statute / section / article reference in the claim
 * must appear among the cited sources' references (same normalised token).
 */
export function legalCitationMissing(claim: string, citedTexts: readonly string[]): boolean {
  const wanted = legalTerms(claim);
  if (wanted.length === 0) return false;
  const have = new Set(citedTexts.flatMap((t) => legalTerms(t)));
  return wanted.some((t) => !have.has(t));
}
