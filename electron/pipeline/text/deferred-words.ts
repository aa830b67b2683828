/**
 * A word a clause says only to leave it to another provision: "a … transferable (subject to ARTICLE VIII), sublicensable
 * (subject to Section 3.01(g)) license". The grant says that the licence may be sublicensed, and § 3.01(g) says to whom and
 * how; asked "To whom may Cerence … grant sublicenses …?", the grant answered green (trial 45, cuad-dev-10 § 3.01(a)). A
 * question's word that a claim says only so is not answered by the claim; the provision it is left to answers it.
 */
import { stemmer, wordStems } from './porter.js';

/** "word (subject to Section 3.01(g))", "word (as set forth in Article VIII)": the word, and where it is left. */
const DEFERRED = /([\p{L}][\p{L}-]*)\s*\(\s*(?:subject\s+to|as\s+(?:set\s+forth|provided|described|specified)\s+in|pursuant\s+to|in\s+accordance\s+with)\s+((?:Sections?|Articles?|Clauses?|Paragraphs?|Schedules?|Exhibits?|§§?)\s*[\p{L}\p{N}.]+(?:\([\p{L}\p{N}]{1,4}\))*)\s*\)/giu;


/**
 * The first word of `question` that `claim` says only where it leaves it to another provision, with that provision, as
 * the claim writes them ({ word: "sublicensable", to: "Section 3.01(g)" }); null when each asked word the claim says is
 * said outside such a reference too, or the claim defers nothing.
 */
export function deferredWord(question: string, claim: string): { word: string; to: string } | null {
  const deferrals = [...claim.matchAll(DEFERRED)];
  if (deferrals.length === 0) return null;
  const asked = new Set(wordStems(question));
  let rest = claim;
  for (const m of deferrals) rest = rest.replace(m[0], ' ');
  const saidElsewhere = new Set(wordStems(rest));
  for (const m of deferrals) {
    const stem = stemmer(m[1]!.toLowerCase());
    if (asked.has(stem) && !saidElsewhere.has(stem)) return { word: m[1]!, to: m[2]! };
  }
  return null;
}
