import { table } from './lexicon.js';
/**
 * Who is who. Party tokens are compared by role, not just by presence: a claim that
 * swaps "Licensor" and "Licensee" keeps every word of the span and must still fail.
 */

/** Role nouns that name a party even in lower case, and aliases for the same role. */
const LOWERCASE_ROLES = table<string>({
  licensor: 'licensor', licensee: 'licensee', sublicensee: 'sublicensee', sublicensor: 'sublicensor',
  franchisor: 'franchisor', franchisee: 'franchisee', lessor: 'lessor', lessee: 'lessee',
  recipient: 'receiving party', recipients: 'receiving party', discloser: 'disclosing party',
});

/** Role nouns that name a party when capitalised (the defined term), not as ordinary words. */
const CAPITALISED_ROLES = new Set(
  `company distributor supplier customer buyer seller vendor client consultant contractor subcontractor agent agency
   purchaser manufacturer reseller sponsor provider lender borrower landlord tenant employer employee executive
   investor developer publisher producer licensor licensee owner operator partner member bank trustee guarantor
   contributor collaborator marketer promoter service-provider`.split(/\s+/).filter(Boolean),
);

/** Multi-word roles, longest first. "third party" is a role (an outsider), not an ordinal. */
export const ROLE_PHRASES: ReadonlyArray<[string, string]> = [
  ['receiving party', 'receiving party'],
  ['receiving parties', 'receiving party'],
  ['disclosing party', 'disclosing party'],
  ['disclosing parties', 'disclosing party'],
  ['either of the parties', 'each party'],
  ['each of the parties', 'each party'],
  ['either party', 'each party'],
  ['each party', 'each party'],
  ['both parties', 'each party'],
  ['other party', 'other party'],
  ['other parties', 'other party'],
  ['third party', 'third party'],
  ['third parties', 'third party'],
  ['third - party', 'third party'],
  ['third - parties', 'third party'],
  ['third person', 'third party'],
  ['third persons', 'third party'],
  ['party', 'party'],
  ['parties', 'party'],
];

/**
 * Heads of capitalised defined terms that are things, not parties ("Confidential
 * Information", "Net Sales", "Territory"). Such terms are compared as ordinary words.
 * A capitalised term whose head is not here is treated as a party name: stricter,
 * never looser.
 */
const THING_HEADS = new Set(
  `information agreement agreements product products service services territory date term terms section sections
   article articles exhibit exhibits schedule schedules annex appendix purpose purposes material materials sale sales
   revenue revenues fee fees price prices royalty royalties software technology property properties right rights mark
   marks trademark trademarks patent patents law laws state states affiliate affiliates representative representatives
   person persons effective confidential proprietary intellectual net gross work works deliverable deliverables
   documentation data program programs business businesses transaction transactions contract contracts order orders
   notice notices code act rules regulations court courts period periods year years quarter quarters month months
   day days fiscal closing change control event events default cause government authority plan plans project projects
   field fields area areas unit units share shares stock securities assets asset liabilities claims losses damages
   expenses costs group know-how secrets secret equipment premises facility facilities site sites system systems
   content materials notes results invention inventions improvements improvement specifications specification
   brand brands name names website platform application applications purpose commission commissions budget
   amendment amendments addendum statement agreement's policy policies standards standard requirements procedures
   interest interests liability insurance coverage premium premiums account accounts report reports statement
   statements license licence licenses`.split(/\s+/).filter(Boolean),
);

/** The role key of a single word, or null. `capitalised` is the word's written form. */
export function roleOfWord(lower: string, written: string): string | null {
  const lc = LOWERCASE_ROLES[lower];
  if (lc) return lc;
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  if (/^[A-Z]/.test(written) && (CAPITALISED_ROLES.has(lower) || CAPITALISED_ROLES.has(singular))) return singular;
  return null;
}

/** A capitalised term is a thing, not a party, when its last word is a thing-head. */
export function isThingTerm(words: readonly string[]): boolean {
  const head = words[words.length - 1]!.toLowerCase();
  return THING_HEADS.has(head) || THING_HEADS.has(head.replace(/s$/, ''));
}

/** ALL-CAPS words (MICOA, BPS, VENDOR) name parties unless the whole sentence shouts. */
export function isAllCaps(written: string): boolean {
  return written.length >= 2 && /^[A-Z][A-Z&]+$/.test(written);
}
