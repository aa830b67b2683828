/**
 * A yes-no question the cited clause answers no in its own words: "Is the Distributor's appointment exclusive …?" of "…
 * appoints Distributor … as a nonexclusive distributor", "Can the Carrier be liable … for consequential damages?" of "In no
 * event shall Carrier be liable for … consequential damages", "May the Professional assign this agreement …?" of "This
 * Agreement may not be assigned by the Professional under any circumstances" (trial 39: each green, and a green tick on a
 * yes-no question reads as yes). Read in two halves: the words a question asks of, once; each claim against them.
 */
import { contentTerms } from './question-units.js';
import { YES_NO } from './lengths-said.js';

/**
 * The stems of the words a plain yes-no question asks whether something is or does; null for any other question, one that
 * offers alternatives ("Can a party assign …, or is consent required …?"), asks more ("…, and for what term?") or is itself
 * negative. When it asks whether a party is restricted ("Is the Professional prevented from endorsing …?", "Does the
 * agreement prohibit assignment?") only the restriction counts: "shall not assign" is the prohibition, so its answer is yes.
 */
export function askedPolarity(question: string): ReadonlySet<string> | null {
  if (!YES_NO.test(question) || ALTERNATIVES.test(question) || NEGATIVE_ASKED.test(question)) return null;
  const restriction = RESTRICTIVE.exec(question);
  if (restriction) return new Set(contentTerms(restriction[0]));
  return new Set(contentTerms(question));
}
const ALTERNATIVES = /,?\s+(?:or|and)\s+(?:is|are|does|do|can|may|must|will|what|how|when|which|who|for\s+what|if\s+so)\b|\bwhether\b/i;
const NEGATIVE_ASKED = /\b(?:not|no|non-?\w+|never|neither|nor|without)\b|n['’]t\b/i;
const RESTRICTIVE = /\b(?:prohibit\w*|restrict\w*|prevent\w*|barred|precluded?|forbid\w*|limit\w*|exclude[sd]?|disclaim\w*|waive[sd]?|capped)\b/i;

/**
 * The words in which the claim denies what the question asks ("nonexclusive", "may not be assigned", "In no event shall
 * Carrier be liable"), or null: when it says none, says the same word un-negated too ("may not assign …, except that Company
 * may assign …"), or denies it only in a condition or a proviso ("if Licensor does not cure", "provided that this shall not
 * limit …").
 */
export function saysNo(asked: ReadonlySet<string> | null, claim: string): string | null {
  if (!asked || asked.size === 0) return null;
  const denied: Array<{ term: string; said: string }> = [];
  for (const re of DENIALS) {
    for (const m of claim.matchAll(re)) {
      if (CONDITIONED.test(claim.slice(Math.max(0, m.index - 80), m.index))) continue;
      // The first word of the denial's reach that the question asks of, past a name or a noun a determiner makes its
      // subject: "In no event shall Carrier be liable", not "in no event shall this limitation apply".
      const window = m[1]!;
      let previous = '';
      for (const w of window.matchAll(/\p{L}+/gu)) {
        const after = previous;
        previous = w[0];
        if (/^\p{Lu}/u.test(w[0]) || DETERMINER.test(after)) continue;
        const term = termOf(w[0]);
        if (term === null || !asked.has(term)) continue;
        const end = m.index + m[0].length - window.length + w.index + w[0].length;
        denied.push({ term, said: claim.slice(m.index, end).replace(/\s+/g, ' ') });
        break;
      }
    }
  }
  for (const d of denied) {
    const said = (claim.match(/\p{L}+/gu) ?? []).filter((w) => termOf(w) === d.term).length;
    if (said <= denied.filter((e) => e.term === d.term).length) return d.said;
  }
  return null;
}
const DETERMINER = /^(?:the|this|that|such|any|each|its|their|these|those|a|an)$/i;
const termOf = (word: string): string | null => contentTerms(word)[0] ?? null;
const MODAL = String.raw`(?:shall|will|may|must|can|could|would|should|does|do|is|are)`;
const DENIALS = [
  // "may not be assigned", "shall not be prevented", "is not exclusive", "shall not release": the word after "not".
  new RegExp(String.raw`\b${MODAL}\s+not\s+((?:be\s+|have\s+been\s+)?(?:\p{L}+ly\s+)?\p{L}+)`, 'giu'),
  // "In no event shall Carrier be liable", "neither party shall be liable", "no party may assign": the words after the modal.
  new RegExp(String.raw`\b(?:in\s+no\s+event|neither|no\s+party)\s+(?:[\p{L}'’&.-]+\s+){0,4}?${MODAL}\s+((?:[\p{L}'’&.-]+\s+){0,4}[\p{L}-]+)`, 'giu'),
  // "nonexclusive", "non-exclusive", "non-transferable", "nonrefundable": only an adjective is a denial; "nonpayment",
  // "non-renewal" and "non-performance" are things a clause speaks of, not a no.
  /\bnon-?\s?(\p{L}+(?:ive|able|ible))\b/giu,
];
/** A condition or a proviso the denial stands in: what follows is not the clause's answer. */
const CONDITIONED = /\b(?:if|unless|where|when|whether|in\s+the\s+event|provided|however|except|notwithstanding|so\s+long\s+as|until)\b[^,;:.]*$|\b(?:provided|however)\b[,\s]*(?:that\b)?[^,;:.]*$/i;
