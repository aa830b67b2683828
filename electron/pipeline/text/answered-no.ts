/**
 * A yes-no question the cited clause answers no in its own words: "Is the Distributor's appointment exclusive …?" of "…
 * appoints Distributor … as a nonexclusive distributor", "Can the Carrier be liable … for consequential damages?" of "In no
 * event shall Carrier be liable for … consequential damages", "May the Professional assign this agreement …?" of "This
 * Agreement may not be assigned by the Professional under any circumstances" (trial 39: each green, and a green tick on a
 * yes-no question reads as yes). Read in two halves: the words a question asks of, once; each claim against them.
 */
import { stemmer } from './porter.js';
import { SELF_NAMES } from './capitals.js';
import { contentTerms } from './question-units.js';
import { CONDITION_PUT, FRACTION, IF_CUES, SCENE, YES_NO } from './lengths-said.js';

/**
 * The stems of the words a plain yes-no question asks whether something is or does; null for any other question, one that
 * offers alternatives ("Can a party assign …, or is consent required …?"), asks more ("…, and for what term?") or is itself
 * negative. When it asks whether a party is restricted ("Is the Professional prevented from endorsing …?", "Does the
 * agreement prohibit assignment?") only the restriction counts: "shall not assign" is the prohibition, so its answer is yes.
 */
export function askedPolarity(question: string): AskedPolarity | null {
  // A condition ("without MICOA's written permission") and a party named by its role ("the non-breaching party") negate
  // nothing the question asks (trial 40: cuad-dev-01 § I.8 and cuad-dev-12 § 4(c) were green).
  // Nor does the scene a question sets: "If the Contractor does not confirm a Purchase Order within five working days, is the
  // order deemed accepted?" asks whether it is deemed accepted (trial 41).
  // Nor the condition it puts after what it asks: "Can T&B terminate the agreement if LEA's monthly Royalty Payment fails to
  // exceed …?" asks whether T&B can terminate (trial 44).
  const asked = question.replace(SCENE, ' ').replace(WITHOUT_CONSENT, ' ').replace(ROLE, ' ').replace(CONDITION_PUT, ' ');
  if (!YES_NO.test(question) || ALTERNATIVES.test(asked) || NEGATIVE_ASKED.test(asked)) return null;
  const withoutConsent = WITHOUT_CONSENT.test(question);
  const wholly = CAPPED_AT_PAID.test(question) && !PART_OF_PAID.test(question);
  const lasts = LASTS_ASKED.exec(asked.trim());
  const lasting = lasts ? new Set(contentTerms(lasts[1]!)) : null;
  const immediate = IMMEDIATE_ASKED.exec(asked)?.[0] ?? null;
  const scened = SCENE.test(question);
  const restriction = RESTRICTIVE.exec(question);
  if (restriction) {
    const anyAtAll = /\bany\b/i.test(question.slice(restriction.index));
    return { terms: new Set(contentTerms(restriction[0])), withoutConsent, wholly, anyAtAll, lasting, immediate, scened };
  }
  return { terms: new Set(contentTerms(asked).filter((t) => !PARTY_WORDS.has(t))), withoutConsent, wholly, anyAtAll: false, lasting, immediate, scened };
}
/**
 * The stems a yes-no question asks whether something is or does; whether it asks it without a party's consent; whether it
 * asks a cap at the whole of what was paid ("capped at the total amount the Licensee has paid"); whether it asks a
 * restriction on any at all ("prohibited from entering into any agreement …").
 */
export type AskedPolarity = { terms: ReadonlySet<string>; withoutConsent: boolean; wholly: boolean; anyAtAll: boolean; lasting: ReadonlySet<string> | null; immediate: string | null; scened: boolean };
/** An act asked done at once: "can Mossimo terminate the agreement with immediate effect?". */
const IMMEDIATE_ASKED = /\b(?:with\s+immediate\s+effect|(?:effective\s+)?immediately|forthwith|at\s+once)\b/i;
/**
 * An act a claim makes take effect later: "Any termination pursuant to this paragraph shall become effective on the 30th
 * day next following the date of receipt …", "upon thirty (30) days' prior written notice".
 */
const TAKES_EFFECT_LATER = /\b(?:shall|will)\s+(?:only\s+)?(?:become|be|take)\s+effective\s+(?:on|upon|at|after|following)\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)|[\p{L}-]+(?:\s+\(\d+\))?\s+(?:days?|months?|weeks?)|expiration|end)\b(?:\s+[^\s.;]+){0,6}|\b(?:upon|on|with|after|by\s+giving)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?(?:[\p{L}-]+\s+)?\(?\d+\)?\s+(?:days?|months?)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/giu;
/**
 * Whether a thing lasts: "does this Amendment stay in force?", "Will the licence survive …?", "Does the non-compete continue
 * …?" — and the words that name the thing (`lasting`).
 */
const LASTS_ASKED = /^(?:does|do|will|would|shall|is|are)\s+((?:[\p{L}'’&.-]+\s+){1,5}?)(?:still\s+)?(?:stay|stays|remain|remains|continue|continues|survive|survives|(?:be|remain)\s+(?:valid|effective|binding|in\s+(?:full\s+)?(?:force|effect)))\b/iu;
/**
 * An end the claim states: "shall terminate without any force or effect", "shall automatically expire", "shall cease to have
 * effect", "shall be null and void". The words before it name what ends (see `lasting`).
 */
const ENDS = /\b(?:shall|will)\s+(?:(?:automatically|immediately|thereupon|forthwith)\s+)?(?:terminate(?:\s+(?:and\s+be\s+)?(?:without|of)\s+(?:any\s+|no\s+)?(?:further\s+)?force\s+(?:or|and)\s+effect)?|expire|cease\s+to\s+(?:be\s+in\s+(?:full\s+)?(?:force|effect)|have\s+(?:any\s+)?(?:force|effect)|be\s+(?:valid|effective|binding)|apply)|(?:become|be)\s+(?:null\s+and\s+void|void|of\s+no\s+(?:further\s+)?(?:force|effect)))\b/giu;
/** "capped at the total amount …", "limited to the fees paid": a cap at what was paid. */
const CAPPED_AT_PAID = /\b(?:capped|limited)\s+(?:at|to)\s+(?:the\s+)?(?:total\s+|aggregate\s+|full\s+|cumulative\s+)?(?:amounts?|fees?|sums?|payments?|compensation|charges?|consideration)\b/i;
/** A part or a multiple of what was paid: "ONE HALF OF THE AMOUNT PAID", "two times the fees paid", "fifty percent (50%) of the fees received". */
const PART_OF_PAID = new RegExp(String.raw`\b(?:${FRACTION}|twice|double|(?:two|three|four|five|[2-9])\s*(?:\(\s?\d\s?\)\s*)?times|(?!100\b)\d{1,2}(?:\.\d+)?\s?%|(?!hundred\b|one\s+hundred\b)\p{L}+(?:-\p{L}+)?\s+percent(?:\s*\(\s?\d+(?:\.\d+)?\s?%\s?\))?)\s+(?:of\s+)?(?:the\s+)?(?:total\s+|aggregate\s+|cumulative\s+)?(?:amounts?|fees?|sums?|payments?|compensation|charges?|consideration)\s+(?:actually\s+)?(?:paid|received|payable)\b`, 'iu');
/** A restraint on more than a number: "CNET will not enter into more than two other agreements" restrains not any at all. */
const NOT_MORE_THAN = /\b(?:shall|will|may|must)\s+not\s+(?:[\p{L}-]+\s+){0,4}?more\s+than\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?:\s+\(\d+\))?(?:\s+[\p{L}-]+){0,2}/iu;
/** "without MICOA's written permission", "without the prior written consent of the other party", "without its approval". */
/** A consent a claim requires: "for which Licensor's prior written consent is required", "requiring the above consent". */
const CONSENT_REQUIRED = /\b(?:(?:prior\s+|express\s+|advance\s+|written\s+){0,3}(?:consent|approval)\s+(?:is|shall\s+be|will\s+be|being)\s+required|requir(?:e|es|ed|ing)\s+(?:the\s+)?(?:[\p{L}.&'’-]+\s+){0,3}?(?:prior\s+|express\s+|advance\s+|written\s+){0,3}(?:consent|approval))\b/giu;
/** Whether a claim lets an act go without a consent ("may assign … without consent"), not forbids it ("shall not assign … without"). */
function letsGoWithout(claim: string): boolean {
  return [...claim.matchAll(WITHOUT_CONSENT_ALL)].some((m) => !/\b(?:not|no|neither|nor|never)\b/i.test(claim.slice(0, m.index).split(/[.;]\s/).at(-1) ?? ''));
}
/** "No consent shall be required", "without requiring consent": no requirement. */
const NEGATED_BEFORE = /\b(?:no|not|without|nor)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu;
const WITHOUT_CONSENT = /\bwithout\s+(?:(?:the|a|any|its|their|[\p{L}.&-]+['’]s?)\s+)?(?:(?:prior|express|advance|written|formal)\s+){0,3}(?:consent|permission|approval|authori[sz]ation|agreement)\b/iu;
const WITHOUT_CONSENT_ALL = new RegExp(WITHOUT_CONSENT.source, 'giu');
/** A party named by its role: "the non-breaching party", "the non-defaulting Party". */
const ROLE = /\bnon-?\s?\p{L}+ing\s+part(?:y|ies)\b/giu;
const PARTY_WORDS: ReadonlySet<string> = new Set(contentTerms('party parties'));
const ALTERNATIVES = /,?\s+(?:or|and)\s+(?:is|are|does|do|can|may|must|will|what|how|when|which|who|for\s+what|if\s+so)\b|\bwhether\b/i;
const NEGATIVE_ASKED = /\b(?:not|no|non-?\w+|never|neither|nor|without)\b|n['’]t\b/i;
const RESTRICTIVE = /\b(?:prohibit\w*|restrict\w*|prevent\w*|barred|precluded?|forbid\w*|limit\w*|exclude[sd]?|disclaim\w*|waive[sd]?|capped)\b/i;

/**
 * The words in which the claim denies what the question asks ("nonexclusive", "may not be assigned", "In no event shall
 * Carrier be liable"), or null: when it says none, says the same word un-negated too ("may not assign …, except that Company
 * may assign …"), or denies it only in a condition or a proviso ("if Licensor does not cure", "provided that this shall not
 * limit …").
 */
export function saysNo(polarity: AskedPolarity | null, claim: string): string | null {
  if (!polarity) return null;
  // A cap at a part or a multiple of what was paid is no cap at all of it (trial 40: cuad-dev-13's "ONE HALF OF THE AMOUNT
  // PAID" was green for "the total amount the Licensee has paid"); a restraint on more than two is none on any (cuad-dev-18
  // § 5, "will not enter into more than two other agreements").
  const stated = (polarity.wholly ? PART_OF_PAID.exec(claim) : null) ?? (polarity.anyAtAll ? NOT_MORE_THAN.exec(claim) : null);
  if (stated) return stated[0].replace(/\s+/g, ' ');
  // "If both … are terminated, does this Amendment stay in force?" of "This Amendment … shall terminate without any force or
  // effect in the event that the VNBJ SPA and the VNBZ SPA are terminated" (trial 42, cuad-dev-11 Art. 4 was green): what the
  // question asks lasts, the claim ends — said of it in the same sentence, and not in a condition.
  const ends = polarity.lasting ? endOf(claim, polarity.lasting, polarity.scened) : null;
  if (ends) return ends;
  // "… with immediate effect?" of "Any termination pursuant to this paragraph shall become effective on the 30th day next
  // following …" (trial 42, cuad-dev-07 § 16 was green without that sentence): it takes effect later, so the answer is no.
  const later = polarity.immediate ? [...claim.matchAll(TAKES_EFFECT_LATER)].find((m) => !conditioned(claim, m.index)) : undefined;
  if (later && !IMMEDIATE_ASKED.test(claim)) return later[0].replace(/\s+/g, ' ').trim();
  // "Could Empirical Ventures go through a merger without needing PSiTech's consent …?" of "… any merger … will be deemed to
  // be a transfer … for which Licensor's prior written consent is required" (trial 51, cuad-scale-104 § 11.7): the consent the
  // question would do without is required, so the answer is no — unless the claim also lets some act go without it.
  const required = polarity.withoutConsent ? [...claim.matchAll(CONSENT_REQUIRED)].find((m) => !conditioned(claim, m.index) && !NEGATED_BEFORE.test(claim.slice(Math.max(0, m.index - 30), m.index))) : undefined;
  if (required && !letsGoWithout(claim)) return required[0].replace(/\s+/g, ' ');
  if (polarity.terms.size === 0) return null;
  const asked = polarity.terms;
  const denied: Array<{ term: string; said: string }> = [];
  for (const re of DENIALS) {
    for (const m of claim.matchAll(re)) {
      if (conditioned(claim, m.index)) continue;
      // "may not assign … without Licensor's prior written consent" denies it only without consent: with consent, or asked
      // plainly ("Can Licensee assign this Agreement?"), the answer is yes.
      const rest = /^[^.;]*/.exec(claim.slice(m.index + m[0].length))![0];
      if (!polarity.withoutConsent && WITHOUT_CONSENT.test(rest)) continue;
      // "may not be assigned by either party, except … (b) to any entity that controls, is controlled by or is under common
      // control with such party" answers "Can Cyberian Outpost assign … to an entity under common control …?" yes: the
      // question asks the case excepted (trial 43, cuad-dev-18 § 9.2).
      if (exceptsAsked(rest, asked)) continue;
      // The first word of the denial's reach that the question asks of, past a name or a noun a determiner makes its
      // subject: "In no event shall Carrier be liable", not "in no event shall this limitation apply". In capitals every
      // word looks like a name: there only the determiner and the party words tell the subject.
      const window = m[1]!;
      const shouting = !/\p{Ll}/u.test(window);
      let previous = '';
      for (const w of window.matchAll(/\p{L}+/gu)) {
        const after = previous;
        previous = w[0];
        if ((!shouting && /^\p{Lu}/u.test(w[0])) || DETERMINER.test(after)) continue;
        const term = termOf(w[0]);
        if (term === null || !asked.has(term)) continue;
        const end = m.index + m[0].length - window.length + w.index + w[0].length;
        denied.push({ term, said: claim.slice(m.index, end).replace(/\s+/g, ' ') });
        break;
      }
    }
  }
  // "Affiliate shall have no obligation to broadcast …" answers "Is the Affiliate obligated to broadcast …?" no — of the act
  // asked, not of another ("… no obligation to pay"), though the clause also says when a Station "shall broadcast" (trial 41,
  // cuad-dev-00 § 3(a) was green).
  // So does "Sponsor will not be obligated to make sponsorship … payments" "must N2K keep paying … sponsorship … fees?" (trial
  // 42, cuad-dev-21 § 11(b)): the first word of what is not owed that the question asks of.
  for (const m of claim.matchAll(NO_DUTY)) {
    if (conditioned(claim, m.index)) continue;
    const duty = termOf(m[1] ?? m[2]!)!;
    const what = m.index + m[0].length - m[3]!.length;
    const owed = [...m[3]!.matchAll(/\p{L}+/gu)].find((w) => !LIGHT.test(w[0]) && asked.has(termOf(w[0]) ?? ''));
    if (owed) denied.push({ term: asked.has(duty) ? duty : termOf(owed[0])!, said: claim.slice(m.index, what + owed.index + owed[0].length).replace(/\s+/g, ' ') });
  }
  // "it shall be deemed rejected" answers "is the order deemed accepted?" no — a deeming is a condition's consequence, so no
  // condition before it makes it less the answer (trial 41, cuad-dev-14 § 7.3 was green).
  for (const m of claim.matchAll(DEEMED_OPPOSITE)) {
    for (const term of OPPOSITE_OF[termOf(m[1]!) ?? ''] ?? []) if (asked.has(term)) denied.push({ term, said: m[0].replace(/\s+/g, ' ') });
  }
  // "its successors or assigns" names who may hold the agreement, not an assignment the clause allows.
  const words = claim.replace(/\bsuccessors\s+(?:and\/or|and|or)\s+(?:permitted\s+)?assigns\b/gi, ' ').match(/\p{L}+/gu) ?? [];
  for (const d of denied) {
    const said = words.filter((w) => termOf(w) === d.term).length;
    if (said <= denied.filter((e) => e.term === d.term).length) return d.said;
  }
  return null;
}
/** Whether what follows a denial excepts from it a case the question names: two of its words after "except" or "other than". */
function exceptsAsked(rest: string, asked: ReadonlySet<string>): boolean {
  const at = EXCEPT.exec(rest);
  return at !== null && contentTerms(rest.slice(at.index)).filter((t) => asked.has(t)).length >= 2;
}
const ON_EVENT = new RegExp(String.raw`\b(?:${IF_CUES}|unless|upon|should)\b`, 'i');
const EXCEPT = /\b(?:except|excepting|other\s+than|save)\b/i;

/** The claim's words that end what a question asks lasts, in the sentence that names it; null when none does. */
function endOf(claim: string, lasting: ReadonlySet<string>, scened: boolean): string | null {
  for (const m of claim.matchAll(ENDS)) {
    if (conditioned(claim, m.index)) continue;
    const sentence = claim.slice(0, m.index).split(/[.;]\s+(?=\p{Lu})/u).at(-1) ?? '';
    // An end on an event answers only a question that sets a scene ("If both … are terminated, does …?"): "Does the licence
    // remain in force?" is not answered no by "If the Licensee does not pay, the licence shall terminate".
    const rest = /^[^.;]*/.exec(claim.slice(m.index))![0];
    if (!scened && ON_EVENT.test(`${sentence} ${rest}`)) continue;
    if (contentTerms(sentence).some((t) => lasting.has(t))) return m[0].replace(/\s+/g, ' ');
  }
  return null;
}
const DETERMINER = /^(?:the|this|that|such|any|each|its|their|these|those|a|an)$/i;
const termOf = (word: string): string | null => contentTerms(word)[0] ?? null;
const MODAL = String.raw`(?:shall|will|may|must|can|could|would|should|does|do|is|are)`;
const DENIALS = [
  // "may not be assigned", "shall not be prevented", "is not exclusive", "shall not release": the word after "not". "COFS may
  // no longer unilaterally terminate" too (trial 41, cuad-dev-27 § 11). And a promise denied, by the act promised: "VNUE does
  // not agree to use BookingEntertainment.com exclusively" (trial 51, cuad-scale-150 § 12).
  new RegExp(String.raw`\b${MODAL}\s+(?:not|no\s+longer)\s+((?:be\s+|have\s+been\s+)?(?:\p{L}+ly\s+)?(?:(?:agree|undertake|commit|promise)\s+to\s+)?\p{L}+)`, 'giu'),
  // "In no event shall Carrier be liable", "neither party shall be liable", "no party may assign": the words after the modal.
  new RegExp(String.raw`\b(?:in\s+no\s+event|neither|no\s+party)\s+(?:[\p{L}'’&.-]+\s+){0,4}?${MODAL}\s+((?:[\p{L}'’&.-]+\s+){0,4}[\p{L}-]+)`, 'giu'),
  // "nonexclusive", "non-exclusive", "non-transferable", "nonrefundable": only an adjective is a denial; "nonpayment",
  // "non-renewal" and "non-performance" are things a clause speaks of, not a no.
  /\bnon-?\s?(\p{L}+(?:ive|able|ible))\b/giu,
];
/** "shall have no obligation to broadcast", "is under no duty to", "will not be obligated to make …": the duty, and what it is to. */
const NO_DUTY = /\b(?:(?:ha(?:ve|s|d)|bears?|under|assumes?)\s+(?:absolutely\s+)?no\s+(?:further\s+)?(obligations?|dut(?:y|ies)|responsibilit(?:y|ies))|(?:shall|will|is|are)\s+not\s+(?:be\s+)?(obligated|obliged|required|bound))\s+(?:whatsoever\s+)?to\s+((?:[\p{L}'’-]+,?\s+){0,5}[\p{L}'’-]+)(?=[\s,.;:]|$)/giu;
/** What only carries the act owed: "make … payments" owes the payments. */
const LIGHT = /^(?:make|makes|made|do|does|perform|performs)$/i;
/** A deeming that is the opposite of what a question asks: "deemed rejected" of "deemed accepted?". */
const DEEMED_OPPOSITE = /\bdeemed\s+(?:to\s+(?:have\s+been\s+|be\s+)?)?(rejected|refused|denied|disapproved|declined|withdrawn)\b/giu;
const OPPOSITE_OF: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({ rejected: ['accepted', 'approved'], refused: ['accepted', 'granted', 'approved'], denied: ['granted', 'approved', 'accepted'], disapproved: ['approved'], declined: ['accepted'], withdrawn: ['made', 'given'] }).map(([k, v]) => [termOf(k)!, v.map((w) => termOf(w)!)]),
);
/**
 * Whether the denial at `at` stands in a condition or a proviso begun in the words before it (CONDITIONED), read past an
 * aside in brackets: "if … any monthly Royalty Payment (as defined in 9.3, below) payable to T&B does not exceed …" is a
 * condition (trial 44, cuad-dev-05 § 3.3 answered no to the right T&B has when the payment does not exceed it).
 */
const conditioned = (claim: string, at: number): boolean => CONDITIONED.test(claim.slice(Math.max(0, at - 160), at).replace(/\([^()]*\)/g, ' ').slice(-100));
/** A condition or a proviso the denial stands in: what follows is not the clause's answer. */
const CONDITIONED = /\b(?:if|unless|where|when|whether|in\s+the\s+event|provided|however|except|notwithstanding|so\s+long\s+as|until)\b[^,;:.]*$|\b(?:provided|however)\b[,\s]*(?:that\b)?[^,;:.]*$/i;

/**
 * The names a yes-no question gives after its last verb: "… are references to the 'Companies' … to be read as meaning VNBZ
 * and ANRA?". A claim that gives other names after the same verb answers no: Art. 1(b)'s "… shall read and be interpreted to
 * mean VNBJ and/or ANRA" (trial 43, cuad-dev-11: green, though it swaps VNBZ for VNBJ). Read in two halves: the question once
 * (askedNamesAfter), each claim against it (namedInstead). Names are acronyms or capitalised words, never a contract's
 * generic ones ("the Agreement"), and only after a verb, not a preposition ("extend to Canada and Mexico?").
 */
export interface NamesAsked {
  /** The verb's stem. */
  verb: string;
  /** As the question writes the names: "VNBZ and ANRA". */
  said: string;
  names: string[];
}
export function askedNamesAfter(question: string): NamesAsked | null {
  if (!YES_NO.test(question)) return null;
  const m = NAMES_ASKED.exec(question);
  if (!m || NOT_A_VERB.test(m[1]!)) return null;
  const names = namesOf(m[2]!);
  return names.some((n) => GENERIC_NAME.test(n)) ? null : { verb: stemmer(m[1]!.toLowerCase()), said: m[2]!, names };
}
/** The claim's names after the asked verb when they leave out an asked name and give another, as { asked, said }; or null. */
export function namedInstead(asked: NamesAsked | null, claim: string): { asked: string; said: string } | null {
  if (!asked) return null;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const m of claim.matchAll(NAMES_SAID)) {
    if (stemmer(m[1]!.toLowerCase()) !== asked.verb) continue;
    const names = namesOf(m[2]!);
    if (asked.names.some((n) => !names.some((x) => same(x, n))) && names.some((x) => !asked.names.some((n) => same(x, n)))) return { asked: asked.said, said: m[2]! };
  }
  return null;
}
const NAME = String.raw`(?:\p{Lu}{2,}\p{N}*|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2})`;
const NAME_LIST = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:,?\s+(?:and\/or|and|or)\s+${NAME})?`;
const NAMES_ASKED = new RegExp(String.raw`\b(\p{Ll}{2,})\s+(${NAME_LIST})\s*\?\s*$`, 'u');
const NAMES_SAID = new RegExp(String.raw`\b(\p{Ll}{2,})\s+(${NAME_LIST})(?![\p{L}\p{N}])`, 'gu');
const namesOf = (list: string): string[] => list.split(/\s*,\s*(?:and\/or\s+|and\s+|or\s+)?|\s+(?:and\/or|and|or)\s+/).map((n) => n.trim()).filter((n) => n.length > 0);
/** What stands before names without being a verb: a preposition, a conjunction, a determiner. */
const NOT_A_VERB = /^(?:to|for|with|in|on|by|of|from|as|at|into|than|and|or|nor|the|a|an|its|their|his|her|any|all|each|such|this|that|under|between|among|including|except|than|like|via|per)$/;
/** Words a contract capitalises that name no one in particular. */
const GENERIC_NAME = new RegExp(`^(?:${SELF_NAMES.join('|')}|Term|Territory|Products?|Services?|Effective Date|Licensor|Licensee|Affiliates?)$`);
