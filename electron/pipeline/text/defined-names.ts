import { escapeRegExp } from './regexp-literal.js';
import { contentTerms } from './question-units.js';
import { ROLES } from './party-roles.js';
import { contractParties, SUFFIX_ONLY } from './party-aliases.js';

/**
 * A thing a contract names once and then calls by a defined term: "the product Triheptanoin (hereinafter also referred to as
 * the “Product”)", "“Licensed Product” means the Walabot-HOME device". A lawyer asks by the name ("Is Ultragenyx obliged to
 * buy Triheptanoin only from Cremer?"); the clause says the term ("Ultragenyx shall purchase the Product exclusively from
 * Cremer", trial 50, cuad-scale-434 Art. 1(3): refused, "Triheptanoin" missing). Parties are read apart (party-aliases.ts).
 */
export type DefinedName = {
  name: string;
  term: string;
  /**
   * The word a question may name it by alone: its first, when the contract never writes that word in lower case ("Sonalleve" of
   * "the Sonalleve MR-guided HIFU device", trial 50, cuad-scale-242) — else the whole name.
   */
  key: string;
  /** The common noun it is ("device", "product"), which a question may say beside the name. */
  noun?: string;
};

/** A name as a contract writes one: capitalised words or figures ("Qwik-Fix Pro", "Walabot-HOME", "ZYN-002"), at most four. */
const NAME = String.raw`(?:\p{Lu}|\d)[\p{L}\p{N}®™&.'’-]*(?:[ \t]*\n?[ \t]*(?:\p{Lu}|\d)[\p{L}\p{N}®™&.'’-]*){0,3}`;
/** The common noun a name stands before or after: "the product Triheptanoin", "the Sonalleve … device". */
const NOUN = String.raw`product|products|device|devices|system|software|compound|drug|game|games|service|platform|application|equipment|machine|technology|brand|mark|trademark|property|properties|site|facility|plant|well|network|program|programme|vehicle|unit|units`;
const NOUN_BEFORE = new RegExp(String.raw`\b(?:the|a|an|its|their)\s+(${NOUN})\s+$`, 'iu');
/** First words of many names that say nothing alone: "United States", "National Bank". */
const COMMON_FIRST = /^(?:united|national|international|general|federal|american|north|south|east|west|central|new|great|global|first|joint|third)$/i;
/** A defined term in quotes: "Product", “Licensed Product”. */
const TERM = String.raw`["“]((?:\p{Lu}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}-]*){0,3})["”]`;
/**
 * "Triheptanoin (hereinafter also referred to as the “Product”)": the term in brackets, found first (a bracket is rare, a
 * capital is not), then the name just before it.
 */
const TERM_IN_BRACKETS = new RegExp(String.raw`\s*,?\s*\((?:(?:hereinafter|herein|also|collectively|individually|jointly|together|referred\s+to\s+as|called|named|known\s+as|defined\s+as|as)[\s,]+)*(?:the\s+|a\s+|an\s+)?${TERM}\s*\)`, 'gu');
const NAME_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${NAME})$`, 'u');
/** "“Licensed Product” means the Walabot-HOME device": the term, then the first name its meaning gives. */
const TERM_MEANS_NAME = new RegExp(String.raw`${TERM}\s+(?:shall\s+)?(?:means?|refers?\s+to|shall\s+refer\s+to)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{Ll}-]+\s+){0,3}?(${NAME})(?:\s+(${NOUN}))?`, 'gu');
/** Words that begin a sentence or name the contract, not a thing: "This (the “Agreement”)", "The Effective Date". */
const NOT_A_NAME = new RegExp(String.raw`^(?:this|that|the|such|each|any|all|these|those|its|their|agreement|contract|section|article|exhibit|schedule|annex|appendix|party|parties|effective|date|${ROLES})\b`, 'iu');
/** Terms that name the contract, a date or a party: never a thing a question names. */
const NOT_A_THING = new RegExp(String.raw`^(?:agreement|contract|effective\s+date|commencement\s+date|term|parties|party|${ROLES})$`, 'iu');

/** A word that joins a name to the words before it: "International Chamber of Commerce" is not "Commerce". */
const JOINED = /(?:\b(?:of|and|or|for|&|in|on|at|to|by|with|de|du|der|von)|[-/])\s*$/iu;

/**
 * The names a contract's opening gives things, each with the term it then calls them by. Only a proper name: not a party's
 * (`parties`, read by party-aliases.ts), not the tail of a longer name, not a word the contract also writes in lower case
 * ("the Service (“Local Programming”)" is a common noun defined, not a name) and not itself a term it defines.
 */
export function definedNames(text: string, parties: readonly (readonly string[])[] = []): DefinedName[] {
  // A review table asks each of hundreds of documents dozens of questions, column by column, each reading its opening: read
  // each opening once, kept by a digest of it (the openings themselves would hold tens of megabytes).
  const key = `${fnv1a(text)}:${text.length}:${parties.map((g) => g.join('|')).join(';')}`;
  const known = READ.get(key);
  if (known) return known;
  if (READ.size >= READ_MAX) READ.clear();
  const out = readDefinedNames(text, parties);
  READ.set(key, out);
  return out;
}
const READ = new Map<string, DefinedName[]>();
const READ_MAX = 4096;

/** FNV-1a over the text's UTF-16 units: a digest to key a cache by, not a checksum anyone relies on. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Whether `word` stands in `text` as a word of its own, written exactly so (a case-sensitive search, no regular expression). */
function standsAlone(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

function readDefinedNames(text: string, parties: readonly (readonly string[])[]): DefinedName[] {
  const out: DefinedName[] = [];
  const partyNames = new Set(parties.flat().map((n) => n.toLowerCase()));
  const quoted = new Set([...text.matchAll(/["“]([^"”\n]{1,60})["”]/g)].map((m) => m[1]!));
  const add = (name: string, term: string, at: number, noun?: string) => {
    const n = name.replace(/[.,’']+$/u, '').trim();
    const t = term.replace(/\s+/g, ' ');
    if (NOT_A_NAME.test(n) || NOT_A_THING.test(t) || n.toLowerCase() === t.toLowerCase() || !/\p{L}{3}/u.test(n)) return;
    if (partyNames.has(n.toLowerCase()) || partyNames.has(t.toLowerCase())) return;
    if (at >= 0 && JOINED.test(text.slice(Math.max(0, at - 12), at))) return;
    // Not a sentence's end and the next one's start ("Termination.\n1.2 … In"), a bare figure, or an address ("Surrey GU24 9PW
    // (“Rubicon”)", "Florida 33401 (“Oxbow”)"): a party's, whatever its name.
    if (/\.\s/u.test(n) || n.split(/\s+/).some((w) => !/\p{L}/u.test(w)) || /\d{4,}/u.test(n) || (at >= 0 && /\d{4,}|\b\d+\s*$|,\s*$/u.test(text.slice(Math.max(0, at - 40), at)))) return;
    // Nor a possessive ("Sutro’s (“Extract”)" names what follows it) or a corporate suffix left of a party's name ("Inc").
    if (/['’]s?$/u.test(n) || SUFFIX_ONLY.test(n)) return;
    // Written in lower case too (a case-sensitive search for the lower-case form never finds the name itself), or defined.
    if (n !== n.toLowerCase() && standsAlone(text, n.toLowerCase())) return;
    if (quoted.has(n)) return;
    const first = n.split(/\s+/)[0]!.replace(/[®™]+$/u, '');
    const alone = first.length >= 5 && !COMMON_FIRST.test(first) && !standsAlone(text, first.toLowerCase());
    const said = noun ?? (at >= 0 ? NOUN_BEFORE.exec(text.slice(Math.max(0, at - 30), at))?.[1] : undefined);
    if (!out.some((d) => d.name === n && d.term === t)) out.push({ name: n, term: t, key: alone ? first : n, ...(said ? { noun: said.toLowerCase() } : {}) });
  };
  for (const m of text.matchAll(TERM_IN_BRACKETS)) {
    const from = Math.max(0, m.index - 120);
    const name = NAME_BEFORE.exec(text.slice(from, m.index));
    if (name) add(name[1]!, m[1]!, from + name.index);
  }
  for (const m of text.matchAll(TERM_MEANS_NAME)) add(m[2]!, m[1]!, -1, m[3]);
  return out;
}

/**
 * The question's words for each thing it names that `claim` calls by its defined term ("Triheptanoin" when the claim says "the
 * Product"): the term in its capitals, as a defined term is used, never the common noun ("a product").
 */
export function definedNameWordsSaid(question: string, claim: string, defined: readonly DefinedName[]): string[] {
  const out = new Set<string>();
  for (const d of defined) {
    const { asked, said } = patternsOf(d);
    if (!asked.test(question) || !said.test(claim)) continue;
    for (const t of contentTerms(`${d.name} ${d.noun ?? ''}`)) out.add(t);
  }
  return [...out];
}

/**
 * What a document's opening says of who and what the contract is about: its parties' names (party-aliases.ts) and the things
 * it names with their terms — read the same way for the generator's scope (ask.ts) and the responsiveness judge (assess.ts).
 */
export function openingNames(opening: string): { parties: string[][]; defined: DefinedName[] } {
  const parties = contractParties(opening);
  return { parties, defined: definedNames(opening, parties) };
}

/** Each pair's patterns, made once: every sentence of every passage tried is read against them. */
const PATTERNS = new WeakMap<DefinedName, { asked: RegExp; said: RegExp }>();
function patternsOf(d: DefinedName): { asked: RegExp; said: RegExp } {
  let p = PATTERNS.get(d);
  if (!p) {
    p = {
      asked: new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(d.key)}(?![\p{L}\p{N}])`, 'iu'),
      said: new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(d.term)}s?(?![\p{L}\p{N}])`, 'u'),
    };
    PATTERNS.set(d, p);
  }
  return p;
}
