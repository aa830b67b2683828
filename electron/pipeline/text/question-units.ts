import { askedFigureWords, figuresIn, splitScene, YES_NO } from './lengths-said.js';
import { stemmer } from './porter.js';
import { conceptsIn, isSubjectConcept, withoutSuperseded } from './legal-lexicon.js';
import { idiomsIn } from './question-idioms.js';

/** Question words that carry no content for matching ("what", "the", "agreement", "happens"…). */
const STOP = new Set(
  ('a an and are as at be been by can could did do does for from has have how i if in into is it its may might must of on or our shall should ' +
    'so that the their them then there these this those to under upon was we were what when where whether which while who whom whose why will ' +
    'with would you your any all each such other than not no nor also about after before between during without within per via ' +
    'agreement agreements contract contracts party parties document documents section sections clause clauses provision provisions terms highlight parts related reviewed lawyer details ' +
    'happen happens happened mean means say says said provide provides provided contain contains apply applies allowed permitted able ' +
    'there exist exists one ones either both whom following please tell me us list describe explain regarding concerning relating under ' +
    // How a question is put ("what notice is required to terminate?", "how much notice is needed to terminate?", "are
    // disputes subject to arbitration?", "if royalties fall below the minimum?"), not what a clause must say.
    'require required requires need needs needed necessary subject fall falls fell ' +
    // Verbs that only carry the question ("does the Company get a licence?", "how much notice must the Publishers give?",
    // "what steps must the parties take?") and pronouns (trial 37: each refused as a word the clause did not say).
    // "Will the Licensee receive … updates … at no additional cost?" is answered by "… shall be provided to the Licensee … at no
    // additional cost" (trial 41, cuad-dev-13 Art. VII(c), refused for "receive"): to receive is to get.
    'get gets got give gives take takes receive receives received he she his her him they ' +
    // "Must CNET send Cyberian Outpost its monthly report …?" is answered by "CNET will provide a report to the Company" (trial
    // 46, cuad-dev-18 § 2.6: refused for "send"): to send a thing is to provide it, which carries no content either.
    'send sends sent ' +
    // "Once the license terminates, how long may LEA keep fulfilling customer commitments, and what must it stop doing …?" (trial
    // 42): the scene's "Once", the aspect of "keep fulfilling" and "doing" are how it is put; so is "through" ("months 7 through 12").
    'once keep keeps doing through ' +
    // "Can HealthGate go twelve months without an escrow deposit …?", "… simply by giving the Agency written notice?" (trial 44).
    'go goes simply ' +
    // "What interest accrues on past-due payments owed to …?" is answered by "Past due payments hereunder shall bear interest"
    // (trial 44, cuad-dev-07 § 6): how interest is asked, not a word the clause must say ("accrued rights" keeps its word).
    'accrues owe owes owed owing giving ' +
    // "… if the Company merges with another company?", "… for some period after …?", "the endorsement deal", "unless one side
    // objects" (trial 48): "another" is "other", "some" is "any", a deal is the agreement and a side a party.
    'another some deal deals side sides but still ' +
    // "How long is the Contractor's warranty on the Products, measured from when?" (trial 48): how the start is asked.
    'measured ' +
    // "… assign its agency agreement to someone else …?", "… without getting the Consultant's agreement?" (trial 49): "someone
    // else" is "another", and "getting" is "get".
    'someone somebody anyone anybody else getting ' +
    // "In what circumstances must Zynga bear the cost …?" asks for the condition a clause states ("If the adjustment is more
    // than $1,500 …"), not the word (session 50: refused, "circumstances" weighed as a word § 3(e) did not say).
    'circumstance circumstances ' +
    // "Could Empirical Ventures go through a merger without needing PSiTech's consent …?" (trial 51).
    'needing ' +
    // "What minimum monthly purchases does Comware have to make …?", "… an appearance it wants him to make?" (trial 51): a light
    // verb, its noun the content ("purchases", "appearance").
    'make makes making ' +
    // "… an appearance it wants him to make?", "… whenever it likes?", "How long has Leader agreed to maintain …?" (trials 50
    // and 51): a wish and an agreement carry the act, which is the content.
    'want wants wanted wish wishes like likes whenever agree agrees agreed ' +
    // "… the maximum size of any increase?", "What does ESSI give Stephen Marley by way of stock …?" (trial 50): how an amount
    // and a form are asked.
    'size way').split(' '),
);
/** Kept apart from STOP: they decide meaning, so a question about them must find them. */
const POLARITY = new Set(['not', 'no', 'nor', 'never']);

/**
 * Stems Porter keeps apart that a lawyer reads as one word ("liable", "liability"; "indemnify", "indemnification", "indemnity";
 * "auto-renewal", "automatically renew"; "base salary", "basic salary"; "annual", "per annum", "yearly" — session 20: "What
 * is the executive's annual base salary?" took an annual bonus of "basic salary" over "a basic salary of £448,903 per annum");
 * "late" and "overdue" (session 21: "What interest applies to late payments?" refused cuad-dev-15 § 5.5 "Overdue Payments");
 * "no" and "not" ("a no-challenge obligation" is "will not … challenge", not "at no expense"); British and American spellings
 * ("most favourable" for a clause's "most favorable", a helper's trial, session 27). Session 28, the same trial's refusals:
 * a "non-" word and "neither" are negations ("non-disparagement" is said by "neither will make … disparaging"), as are
 * "barred", "prohibited", "precluded" and "forbidden" ("will not be allowed to"); to hire is to employ; "pay", "paid",
 * "payment" and "payable" are one word ("non-payment" by "fails to pay any amounts payable"); "monthly" is of a month.
 * Trial 39: "initially" is "first" ("must Party B initially pay" of "Party B shall first pay a deposit"). Trial 46: a thing
 * "placed" is in "placement", "issued" in "issuance", and a purchase "completed" is "consummated".
 * Trial 48: what a party "sells" or has "sold" is a "sale" ("if it sells substantially all of its assets" of "a sale of
 * substantially all of the assets"), and an audit that "uncovers" one "reveals" it. Trial 49: a service shut down "altogether"
 * is discontinued "in its entirety"; a party that "notifies" gives "notice" ("after WGT notifies the Distributor" of "after
 * WGT gives Distributor written notices"). Trial 50: to "buy" is to "purchase" ("obliged to buy Triheptanoin only from Cremer" of
 * "purchase the Product exclusively from Cremer"). Trial 51: to "check" statements is to "verify" them; an "approval" and a
 * "permission" are a "consent" ("without first getting Sierra's approval" of "without the consent of the other Party").
 * Session 48 (trials 50 and 51): a thing "treated as" another is "deemed" it ("be treated as a transfer" of "deemed a transfer");
 * a party "acquired" is in an "acquisition" ("If Vayyar is acquired" of "upon any merger or acquisition"). Not a
 * "distributorship" a "distributor", nor "geographic" a "territory": "What geographic territory does Envision's exclusive
 * distributorship cover?" was then green on "… appoints ENVISION as its exclusive distributor … within the Territory", which
 * does not say what the Territory is (tried and not kept).
 */
const SAME_STEM: Readonly<Record<string, string>> = { liabl: 'liabil', indemnif: 'indemn', indemnifi: 'indemn', exclus: 'exclus', nonexclus: 'exclus', auto: 'automat', basic: 'base', annum: 'annual', yearli: 'annual', overdu: 'late', no: 'not', non: 'not', neither: 'not', bar: 'not', prohibit: 'not', preclud: 'not', forbidden: 'not', hire: 'emploi', employ: 'emploi', payment: 'pai', paid: 'pai', payabl: 'pai', monthli: 'month', weekli: 'week', quarterli: 'quarter', daili: 'dai', favour: 'favor', behaviour: 'behavior', licenc: 'licens', honour: 'honor', labour: 'labor', initi: 'first', occurr: 'occur', stop: 'ceas', discontinu: 'ceas', end: 'expir', sign: 'execut', underpaid: 'underpay', overpaid: 'overpay', lodg: 'deposit', show: 'reveal', elect: 'option', opt: 'option', failur: 'fail', increas: 'rais', decreas: 'reduc', placement: 'place', issuanc: 'issu', consumm: 'complet', sell: 'sale', sold: 'sale', uncov: 'reveal', ceil: 'cap', altogeth: 'entir', entireti: 'entir', notifi: 'notic', notif: 'notic', bui: 'purchas', bought: 'purchas', check: 'verifi', approv: 'consent', permiss: 'consent', treat: 'deem', acquisit: 'acquir', born: 'bear' };

/** A stem as a question's terms read it: "approv" is "consent", "discontinu" is "ceas" (SAME_STEM). */
export function asTerm(stem: string): string {
  return SAME_STEM[stem] ?? stem;
}

/** The endings tried to spell a stem as a word whose own stem it is ("purchas" → "purchase", "emploi" → "employ"). */
const SPELLINGS = ['', 'e', 'ion', 'ive', 'ity', 'ate', 'er', 'ing', 'ed', 'y', 'al'];

/** A word the FTS index stems to `stem` (it stores Porter's stems, and a stem is not always its own stem), or null. */
function spelled(stem: string): string | null {
  const bases = /i$/.test(stem) ? [stem.replace(/i$/, 'y'), stem] : [stem];
  for (const b of bases) for (const end of SPELLINGS) if (stemmer(b + end) === stem) return b + end;
  return null;
}

/**
 * The words a contract says the question's terms by, for the retrieval query: BM25 matches stems, and "Is Ultragenyx
 * obliged to buy Triheptanoin only from Cremer?" shares no stem with "Ultragenyx shall purchase the Product exclusively
 * from Cremer" beyond the parties' names. Over a large matter those names are rare and found the clause; alone in a matter
 * of its own the contract names them in every passage, and the question was refused (session 49, the app in Chromium).
 * Each term as SAME_STEM reads it ("buy": purchase) and its alternatives ("only": exclusively, sole), spelled as words the
 * index stems alike; not the question's own words. Only that way: a question that says "expire" gains nothing from "end".
 */
export function retrievalWords(question: string): string[] {
  const own = new Set((question.toLowerCase().match(/[\p{L}]+/gu) ?? []).map((w) => stemmer(w)));
  const terms = contentTerms(question);
  const stems = new Set<string>();
  for (const t of terms) {
    stems.add(t);
    for (const a of SAID_ALSO_BY[t] ?? []) stems.add(a);
  }
  return [...stems].filter((s) => s !== 'not' && !own.has(s)).flatMap((s) => spelled(s) ?? []);
}

export function contentTerms(text: string): string[] {
  return [...new Set(termAt(text).filter((t) => t !== ''))];
}

/** Each word of `text` as contentTerms reads it, in order: '' for a word that carries no content. */
function termAt(text: string): string[] {
  // A figure is one word: "20,000" is not "20" and "000", which any other thousands would say (trial 37: "Is the annual
  // Lead Scaffold fee 20,000 U.S. Dollars?" was green on "an annual fee of 10,000 U.S. Dollars", saying "000").
  // A currency's code is no part of the sum it leads: "RMB25,000" is "rmb" and "25000" (trial 46, cuad-dev-25: "RMB25" was a
  // word the clause that says "RMB20,000" had to say, so the question's figure was never weighed against it).
  const words = (text.toLowerCase().match(/(?:rmb|usd|eur|gbp|cad|aud|jpy|chf|cny|hkd|inr|sgd)(?=\p{N})|\p{N}+(?:[.,]\p{N}+)*(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu) ?? []).map((w) => (/^\p{N}/u.test(w) ? w.replace(/,/g, '') : w));
  return words.map((w) => {
    if ((w.length <= 1 && !/\d/.test(w)) || (STOP.has(w) && !POLARITY.has(w))) return '';
    const s = stemmer(w);
    return SAME_STEM[s] ?? s;
  });
}

/**
 * How many words of `text` the shortest stretch that says all of `terms` spans (0 when it says none of them): "a basic salary
 * of £448,903 per annum" says "annual base salary" in six words, an annual bonus plan "… of … basic salary" in forty. Words
 * a clause says together are more likely said of one another.
 */
export function termSpan(text: string, terms: readonly string[]): number {
  const want = new Set(terms);
  const at = termAt(text);
  const need = new Set(at.filter((t) => want.has(t)));
  if (need.size === 0) return 0;
  const seen = new Map<string, number>();
  let best = at.length;
  for (let lo = 0, hi = 0; hi < at.length; hi++) {
    if (need.has(at[hi]!)) seen.set(at[hi]!, (seen.get(at[hi]!) ?? 0) + 1);
    while (seen.size === need.size) {
      best = Math.min(best, hi - lo + 1);
      const t = at[lo++]!;
      const n = seen.get(t);
      if (n !== undefined) n > 1 ? seen.set(t, n - 1) : seen.delete(t);
    }
  }
  return best;
}

/**
 * "Nothing herein will obligate Zynga …", "shall not be obligated to", "no obligation to": a duty denied. "Any failure by WGT
 * to perform any of its obligations" (a cause to terminate) names obligations without stating one.
 */
const OBLIGATION_DENIED = /\bnothing\b[^.;]{0,80}\b(?:obligat\w*|oblige[sd]?)\b|\b(?:not|no|never|neither|nor|without)\s+(?:[\w-]+\s+){0,3}?(?:obligat\w*|obliged)\b|\b(?:fail\w*|breach\w*|default\w*|violat\w*|non-?performance)\b[^.;]{0,60}\bobligations?\b/i;

/**
 * The question's words a clause says, as contentTerms reads them — less an obligation it denies or only names: "What are Zynga's
 * obligations after termination?" is not answered by "nothing herein will obligate Zynga … to remove" (the words match,
 * the duty is the opposite).
 */
export function clauseTerms(text: string): string[] {
  // "Right, title and interest" is ownership, not a job title (session 32's trial: "What is the Executive's job title?" was
  // answered in green by "Executive hereby assigns … all right, title and interest in …").
  const terms = TITLE_AS_OWNERSHIP.test(text) && !/\btitles?\b/i.test(text.replace(TITLE_AS_OWNERSHIP_ALL, ' ')) ? contentTerms(text).filter((t) => t !== 'titl') : contentTerms(text);
  if (OBLIGATION_DENIED.test(text)) return terms.filter((t) => t !== 'oblig');
  // A clause that binds a party states an obligation without the word: "Each party agrees that … neither will make … disparaging
  // comments" is the non-disparagement obligation (session 28: refused in a matter of two contracts, where "obligation" weighed
  // more than in one).
  const bound = DUTY.test(text) && !terms.includes('oblig') ? [...terms, 'oblig'] : terms;
  // What "shall not apply" to a thing is excluded from it: "Is the 1980 UN Convention … excluded from the … Agreement?" is
  // answered by "… the 1980 United Nations Convention … shall not apply to this Agreement" (trial 46, cuad-dev-03 § 9.4).
  return NOT_APPLIED.test(text) && !bound.includes('exclud') ? [...bound, 'exclud'] : bound;
}
const NOT_APPLIED = /\b(?:shall|will|does|do|is|are)\s+not\s+(?:apply|be\s+applicable|govern)\b|\b(?:is|are)\s+(?:hereby\s+)?(?:expressly\s+)?disclaimed\b/i;
const TITLE_AS_OWNERSHIP_SOURCE = String.raw`\btitle\s*,?\s+(?:and|or)\s+interests?\b|\b(?:legal\s+|good\s+|full\s+|clear\s+|marketable\s+)?title\s+(?:to|in)\b|\btitle\s+(?:passes|shall\s+pass|will\s+pass)\b|\b(?:full|limited)\s+title\s+guarantee\b`;
const TITLE_AS_OWNERSHIP = new RegExp(TITLE_AS_OWNERSHIP_SOURCE, 'i');
const TITLE_AS_OWNERSHIP_ALL = new RegExp(TITLE_AS_OWNERSHIP_SOURCE, 'gi');
const DUTY = /\b(?:shall|must|agrees?\s+(?:to|that)|undertakes?\s+to|covenants?\s+(?:to|that)|(?:is|are)\s+(?:required|obligated|bound)\s+to)\b/i;

/**
 * "Can the Distributor sell outside the Territory?" asks about outside it: a clause that says what the Distributor may do
 * in the Territory has three of the question's four words and answers the opposite question (cuad-dev-06, session 32's
 * trial: green on "… sell … directly to end-users in the Territory"). The question's word when the claim says no word for
 * it ("outside", "beyond", "other than", "except in", "not in", "elsewhere"), or null.
 */
export function outsideUnsaid(question: string, claim: string): string | null {
  const asked = /\b(outside|beyond)\b/i.exec(question);
  return asked && !SAYS_OUTSIDE.test(claim) ? asked[1]!.toLowerCase() : null;
}
const SAYS_OUTSIDE = /\boutside\b|\bbeyond\b|\bother\s+than\b|\bexcept\s+(?:in|within)\b|\bnot\s+(?:in|within)\b|\belsewhere\b|\bexclud(?:ing|es?)\b|\bextraterritorial/i;

/**
 * How a yes-no question asks the thing done, in its last phrase: "Is the Annual Fee payable … in quarterly installments?",
 * "… terminate the agreement with immediate effect?". A claim that says none of that phrase's words answers whether the fee
 * is payable, not how (trial 43, cuad-dev-07 § 4(a)'s "Company shall pay to Licensor the annual fee set forth in the
 * schedule below" was green). Read in two halves, like askedScope and scopeUnsaid: the phrase and its words once per
 * question (askedManner), each claim against them (mannerUnsaid). Never a figure's phrase ("within 30 days"), which the
 * figure checks weigh, nor one of names only (`names`, stemmed).
 */
export interface AskedManner {
  /** As the question says it: "in quarterly installments". */
  phrase: string;
  /** Its content terms, less the names. */
  terms: string[];
}
export function askedManner(question: string, names: ReadonlySet<string> = new Set()): AskedManner | null {
  if (!YES_NO.test(question)) return null;
  const m = MANNER_ASKED.exec(question);
  if (!m || figuresIn(m[1]!)?.length !== 0) return null;
  const terms = contentTerms(m[1]!).filter((t) => !names.has(t));
  return terms.length > 0 ? { phrase: m[1]!.trim(), terms } : null;
}
/** The phrase `asked` when the claim says none of its words (`said`, as the claim's words are read), or null. */
export function mannerUnsaid(asked: AskedManner | null, said: (term: string) => boolean): string | null {
  return asked && !asked.terms.some(said) ? asked.phrase : null;
}
/** The question's last phrase, from its preposition; only one of manner ("in", "with", "through", "via") is read. */
const MANNER_ASKED = /\b((?:in|with|within|through|via)\s+(?:(?!(?:in|with|within|without|through|via|to|of|for|by|at|on|from|under|into|upon|after|before)\b)[\p{L}'’&-]+\s+){0,3}[\p{L}'’&-]+)\s*\?\s*$/u;

/**
 * What a yes-no question asks of the thing it names, in a relative clause to its end: "Does CityNet have to carry liability
 * insurance that names Universal Access as an additional insured?" asks about the additional insured; "The Provider will
 * obtain and maintain appropriate liability insurance …" says the insurance and not that (trial 51, cuad-scale-340: green once
 * the opening was read for CityNet, session 50). Read like askedManner: the clause's own words once per question — not the
 * words the rest of the question says too ("insured" of "insurance"), nor the names — and each claim against them: one that
 * says fewer than half of them says the thing but not what is asked of it.
 */
export interface AskedQualifier {
  /** As the question says it: "names Universal Access as an additional insured". */
  phrase: string;
  /** Its content terms the rest of the question does not say, less the names. */
  terms: string[];
}
export function askedQualifier(question: string, names: ReadonlySet<string> = new Set()): AskedQualifier | null {
  if (!YES_NO.test(question)) return null;
  const m = QUALIFIER_ASKED.exec(question);
  if (!m) return null;
  const rest = new Set(contentTerms(question.slice(0, m.index)));
  const terms = contentTerms(m[1]!).filter((t) => !names.has(t) && !rest.has(t));
  return terms.length > 0 ? { phrase: m[1]!.trim(), terms } : null;
}
/** The phrase `asked` when the claim says fewer than half of its words (`said`), or null. */
export function qualifierUnsaid(asked: AskedQualifier | null, said: (term: string) => boolean): string | null {
  return asked && 2 * asked.terms.filter(said).length < asked.terms.length ? asked.phrase : null;
}
/** "… that names …", "… who holds …", "… that will expire …": "that" or "who" and a verb, to the question mark. */
const QUALIFIER_ASKED = /\b(?:that|who)\s+((?:(?:will|would|shall|must|may|can|could)\s+)?(?:is|are|has|have|\p{Ll}+(?:s|ed))\b[^,;?]*?)\s*\?\s*$/u;

/**
 * The event a question's scene supposes: "If Cerence receives a subpoena for Nuance's Confidential Technical Information, what
 * must it do?" is answered by what the contract says for a subpoena, not by the general rule against disclosure that names
 * the same parties and the same defined term (trial 44, cuad-dev-10 § 6.02 was green beside § 6.03's subpoena rule). Read in
 * two halves, like askedManner: the scene's own words once (not its names or defined terms, which the rest of the question
 * weighs, nor its figures, nor words that only say something happens), each claim against them (sceneUnsaid).
 */
export interface AskedScene {
  /** As the question says it, to its comma: "If Cerence receives a subpoena for …". */
  phrase: string;
  /** The content terms of its event. */
  terms: string[];
}
export function askedScene(question: string): AskedScene | null {
  const split = splitScene(question);
  if (!split) return null;
  const phrase = split.scene.replace(/,\s*$/, '').trim();
  let body = phrase.replace(/^\S+\s+/, '');
  for (const f of figuresIn(body) ?? []) body = body.replace(f.said, ' ');
  const plain = (body.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => !/^\p{Lu}/u.test(w) && !/['’]s$/.test(w));
  const terms = contentTerms(plain.join(' ')).filter((t) => !HAPPENS.has(t));
  return terms.length > 0 ? { phrase, terms } : null;
}
/** Words that say only that something happens or when: "In the event of …", "at any time". */
const HAPPENS: ReadonlySet<string> = new Set(contentTerms('event events case cases circumstance circumstances time times situation instance occurrence happen happens occur occurs'));
/** The scene `asked` when the claim says none of its event's words (`said`, as the claim's words are read), or null. */
export function sceneUnsaid(asked: AskedScene | null, said: (term: string) => boolean): string | null {
  return asked && !asked.terms.some(said) ? asked.phrase : null;
}

/**
 * "Can the agreement be terminated after the Distribution?" asks about the time after a defined event: "This Agreement may be
 * terminated by Nuance at any time … prior to the Distribution" (cuad-dev-10 § 9.02, session 33's trial) answers the time
 * before it. Only a defined event, capitalised ("the Distribution", "the Closing"): a lower-case "termination" is everywhere, on
 * both sides. Read in two halves: the question's side and event once (askedEventSide), each claim against it.
 */
export interface AskedEventSide {
  side: 'after' | 'before';
  /** The event, lower case. */
  event: string;
  /** As the question says it: "after the Distribution". */
  said: string;
}

export function askedEventSide(question: string): AskedEventSide | null {
  const asked = EVENT_SIDE.exec(question);
  return asked ? { side: sideOf(asked[1]!), event: asked[2]!.toLowerCase(), said: asked[0]!.replace(/\s+/g, ' ') } : null;
}

/** The asked side and event ("after the Distribution") when the claim names that event only on the other side, or null. */
export function periodOpposed(asked: AskedEventSide | null, claim: string): string | null {
  if (!asked) return null;
  let opposite = false;
  for (const m of claim.matchAll(EVENT_SIDE_ALL)) {
    if (m[2]!.toLowerCase() !== asked.event) continue;
    if (sideOf(m[1]!) === asked.side) return null;
    opposite = true;
  }
  return opposite ? asked.said : null;
}
const AFTER = String.raw`[Aa]fter|[Ff]ollowing|[Ss]ubsequent\s+to`;
const BEFORE = String.raw`[Bb]efore|[Pp]rior\s+to|[Uu]ntil|[Pp]receding|[Pp]ending`;
const EVENT_SIDE_SOURCE = String.raw`\b(${AFTER}|${BEFORE})\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})`;
const EVENT_SIDE = new RegExp(EVENT_SIDE_SOURCE, 'u');
const EVENT_SIDE_ALL = new RegExp(EVENT_SIDE_SOURCE, 'gu');
const sideOf = (relation: string): AskedEventSide['side'] => (/^(?:after|following|subsequent)/i.test(relation) ? 'after' : 'before');

/** The first word of the question whose stem is `term` ("cryptocurrency" for "cryptocurr"). */
export function questionWord(question: string, term: string): string {
  const words = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  // Or as contentTerms reads it: "stop" is the question's word for "ceas" (SAME_STEM), never the stem itself.
  // Or an idiom the question was read through: "shut down" for "discontinue" (question-idioms.ts).
  return words.find((w) => stemmer(w.toLowerCase()) === term) ?? words.find((w) => termAt(w)[0] === term) ?? idiomsIn(question).find((i) => termAt(i.meant).includes(term))?.said ?? term;
}

// "How far in advance …?", "how far ahead …?" ask a length, said as one (trial 51: refused for "advance").
const HOW_MUCH = /\bhow\s+(?:far\s+(?:in\s+advance|ahead|beforehand)|long|much|many|often|soon|quickly|far|late|early|large|big|high)\b/gi;

/**
 * What a question asks for: legal concepts (from the lexicon) and its other content words. `choices`: groups of its words
 * it offers as alternatives ("a minimum purchase or minimum commitment", "any appointment, license or right"): a clause
 * that says one of a group says what the group asks.
 * `askedOf`: what it asks the cost, the payment, the owner or the figure of ("an audit", "the monthly license fee", "the usage
 * reports", "the Price"), a word every answer says.
 */
export type QuestionUnits = { concepts: string[]; terms: string[]; choices?: string[][]; askedOf?: string; alternatives?: Record<string, readonly string[]> };

/**
 * A question's word a clause says in other words that are not the same word everywhere: "its only promoter" is said by
 * "exclusively as its Promoter" (trial 51, cuad-scale-150 § 12: refused, "only" missing), and "only from Cremer" by
 * "exclusively from Cremer" (trial 50) — but "exclusive" asked is not said by "only".
 */
const SAID_ALSO_BY: Readonly<Record<string, readonly string[]>> = {
  onli: ['exclus', 'sole'],
  // "… what is the maximum size of any increase?" of "(ii) such increase does not exceed 5% of the preceding year's Prices"
  // (trial 50, cuad-scale-046 § 2(b)): a maximum is what may not be exceeded, a cap or a limit.
  maximum: ['exce', 'cap', 'limit'],
};
/**
 * The agreement's end, when the question says it ends ("after the joint venture agreement ends", "once it is over"), is said by
 * its expiry, by "thereafter" after its term, or by what survives it: "During the term of this Agreement and for a period of
 * three (3) years thereafter" (trial 51, cuad-scale-088 § 18.1: refused, "ends" missing). Not by "terminate", which a clause
 * says of much else ("unless earlier terminated as set forth herein" answered "How long after the agreement ends does the
 * parties' non-disparagement obligation continue?" with the agreement's one-year term, trial 48 re-asked). Not "expire" asked.
 */
const ENDS_SAID_BY = ['thereaft', 'surviv'];

/**
 * "X, Y or Z": words joined by commas and one "or". The alternative after "or" is its first word ("license or right under
 * this agreement"), or its second when both sides share the word before them ("minimum purchase or minimum commitment").
 */
const OR_LIST = /(?:([\p{L}-]+)\s+)?((?:[\p{L}-]+\s*,\s*)*)([\p{L}-]+),?\s+or\s+(?:(?:the|a|an|any)\s+)?([\p{L}-]+)(?:\s+([\p{L}-]+))?/gu;

/** "First refusal, first offer or first negotiation": every item shares its head word, so each is the word after it. */
const SHARED_HEAD_LIST = /\b([\p{L}-]+)\s+([\p{L}-]+)((?:\s*,\s*\1\s+[\p{L}-]+)*)\s*,?\s+or\s+\1\s+([\p{L}-]+)/giu;

function choicesIn(question: string, terms: readonly string[]): string[][] {
  const out: string[][] = [];
  const add = (words: readonly string[]) => {
    const stems = words.map((w) => contentTerms(w)[0]).filter((t): t is string => t !== undefined && terms.includes(t));
    // Only a choice among the question's own words: one a concept consumed is asked by the concept. A list already
    // read whole is not read again in part.
    if (stems.length !== words.length || new Set(stems).size < 2 || out.some((g) => stems.every((t) => g.includes(t)))) return;
    out.push([...new Set(stems)]);
  };
  for (const m of question.matchAll(SHARED_HEAD_LIST)) {
    add([m[2]!, ...(m[3] ?? '').split(',').map((w) => w.trim().split(/\s+/)[1]).filter((w): w is string => !!w), m[4]!]);
  }
  for (const m of question.matchAll(OR_LIST)) {
    const shared = m[1] !== undefined && m[5] !== undefined && m[1].toLowerCase() === m[4]!.toLowerCase();
    add([...(m[2] ?? '').split(',').map((w) => w.trim()).filter(Boolean), m[3]!, shared ? m[5]! : m[4]!]);
  }
  return out;
}

/**
 * Whether a text says something of the question besides its parties' names, which most clauses of their contract say: "What
 * does ESSI give Stephen Marley by way of stock?" is not answered by a clause that names ESSI and Marley and says nothing of
 * stock — it was, by half of the question's words (trial 50, cuad-scale-060, session 49). Any concept or other word will do:
 * half of them asked too ("Does Sponsor have a right of first refusal over retail music store sponsorships?" of "Excite will
 * offer Sponsor the right of first refusal …") refused what the judge's own half, names counted, reads as the answer. The
 * generator and the responsiveness judge ask it alike; of a question that names no party it asks nothing.
 */
export function saysBesidesParties(units: QuestionUnits, conceptsSaid: number, said: (term: string) => boolean, parties: readonly (readonly string[])[]): boolean {
  const partyTerms = partyTermsOf(parties);
  const plain = units.terms.filter((t) => !partyTerms.has(t));
  if (plain.length === units.terms.length || plain.length + units.concepts.length === 0) return true;
  return conceptsSaid > 0 || plain.some(said);
}

/**
 * The parties' names as content terms, read once for each list: the generator asks saysBesidesParties of every candidate
 * sentence, and a document's parties are one list for all of them (the scope's, or the judge's per-document reading); the
 * judge reads a qualifier's words less them too.
 */
const PARTY_TERMS = new WeakMap<readonly (readonly string[])[], ReadonlySet<string>>();
export function partyTermsOf(parties: readonly (readonly string[])[]): ReadonlySet<string> {
  let terms = PARTY_TERMS.get(parties);
  if (!terms) PARTY_TERMS.set(parties, (terms = new Set(parties.flat().flatMap((n) => contentTerms(n)))));
  return terms;
}

/** The question's words a text says: those it holds, and every word of a choice it says one of. */
export function termsSaid(units: QuestionUnits, has: (term: string) => boolean): string[] {
  const said = new Set(units.terms.filter((t) => has(t) || (units.alternatives?.[t] ?? []).some(has)));
  for (const group of units.choices ?? []) if (group.some((t) => said.has(t))) for (const t of group) said.add(t);
  return units.terms.filter((t) => said.has(t));
}

/**
 * Whether a text says both halves of a question that offers a choice: one of the alternatives, and something of what
 * it asks them of. "Is any license granted irrevocable or perpetual?" is about a licence, so "irrevocably submits to the
 * jurisdiction" says only the alternative; "all licenses and permits" says only the licence. However rare a word is
 * among the passages, it is not the whole question. A question with a concept has its subject in the concept, which
 * each caller requires apart — unless the concept is only a circumstance it names ("… unlimited for any breach?").
 */
export function saysChoiceAndSubject(units: QuestionUnits, said: (term: string) => boolean): boolean {
  if (units.concepts.some(isSubjectConcept) || !units.choices) return true;
  const offered = new Set(units.choices.flat());
  const subject = units.terms.filter((t) => !offered.has(t));
  return units.choices.every((g) => g.some(said)) && (subject.length === 0 || subject.some(said));
}

/**
 * "When does the agreement terminate?" asks a time: when its term ends. The lexicon's "when … terminated" is what follows
 * a termination only inside a question ("What happens when the agreement is terminated?"): session 32's trial had
 * cuad-dev-06's "Distributor will return … within twenty (20) days following the … termination" as its green answer.
 */
const ASKS_A_TIME = /^\s*when\b/i;

/** Retrieval reads the same: its query takes the term's words, not the words of what follows a termination. */
export function timeAsked(question: string, ids: Set<string>): void {
  if (!ASKS_A_TIME.test(question) || !ids.has('post_termination')) return;
  if (conceptsIn(question.replace(ASKS_A_TIME, 'at what time')).ids.has('post_termination')) return;
  ids.delete('post_termination');
  // "When can it be terminated?" asks the right to; "When does it terminate?", when its term ends.
  if (ids.has('termination_right')) return;
  ids.delete('termination');
  ids.add('term');
}

/**
 * Concepts that frame a question about something else: "Who pays for loading and unloading?" asks who bears the cost of
 * loading, and a claim about who bears other expenses says the frame only (session 33's trial: cuad-dev-24's "Shipper shall
 * reimburse Carrier for all travel, lodging and other expenses incurred for such personnel" was green). Such a question's
 * own words are what it asks about: a claim must say one of them — and what the cost is of, when the question says it
 * ("the cost of an audit": trial 38, cuad-dev-18's indemnity for "any costs" was green). So must a claim say what a question
 * asks the time of payment of: "By what date must the monthly license fee … be paid?" is not answered by when the Licensor
 * remits rebates (trial 39, cuad-dev-13), nor "When are the Carrier's invoices payable?" by how it settles cargo claims
 * (trial 38, cuad-dev-24).
 */
const FRAMES: ReadonlySet<string> = new Set(['cost_bearer']);

export function saysFramed(units: QuestionUnits, said: (term: string) => boolean): boolean {
  if (units.askedOf !== undefined && !said(units.askedOf)) return false;
  return !units.concepts.some((c) => FRAMES.has(c)) || units.terms.length === 0 || units.terms.some(said);
}

/**
 * An agreement's name, as a title is written: capitalised words before "Agreement" ("the Excite-N2K Sponsorship Agreement",
 * "the Non-Competition Agreement", "the e-centives–Excite@Home Co-Branding Agreement"), never "governs this agreement". The
 * name is the match and its one group; "Agreement" is not consumed.
 */
export const NAMED_AGREEMENT = /((?:(?:\p{Lu}|\p{Ll}-(?=\p{L}))[\p{L}\p{N}'’&@–-]*\s+){1,5})(?=Agreement\b)/gu;

/** A capitalised name before "Agreement", blanked when every word of it names the document (`names`, stemmed). */
function withoutAgreementName(question: string, names: ReadonlySet<string>): string {
  const blank = (m: string) => ((m.match(/[\p{L}\p{N}]+/gu) ?? []).every((w) => names.has(stemmer(w.toLowerCase()))) ? ' '.repeat(m.length) : m);
  // In lower case too, as the one document's kind (ask/scope.ts): "In which courts may a lawsuit under the non-competition
  // agreement be brought?" (trial 49, cuad-dev-16 § 4(b): refused, "non-compete" missing).
  return question.replace(NAMED_AGREEMENT, blank).replace(AGREEMENT_OF_KIND, blank);
}
/** A lower-case kind before "agreement" after a determiner ("the non-competition agreement"); "agreement" not consumed. */
const AGREEMENT_OF_KIND = /(?<=\b(?:the|this|that|its)\s+)(?:[\p{Ll}\p{N}'’-]+\s+){1,3}(?=agreement\b)/gu;

/**
 * The question without the kind it calls its agreement by ("the joint venture agreement"), for searching inside the documents
 * it is asked of: there the kind's words are on every page, and BM25 weighs them by how rare they are in the whole matter, so
 * they ranked every "Joint Venture Agreement" above § 18.1's "During the term of this Agreement and for a period of three (3)
 * years thereafter … confidential …" (trial 51, cuad-scale-088: never retrieved).
 */
export function withoutAgreementKind(question: string): string {
  // Only a kind: "the purpose of this agreement" names none (a CI run caught cuad-dev-26's "What is the purpose of this
  // agreement?" searched as "What is the … agreement?").
  return question.replace(AGREEMENT_OF_KIND, (m) => (KIND_WORDS_ONLY.test(m) ? ' '.repeat(m.length) : m));
}
/** Words that can make up a kind ("joint venture", "non-competition"): no determiner, preposition or conjunction among them. */
const KIND_WORDS_ONLY = /^(?!.*\b(?:the|this|that|these|those|its|their|our|your|a|an|of|for|to|in|on|under|by|with|and|or|from|between|any|each|all)\b)/iu;
const WANTS_TO_END = /\b(?:if|when|should)\s+(?:[\w'’-]+\s+){1,5}?(?:wants?|wishes?|decides?|elects?|chooses?|intends?|plans?|seeks?|would\s+like)\s+to\s+(?:terminate|cancel|end)\b/i;
const AFTER_IT_ENDS = /\bafter\s+(?:the|this|its)\s+(?:[\w'’-]+\s+){0,4}?(?:agreement|contract|term)\s+(?:ends|expires|terminates|is\s+terminated|has\s+ended|comes\s+to\s+an\s+end)\b/i;
const MINIMUM_OF_ANOTHER = /\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\s+(?:[\w'’-]+\s+){0,3}?(?:notice|insurance|coverage|limits?|polic(?:y|ies)|period|days?|weeks?|months?|years?|hours?|uptime|availability|once|twice|(?:[\w-]+\s+)?times)\b/i;
// The auditor's costs too: "… does the audited party have to reimburse the auditor's expenses?" (trial 48, cuad-dev-18 § 9.5's
// right to audit, which says nothing of who pays, was green for it); and a party's audit: "the cost of WPT's audit" (trial 49).
const COST_OF_AUDIT = /\b(?:costs?|expenses?|fees?)\s+of\s+(?:an?\s+|the\s+|any\s+|such\s+)?(?:[\p{L}&.-]+['’]s?\s+)?(?:independent\s+)?(audit|inspection|examination|auditor|accountant)s?\b|\b(audit|inspection|examination|auditor|accountant)(?:s?['’]s?)?\s+(?:costs?|expenses?|fees?)\b/iu;
/** The thing whose time of payment is asked: "When are the Carrier's invoices payable?", "By what date must the … fee be paid?". */
const PAID_WHEN = /\b(?:when|what\s+(?:date|day))\b[^?]*?\b(fees?|royalt(?:y|ies)|invoices?|commissions?|rent|deposits?|bonus(?:es)?|salar(?:y|ies)|premiums?|charges?|prices?)\b[^?]*?\b(?:paid|payable|due)\b/i;
/**
 * The thing a question asks who owns: "Who owns the usage reports that e-centives provides to Excite@Home?" is not answered
 * by a clause on who owns other data that names both parties (trial 41, cuad-dev-02 § 6(c)(i) was green beside § 10(b)
 * "The usage reports will be co-owned by the parties"). The last word before what qualifies it ("that …", "of …", "?").
 */
const OWNED_WHAT = /\b(?:(?:who|which\s+party|which\s+of\s+the\s+parties)\s+(?:(?:will|shall|does|would|is\s+to)\s+)?(?:owns?|holds?\s+(?:title|ownership)\s+(?:to|of|in)|retains?\s+(?:title|ownership)\s+(?:to|of|in))|(?:ownership|title)\s+(?:of|to|in))\s+(?:(?:the|any|all|such)\s+)?(?:[\w'’@-]+\s+){0,3}?([a-z][\w-]*)(?=\s+(?:that|which|created|developed|made|provided|produced|generated|arising|resulting|conceived|under|of|in|for|to|by|from)\b|\s*[?.,;]|\s*$)/i;
/** "-ing" words that are no act ("during", "including", "nothing"). */
const NOT_AN_ACT = String.raw`(?!(?:during|including|notwithstanding|following|regarding|concerning|pending|according|nothing|anything|something|everything|being)\b)`;
/**
 * What a list of acts is done to: "prices" of "… restricted from raising or reducing prices?". A clause that says one of
 * the acts but not what it is done to speaks of something else: "the Parties agree to reduce the scope of such covenant"
 * and "IAC shall not reduce or cancel purchase orders" were green for it (session 43, the review table's Price
 * Restrictions column: 0 right, 18 wrong). Only an "or" list of "-ing" forms ("shipping and handling" is one thing), whose
 * next word (past an article) is their object, and not in a question with a concept, which says its subject itself.
 */
const ACTS_DONE_TO = new RegExp(
  String.raw`\b${NOT_AN_ACT}[\p{L}-]{2,}ing(?:\s*,\s*[\p{L}-]{2,}ing)*,?\s+or\s+${NOT_AN_ACT}[\p{L}-]{2,}ing\s+(?:(?:the|its|their|any|such|his|her)\s+)?(?![\p{L}-]+ing\b)(\p{L}[\p{L}-]*)`,
  'iu',
);
/**
 * The money a "what is the …" question asks the figure of: "What is the Price of the Extract set out in Schedule 1?" is not
 * answered by a clause that allocates the Extract (trial 41, cuad-dev-23 § 2.10 was green; the price is redacted). Not
 * "amount", "payment" or "cost", which any clause of money says in other words.
 */
const FIGURE_OF = /\bwhat\s+(?:is|are|was|were|will\s+be|shall\s+be)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(prices?|fees?|royalt(?:y|ies)|commissions?|salar(?:y|ies)|bonus(?:es)?|deposits?|rent|premiums?|wages?)\b/i;
/**
 * What a revenue shared is from: "… share with e-centives the revenue from the banner advertising Excite@Home sells …?" is not
 * answered by how the parties share the revenue from Untargeted Offers (trial 41, cuad-dev-02 Exhibit A § 2(b) was green). The
 * last lower-case word before a name, a verb or what qualifies it ("advertising").
 */
const REVENUE_FROM = /\b[Rr]evenues?\s+(?:(?:generated|derived|earned|received|arising)\s+)?(?:from|of)\s+(?:(?:the|any|all|such)\s+)?(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*)(?=\s+(?:\p{Lu}|that\b|which\b|of\b|on\b|in\b|for\b|to\b|by\b|under\b|sold\b|generated\b)|\s*[?.,;]|\s*$)/u;
const LIABILITY_INSURANCE = /\bliability\s+(?:insurance|coverage|polic(?:y|ies)|insurer)\b/i;
const INSURER_ONLY = /\binsurers?\b/i;
const INSURANCE_ASKED = /\binsur(?:ance|ed|e|es|ing)\b|\bcoverage\b|\bpolic(?:y|ies)\b/i;
const RETURNS_INFORMATION = /\b(?:return|destroy|destruction|erase|delete|deliver\s+up)\w*\b[^?]{0,80}\bconfidential\s+information\b/i;

export function questionUnits(question: string, nameWords: readonly string[] = []): QuestionUnits {
  const names = new Set(nameWords.flatMap((w) => (w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((x) => [stemmer(x), ...termAt(x)])));
  // The agreement's own name lends the question no concept: "… arising out of the Non-Competition Agreement?" asks about a
  // jury waiver (trial 43, cuad-dev-16 § 4(c): refused, "non-compete" missing).
  const { ids, consumed } = conceptsIn(names.size > 0 ? withoutAgreementName(question, names) : question);
  timeAsked(question, ids);
  // "terminate for convenience", "how can it be terminated?", "what happens upon termination?": the more specific
  // concept says the termination it asks about.
  // "If the Distributor wants to end (terminate) the agreement for convenience, how much notice …?" asks the right to end it,
  // not what follows an ending (trial 48 Q11, once "end" read as "terminate": § 5.5's return of Products stood beside § 5.4).
  if (ids.has('post_termination') && WANTS_TO_END.test(question)) ids.delete('post_termination');
  withoutSuperseded(ids);
  // "cap on liability": the cap concept is about liability already; keep "liability" as the plain word a clause must say.
  ids.delete('liability');
  // "How long after the Strategic Alliance Agreement ends do the confidentiality obligations continue?" asks how long a duty
  // outlasts the agreement, not about its term: the end is when the asked period starts (trial 49, cuad-dev-22 § 6.1(b):
  // "… shall remain in effect after the termination or expiration of this Agreement for a period of five (5) years" was
  // refused, "term and expiration" missing).
  // Nor when the term is its only concept: "How long after the agreement ends does the parties' non-disparagement obligation
  // continue?" (trial 48, cuad-dev-26 § 13.10: "during the Term of this Agreement and for a period of five (5) years thereafter").
  if (ids.has('term') && AFTER_IT_ENDS.test(question)) ids.delete('term');
  // "What minimum errors and omissions insurance …?", "… at least 90 days before …?", "Is the minimum notice … 6 weeks?": a
  // bound on what is asked, not a minimum commitment; "What product liability insurance limits …?" asks insurance, not a
  // limitation of liability (trial 38: four refusals, "minimum commitment" or "limitation of liability" missing).
  if (ids.has('minimum') && (ids.has('insurance') || MINIMUM_OF_ANOTHER.test(question))) ids.delete('minimum');
  if (ids.has('insurance') && LIABILITY_INSURANCE.test(question)) for (const c of ['liability_limit', 'liability_cap']) ids.delete(c);
  // "… must each party return or destroy the other's Confidential Information?" asks what happens to the information, not the
  // duty to keep it secret, which a return clause does not state (trial 44, cuad-dev-26 § 10.1: refused, "confidentiality").
  if (ids.has('confidentiality') && RETURNS_INFORMATION.test(question)) ids.delete('confidentiality');
  // "… to one of its licensed-insurer affiliates" names who may take the agreement, not insurance a party must carry (trial 44,
  // cuad-dev-01 § I.8: refused, "insurance").
  if (ids.has('insurance') && INSURER_ONLY.test(question) && !INSURANCE_ASKED.test(question)) ids.delete('insurance');
  // "Who bears the cost of an audit?", "… reimburse AIRSOPURE's audit costs?": the audit is what the cost is of, a word the
  // clause must say, not a right to audit it must grant (trial 38: four refusals, "audit rights" missing).
  const cost = COST_OF_AUDIT.exec(question);
  if (cost && ids.has('audit')) ids.delete('audit');
  const of = cost ?? (ids.has('payment') ? PAID_WHEN.exec(question) : null) ?? (ids.has('ownership') ? OWNED_WHAT.exec(question) : null) ?? (ids.has('revenue_share') ? REVENUE_FROM.exec(question) : null) ?? FIGURE_OF.exec(question) ?? (ids.size === 0 ? ACTS_DONE_TO.exec(question) : null);
  // "How long", "how much", "how many": the measure the answer gives (a duration, an amount), which the question type
  // checks; a clause never needs the word itself, and "what would resolve it: long" tells a lawyer nothing.
  // A limitation of liability may say "liable" instead ("neither party shall be liable for consequential damages"): its
  // concept already requires liability or damages.
  const liability = !ids.has('liability_limit');
  // The lexicon consumes Porter's stems; the question's terms are read through SAME_STEM ("non-solicitation": "non" is "not";
  // "payment terms": "payment" is "pai").
  const taken = new Set([...consumed].map((t) => SAME_STEM[t] ?? t));
  // The figure a yes-no question asks about is answered by any figure of its kind (lengths-said.ts askedFigureWords).
  const figure = new Set(askedFigureWords(question).flatMap((w) => contentTerms(w)));
  const asked = of ? termAt(of[1] ?? of[2]!)[0] ?? '' : '';
  // "up to 5%": a bound, like the figure it bounds (trial 44: refused for "up").
  const terms = contentTerms(question.replace(HOW_MUCH, ' ').replace(/\bup\s+to\b/gi, ' ')).filter((t) => !names.has(t) && !figure.has(t) && (!taken.has(t) || (t === 'liabil' && liability) || t === asked));
  const choices = choicesIn(question, terms);
  const alternatives = Object.fromEntries(terms.flatMap((t) => (t === 'expir' && /^end/i.test(questionWord(question, t)) ? [[t, ENDS_SAID_BY] as const] : SAID_ALSO_BY[t] ? [[t, SAID_ALSO_BY[t]!] as const] : [])));
  return {
    concepts: [...ids],
    terms,
    ...(choices.length > 0 ? { choices } : {}),
    ...(asked !== '' && terms.includes(asked) ? { askedOf: asked } : {}),
    ...(Object.keys(alternatives).length > 0 ? { alternatives } : {}),
  };
}

