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

/** The times after (or before) an end, which name it and end nothing: "within 30 days after termination … of this Agreement". */
const AROUND_END = /\b(?:after|following|upon|on|before|prior\s+to|since|until)\s+(?:the\s+|any\s+|such\s+)?(?:date\s+of\s+)?$/i;
const ENDS_AGREEMENT_ALL = new RegExp(ENDS_AGREEMENT.source, 'gi');

/** Whether the clause ends the agreement itself, or states its term: ENDS_AGREEMENT not at a time around an end. */
function endsAgreement(clause: string): boolean {
  for (const m of clause.matchAll(ENDS_AGREEMENT_ALL)) if (!AROUND_END.test(clause.slice(Math.max(0, m.index - 30), m.index))) return true;
  return false;
}

/** Whether a question asks about ending the agreement: it asks about a termination and names no instrument under it. */
export function asksToEndAgreement(question: string): boolean {
  return ENDS.test(question) && !NAMES_INSTRUMENT.test(question);
}

/**
 * The instrument a clause ends when it ends one under the agreement and not the agreement ("a Study Order"), or null.
 * Read only for a question about ending the agreement (asksToEndAgreement).
 */
export function endsInstrumentOnly(clause: string): string | null {
  if (endsAgreement(clause)) return null;
  const other = endsOtherThing(clause);
  if (other === null) return null;
  const m = ENDS_INSTRUMENT.exec(clause);
  return m ? (m[1] ?? m[2])! : other || null;
}

/** What may be ended and is the agreement, or mostly it: "terminate the license", "cancel the franchise". */
const AGREEMENT_LIKE = /\b(?:agreements?|contracts?|terms?|licen[cs]es?|appointments?|franchises?|arrangements?|relationships?|engagements?|employment|leases?|rights?|it|this|services?|distributorship|membership|participation|sponsorship|alliance|collaboration|partnership|venture)\b/i;
/** "terminate"/"cancel" as a verb with a determiner's object after it: "cancel any assumed name or equivalent registrations". */
const ENDS_OBJECT = /\b(?:terminat(?:e|es|ing)|cancel(?:s|led|ling|ed|ing)?)\s+(?:(any|all|each|every|the|such|its|their|his|her|your|our|a|an)\s+((?:[\w'’-]+\s+){0,7}?[\w'’-]+?)(?=\s*(?:[,;.:()]|\s(?:in|on|at|of|with|which|that|under|for|by|to|within|upon|if|when|unless)\b|$))|\S)/gi;

/**
 * The thing a clause ends when each "terminate"/"cancel" in it has a thing for its object that is not the agreement ('' when
 * it says neither verb), or null when one ends the agreement: "You
 * shall take such action as may be necessary to cancel any assumed name or equivalent registrations or listings …"
 * (cuad-dev-08 § 15.01 C, what the franchisee must do after termination) answered "Can the franchisee terminate the
 * agreement?" in session 33's trial. A bare "may terminate upon notice" ends the agreement.
 */
function endsOtherThing(clause: string): string | null {
  let other = '';
  for (const m of clause.matchAll(ENDS_OBJECT)) {
    // "terminate the whole or any part of this agreement" (cuad-scale-362): the thing's "of" names what it is part of.
    const of = /^\s+of\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+)/i.exec(clause.slice(m.index + m[0].length))?.[1] ?? '';
    if (!m[1] || AGREEMENT_LIKE.test(m[2]!) || AGREEMENT_LIKE.test(of)) return null;
    other ||= m[2]!.trim();
  }
  return other;
}
