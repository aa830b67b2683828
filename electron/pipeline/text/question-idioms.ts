import { ROLES } from './party-roles.js';

/**
 * How a lawyer puts a thing in plain words that a contract says in its own: "walk away from the agreement" is to terminate
 * it, to "hand the agreement over to" another is to assign it, to "shut down" a service is to discontinue it. A question
 * is read in the contract's words, so a clause need not repeat the idiom (trial 49: four refusals of the clause in hand,
 * "walk", "away", "hand", "over", "shut", "down" missing). Nothing else of the question changes.
 */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // "… if its orders don't reach the minimum …?", "… and simply doesn't reply …?" (trials 50 and 51: refused for "don" and
  // "doesn"): a contraction is its words.
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)n['’]t\b/gi, '$1 not'],
  [/\b(ca)n['’]t\b/gi, '$1n not'],
  [/\b(w)on['’]t\b/gi, '$1ill not'],
  // "May CHT walk away from the licence …?" (cuad-dev-19 § 10(b): "CHT may terminate this Agreement … without cause").
  [/\bwalk(?:s|ed|ing)?\s+away\s+from\b/gi, 'terminate'],
  // "Is the Network allowed to shut down the Service altogether …?" (cuad-dev-00 § 10(b): "to discontinue its distribution of
  // the Service in its entirety").
  [/\bshut(?:s|ting)?\s+down\b/gi, 'discontinue'],
  // "Can the Company hand the consulting agreement over to another party …?" (cuad-dev-04 § 12.2: "Company may assign this
  // Agreement"): the thing handed over stays where it was asked.
  [/\bhand(?:s|ed|ing)?\s+((?:[\p{L}\p{N}'’-]+\s+){0,8}?)over\s+to\b/giu, 'assign $1to'],
  [/\bhand(?:s|ed|ing)?\s+over\b/gi, 'transfer'],
  // "… without getting the Consultant's agreement?" asks the Consultant's consent (cuad-dev-04 § 12.2: "… without Consultant's
  // consent"), not a document of the Consultant's.
  // "… without first getting Sierra's approval?" asks it without the getting (trial 51, cuad-scale-280 § 22: "without the
  // consent of the other Party"); an approval is a consent (question-units.ts).
  [/\bwithout\s+(?:first\s+)?(?:(?:getting|obtaining|seeking|securing|having|needing|requiring)\s+)?((?:the\s+)?(?:[\p{L}&.-]+\s+){0,3}?[\p{L}&.-]+['’]s?\s+)(?:prior\s+)?(?:agreement|sign[\s-]?off)\b/giu, 'without $1consent'],
  [/\bwithout\s+first\s+(?:getting|obtaining|seeking|securing|having)\s+|\bwithout\s+(?:needing|requiring)\s+/giu, 'without '],
  // "Can Newegg end the sponsorship for convenience …?", "… to end Nigel Crockett's employment …?" (trial 50): to end a thing
  // is to terminate it. Not an end without an object ("after the deal ends"), which is its expiry.
  // Nor a time it ends on ("end the day after …", "end this year").
  [/\bend(?:s|ed|ing)?\s+(?!(?:the|this|that|each|every|a|an)\s+(?:same\s+|next\s+|following\s+)?(?:day|date|week|month|quarter|year|time)\b)(?=(?:the|this|that|its|their|his|her|our|your|an?)\s|\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3}['’]s?\s)/gu, 'terminate '],
  // "What becomes of the Hertz trademark licence if Hertz Group Realty Trust is taken over by a third party?" (trial 50): a party
  // taken over is acquired.
  [/\b(?:is|are|was|were|be|being|been|gets?|got)\s+taken\s+over\b/gi, 'is acquired'],
  // "Once the distributor agreement is over, for how long …?" (trial 50): it ends — not a sum "over" a figure.
  [/\b(agreement|contract|term|deal|licen[cs]e|employment|relationship|arrangement|venture|alliance|franchise|engagement)\s+(?:is|was|has\s+been)\s+over\b/gi, '$1 ends'],
  // "While the deal is in force, is Auriemma prohibited from …?" (trial 51, cuad-scale-058): the time every clause of it speaks
  // of unless it says another, so no word a clause must say.
  [/\b(?:while|as\s+long\s+as|so\s+long\s+as)\s+(?:the|this|its|their)\s+(?:[\w'’-]+\s+){0,3}?(?:agreement|contract|deal|licen[cs]e|arrangement|relationship|franchise)\s+(?:is|remains|stays)\s+in\s+(?:full\s+)?(?:force|effect)\b,?/gi, ''],
  // "… to keep the agreement in force?" (trial 51, cuad-scale-286: "… TO maintain the terms and conditions of this Agreement").
  [/\bkeep\s+(the|this|its)\s+((?:[\w'’-]+\s+){0,3}?)(agreement|contract|deal|licen[cs]e)\s+in\s+(?:full\s+)?(?:force|effect)\b/gi, 'maintain $1 $2$3'],
  // "… walk away from the … agreement without having any particular reason?" (trial 51, cuad-scale-286: "… for any reason
  // whatsoever"): without cause.
  [/\bwithout\s+(?:having\s+|giving\s+|needing\s+|stating\s+|providing\s+)?(?:any|a)\s+(?:particular\s+|specific\s+|good\s+|stated\s+)?reasons?\b/gi, 'without cause'],
  // "… may it transfer the reseller agreement to the buyer without asking Inde Living?" (trial 50): without its consent.
  [/\bwithout\s+(?:first\s+)?asking\s+(?:for\s+)?((?:the\s+)?\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*){0,3})(?:['’]s?\s+(?:permission|consent|approval))?(?=[\s?.,;]|$)/gu, "without $1's consent"],
  // "What becomes of the … licence if …?" asks what happens to it.
  [/\b([Ww])hat\s+becomes\s+of\b/g, '$1hat happens to'],
  // "How far in advance must a party give notice to stop the VISP hosting agreement from renewing?" (trial 51, cuad-scale-302 § 1):
  // notice not to renew it.
  [/\bstop\s+((?:[\p{L}\p{N}'’-]+\s+){0,6}?)from\s+(?:renewing|being\s+renewed|renewal)\b/giu, 'not renew $1'],
  // "… to stop the … agreement from rolling over into a renewal term?" (trial 50, cuad-scale-054 § 12.1).
  [/\broll(?:s|ed|ing)?\s+over\b/gi, 'renew'],
  // "… without the REIT's sign-off?", "… without Erchonia signing off?" (trial 50): a party's consent.
  [/(?<=['’]s?\s+)sign[\s-]?offs?\b/giu, 'consent'],
  [/\bwithout\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3})\s+signing\s+off(?:\s+on\s+it)?\b/gu, "without $1's consent"],
  // "How much general liability insurance does the Burger King franchisee have to carry?" asks of the Franchisee: the brand
  // before a role describes the party, and was read as a party of its own ("Burger King", trial 50, cuad-scale-296 § 13.1).
  [new RegExp(String.raw`\b(the|a|an|each|any|every)\s+(?:\p{Lu}[\p{L}\p{N}&@.'’-]*\s+){1,4}(${ROLES})\b`, 'gu'), '$1 $2'],
  // "Is the Agency free to assign …?" asks whether it may (cuad-dev-01 § I.8: "Agency may not assign …"): "free of charge"
  // and "royalty-free" keep their word.
  [/\bfree\s+to\b/gi, 'able to'],
];

/** The question with its idioms in the contract's words. */
export function inContractWords(question: string): string {
  let q = question;
  for (const [idiom, words] of IDIOMS) q = q.replace(idiom, words);
  return q;
}

/**
 * Each idiom the question says, and the contract's words it was read as: "what would resolve it" names the lawyer's own
 * words ("shut down"), never the contract's word or its stem ("ceas").
 */
export function idiomsIn(question: string): Array<{ said: string; meant: string }> {
  return IDIOMS.flatMap(([idiom, words]) => [...question.matchAll(idiom)].map((m) => ({ said: m[0], meant: m[0].replace(new RegExp(idiom.source, idiom.flags.replace('g', '')), words) })));
}
