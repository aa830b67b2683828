import { aliasesOf } from './party-aliases.js';
import { escapeRegExp } from './regexp-literal.js';

/**
 * Questions the recitals answer: what business a party is in, and why the parties contract. No clause says either —
 * "WHEREAS, LEA is in the business of marketing, sales and distribution … of … real estate investing strategies" does
 * (cuad-dev-05) — so word overlap with the operative clauses found green answers that were none: "What business is LEA
 * in?" got "No license or right is granted hereunder at any time from LEA to T&B …" and "What is the purpose of this
 * agreement?" got "… to carry out the purposes and intent of this Agreement" (session 32). A recital binds no one and is
 * never a clause (text/recitals.ts); to these questions it is the answer. Pure.
 */
export type BackgroundAsk = { kind: 'business'; who: string } | { kind: 'purpose' };

/** A party as a question names it: a few words. */
const WHO = String.raw`((?:the\s+)?[\p{L}\p{N}&.'’-]+(?:\s+[\p{L}\p{N}&.'’-]+){0,4}?)`;
/**
 * "What does Companion Healthcare Technologies do?" asks a business; "What does the Distributor do?" asks a role's duties,
 * which the clauses say. A name, not a role: several capitalised words, capitals ("LEA"), or a capital inside ("HealthGate").
 */
const DOES: RegExp = new RegExp(String.raw`^\s*what\s+(?:does|do)\s+${WHO}\s+do\s*\??\s*$`, 'iu');
function aName(who: string): boolean {
  const words = who.split(/\s+/);
  return words.length > 1 ? words.every((w) => /^\p{Lu}|^(?:of|and|&)$/u.test(w)) : /^\p{Lu}{2,}$|^\p{Lu}\p{Ll}+\p{Lu}/u.test(who);
}
const BUSINESS: readonly RegExp[] = [
  new RegExp(String.raw`^\s*what\s+(?:business|line\s+of\s+business|industry|trade|kind\s+of\s+business|sort\s+of\s+business|type\s+of\s+business)\s+(?:is|are)\s+${WHO}\s+in\s*\??\s*$`, 'iu'),
  new RegExp(String.raw`^\s*what\s+is\s+${WHO}['’]s?\s+(?:business|line\s+of\s+business)\s*\??\s*$`, 'iu'),
  new RegExp(String.raw`^\s*what\s+(?:kind|type|sort)\s+of\s+(?:company|business|entity|firm)\s+is\s+${WHO}\s*\??\s*$`, 'iu'),
];
const PURPOSE = /^\s*(?:why\s+(?:did|do|does|would|has|have)\s+(?:the\s+)?[\p{L}\p{N}&.'’-]+(?:\s+[\p{L}\p{N}&.'’-]+){0,4}?\s+(?:enter(?:ed)?\s+into|sign(?:ed)?|ma[dk]e?|agree(?:d)?\s+to)\s+(?:this|the)\s+(?:agreement|contract)|what\s+(?:is|was)\s+the\s+(?:purpose|background|object(?:ive)?|commercial\s+background)\s+of\s+(?:this|the)\s+(?:agreement|contract)|what\s+are\s+the\s+recitals(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?|what\s+do(?:es)?\s+the\s+recitals\s+say)\b/iu;
/** Not a party: "What kind of business is this?", "What kind of company is the agreement with?". */
const NOT_A_PARTY = /^(?:this|that|it|they|the\s+(?:agreement|contract|clause|section|provision))\b/i;

export function askedBackground(question: string): BackgroundAsk | null {
  const q = question.replace(/\s+/g, ' ');
  if (PURPOSE.test(q)) return { kind: 'purpose' };
  for (const re of BUSINESS) {
    const who = re.exec(q)?.[1]?.replace(/^the\s+/i, '').trim();
    if (who && !NOT_A_PARTY.test(who)) return { kind: 'business', who };
  }
  const who = DOES.exec(q)?.[1]?.trim();
  return who && aName(who) ? { kind: 'business', who } : null;
}

/** Whether `text` names the party a business question asks about (its words as the question writes them, any case). */
export function saysName(text: string, who: string): boolean {
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${who.split(/\s+/).map(escapeRegExp).join(String.raw`\s+`)}(?![\p{L}\p{N}])`, 'iu').test(text);
}

/** What a sentence that says a party's business says: "is in the business of", "is engaged in", "is a … company", "develops". */
const SAYS_BUSINESS = /\bbusiness(?:es)?\s+of\b|\b(?:is|are)\s+(?:(?:primarily|principally|currently|actively)\s+)?(?:engaged|involved)\s+in\b|\b(?:is|are)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,5}(?:company|corporation|firm|provider|manufacturer|developer|distributor|retailer|publisher|producer|supplier|operator|owner|licensor|bank|business|institution|organi[sz]ation|partnership|entity|group|leader)\b|\b(?:develops|manufactures|markets|sells|distributes|operates|provides|offers|produces|owns|publishes|specializes|specialises)\b|\b(?:will|shall|does|do)\s+(?:own|develop|manufacture|market|sell|distribute|operate|provide|offer|produce|publish)\b|\b(?:has|have)\s+(?:expertise|experience)\s+in\b/iu;
/**
 * What a sentence that says why the parties contract says: "desires to engage", "wish to conduct business", "in order to",
 * "the purpose of this Agreement is". Not "purposes" alone: "… to carry out the purposes and intent of this Agreement" says
 * nothing of what they are.
 */
const SAYS_PURPOSE = /\b(?:wish(?:es)?|desires?|intends?|wants?|seeks?|ha(?:s|ve)\s+agreed|(?:is|are)\s+willing)\s+to\b|\bin\s+order\s+to\b|\bpurposes?\s+of\s+this\s+(?:agreement|contract)\s+(?:is|are|shall\s+be)\b/i;

/**
 * Whether a sentence says what the question asks: the party's business (the party by any name its contract gives it:
 * "Companion Healthcare Technologies" is "CHT"), or why the parties contract.
 */
export function saysBackground(text: string, ask: BackgroundAsk, parties: readonly (readonly string[])[] = []): boolean {
  if (ask.kind === 'purpose') return SAYS_PURPOSE.test(text);
  return SAYS_BUSINESS.test(text) && namesOf(ask.who, parties).some((n) => isSubject(text, n));
}

/** What the question asks, in the words an answer or a refusal says it: "what business LEA is in". */
export function backgroundAsked(ask: BackgroundAsk): string {
  return ask.kind === 'business' ? `what business ${ask.who} is in` : 'why the parties entered into the agreement';
}

/** The party's names: as the question writes it, and the others its contract gives it. */
export function namesOf(who: string, parties: readonly (readonly string[])[]): string[] {
  return [who, ...aliasesOf(who, parties)];
}

/**
 * The party is what the sentence is about: its subject, first after the recital's "WHEREAS," or letter. "B. CHT has developed
 * a business model to bring a similar service that Ehave provides …" is CHT's business, not Ehave's (cuad-dev-19, session
 * 32's trial).
 */
function isSubject(text: string, who: string): boolean {
  const body = text.replace(/^\s*(?:W\s?H\s?E\s?R\s?E\s?A\s?S\b[,:]?|\([A-Za-z0-9]{1,3}\)|[A-Z0-9]{1,2}\.)\s*/u, '').replace(/^(?:the|each|said)\s+/i, '');
  return saysName(body.slice(0, who.length + 2), who);
}

/** "The purpose of this Agreement is …": a body clause that says why the parties contract, as the recitals do. */
export const STATES_PURPOSE = /\b(?:the\s+)?purposes?\s+of\s+this\s+(?:agreement|contract)\s+(?:is|are|shall\s+be)\b/i;

/**
 * Where each recital starts within the recitals' text: "WHEREAS", or a letter or number opening a line ("(B) It is an
 * obligation …"). The recitals run on as one sentence ("WHEREAS, …; WHEREAS, …: WHEREAS, …"), and each says its own thing.
 */
export function recitalStarts(text: string): number[] {
  const out = new Set<number>([0]);
  for (const m of text.matchAll(/\bW\s?H\s?E\s?R\s?E\s?A\s?S\b|(?:^|\n)[ \t]*(?:\([A-Za-z0-9]{1,3}\)|[A-Z0-9]{1,2}\.)[ \t]/g)) out.add(m.index + (m[0].length - m[0].trimStart().length));
  return [...out].sort((a, b) => a - b);
}
