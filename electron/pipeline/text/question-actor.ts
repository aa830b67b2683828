import { ROLES } from './party-roles.js';
import { stemmer } from './porter.js';
import { CONCEPTS } from './legal-lexicon.js';
import { aliasesOf } from './party-aliases.js';
import { contentTerms } from './question-units.js';
import { escapeRegExp } from './regexp-literal.js';
import { withoutScene } from './lengths-said.js';

/**
 * Who acts. "Can Excite terminate the sponsorship agreement early?" asks what Excite may do: "If Excite fails to make good
 * the shortfall …, Sponsor may terminate the Agreement" names Excite and a termination, but the right is Sponsor's. A
 * question that names a party as the one who acts is answered only by a clause in which that party — or either, each or
 * both parties — acts: the party before the modal that governs the act ("Excite may terminate", "either party shall have
 * the right … to terminate"), or after "by" in the passive ("may be terminated by Excite").
 */
/** `aliases`: the other names the contract gives the party (party-aliases.ts: "You" for "Franchisee"). */
/** `duty`: the question asks what the party must do ("Is ACSI required to maintain insurance?", "Must the Buyer …"). */
export type Actor = { name: string; act: string; aliases?: readonly string[]; duty?: true };

/**
 * A party's name: capitalised words, a role — or a name its owner writes in lower case, "e-centives", "eBay" (trial 40:
 * "May e-centives terminate …?" named no party, and cuad-dev-02's right of Excite@Home's was green for it). Not a word with
 * a prefix: "the no-disparagement obligation", "a re-sale".
 */
const NAME = String.raw`(?:[A-Z][\w&@'’.-]*(?:\s+[A-Z][\w&@'’.-]*){0,3}|(?!(?:no|re|co|de|un|in|ex|on|up|to|of|so|be|by|as|at|is|it|an|or|if)-)[a-z]{1,2}(?:-[a-z]|[A-Z])[\w&@'’.-]*|${ROLES})`;
/**
 * A wh-question's words before its verb: "What royalty fee does the franchisee pay each month?" asks what the franchisee pays
 * as much as "Does the franchisee pay a royalty fee?" (session 28: the franchisee, "You" in cuad-dev-08, was no actor, and
 * § 2.02's "franchise agreement" said the question's "franchisee" better than § 3.01.B's "You shall pay").
 */
// After a preposition of time too: "By what day of each month must the Company pay …?" (trial 49). Not "On what grounds …":
// what that asks is the wh-word's noun (answers-that-answer, cuad-dev-20 § 18.1). But "In what circumstances must Zynga bear
// the cost …?" asks what Zynga must do, as "When must Zynga …?" does: read without its actor, it was green on cuad-dev-12
// § 3(e)'s "Zynga shall permit such records to be examined by … WPT" (trial 49 asked of the contract alone, session 49).
const WH_ASKED = String.raw`(?:(?:by|before|within|until|in|under)\s+)?(?:what|which|when|how\s+(?:much|many|often|long|soon))\b(?:\s+(?!(?:can|may|could|does|do|is|will|shall|must)\b)[\p{L}'’-]+){0,4}\s+`;
/**
 * How the act is done, not the act: "May COFS unilaterally terminate …?" asks whether COFS may terminate (trial 41, cuad-dev-27
 * § 11 "COFS may no longer unilaterally terminate" was refused as said of another party). Adverbs by endings no verb has.
 */
const MANNER = String.raw`(?:\p{Ll}{3,}(?:ally|ately|ently|antly|ously|ively|fully|edly|ably|ibly)|only|also|immediately|freely|ever|still|then|thereafter)`;
/** How long the act goes on, not the act: "how long may LEA keep fulfilling customer commitments?" asks about LEA's fulfilling. */
// "Keep" only before what is kept on doing: "must Anixa keep their records" keeps records.
const ASPECT = String.raw`(?:keep(?=\s+\p{Ll}+ing\b)|continue\s+to|go\s+on)`;
/**
 * A second party asked of with the first: "How long must Anixa and OntoChem each keep their records …?" asks what both do
 * (trial 46, cuad-dev-03: read as no actor, the research-fee schedule naming both parties was green for it).
 */
const JOINT = String.raw`(?:\s+(?:and|&)\s+(?:the\s+)?(${NAME}))?(?:\s+(?:each|both|jointly|severally))?`;
/**
 * "Can Excite terminate …", "May the Distributor assign …", "Does WGT have the right to audit …", "Is the licensee required to …".
 * The word after the name is its act, never a preposition: "What is the Duration of the non-compete?" names no party (session 29).
 */
const ASKED = new RegExp(
  String.raw`^\s*(?:${WH_ASKED})?(?:can|may|could|does|do|is|will|shall|must)\s+(?:the\s+)?(${NAME})${JOINT}\s+(?:(?:be\s+)?(?:able|entitled|permitted|allowed|required|obligated|obliged)\s+to\s+|have\s+(?:the\s+|a\s+|any\s+)?(?:right|option)\s+to\s+|(?:have|need)\s+to\s+)?(?:${MANNER}\s+)?(?:${ASPECT}\s+)?(?!(?:of|in|on|for|to|at|by|with|under|from|and|or|the|a|an)\b)((?:self-)?\p{Ll}+)\b`,
  'u',
);
/** "(What …) is/are X <participle>": the party is acted on — when no "required to", "able to" comes between. */
const PASSIVE = new RegExp(String.raw`^\s*(?:${WH_ASKED})?(?:is|are)\s+(?:the\s+)?${NAME}\s+\p{Ll}+$`, 'u');
const PARTICIPLE = /(?:ed|en)$|^(?:paid|made|bound|held|sold|given|granted|told|sent|kept|set|put|hired|let|lent|brought|bought|taught|built|found)$/;
/**
 * Not a party: the agreement itself, anyone at all, or a thing the agreement defines ("Does the Territory include Japan?"
 * was refused as said "of another party, not of Territory", session 27).
 */
const NOT_A_PARTY = /\b(?:agreement|contract|amendment|exhibit|schedule|section|either|each|any|both|all|there|it|this|that|party|parties|territory|territories|term|products?|services?|price|prices|fees?|royalty|royalties|licen[cs]e|warranty|period|software|marks?|trademarks?|content|materials?|property|properties)$/i;
/** A name that owns what follows it ("WGT's", "the Sellers'"): the question asks about the thing, not the party's act. */
const POSSESSIVE = /['’]s$|s['’]$/i;
/** Words after the name that are no act a party does ("Is WGT liable …?" asks no act). */
const AGREEMENT_WORD = /^(?:agreements?|contracts?|amendments?|licen[cs]e\s+agreement)$/i;
const NOT_AN_ACT = new Set(['be', 'have', 'has', 'not', 'liable', 'responsible', 'required', 'bound', 'subject', 'a', 'an', 'the', 'any', 'entitled', 'able', 'allowed', 'permitted']);

/**
 * A grant asked of by its grantor in a relative clause: "Is the license Nuance grants to Cerence exclusive?" asks about
 * Nuance's grant (cuad-dev-10, session 33's trial: green on "SpinCo hereby grants to Nuance … non-exclusive", the reverse).
 */
const GRANT_ASKED = new RegExp(String.raw`\b(?:licen[cs]es?|sublicen[cs]es?|rights?|options?|grants?)\s+(?:that\s+|which\s+)?(?:the\s+)?(${NAME})\s+(grants?|gave|gives|has\s+granted|granted)\b`, 'u');

/** The question with its question word in lower case; a name keeps its capital, which is what marks it a name. */
function questionWordLowered(question: string): string {
  return question.replace(/^\s*\p{L}+/u, (w) => w.toLowerCase());
}

export function askedActor(asked: string): Actor | null {
  // Who acts in what the question asks, not in its scene: "When the Professional attends …, does the Company have to cover
  // his travel …?" asks what the Company must do (trial 42: the Professional's attending answered it).
  const question = withoutScene(asked);
  const grant = GRANT_ASKED.exec(question);
  if (grant && !NOT_A_PARTY.test(grant[1]!.trim())) return { name: grant[1]!.trim(), act: 'grant' };
  // "What happens if Hunan Ruixi fails to pay …?" asks what follows that party's failure: a clause on another's failure to pay
  // ("In case that the Driver User fails to pay the monthly rent …, Party B shall …") does not answer it (trial 44, cuad-dev-25).
  // The act is the failure itself: that party must be the one that fails ("If Party B fails to pay, increase or replenish the
  // deposit …"), not one that pays what another failed to.
  const failure = FAILURE_ASKED.exec(question);
  if (failure && !NOT_A_PARTY.test(failure[1]!.trim())) return { name: failure[1]!.trim(), act: 'fail' };
  const m = ASKED.exec(questionWordLowered(question));
  if (!m) return null;
  // "How long does Audible have to cure a failure …?" asks the time Audible is given, not a duty of Audible's (trial 39,
  // cuad-dev-15: ACSI's right to terminate if Audible does not cure answers it).
  if (TIME_GIVEN.test(m[0])) return null;
  const first = m[1]!.trim();
  const second = m[2]?.trim();
  // Two parties asked of together act as one: either of them, or both ("Each Party"), doing the act answers.
  const name = second ? `${first} and ${second}` : first;
  const joint = second ? { aliases: [first, second] } : {};
  const act = m[3]!.toLowerCase();
  // "Is the distributor appointed exclusively?" asks what is done to the distributor, not what it does (session 24: § 2.3
  // "Distributor's appointment … are nonexclusive" was refused as no act of the distributor's).
  // "Is the Buyer subject to a non-compete?" asks what binds the Buyer: no act, a duty (trial 35: cuad-dev-16 § 1(b), "Each
  // Seller agrees that … it shall not, other than … through its … ownership of Buyer's capital stock, … compete", was green).
  const noParty = [first, second].some((n) => n !== undefined && (POSSESSIVE.test(n) || NOT_A_PARTY.test(n)));
  if (/^(?:subject|bound)$/.test(act) && /^\s+(?:to|by)\b/.test(question.slice(m.index + m[0].length)) && !noParty) return { name, act: '', duty: true, ...joint };
  if (PASSIVE.test(m[0]) && PARTICIPLE.test(act)) return null;
  // "Is WGT's liability capped?" asks about what WGT has, not what it does; so does "Does the Sellers' non-compete covenant
  // apply …?" (trial 39: read as the Sellers doing "non", a claim on the Sellers' covenant lost its "excludes India").
  if (noParty) return null;
  if (NOT_AN_ACT.has(act)) return null;
  // "Does the WatchGuard distributor agreement renew …?" names an agreement, not what WatchGuard does (session 21: read as
  // WatchGuard doing "distributor", the renewal clause was refused).
  const after = question.slice(m.index + m[0].length);
  if (AGREEMENT_WORD.test(act) || AGREEMENT_WORD.test(after.trimStart().split(/\s+/)[0] ?? '')) return null;
  // Notice given to act is the act: "How much notice must the Customer give to audit …?" asks about the Customer's audit
  // (trial 37, cuad-dev-14 § 9.1, "Contractor shall permit Customer to audit … upon three (3) business day advance written
  // notice", was refused as another party's: the Customer gives nothing there).
  // So is notice given before the act: "Must Invasix give Flextronics ten business days' written notice before auditing …?"
  // asks about Invasix's audit (trial 47, cuad-dev-14 § 9.1 "Contractor shall permit Customer to audit …": refused as said of
  // another party, since the Customer gives nothing there).
  const purpose = /^(?:give|gives|provide|provides|serve|serves)$/.test(act) ? (/^\s+(?:(?:in\s+order\s+)?to)\s+(\p{Ll}+)\b/u.exec(after) ?? /^[^?]{0,80}?\bnotice\s+(?:before|prior\s+to|in\s+advance\s+of)\s+(\p{Ll}+ing)\b/u.exec(after)) : null;
  // Consent needed for an act asks about the act: "Does Tripath need Uniquest's consent before assigning the distributor
  // agreement?" asks about Tripath's assignment (trial 50, cuad-scale-278 § 21.1: "not assignable by Distributor without …
  // consent of Tripath", the other party's, was green for it).
  const consented = purpose ? null : CONSENT_NEEDED.test(act) ? CONSENT_BEFORE.exec(after) : null;
  const done = purpose && !NOT_AN_ACT.has(purpose[1]!) ? purpose[1]! : consented ? consented[1]! : act;
  // The duty in the words before the act: "How much is the Bonus Payment STW must pay" reads "must" as the act.
  return DUTY_ASKED.test(m[0].slice(0, m[0].length - m[3]!.length)) ? { name, act: stemmer(done), duty: true, ...joint } : { name, act: stemmer(done), ...joint };
}

/** Asking for another's consent: "need", "require", "obtain", "get", "seek" it. */
const CONSENT_NEEDED = /^(?:need|needs|require|requires|obtain|get|seek)$/;
/** The consent, then the act it is needed for: "Uniquest's consent before assigning", "the consent of the Licensor to sublicense". */
const CONSENT_BEFORE = /^\s+(?:the\s+)?(?:[\p{L}\p{N}&@.'’-]+\s+){0,4}?(?:prior\s+)?(?:written\s+)?(?:consent|approval|permission|authori[sz]ation|sign-?off)(?:\s+of\s+(?:the\s+)?[\p{L}\p{N}&@.'’-]+(?:\s+\p{Lu}[\p{L}\p{N}&@.'’-]*){0,3})?\s+(?:before|to|for|prior\s+to|in\s+order\s+to)\s+(\p{Ll}+)\b/u;

/** What follows a party's failure to act: "What happens if the Distributor fails to make its Guaranteed Minimum Purchases?". */
const FAILURE_ASKED = /^\s*[Ww]hat\s+(?:happens|follows|are\s+the\s+consequences|consequences?\s+follows?|remedies\s+(?:are\s+)?(?:available|apply))\s+(?:if|when|should|in\s+case)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}&@.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&@.'’-]*){0,4})\s+fails?\s+to\s+\p{Ll}/u;
/** "How long does Audible have to cure …?": the time a party is given, asked with "have to" (see askedActor). */
const TIME_GIVEN = /^\s*(?:how\s+(?:long|much\s+time|many\s+(?:days|weeks|months))|within\s+what|by\s+when|when)\b[^?]*\b(?:have|need)\s+to\s/i;
// "Does the Company have to cover …?" asks a duty as "must" does.
const DUTY_ASKED = /\b(?:must|shall|required|obligated|obliged|(?:have|need)\s+to)\b/i;

/** Words that end an act's object: a preposition or conjunction that starts another phrase ("to Network", "and when"). */
const OBJECT_ENDS = /^(?:to|from|under|in|on|at|by|with|without|upon|if|when|unless|after|before|during|within|but|than|per|of|as)$/i;
/** A time or manner of the act, not what it is done to: "pay … each month", "audit … once a year", "terminate … early". */
const OBJECT_TIME = /^(?:days?|weeks?|months?|quarters?|years?|times?|once|twice|also|ever|still|now|then|early|earlier|late|later|soon|sooner|(?!(?:supply|apply|reply|assembly|family|monopoly|ally)$)\p{L}{3,}ly)$/iu;
/** Words that open an object and say nothing of it. */
const OBJECT_DETERMINER = /^(?:any|a|an|the|its|their|his|her|this|that|these|those|such|some|all|each|every|other|further|additional)$/i;

/**
 * What the question asks the actor to do its act to, and what for: "Does Affiliate pay any fees to Network?" → "fees";
 * "Does Excite@Home pay e-centives for User Data records?" → "e-centives", and "User Data records" as what it is for. The
 * words of each, the actor's name left out (the document's other party names are left out by unsaidActObject: "pay
 * MediaNet a royalty" pays a royalty). A clause in which the actor does the act to something else answers another question
 * (session 33's trial: "Affiliate shall pay … any federal, state or local taxes" was green for the fees). None for a
 * wh-question, whose object is what it asks.
 */
export type ActObject = { words: string[]; purpose: boolean };
/** A question that asks when or how long a party acts, not what it acts on. */
// "By what day of each month must the Company pay the Consultant's monthly fee?" too (trial 49: a termination payment's thirty
// days, cuad-dev-04 § 7.3, answered it).
const WHEN_ASKED = /^\s*(?:how\s+(?:long|soon|often|quickly)|when|(?:by|on|before)\s+what\s+(?:day|date|time))\b/i;

export function askedActObjects(asked: string): ActObject[] {
  const question = withoutScene(asked);
  const m = ASKED.exec(questionWordLowered(question));
  // A wh-question's object is what it asks ("What royalty fee does the franchisee pay …?"), weighed as its other words are —
  // unless it asks when or for how long the act is done: "How long must Anixa and OntoChem each keep their records …?" asks
  // about keeping records (trial 46, cuad-dev-03: the research-fee schedule naming both parties was green for it).
  if (!m || !askedActor(question) || (/^\s*(?:(?:by|before|within|until)\s+)?(?:what|which|when|how)\b/i.test(question) && !WHEN_ASKED.test(question))) return [];
  const named = (w: string) => [m[1], m[2]].some((n) => n !== undefined && w.toLowerCase() === n.trim().toLowerCase());
  const groups: ActObject[] = [];
  let group: ActObject = { words: [], purpose: false };
  let open = true;
  const close = (next: ActObject) => {
    if (group.words.length > 0) groups.push(group);
    group = next;
  };
  const words = question.slice(m.index + m[0].length).match(/[\p{L}\p{N}@&'’-]+|[,;?.!]/gu) ?? [];
  // An adjective in -ly before its noun ("the Consultant's monthly fee") is no time of the act; a name's possessive opens
  // the object, its noun follows (trial 49: "By what day … must the Company pay the Consultant's monthly fee?" read the
  // object as "Consultant's", a party, and § 7.3's termination payment answered it).
  const beforeNoun = (i: number) => /ly$/i.test(words[i]!) && words[i + 1] !== undefined && /^[\p{L}\p{N}]/u.test(words[i + 1]!) && !OBJECT_ENDS.test(words[i + 1]!) && !OBJECT_TIME.test(words[i + 1]!);
  for (const [i, w] of words.entries()) {
    if (/^[,;?.!]$/.test(w)) break;
    if (open && /['’]s?$/.test(w) && /^\p{Lu}/u.test(w)) continue;
    // "for" opens what the act is for: its own object.
    if (/^for$/i.test(w)) {
      close({ words: [], purpose: true });
      open = true;
    } else if (OBJECT_ENDS.test(w) || (OBJECT_TIME.test(w) && !beforeNoun(i))) {
      close({ words: [], purpose: false });
      open = false;
    } else if (open && !OBJECT_DETERMINER.test(w) && !/^(?:and|or)$/i.test(w) && !named(w)) {
      // ("books and records", "fees or charges": one object, said by either.)
      group.words.push(w);
    }
  }
  close({ words: [], purpose: false });
  return groups;
}

/**
 * The object of the asked act, or what it is for, of which a clause says none of the question's words (`askedTerms`: the
 * question's content terms; `said`: whether the clause says one, as its caller weighs them); null when it says each. The
 * document's party names are no object: "pay MediaNet a royalty" asks for a royalty.
 */
export function unsaidActObject(objects: readonly ActObject[], askedTerms: readonly string[], parties: readonly (readonly string[])[], said: (term: string) => boolean): ActObject | null {
  const names = new Set(parties.flat().flatMap((n) => n.toLowerCase().split(/\s+/)));
  for (const object of objects) {
    const words = object.words.filter((w) => !names.has(w.toLowerCase()));
    const asked = contentTerms(words.join(' ')).filter((t) => askedTerms.includes(t));
    if (asked.length > 0 && !asked.some(said)) return { ...object, words };
  }
  return null;
}

/**
 * Acts a clause says in another of the lexicon's words: "Can the franchisee transfer the franchise …?" is about an
 * assignment however it is worded, so "AIRSOPURE should exercise its right to assign this Agreement" is AIRSOPURE's act,
 * not the franchisee's (session 20: it was the green answer, the act "transfer" being nowhere in it).
 */
const SAME_ACT: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ...CONCEPTS.filter((c) => c.id === 'assignment' || c.id === 'termination').map((c) => c.patterns.filter((p) => !/\s/.test(p))),
    // An audit is an inspection or an examination of the books: "Can Sponsor audit Excite's records?" is not answered by
    // "Excite may … cause an independent Certified Public Accountant to inspect the records of Sponsor" (session 24).
    ['audit', 'audits', 'inspect', 'inspects', 'examine', 'examines'],
    // "Is SutroVax required to buy all of its extract requirements …?" is answered by "SutroVax agrees to purchase all its
    // requirements of Extract from Sutro" (cuad-dev-23 § 2.20).
    ['buy', 'buys', 'purchase', 'purchases', 'procure', 'procures'],
    // What is kept is retained, maintained or preserved: "Must the Company maintain insurance?" is answered by "the Company
    // shall keep in force …", and records "retained" are kept (trial 46, cuad-dev-03 § 2.7).
    ['keep', 'keeps', 'retain', 'retains', 'maintain', 'maintains', 'preserve', 'preserves'],
    // "Does the Company have to cover his travel …?" is answered by "the company shall be responsible for the payment of all
    // reasonable travel, lodging and meal expenses" (cuad-dev-28 § 1(c), trial 42): a cost is covered by paying or bearing it.
    ['pay', 'pays', 'payment', 'bear', 'bears', 'cover', 'covers', 'reimburse', 'reimburses'],
    // "Does Shipper indemnify Carrier?" is not answered by "Carrier's duty of indemnification shall be in proportion …"
    // (cuad-dev-24, session 33's trial): the noun is the act, and it is Carrier's.
    ['indemnify', 'indemnifies', 'indemnification', 'indemnity', 'indemnities'],
    // A party's failure, as a verb or a noun: "Upon any failure by Distributor to make Gross Purchases …" (cuad-dev-06).
    ['fail', 'fails', 'failure', 'failures'],
    // What a party gives it provides, grants or issues: "What does ESSI give Stephen Marley by way of stock?" is answered by
    // "ESSI will provide Talent with one-million (1,000,000) shares of restricted common stock", not by "Talent's position …
    // may provide Talent access to information … about ESSI's stock" (trial 50, cuad-scale-060 § 5.A and § 28 B, session 49).
    ['give', 'gives', 'provide', 'provides', 'grant', 'grants', 'issue', 'issues'],
  ].flatMap((words) => {
    const acts = new Set(words.map((p) => stemmer(p)));
    return [...acts].map((a) => [a, acts] as const);
  }),
);

/** The asked act with the words the lexicon takes for it. */
function actsOf(actor: Actor): ReadonlySet<string> {
  if (actor.act === '') return new Set();
  return SAME_ACT.get(actor.act) ?? new Set([actor.act]);
}

/**
 * Whether `text` says the asked act at all, in the question's word or one the lexicon takes for it ("transfer" for "assign",
 * "inspect" for "audit"): "Does Western Copper acquire assets of Western Silver?" is not answered by a clause in which Western
 * Copper becomes insolvent and a receiver is appointed "for its business or assets" (session 31).
 */
export function saysAct(text: string, actor: Actor): boolean {
  const acts = actsOf(actor);
  // The actor's own name is no act: "The Publishers' Data may not be utilized …" says nothing the Publishers publish.
  for (const m of text.replace(nameReOf(actor, 'g'), ' ').matchAll(/\p{L}+(?:-\p{L}+)*/gu)) if (isAct(m[0], acts)) return true;
  return false;
}

/** The prefixes that negate an act ("non-transferable", "unassignable"), and with them those that only form one ("sub-license"). */
const NEGATING_PREFIX = 'non|un';
const NEGATING = new RegExp(`^(?:${NEGATING_PREFIX})$`, 'i');
const PREFIXED = new RegExp(`^(${NEGATING_PREFIX}|sub|re|co)-(\\p{L}+)$`, 'iu');

/**
 * Whether a word of a clause is one of the acts, read as the question's words are ("paid" and "payable" are "pay") and as
 * the stemmer has them: "Such sums … will be paid by HealthGate to the Publishers" is HealthGate's payment, not the
 * Publishers' (session 31's trial: read past, it answered "Do the Publishers pay HealthGate?").
 */
function isAct(word: string, acts: ReadonlySet<string>): boolean {
  // A compound is a modifier, not the act: "Payment-Eligible User Data records" pay nothing (cuad-dev-02, session 33's trial).
  // A prefix is not: "non-sublicensable" says the act denied, "sub-license" is "sublicense".
  const prefixed = PREFIXED.exec(word);
  if (word.includes('-') && !prefixed) return false;
  const w = prefixed ? (NEGATING.test(prefixed[1]!) ? prefixed[2]! : `${prefixed[1]}${prefixed[2]}`).toLowerCase() : word.toLowerCase();
  return acts.has(stemmer(w)) || acts.has(contentTerms(w)[0] ?? '');
}

/** The party that does not act, when one does: "the other party", "such other Party". */
const OTHER_PARTY = /\b(?:the|such)\s+other\s+party\b/i;
/** A party named by how a dispute ends for it, or as one of them: any party may be it. */
const IN_DISPUTE = /\b(?:prevailing|non-?prevailing|losing|successful|unsuccessful)\s+part(?:y|ies)\b|\bone\s+of\s+the\s+parties\b/i;
/** Any party: "either party", "each of the parties", "both parties", "the parties". */
const ANY_PARTY = /\b(?:either|neither|each|both|any|no)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/i;
/**
 * What stands between a party and its act: a modal, a right, or "hereby" — "Nuance hereby grants to SpinCo" is Nuance's
 * grant, and "SpinCo hereby grants to Nuance" is not (cuad-dev-10, session 22: with no modal either was read as anyone's).
 */
// "Network retains the right at all times during the Term to … terminate this Agreement" is the Network's termination, as a
// right reserved is (trial 49, cuad-dev-00 § 10(b): read as no one's, so § 10(a)'s thirty days answered "… on ninety days' notice?").
const MODAL = /\b(?:may|shall|will|can|must|might|could|should|right|option|entitled|permitted|allowed|free|elect|elects|agrees?|reserves?|retains?|hereby)\b/i;
const CLAUSE_BREAK = /^[.;:]$/;
/** A copula, and the modals that follow one ("is free to", "are entitled to"). */
const COPULA = /^(?:is|are|was|were)$/i;
const PERMISSIVE = /^(?:entitled|permitted|allowed|free)$/i;
/** A past participle of the act, or its "-able" adjective: "paid", "terminated", "payable", "assignable". */
const ACT_PARTICIPLE = /^(?:\p{L}+(?:ed|able|ible)|paid|sold|made|given|done|taken)$/iu;
/** The act's "-able" adjective negated: "non-sublicensable", "nontransferable", "unassignable" ("payable" says who pays). */
const ACT_ADJECTIVE = new RegExp(`^(?:${NEGATING_PREFIX})-?\\p{L}+(?:able|ible)$`, 'iu');
/** What makes a participle the actor's verb: "has terminated", "may not … paid" (a modal, below, does too). */
const PERFECT = /^(?:has|have|had|having|not|then|so)$/i;
/**
 * How many words back from the act its modal may stand: "Excite may, upon no less than thirty (30) days prior written notice
 * to Sponsor, cause an independent Certified Public Accountant to inspect the records of Sponsor" is Excite's audit, 19 words
 * apart (session 24).
 */
const MODAL_REACH = 25;
/** A full stop after these ends an abbreviation, not a clause: "Excite, Inc. may terminate", "a U.S. corporation". */
const ABBREVIATION = /^(?:[A-Z][a-z]{0,3}|[A-Z](?:\.[A-Z])+|[a-z]{1,2})$/;
/** Words, with a full stop only inside one ("U.S.", "Inc" then "."), and the marks that end a clause; "Excite@Home" is one. */
const TOKENS = /[\p{L}\p{N}](?:[\p{L}\p{N}'’&@-]|\.(?=[\p{L}\p{N}]))*|[.;:]/gu;

/**
 * "[of] <Name> to [verb] [the] <act>": a capitalised name (or a party) right before "to", the act at most two words after it —
 * "of MediaNet Group Technologies to remit payment". Not "Licensor agrees to pay" (the word before "to" is no name) and not
 * "pay to Licensor" (the name follows).
 */
const INFINITIVE_SUBJECT = /(?:^|[\s,(])(\bof\s+)?((?:(?:the|either|each|both|any)\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*){0,3}|(?:either|each|both|any)\s+part(?:y|ies))\s+to\s+(?:\p{Ll}+\s+){0,2}$/u;

/**
 * A party's duty named with the act as its noun: "Carrier's duty of indemnification shall be in proportion to its allocable
 * share" is the Carrier's indemnity (trial 48, cuad-dev-24 § 4(b): refused as said of another party, no modal standing before
 * the act). The name, and what its duty is of.
 */
const DUTY_OF = /(?:^|[\s,(])((?:(?:the|either|each|both|any)\s+)?\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*){0,3}|(?:either|each|both|any)\s+part(?:y|ies))['’]s?\s+(?:duty|duties|obligations?|responsibility|responsibilities)\s+(?:of|to)\s+$/u;

/** The party a clause permits to act, just before the act: "permit Customer to", "allow the Publishers and/or their auditors to". */
const PERMITTED_TO = /\b(?:permit|permits|allow|allows|authori[sz]es?|enables?|entitles?)\s+((?:(?:the|either|each|any)\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*){0,3}|(?:either|each|any|the\s+other)\s+part(?:y|ies))\s+(?:(?:and\/or|or|and)\s+(?:its|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+)?to\s+(?:\p{Ll}+\s+){0,2}$/u;

/** A determiner, up to two words before the act ("the Royalty Payments"), and the word before it; not an infinitive's ("the right at any time to terminate"). */
const DETERMINED = /(?:\b([\p{L}]+)\s+)?\b(?:the|a|an|such|any|each|all|its|their|this|these|those|every|no(?!\s+(?:longer|further|more)\b))\s+(?:(?!(?:to|shall|will|may|must|not)\b)[\p{L}-]+\s+){0,2}$/iu;
/**
 * A duty to bear the act, which makes it the act: "the company shall be responsible for the payment of all reasonable travel
 * … expenses" is the Company's payment (cuad-dev-28 § 1(c), trial 42).
 */
const BEARS = /\b(?:responsible|liable)\s+for\s+(?:the\s+|all\s+|any\s+)?(?:[\p{L}-]+\s+)?$/iu;
/** Prepositions whose object a name before the act is: "from the Publishers pay" (the act is then the verb). */
const GOVERNS_NAME = /^(?:from|to|by|with|of|for|upon|on|against)$/i;
/** Verbs that make their object the act: "make all payments", "remit the payment", "effect such transfer". */
const LIGHT_VERB = /^(?:make|makes|made|making|remit|remits|remitted|effect|effects|effected|tender|tenders|grant|grants|give|gives|provide|provides)$/i;
/** "consent to a", "approval of any", "object to the": what follows is consented to, not done by the one who consents. */
const CONSENTED_TO = /\b(?:consent|consents|approval|approve|approves|object|objects|objection)\s+(?:to|of)\s+(?:(?:a|an|any|the|such|its|their)\s+)?(?:[\w-]+\s+){0,2}$/i;

/**
 * Whether the actor acts in `text`: true when the act is nowhere in it (the check is about who does the act, not whether
 * the clause words it as the question does), or when at some mention of the act the actor or any party is its subject.
 */
export function actorActs(said: string, actor: Actor, parties: readonly (readonly string[])[] = []): boolean {
  const text = withoutModalAside(said);
  const words = [...text.matchAll(TOKENS)].filter((m, i, all) => !(m[0] === '.' && i > 0 && ABBREVIATION.test(all[i - 1]![0])));
  const nameRe = nameReOf(actor);
  const acts = actsOf(actor);
  let sawAct = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]![0];
    // The actor's own name is no act ("The Publishers' Data …" says nothing the Publishers publish), as in saysAct.
    if (CLAUSE_BREAK.test(w) || !isAct(w, acts) || nameRe.test(w)) continue;
    // The act's negated adjective says what a thing may not undergo, by no one named: "WPT grants to Zynga a … non-
    // sublicensable … license" is about Zynga's sublicensing as much as anyone's (cuad-dev-12).
    if (ACT_ADJECTIVE.test(w)) continue;
    sawAct = true;
    // The passive: "may be terminated by Excite (or by either party)" — a participle, not "terminate the Term by giving WGT".
    const after = text.slice(words[i]!.index + w.length, words[i]!.index + w.length + 120);
    // Or a noun's: "access to such records for examination, reproduction, and audit by WGT" (session 24) — never "by giving".
    // Past the participles it is coordinated with and "in whole or in part": "shall be assignable, transferable or delegable in
    // whole or in part by MD Anderson" (cuad-dev-22 § 9.6, trial 35: refused as said of another party).
    const by = /^(?:,?\s+(?:or\s+|and\s+)?\p{L}+(?:ed|able|ible|en)\b|,?\s+in\s+whole\s+or\s+in\s+part\b)*,?\s+(?:(?:immediately|forthwith|only|solely|also)\s+)?by\s+(?!\w+ing\b)((?:the\s+)?[\w&'’.-]+(?:\s+[\w&'’.-]+)?)/iu.exec(after);
    if (by && (nameRe.test(by[1]!) || ANY_PARTY.test(by[1]!))) return true;
    // A participle that qualifies a noun is no one's act: "… to verify … the Royalties paid hereunder" does not make WPT, whose
    // auditors verify, the payer (cuad-dev-12, session 32's trial: it answered "Does WPT pay Zynga a royalty?"). Nor is a
    // passive's subject its doer, said by "by" (above) or not at all: "The amount shown to be payable to WPT shall be paid …".
    const prev = i > 0 ? words[i - 1]![0] : '';
    // A duty in the passive with no one named to do it is the duty of the party the clause names: "All e-mails received by
    // HealthGate shall be answered within one business day" answers "Does HealthGate have to answer every e-mail …?" (trial
    // 42, cuad-dev-09 — refused once "have to" asked a duty of HealthGate).
    // So is one in a clause that names no party at all: "Such insurance requirements shall be maintained during the Term and
    // shall continue for a minimum of three years following termination" is the Company's keeping (cuad-dev-17 § 7.03).
    if (actor.duty && /^be$/i.test(prev) && i > 1 && MODAL.test(words[i - 2]![0]) && !by && (nameRe.test(text) || !namesAnyParty(text, parties))) return true;
    if (ACT_PARTICIPLE.test(w) && prev && !PERFECT.test(prev) && !MODAL.test(prev)) continue;
    // An infinitive's subject names who acts: "… subject to the continuing obligation of MediaNet Group Technologies to remit
    // payment" is MediaNet's payment, though "Reseller shall terminate" stands before it (cuad-dev-26, session 32's trial: it
    // answered "Does the Reseller pay MediaNet?").
    const lead = text.slice(Math.max(0, words[i]!.index - 80), words[i]!.index);
    const infinitive = INFINITIVE_SUBJECT.exec(lead);
    // Only a right or duty "of" a party says whose the act is: the actor's ("the obligation of the Reseller to pay"), or
    // another's, whatever modal stands before it. Not "an offer from Western Copper to acquire the … Property", which
    // Glamis "will … entertain" (cuad-scale-142: no acquisition), nor one the actor causes ("Excite may … cause an
    // independent Certified Public Accountant to inspect the records", session 24): the modal decides those.
    if (infinitive?.[1]) {
      if (nameRe.test(infinitive[2]!) || ANY_PARTY.test(infinitive[2]!)) return true;
      continue;
    }
    const owned = DUTY_OF.exec(lead);
    if (owned) {
      if (nameRe.test(owned[1]!) || ANY_PARTY.test(owned[1]!)) return true;
      continue;
    }
    // Nor does a party permitted to act: "Contractor shall permit Customer to audit its quality procedures" is the
    // Customer's audit (trial 37, cuad-dev-14 § 9.1: refused as said of another party).
    const permitted = PERMITTED_TO.exec(lead);
    if (permitted) {
      if (nameRe.test(permitted[1]!) || ANY_PARTY.test(permitted[1]!)) return true;
      continue;
    }
    // What a party consents to is another's act: "AIRSOPURE shall not unreasonably withhold its consent to a transfer of any
    // interest in Your Franchise" is the franchisee's transfer (cuad-dev-08, session 33's trial: it answered "Can AIRSOPURE
    // assign this agreement?").
    if (CONSENTED_TO.test(lead)) continue;
    // A capitalised act mid-sentence is a defined term's noun: "… so that Royalty Payments payable hereunder may be
    // accurately determined" (cuad-dev-05) — unless the clause is in capitals throughout ("LICENSEE SHALL PAY").
    if (i > 0 && /^\p{Lu}\p{Ll}/u.test(w) && !CLAUSE_BREAK.test(words[i - 1]![0])) continue;
    // The act as a noun after a determiner is no modal's verb: in "… as T&B may reasonably request to verify the Royalty
    // Payments due hereunder" T&B requests, and pays nothing (cuad-dev-05, session 33's trial: it answered "Does T&B pay LEA a
    // royalty?"). Unless a light verb makes it the act: "LEA shall make all payments".
    // Not a name's verb: "b. The Professional grants to the Company the exclusive … license" is the Professional's grant
    // (cuad-dev-28 § 1(b), trial 35: refused as said of another party).
    // Nor a name a preposition governs: in "… will on demand from the Publishers pay to the Publishers a sum" (cuad-dev-09
    // § 5.1, trial 38) "pay" is the verb.
    const determined = DETERMINED.exec(lead);
    const named = i > 0 && /^\p{Lu}\p{Ll}/u.test(words[i - 1]![0]);
    if (determined && !LIGHT_VERB.test(determined[1] ?? '') && !BEARS.test(lead) && !(named && /s$/i.test(w)) && !(named && GOVERNS_NAME.test(determined[1] ?? ''))) continue;
    // The indicative, its subject just before it: "… until the expiration of forty-five (45) days after WGT gives Distributor
    // written notices of the change" is WGT's notice (session 28: a wh-question names its actor, and this was read as no one's).
    const subject = /(?:^|[\s,(])((?:the\s+)?[\w&'’.-]+(?:\s+[\w&'’.-]+)?)\s+$/.exec(lead);
    if (subject && /\p{Lu}|\bpart(?:y|ies)\b/u.test(subject[1]!) && (nameRe.test(subject[1]!) || ANY_PARTY.test(subject[1]!)) && /s$/i.test(w)) return true;
    // The active: the nearest modal before the act in its clause that has a party before it ("Each party shall have the
    // right … to terminate": "right" has none, "shall" has "Each party"), and who that party is.
    for (let k = i - 1; k >= 0 && i - k <= MODAL_REACH && !CLAUSE_BREAK.test(words[k]![0]); k--) {
      if (!MODAL.test(words[k]![0])) continue;
      // Parties joined by "and" act together: "Reseller and MediaNet Group Technologies may disclose …" is the Reseller's
      // disclosure too (trial 47, cuad-dev-26 § 6.2: refused as said of another party).
      // A right said as what a party is: "Tripath is free to assign this contract without Distributor's consent", "Licensee is
      // entitled to terminate" (trial 50, cuad-scale-278 § 21.1: read as no one's) — the subject stands before the copula.
      // And one denied with an auxiliary: "VNUE does not agree to use BookingEntertainment.com exclusively as its Promoter"
      // (trial 51, cuad-scale-150 § 12: read as the Promoter's act).
      const denied = k > 1 && /^(?:not|never)$/i.test(words[k - 1]![0]) && /^(?:does|do|did)$/i.test(words[k - 2]![0]);
      const at = denied ? k - 2 : k > 0 && COPULA.test(words[k - 1]![0]) && PERMISSIVE.test(words[k]![0]) ? k - 1 : k;
      const subject = subjectPastAside(text, words, at) || subjectBefore(words, at, JOINED_SUBJECT) || roleInLowerCase(words, at);
      if (subject === '') continue;
      if (nameRe.test(subject) || ANY_PARTY.test(subject)) return true;
      break;
    }
  }
  return !sawAct && !(actor.duty && anotherBound(words, nameRe, parties));
}

/**
 * A clause with an aside between its modal and its verb, the aside blanked (the same length, so places stay): "LEA shall, for
 * a period of six (6) months (“Sell-Off Period”) following the effective date of termination of the license granted by T&B
 * hereunder, have the right to fulfill commitments" is LEA's fulfilling, though 30 words stand between (cuad-dev-05 § 11.4,
 * trial 42), and the aside's "by T&B" names no doer of it.
 */
function withoutModalAside(text: string): string {
  return text.replace(MODAL_ASIDE, (m, modal: string) => modal + ' '.repeat(m.length - modal.length)).replace(PARENTHETICAL_CLAUSE, (m) => ' '.repeat(m.length));
}
const MODAL_ASIDE = /\b(shall|will|may|must)\s*,[^,;.:]{3,200},/gi;
/**
 * A clause of its own in brackets, with its own subject and modal: "Buyer shall, …, without the necessity of posting any bond
 * (and Sellers hereby irrevocably waive any right it may have to require … such bond) be entitled to seek injunctive relief"
 * is the Buyer's right (trial 47, cuad-dev-16 § 5: refused as said of another party, the Sellers of the brackets).
 */
const PARENTHETICAL_CLAUSE = /\((?=[^()]*\b(?:shall|will|may|must|hereby)\b)[^()]{3,300}\)/gi;

/**
 * With the act unsaid, whose duty a clause states: "Company will ensure that such policies contain a waiver of subrogation
 * against ACSI, name ACSI … as additional insureds" binds the Company, and only names ACSI (trial 35, cuad-dev-15 § 11.2: green
 * for "Is ACSI required to maintain insurance?"). True when another party of the document is the subject of a modal and the
 * actor, or any party, of none. Only for a duty asked: "Does Licensee have the right to audit the books?" may be answered by
 * "Licensor shall keep complete books, open to Licensee on notice", another's duty.
 */
function anotherBound(words: ReadonlyArray<RegExpMatchArray>, nameRe: RegExp, parties: readonly (readonly string[])[]): boolean {
  // The document's other parties, and any role a contract names a party by ("Each Seller", where the opening named the
  // sellers each by its name).
  const others = [...parties.flat(), ...ROLES.split('|').map((r) => r.charAt(0).toUpperCase() + r.slice(1))].filter((n) => !nameRe.test(n));
  // Case-sensitive: a role is a party's name when capitalised ("the Seller"), not as a common noun ("a seller of goods").
  const otherRe = new RegExp(String.raw`\b(?:${others.map(escapeRegExp).join('|')})\b`);
  let another = false;
  for (let k = 0; k < words.length; k++) {
    if (!MODAL.test(words[k]![0])) continue;
    // Parties joined: "Gulf Oil and Gulf India each agree … not to acquire" binds Gulf Oil.
    const subject = subjectBefore(words, k, JOINED_SUBJECT);
    if (nameRe.test(subject) || ANY_PARTY.test(subject)) return false;
    if (otherRe.test(subject)) another = true;
  }
  return another;
}

/** The actor by every name its document gives it (party-aliases.ts): the same actor when the contract gives it no other. */
export function withAliases(actor: Actor, parties: readonly (readonly string[])[]): Actor {
  // Parties asked of together (askedActor) are each named by theirs.
  const own = actor.aliases ?? [];
  const aliases = [...new Set([...own, ...[actor.name, ...own].flatMap((n) => aliasesOf(n, parties))])];
  return aliases.length > 0 ? { ...actor, aliases } : actor;
}

/** The question's words for the actor ("franchisee") that `text` says by another of its names ("You"); none otherwise. */
export function actorWordsSaid(text: string, actor: Actor): string[] {
  return actor.aliases && namesParty(text, actor) ? contentTerms(actor.name) : [];
}

/** Whether `text` names the actor, by its name or another the contract gives it. */
export function namesParty(text: string, actor: Actor): boolean {
  return nameReOf(actor).test(text);
}

/** The actor's name as a pattern, built once per question: the generator asks about every candidate clause. */
const NAME_RES = new WeakMap<Actor, RegExp>();
const NAME_RES_ALL = new WeakMap<Actor, RegExp>();
/** `g`: every mention, to take the names out of a text. */
function nameReOf(actor: Actor, flags: '' | 'g' = ''): RegExp {
  const cache = flags === 'g' ? NAME_RES_ALL : NAME_RES;
  let re = cache.get(actor);
  if (!re) {
    const names = [actor.name, ...(actor.aliases ?? [])].map((n) => escapeRegExp(n));
    cache.set(actor, (re = new RegExp(String.raw`\b(?:${names.join('|')})\b`, `i${flags}`)));
  }
  return re;
}

/** Words that may stand in a party's name before its modal: "Each party", "the Distributor", "Excite, Inc.", "Either party hereto" (cuad-dev-17 § 8.01(d); session 24). */
// "neither" and "no" in lower case too: "Without the prior written consent of the other party, neither party shall assign …"
// (trial 48, cuad-dev-12 § 10.h: refused as said of another party, not of WPT).
const SUBJECT_WORD = /^(?:\p{Lu}[\p{L}\p{N}'’&@.-]*|either|neither|no|each|both|any|the|of|other|party|parties|hereto|hereunder)$/u;

/** How far back a subject runs: five words of one party's name, or eight of parties joined by "and" (anotherBound). */
const ONE_SUBJECT = { reach: 5, joined: false } as const;
const JOINED_SUBJECT = { reach: 8, joined: true } as const;

/**
 * The subject before a modal past an aside set off by commas: "HealthGate, recognising the loss caused to the Publishers,
 * will on demand … pay" is HealthGate's payment, not the Publishers' (trial 38, cuad-dev-09 § 5.1: refused as said of
 * another party); "Licensee, at its own expense, shall maintain …". '' when no aside stands before the modal.
 */
function subjectPastAside(text: string, words: ReadonlyArray<RegExpMatchArray>, k: number): string {
  const at = words[k]!.index!;
  const before = text.slice(Math.max(0, at - 160), at);
  const aside = /,\s*[^,.;:]{3,140},\s*$/.exec(before);
  if (!aside) return '';
  const open = at - before.length + aside.index;
  let j = k - 1;
  while (j >= 0 && words[j]!.index! > open) j--;
  return subjectBefore(words, j + 1);
}

/**
 * A party's role written in lower case right before the modal: "the company shall be responsible for the payment …"
 * (cuad-dev-28 § 1(c), where the contract elsewhere writes "the Company"). Only a role the questions name parties by.
 */
function roleInLowerCase(words: ReadonlyArray<RegExpMatchArray>, k: number): string {
  const [the, role] = [words[k - 2]?.[0] ?? '', words[k - 1]?.[0] ?? ''];
  return /^the$/i.test(the) && ROLE_WORD.test(role) ? role : '';
}
const ROLE_WORD = new RegExp(`^(?:${ROLES})$`);

/** The party named right before the modal at k ("" when the words there name none: "shall have the right"). */
function subjectBefore(words: ReadonlyArray<RegExpMatchArray>, k: number, { reach, joined }: { reach: number; joined: boolean } = ONE_SUBJECT): string {
  const run: string[] = [];
  // "either ITS or COMWARE shall have the right to terminate" is ITS's right as much as COMWARE's (trial 51, cuad-scale-286).
  for (let j = k - 1; j >= 0 && run.length < reach && (SUBJECT_WORD.test(words[j]![0]) || (joined && (/^and$/i.test(words[j]![0]) || (/^or$/i.test(words[j]![0]) && words.slice(Math.max(0, j - 4), j).some((w) => /^either$/i.test(w[0])))))); j--) run.unshift(words[j]![0]);
  return run.some((w) => /^\p{Lu}/u.test(w) || /^part(?:y|ies)$/i.test(w)) ? run.join(' ') : '';
}

/**
 * "Is the Consultant an employee of the Company?" asks what the Consultant is: a clause answers it by saying the status of
 * the Consultant, near its name ("… shall be construed to constitute Consultant as an agent, employee or representative"),
 * or of either party. Session 32's trial had cuad-dev-04's indemnity — "Consultant agrees to indemnify … the Company and …
 * their respective directors, officers and employees" — green for it ("Says Consultant, employee, Company").
 */
export type Status = { name: string; noun: string };

const STATUS_ASKED = new RegExp(String.raw`^\s*(?:is|are)\s+(?:the\s+)?(${NAME})\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:of|to|for|under|with|in|by)\b|\s*[?.]?\s*$)`, 'u');

export function askedStatus(question: string): Status | null {
  const m = STATUS_ASKED.exec(questionWordLowered(question));
  if (!m || NOT_A_PARTY.test(m[1]!.trim())) return null;
  const name = m[1]!.trim();
  const noun = stemmer(m[2]!.trim().split(/\s+/).at(-1)!.toLowerCase());
  // "Is the Distributor an exclusive distributor?" asks how it is appointed, which its concept reads.
  return name.toLowerCase().split(/\s+/).some((w) => stemmer(w) === noun) ? null : { name, noun };
}

/** A text's words, and the last word of each of a party's names ("Agency" of "the Agency"): what a mention near a word is. */
function wordsAndNames(text: string, name: string, aliases: readonly string[]): { words: string[]; names: string[] } {
  return {
    words: [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)].map((m) => m[0]),
    names: [name, ...aliases].map((n) => n.toLowerCase().split(/\s+/).at(-1)!),
  };
}

/** How many words after whom it is said of a status may stand: "constitute Consultant as an agent, employee". */
const STATUS_REACH = 8;
/** Who a relationship clause says it of when it names neither: "neither party is an employee or agent of the other". */
const EITHER_PARTY = /^(?:either|neither|each|both|parties|party)$/i;
/**
 * What says a status of a party, between its name and the status: "Consultant will perform the Services as an
 * independent contractor", "shall not be deemed an employee", "neither party is an agent". "Consultant’s assistants,
 * employees" and "Consultant or Consultant’s … employees" say whose employees, not what the Consultant is.
 */
const LINK = /^(?:is|are|be|been|being|as|become|becomes|remain|remains|constitute|constitutes)$/i;

/** Whether `text` says the asked status of the party (or of either party): its name, a linking word, then the status. */
export function saysStatus(text: string, status: Status, aliases: readonly string[] = []): boolean {
  const { words, names } = wordsAndNames(text, status.name, aliases);
  return words.some((w, j) => {
    if (!names.includes(w.toLowerCase()) && !EITHER_PARTY.test(w)) return false;
    let linked = false;
    for (let i = j + 1; i < words.length && i - j <= STATUS_REACH; i++) {
      if (LINK.test(words[i]!)) linked = true;
      else if (linked && stemmer(words[i]!.toLowerCase()) === status.noun) return true;
    }
    return false;
  });
}

/**
 * "Does MICOA pay the Agency's expenses?" asks about what is the Agency's: a claim that names expenses of no one's — "The
 * Agency and MICOA shall pay the cost of their arbitrator and share equally in the expense of the third arbitrator" — says
 * other expenses (cuad-dev-01, session 32's trial: green). The owner a question names by its possessive ("the Agency's",
 * "WPT's") and the noun it owns, when the owner is a name and another party acts on it; the word "party's" names no one.
 */
/**
 * `strict` when another party acts on the owner's thing: then the claim must say it as the owner's. Otherwise ("What is the
 * cap on Sponsor's liability?") it must only not say it as another's only: "THE LIABILITY OF EXCITE … IS LIMITED TO …" caps
 * Excite's (cuad-dev-21, session 33's trial: green), while "The Executive shall be paid a basic salary" says the Executive's.
 */
export type Owned = { owner: string; noun: string; strict: boolean };

// "… liability capped at the amounts …" (trial 38, cuad-dev-21): "at" ends the noun as "to" does.
const OWNED = new RegExp(String.raw`(?:^|\s)(?:the\s+)?(${NAME})['’]s\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:to|for|of|in|on|under|with|by|from|and|or|at)\b|\s*[?.,]|\s*$)`, 'u');

export function askedOwned(question: string): Owned | null {
  const m = OWNED.exec(questionWordLowered(question));
  if (!m || NOT_A_PARTY.test(m[1]!.trim())) return null;
  // Strictly only what one party does to another's: "What is the Executive's base salary?" and "What are Zynga's obligations
  // after termination?" are answered by "The Executive shall be paid a basic salary" and "Zynga shall …", which say the owner
  // as the one the clause is about.
  const actor = askedActor(question)?.name.toLowerCase();
  const strict = actor !== undefined && actor !== m[1]!.trim().toLowerCase();
  // A participle after the noun is what is asked of it ("WGT's liability capped?"), not part of it.
  const words = m[2]!.trim().split(/\s+/);
  while (words.length > 1 && PARTICIPLE.test(words.at(-1)!)) words.pop();
  return { owner: m[1]!.trim(), noun: stemmer(words.at(-1)!.toLowerCase()), strict };
}

/** What stands between a party and "liable": "Company shall not be", "in no event shall Company be held". */
const LIABLE_VERB = /^(?:shall|will|may|must|would|should|be|is|are|been|being|held|not|also|ever|jointly|severally|personally)$/i;
/** Words that make a noun a kind rather than anyone's: "product liability", "strict liability", "tort liability". */
const KIND_OF = /^(?:product|products|strict|tort|contractual|vicarious|joint|several|criminal|civil|contingent|professional|public|general|environmental)$/i;

/**
 * Whether `text` says the noun as the owner's — "the Agency's expenses", "Agency expenses", "expenses of the Agency", "its
 * expenses" — by any name the contract gives the owner; true too when it never says the noun (other checks weigh that),
 * unless its section's heading says whose the section is and that is another's: "Financial reimbursements claimed according
 * to such indemnification shall not exceed payments received by OntoChem" under "Indemnification by OntoChem" caps no
 * indemnity of Anixa's (trial 39, cuad-dev-03 § 8.2: green for "Is Anixa's indemnification obligation capped …?").
 */
export function saysOwned(text: string, owned: Owned, aliases: readonly string[] = [], under: HeadingAndParties | null = null): boolean {
  const { words, names } = wordsAndNames(text, owned.owner, aliases);
  const isOwner = (w: string | undefined) => w !== undefined && (names.includes(w.toLowerCase().replace(/['’]s?$/, '')) || /^(?:its|their|his|her)$/i.test(w));
  // Another's, said outright: "Excite's liability", "THE LIABILITY OF EXCITE" — a capitalised word that is no name of the owner.
  const isAnother = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w) && !isOwner(w) && !/^(?:The|This|That|Such|Any|Each|Either|Neither|Both|All|Other|Party|Parties|It|They|He|She|We)(?:['’]s?)?$/i.test(w);
  let said = 0;
  let another = 0;
  let reversed = false;
  for (let i = 0; i < words.length; i++) {
    const stem = stemmer(words[i]!.toLowerCase());
    // Whose liability "IN NO EVENT SHALL COMPANY BE LIABLE" says: the subject of "liable" (cuad-dev-04 § 10, trial 40).
    if (owned.noun === 'liabil' && stem === 'liabl') {
      const subject = words.slice(Math.max(0, i - 5), i).reverse().find((w) => !LIABLE_VERB.test(w));
      if (isOwner(subject)) return true;
      said++;
      if (isAnother(subject)) another++;
      continue;
    }
    if (stem !== owned.noun) continue;
    // A kind of it is no one's: "WGT'S LIABILITY (… PRODUCT LIABILITY, STRICT LIABILITY …)" says WGT's only (trial 39,
    // cuad-dev-06 § 18: two kinds outnumbered the one owner and the cap was green for the Distributor's).
    // Nor is one that refers back ("GIVING RISE TO SUCH LIABILITY"): it is the liability already named.
    if (KIND_OF.test(words[i - 1] ?? '') || /^(?:such|said)$/i.test(words[i - 1] ?? '') || (/^of$/i.test(words[i - 1] ?? '') && /^(?:theory|theories|basis|form|forms|kind|kinds|type|types)$/i.test(words[i - 2] ?? ''))) continue;
    said++;
    // The owner up to three words before ("Agency's out-of-pocket expenses", "Agency expenses"), or "of [the] owner" after.
    if ([1, 2, 3].some((k) => isOwner(words[i - k]))) return true;
    const after = words.slice(i + 1, i + 6).map((w) => w.toLowerCase());
    // Or with a second noun between: "the books and records of Detto" (trial 51, cuad-scale-370 § 3.3: read as another's books).
    const ofAt = after[0] === 'of' ? 0 : /^(?:and|or)$/.test(after[0] ?? '') && after[2] === 'of' ? 2 : -1;
    const of = ofAt < 0 ? undefined : after[ofAt + 1] === 'the' ? words[i + ofAt + 3] : words[i + ofAt + 2];
    if (isOwner(of)) return true;
    // With another party acting (`strict`), "the other party" is the owner: "… assigned … by either party without the prior
    // written consent of the other party" says Network's consent to "Can Affiliate assign … without Network's consent?".
    if (owned.strict && ((after[0] === 'of' && OTHER_PARTY.test(words.slice(i + 2, i + 5).join(' '))) || /\bother\s+party['’]s?(?:\s+\S+){0,2}$/i.test(words.slice(Math.max(0, i - 4), i).join(' ')))) return true;
    // "WGT'S LIABILITY" in a clause in capitals is a possessive too (trial 39, cuad-dev-06 § 18), as is one a word or two
    // before: "COMPANY’S AGGREGATE LIABILITY" (trial 40, cuad-dev-04 § 10).
    const possessor = [1, 2, 3].map((k) => words[i - k]).find((w) => w !== undefined && /['’]s?$/i.test(w));
    const anothers = isAnother(of) || (possessor !== undefined && isAnother(possessor));
    if (anothers) another++;
    // Another's, owed to the owner: "Licensor's liability to Company" is the reverse of "the Company's liability to Licensor"
    // (trial 36, cuad-dev-07) — no other mention of the noun makes it the owner's.
    if (anothers && after[0] === 'to' && isOwner(after[1] === 'the' ? words[i + 3] : words[i + 2])) reversed = true;
  }
  if (reversed) return false;
  if (said === 0) return !(under && headedAsAnothers(under, owned, aliases));
  return !owned.strict && another < said;
}

/** "Indemnification by OntoChem", "Obligations of the Licensee", "OntoChem's Covenants": a heading that names whose section it is. */
const HEADING_OWNER = new RegExp(String.raw`\b(?:by|of)\s+(?:the\s+)?(${NAME})\s*$|^\s*(?:the\s+)?(${NAME})['’]s\b`, 'u');

/** A claim's section heading, and the contract's parties by every name it gives them (party-aliases.ts). */
export type HeadingAndParties = { heading: string | null; parties: readonly (readonly string[])[] };

/** Whether the heading names another party of the contract as whose the section is: "Limitation of Liability" names none. */
function headedAsAnothers({ heading, parties }: HeadingAndParties, owned: Owned, aliases: readonly string[]): boolean {
  const m = heading ? HEADING_OWNER.exec(heading.trim().replace(/[.:]+$/, '')) : null;
  const name = (m?.[1] ?? m?.[2])?.trim().toLowerCase();
  if (!name) return false;
  const owner = new Set([owned.owner, ...aliases].map((n) => n.toLowerCase()));
  const group = parties.find((g) => g.some((n) => n.toLowerCase() === name));
  return group !== undefined && !group.some((n) => owner.has(n.toLowerCase()));
}

/**
 * The party a question asks holds a right or an option: "Does Excite have a right of first refusal …?" → "Excite". A clause
 * that gives the right to another answers no question about this one's: "Excite will offer Sponsor the right of first
 * refusal …" is Sponsor's (trial 37, cuad-dev-21), "the Licensor shall have the right (the “Right of First Refusal”) …" the
 * Licensor's (trial 35, cuad-dev-13: both were green for the other party).
 */
export function askedHolder(question: string): string | null {
  const m = HOLDER_ASKED.exec(questionWordLowered(question));
  return m && !NOT_A_PARTY.test(m[1]!.trim()) ? m[1]!.trim() : null;
}
const HOLDER_ASKED = new RegExp(String.raw`^\s*(?:does|do|has|have|will|would)\s+(?:the\s+)?(${NAME})\s+(?:have|has|hold|holds|get|gets|retain|retains|enjoy|enjoys)\s+(?:a|an|any|the|such)\s+(?:[\p{L}-]+\s+){0,3}?(?:rights?|options?)\b`, 'u');

/**
 * Whether `text` gives the right to the holder asked, by any name the contract gives it: true when it names no holder (other
 * checks weigh that) or names this one among its holders.
 */
export function holdsRight(text: string, holder: string, aliases: readonly string[] = []): boolean {
  const held = [...text.matchAll(RIGHT_GIVEN), ...text.matchAll(RIGHT_HELD)].map((m) => m[1]!.replace(/^the\s+/i, '').toLowerCase());
  // "Each party shall have the right …" is any party's, this one's too.
  if (held.length === 0 || held.some((h) => /^(?:either|each|both|any)\b/.test(h))) return true;
  const names = [holder, ...aliases].map((n) => n.replace(/^the\s+/i, '').toLowerCase());
  return held.some((h) => names.some((n) => h === n || h.endsWith(` ${n}`) || n.endsWith(` ${h}`)));
}
/** "offer Sponsor the right of …", "grant to Licensee an option to …". */
const RIGHT_GIVEN = new RegExp(String.raw`\b(?:offers?|grants?|gives?|provides?|extends?|affords?)\s+(?:to\s+)?((?:the\s+)?${NAME})\s+(?:a|an|the|such)\s+(?:[\p{L}-]+\s+){0,3}?(?:rights?|options?)\b`, 'gu');
/** "the Licensor shall have the right …", "Sponsor will hold an option …". */
const RIGHT_HELD = new RegExp(String.raw`(?:^|[\s,(])((?:the\s+)?${NAME})\s+(?:shall|will|may|does|is\s+to)\s+(?:also\s+)?(?:have|hold|retain|enjoy)\s+(?:a|an|the|such)\s+(?:[\p{L}-]+\s+){0,3}?(?:rights?|options?)\b`, 'gu');

/**
 * Whether a question may name a party (a capitalised word after its first, or a party that acts): only then are the
 * parties' names read from the contract's opening.
 */
export function mayNameParty(question: string): boolean {
  return askedActor(question) !== null || /\s[\p{Lu}\d][\p{L}\d&@.'’-]+/u.test(question.trim().replace(/^\S+/, ''));
}

/**
 * The question's words for each party it names by a name the contract gives it, when `text` names that party by any of its
 * names: "Can Audible assign the agreement …?" is answered by "Company may not assign …" in a contract that calls Audible
 * Inc. "Company" (session 21: refused, "Audible" missing), and "Can LEA assign …?" by "either party may assign …". Lower-case
 * names ("we", "our") are pronouns, not names asked.
 */
export function partyWordsSaid(question: string, text: string, parties: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const asked = askedActor(question);
  // Parties asked of together act each: "Must Ehave and CHT keep their required insurance …?" is answered by "Both Parties
  // shall … maintain …" (trial 48, cuad-dev-19 § 15(a): refused, both names missing).
  const actors = asked ? (asked.aliases ?? [asked.name]).map((n) => n.toLowerCase()) : [];
  for (const group of parties) {
    const named = namesAsked(question, group);
    // "Either party may assign …" says what LEA may do as much as "LEA may assign …" — of the party that acts; "each Party
    // shall cooperate" says nothing of Cerence's "no-challenge obligation".
    const acts = group.some((n) => actors.includes(n.toLowerCase()));
    // And "the other party" is the one that does not act: "… may be assigned by either party without the prior written consent
    // of the other party" says Network's consent to "Can Affiliate assign … without Network's consent?" (cuad-dev-00).
    const other = actors.length > 0 && !acts && OTHER_PARTY.test(text);
    // "the prevailing Party", "one of the Parties": whichever party sues or wins, so each the question names (trial 44,
    // cuad-dev-04 § 12.8: "If TruckThat sues Driven Deliveries … and wins, can it recover its … attorneys' fees?" was refused
    // for both names).
    // A clause that names no party binds whoever it is about: "Any period of absence of up to five days may be self-certified"
    // says what Brett Haumann, "the Executive", may do (trial 46, cuad-dev-20 § 13.2: refused, only the name missing).
    const nobody = acts && !namesAnyParty(text, parties) && actedOnByNoOne(text, asked!);
    if (named.length === 0 || !((acts && ANY_PARTY.test(text)) || nobody || other || IN_DISPUTE.test(text) || group.some((n) => wordRe(n, !/^[\p{Lu}\d]/u.test(n)).test(text)))) continue;
    for (const n of named) out.push(...contentTerms(n));
  }
  return [...new Set(out)];
}

/**
 * The names of one party the question says: each name it says whole, and the leading words of a longer one, as a lawyer
 * shortens a name — "Smart RX" for "SMART RX SYSTEMS, INC." (trial 50, cuad-scale-054 § 4.5: "Can A3 Development Group send
 * its accountants in to examine Smart RX's records …?" was refused, "RX" missing, where the clause says "the other Party").
 * Two words at least: a name's first word alone is its short name when the opening gives it one (party-aliases.ts).
 */
function namesAsked(question: string, group: readonly string[]): string[] {
  const names = group.filter((n) => /^[\p{Lu}\d]/u.test(n));
  const whole = names.filter((n) => wordRe(n, false).test(question));
  const leading = names.flatMap((n) => {
    const words = n.replace(/[,.]+$/, '').split(/\s+/);
    for (let k = words.length - 1; k >= 2; k--) {
      const part = words.slice(0, k).join(' ').replace(/,$/, '');
      if (wordRe(part, false).test(question)) return [part];
    }
    return [];
  });
  return [...new Set([...whole, ...leading])];
}

/**
 * Whether `text` names a party: by any name the contract gives one, as "either party", "the other party", "the prevailing
 * Party", or by a name before a modal that the contract's opening did not give ("ACSI may assign …").
 */
function namesAnyParty(text: string, parties: readonly (readonly string[])[]): boolean {
  return ANY_PARTY.test(text) || OTHER_PARTY.test(text) || IN_DISPUTE.test(text) || /\bpart(?:y|ies)\b/i.test(text) || NAMED_SUBJECT.test(text) || parties.some((group) => group.some((n) => wordRe(n, !/^[\p{Lu}\d]/u.test(n)).test(text)));
}
/** Whether `text` says the asked act in the passive ("may be self-certified"): done by whoever the clause is about. */
function actedOnByNoOne(text: string, actor: Actor): boolean {
  const acts = actsOf(actor);
  return [...text.matchAll(/\b(?:be|been|being)\s+(?:\p{Ll}+ly\s+)?(\p{L}+(?:-\p{L}+)*)/gu)].some((m) => acts.has(stemmer(m[1]!.toLowerCase())));
}
const NAMED_SUBJECT = /\b\p{Lu}[\p{L}\p{N}&.'’-]*\s+(?:shall|will|may|must|can|agrees?|hereby)\b/u;

/**
 * `text` with the parties' names of several words that the question does not say taken out: "Does the non-compete apply in
 * India?" is not answered by "Gulf Oil and Gulf India each agree … not to acquire …" (cuad-dev-16, session 32's trial),
 * whose "India" is a party's name, not a place the covenant reaches.
 */
export function withoutUnaskedNames(text: string, question: string, parties: readonly (readonly string[])[]): string {
  const names = parties.flat().filter((n) => /\s/.test(n.trim()) && !wordRe(n, false).test(question)).sort((a, b) => b.length - a.length);
  // A split takes every mention out, without a global pattern to build each time.
  return names.reduce((t, n) => t.split(wordRe(n, false)).join(' '), text);
}

const WORD_RES = new Map<string, RegExp>();
function wordRe(name: string, caseSensitive: boolean): RegExp {
  const key = `${caseSensitive ? 's' : 'i'}:${name}`;
  let re = WORD_RES.get(key);
  // Names of every document asked about: bounded, so a long session does not keep them all.
  if (!re && WORD_RES.size > 10_000) WORD_RES.clear();
  if (!re) WORD_RES.set(key, (re = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}(?![\p{L}\p{N}])`, caseSensitive ? 'u' : 'iu')));
  return re;
}
