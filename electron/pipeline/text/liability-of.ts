/**
 * Whose liability a question asks about and whose a clause limits. "Is the Sponsor's liability capped at the amounts it
 * paid to Excite?" is not answered by "THE LIABILITY OF EXCITE … IS LIMITED TO … THE AMOUNTS ACTUALLY PAID BY SPONSOR TO
 * EXCITE" (trial 38, cuad-dev-21 § 14: green; nothing caps the Sponsor's). Read in two halves: the party asked, once; each
 * claim against the contract's parties.
 */
import { escapeRegExp } from './regexp-literal.js';

/** The party whose liability a question names ("the Sponsor's liability", "liability of Licensee"); null for either's. */
export function askedLiabilityOf(question: string): string | null {
  const m = POSSESSIVE.exec(question) ?? OF_PARTY.exec(question);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  while (words.length > 0 && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
  return words.length > 0 ? words.join(' ') : null;
}
const NAME = String.raw`\p{Lu}[\p{L}\d&.-]*(?:\s+\p{Lu}[\p{L}\d&.-]*){0,2}`;
const POSSESSIVE = new RegExp(String.raw`(${NAME})['’]s?\s+(?:(?:total|aggregate|cumulative|maximum|entire|overall)\s+)?liabilit(?:y|ies)\b`, 'u');
const OF_PARTY = new RegExp(String.raw`\bliabilit(?:y|ies)\s+of\s+(?:the\s+)?(${NAME})`, 'u');
const NOT_A_NAME = new Set(['is', 'are', 'does', 'do', 'can', 'may', 'must', 'will', 'what', 'how', 'which', 'who', 'the', 'either', 'each', 'both', 'any', 'neither', 'a', 'party', 'parties', 'no', 'there']);

/**
 * The asked party and the one the claim limits instead, when the claim names whose liability it limits, names one or more
 * parties of the contract and not the asked one, and not either party's; null otherwise. `parties`: each party's names.
 */
export function liabilityOfAnother(asked: string | null, claim: string, parties: readonly (readonly string[])[]): { asked: string; said: string } | null {
  if (!asked) return null;
  const whose = WHOSE.flatMap((re) => [...claim.matchAll(re)].map((m) => m[1]!.toLowerCase()));
  if (whose.length === 0 || whose.some((w) => ANY_PARTY.test(w))) return null;
  const key = asked.toLowerCase().replace(/^the\s+/, '');
  const askedNames = parties.find((g) => g.some((n) => n.toLowerCase() === key)) ?? [asked];
  const said = (n: string) => whose.some((w) => new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(n.toLowerCase())}(?![\p{L}\d])`, 'u').test(w));
  if (askedNames.some(said)) return null;
  const other = parties.find((g) => g !== askedNames && g.some(said));
  return other ? { asked, said: other.find(said)! } : null;
}
/** "the liability of Excite for …", "LIABILITY OF LICENSOR UNDER …": the words after "of", to the first that ends a name. */
const WHOSE_AFTER = /\bliabilit(?:y|ies)\s+of\s+((?:(?!(?:for|to|under|arising|with|in|whether|hereunder|shall|will|is|are)\b)[\p{L}\d&.'’-]+\s*){1,4})/giu;
const WORDS = String.raw`((?:[\p{L}\d&.-]+\s+){0,2}[\p{L}\d&.-]+)`;
const WHOSE = [
  WHOSE_AFTER,
  // "Excite's liability", "Licensor's aggregate liability".
  new RegExp(String.raw`${WORDS}['’]s?\s+(?:(?:total|aggregate|cumulative|maximum|entire|overall)\s+)?liabilit(?:y|ies)\b`, 'giu'),
  // "Licensor shall not be liable", "in no event shall Excite be liable".
  new RegExp(String.raw`${WORDS}\s+(?:shall|will)\s+not\s+be\s+liable\b`, 'giu'),
  new RegExp(String.raw`\b(?:shall|will)\s+${WORDS}\s+be\s+liable\b`, 'giu'),
];
const ANY_PARTY = /\b(?:either|each|both|any|neither|a|the)\s+(?:other\s+)?part(?:y|ies)\b|\bparties\b|\bthe\s+other\b/i;
