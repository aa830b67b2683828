import { contentTerms } from './question-units.js';

/**
 * The cases a question sets aside: "What is the cap on a party's liability … for claims other than bodily injury, property
 * damage or wilful misconduct?" asks about every other claim. A clause about one of the cases set aside — cuad-scale-340
 * § 5.3(a), "FOR BODILY INJURY OR DEATH …, THE AMOUNT OF DIRECT DAMAGES PROVEN" — answers another question (trial 51: green).
 * A clause that sets the same case aside itself ("except for bodily injury, …") is about the rest, and answers.
 */
const SET_ASIDE = /\b(?:other\s+than|excluding|except(?:\s+for)?|apart\s+from|besides)\s+((?:(?!\b(?:and|or)\s+(?:what|how|when|who|which|is|are|does|do|can|may|must)\b)[^?;:])+)/i;
/** A clause's own exceptions: what it sets aside is not what it is about. */
const ITS_EXCEPTIONS = /\b(?:other\s+than|except(?:\s+(?:for|as|in))?|excluding|apart\s+from|save\s+(?:for|as)|but\s+not|does\s+not\s+apply\s+to|shall\s+not\s+apply\s+to|not\s+(?:applicable|apply)\s+to)\b[^.;:]*/gi;

/** Each case the question sets aside, as the words that say it; [] when it sets none aside. */
export function casesSetAside(question: string): Array<{ said: string; terms: string[] }> {
  const m = SET_ASIDE.exec(question);
  if (!m) return [];
  return m[1]!
    .split(/,|\bor\b|\band\b|\/|\bnor\b/i)
    .map((said) => said.trim())
    .map((said) => ({ said, terms: contentTerms(said) }))
    .filter((c) => c.terms.length > 0);
}

/** The case set aside that `claim` is about (all its words said outside the claim's own exceptions), or null. */
export function aboutCaseSetAside(claim: string, cases: ReadonlyArray<{ said: string; terms: string[] }>): string | null {
  if (cases.length === 0) return null;
  const said = new Set(contentTerms(claim.replace(ITS_EXCEPTIONS, ' ')));
  return cases.find((c) => c.terms.every((t) => said.has(t)))?.said ?? null;
}
