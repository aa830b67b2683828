import { CLAUSE_FORMS, type ClauseForm } from './clause-form-list.js';

/**
 * Entailment by clause form: the second, paraphrase-tolerant way the lexical judge can
 * say `entailed` (lexical@4). Word-by-word alignment (lexical.ts) cannot see that "shall
 * hold in strict confidence and not disclose … except to its employees who need to know"
 * entails "the Receiving Party may share Confidential Information with its employees";
 * a lawyer sees it at once, because both are one standard clause in two wordings.
 *
 * A clause form pairs a claim's **logical form** — a whole-sentence pattern over a closed
 * vocabulary (who, modality, act, object, condition), matched against the entire claim so
 * that a claim saying anything more never qualifies — with the **cues** a span must state
 * for it, in one sentence (a list's lead-in and its items count as one), and the **clashes**
 * that forbid it there (a negation on the act, "shall not be required to", "whether or not
 * marked"). Anything the form cannot read is an abstention, never a pass.
 */

export type FormMatch = { form: string };

/** Claim text as the forms read it: lower case, typographic quotes and dashes plain, articles and spacing collapsed. */
export function normaliseClaim(text: string): string {
  return plain(text)
    .replace(/[.;:\s]+$/u, '')
    .replace(/\b(the|a|an)\s+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\u00a0/g, ' ');
}

/**
 * The span's sentences, a list kept whole with its lead-in: "shall not include information
 * that: (a) … ; (b) is independently developed …" is one statement. Splits only where a
 * period ends a sentence and a capital starts the next.
 */
export function spanSentences(span: string): string[] {
  // Separate bound spans (and carve-out co-evidence) come joined by "\n…\n" (assess.ts): cues never combine across them.
  return span.split(/\n…\n/).flatMap((part) => sentencesOf(part.replace(/\s+/g, ' ')));
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[a-z0-9)"'\u201d\u2019][.!?])\s+(?=["'\u201c(]?[A-Z0-9])/u)
    .map((s) => plain(s).replace(UNLIMITED, ' '))
    .filter((s) => s.trim().length > 0);
}

/** "including without limitation": a widening, not a negation — read as if it were not there. */
const UNLIMITED = /\b(?:without limitation|but not limited to|but without limitation|without limiting the generality of the foregoing|without prejudice to the generality of [^,]{1,40})\b(?!\s+(?:of|as to|in) time)/g;

/** The first form whose claim pattern matches the whole claim and whose cues one sentence of the span states without a clash. */
export function formEntails(claim: string, span: string, forms: readonly ClauseForm[] = CLAUSE_FORMS): FormMatch | null {
  const c = normaliseClaim(claim);
  const candidates = forms.filter((f) => f.claim.test(c));
  if (candidates.length === 0) return null;
  const sentences = spanSentences(span);
  const whole = plain(span.replace(/\s+/g, ' '));
  for (const f of candidates) {
    if (sentences.some((s) => f.states(s)) && !f.clash?.(whole)) return { form: f.id };
  }
  return null;
}
