/**
 * Whom a restraint protects. "Is a party restricted from soliciting the customers of the other party?" is not answered
 * by a covenant not to solicit its employees, though both are non-solicitation: a question that names whom the restraint
 * is about is answered only by a clause that names them too, in any of the words contracts use for them.
 */
const OBJECTS: ReadonlyArray<{ id: string; words: RegExp }> = [
  // Those who buy from a party: "customers", "clients", "accounts", "purchasers", "policyholders".
  { id: 'customers', words: /\b(?:customers?|clients?|accounts?|purchasers?|buyers?|subscribers?|policyholders?|patrons?)\b/i },
  // Those who work for a party: "employees", "personnel", "staff", "consultants"; "any person employed by".
  { id: 'employees', words: /\b(?:employ(?:ee|ees|ed|ment)|personnel|staff|consultants?|workers?|contractors?|officers?)\b/i },
];

/** The restraints whose object a question can name (a non-compete protects a business, not people: it is not here). */
const ABOUT_PEOPLE = new Set(['non_solicit']);

/** The groups a question about a restraint on dealing with people names: none when it names no one, or asks no such restraint. */
export function askedObjects(question: string, concepts: readonly string[]): string[] {
  if (!concepts.some((c) => ABOUT_PEOPLE.has(c))) return [];
  return OBJECTS.filter((o) => o.words.test(question)).map((o) => o.id);
}

/** `text` (a clause, with its heading) names one of the groups asked ("soliciting customers or employees" takes either). */
export function namesAskedObject(text: string, asked: readonly string[]): boolean {
  return asked.length === 0 || OBJECTS.some((o) => asked.includes(o.id) && o.words.test(text));
}

/** A question's word that names whom a restraint protects ("customers"): a clause that says "clients" has said it. */
export function isObjectWord(word: string): boolean {
  return OBJECTS.some((o) => o.words.test(word));
}
