import { questionWord } from './question-units.js';

/**
 * Whom a restraint protects. "Is a party restricted from soliciting the customers of the other party?" is not answered
 * by a covenant not to solicit its employees, though both are non-solicitation: a question that names whom the restraint
 * is about is answered only by a clause that names them too, in any of the words contracts use for them.
 */
const OBJECTS: ReadonlyArray<{ id: string; words: readonly string[] }> = [
  // Those who buy from a party: "customers", "clients", "accounts", "purchasers", "policyholders".
  { id: 'customers', words: ['customer', 'client', 'account', 'purchaser', 'buyer', 'subscriber', 'policyholder', 'patron'] },
  // Those who work for a party: "employees", "personnel", "staff", "consultants"; "any person employed by".
  { id: 'employees', words: ['employee', 'employed', 'employment', 'personnel', 'staff', 'consultant', 'worker', 'contractor', 'officer'] },
];

const WORD = new Map(OBJECTS.map((o) => [o.id, new RegExp(String.raw`\b(?:${o.words.join('|')})s?\b`, 'gi')]));
/** The same words, for a test (a global regex keeps its place between tests). */
const SAYS = new Map(OBJECTS.map((o) => [o.id, new RegExp(WORD.get(o.id)!.source, 'i')]));

/** A word that makes a capitalised singular one of a class: "any Client Introduced by the other party", "each Customer". */
const ONE_OF_CLASS = /\b(?:any|each|every|no|such|an?|other|its|their|party['’]s)\s+$/i;

/**
 * In a clause, a capitalised singular ("the Buyer", "Customer shall not…", "Consultant agrees") is mostly a party's
 * defined name, not whom the restraint protects: "employment with the Buyer" names no customer. Lower case, a plural
 * ("any of the Customers") or one of a class ("any Client") names them.
 */
function names(text: string, id: string): boolean {
  for (const m of text.matchAll(WORD.get(id)!)) {
    if (m[0] === m[0].toLowerCase() || /s$/i.test(m[0]) || ONE_OF_CLASS.test(text.slice(Math.max(0, m.index - 20), m.index))) return true;
  }
  return false;
}

/** The restraints whose object a question can name (a non-compete protects a business, not people: it is not here). */
const ABOUT_PEOPLE = new Set(['non_solicit']);

/** The groups a question about a restraint on dealing with people names: none when it names no one, or asks no such restraint. */
export function askedObjects(question: string, concepts: readonly string[]): string[] {
  if (!concepts.some((c) => ABOUT_PEOPLE.has(c))) return [];
  return OBJECTS.filter((o) => SAYS.get(o.id)!.test(question)).map((o) => o.id);
}

/** `text` (a clause, with its heading) names one of the groups asked ("soliciting customers or employees" takes either). */
export function namesAskedObject(text: string, asked: readonly string[]): boolean {
  return asked.length === 0 || asked.some((id) => names(text, id));
}

/**
 * The question's terms that name whom its restraint protects ("customers"): a clause that names them in its own word
 * ("clients") has said these terms. None when the question names no one (`objects`, from askedObjects, is empty).
 */
export function objectTerms(question: string, terms: readonly string[], objects: readonly string[]): Set<string> {
  if (objects.length === 0) return new Set();
  return new Set(terms.filter((t) => {
    const word = questionWord(question, t);
    return OBJECTS.some((o) => SAYS.get(o.id)!.test(word));
  }));
}

/** A question that asks whether a party is held back from something: "Is a party restricted from raising or reducing prices?". */
const RESTRAINT_ASKED = /\b(?:restricted|prohibited|barred|precluded|forbidden|restrained|enjoined)\s+from\b/i;
/**
 * The words a restraint is said in: a denial ("shall not", "no party may", "neither … nor"), "only", or its own name — a
 * limit on or to something, not an insurance policy's "minimum limits".
 */
const RESTRAINT_SAID = /\b(?:not|no|never|neither|nor|cannot|only|solely|exclusively)\b|\b(?:restrict|prohibit|preclud|forbid|refrain|restrain|enjoin)\w*|\blimit(?:ed|s)?\s+(?:to|on|in)\b|\blimitations?\s+on\b|\bbar(?:s|red)?\b/i;
/** "Including but not limited to", "without limitation": no restraint, but in nearly every clause. */
const NO_RESTRAINT = /\bincluding,?\s+(?:but\s+)?(?:not\s+)?limited\s+to\b|\bwithout\s+(?:limitation|limiting)\b|\bnot\s+limited\s+to\b/gi;

export function asksRestraint(question: string): boolean {
  return RESTRAINT_ASKED.test(question);
}

/**
 * Whether a claim states a restraint at all. A question that asks whether a party is restricted is not answered by what a
 * party shall do: "Manufacturer shall use commercially reasonable efforts to reduce the price of Product Materials" and
 * "the commission will be reduced on a sliding scale" were green for "Is a party restricted from raising or reducing
 * prices?" (session 43, the review table's Price Restrictions column).
 */
export function saysRestraint(claim: string): boolean {
  return RESTRAINT_SAID.test(claim.replace(NO_RESTRAINT, ' '));
}
