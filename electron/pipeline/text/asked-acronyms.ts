/**
 * The acronyms a question names that are no party's name — a regulator, a statute, a standard: "FTC" of "Is T&B required
 * to indemnify LEA against FTC actions?", "GDPR", "HIPAA". A clause that never says one answers the question only in part:
 * cuad-dev-05 § 12.1's mutual indemnity for breach ("Each party shall defend, indemnify … against … actions") was green for
 * the FTC question, and the contract's FTC indemnity runs the other way (trial 36). Read in two halves, the question's once
 * and each claim's against it, so a generator weighing many candidates reads the question once.
 */

import { capitalShare } from './capitals.js';

/** Three or more capitals (digits and "&" inside allowed), as a word of its own. */
const ACRONYM = /(?<![\p{L}\p{N}&])\p{Lu}[\p{Lu}\p{N}&]{2,}(?![\p{L}\p{N}&])/gu;

/**
 * The question's acronyms, in order; none when the question is written in capitals (then nothing stands out as a name).
 * Party names are dropped later, per document (`acronymUnsaid`): a question is read before its documents' parties are.
 */
export function askedAcronyms(question: string): string[] {
  if (capitalShare(question) > 0.5) return [];
  return [...new Set(question.match(ACRONYM) ?? [])].filter((a) => /\p{Lu}.*\p{Lu}/u.test(a) && !ROMAN.test(a));
}
const ROMAN = /^[IVXLC]+$/;

/**
 * The first of `acronyms` that names none of the document's parties (by any of its names) and that `claim` does not say,
 * as written or spelled out ("Federal Trade Commission" for "FTC"); null when the claim says each.
 */
export function acronymUnsaid(acronyms: readonly string[], claim: string, parties: readonly (readonly string[])[] = []): string | null {
  if (acronyms.length === 0) return null;
  const partyWords = new Set(parties.flatMap((names) => names.flatMap((n) => n.split(/\s+/))).map((w) => w.replace(/[^\p{L}\p{N}&]/gu, '').toUpperCase()));
  const initials = spelledOut(claim);
  for (const a of acronyms) {
    if (partyWords.has(a)) continue;
    if (acronymSaid(a).test(claim) || initials.has(a)) continue;
    return a;
  }
  return null;
}

/** The pattern of an acronym as a word of its own, compiled once: a generator asks it of every candidate it weighs. */
function acronymSaid(acronym: string): RegExp {
  let re = SAID.get(acronym);
  // Questions asked in a long session: bounded.
  if (re === undefined && SAID.size > 1000) SAID.clear();
  if (re === undefined) SAID.set(acronym, (re = new RegExp(`(?<![\\p{L}\\p{N}&])${acronym}(?![\\p{L}\\p{N}&])`, 'u')));
  return re;
}
const SAID = new Map<string, RegExp>();

/** The small words a name spelled out skips between its capitalised words: "United States of America". */
export const SPELLED_OUT_JOINER = String.raw`\s+(?:(?:of|and|for|the|on|&)\s+)*`;
const CAPITALISED_RUN = new RegExp(String.raw`\p{Lu}[\p{L}'’-]*(?:${SPELLED_OUT_JOINER}\p{Lu}[\p{L}'’-]*)+`, 'gu');

/** The initials of each run of capitalised words in `text` ("Federal Trade Commission" → FTC; "of", "and", "the" skipped). */
function spelledOut(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CAPITALISED_RUN)) {
    const words = m[0].split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    // Every contiguous run of two or more words, so "the Federal Trade Commission Act" spells FTC as well as FTCA.
    for (let i = 0; i < words.length; i++) {
      let s = words[i]![0]!;
      for (let j = i + 1; j < words.length; j++) out.add((s += words[j]![0]!));
    }
  }
  return out;
}

/** Two or more capitals as a word of its own: "UN", "EU", "CISG". */
const INITIALS = /(?<![\p{L}\p{N}&])\p{Lu}{2,}(?![\p{L}\p{N}&])/gu;

/**
 * The question's initials (two capitals or more): "UN" of "Is the 1980 UN Convention … excluded …?". Read once per question;
 * `initialsSpelledOut` weighs them against each text.
 */
export function askedInitials(question: string): string[] {
  if (capitalShare(question) > 0.5) return [];
  return [...new Set(question.match(INITIALS) ?? [])].filter((a) => !ROMAN.test(a));
}

/**
 * The asked initials that `text` spells out, in lower case: "UN" is said by "the 1980 United Nations Convention on Contracts
 * for the International Sale of Goods" (trial 46, cuad-dev-03 § 9.4: refused, "UN" the word missing).
 */
export function initialsSpelledOut(initials: readonly string[], text: string): string[] {
  if (initials.length === 0) return [];
  const spelled = spelledOut(text);
  return initials.filter((a) => spelled.has(a)).map((a) => a.toLowerCase());
}
