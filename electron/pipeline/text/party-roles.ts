/**
 * The roles a contract names its parties by, and a question names them by too ("the distributor", "the Franchisee"): read
 * as a party's name by the question's actor (question-actor.ts) and as what a brand-qualified role stands for
 * (question-idioms.ts: "the Burger King franchisee" is the Franchisee).
 */
export const ROLES = 'distributor|licensee|licensor|licensees|company|consultant|contractor|agency|agent|sponsor|supplier|customer|buyer|seller|vendor|client|reseller|manufacturer|franchisee|franchisor|purchaser|provider|lessee|lessor|tenant|landlord|employee|employer|executive|investor|developer|publisher|producer';
