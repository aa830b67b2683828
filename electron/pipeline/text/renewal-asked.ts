/**
 * "Does the Reseller Agreement automatically renew …?" is answered no by "This Agreement shall renew for successive 1-year
 * periods … if agreed by both parties in writing" (trial 38, cuad-dev-26 § 9.1: green, and a green tick on a yes-no
 * question reads as yes). Read in two halves: whether the question asks an automatic renewal, once; each claim against it.
 */

/** A question that asks whether a renewal or extension is automatic. */
export function asksAutomaticRenewal(question: string): boolean {
  return AUTOMATIC_ASKED.test(question);
}
const AUTOMATIC_ASKED = /\bautomatic(?:ally)?\s+(?:be\s+)?(?:renew|extend|extension)|\b(?:renew|extend)\w*\s+(?:\w+\s+){0,4}?automatically\b|\bauto-?renew|\bevergreen\b/i;

/**
 * How a claim renews the agreement when it renews it only by the parties' agreement or at a party's option — "if agreed by
 * both parties", "upon mutual written agreement", "at the option of the Licensor", "may be renewed" — and says nothing
 * automatic; null otherwise, or when the question asks no automatic renewal.
 */
export function renewalNotAutomatic(asked: boolean, claim: string): 'by agreement' | 'at an option' | null {
  if (!asked || SAYS_AUTOMATIC.test(claim) || !RENEWS.test(claim)) return null;
  if (BY_AGREEMENT.test(claim)) return 'by agreement';
  if (AT_OPTION.test(claim)) return 'at an option';
  return null;
}
const RENEWS = /\b(?:renew|extend|extension)/i;
/** An automatic renewal says so, or that it runs unless a party gives notice. */
const SAYS_AUTOMATIC = /\bautomatic(?:ally)?\b|\bevergreen\b|\bunless\s+(?:\w+\s+){0,4}?(?:party|parties|notice|notif)/i;
const BY_AGREEMENT = /\bif\s+(?:mutually\s+)?agreed\b|\bif\s+(?:both|the)\s+parties\s+(?:so\s+)?agree|\b(?:upon|on|by|with|subject\s+to)\s+(?:the\s+)?mutual\s+(?:written\s+)?(?:agreement|consent)|\bmutually\s+agreed?\b|\bas\s+(?:may\s+be\s+)?agreed\s+(?:upon\s+)?(?:in\s+writing\s+)?by\s+(?:both|the)\s+parties\b/i;
const AT_OPTION = /\b(?:at\s+the|at\s+its|at\s+their)\s+(?:sole\s+)?(?:option|election|discretion)\b|\b(?:option|right)\s+to\s+(?:renew|extend)\b|\bmay\s+(?:\w+\s+){0,3}?(?:renew|extend)/i;
