import { stemmer, wordStems } from './porter.js';
import { GLUED_HEADING } from './sentences.js';

/**
 * A legal concept and the ways contracts say it. A question that asks about a
 * concept is answered by a passage that says it in any of these ways: "cap" is
 * answered by "shall not exceed", "assign" by "transfer". `label` is what a lawyer
 * would call the clause, shown as "what would resolve it".
 */
export type Concept = {
  id: string;
  label: string;
  patterns: readonly string[];
  /** A passage says the concept only if it also matches this (a term clause states a duration or a date). */
  requires?: RegExp;
  /** …and never if it matches this (a survival clause mentions "expiration" without stating a term). */
  excludeIf?: RegExp;
  /** Its words say the concept, in a question as in a clause, only where this matches; elsewhere they are a party's name. */
  asConcept?: RegExp;
  /**
   * How a question asks for the concept, when that differs from how a clause says it: "what notice is required to
   * terminate?" asks for the right to end the agreement, which a clause says as "may terminate".
   */
  asks?: readonly string[];
  /** A section heading that names this concept also heads this one ("Termination" heads the right to terminate). */
  under?: string;
  /** A question that asks this concept asks these no more: "terminate for convenience" is answered by the convenience clause. */
  supersedes?: readonly string[];
  /**
   * Words that only put a question about this concept ("is a party restricted from competing?"): the concept's own test
   * (`requires`) already decides whether a clause restrains, so a clause need not also say "restricted".
   */
  askedAs?: readonly string[];
  /**
   * Phrasings a clause says the concept in whose words are too common to search for ("until", "through", "valid"): they
   * find the concept in a passage, but never widen retrieval (expansionWords) or say what a question asks.
   */
  quietly?: readonly string[];
  /**
   * Words that name a kind of the concept ("consequential", "lost profits"): a clause that says them says the concept, but
   * a question that names them asks about that kind, so they stay words its answer must say — a cap does not answer
   * "are consequential damages excluded?".
   */
  kinds?: readonly string[];
  /**
   * A circumstance a question names rather than what it asks about: "Is a party's liability uncapped or unlimited for
   * any breach?" asks about an uncapped liability, and a clause must still say one of its alternatives.
   */
  circumstance?: true;
  /**
   * Read as written: another concept's false friend is this concept's clause ("hereby assigns … all right, title and
   * interest" is no assignment of the agreement, and is the assignment of intellectual property).
   */
  asWritten?: true;
};

/** Affiliates, not a party named "Affiliate": see the concept. */
const AFFILIATE_NOT_A_NAME = /\baffiliates\b|\baffiliated\b|\bsubsidiar|\bgroup\s+compan|\bmembers?\s+of\b|\b(?:an?|any|its|their|his|her|the|each|such|every|no|other|our|your|all|of|to|whose|which|one|non)[\s-]+(?:[\w-]+\s+)?affiliate\b|\baffiliate\s+(?:of|thereof|companies|company|entity|entities|shall\s+mean|means)\b|["“']affiliate\b/i;

/** How a question asks about a restraint: "restricted from", "prohibited from", "any restrictions on". */
// "Does the Sellers' non-compete covenant apply …?" (trial 39): a covenant is how the restraint is asked of, not a word it says.
const RESTRAINT_ASKED = ['restrict', 'restricts', 'restricted', 'restriction', 'restrictions', 'prohibit', 'prohibits', 'prohibited', 'prevented', 'barred', 'free', 'covenant', 'covenants'];

/**
 * A confidentiality clause keeps information secret: held, kept or treated in confidence, not disclosed (or its disclosure
 * prevented: "shall take reasonable steps to prevent disclosure of any confidential or proprietary information", trial 51)
 * or used but as allowed, or a confidentiality agreement's restrictions applied. A sentence that only names "Confidential Information"
 * ("Consultant agrees that no ownership of Confidential Information is conveyed to the Consultant", a return of materials)
 * states no such duty.
 */
const CONFIDENTIALITY_DUTY = /\b(?:hold|held|holds|keep|keeps|kept|maintain\w*|treat\w*|protect\w*|preserve\w*|safeguard\w*)\b[^.;]{0,120}\b(?:confiden\w*|secre\w*)|\b(?:confiden\w*|secre\w*)[^.;]{0,60}\b(?:held|kept|maintained|treated|protected|preserved|safeguarded)\b|\b(?:not|never|neither|nor)\s+(?:to\s+)?(?:[\w-]+\s+){0,5}?(?:disclos\w*|divulg\w*|reveal\w*|publish\w*|us(?:e|ed|ing))\b|\b(?:disclos\w*|us(?:e|ed))\s+(?:[\w-]+\s+){0,8}?only\b|\bprevent\w*\s+(?:the\s+|any\s+)?(?:unauthori[sz]ed\s+)?(?:disclos\w*|divulg\w*)|\bonly\s+(?:[\w-]+\s+){0,4}?(?:disclos\w*|us(?:e|ed))\b|\brestrictions?\s+(?:relating\s+to|on|regarding|as\s+to)\s+(?:the\s+)?(?:confidentiality|disclosure|use)\b|\bconfidentiality\s+(?:obligations?|undertakings?|restrictions?|provisions?|agreement)\b|\b(?:obligations?|dut(?:y|ies)|undertakings?)\s+of\s+(?:confidentiality|confidence|secrecy|non-?disclosure)\b|\bnon-?\s?disclosure\s+(?:agreement|obligations?)\b/i;

/**
 * What a party may disclose — to its advisers, or when a court compels it — is the exception to the duty, not the duty: "Each
 * Party may disclose Confidential Information … to its Representatives", "If Recipient becomes legally compelled to disclose
 * …". A sentence that also says what may not be disclosed or used states the duty too.
 */
const DISCLOSURE_ALLOWED = /^(?![\s\S]*\b(?:not|never|neither|nor)\b[^.;]{0,60}\b(?:disclos|divulg|reveal|us(?:e|ed|ing)\b))[\s\S]*\b(?:may|can|is\s+permitted\s+to|(?:shall\s+)?be\s+entitled\s+to|(?:legally\s+)?(?:compelled|required)\s+(?:by\s+(?:applicable\s+)?law\s+)?to)\s+(?:[\w-]+\s+){0,2}?(?:disclos|furnish|provid|divulg)\w*/i;

/** Liquidated damages, or a fee for ending the agreement, in those words (the liquidated_damages concept). */
const LIQUIDATED_DAMAGES = /\bliquidated\s+damages?\b|\b(?:early\s+)?(?:termination|cancell?ation|break(?:[\s-]?up)?|kill)\s+(?:fees?|charges?|penalt(?:y|ies))\b/i;

/** Ownership said to be joint: "jointly owned", "owned jointly by the Parties", "co-own", "joint ownership of any Joint Invention". */
const JOINT_OWNERSHIP = /\bjoint(?:ly)?\b[^.;]{0,80}?\b(?:own(?:s|ed|er|ers|ership)?|property\s+of)\b|\b(?:own(?:s|ed|er|ers|ership)?)\b[^.;]{0,40}?\bjoint(?:ly)?\b|\bco-?\s?own\w*/i;

/**
 * Intellectual property passed to a party: assigned ("hereby assigns to the Company all right, title and interest"), made its
 * property ("shall be the sole and exclusive property of"), made for hire, or vested in it — of something made or
 * intellectual (not of a receivable, a lease or this agreement, which the assignment concept reads).
 */
const IP_ASSIGNED = /^(?=[\s\S]*\b(?:intellectual\s+property|copyrights?|patents?|inventions?|work\s+product|deliverables|works?\s+of\s+authorship|developments?|improvements?|materials|reports?|data|results|know-?how|trade\s+secrets?|software|source\s+code|technology|content|designs?)\b)(?:[\s\S]*\b(?:hereby\s+|shall\s+|will\s+|agrees?\s+to\s+)(?:irrevocably\s+)?(?:assign|transfer|convey)s?\b[^.;]{0,200}?\b(?:right,?\s+title|rights?\s+in|ownership|title)\b|[\s\S]*\b(?:shall|will)\s+(?:be(?:come)?|remain)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|absolute\s+)?property\s+of\b|[\s\S]*\bworks?\s+made\s+for\s+hire\b|[\s\S]*\b(?:title|ownership|rights?)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:[\w-]+\s+){0,2}?vest\s+in\b)/i;

/** A licence that may not be passed on, said of the licence: "non-transferable license", "the license … may not be assigned". */
const NOT_TRANSFERABLE = /\bnon-?\s?(?:transferable|assignable)\b|\bnot\s+(?:be\s+)?(?:transferable|assignable)\b|\blicen[cs]e\w*\b[^.;]{0,160}?\b(?:may|shall|will|can)\s+not\s+(?:be\s+)?(?:[\w-]+\s+(?:or|and)\s+)?(?:transferred|assigned|sublicensed)\b/i;

/**
 * A licence granted, in the grant's words: "hereby grants … a … license", "the license granted to Excite hereunder", "licenses
 * to" — or a right granted to use what the grantor has: "grants to Affiliate the exclusive right via Broadcast Television",
 * "grants … the right to use, reproduce and distribute".
 */
/** A party's affiliates, or its group's members ("the members of the SpinCo Group"). */
const AFFILIATES = String.raw`(?:(?:its|their|the|any|such)\s+(?:respective\s+)?(?:affiliates?|subsidiar(?:y|ies))|(?:the\s+)?members?\s+of\s+(?:the\s+|its\s+)?[\w-]+\s+group)\b`;
/**
 * Affiliates a licence reaches, which are the licensee's: licensed, sublicensed or extended to ("to Licensee and its
 * Affiliates", "which Company may sublicense only to its Affiliates", "grants to SpinCo and the members of the SpinCo
 * Group"), or exercising it ("its Affiliates may use …"). Not what describes the licensor's property: "Intellectual Property
 * owned or controlled by or licensed to the Company or any of its Affiliates" (cuad-dev-17 § 5.03).
 */
const AFFILIATES_LICENSED = new RegExp(
  [
    String.raw`\b(?:(?:sub)?licen[cs]\w*|grant\w*|rights?)\b[^.;]{0,120}?\b(?:(?<!\bby\s+or\s+licensed\s)to|extend\w*\s+to|for\s+the\s+benefit\s+of|on\s+behalf\s+of)\s+(?:[\w'’.,&-]+\s+){0,5}?${AFFILIATES}`,
    String.raw`\b(?:affiliates?|subsidiar(?:y|ies))\s+(?:of\s+[\w'’.,&-]+\s+)?(?:may|shall\s+(?:have\s+the\s+right\s+to|be\s+entitled\s+to)|(?:are|is)\s+(?:entitled|permitted|allowed)\s+to)\s+(?:[\w-]+\s+){0,3}?(?:use|exercise|practi[cs]e|sublicense|sell|make|distribute)\b`,
  ].join('|'),
  'i',
);
/**
 * Affiliates whose property a licence covers, which are the licensor's: "patents which OntoChem or any of its Affiliates own
 * or control", "Intellectual Property owned or controlled by Licensor or its Affiliates", "Licensor's Affiliates' patents".
 */
const AFFILIATES_PROPERTY_LICENSED = new RegExp(
  [
    String.raw`\b(?:owned|controlled|licensed|held)\s+(?:or\s+(?:owned|controlled|licensed|held)\s+)?by\s+(?:or\s+licensed\s+to\s+)?(?:[\w'’.,&-]+\s+){0,5}?${AFFILIATES}`,
    String.raw`\baffiliates?\s+(?:now\s+or\s+hereafter\s+)?(?:owns?|controls?|holds?)\b`,
    String.raw`\baffiliates?['’]s?\s+(?:[\w-]+\s+){0,2}?(?:intellectual\s+property|patents?|technology|know-?how|trademarks?|marks|copyrights?)\b`,
  ].join('|'),
  'i',
);
const LICENSE_GRANTED = /\bgrant(?:s|ed|ing)?\b[^.;]{0,260}?\b(?:(?:sub)?licen[cs]e|(?:exclusive|sole|non-?\s?exclusive)\s+rights?\b|rights?\s+to\s+(?:use|reproduce|distribute|sell|market|make|broadcast|display|perform|copy|modify|exploit|manufacture|publish|transmit|promote|resell)\b)|\b(?:sub)?licen[cs]es?\b[^.;]{0,80}?\bgranted\b|\bhereby\s+licen[cs]es\b/i;

/** How a question asks about renewal: its own words, or "extend" said of the agreement or its term. */
const RENEWAL_ASKED = ['renew', 'renewal', 'extension', 'be extended', 'is extended', 'are extended', 'successive', 'evergreen', 'extend … term', 'extend … agreement', 'term … extend', 'agreement … extend', 'extend … automatically', 'automatically extend', 'extend … period', 'period … extend'];

/** How a question asks about a duty the concept is ("an indemnification obligation", "confidentiality duties"). */
const OBLIGATION_ASKED = ['obligation', 'obligations', 'duty', 'duties'];

/** How a term clause says its term. */
const TERM_PATTERNS = ['initial term', 'initial period', 'term of this agreement', 'term of the agreement', 'term hereof', 'the term shall', 'the term will', 'term shall', 'agreement … expire', 'term … expire', 'expiration date', 'duration', 'agreement …… continue', 'term … continue', 'agreement … commence', 'term … commence', 'term … end', 'remain in effect', 'remain in full force', 'in effect for', 'years from the effective date', 'agreement shall terminate', 'agreement will terminate', 'agreement shall expire', 'agreement will expire'];

/** The agreement itself or its term, named as what runs or ends. */
// Also "the effective term", a sentence that defines "Term" ("… shall terminate June 1, 2000 (herein "Term")") or the
// "Contract Period" (cuad-dev-07: '"Contract Period" shall mean that period of time commencing on …'), and an
// instrument that is the agreement by another name ("This Attachment … shall continue for a period of three (3) years",
// "this IP Agreement", "This Second Amendment").
const AGREEMENT_OR_TERM = /\b(?:this|the)\s+(?:agreement|contract)\b|\b(?:initial|renewal|original)\s+(?:term|period)\b|\bthe\s+term\b|\bterm\s+(?:of|hereof)\b|\bthe\s+(?:effective|contract|agreement|license|licence|service|services)\s+term\b|["“](?:initial\s+)?term["”]|["“](?:contract|agreement)\s+period["”]|\bthis\s+(?:attachment|amendment|addendum|lease|appointment|arrangement)\b|\bthis\s+(?:[\w-]+\s+){1,2}?(?:agreement|contract|amendment)\b/i;

/** Assignment of the agreement or of rights or obligations under it, not of duties to an employee or of a process to a plant. */
const ASSIGN_OBJECT = /\b(?:assign|transfer|delegat)\w*\b[^.;]{0,120}?\b(?:agreement|contract|rights?|obligations?|duties|interests?|hereunder|license)\b|\b(?:agreement|contract|rights?|obligations?|interests?|hereunder)\b[^.;]{0,120}?\b(?:be|been|being|is|are)\s+(?:[\w,]+\s+){0,3}?(?:assign|transfer|delegat)\w*|\b(?:purported|any\s+such|no)\s+(?:assignment|transfer)\b|\bassignable\b|\bassignment\b/i;

/**
 * An audit right: a party may (or is to be allowed to) audit, inspect or examine ("may, at its own expense, audit"), books
 * and records are opened to it ("shall be open for inspection", "available and open to inspection"), or it is given access
 * to them ("shall afford to Hydraspin … full access … to all such books and records"), or they are made "available during
 * normal business hours for audit by Licensor".
 */
const AUDIT_RIGHT = /\b(?:right\s+to|may|shall\s+(?:be\s+)?(?:permit|allow|entitled)\w*|will\s+(?:permit|allow)|permit(?:s|ted)?|allow(?:s|ed)?|entitled\s+to|access\s+to|available\s+(?:to\s+\w+\s+)?for|subject\s+to|upon\s+(?:\w+\s+){0,3}request)[\s,]+(?:[\w,'’]+\s+){0,6}?(?:audit|inspect|examin|review)\w*|\b(?:open|available)\s+(?:and\s+open\s+)?(?:for|to)\s+(?:inspection|examination|audit)\b|\b(?:afford|provide|give|grant)\w*\b[^.;]{0,80}\baccess\b[^.;]{0,120}\b(?:books|records|facilities|premises)\b|\b(?:audit|inspect|examin)\w*\s+(?:[\w,'’]+\s+){0,6}?(?:books|records|accounts|facilities|premises|plants?|sites?)\b|\bmake\s+(?:[\w'’]+\s+){0,4}(?:books|records)\s+(?:[\w'’]+\s+){0,3}available|\bmake\s+(?:[\w'’]+\s+){0,4}(?:books|records)\b[^.;]{0,80}?\bavailable\s+(?:[\w,'’]+\s+){0,6}?for\s+(?:audit|inspection|examination)\b/i;

/**
 * A transfer that is not of this agreement: goods or premises disposed of in a list with leasing or lending ("use, sell,
 * sublicense, assign, lease, loan, license or transfer"), property conveyed now, money remitted, a case moved to another court.
 */
const PRESENT_CONVEYANCE = /\b(?:assign|transfer)\w*,?\s+(?:[\w-]+,?\s+){0,3}?(?:lease|loan|rent)\b|\bhereby\s+(?:(?:irrevocably|absolutely|unconditionally)\s+)?(?:assigns?|conveys?)\b|\bpayments?\b[^.;]{0,60}\btransferred\b|\b(?:case|action|suit|proceeding)s?\s+(?:be\s+)?transferred\b/i;

/**
 * A change of control named, or a transaction that changes who owns or controls a party (a merger, an acquisition, a
 * sale of its shares or of substantially all its assets, a change in its ownership) with what it sets off (termination,
 * consent, notice, acceleration, a right of first refusal: cuad-dev-13 Art. XXII, trial 48). "Control" alone is no transaction: "complete control of content … subject to approval",
 * "the Board's responsibility for and control of the conduct of the affairs of the Trust" are about who decides.
 */
/**
 * A transaction a clause deems an assignment or a transfer: "For purposes of the preceding sentence, … any merger,
 * consolidation or reorganization involving Licensee … will be deemed to be a transfer …" (trial 51, cuad-scale-104 § 11.7),
 * "a merger, change of control, reorganization or sale of all or substantially all of the stock of Licensee shall be deemed an
 * “assignment”" (trial 50, cuad-scale-112 § 8). A clause that says one is a change-of-control clause, whatever else it names
 * (an assignment, a bankruptcy): none of the concept's exclusions apply. One that only names a successor by merger is not.
 */
const DEEMS_TRANSACTION = /\b(?:merg\w*|change\s+(?:of|in)\s+control|consolidat\w*|reorgani[sz]\w*)\b[^.;]{0,300}?\b(?:deemed|considered|treated\s+as)\b[^.;]{0,40}?\b(?:assignment|transfer)/;
const CHANGE_OF_CONTROL = new RegExp(
  String.raw`change\s+(?:of|in)\s+(?:the\s+)?control|^(?=[\s\S]*(?:\bchang\w*\s+(?:[\w,]+\s+){0,6}?(?:ownership|control)\b|\bmerg(?:e|er|ers|ed|es|ing)\b|\bconsolidat\w*|\bamalgamat\w*|\breorgani[sz]\w*|\bacqui(?:re|red|res|ring|sition|ror|rer)s?\b|\b(?:sale|sell|sells|sold|transfer\w*|dispos\w*)\s+(?:[\w,'’-]+\s+){0,8}?(?:shares|stock|equity|voting|control|ownership|assets|business|undertaking)\b|\bvoting\s+(?:control|power|securities|stock|rights|interests?)\b))(?=[\s\S]*(?:terminat|consent|deemed|notif|approv|accelerat|repurchase|cancel|first\s+(?:refusal|offer|negotiat)))`,
  'i',
);

// "Distributor may terminate the Term by giving WGT written notice …: (c) for convenience …" (the sample matter's § 5.4)
// ends the agreement by ending its term.
const TERMINATES_AGREEMENT = /(?:terminat|cancel)\w*[^.;]{0,80}?\b(?:this|the)\s+(?:agreement|contract)\b|\b(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,80}?(?:terminat|terminab|cancel)|\bterminat\w*\s+(?:the|this)\s+(?:initial\s+)?term\b/i;
/**
 * A choice of law for the agreement itself, in so many words: "This Agreement shall be governed by the laws of the State of New
 * York …", "The formation, validity … of this Contract … shall be governed by the published laws of …", "The laws of the
 * province of Ontario, Canada, govern this AGREEMENT".
 */
export const GOVERNING_LAW_WORDS = /\b(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,250}?\b(?:governed|construed|interpreted)\s+(?:[\w,]+\s+){0,6}?(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?laws?\s+of\b|\blaws?\s+of\s+[^.;]{1,80}?\s+(?:shall\s+|will\s+)?govern\s+(?:this|the)\s+(?:agreement|contract)\b/i;
/** A covenant that calls itself one: "during the Non-Compete Period not to acquire …", "this non-competition covenant". */
export const NON_COMPETE_WORDS = /\bnon-?\s?compet(?:e|es|ing|ition)\b/i;
/** Words that make a termination right one for convenience whatever else the sentence says. */
// "Ceases for any reason to carry on business" qualifies the cause (the other party stops trading), not the right to end;
// so does "if for any reason you fail to commence operation".
export const CONVENIENCE_WORDS = /for\s+convenience|without\s+(?:any\s+)?cause|(?<!\bceases?\s)(?<!\bif\s)for\s+(?:any\s+(?:or\s+no\s+)?|no\s+)reason|at\s+will/i;
// A lead-in to a list of causes ("in the following cases, either party may terminate…", "… as follows:") names causes too;
// so does termination by the parties' agreement (mutual consent is no unilateral right) or on a change of control.
// "At any time" and "in its sole discretion" say when and how, not why: with a cause beside them, they are no convenience.
// "In the event that the Company desires to terminate" names a wish, not a cause.
// A sentence that begins "then" is the consequence of a condition the sentence before it states; "should Customer not have
// filed …" is an "if" put the other way round. A condition is also said "where", "when", "in case", "in the case of", and as
// the event itself: a party "ceasing to do business", a "non-payment", a conviction, a death or disability, a dissolution
// or liquidation, performance become illegal, a party "acquired by" another, a window "within thirty (30) days after" an
// event, a target "not achieved" or "not met" (session 23: each of these read as a right on notice alone).
const TERMINATION_CAUSE = /^\W*then\b|\bif\b|\bwhere\b|\bwhen(?:ever)?\b|\bin\s+(?:the\s+)?case\b|\bceas(?:e|es|ing)\s+to\b|\bnon-?payment\b|\bconvict\w*|\bdeath\b|\bdies\b|\bdisabilit|\bdisabled\b|\bdissol\w+|\bliquidat\w+|\billegal\b|\bunlawful\b|\bacquired\s+by\b|\bwithin\s+[^.;]{0,30}?\b(?:days?|months?)\s+(?:after|following)\b|\bnot\s+(?:been\s+)?(?:achiev|met\b|meet|pa(?:y|id)\b|perform|compl|reach|deliver|obtain|satisf|cured?\b|remed)\w*|\bshould\s+(?!be\b|have\b)(?:[\w'’]+\s+){1,3}?(?:not|fail\w*|become|cease\w*)\b|in\s+the\s+event(?!\s+(?:that\s+)?(?:[\w'’]+\s+){1,3}?(?:desires?|wishes|elects?|chooses?|decides?)\s+to\s+(?:terminat|cancel))|\bfor\s+(?:good\s+)?cause\b|fraud|breach|default|insolv|bankrupt|fail|violat|force\s+majeure|unless|following\s+(?:cases|events|circumstances)|any\s+of\s+the\s+following|occurrence|as\s+follows|\bby\s+(?:mutual\s+)?(?:written\s+)?(?:agreement|consent)\b|\bagreement\s+in\s+writing\b|\bmutual|change\s+(?:of|in)\s+control|\bin\s+such\s+(?:event|case)\b|:\s*$/i;
/**
 * The sentence gives a party the right to terminate ("may terminate", "shall have the right to
 * terminate", "may be terminated"), not denies it ("may not terminate … without ninety (90) days'
 * notice"). A sentence about what follows a termination ("if the Manufacturer terminates …
 * without cause, Subcontractor will stop all shipments", "no liability resulting from the
 * termination for convenience") is about the right, not the right itself.
 */
const TERMINATION_RIGHT = /\b(?:(?:may|can)(?!\W+not\b)|right\s+(?:(?:at|in)\s+(?:any\s+time|its\s+(?:sole\s+)?(?:option|discretion))\W+)?to|option\s+to|entitled\s+to|elect\w*\s+to|desires?\s+to|wish(?:es|ing)?\s+to)(?:\W+[\w'’]+){0,8}?\W+(?:terminat|cancel)\w*|\bmay(?:\W+[\w'’]+){0,6}?\W+be\s+(?:terminated|cancell?ed)\b|\bterminable\b|\buntil\s+terminated\s+by\s+(?:either|any|each)\s+part(?:y|ies)\b|\buntil\s+(?:either|any)\s+party\s+(?:[\w'’()]+\s+){0,10}?notice\b/i;

/**
 * A sentence that names a law without choosing it for this agreement. An entity's status
 * ("duly organized and existing under the laws of China") is a recital of who a party is,
 * unless the sentence also governs or construes something. Compliance and violation of laws,
 * and a counsel's opinion "limited to matters governed by … laws", are not a choice either.
 * (An exhibit's Note or Warrant "shall be governed by …" is left alone: when the document is
 * itself the Warrant, that sentence is its choice of law, and a sentence cannot tell which. The
 * generator can, from the section the sentence stands in: text/attached-instrument.ts.)
 */
const NOT_CHOICE_OF_LAW = new RegExp(
  [
    String.raw`\bcomply\b|\bcompliance\s+with\b|\bviolat\w*\s+(?:of\s+)?(?:any\s+|the\s+|applicable\s+)*laws?\b|\bopinion\b`,
    String.raw`^(?![\s\S]*\b(?:govern\w*|constru\w*|interpret\w*)\b)[\s\S]*\b(?:organi[sz]ed|incorporated|existing|formed|established|registered|chartered|constituted|head\s+offices?|principal\s+(?:place|office))\b`,
  ].join('|'),
  'i',
);

/**
 * An exception to a clause, or a reference back to it, is not the clause: "the foregoing
 * restrictions shall not apply …", "the limitation of liability does not apply to …",
 * "Nothing in this Agreement shall exclude or limit either party's liability for:".
 */
const EXCEPTION_TO_CLAUSE = /^[^;]{0,40}?\b(?:the|foregoing|above|preceding|such|these|this|that)\s+(?:[\w-]+\s+){0,4}?(?:restrictions?|limitations?|exclusions?|covenants?|provisions?|obligations?|prohibitions?|requirements?)\s+(?:[\w(),.-]+\s+){0,6}?(?:shall|will|does|do)\s+not\s+apply\b|^[^;]{0,40}?\bnothing\s+(?:(?:in|contained\s+in)\s+(?:this|the)\s+(?:agreement|section|clause|article|paragraph)\b|contained\s+herein|herein)[^;]{0,40}\b(?:shall|will)\s+(?:\w+\s+){0,3}(?:exclude|limit|restrict|prevent|preclude|prohibit|impose|require)/i;

/** Acts of dealing: what a party does "exclusively" with or for another (sells, buys, supplies, licenses, works, uses). */
const DEALING_ACT = String.raw`(?:sell|resell|sold|distribut|market|purchas|buy|bought|procur|obtain|source|suppl|(?:sub)?licen[cs]|represent|promot|work|deal|contract|engag|partner|provid(?:e|es|ing)\b|offer|advertis|sponsor|manufactur|produc(?:e|es|ed|ing)\b|develop|carr(?:y|ie)|stock|import|export|order|retain|appoint|grant|authori[sz]|act(?:s|ed|ing)?\s+(?:as|for|on)\b|use|play|wear|communicat|negotiat|refer|perform|render)\w*`;

/** An "exclusively" that is not said of how a law governs, a dispute is settled, a cost is borne or a thing is owned. */
const EXCLUSIVELY = String.raw`(?<!\b(?:governed|construed|interpreted|resolved|owned|located|settled|determined|borne|paid|payable|funded|incurred|belongs?|vest(?:s|ed)?|remains?|result(?:s|ed|ing)?|deriv(?:es|ed|ing)|aris(?:es|ing)|arose)\s+(?:\w+\s+){0,2})\bexclusively\b(?!\s+own(?:s|ed)?\b)`;

/**
 * An "exclusive" that grants or restrains: not one a forum, court, remedy, procedure, mechanism, property or control
 * follows within a few words ("exclusive and convenient forum", "Exclusivity of Remedies", "sole and exclusive property",
 * "the exclusive mechanism for resolving any dispute"), nor a law, dispute or cost that is "exclusively" governed,
 * resolved, owned or borne ("costs … will be borne exclusively by Network Affiliate"), nor what a party "exclusively own[s]".
 */
const EXCLUSIVE_DEALING = new RegExp(
  String.raw`\b(?:non-?\s?)?exclusiv(?:e|ity)\b(?![^.;]{0,30}?\b(?:jurisdiction|forum|venue|remed(?:y|ies)|courts?|property|owner\w*|control|procedures?|mechanisms?|methods?|place|means|language|purposes?)\b)` +
    // "Exclusively" deals only beside an act of dealing ("shall purchase … exclusively from", "work exclusively with", "shall
    // provide the Manufacturing Services in order to manufacture Devices … exclusively for AMAG"): a
    // space "exclusively dedicated", staff who "exclusively devote" their time, a fund "organized for the exclusive
    // purpose of", a cost incurred "to exclusively satisfy" an increase deal with no one (session 44: each was a partial
    // answer to the tune half's Exclusivity question on a contract with no exclusivity).
    String.raw`|\b${DEALING_ACT}\b[^.;]{0,40}?${EXCLUSIVELY}|\b${DEALING_ACT}\b[^.;]{0,160}?${EXCLUSIVELY}\s+(?:for|to|with|from|through|via)\b|${EXCLUSIVELY}\s+(?:[\w-]+\s+){0,2}?${DEALING_ACT}\b`,
  'i',
);

/**
 * Exclusivity said without the word: a party bound not to grant or appoint to anyone else ("Licensor agrees not to grant the
 * right to use the Duval Identification to anyone other than Company", cuad-dev-07 § 2; "We will not grant other
 * franchises … within the Master Territory"). Not what a party is not granted ("you are not granted any … rights other than
 * as expressly provided"): that denies a right.
 */
const EXCLUSIVE_RESTRAINT = /\b(?:not|never)\s+(?:to\s+)?(?:[\w-]+\s+){0,2}?(?:grant|appoint|licen[cs]e|authori[sz]e)\b[^.;]{0,100}?\b(?:any(?:one|body)?\s+(?:other|else)\b|other\s+than\b|any\s+third\s+part(?:y|ies)\b|(?:any\s+)?other\s+(?:franchises?|franchisees?|licen[cs]es?|licensees?|distributors?|agents?|resellers?|dealers?|representatives?)\b|any\s+(?:distributors?|agents?|licensees?|resellers?|dealers?|representatives?)\b)/i;

/**
 * A forum chosen for disputes: jurisdiction submitted to or made (non-)exclusive, a venue, suits to be brought in named
 * courts, or disputes settled by arbitration (and where it sits).
 */
const FORUM_CHOSEN = /\b(?:exclusive|non-?exclusive|sole)\s+(?:[\w-]+\s+){0,2}?(?:jurisdiction|venue|forum)|\b(?:submit\w*|consent\w*|attorn\w*)\s+(?:[\w,]+\s+){0,6}?(?:to\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:jurisdiction|venue|courts?)\b|\bvenue\b|\b(?:brought|instituted|commenced|filed|litigated|heard|tried|adjudicated|resolved)\s+(?:[\w,]+\s+){0,6}?(?:exclusively\s+|only\s+|solely\s+)?in\s+(?:the\s+|a\s+|any\s+)?(?:[\w.-]+\s+){0,4}?courts?\b|\bcourts?\s+(?:located\s+|sitting\s+|situated\s+)?(?:in|of|for)\s+(?:the\s+)?[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*\s*(?:,\s*[A-Z][\w.-]*\s*)?(?:shall|will)\s+have\b|\b(?:settled|resolved|determined|decided|submitted)\s+(?:[\w,]+\s+){0,4}?(?:by|to|for|through)\s+(?:final\s+and\s+binding\s+|binding\s+)?arbitration\b|\barbitration\b[^.;]{0,120}\b(?:held|conducted|seated|take\s+place|located)\s+in\b|\bseat\s+of\s+(?:the\s+)?arbitration\b/i;

/**
 * Disputes referred to mediation, or mediation set before another forum: "submit any claim … to non-binding mediation prior
 * to bringing such claim … in a court", "shall first attempt to resolve the dispute through mediation", "the mediation shall be
 * conducted …". Who bears its costs, or a mediator's fee, says nothing of whether it is required.
 */
const MEDIATION_PROVIDED = /\b(?:settl\w*|resolv\w*|submit\w*|refer\w*)\s+(?:[\w,()'’-]+\s+){0,30}?(?:by|to|through|in)\s+(?:non-?\s?binding\s+|binding\s+)?(?:mediation|conciliation)\b|\b(?:mediation|conciliation)\b[^.;]{0,160}\b(?:prior\s+to|before|precedent|first|held|conducted|take\s+place|administered|in\s+accordance\s+with|under\s+the\s+rules)\b|\b(?:first|prior\s+to\s+\w+ing)\b[^.;]{0,120}\b(?:mediat\w*|conciliat\w*)\b/i;

/** The words a cap on liability is said in; a question asks it in these and in its own ("maximum … liability"). */
const CAP_PATTERNS = ['cap', 'capped', 'limit', 'limitation', 'shall not exceed', 'will not exceed', 'not to exceed', 'shall in no event exceed', 'in no event … exceed', 'in excess of', 'maximum aggregate', 'aggregate liability', 'total liability', 'cumulative liability', 'exceed', 'liable … greater than', 'liability … greater than', 'liable for no more than', 'liable … more than the', 'liability … more than the'];

const ARBITRATION_PROVIDED = /\b(?:settled|resolved|determined|decided|submitted|referred)\s+(?:[\w,]+\s+){0,4}?(?:by|to|for|through)\s+(?:final\s+and\s+binding\s+|binding\s+)?arbitration\b|\barbitration\b[^.;]{0,120}\b(?:held|conducted|seated|take\s+place|administered|in\s+accordance\s+with|under\s+the\s+rules)\b|\barbitrators?\s+(?:shall|will|may)\b|\b(?:seat|location|place|venue|site)\s+of\s+(?:the\s+|any\s+)?arbitration\b|\bawards?\s+(?:of|rendered\s+by)\s+the\s+arbitrat/i;

/**
 * A cap says what liability is limited to or excludes, not only that a limitation exists somewhere. "Exceed" states a
 * limit when it is denied ("shall not exceed", "in no event … exceed") or measured ("exceed the lesser of"): a volume that
 * "exceeds the volume indicated", an operation that "exceeds 180 days" or quantities "that exceed" a forecast cap nothing.
 */
const CAP_STATED = /\b(?:not|never|no\s+event|nor)\b[^.;]{0,100}?\bexceed|\bexceed\w*\s+(?:the\s+)?(?:lesser|greater|total|aggregate|amounts?|sum)\b|\bin\s+no\s+event\b|\blimited\s+to\b|\bnot\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)\b|\bno\s+(?:\w+\s+)?liability\b|\bmaximum\b|\baggregate\b|\bcumulative\b|\b(?:total|entire|sole)\s+(?:\w+\s+)?liability\b|\bliabilit\w*\b[^.;]{0,80}\b(?:is|are|shall\s+be|will\s+be)\s+(?:\w+\s+)?limited\b|\blimited\b[^.;]{0,80}\bto\s+(?:\w+\s+){0,2}amounts?\b|\bcap(?:ped)?\b|\bexclud\w*\b[^.;]{0,60}\bliabilit|\bliabilit\w*\b[^.;]{0,60}\bexclu/i;

/**
 * Damages of a kind excluded: "in no event shall either party be liable for … consequential damages", "neither party shall
 * be liable to the other for any lost profits", "each party waives any claim for punitive damages".
 */
// "None of Nuance, SpinCo … shall in any event have any Liability … for any … consequential damages" (cuad-dev-10 § 7.01).
const DAMAGES_EXCLUDED = /\b(?:not|never|none|no\s+event|neither|nor|no\s+(?:\w+\s+)?liability|waives?|disclaims?|exclud\w*)\b[^.;]{0,200}?\b(?:consequential|incidental|indirect|special|punitive|exemplary)\b[^.;]{0,80}?\b(?:damages?|loss(?:es)?)\b|\b(?:not|never|no\s+event|neither|nor|waives?|exclud\w*)\b[^.;]{0,200}?\b(?:lost\s+profits|loss\s+of\s+(?:profits?|revenues?|business|data))\b/i;

/** What is limited (liability, damages, what was paid) and the limit itself, said as one of `limits`. */
function limitStated(...limits: RegExp[]): RegExp {
  return new RegExp(`^(?=[\\s\\S]*(?:liab|damages|amounts?\\s+(?:actually\\s+)?paid|(?:fees|payments)\\s+(?:actually\\s+)?(?:paid|received)))(?=[\\s\\S]*(?:${limits.map((r) => r.source).join('|')}))`, 'i');
}

/**
 * Not a limit a clause states: contribution between indemnitors, a shareholder's liability for a joint venture's capital,
 * an insurance policy's limits, an exception to the limit or a reference back to it ("the foregoing limitations").
 */
const LIMIT_NOT_STATED = new RegExp(`insur|\\bpolic(?:y|ies)\\b|\\brights?\\s+of\\s+contribution\\b|\\bregistered\\s+capital\\b|${EXCEPTION_TO_CLAUSE.source}|\\b(?:the\\s+)?(?:foregoing|above|preceding)\\s+(?:limitations?|exclusions?)\\b|\\bliabilities\\s+exceed`, 'i');

/**
 * A covenant not to compete restrains a party: the restraint comes before the competition it
 * forbids ("agrees not to … sell to direct competitors", "shall not … engage in any business
 * competing with"). A party's representation that it is bound by no such covenant, its use of
 * confidential information, or a price "competitive with" the market is not one; nor is a consent a party may "not
 * unreasonably withhold" to a transfer to one who "is not a Moelis Competitor", or a "non-competitive product". "No less
 * favorable than the pricing offered to its competitors" compares; it negates nothing (session 23).
 */
const RESTRAINS_COMPETITION = /\b(?:not(?!\s+(?:to\s+)?(?:be\s+)?unreasonably\b|\s+less\b|\s+more\b)|no(?!\s+(?:less|more|later|earlier)\b)|never|refrain\w*|restrict\w*|prohibit\w*|neither|nor|exclusively)\b[^.;]{0,400}\b(?:compet(?!ent)\w*|non-?\s?compet\w*)|\bnon-?\s?compet(?!itive)\w*|\bcovenants?\s+not\s+to\s+compete/i;
const NOT_A_COVENANT_TO_COMPETE = new RegExp(
  [
    String.raw`\b(?:invalid|unenforceable)\b|\bconflict\s+with\b|\bdisparag\w*|\b(?:is|are)\s+(?:not\s+)?(?:a\s+party\s+to|subject\s+to)\s+any\b|\b(?:confidential|proprietary)\s+information\b|\bcontains\s+covenants?\b`,
    // A competitor as the one who buys a stake or the business ("such sale or transfer may not be to a … Competitor", "an
    // Acquisition of HSWI by a Competitor", "transferring … to any other person who is not a Moelis Competitor"): a
    // restriction on transfer or a change of control, the party is free to compete.
    String.raw`\b(?:sale|sell|transfer|assign)\w*\b[^.;]{0,120}?\bto\s+(?:an?|any|such)\s+(?:[\w-]+\s+){0,2}?(?:(?:person|party|entity)\s+(?:who|which|that)\s+is\s+(?:not\s+)?an?\s+(?:[\w-]+\s+){0,2}?)?competitors?\b|\bacqui\w*\s+(?:[\w-]+\s+){0,4}?by\s+(?:an?|any)\s+(?:[\w-]+\s+){0,4}?competitors?\b`,
    // Data kept from a competitor, or a confidence kept: confidentiality, whatever heading it sits under.
    String.raw`\bdisclos\w*\s+(?:[\w-]+\s+){0,4}?to\s+(?:any\s+)?(?:third\s+part(?:y|ies)\s+)?competitors?\b|\bkeep\s+(?:[\w-]+\s+){0,3}?in\s+confidence\b`,
    // A party's freedom to develop competing products on its own ("will not … impair the right of either party … to
    // independently develop … products that are competitive"), and a note on the law of such covenants ("Any provision
    // which discloses the existence of covenants restricting competition"): no restraint on the party.
    String.raw`\bindependently\s+(?:develop|make|market|acquire|pursue)\w*|\b(?:existence|enforce\w*)\s+of\s+(?:[\w-]+\s+){0,2}?covenants?\b`,
    // A freedom said as a restraint denied ("nothing in this Agreement shall be construed as preventing PaperExchange from
    // implementing PaperExchange Links on any other Site"), and a patent suit's "Competitive Infringement": no covenant.
    // A freedom ("shall not be prevented from conducting its business in competition"), a liability disclaimed ("shall not
    // be liable for any loss … resulting from competition"), a statement about a competitive position: none restrains the
    // party from competing (session 23).
    // Nor is a duty waived ("Auriemma will not be required to sign any item that is manufactured by a competitor of Nike"):
    // the party is spared a task, not kept from competing (session 44, the tune half's ablation).
    String.raw`\b(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:prevented|restricted|prohibited|precluded|limited)\s+from\b|\b(?:shall|will)\s+not\s+be\s+liable\b|\bcompetitive\s+position\b|\b(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:required|obligated|obliged)\s+to\b`,
    // Competition as a contest ("not suitable for his use in tournament competition"): an athlete's event, no market.
    String.raw`\b(?:tournament|athletic|sporting|sports?|golf|tennis|racing)\s+competitions?\b|\bcompetitions?\s+(?:play|rounds?|events?)\b`,
    String.raw`\bnothing\s+(?:in|contained\s+in)\s+this\s+(?:agreement|section|article)\s+(?:shall|will)\s+(?:be\s+(?:construed|deemed|interpreted)\s+(?:as|to)\s+)?(?:prevent|restrict|limit|prohibit|preclude)\w*|\bcompetitive\s+infringement\b`,
  ].join('|'),
  'i',
);

/**
 * A renewal clause says how the term goes on, not when it ends — unless it also states the term itself, or
 * says when this agreement ends ("This Agreement shall terminate, subject to any automatic renewal …, upon either
 * party giving at least one hundred twenty (120) days advance written notice": an agreement without a fixed term).
 */
const RENEWAL_ONLY = /^(?![\s\S]*\b(?:(?:this|the)\s+agreement\s+(?:shall|will)\s+(?:terminate|expire)\b(?![^.;]{0,20}\b(?:if|in\s+the\s+event|unless)\b)|initial\s+term\s+(?:of|shall|will|is|ending|expir)|commenc\w*|(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:initially\s+)?(?:for|until|through)|expir\w*\s+on|for\s+(?:an?\s+)?(?:initial\s+)?(?:period|term)\s+of|term\s+(?:of\s+this\s+agreement\s+)?(?:shall\s+be|will\s+be|is)\b(?!\s+(?:automatically\s+)?(?:renewed|extended)\b)))[\s\S]*\b(?:renew\w*|extension)\b/i;
/**
 * The sentence ends this agreement or gives the right to: "may terminate", "may be terminated", "this Agreement shall
 * terminate / expire", "termination shall become effective", notice of an intention not to renew. What follows a
 * termination ("the period of liaison will commence as soon as notice has been given of termination") is not how the
 * agreement is ended, and answers "what happens after termination", not "what notice is required to terminate".
 */
const ENDS_AGREEMENT = new RegExp(
  `${TERMINATION_RIGHT.source}|` +
    String.raw`\b(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will|may)\s+(?:\w+\s+){0,2}?(?:terminate|expire|end|cease)\b|\bterminat\w*\s+(?:[\w,]+\s+){0,6}?(?:shall|will)\s+(?:become|be|take)\s+effective\b|\bautomatically\s+terminat\w*|\bterminat\w*\s+automatically\b|\b(?:intention|intent|notice|elect\w*|decid\w*|wish\w*|desir\w*)\s+(?:\w+\s+){0,2}?(?:not\s+to\s+(?:renew|extend)|to\s+terminate|of\s+(?:non-?\s?renewal|termination))\b`,
  'i',
);

/** A cure period: "If the breach is not cured within ten days …, the Agreement will terminate immediately" is a termination for breach. */
const CURE = /\b(?:breach|default)\w*\b[^.;]{0,80}\b(?:not|fails?\s+to\s+be)\s+(?:been\s+)?(?:cured|remedied)|\b(?:remed(?:y|ies|ied)|cures?)\s+(?:such\s+|the\s+)?(?:breach|default)/i;

/**
 * "Shall place all purchase orders … at least forty-five (45) days prior to the requested delivery
 * date" is a lead time, not a minimum: when "at least" measures only time before or after an
 * event and the sentence never says "minimum", it commits no one to buy anything.
 */
const NOTICE_NOT_MINIMUM = /^(?![\s\S]*\bminimum\b)[\s\S]*\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+(?:(?:[\w()*,-]+|\[[^\]]*\])\s+){0,3}?(?:(?:(?:business|calendar)\s+)?(?:days?|weeks?|months?)\b|in\s+advance\b|(?:semi-?)?annually\b|quarterly\b|monthly\b|weekly\b)/i;

/** A floor on a price ("remarket … at a price which results in cash proceeds equal to at least …") binds no one to buy. */
/**
 * A guarantee disclaimed is no minimum: "none of the PHL Parties (neither ICAS nor any of its Affiliates) … shall be deemed to
 * have guaranteed the profitability of the GIE or any volume of sales" (cuad-scale-420), "Company has not guaranteed any level
 * of orders".
 */
const NO_GUARANTEE = /\b(?:none\s+of|neither|no\s+(?:party|person|one))\b[^.;]{0,80}?\b(?:deemed\s+to\s+have|ha(?:s|ve))\s+guaranteed\b|\b(?:has|have|does|do)\s+not\s+(?:[\w-]+\s+){0,2}?guarantee(?:d)?\b|\bnot\s+be\s+deemed\s+(?:to\s+(?:have\s+)?)?(?:a\s+)?guarantee/i;
const PRICE_FLOOR = /\b(?:at|for)\s+a\s+price\b[^.;]{0,80}?\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|minimum)\b/i;

/** A sentence that opens on a condition ("If …", "In the event …") says when the agreement may end early, not when its term expires. */
const CONDITIONAL_END = /^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:if|in\s+the\s+event|should)\b|\bin\s+the\s+event\s+(?:that\s+)?they\s+are\s+unable\b/i;

/**
 * `re` found before the sentence's first proviso ("; provided that", ", provided, however") or the renewal that follows a
 * term ("… for the five (5) year term … and shall be automatically extended for one (1) year periods after the Initial
 * Term", cuad-scale-054 § 12.1): what a proviso or a renewal adds does not unsay the clause it follows.
 */
function beforeProvisoOrRenewal(re: RegExp): RegExp {
  return new RegExp(`^(?:(?![;,]\\s*provided\\b|\\s+and\\s+(?:shall|will)\\s+(?:be\\s+)?(?:automatically\\s+)?(?:renew|extend))[\\s\\S])*?(?:${re.source})`, re.flags);
}

// "Shall continue for the duration of the Lease": a term that runs as long as another instrument does; "will expire upon the
// earliest of (i) termination … or (ii) the date of payment of the last Approval Payment": a term that runs to events.
// A contract year named ("will end automatically upon the end of Year 3", cuad-dev-15 § 10.1) is a time too.
const TIME = /\byears?\s+\d{1,2}\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|sixty|ninety)\b[^.;]{0,40}?\b(?:years?|months?|days?|anniversary)\b|\b(?:19|20)\d\d\b|perpetu|indefinite|unlimited\s+(?:period|term|duration)|\bwhen\s+terminated\b|until\b|anniversary|\[\*+\]|\b(?:term|period)\s+of\s+\*{3,}|\[redacted\b|\bfor\s+the\s+(?:duration|life)\s+of\b|\bfor\s+(?:so\s+)?long\s+as\b|\b(?:earlier|earliest|later|latest)\s+(?:to\s+occur\s+)?of\b/i;

/**
 * Patterns are words or phrases; "…" is a gap of up to eight words ("in no event … exceed").
 * Matching is on Porter stems, so "governs", "governed" and "governing" are one word.
 */
/** What a deal is called when it is not "the agreement": how long one runs asks the agreement's term. */
const DEALS = ['sponsorship', 'engagement', 'arrangement', 'collaboration', 'alliance', 'partnership', 'venture', 'relationship'];

export const CONCEPTS: readonly Concept[] = [
  // The agreement's own choice of law — not an entity's status ("a company incorporated under the laws of Brazil"),
  // not compliance with laws, not a lawyer's opinion. Another instrument's choice ("This Note shall be governed by") is read
  // as one here; the generator sets it aside when it stands in an exhibit (text/attached-instrument.ts).
  { id: 'governing_law', label: 'governing law', excludeIf: NOT_CHOICE_OF_LAW, patterns: ['governing law', 'governed by', 'governed in accordance', 'law govern', 'law that govern', 'laws of', 'law of', 'construed in accordance with', 'interpreted in accordance with', 'choice of law', 'applicable law shall be', 'laws thereof', 'law thereof'] },
  {
    id: 'liability_cap',
    label: 'limitation of liability (cap)',
    requires: limitStated(CAP_STATED),
    excludeIf: LIMIT_NOT_STATED,
    patterns: CAP_PATTERNS,
    // "What is the maximum amount of WGT's liability?" asks the cap (trial 36: cuad-dev-06's late-payment interest, "… or the
    // maximum rate permitted by applicable law", was green for it, "Says maximum, amount").
    // A lawyer's "ceiling on … liability" (trial 48, cuad-dev-13 Art. XIII(b): refused, "ceiling" missing) — a question's word
    // only: searching contracts for it moved retrieval for every cap question.
    asks: [...CAP_PATTERNS, 'maximum … liability', 'liability … maximum', 'most … liable', 'most … liability', 'ceiling … liability', 'ceiling … liable'],
  },
  // Liability limited in any way: capped, or a kind of damages excluded ("in no event shall either party be liable for any
  // indirect, incidental or consequential damages"). "Does this agreement limit or exclude a party's liability?" is answered
  // by either (CUAD's lawyers label both as "Cap On Liability"); "is there a cap?" still asks for a cap. An exclusion names
  // the damages it excludes: "shall not be liable for any delay" limits nothing a lawyer asks about.
  {
    id: 'liability_limit',
    label: 'limitation of liability',
    supersedes: ['liability_cap', 'liability'],
    // "Are consequential damages excluded?": an exclusion says so as "in no event … liable for", which `requires` tests.
    askedAs: ['exclude', 'excluded', 'excludes', 'waive', 'waived', 'disclaim', 'disclaimed'],
    kinds: ['consequential', 'incidental', 'indirect', 'special', 'punitive', 'exemplary', 'damages', 'lost', 'loss', 'profits', 'revenue'],
    requires: limitStated(CAP_STATED, DAMAGES_EXCLUDED),
    // An indemnity that leaves lost profits out ("shall indemnify … against any liability …, excluding loss of profits")
    // gives cover; it limits no liability to the other party.
    // Nor is a party's being "solely responsible for … any and all legal liability resulting from the Titles, excluding any
    // legal liability caused by Licensee's breach": it allocates liability, it does not limit it.
    excludeIf: new RegExp(`${LIMIT_NOT_STATED.source}|\\b(?:shall|will|agrees?\\s+to|hereby)\\s+(?:[\\w,]+\\s+){0,3}?indemnif|^[^;]{0,60}\\bsolely\\s+responsible\\s+for\\b(?![^.]*\\b(?:in\\s+no\\s+event|exceed|not\\s+be\\s+liable|limited\\s+to)\\b)`, 'i'),
    asks: ['limit … liability', 'limits … liability', 'liability … limited', 'limitation of liability', 'limitations of liability', 'limitation on liability', 'exclude … liability', 'liability … excluded', 'exclusion of liability', 'exclude … damages', 'exclusion of … damages', 'consequential damages', 'indirect damages', 'incidental damages', 'special damages', 'punitive damages', 'lost profits', 'loss of profits'],
    patterns: ['cap', 'capped', 'limit', 'limitation', 'shall not exceed', 'will not exceed', 'not to exceed', 'in no event … exceed', 'in excess of', 'maximum aggregate', 'aggregate liability', 'total liability', 'cumulative liability', 'exceed', 'liable for no more than', 'consequential', 'incidental damages', 'indirect damages', 'special damages', 'punitive damages', 'exemplary damages', 'lost profits', 'loss of profits', 'lost revenue', 'loss of revenue', 'exclude … liability', 'excludes … liability', 'exclusion of liability'],
  },
  // Not a further-assurance covenant ("shall execute … instruments of transfer", "such further documentation to confirm its
  // consent to the assignment", "such assignment documents as … required
  // to vest …"): that conveys property the agreement deals with, it does not say whether the agreement may be assigned.
  // Nor a present conveyance ("hereby irrevocably assigns … any and all right, title, or interest"), or a promise to convey
  // rights in property ("Distributor shall assign to Company … any rights in the trademarks of Company"), money paid by transfer
  // ("payments … will be transferred by … wire"), or a lawsuit moved to another court ("to have the case transferred").
  // Nor an assignment in the sense of a task ("All services, work, obligations or assignments performed by either party …
  // will be of professional quality", "decisions specifically assigned to a Party", "a work assignment from any third party"),
  // or of people ("IBM reserves the right to determine the assignment of its personnel", "an individual to be assigned to the
  // position of Account Representative"). Nor a thing's ownership handed over ("the Company shall immediately transfer
  // ownership of the Policy to the Trust", "… to transfer its interest in the Policy to the Trust": cuad-scale-292, session
  // 50), where the sentence names no agreement.
  { id: 'assignment', label: 'assignment', requires: ASSIGN_OBJECT, excludeIf: new RegExp(`${/\b(?:work|job|task|staffing)\s+assignments?\b|\bassignments?\s+(?:performed|undertaken|completed|carried\s+out)\b|\b(?:decisions?|tasks?|responsibilit(?:y|ies)|projects?|personnel|employees?|staff|individuals?|persons?)\s+(?:[\w-]+\s+){0,2}?assigned\s+to\b|\bvest(?:s|ed|ing)?\b|\b(?:execute|sign)\w*\b[^.;]{0,120}\b(?:instruments?|document(?:s|ation)?)\b|\b(?:re)?assign(?:ment)?\w*\s+(?:(?:or|and)\s+(?:replace|remove)\w*\s+)?(?:of\s+)?(?:its|their|the|such)\s+(?:account\s+)?(?:personnel|employees|staff|representative)\b|(?<!\b(?:not|never)\s)\bassign\s+to\s+[^.;]{0,60}?\b(?:any|all)\s+(?:of\s+(?:its|their)\s+)?rights?\s+(?:in|to)\s+(?:and\s+to\s+)?(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:trademarks?|marks|patents?|copyrights?|inventions?|improvements?|know-?how)\b|^(?![\s\S]*\b(?:this|the)\s+agreement\b)[\s\S]*\b(?:intellectual\s+property|inventions?|work\s+product)\b|^(?![\s\S]*\b(?:this|the)\s+agreement\b)[\s\S]*\btransfer\w*\s+(?:all\s+|full\s+|legal\s+)?(?:(?:its|their|his|her|the|such)\s+)?(?:ownership|title|possession|interests?)\s+(?:of|to|in)\b/.source}|${PRESENT_CONVEYANCE.source}`, 'i'), patterns: ['assign', 'assignment', 'assignable', 'transfer', 'delegate'] },
  // An assignment clause that allows assignment "in connection with a merger" is an assignment clause first.
  // Named outright ("change of control"), or a merger or acquisition with what it sets off (termination, consent, notice).
  // What follows a termination ("Upon the termination (whether for cause, … or by way of change of control), the Company shall
  // pay") names a change of control as one way the engagement ends; it says nothing of what the change itself sets off.
  // "The power to direct … the management" is the definition of control; a vote of the voting securities is a fund's governance;
  // a receiver or a bankruptcy is insolvency, not a change of control; a representation that an application "complied" is no covenant;
  // "a material effect on the Company on a consolidated basis" is accounts, not a consolidation of companies.
  // Not a definition of the change of control ("A Change of Control shall be any purchase of equity …", a definitions list's
  // "the terms … will have the meanings as follows: B) the consummation of a merger …"): it says what one is, not what happens;
  // nor a party's representation ("represents and warrants … that … the execution … has been duly authorized"), nor things
  // merged ("No merger of the Products with other products shall be made …"): no party changes hands. Nor confidences a
  // party may disclose "in communications with … prospective acquirers, merger partners, lenders or investors" (session 44,
  // the tune half's ablation).
  { id: 'change_of_control', label: 'change of control', excludeIf: new RegExp(String.raw`^(?![\s\S]*${DEEMS_TRANSACTION.source})[\s\S]*(?:\brepresents\s+and\s+warrants\b|\bmerg\w*\s+(?:of\s+)?(?:the\s+|any\s+|such\s+)?(?:products?|software|data(?:bases?)?|content|files?|plans?|documents?|records|technology)\b|^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:an?\s+|the\s+(?:term\s+)?)?["“]?change\s+(?:of|in)\s+control["”]?\s+(?:shall\s+(?:be|mean)|means|is\s+defined|has\s+the\s+meaning)\b|\b(?:will|shall)\s+have\s+the\s+(?:following\s+)?meanings?\s+(?:as\s+follows|set\s+forth\s+below)\b|^\W*(?:the\s+)?(?:following\s+)?(?:capitali[sz]ed\s+)?(?:terms?|words?)\b[^.;]{0,60}?\b(?:will|shall)\s+have\s+the\s+(?:following\s+)?meanings?\b|\bconsolidated\s+basis\b|\bassign|\bpower\s+to\s+direct\b|\bvote\s+of\b|\bnot\s+(?:be\s+(?:considered|deemed|treated\s+as)|constitute)\s+an?\s+change|^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?upon\s+(?:the\s+|any\s+|such\s+)?(?:termination|expiration|expiry)\b|\breceiver\b|\bbankrupt|\binsolv|\bcompl(?:y|ied|ies)\b|\bdisclos\w*\b[^.;]{0,600}?\b(?:prospective\s+)?(?:acquirers?|merger\s+partners?)\b)`, 'i'), requires: CHANGE_OF_CONTROL, patterns: ['change of control', 'change in control', 'merger', 'merge', 'acquisition of … control', 'acquisition of … shares', 'acquisition of … stock', 'acquisition of … voting', 'acquisition of … assets', 'acquired by', 'voting control', 'voting power', 'voting securities', 'consolidation', 'substantially all of', 'ownership or control', 'control of'] },
  {
    id: 'convenience',
    label: 'termination for convenience',
    supersedes: ['termination', 'termination_right'],
    // …of this agreement (not of a subagency), and not because of force majeure. A right to terminate on notice alone
    // ("may terminate this Agreement … upon six (6) months' prior written notice") is one for convenience when the
    // sentence names no cause (no "if", breach, default, failure, insolvency).
    requires: new RegExp(`^(?=[\\s\\S]*(?:${TERMINATES_AGREEMENT.source}))(?=[\\s\\S]*(?:${TERMINATION_RIGHT.source}))(?:(?=[\\s\\S]*(?:${CONVENIENCE_WORDS.source}))|(?![\\s\\S]*(?:${TERMINATION_CAUSE.source})))`, 'i'),
    // …and of the agreement, not of a party's obligation to supply one product ("may terminate its obligations to supply").
    // Cancelling orders ("may cancel any and all Purchase Orders against this Agreement at any time") ends no agreement.
    excludeIf: /act\s+of\s+god|force\s+majeure|beyond\s+(?:[\w'’]+\s+){0,3}(?:reasonable\s+)?control|\bterminat\w*\s+(?:its|their|his|her)\s+(?:obligations?|supply|appointment|participation)\b|\bcancel\w*\s+(?:[\w-]+\s+){0,4}?(?:orders?|shipments?|deliveries|releases?|forecasts?)\b/i,
    patterns: ['for convenience', 'without cause', 'for any or no reason', 'for any reason or no reason', 'with or without cause', 'may terminate … for any reason', 'right to terminate … for any reason', 'may terminate … at any time', 'right to terminate … at any time', 'may be terminated … at any time', 'at will', 'may terminate …… notice', 'right to terminate …… notice', 'may be terminated …… notice', 'wish to terminate …… notice', 'desire to terminate …… notice', 'may cancel … at any time', 'right to cancel … at any time', 'with or without … reason'],
    // A right on notice put another way: "shall be terminable by Licensor or Licensee upon sixty (60) days' written notice",
    // "shall remain in effect until terminated by either Party upon thirty (30) days' prior written notice".
    // ("Terminable" stems as "terminate": the phrase keeps its "be".)
    quietly: ['be terminable …… notice', 'until terminated by …… notice', 'until either party …… notice'],
  },
  // A lawyer asks to "end" an agreement or "walk away" from it: "Does the Licensor have the right to end the endorsement deal if
  // the Company merges …?" is answered by "Licensor shall have the right to terminate the Contract Period" (trial 48,
  // cuad-dev-07 § 20: refused, "end" and "deal" missing). Not "the end of the agreement", which is its expiry.
  { id: 'termination', label: 'termination', asks: ['terminate', 'termination', 'cancel', 'cancellation', 'end the … agreement', 'end this agreement', 'end the … contract', 'end this contract', 'end the … deal', 'walk away from'], patterns: ['terminate', 'termination', 'cancel', 'cancellation'] },
  // What outlasts the agreement (a passage that says it is read as survival alone: see SURVIVAL in conceptsIn). "These
  // obligations … shall remain in effect after the termination or expiration of this Agreement for a period of five (5)
  // years" says it without the word (trial 38, cuad-dev-22 § 6.1(b): refused, "survival" missing).
  { id: 'survival', label: 'survival', supersedes: ['termination', 'termination_right', 'post_termination'], patterns: ['survive', 'survives', 'survived', 'survival', 'remain in effect after … termination', 'remain in effect after … expiration', 'remain in force after … termination', 'remain in full force and effect after … termination', 'continue in effect after … termination', 'continue in full force and effect after … termination'] },
  // A breach is said as a default or a failure to perform or comply: "any failure by WGT to perform any of its obligations
  // … continues for thirty (30) days after written notice" is the Distributor Agreement's termination for breach, and a
  // question about "material breach" must not be answered, for want of the word, by "any material change in … control".
  {
    id: 'breach',
    label: 'breach or default',
    circumstance: true,
    // Force majeure excuses a breach: "Neither party will be liable for, or be considered to be in breach of or default under
    // this Agreement on account of, any delay …" says what is no breach, and answered "What happens if the distributor
    // breaches the agreement?" in green (session 19).
    excludeIf: /\b(?:not|neither|nor|no)\b[^.;]{0,80}\b(?:considered|deemed|treated\s+as)\s+(?:to\s+be\s+)?(?:in\s+|a\s+)?(?:breach|default)\b/i,
    patterns: ['breach', 'breaches', 'breached', 'default', 'defaults', 'defaulted', 'fail … perform', 'fails … perform', 'failure … perform', 'failed … perform', 'fail … comply', 'fails … comply', 'failure … comply', 'failed … comply', 'fail … observe', 'failure … observe', 'non performance', 'nonperformance', 'non compliance', 'noncompliance'],
  },
  // A cure period: the time a party has to put a breach right, said as "cure" or "remedy": cuad-dev-08 § 14.02 "You shall
  // have 30 days … within which to remedy any default" answers "How long is the cure period?" (session 20: § 14.01's
  // "without affording You any opportunity to cure" was the green answer, 14.02 never a candidate for want of "cure").
  {
    id: 'cure',
    label: 'cure period',
    asks: ['cure', 'cured', 'curing', 'remedy … breach', 'remedy … default', 'remedy … failure'],
    // A cure denied ("without affording You any opportunity to cure") gives no period to put anything right.
    excludeIf: /\b(?:without|no|not|nor)\s+(?:[\w'’]+\s+){0,4}?(?:opportunity|right|period|time)\s+(?:to|for|of)\s+(?:\w+\s+)?(?:cure|remedy)\b|\bno\s+cure\s+period\b/i,
    // "… such failure continues for a period of ten (10) Business Days after delivery of a written notice … requiring CHT to
    // correct such failure" (cuad-dev-19 § 10(c)(i), refused in a helper's trial, session 27): to correct a failure is to cure it.
    patterns: ['cure', 'cured', 'curing', 'remedy … breach', 'remedy … default', 'remedy … violation', 'remedy … failure', 'remedy such', 'remedy the', 'be remedied', 'is remedied', 'not remedied', 'remain unremedied', 'unremedied', 'uncured', 'correct such failure', 'correct such breach', 'correct such default', 'correct the failure', 'correct the breach', 'correct the default', 'correct any such default', 'be corrected', 'not corrected'],
  },
  // …and a cure denied, which is what "May AIRSOPURE terminate … without an opportunity to cure?" asks about.
  {
    id: 'no_cure',
    label: 'no cure period',
    supersedes: ['cure'],
    patterns: ['without … opportunity to cure', 'without … right to cure', 'without … cure', 'no opportunity to cure', 'no cure', 'not … curable', 'incapable of … cure', 'incapable of … remedy'],
  },
  // "How can it be terminated?", "what notice is required to terminate?": the clause that ends the agreement or gives the
  // right to, not one about what follows a termination. Questions about what follows keep the plain termination concept.
  {
    id: 'termination_right',
    label: 'right to terminate',
    requires: ENDS_AGREEMENT,
    under: 'termination',
    supersedes: ['termination'],
    // "How can it be terminated?", not "How long must the Company keep its insurance after termination?" (session 20:
    // that asked for a right to terminate and was refused for want of one).
    asks: ['notice … terminate', 'notice … terminated', 'notice … cancel', 'how can … terminate', 'how may … terminate', 'how do … terminate', 'how does … terminate', 'how … be terminated', 'how is … terminated', 'how are … terminated', 'how … be cancelled', 'how to terminate', 'right to terminate', 'may … terminate', 'can … terminate', 'can … terminated', 'could … terminate', 'entitled to terminate', 'ground … terminate', 'grounds … terminate', 'when … may … terminate', 'terminate … by notice', 'who … terminate'],
    patterns: ['terminate', 'terminated', 'termination', 'terminable', 'cancel', 'not to renew', 'non renewal', 'nonrenewal'],
  },
  {
    id: 'term',
    label: 'term and expiration',
    // A term clause states a duration or a date, and of the agreement or its term — not of a covenant or a rebate period.
    requires: new RegExp(`^(?=[\\s\\S]*(?:${TIME.source}))(?=[\\s\\S]*(?:${AGREEMENT_OR_TERM.source}))`, 'i'),
    // Survival and post-termination clauses mention expiration without stating when it comes; a covenant "during the Term" runs for it;
    // "any action … must be commenced within five (5) years" limits a suit, not the agreement.
    // A term clause says when this agreement ends: not when representations or an indemnity lapse, not that it ends "if"
    // or "in the event" something happens (that is termination), not a payment in "the second year of the term".
    // Read up to a proviso only: "The term … will end on the first anniversary …; provided that (a) either party may
    // terminate … (b) … if … a material breach … not cured" states the term, and its provisos do not unsay it.
    excludeIf: beforeProvisoOrRenewal(new RegExp(`${RENEWAL_ONLY.source}|${CURE.source}|${EXCEPTION_TO_CLAUSE.source}|${CONDITIONAL_END.source}|` + /\brepresentations?\s+and\s+warrant|\bindemni|\bnegotiat|during\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:years?|months?|quarters?)\s+of\s+the\s+term|\b(?:first|second|third|fourth|fifth|final|last|each)\s+(?:contract\s+)?(?:years?|months?|quarters?)\s+of\s+the\s+term|\bfor\s+the\s+(?:initial\s+)?term\s+of\s+(?:this|the)\s+agreement\b|surviv|(?:after|following|upon|from|prior\s+to)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:expiration|termination|expiry)|\b(?:during|following|after|beyond|throughout)\s+the\s+(?:initial\s+)?term\b|non-?solicit|non-?compet|\bterminat\w*\b[^.;]*:\s*$|\b(?:actions?|suits?|claims?|proceedings?)\b[^.;]{0,100}\b(?:commenced|brought|filed|instituted)\s+within\b/.source, 'i')),
    patterns: TERM_PATTERNS,
    // How long an agreement lasts is asked of its term: "How long does the agreement last?", "How long is the term of the
    // distributor agreement?" — before, neither asked the concept, and "during the last 12 full months" and a forecast "for
    // the Term" answered them in green. The clause need not say "last" or "run": the term concept's test decides.
    // Only "agreement last(s)/run(s)" next to each other: "Was the agreement signed in the last year?" asks no term.
    // "How long is the term?" names no agreement and means this one's: without the concept, any length answered it (the
    // sample matter's "Any unpaid amounts at the end of ten years shall be forgiven", "less than thirty (30) days advance notice").
    // "Duration" alone is a length of whatever the question asks about ("Duration and radius of the post-termination
    // non-compete?" asks the covenant's, and was refused for want of the agreement's term; session 28).
    asks: [...TERM_PATTERNS.filter((p) => p !== 'duration'), 'duration of … agreement', 'duration of the term', 'term of … agreement', 'agreement last', 'agreement will last', 'agreement shall last', 'agreement run', 'agreement will run', 'agreement shall run', 'how long is the term', 'what is the term', 'length of the term',
      // The deal named for what it is: "How long does the Excite–N2K sponsorship run …?" asks its term (trial 45: cuad-dev-21's
      // "Total Revenue will be measured at the end of every three months" was green for it).
      ...DEALS.flatMap((d) => [`${d} last`, `${d} run`, `${d} will last`, `${d} will run`, `${d} remain in effect`, `${d} remain in force`])],
    askedAs: ['last', 'run', 'long'],
    // How a term is said when it runs from a start to an end: "shall become effective on … and shall continue in effect until
    // terminated", "shall be valid for five (5) years", "shall expire on November 30, 2016", "for a term of five years".
    // ("Effective Date" is in every other sentence: "effective" with a gap says nothing of a term.)
    // Said further from "this Agreement" than a phrase's gap: "This Agreement shall become effective on the Effective Date
    // and shall continue for a period of three (3) years", "… is effective as of August 1, 2004 … and shall terminate on July
    // 31, 2009"; and a term without an end date: "will end when terminated by either party", "for an unlimited period of time".
    quietly: ['in effect until', 'in effect through', 'continue in effect', 'be effective through', 'remain effective', 'remain valid', 'be valid for', 'valid until', 'valid through', 'is valid for', 'for a term of', 'shall expire on', 'will expire on', 'until terminated', 'agreement …… expire on', 'agreement …… terminate on', 'agreement …… end on', 'agreement …… remain in force', 'agreement …… remain in full force', 'contract period …… conclud', 'contract period …… end on', 'contract period …… expir', 'end when terminated', 'unlimited period', 'endure', 'in perpetuity', 'come into force', 'comes into force'],
  },
  // A renewal the parties may negotiate, or make "under mutually agreed to terms", is no renewal term; an insurance policy's or a letter of credit's renewal is not the agreement's.
  // "The Contract Term shall extend for a period of fifty (50) years" is the term itself: a renewal renews, or adds a further period.
  // A question about renewal says what is extended ("Can the term be extended?", "Does the agreement extend automatically?");
  // "Does the license extend to the licensee's affiliates?" asks what a licence covers (session 30: read as renewal).
  // A renewal says its length, or that it is automatic — or it is a party's right or option to renew by notice: "The
  // Publishers shall have the right to renew the term of the Services by notice in writing … on or before 30 September 1999"
  // answers "By when must the Publishers give notice to renew?" (cuad-dev-09 § 17.1, session 33's trial: the sentence after
  // it, the renewed term's end, was the green answer). Not a warranty extended ("the option to purchase extended warranty
  // coverage for an additional twenty-four (24) months"), nor pay that continues after the term ("all compensation will
  // continue for a extended period of five years from the date of termination"): the agreement is not renewed (session 44,
  // the tune half's ablation).
  { id: 'renewal', label: 'renewal', excludeIf: /\bnegotiat|\bwarrant(?:y|ies)\b|\b(?:compensation|commissions?|royalt(?:y|ies)|payments?|fees)\s+(?:shall|will)\s+continue\b|\bletters?\s+of\s+credit\b|\bLOCs?\b|\b(?:upon|on|by|with|subject\s+to)\s+(?:the\s+)?mutual\s+(?:written\s+)?(?:agreement|consent)\b|\b(?:under|on|upon|by|with|at)\s+(?:such\s+)?mutually\s+(?:agreed|acceptable)\b|\binsur|\bpolic(?:y|ies)\b/i, requires: /^(?=[\s\S]*\b(?:renew\w*|additional|further|successive|automatic\w*|evergreen|extension|extended|another|subsequent|consecutive)\b)(?:[\s\S]*(?:automatic|successive|evergreen|\b(?:\d+|one|two|three|four|five|ten|twelve)\b[^.;]{0,30}\b(?:years?|months?)\b|\[\*+\]|\b(?:right|option)\s+to\s+(?:renew|extend)\b[^.;]{0,80}\bby\s+(?:giving\s+)?(?:\w+\s+){0,3}notice\b))/i, asks: RENEWAL_ASKED, patterns: ['renew', 'renewal', 'extend', 'extension', 'successive', 'evergreen'] },
  // A government's inspection is not a party's audit right, nor is a buyer's right to inspect or test the goods delivered
  // (acceptance, not the books): "the right to inspect or test said Product batch and dispute … rejection", "all such
  // samples shall be available for inspection".
  // An inspection by a government or a regulatory authority (records "available to the FDA or other regulatory authorities",
  // premises "open to inspection by health authorities") is not a party's right to audit the other.
  // "Does a party have the right to audit …?": the right is what AUDIT_RIGHT tests ("may", "entitled to", "shall permit"), so a
  // clause need not also say "right".
  { id: 'audit', label: 'audit rights', askedAs: ['right', 'rights', 'entitled', 'permitted', 'allowed'], requires: AUDIT_RIGHT, excludeIf: /\b(?:government(?:al)?|regulatory|health|tax|customs|public|competent|local|state|federal)\s+(?:agenc\w+|authorit\w+|bod(?:y|ies)|officials?|inspectors?)\b|\bFDA\b|^(?![\s\S]*\b(?:books|records|accounts)\b)[\s\S]*\b(?:inspect|test)\w*\s+(?:(?:or|and)\s+(?:inspect|test)\w*\s+)?(?:the\s+|said\s+|such\s+|any\s+|each\s+)?(?:products?|goods|shipments?|batch(?:es)?|deliver\w*|samples?)\b|^(?![\s\S]*\b(?:books|records|accounts)\b)[\s\S]*\b(?:products?|goods|shipments?|batch(?:es)?|samples?)\s+(?:[\w-]+\s+){0,3}?(?:shall|will|must)\s+be\s+(?:made\s+)?(?:available|open)\s+(?:to\s+\w+\s+)?for\s+(?:inspection|testing)\b/i, patterns: ['audit', 'inspect … books', 'inspect … records', 'examine … books', 'examine … records', 'inspection of … books', 'inspection of … records', 'books and records', 'books of account', 'access to … books', 'access to … records', 'inspect … facilities', 'inspect … premises', 'access to … facilities', 'access to … premises', 'records … examined', 'records … inspected', 'records … audited', 'books … examined', 'books … audited', 'records … available', 'books … available', 'access … books', 'access … records'], quietly: ['available for inspection', 'open for inspection', 'open to inspection', 'right to inspect'] },
  // Exclusive dealing or rights — not an exclusive forum, remedy, procedure or ownership (what "shall belong fully and
  // exclusively to Client"), a law that "exclusively"
  // governs, or an "exclusion" (Porter stems it as "exclusive").
  // Nor a conveyance ("Reseller … hereby assigns exclusively to TouchStar …", "an exclusive, perpetual, irrevocable,
  // royalty-free assignment"): who owns, not who deals with whom.
  // Not the entire-agreement clause ("this Agreement is the exclusive agreement among the parties hereto, and supersedes any
  // prior agreement"): it says which terms bind, not who deals with whom. Nor the language of the proceedings, or a licence a
  // party "desires to grant" a third party (the other's right of first negotiation over it).
  { id: 'exclusivity', label: 'exclusivity', requires: new RegExp(`${EXCLUSIVE_DEALING.source}|${EXCLUSIVE_RESTRAINT.source}`, 'i'), excludeIf: new RegExp(`${EXCEPTION_TO_CLAUSE.source}|\\bsupersed(?:e|es|ed|ing)\\b|\\bhereby\\s+(?:(?:irrevocably|absolutely|unconditionally)\\s+)?(?:assigns?|conveys?)\\b|\\bassign(?:s|ed)?\\s+exclusively\\b|\\b(?:desires?|wish(?:es)?|intends?)\\s+to\\s+(?:grant|appoint|license)\\b|\\bexclusive,?\\s+(?:[\\w-]+,?\\s+){0,4}?assignments?\\b`, 'i'), patterns: ['exclusive', 'exclusivity', 'exclusively', 'nonexclusive', 'non exclusive', 'sole and exclusive', 'not … grant', 'not … appoint', 'not … license', 'not … authorize'] },
  // A right of first refusal, first offer or first negotiation: the words of the right itself, and a right or option
  // granted — "shall first negotiate in good faith" to settle a dispute is no such right. The question's "right" is
  // what `requires` tests, so a clause that says "option of first refusal" answers.
  {
    id: 'first_refusal',
    label: 'right of first refusal, offer or negotiation',
    askedAs: ['right', 'rights'],
    requires: /\b(?:rights?|option|entitled)\b/i,
    patterns: ['first refusal', 'first … refusal', 'first offer', 'first negotiation', 'first right to negotiate', 'first right to purchase', 'first right to acquire', 'rofr', 'rofo', 'rofn'],
  },
  // Revenue or profit sharing: a share, a percentage (or a redacted one) of revenues, profits, net or gross sales, proceeds
  // or receipts, or revenues "shared" — "Company will pay ACSI a royalty equal to [***] of all revenues generated", "The
  // parties will share equally all revenue from …". Not "lost profits" or a "loss of revenue", which are damages. A question
  // asks it as "share revenue or profits"; the clause need not say "share". Not an employee's share options or incentive
  // plan, nor a definition of the revenue ("'Net Revenue' shall be defined as one hundred percent (100%) of gross revenues").
  {
    id: 'revenue_share',
    label: 'revenue or profit sharing',
    askedAs: ['share', 'shares', 'sharing', 'split'],
    asks: ['share … revenue', 'share … revenues', 'share … profits', 'share … profit', 'revenue sharing', 'profit sharing', 'revenue share', 'profit share', 'split … revenue', 'split … profits'],
    requires: /(?:\b\d+(?:\.\d+)?\s*%|\bper\s?cent\b|\bpercentage\b|\[\s*\*+\s*\]|\*{3,})[^.;]{0,80}?\b(?:of|in|from)\s+(?:the\s+|all\s+|its\s+|such\s+|any\s+|each\s+)?(?:[\w'’-]+\s+){0,4}?(?:revenues?|profits?|net\s+sales|gross\s+sales|proceeds|receipts)\b|\b(?:share|portion)s?\s+of\s+(?:the\s+|all\s+|its\s+|such\s+|any\s+|each\s+)?(?:[\w'’-]+\s+){0,4}?(?:revenues?|profits?|net\s+sales|gross\s+sales|gross\s+margins?|proceeds|receipts)\b|\bshar(?:e|es|ing)\b[^.;]{0,40}?\b(?:revenues?|profits?|net\s+sales|gross\s+sales|proceeds)\b|\b(?:revenues?|profits?)\b[^.;]{0,60}\bshared\b/i,
    excludeIf: /\blost\s+(?:profits?|revenues?)|\bloss\s+of\s+(?:profits?|revenues?)|\bdamages\b|\bshare\s+(?:options?|units?|capital|certificates?|plans?)\b|\brestricted\s+shares?\b|\b(?:defined|calculated)\s+as\b/i,
    patterns: ['revenue', 'revenues', 'profit', 'profits', 'net sales', 'gross sales', 'proceeds', 'receipts'],
  },
  // A party may not solicit, recruit or hire the other's employees or customers: a restraint on soliciting, not a
  // distributor's duty to "use its best efforts to solicit orders". Asked as "non-solicitation", "non-solicit".
  {
    id: 'non_solicit',
    label: 'non-solicitation',
    askedAs: RESTRAINT_ASKED,
    requires: /\b(?:not|no|never|neither|nor|refrain\w*|restrict\w*|prohibit\w*)\b[^.;]{0,200}?\b(?:solicit\w*|recruit\w*|induc\w*|entic\w*|hir(?:e|es|ing)|employ)\b|\bnon-?\s?solicit/i,
    // "Sellers shall not be restricted from (1) soliciting for employment … former employees": the exception, a freedom.
    excludeIf: new RegExp(`\\b(?:shall|will|is|are)\\s+not\\s+(?:be\\s+)?(?:restricted|prohibited|prevented|precluded)\\s+from\\b|${EXCEPTION_TO_CLAUSE.source}`, 'i'),
    patterns: ['solicit', 'solicitation', 'non solicit', 'nonsolicitation', 'non solicitation', 'nonsolicit', 'recruit', 'poach'],
  },
  { id: 'non_compete', label: 'non-compete', askedAs: RESTRAINT_ASKED, requires: RESTRAINS_COMPETITION, excludeIf: new RegExp(`${NOT_A_COVENANT_TO_COMPETE.source}|${EXCEPTION_TO_CLAUSE.source}`, 'i'), patterns: ['compete', 'competition', 'competing', 'competitive', 'noncompete', 'non compete', 'noncompetition', 'competitor'] },
  // A party keeps insurance in force: the act (maintain, carry, obtain, procure, "shall provide") is done to the insurance,
  // not to books, information or documents a sentence later names an insurer beside, nor "payments provided for" that
  // exclude taxes and insurance. A sentence that says what the obligation is not limited by, or what follows when it is
  // not met, qualifies the obligation rather than stating it. A policy "issued by" an insurer is one the sentence holds, not
  // a certificate issued by a bureau half a clause later; "shall insure that" the work infringes nothing is "ensure";
  // "life insurance products issued by Company" are what a party sells.
  // "Is a party required to maintain insurance?" asks for the act `requires` already tests: a clause that says "carries",
  // "must have" or "agrees to insure" answers it without the word "maintain". (Asked words are stemmed, so "maintained"
  // is "maintain"; "required" and "have" are no content words of any question: question-units' STOP.)
  { id: 'insurance', label: 'insurance', askedAs: ['maintain', 'carry', 'obtain', 'procure', 'keep', 'hold', 'purchase'], requires: /\b(?:maintain|carry|carries|obtain|procure|keep|take\s+out|secure)\w*\b[^.;]{0,200}\b(?:insurance|insured|insurers?|coverage|polic(?:y|ies))\b|\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}?(?:have|hold)\s+(?:[\w-]+\s+){0,6}?(?:insurance|coverage|polic(?:y|ies))\b|\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}?insure\b(?!\s+that\b)|\b(?:be|as)\s+(?:an\s+)?additional\s+insureds?\b|\bpurchase\s+(?:[\w-]+\s+){0,4}(?:insurance|coverage|polic(?:y|ies))\b|\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,3}?provide\w*\b[^.;]{0,200}\b(?:insurance|insured|coverage|polic(?:y|ies))\b|\b(?:insurance|coverage|polic(?:y|ies))\b[^.;]{0,200}\b(?:maintained|carried|obtained|procured|kept|in\s+(?:full\s+)?force|named?)\b|\b(?:insurance|coverage|polic(?:y|ies))\b[^.;]{0,40}\b(?:written|issued)\s+by\b|\bnamed\s+(?:as\s+)?(?:an\s+)?additional\s+insured\b/i, excludeIf: /freight insurance|insurance premiums? for freight|\binsurance\s+products?\b|\bFDIC\b|\b(?:fail\w*|unable|refus\w*)\s+to\s+(?:\w+\s+){0,2}?(?:procure|maintain|obtain|carry)\b|\bif\b[^.;]{0,60}\b(?:do|does|did)\s+not\s+(?:\w+\s+){0,2}?(?:procure|maintain|obtain|carry)\b|\b(?:shall|will|does|do)\s+not\s+(?:in\s+any\s+way\s+)?(?:be\s+)?(?:limit|affect|relieve|reduce)\w*|\bseparate\s+and\s+distinct\b/i, patterns: ['insurance', 'insured', 'insurer'] },
  // A minimum of what is bought, ordered, sold or paid — not an uptime or a subscription count, not an insurance
  // coverage amount, and not a statement that a party is bound by no minimum ("is not otherwise obligated to purchase any minimum",
  // "there is no guarantee that any minimum level of revenue … will be generated") or a change to one ("If Manufacturer elects
  // to proceed with the design change, minimum quantity requirements change …");
  // not a lead time or a reporting frequency (NOTICE_NOT_MINIMUM), an offering's purchase limits, a shareholder count or a tender offer,
  // nor a price floor (PRICE_FLOOR), people put on the work ("the services of at least one suitable sales professional") or the
  // shares an offering must sell ("unable to sell the minimum number of shares necessary"), nor a financial covenant ("shall
  // maintain a minimum balance of $10,000", a minimum net worth), nor a bonus's floor ("bonus payment level will be set at a minimum
  // of 25%"). What is guaranteed is a minimum ("guaranteed minimum royalties"); a guarantee given as
  // security ("clients offering acceptable guarantees to support their purchases") is not.
  { id: 'minimum', label: 'minimum commitment', excludeIf: new RegExp(`${NOTICE_NOT_MINIMUM.source}|\\btender\\s+offer|${PRICE_FLOOR.source}|${NO_GUARANTEE.source}|\\bmaximum\\s+and\\s+minimum\\b|\\bshareholders?\\b|\\bbonus(?:es)?\\b|\\bpolic(?:y|ies)\\b|\\binsur|\\bcoverage\\b|\\b(?:not|no|neither)\\s+(?:[\\w-]+\\s+){0,12}?(?:obligated|obliged|required|subject)\\b[^.;]{0,60}\\bminimum|\\bno\\s+minimum\\b|\\bno\\s+(?:guarantee|assurance|warranty|representation)s?\\b[^.;]{0,40}?\\bminimum\\b|\\bchang\\w*\\s+in\\s+(?:the\\s+)?minimum\\b|\\bminimum\\s+(?:[\\w-]+\\s+){0,2}chang(?:e|es|ed|ing)\\b|\\bat\\s+least\\s+(?:one|two|three|four|five|\\d+)\\s+(?:\\(\\d+\\)\\s+)?(?:[\\w-]+\\s+){0,3}?(?:professionals?|persons?|people|employees?|representatives?|individuals?|staff|personnel|engineers?|technicians?|salespe\\w+)\\b|\\bminimum\\s+number\\s+of\\s+shares\\b|\\bminimum\\s+(?:account\\s+|cash\\s+|daily\\s+)?balances?\\b|\\bminimum\\s+(?:tangible\\s+)?(?:net\\s+worth|capital|liquidity)\\b|\\bat\\s+least\\s+[^.;]{0,40}%\\)?\\s+of\\s+the\\s+(?:total\\s+)?(?:order\\s+|purchase\\s+|contract\\s+)?price\\b|${EXCEPTION_TO_CLAUSE.source}`, 'i'), requires: /(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than|guaranteed)[^.;]{0,40}?(?:purchas|order|\bbuy|\bpa(?:y|id)|fees?\b|royalt|sales|\bsell|volume|quantit|units|revenue|spend|commitment|[$€£]|dollars|\btender|(?:pounds|lbs|tons|tonnes|gallons|barrels|kilograms|litres|liters)\b)|(?:purchas|order|\bbuy|\bpa(?:y|id)|fees?\b|royalt|sales|\bsell|volume|quantit|units|revenue|spend|commitment|\btender)[^.;]{0,40}?(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than|guaranteed)/i, patterns: ['minimum', 'at least', 'not less than', 'no less than', 'guaranteed'] },
  // What follows a termination: "upon termination … shall return", "for six months after termination", "if this Agreement is
  // terminated, … will furnish". Not the right to terminate, and not when a termination takes effect.
  {
    id: 'post_termination',
    label: 'what follows termination',
    supersedes: ['termination'],
    requires: /\b(?:shall|will|must|may|agrees?|(?:is|are)\s+(?:entitled|required|obligated))\b/i,
    excludeIf: new RegExp(`${TERMINATION_RIGHT.source}|\\b(?:become|becomes|take|takes)\\s+effect(?:ive)?\\b|\\bnotice\\s+of\\s+(?:its\\s+)?(?:intention\\s+(?:not\\s+)?to\\s+)?(?:termination|terminate|non-?\\s?renewal)\\b`, 'i'),
    asks: ['upon termination', 'upon … termination', 'on termination', 'after termination', 'after … termination', 'following termination', 'following … termination', 'effect of termination', 'effects of termination', 'consequences of termination', 'result of termination', 'post termination', 'when … terminated', 'if … terminated', 'upon expiration', 'after expiration', 'upon … expiry'],
    patterns: ['upon … termination', 'upon … terminated', 'on termination', 'on the termination', 'on … expiry', 'after … termination', 'from the date of termination', 'from the date of expiration', 'from the termination', 'from the expiration', 'following … termination', 'upon … expiration', 'upon … expiry', 'after … expiration', 'following … expiration', 'if … terminated', 'in the event … terminated', 'in the event of … termination', 'termination assistance', 'post termination', 'posttermination'],
  },
  // A warranty given or disclaimed, or its period: not an indemnity for a breach of one, which is the indemnity.
  {
    id: 'warranty',
    label: 'warranty',
    // "What warranties are given (made, provided)?": a warranty is given by being stated; no clause says "given" for it.
    askedAs: ['give', 'gives', 'given', 'make', 'makes', 'made', 'provide', 'provides', 'provided'],
    // "Company further warrants all Products to be free from defects … for a period of ninety (90) days" (trial 50,
    // cuad-scale-276 § 5.01: read as no warranty, so "How long does the warranty … last?" was refused).
    requires: /\bwarrants?\s+(?:and\s+represents?\s+)?(?:that|to)\b|\bwarrants?\s+(?:[\w-]+\s+){1,4}?to\s+(?:be|conform|perform|comply|meet|operate|function)\b|\bwarrants?\s+(?:[\w-]+\s+){0,4}?(?:for\s+(?:a\s+)?(?:period|term)|against)\b|\brepresents?\s+and\s+warrants?\b|\bwarranty\s+(?:period|of|that|shall|will|is|for)\b|\b(?:disclaim\w*|no|makes?\s+no|without\s+(?:any\s+)?)\s+(?:[\w-]+\s+){0,4}?(?:representations?\s+(?:or|and)\s+)?warrant|\b(?:neither|nor|not|no)\b[^.;]{0,40}\b(?:makes?|gives?|provides?|extends?)\s+(?:any\s+)?(?:[\w-]+\s+){0,3}?warrant|\bwarranties\s+of\s+(?:merchantability|fitness|title|non-?infringement)|\bas\s+is\b/i,
    excludeIf: /\bindemnif\w*|\bhold\s+harmless\b/i,
    patterns: ['warrant', 'warrants', 'warranty', 'warranties'],
  },
  // How and when a party pays: "shall pay … within thirty (30) days", "payments shall be made", "due upon invoice", late
  // payment. Asked as "payment terms", "when … paid". A sentence that only mentions payments (a renewal "provided WPT
  // receives payments greater than $12,000,000") says none of it.
  {
    id: 'payment',
    label: 'payment terms',
    // "Commissions on premiums shall be paid to the Agency within 30 business days …" (cuad-dev-01 § B.2, trial 35) says when.
    requires: /\b(?:shall|will|must|agrees?\s+to)\s+(?:[\w,]+\s+){0,3}?(?:pay|remit|reimburse)\b|\bpayments?\s+(?:[\w-]+\s+){0,6}?(?:shall|will|must)\s+be\s+(?:made|due|paid|remitted)\b|\b(?:shall|will|must)\s+be\s+(?:paid|remitted)\b|\b(?:due|payable)\s+(?:and\s+payable\s+)?(?:within|on|upon|no\s+later\s+than|net)\b|\binvoice\w*|\bpast\s+due\b|\blate\s+payments?\b/i,
    // "How is the Consultant paid?", not "How many days of paid holiday …?" (trial 35: cuad-dev-20 cl. 12.1 refused, "payment
    // terms" missing).
    // "By what date must the monthly license fee … be paid?" asks it as "when" does (trial 39: cuad-dev-13's term was green).
    asks: ['paymentterms', 'when … paid', 'when … payable', 'what date …… paid', 'what date …… payable', 'what day …… paid', 'when … payment', 'how … be paid', 'how … is … paid', 'how … are … paid', 'how … get paid', 'how … gets paid', 'invoice', 'invoicing'],
    // "What are the payment terms?" is answered by "The Company shall pay Consultant … $18,000 per month", which never says
    // "payment": the concept's own test already asks that a party pays.
    askedAs: ['payment', 'payments'],
    patterns: ['pay', 'pays', 'payment', 'payments', 'paid', 'payable', 'invoice', 'invoiced', 'remit'],
  },
  // Who bears a cost: "at its own expense", "at the cost of", "shall be borne by". Asked as "who pays", "who bears", "at whose expense".
  {
    id: 'cost_bearer',
    label: 'who bears the cost',
    // "Which party bears the cost of an audit?" asks it as "who" does (session 33's trial: cuad-dev-02's inspection right was
    // green, and § 22(e) "Such inspection shall be at the inspecting party's expense" never offered).
    // "How are the costs of the arbitration allocated?" too: trial 42 had cuad-dev-03 § 9.5's sentence on a provisional
    // injunction green for it, beside "The costs of the arbitration … will be shared equally by the Parties".
    asks: ['who … pay', 'who … pays', 'who … bear', 'who … bears', 'whose expense', 'whose cost', 'who … responsible for … cost', 'who … responsible for … costs', 'which party … pay', 'which party … pays', 'which party … bear', 'which party … bears', 'which party … responsible for … cost', 'how … costs … allocated', 'how … costs … shared', 'how … costs … split', 'how … costs … divided', 'how … costs … apportioned', 'how … costs … borne'],
    patterns: ['expense', 'expenses', 'at … cost', 'sole cost', 'own cost', 'borne by', 'bear', 'bears', 'paid by', 'pay', 'pays', 'reimburse', 'reimbursed', 'shared equally', 'share equally', 'split equally', 'divided equally'],
  },
  // A payment in lieu of something owed (notice, untaken holiday, a benefit): what it replaces makes it what it is. "… how is
  // Brett Haumann's payment in lieu of accrued but untaken holiday calculated?" is not answered by the recovery of holiday taken
  // in excess, "calculated at 1/260 of the Executive's salary" (trial 46, cuad-dev-20 § 12.4 was green).
  { id: 'in_lieu', label: 'a payment in lieu', patterns: ['in lieu'] },
  // An event beyond a party's control excuses its performance ("beyond the control of either party (such as an act of God …)").
  { id: 'force_majeure', label: 'force majeure', patterns: ['force majeure', 'act of god', 'acts of god', 'vis major'] },
  // A party's insolvency: bankruptcy, a receiver appointed, winding up ("What happens if a party becomes insolvent?"). An
  // enforceability exception ("… may be limited by applicable bankruptcy, insolvency, reorganization, moratorium or similar
  // laws affecting creditors' rights") names the laws, not a party's insolvency.
  {
    id: 'insolvency',
    label: 'insolvency',
    // "What happens if a party becomes insolvent?": no clause says "becomes" for it. (Elsewhere "become" stays a word a clause
    // must say: "Does intellectual property … become the property of the other?")
    askedAs: ['become', 'becomes', 'became'],
    excludeIf: /\b(?:bankruptcy|insolvency|reorganization|moratorium)\b[^.;]{0,120}\bsimilar\s+laws\b|\blaws\s+(?:generally\s+)?affecting\s+(?:the\s+)?(?:enforcement\s+of\s+)?(?:creditors|the\s+rights\s+of\s+creditors)/i,
    // "Receiver" stems as "receive" does ("within 30 days of receiving"), and "liquidation" as "liquidated damages": only a
    // receiver appointed and a party wound up say insolvency.
    patterns: ['insolvency', 'insolvent', 'bankruptcy', 'bankrupt', 'appointment of … receiver', 'receiver … appointed', 'receivership', 'winding up', 'wound up'],
  },
  // Who owns what: "shall be the property of", "title … shall vest in", "all right, title and interest". Asked as "who owns",
  // "ownership", "owner" — never by "own" alone, which is mostly "its own expense".
  {
    id: 'ownership',
    label: 'ownership',
    asks: ['who … own', 'ownership', 'owner', 'owners', 'title to', 'own … intellectual property', 'own … copyright', 'own … copyrights', 'own … patents', 'own … work product', 'own … deliverables', 'own … data', 'own … inventions'],
    // A licence grant names what is "owned or controlled" by the grantor only to say what it licenses ("grants Contractor
    // a … sublicense … under any and all … Intellectual Property owned by the Company" answered "Who owns the
    // intellectual property?" in green, cuad-dev-17 § 5.03): it says who owns only when it also reserves or vests title.
    excludeIf: /^(?![\s\S]*\b(?:retain\w*|remain\w*|reserv\w*|belong\w*|vest\w*|title|property\s+of|(?:sole|exclusive|absolute)\s+property|ownership)\b)[\s\S]*\bgrant\w*\b[^.;]{0,200}\b(?:sub)?licen[cs]e/i,
    patterns: ['own', 'owned', 'owner', 'ownership', 'property of', 'sole property', 'exclusive property', 'absolute property', 'remain … property', 'proprietary rights', 'title … vest', 'vest … in', 'belong', 'right title and interest', 'retain … title', 'retain … rights'],
  },
  // Where disputes are heard: courts given (exclusive) jurisdiction, a venue, a submission to courts, or arbitration and
  // its seat. "Any court of competent jurisdiction" (where an award is enforced, where an injunction may still be sought)
  // chooses no forum, and a waiver of objections to the venue, or how process is served, follows the choice without
  // making it. Asked as "where must disputes be litigated?", "which courts have jurisdiction?".
  {
    id: 'forum',
    label: 'forum for disputes',
    requires: FORUM_CHOSEN,
    askedAs: ['dispute', 'disputes', 'litigate', 'litigated', 'litigation', 'resolve', 'resolved', 'settle', 'settled', 'heard', 'brought', 'sue', 'sued', 'claims', 'lawsuits', 'lawsuit'],
    excludeIf: /\bcourts?\s+(?:of|having)\s+competent\s+jurisdiction\b(?![^.;]*\b(?:exclusive|submit\w*|venue)\b)|\bnothing\b[^.;]{0,80}\b(?:prevent|preclude|limit|restrict)\w*\b[^.;]{0,80}\b(?:injunct|equitable)|\bwaive\w*\s+(?:[\w,]+\s+){0,4}?objection|\bservice\s+of\s+process\b/i,
    asks: ['where … litigat', 'where … litigation', 'where … disput', 'where … sue', 'where … su', 'where … brought', 'where … heard', 'where … resolv', 'court', 'courts', 'forum', 'venue', 'jurisdiction', 'arbitration', 'dispute resolution', 'resolv … disput', 'disput … resolv', 'disput … settl', 'settl … disput'],
    patterns: ['jurisdiction', 'venue', 'forum', 'court', 'courts', 'arbitration', 'arbitrator', 'arbitrators', 'arbitral', 'arbitrate', 'arbitrated'],
  },
  // Disputes go to arbitration: a clause that refers them, says where or under which rules it sits, or what the arbitrator
  // decides. Asked about by name, it is the forum asked for: a court's jurisdiction does not answer it.
  {
    id: 'arbitration',
    label: 'arbitration',
    requires: ARBITRATION_PROVIDED,
    supersedes: ['forum'],
    patterns: ['arbitration', 'arbitrator', 'arbitrators', 'arbitral', 'arbitrate', 'arbitrated'],
  },
  // Disputes go first to a mediator. Asked about by name ("Is mediation required before going to court?"), it is what the
  // question is about: a court's jurisdiction, which the question names only as what comes after, does not answer it
  // (session 21: cuad-dev-08's Exhibit G venue clause answered in green, over § 19.A "… TO NON-BINDING MEDIATION PRIOR TO
  // BRINGING SUCH CLAIM … IN A COURT").
  {
    id: 'mediation',
    label: 'mediation',
    requires: MEDIATION_PROVIDED,
    supersedes: ['forum'],
    patterns: ['mediation', 'mediator', 'mediators', 'mediate', 'mediated', 'conciliation', 'conciliator'],
  },
  { id: 'liability', label: 'liability', patterns: ['liability', 'liable', 'liabilities'] },
  // An indemnity is an obligation: "Is there an indemnification obligation?" is answered by "shall indemnify", which need
  // not also say "obligation".
  { id: 'indemnity', label: 'indemnification', askedAs: OBLIGATION_ASKED, patterns: ['indemnify', 'indemnification', 'indemnity', 'hold harmless'] },
  // What confidential information "will not include" is the list of exceptions to its definition, never the duty to keep it:
  // with "obligation" a word the clause had to say, N2K's § 12(b) ("… without breach of a nondisclosure obligation") answered
  // "Is there a confidentiality obligation?" in green instead of § 12(c), "Each party agrees … that it will not disclose".
  // Nor is which of two agreements prevails "in the event of a conflict" between them (the License Agreement's § 8).
  // A person outside the contract it gives rights to (CUAD's "Third Party Beneficiary"). Said by the clause that names one
  // ("… shall be an intended third party beneficiary of this Agreement") — and by the one that says there is none, which an
  // existence question ("Is there a third-party beneficiary?") reads as a denial (NEGATIVE_FORMS; session 29: the review
  // table's cell read "Yes" on cuad-dev-00's "for the exclusive benefit of the parties …, and no third party shall …").
  {
    id: 'third_party_beneficiary',
    label: 'a third-party beneficiary',
    patterns: ['third party beneficiary', 'third party beneficiaries', 'thirdparty beneficiary', 'thirdparty beneficiaries', 'intended beneficiary', 'intended beneficiaries', 'confer … upon any person', 'confer … on any person', 'confer … upon any third', 'confer … on any third', 'enforceable by … third part', 'third party shall have … right', 'third parties shall have … right', 'third party shall be … beneficiary', 'third parties shall be … beneficiaries', 'third party … any rights hereunder', 'third parties … any rights hereunder'],
  },
  // Liquidated damages, or a fee a party pays for ending the agreement (CUAD's "Liquidated Damages"): "as liquidated
  // damages", "the Company shall pay Contractor an amount equal to the Termination Fee". Said by those words only: Porter
  // reads "liquidation" and "liquidated" as one stem, and a contract's damages and its termination clauses are everywhere
  // (session 30: the review table's column was green on "is the subject of any liquidation or insolvency proceeding" and on
  // a party paying "all damages … subsequent to the termination" in 109 contracts of 467 that the lawyers did not mark).
  {
    id: 'liquidated_damages',
    label: 'liquidated damages',
    supersedes: ['termination', 'post_termination'],
    requires: LIQUIDATED_DAMAGES,
    patterns: ['liquidated damages', 'liquidated damage', 'termination fee', 'termination fees', 'termination charge', 'termination charges', 'termination penalty', 'cancellation fee', 'cancellation fees', 'cancellation charge', 'cancellation charges', 'break fee', 'breakup fee', 'break up fee', 'kill fee'],
  },
  // Intellectual property the parties own together (CUAD's "Joint IP Ownership"): "shall be jointly owned", "co-own", "joint
  // ownership". A sentence that names intellectual property and ownership but not joint ownership ("Sponsor will retain all
  // right, title and interest") answered "Is intellectual property owned jointly?" in green on three words of four (session 30).
  {
    id: 'joint_ownership',
    label: 'joint ownership',
    requires: JOINT_OWNERSHIP,
    excludeIf: /\bjointly\s+(?:and|or)\s+severally\b/i,
    patterns: ['jointly own', 'jointly owns', 'jointly owned', 'owned jointly', 'own jointly', 'joint ownership', 'joint owner', 'joint owners', 'co own', 'co owns', 'co owned', 'co owner', 'co owners', 'coown', 'coowned', 'coowner', 'coowners', 'co ownership', 'coownership', 'jointly … own', 'joint … ownership', 'joint … property of'],
  },
  // Intellectual property one party makes passing to the other (CUAD's "IP Ownership Assignment"): "hereby assigns … all right,
  // title and interest", "shall be the sole property of", "works made for hire", title that "shall vest in". Asked as property
  // that "becomes the property of" a party. A party keeping its own ("Sponsor will retain all right, title and interest in … its
  // trademarks") and a licence ("T&B hereby grants to LEA … the sole and exclusive worldwide right and license") answered it
  // in green (session 30).
  {
    id: 'ip_assignment',
    label: 'an assignment of intellectual property',
    asWritten: true,
    requires: IP_ASSIGNED,
    asks: ['become … property of', 'becomes … property of', 'become … property', 'assign … intellectual property', 'assignment … intellectual property', 'intellectual property … assigned', 'work made for hire', 'works made for hire'],
    patterns: ['hereby assign', 'hereby assigns', 'assign … right title and interest', 'assigns … right title and interest', 'transfer … right title and interest', 'become … property of', 'becomes … property of', 'be … property of', 'work made for hire', 'works made for hire', 'vest … in'],
  },
  // A licence its holder may not pass on (CUAD's "Non-Transferable License"): "a non-exclusive, non-transferable license",
  // "this license may not be assigned or sublicensed". Read as written: "non-transferable" is a false friend of the assignment
  // concept, taken out before any other concept reads a sentence, so "Is the license granted non-transferable?" was answered
  // by any grant ("Publishers grant to HealthGate a perpetual, royalty-free licence") on its other words (session 30).
  {
    id: 'non_transferable',
    label: 'a non-transferable license',
    asWritten: true,
    requires: NOT_TRANSFERABLE,
    patterns: ['nontransferable', 'non transferable', 'not transferable', 'nonassignable', 'non assignable', 'not assignable', 'not … transferred', 'not … assigned', 'not … sublicensed'],
  },
  // A party's affiliates (CUAD's "Affiliate License" columns ask whether a licence reaches them): "its Affiliates", "any
  // Subsidiary", "the members of the SpinCo Group". "Does the license extend to the licensee's affiliates?" was answered by
  // any sentence about the licensee's licence rights, its other words being "license" and "licensee" (session 30).
  // A bare singular "Affiliate" is a name: cuad-dev-00's party ("Affiliate shall … indemnify … the Network Indemnitees"), whose
  // every mention said the concept — "Does Network indemnify Affiliate?" was green on a warranty of Affiliate's under
  // "WARRANTIES AND INDEMNITIES" (session 33's trial). The concept is "an Affiliate", "its affiliates", "Affiliate of",
  // "“Affiliate” means", or a plural.
  {
    id: 'affiliates',
    label: 'affiliates',
    asConcept: AFFILIATE_NOT_A_NAME,
    patterns: ['affiliate', 'affiliates', 'affiliated', 'subsidiary', 'subsidiaries', 'members of … group', 'member of … group', 'group companies', 'group company'],
  },
  // Affiliates a licence reaches (CUAD's "Affiliate License-Licensee" and "-Licensor" columns): a clause that names a grant
  // and, somewhere else in it, affiliates answered "Does the license extend to the licensee's affiliates?" — "WPT or its
  // affiliates shall not authorize a Zynga Competitor …" (cuad-dev-12), an indemnity after "the license rights granted by
  // Licensor to Licensee" (cuad-dev-13): 10 wrong greens of 12 on the 30 dev contracts (session 31). The licensee's are
  // those the licence goes to; the licensor's, those whose property it covers.
  {
    id: 'licensee_affiliates',
    label: "the licensee's affiliates within a license",
    requires: AFFILIATES_LICENSED,
    asks: ['licensee … affiliates', 'licensee … affiliate', 'licensees … affiliates', 'sublicense … affiliates', 'license … extend … affiliates', 'licence … extend … affiliates', 'license … granted … affiliates'],
    supersedes: ['affiliates'],
    // "Does the license extend to …?": the grant to them is the extension, however it is worded.
    askedAs: ['extend', 'extends', 'extended', 'reach', 'reaches', 'cover', 'covers'],
    patterns: ['affiliate', 'affiliates', 'subsidiary', 'subsidiaries', 'members of … group', 'member of … group'],
  },
  {
    id: 'licensor_affiliates',
    label: "the licensor's affiliates' property within a license",
    requires: AFFILIATES_PROPERTY_LICENSED,
    asks: ['licensor … affiliates', 'licensor … affiliate', 'licensors … affiliates'],
    supersedes: ['affiliates'],
    patterns: ['affiliate', 'affiliates', 'subsidiary', 'subsidiaries'],
  },
  // A licence granted (CUAD's "License Grant"): "hereby grants to X a … license", "the license granted hereunder", "licenses to
  // X". Not a party's warranty that it has the rights to grant one, not "Agency grants such authorization", and not a licence
  // withheld ("neither Party grants any license", NEGATIVE_FORMS), each green in the review table's column (session 30).
  {
    id: 'license_grant',
    label: 'a license grant',
    // "Is any license granted irrevocable or perpetual?" asks whether it is either: the grant is what the question names,
    // and a clause must still say one of the alternatives (a plain "grants … a nontransferable license" does not).
    circumstance: true,
    requires: LICENSE_GRANTED,
    // Nor a reservation of the rights not granted: "Nothing contained in this Agreement shall be construed as conferring any
    // rights … and all other rights … are expressly reserved" (cuad-dev-10 § 3.04; session 31).
    excludeIf: /\b(?:has|have|possess\w*|owns?|holds?)\b[^.;]{0,60}?\b(?:all|full|sufficient|requisite|necessary)\s+(?:[\w-]+\s+){0,3}?(?:rights?|authority|power)\b[^.;]{0,80}?\bto\s+grant\b|\brepresents?\b[^.;]{0,200}?\bto\s+grant\b|\bfree\s+to\s+grant\b|\bnothing\b[^.;]{0,80}?\b(?:construed|deemed|interpreted)\s+(?:as\s+|to\s+)?(?:confer|grant|creat|impl)\w*|\brights?\b[^.;]{0,80}?\bnot\s+(?:expressly\s+)?granted\b[^.;]{0,60}?\breserved\b|\b(?:are|is|shall\s+be)\s+(?:hereby\s+)?(?:expressly\s+)?reserved\b/i,
    asks: ['license … extend', 'licence … extend', 'license … include', 'licence … include', 'grant …… license', 'grants …… license', 'granted … license', 'grant …… sublicense', 'grants …… sublicense', 'grant … licence', 'grants … licence', 'granted … licence', 'license … granted', 'licence … granted', 'license granted', 'licence granted', 'hereby licenses', 'hereby license'],
    // Any licence word; the grant itself is what LICENSE_GRANTED tests (a grant's terms may stand thirty words from its verb).
    patterns: ['license', 'licence', 'licenses', 'licences', 'licensed', 'sublicense', 'sublicence', 'grant', 'grants', 'granted'],
  },
  { id: 'confidentiality', label: 'confidentiality', askedAs: [...OBLIGATION_ASKED, 'keep', 'kept', 'hold', 'held', 'treat', 'treated', 'maintain', 'maintained'], requires: CONFIDENTIALITY_DUTY, excludeIf: new RegExp(`${/\b(?:will|shall|does|do)\s+not\s+include\b|\bin\s+the\s+event\s+of\s+(?:a|any)\s+conflict\b/.source}|${DISCLOSURE_ALLOWED.source}`, 'i'), patterns: ['confidential', 'confidentiality', 'non disclosure', 'nondisclosure', 'in confidence', 'in … strict confidence', 'in … strictest confidence'] },
];

/**
 * Phrases that contain a concept's word without saying it: "including but not limited to" limits nothing; "the exclusive
 * right … to prosecute … actions" is control of a lawsuit, "all (but not less than all)" no minimum, liability "which cannot
 * be excluded or limited by law" a carve-out from a cap, not the cap. A section named by its caption ("Sections 4.3
 * [Non-Competition] and 5.8 [Non-Competition]) shall continue in full force") points to the clause; it is not it. Nor is
 * what a payment is made "in consideration of" ("In consideration of the exclusivity referred to above, Schoolpop shall pay
 * AEIS a marketing rights fee"): the sentence is the payment; the clause it pays for is elsewhere. "Exclusive" or
 * "exclusively" said of who is responsible, where work is done ("exclusively at its facility"), how notice or payment is
 * made ("exclusively by registered mail", "exclusively in United States dollars"), who decides ("the exclusive right to
 * determine the retail price") or a warranty "exclusive and in lieu of" all others is no exclusive dealing (session 23).
 * Nor is an exclusivity a sentence is made "subject to" or done "notwithstanding" ("notwithstanding the exclusivity granted
 * to Licensee in this Agreement"): the grant is elsewhere (two-fold, session 37: cuad-scale-100, cuad-scale-270). Nor is
 * insolvency an assignment, however it is listed ("enters into an assignment, arrangement or composition for the benefit of
 * its creditors", "makes an assignment to an agent authorized to liquidate any substantial part of its assets"), nor a law
 * for contracts "made and to be performed exclusively in that State" an exclusivity (session 44, the tune half's ablation).
 */
const FALSE_FRIENDS = /\b(?:competent\b|competitively\s+harmful|competitive\s+harm|for\s+convenience\s+(?:of\s+reference\s+)?only|convenience\s+of\s+reference|including,?\s+(?:but\s+)?(?:not\s+)?limited\s+to|but\s+not\s+limited\s+to|not\s+limited\s+to|without\s+limitation|without\s+limiting|limited\s+liability\s+company|limited\s+partnership|limited\s+warranty|term(?:s)?\s+and\s+conditions|the\s+terms\s+of|on\s+the\s+terms|defined\s+terms?|the\s+term\s+["“]|(?:sections?|articles?|paragraphs?|clauses?|§§?)\s*[\dIVX][\w.()]*\s*(?:\([^)]{1,60}\)|\[[^\]]{1,60}\])|\b\d+(?:\.\d+)+\s*\[[^\]*]{1,60}\]|assignments?(?:(?:\s*,\s*(?:[\w-]+\s+){0,2}?[\w-]+){0,4},?\s+(?:or|and)(?:\s+[\w-]+){0,2}?)?\s+for\s+the\s+benefit\s+of\s+(?:its\s+|their\s+)?creditors|assignments?\s+to\s+(?:an?\s+|any\s+)?(?:agent|trustee|receiver|custodian|liquidator)s?\b(?=[^.;]{0,60}\bliquidat)|successors?,?\s+(?:(?:heirs|administrators|executors|trustees|transferees|(?:legal|personal)\s+representatives)\s*,?\s+)*(?:and|&|or)\s+(?:permitted\s+)?assigns?|permitted\s+assigns|(?:duties|tasks|responsibilities|work|services|personnel|employees?|staff)\s+(?:as\s+)?(?:are\s+|is\s+|to\s+be\s+)?(?:expressly\s+|specifically\s+)?assigned|(?:process|technology|know-?how|wire|funds?|electronic)\s+transfers?|transfer\s+(?:addendum|of\s+(?:title|risk|technology|funds))|(?:complete|entire|final|full|integrated)\s*,?\s+(?:and\s+)?exclusive\s+(?:statement|expression|agreement|understanding|authority)\b|(?:sole\s+and\s+)?exclusive\s+(?:(?:monetary|legal|financial)\s+remed(?:y|ies)|remed(?:y|ies)|owners?(?:hip)?|holders?|property|jurisdiction|venue|forum|responsibility|control|discretion|determination|judge?ment|opinion|decision|means|line|benefit|obligations?|liability|purposes?)|exclusive\s+of|exclusive(?=\s+rights?,?\s+title\b)|exclusive(?=\s+rights?\s+in\s+and\s+to\s+(?:the\s+|its\s+|our\s+|their\s+|such\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:marks|trademarks|names|intellectual|inventions?|patents?|copyrights?)\b)|(?<=\b(?:governed|controlled|regulated)\s)exclusively\b|\bperformed\s+(?:wholly\s+|entirely\s+|solely\s+)?(?:and\s+)?exclusively\s+(?:with)?in\b|\bexclusively\s+(?:control|manage|handle|conduct|prosecute|direct)\w*|\bexclusively(?=\s+govern)|competing\s+(?:offers?|bids?|proposals?)|(?:malicious|unfair|fair|free)\s+competition|\bassign\w*(?:\s+and\s+(?:transfer|convey)\w*)?\s+(?:[\w'’]+\s+){0,4}?right,?\s+title\s+and\s+interest|present\s+assignment|\bexclusively\s+responsible\b|\bresponsible\s+(?:solely\s+and\s+)?exclusively\b|\bexclusively\s+(?:at|in|from)\s+(?:its|their|the|such)\s+(?:[\w'’-]+\s+){0,2}?(?:facilit(?:y|ies)|plants?|premises|sites?|offices?|locations?)\b|\bexclusively\s+(?:by|via|through)\s+(?:registered|certified|electronic|e-?mail|courier|fax|facsimile|wire|mail|post)\b|\bexclusively\s+in\s+(?:(?:United\s+States|U\.?\s?S\.?)\s+)?(?:dollars|euros?|currency|pounds)\b|\bexclusively\s+in\s+(?:the\s+)?(?:English|Japanese|German|French|Spanish|Chinese)(?:\s+language)?\b|\bexclusive\s+right\s+to\s+(?:determine|decide|set|establish|approve|select)\b|\bexclusive\s+and\s+in\s+lieu\s+of\b|\bin\s+consideration\s+(?:of|for)\b[^,;:.]{0,160},|\bnon-?\s?(?:transferable|assignable|sublicensable)\b|health\s+insurance\s+portability|\bterms\s+(?:of|hereof)\b|(?:[ei]nures?|belongs?|accrues?)\s+(?:solely\s+and\s+)?(?:exclusively|solely)|is\s+exclusively\s+(?:that\s+of|owned)|\bexclusively\s+(?:and\s+solely\s+)?owned|\b(?:to|in)\s+which\s+(?:[\w'’]+\s+){1,4}?(?:has|have|holds?)\s+(?:the\s+)?exclusive\s+rights?|(?:owns?|retains?|reserves?)\s+(?:[\w'’,]+\s+){0,4}?(?:the\s+)?exclusive\s+(?:[\w-]+\s+(?:and\s+)?){0,3}?rights?|\bmutually\s+exclusive|remed(?:y|ies)\b[^.;]{0,100}?\b(?:are|is|(?:shall|will)\s+be)\s+(?:the\s+)?(?:sole\s+and\s+)?exclusive\b|exclusivity\s+(?:payments?|fees?)|(?:above|foregoing)\s+exclusive|(?:subject\s+to|notwithstanding)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?exclusiv(?:e|ity)\s+(?:(?:rights?|licen[cs]es?)\s+)?(?:granted|given)\s+(?:to\s+[\w'’]+\s+)?(?:in|under|by|pursuant\s+to|hereunder)\b|\b(?:use|used|using)\s+(?:[\w'’]+\s+){0,6}?(?:solely\s+and\s+)?exclusively(?:\s+(?:as|for|in))?\b|exclusively\s+in\s+the\s+(?:[\w-]+\s+){0,4}courts?|limited\s+liability\s+(?:partnership|corporation)|(?:beyond|outside)\s+(?:of\s+)?(?:the\s+)?(?:its\s+|their\s+)?(?:reasonable\s+)?control(?:\s+of)?|control\s+(?:of\s+|over\s+)?(?:the\s+|all\s+|such\s+|any\s+)*(?:claims?|defen[cs]es?|litigation|proceedings?|settlements?|prosecution|content|conduct)\b|\b(?:payment|price|pricing|freight|credit|delivery)\s+terms?\b|\b(?:amount|price|prices|pricing|rates?|fees?|terms)\s+competitive\b|\bcompetitive\s+(?:prices?|pricing|rates?|terms|fees)|(?:successive\s+)?prime\s+rates?|exclusive\s+right,?\s+(?:but\s+not\s+the\s+obligation,?\s+)?to\s+(?:prosecute|defend|enforce|bring|institute|control|settle)\b(?=[^.;]{0,80}\b(?:actions?|proceedings?|claims?|suits?|litigation|infring\w*|marks)\b)|exclusive\s+right\b[^.;]{0,160}?\bto\s+(?:prosecute|defend|institute|settle|contest)\b|exclusively\s+(?:and\s+finally\s+)?(?:settled|resolved|determined|decided|referred|submitted)\b|(?:created|developed|made|conceived|invented|generated|authored)\s+(?:solely\s+and\s+)?exclusively\s+by|\bceases?\s+for\s+any\s+reason|\(?\bbut\s+not\s+less\s+than\s+all\b\)?|\b(?:which|that)\s+cannot\s+(?:lawfully\s+)?be\s+(?:excluded|limited)(?:\s+or\s+(?:excluded|limited))?(?:\s+(?:by|under)\s+(?:applicable\s+)?law)?)/giu;

/**
 * Takes the false friends out. "The sole and exclusive property of", "is exclusively owned by": no exclusivity,
 * but still ownership, so the owning word stays. "Beyond (or outside) the reasonable control of" is no change of
 * control, but it is the force majeure standard, and is read as one. "Control of the defence", "control over content"
 * and "exclusive right, title and interest" say who decides or owns, not a change of control or an exclusivity.
 */
function withoutFalseFriends(text: string): string {
  return text.replace(FALSE_FRIENDS, (m) => {
    if (/^(?:beyond|outside)\b/i.test(m)) return ' force majeure ';
    // "Payment terms" is no term of the agreement, but it is what a question about payment asks for.
    if (/^payment\s+terms?$/i.test(m)) return ' paymentterms ';
    const owning = /\b(owners?(?:hip)?|property|owned)$/i.exec(m);
    return owning ? ` ${owning[1]} ` : ' ';
  });
}

export function stems(text: string): string[] {
  return rawStems(withoutFalseFriends(text));
}

/** The stems of a text's words as written, false friends and all. */
const rawStems = wordStems;

/** A gap: "…" up to eight words, "……" up to sixteen (a notice period stands between "may terminate" and "notice"). */
type Gap = number;
type Phrase = Array<string | Gap>;
/**
 * `own`: the concept's patterns; `phrases`: those and its `quietly` ones. `said`: the stems a clause says the concept in;
 * a question's asking words beyond them ("notice") stay its own terms.
 */
type Compiled = { concept: Concept; own: Phrase[]; phrases: Phrase[]; asks: Phrase[]; said: Set<string>; askedAs: Set<string>; kinds: Set<string> };
const compileWith = (toStems: (w: string) => string[]) => (p: string): Phrase => p.split(/\s+/).flatMap((w): Phrase => (w === '……' ? [16] : w === '…' ? [8] : toStems(w)));
const COMPILED: Compiled[] = CONCEPTS.map((c) => {
  // A concept read as written is phrased as written too ("nontransferable" is another concept's false friend).
  const compile = compileWith(c.asWritten ? rawStems : stems);
  const own = c.patterns.map(compile);
  const said = new Set(own.flat().filter((w) => typeof w === 'string'));
  return { concept: c, own, phrases: [...own, ...(c.quietly ?? []).map(compile)], asks: (c.asks ?? c.patterns).map(compile), said, askedAs: new Set((c.askedAs ?? []).flatMap(stems)), kinds: new Set((c.kinds ?? []).flatMap(stems)) };
});

function matchAt(tokens: readonly string[], i: number, phrase: ReadonlyArray<string | Gap>): boolean {
  let t = i;
  for (let p = 0; p < phrase.length; p++) {
    const want = phrase[p];
    if (typeof want === 'number') {
      const next = phrase[p + 1] as string;
      let found = -1;
      for (let g = t; g < Math.min(tokens.length, t + want + 1); g++) if (tokens[g] === next) { found = g; break; }
      if (found < 0) return false;
      t = found;
      continue;
    }
    if (tokens[t] !== want) return false;
    t++;
  }
  return true;
}

/** The concepts a text says, and which of its stems said them (so a question's words are not counted twice). */
/**
 * `passage`: the text is contract text, so a concept's `requires`/`excludeIf` apply
 * (a question "when does the term expire?" states no duration; a term clause does).
 */

/** Negative forms an existence question ("is any right exclusive?") is not answered by. */
const NEGATIVE_FORMS = new RegExp(
  `${/\bnon[-\u2010\u2011]?\s?exclusiv\w*|\bnot\s+(?:be\s+)?(?:[\w-]+\s+){0,5}?(?:any\s+)?exclusiv\w*|\bnot\s+(?:be\s+)?exclusiv\w*|\bno\s+(?:[\w-]+\s+){0,4}?exclusiv\w*|\bwhether\s+exclusive\b|\bnothing\b[^.;]{0,160}\bexclusiv\w*/.source}|` +
    // …and a third-party beneficiary denied: "there are no third party beneficiaries", "nothing in this Agreement shall
    // confer upon any person other than the parties …", "is not intended to … create any third-party beneficiary".
    `${/\bno\s+(?:[\w-]+\s+){0,5}?(?:third[\s-]*part(?:y|ies)\s+)?(?:intended\s+)?beneficiar\w*|\bnot\b[^.;]{0,80}?\b(?:third[\s-]*part(?:y|ies)\s+|intended\s+)beneficiar\w*|\bnothing\b[^.;]{0,200}?\bconfer\w*\b[^.;]{0,160}|\bno\s+(?:other\s+)?(?:third[\s-]*part(?:y|ies)|person|entity)\b[^.;]{0,120}\b(?:rights?|benefits?|remed\w*|enforce\w*)\b[^.;]{0,120}/.source}|` +
    // …"this Agreement does not confer any rights or remedies on any third party", "is not intended to confer any legal
    // rights or benefits on any third party", "is for the sole benefit of the Parties" (session 43: each was a "Yes" in the
    // review table's Third Party Beneficiary column) …
    `${/\b(?:not|never)\s+(?:be\s+)?(?:(?:intended|deemed|construed)\s+(?:to\s+)?)?(?:confer|create|give|grant)\w*\b[^.;]{0,60}?\b(?:rights?|benefits?|remed\w*)\b[^.;]{0,160}|\bfor\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)benefit\s+of\s+the\s+parties\b[^.;]{0,160}|\bfor\s+the\s+benefit\s+of\s+the\s+parties\s+(?:hereto\s+)?only\b[^.;]{0,160}/.source}|` +
    // …a termination fee or liquidated damages denied: "may terminate … without any termination fee or penalty", "the
    // Parties shall not be liable for … liquidated damages" (session 30) …
    `${/\b(?:no|without|nor|not)\s+(?:[\w-]+\s+){0,6}?(?:early\s+)?(?:termination|cancell?ation)\s+(?:fees?|charges?|penalt(?:y|ies))\b|\bnot\s+(?:be\s+)?liable\b[^.;]{0,200}?\bliquidated\s+damages?\b/.source}|` +
    // …and a licence withheld: "neither Party grants any license …", "no license … is granted", "nothing … shall be
    // construed as granting … any license".
    /\b(?:neither|no)\s+(?:party\s+)?(?:[\w-]+\s+){0,3}?grants?\s+(?:[\w-]+\s+){0,4}?licen[cs]e\w*|\bno\s+(?:[\w-]+\s+){0,4}?licen[cs]es?\b[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:granted|conferred|implied)|\bnothing\b[^.;]{0,200}?\b(?:grant\w*|confer\w*)\b[^.;]{0,120}?licen[cs]e\w*|\bnot\s+(?:be\s+)?(?:deemed|construed)\s+(?:to\s+|as\s+)?(?:grant|confer)\w*\b[^.;]{0,120}?licen[cs]e\w*/.source,
  'giu',
);

/** The negative form a text says, as written ("non-exclusive", "not be exclusive"), for a refusal to quote. */
export function negativeFormIn(text: string): string | null {
  const m = new RegExp(NEGATIVE_FORMS.source, 'iu').exec(text);
  return m ? m[0].replace(/\s+/g, ' ').trim() : null;
}

/**
 * A reference to other provisions by name ("shall be subject to the term and exclusivity provisions set forth in this
 * Section 2", "in accordance with the confidentiality provisions of Article 9") points to the clause; it is not it.
 * Obligations, covenants and restrictions so referred to are kept: "shall comply with the non-competition covenants of
 * Exhibit C" binds a party to them.
 */
const PROVISION_REFERENCE = /\b(?:the|such|these|those|its|any|all)\s+(?:[\w-]+,?\s+(?:and\s+|or\s+)?){0,4}?provisions?\s+(?:(?:of|set\s+forth\s+in|contained\s+in|described\s+in|specified\s+in|under|in)\s+)(?:(?:this|the)\s+)?(?:(?:sub)?(?:sections?|articles?|paragraphs?|clauses?|exhibits?|schedules?|annex(?:es)?)\s+[\w.()]+|agreement\b)/gi;

const LEADING_CAPTION = /^\s*\[[^\]*]{1,60}\]/;

/**
 * An aside in parentheses ("non-assignable (whether voluntarily, or as a result of a change of control, or by operation of
 * law)") qualifies the clause; the clause is not about it. One that defines a term ("(a \"Change of Control\")") names what
 * the clause is about, and stays.
 */
const ASIDE = /\((?![^()]*["“”])[^()]{12,}\)/g;

/** The text a concept must be said in: false friends out, a glued heading and references to provisions off, and (for existence questions) negative forms out. */
function clauseText(text: string, passage: boolean, positive: boolean, falseFriendsOut = true): string {
  // A glued heading's removal can leave a section reference's caption in front ("Section 5.2 [EXCLUSIVITY] hereof, …"): it names the clause, as above.
  let t = passage ? text.replace(GLUED_HEADING, '').replace(LEADING_CAPTION, ' ').replace(PROVISION_REFERENCE, ' ').replace(ASIDE, ' ') : text;
  if (positive) t = t.replace(NEGATIVE_FORMS, ' ');
  return falseFriendsOut ? withoutFalseFriends(t) : t;
}

/**
 * A survival clause or a cross-reference list names other clauses ("10 (Limitation of Liability),
 * 11 (Indemnification) … shall survive termination", "provisions which by their nature extend
 * beyond the expiration … remain in effect"): it is none of them, whatever words it repeats.
 */
const SURVIVAL = /\bsurviv(?:e|es|ed|al)\b|\bby\s+(?:their|its)\s+(?:nature|terms)\b[^.;]{0,120}\b(?:extend|continu|remain|surviv)\w*/i;

/** Duties a survival clause may be about alone ("The confidentiality obligations … shall survive"). */
const SURVIVES_BY_NAME = new Set(['confidentiality', 'non_compete', 'non_solicit', 'indemnity']);

const MODAL_ADVERBS = new Set(['also', 'additionally', 'likewise'].map((w) => stems(w)[0]!));

/** Whether the tokens hold the phrase anywhere. */
function phraseIn(tokens: readonly string[], phrase: Phrase): boolean {
  return tokens.some((w, i) => w === phrase[0] && matchAt(tokens, i, phrase));
}

/** A text's concepts, by reading (`passage`, `positive`) and text: the readings a question's retrieval, claims and judge repeat. */
const READ = new Map<string, { ids: ReadonlySet<string>; consumed: ReadonlySet<string> }>();
/** Enough for every sentence one ask reads (a table cell reads each of them about twice), small beside a matter. */
const READ_KEPT = 32_768;

/**
 * The concepts a text says. Pure, and remembered: a table cell reads the same sentences in retrieval, in the generator and
 * in the judge, and this reading was over half of a cell's time (session 43's profile of the 30-contract table). Each caller
 * gets its own sets, as it may add to them.
 */
export function conceptsIn(text: string, passage = false, positive = false): { ids: Set<string>; consumed: Set<string> } {
  const key = `${passage ? 1 : 0}${positive ? 1 : 0}${text}`;
  let read = READ.get(key);
  if (read) READ.delete(key);
  else {
    read = readConcepts(text, passage, positive);
    if (READ.size >= READ_KEPT) READ.delete(READ.keys().next().value!);
  }
  // Re-inserted, so the least recently read goes first.
  READ.set(key, read);
  return { ids: new Set(read.ids), consumed: new Set(read.consumed) };
}

function readConcepts(text: string, passage: boolean, positive: boolean): { ids: Set<string>; consumed: Set<string> } {
  // …it is survival, which "Which provisions survive termination?" asks about (session 20: refused, or answered by § 7.2's
  // right to terminate, beside cuad-dev-04 § 7.3 "… shall survive any termination") — and, when it names one clause
  // only ("The confidentiality obligations … shall survive"), that one's survival.
  if (passage && SURVIVAL.test(text)) {
    // Only a duty a contract makes outlast it by name; what it survives (termination, expiry) is none, nor are the
    // liabilities "existent at the time of the termination or exclusion" (cuad-scale-088) a limitation of liability.
    const named = new Set([...saidConcepts(text, passage, positive).ids].filter((id) => SURVIVES_BY_NAME.has(id)));
    // A list of the clauses that survive ("Sections 10 (Limitation of Liability), 11 (Indemnification) …") is none of them.
    const list = /\b(?:sections|articles|paragraphs|clauses)\b/i.test(text) || (text.match(/\b\d{1,2}(?:\.\d{1,2})*\s*\(\s*[A-Z]/g) ?? []).length >= 2;
    return { ids: new Set(['survival', ...(named.size === 1 && !list ? named : [])]), consumed: new Set() };
  }
  return saidConcepts(text, passage, positive);
}

/**
 * The concepts a clause says for a question that asks them together. An assignment clause that names a change of control
 * or a merger says both to "Can Audible assign the agreement on a change of control?" (session 21: refused, "change of
 * control" missing, on cuad-dev-15 § 11.7 "… except that Company may assign this Agreement … in connection with any
 * Change of Control"). Asked alone what happens on a change of control, such a clause is the assignment clause
 * (`change_of_control` excludes it: CUAD's lawyers label it so, and reading it as both put five wrong answers on the folds).
 */
export function withConceptsAskedTogether(text: string, own: Set<string>, asked: readonly string[]): Set<string> {
  if (asked.includes('assignment') && asked.includes('change_of_control') && own.has('assignment') && CHANGE_OF_CONTROL.test(text)) own.add('change_of_control');
  return own;
}

function saidConcepts(text: string, passage: boolean, positive: boolean): { ids: Set<string>; consumed: Set<string> } {
  // "May also be terminated", "may additionally terminate": an adverb between the modal and its verb says nothing a
  // phrase must match.
  const reading = (t: string, toStems: (s: string) => string[]) => ({ text: t, tokens: toStems(t).filter((w) => !MODAL_ADVERBS.has(w)) });
  const clean = reading(clauseText(text, passage, positive), stems);
  let written: ReturnType<typeof reading> | null = null;
  const ids = new Set<string>();
  const consumed = new Set<string>();
  for (const { concept, phrases, asks, said, askedAs, kinds } of COMPILED) {
    const read = concept.asWritten ? (written ??= reading(clauseText(text, passage, positive, false), rawStems)) : clean;
    if (passage && ((concept.requires && !concept.requires.test(read.text)) || concept.excludeIf?.test(read.text))) continue;
    if (concept.asConcept && !concept.asConcept.test(text)) continue;
    for (const phrase of passage ? phrases : asks) {
      if (!phraseIn(read.tokens, phrase)) continue;
      ids.add(concept.id);
      for (const w of phrase) if (typeof w === 'string' && said.has(w) && !kinds.has(w)) consumed.add(w);
    }
    // The question's own words too: a false friend glues "payment terms" into one token, yet "payment" was how it asked.
    if (!passage && ids.has(concept.id)) for (const w of [...read.tokens, ...rawStems(text)]) if (askedAs.has(w)) consumed.add(w);
  }
  return { ids, consumed };
}

/** The concepts whose own phrasings a sentence uses, before any concept's tests: what the clause model is trained on. */
export function phrasedConcepts(text: string): Set<string> {
  const tokens = stems(text).filter((w) => !MODAL_ADVERBS.has(w));
  const ids = new Set<string>();
  for (const { concept, own } of COMPILED) if (own.some((phrase) => phraseIn(tokens, phrase))) ids.add(concept.id);
  return ids;
}

/**
 * The concepts a section heading names: what it says, and the concepts it heads ("Termination" heads the right to
 * terminate) — unless a more specific concept it names stands in for that one: "Effect of Termination" heads what follows
 * a termination, not the right to terminate.
 */
export function headingConcepts(heading: string): Set<string> {
  const ids = conceptsIn(heading).ids;
  // "Intellectual Property Assignment Agreements" heads assignments of patents and marks, not of the agreement: it lends no
  // assignment to a clause under it (trial 41, cuad-dev-10 § 2.01 was green for "May Nuance assign this Agreement to one of
  // its Affiliates …?").
  if (ids.has('ip_assignment')) ids.delete('assignment');
  const heads = withoutSuperseded(new Set(ids));
  for (const c of CONCEPTS) if (c.under && heads.has(c.under)) ids.add(c.id);
  return ids;
}

/**
 * The question's concepts a clause says, its section heading's among them when the clause says something else the question
 * asks: another of its concepts, or the act it asks of a party (`saysAskedAct`) — "Network shall pay Affiliate … the
 * Affiliate Advertising Share" under "NO FEES; REVENUE SHARE" answers "Does Network pay Affiliate a share of advertising
 * revenue?". A heading alone makes nothing under it an answer: "WARRANTIES AND INDEMNITIES" makes no warranty an indemnity,
 * and a TERMINATION section's payment clause answers no question about termination. Nor does a heading that lists topics
 * lend one to a clause about another: under "Termination, Change of Control of HealthGate" the right to terminate for a
 * default is no change of control (cuad-dev-09, session 33's trial), while under "Termination on Change of Control" it is.
 */
export function conceptsSaidUnder(own: ReadonlySet<string>, heading: string | null, asked: readonly string[], saysAskedAct: boolean): string[] {
  const lends = saysAskedAct || asked.some((o) => own.has(o));
  const { all, listed } = headingTopics(heading);
  // The clause's own asked concepts that one listed topic names and another does not: the topic it is about.
  const about = (c: string) => !asked.some((o) => o !== c && own.has(o) && listed.some((t) => t.has(o) && !t.has(c)) && !listed.some((t) => t.has(o) && t.has(c)));
  return asked.filter((c) => own.has(c) || (lends && all.has(c) && about(c)));
}

/** A heading's concepts, and each listed topic's ("Termination, Change of Control": two), read once per heading. */
function headingTopics(heading: string | null): { all: ReadonlySet<string>; listed: readonly ReadonlySet<string>[] } {
  if (!heading) return NO_TOPICS;
  let t = HEADING_TOPICS.get(heading);
  if (!t) {
    const parts = heading.split(/[,;]|\s(?:and|&)\s/i).map((p) => p.trim()).filter((p) => p.length > 0);
    t = { all: headingConcepts(heading), listed: parts.length > 1 ? parts.map(headingConcepts) : [] };
    if (HEADING_TOPICS.size >= 4096) HEADING_TOPICS.clear();
    HEADING_TOPICS.set(heading, t);
  }
  return t;
}
const NO_TOPICS = { all: new Set<string>(), listed: [] };
const HEADING_TOPICS = new Map<string, { all: ReadonlySet<string>; listed: readonly ReadonlySet<string>[] }>();

/** The concepts a question asks, less those a more specific one it also asks stands in for (`supersedes`). */
export function withoutSuperseded(ids: Set<string>): Set<string> {
  for (const c of CONCEPTS) if (ids.has(c.id)) for (const s of c.supersedes ?? []) ids.delete(s);
  return ids;
}

/** Whether a concept a question asks is what it is about (not a circumstance it names, see Concept.circumstance). */
export function isSubjectConcept(id: string): boolean {
  return CONCEPTS.find((c) => c.id === id)?.circumstance !== true;
}

export function conceptLabel(id: string): string {
  return CONCEPTS.find((c) => c.id === id)?.label ?? id;
}

/** The words a retrieval query adds for a concept the question asks about, so BM25 finds "shall not exceed" for "cap". */
export function expansionWords(ids: Iterable<string>): string[] {
  const out = new Set<string>();
  const list = [...ids];
  const single = list.length <= 1;
  for (const id of list) {
    const c = CONCEPTS.find((x) => x.id === id);
    if (!c) continue;
    // A question about one concept gets the words of all its phrasings ("initial term", "remain in effect"); one about
    // several gets single-word equivalents only, so the phrase words of two concepts do not drown the question.
    for (const p of c.patterns) if (!p.includes('…') && (single || !/\s/.test(p))) for (const w of p.split(/\s+/)) if (w.length > 3) out.add(w);
  }
  return [...out];
}
