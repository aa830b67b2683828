/**
 * What a termination ends. "Can a party terminate this agreement?" asks how the agreement ends: "LBIO may terminate a
 * Study Order immediately upon written notice to MD Anderson if: …" (cuad-dev-22 § 8.3) ends one study under it while
 * the agreement runs on, and was the green answer. A clause that ends only an instrument under the agreement — an
 * order, a statement of work, a study, a project, a schedule — answers a question about that instrument, not about the
 * agreement; one that also names the agreement ("may terminate this Agreement or any Statement of Work") answers both.
 */

/** Instruments made under an agreement that end without it. (A license or an appointment is mostly the agreement itself.) */
const INSTRUMENT = String.raw`(?:(?:purchase|work|task|study|change|sales?|release)\s+orders?|orders?|statements?\s+of\s+work|sows?|stud(?:y|ies)|projects?|work\s+plans?|schedules?|addend(?:a|um)|campaigns?|subscriptions?|sublicen[cs]es?|releases?)`;
/**
 * "terminate a Study Order", "cancel any Purchase Order", "termination of the applicable Statement of Work" — or an
 * instrument's own term: "each Facility Addendum shall commence on the Effective Date and shall continue for a period of
 * four (4) years" (cuad-scale-136, the term of an addendum, not of the agreement).
 */
const ENDS_INSTRUMENT = new RegExp(String.raw`\b(?:terminat|cancel)\w*\s+(?:of\s+)?(?:[\w'’-]+\s+){0,3}?(${INSTRUMENT})\b|\b(?:each|any|every|the|such|an?)\s+(?:applicable\s+)?(?:[\w'’-]+\s+){0,2}?(${INSTRUMENT})\s+(?:shall|will)\s+(?:commence|continue|remain\s+in|expire|have\s+a\s+term)\b`, 'i');
/** A question about how the agreement ends: its termination, cancellation or expiry. */
const ENDS = /\b(?:terminat|cancel|expir)\w*/i;
const NAMES_INSTRUMENT = new RegExp(String.raw`\b${INSTRUMENT}\b`, 'i');
/**
 * The agreement itself (or its term) ended: "terminate this Agreement or any Study Order", "this Agreement may be
 * terminated" — or its own term stated: "This Agreement shall commence …", "the term of this Agreement". Not the agreement
 * merely named ("fails to comply with this Agreement").
 */
const ENDS_AGREEMENT = /\b(?:terminat|cancel)\w*\s+(?:of\s+)?(?:[\w'’,-]+\s+){0,3}?(?:this|the|such)\s+(?:agreement|contract|initial\s+term|term)\b|\b(?:this|the)\s+(?:agreement|contract)\s+(?:[\w'’,()-]+\s+){0,6}?(?:terminat|cancel|expir|commenc|continu)\w*|\bterm\s+of\s+(?:this|the)\s+(?:agreement|contract)\b/i;

/** Whether a question asks about ending the agreement: it asks about a termination and names no instrument under it. */
export function asksToEndAgreement(question: string): boolean {
  return ENDS.test(question) && !NAMES_INSTRUMENT.test(question);
}

/**
 * The instrument a clause ends when it ends one under the agreement and not the agreement ("a Study Order"), or null.
 * Read only for a question about ending the agreement (asksToEndAgreement).
 */
export function endsInstrumentOnly(clause: string): string | null {
  const m = ENDS_INSTRUMENT.exec(clause);
  return m && !ENDS_AGREEMENT.test(clause) ? (m[1] ?? m[2])! : null;
}
