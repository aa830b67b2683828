import { asksDocumentFact, readsAsTitle } from './document-facts.js';
import { askedStatus } from './question-actor.js';
import { contentTerms, questionUnits } from './question-units.js';
import { escapeRegExp } from './regexp-literal.js';
import { capitalShare } from './capitals.js';
import { figureKind, figuresIn, FRACTION, IF_CUES, LENGTH_QUALIFIER, meetsThreshold, sameFigure, withoutScene, YES_NO, type AskedFigure, type FigureStated } from './lengths-said.js';

/**
 * What kind of answer a question wants, and whether a claim gives it. "What is the
 * license fee?" is answered by an amount or a formula, not by a sentence that says who
 * bears licensing fees; "which law governs?" by a jurisdiction; "how long?" by a
 * duration; "when?" by a date, a duration or the event it runs to; a yes/no question
 * about a clause by the operative clause (a party shall / may / is entitled…), never by
 * a heading or a definition. Pure and model-free: the same rule applies to the claims of
 * every generator (verification/responsiveness.ts) and steers the extractive one.
 */
export type AnswerForm = 'amount' | 'percent' | 'count' | 'due' | 'change' | 'notice' | 'duration' | 'temporal' | 'end' | 'date' | 'jurisdiction' | 'place' | 'operative' | 'consequence' | 'title';

export type QuestionType = { wants: AnswerForm; label: string };

const NUM = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|hundred|\[\s?\*+\s?\]|\[X+\])`;
const UNIT = String.raw`(?:${LENGTH_QUALIFIER}\s+|additional\s+)?(?:days?|weeks?|months?|years?|quarters?|hours?|minutes?)`;

/** A day of a period in words: "by the seventh day of each month", "the last day of the quarter". */
const ORDINAL_DAY = String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|fifteenth|twentieth|twenty-\w+|thirtieth|last)`;
const MONTHS = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
const MONTH_DAY = String.raw`\b${MONTHS}\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MONTHS}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b`;
/** What says an end: expiry, a duration it runs for, what it runs until. "This Agreement shall commence on 1 January 1998" says none. */
/** A term that runs until a party ends it: "will end when terminated by either party", "for an unlimited period". */
const UNTIL_ENDED = /\bwhen\s+terminated\b|\bunlimited\s+(?:period|term|duration)\b/i;

const SAYS_END = /\bexpir|\bend(?:s|ing)?\b|\bterminat|\buntil\b|\bthrough\b|\bcontinu|\bremain|\bconclud|\bperpetu|\banniversary\b|\b(?:years?|months?|days?)\b/i;

/** The kind of place a law is of, in any case: "the State of", "the state of", "THE COMMONWEALTH OF". */
const JURISDICTION_KIND = String.raw`(?:[Ss]tate|STATE|[Cc]ommonwealth|COMMONWEALTH|[Pp]rovince|PROVINCE|[Rr]epublic|REPUBLIC|[Kk]ingdom|KINGDOM|[Pp]eople['’]s\s+[Rr]epublic|PEOPLE['’]S\s+REPUBLIC)`;

/** A length of time a party must be given before the act: "thirty (30) days' advance written notice", "notice of not less than ninety days". */
const LENGTH = String.raw`\b${NUM}\s*(?:\(\s?\d+\s?\)\s*)?(?:-\s*)?${UNIT}`;
const NOTICE_WORD = String.raw`(?:notice|notification)`;

/** A percentage in digits or words: "15%", "fifteen percent (15%)". Both the amount and the percentage forms read it. */
// "_1_%": a form's blank filled in (trial 46, cuad-dev-26).
/** A number in words: "three", "twenty-four", "a hundred", "a single". */
const COUNT_WORDS = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|single|once|twice|dozen`;
const PERCENT = String.raw`\d_*\s?%|\b${NUM}\s*(?:\(\s?\d[\d,.]*\s?%?\s?\)\s*)?(?:percent|per\s?cent)\b`;
/**
 * An amount stated as a figure: a currency with its figure ("quoted in US Dollars" states none: cuad-dev-14 § 14.1 answered
 * "What are the payment terms?"), a sum in words, a percentage.
 */
const AMOUNT_FIGURE = String.raw`[$€£¥]\s?\d|\b(?:US\$|USD|EUR|GBP|RMB|CNY|CAD)\s?\d|\d[\d,.]*\s?(?:US\$|USD|EUR|GBP|RMB|CNY|CAD)\b|\b(?:\d[\d,.]*|${NUM}|hundred|thousand|million|billion)\)?\s+(?:U\.?S\.?\s+)?(?:dollars?|euros?|cents?|pounds\s+sterling)\b|${PERCENT}|\bpercentage\s+of\b|\b(?:hundred|thousand|million|billion)\b`;
/** An amount stated as how it is reckoned: "equal to", "calculated", "per year", "the fees actually paid". */
// A share of a sum ("1/260 of the Executive's salary", "one-half of the rate on the outbound movement": trial 46) is how an
// amount is calculated.
const SHARE_OF_SUM = String.raw`\b(?:\d{1,4}\s?\/\s?\d{1,4}(?:th)?|${FRACTION})\s+of\s+(?:the|its|their|his|her|such|any|each|all)\s+(?:[\w'’-]+\s+){0,3}?(?:rates?|prices?|salary|salaries|fees?|costs?|amounts?|sums?|royalt(?:y|ies)|payments?|charges?|compensation|revenues?|profits?|sales|proceeds|expenses|wages|premiums?|income)\b`;
// A share in proportion: "Carrier's duty of indemnification shall be in proportion to its allocable share of such joint
// negligence" says how much the Carrier indemnifies (trial 48, cuad-dev-24 § 4(b): refused, "no amount").
const AMOUNT_FORMULA = String.raw`${SHARE_OF_SUM}|\b(?:in\s+proportion\s+to|pro\s+rata|proportionate(?:ly)?|equal\s+to|calculated|computed|multiplied|the\s+(?:greater|lesser)\s+of|per\s+(?:unit|month|year|annum|hour|day|copy|user|seat)|(?<!\bother\s)(?:amounts?|fees|sums|monies|royalties|compensation|consideration|payments|prices?)\s+(?:actually\s+)?(?:paid|payable|received))\b`;
const STATES_AMOUNT = new RegExp(AMOUNT_FIGURE, 'i');
const FORMS: Readonly<Record<Exclude<AnswerForm, 'end' | 'due' | 'change' | 'title' | 'consequence' | 'place'>, RegExp>> = {
  // The notice's own length — not a cure period that runs from a notice ("where such failure continues for thirty (30)
  // days after written notice": the sample Distributor Agreement's § 5.4(b) answered "How much notice is needed to
  // terminate?" beside § 5.4(c)'s "thirty (30) days' advance written notice", session 26).
  notice: new RegExp(
    String.raw`${LENGTH}['’]?\s+(?:(?:prior|advance|advanced|previous|written|express|formal)\s+){0,3}${NOTICE_WORD}\b|` +
      String.raw`\b${NOTICE_WORD}\s+(?:period\s+)?of\s+(?:(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of|up\s+to)\s+)?${LENGTH}|` +
      String.raw`\b${NOTICE_WORD}\b[^.;]{0,80}?${LENGTH}\s+(?:prior\s+to|before|in\s+advance|preceding)\b|` +
      String.raw`${LENGTH}\s+(?:prior|in\s+advance|before)\b[^.;]{0,40}?\b${NOTICE_WORD}\b|\[\s?\*+\s?\]\s+(?:(?:prior|advance|written)\s+){1,3}${NOTICE_WORD}\b`,
    'i',
  ),
  // A sum of money, a percentage, a redacted figure, or the formula that yields it.
  // A redacted figure is an amount's form too: figureRedacted says the filed copy hides it.
  amount: new RegExp(String.raw`${AMOUNT_FIGURE}|\[\s?\*+\s?\]|\[X+\]|${AMOUNT_FORMULA}`, 'i'),
  // A percentage, or a redacted one: "What percentage of Network's Transactional Revenue …?" is not answered by a statement
  // of it "as calculated herein" (trial 42, cuad-dev-00 § 6(c), shown as answering that part once "Tribune" named a party).
  percent: new RegExp(String.raw`${PERCENT}|\[\s?\*+\s?\]\s?%?|\b(?:${FRACTION})\b`, 'i'),
  // A number of things: in digits or words, none, or redacted — not a section's number ("as set out in Section 24.3").
  count: new RegExp(String.raw`(?<![\d.])(?<!\b(?:sections?|clauses?|articles?|paragraphs?|schedules?|exhibits?|annex|appendix|items?|§)\s*)\b\d[\d,]*(?:\.\d+)*\b|\b(?:${COUNT_WORDS})\b|\bno\s+(?:more|fewer|less)\b|\bnone\b|\bunlimited\b|\[\s?[*∗]+\s?\]`, 'i'),
  // A length, or the date a period runs to ("shall continue up to and including 28 February 2000").
  // A renewal's length said without a figure: "shall renew automatically each year", "for successive terms of the same
  // duration" (cuad-scale-302, -406: once a notice's length was no length, these read as stating none).
  // A redacted length is still one: "for additional periods of ****". "Annual" only of a term or a basis: "an annual
  // financial audit" gave "How long does the confidentiality obligation last?" a length (a helper's trial, session 27).
  duration: new RegExp(String.raw`\b${NUM}\s*(?:\(\s?\d+\s?\)\s*)?(?:-\s*)?${UNIT}\b|\b(?:periods?|terms?)\s+of\s+(?:\[\s?\*+\s?\]|\*{3,})|\bperpetu|\bindefinite|\buntil\b|\bup\s+to\s+and\s+including\b|\b(?:expir\w*|end\w*|conclud\w*)\s+on\b|\b(?:expir\w*|ending|conclud\w*)\s+${MONTHS}\s+\d{1,2}\b|\banniversary\b|\b(?:annually|yearly)\b|\b(?:annual|monthly|month-to-month|year-to-year)\s+(?:[\w-]+\s+)?(?:basis|terms?|periods?|renewals?|extensions?|increments?)\b|\bmonth-to-month\b|\byear-to-year\b|\b(?:renew\w*|extend\w*|continu\w*)\b[^.;]{0,40}?\b(?:each|every)\s+(?:calendar\s+)?(?:year|month)\b|\bof\s+(?:the\s+)?(?:same|equal|like)\s+(?:duration|length|period)\b|\bequal\s+(?:in\s+(?:duration|length)\s+)?to\s+the\s+(?:initial|original|preceding|then[\s-]current)\s+term\b`, 'i'),
  // "When": a date, a duration, or the event the period runs to — or a day of each period ("due by the 7th of the month",
  // "by the seventh day of each month": cuad-dev-08 § 3.01, refused "When are royalty fees due?", session 29; "no later
  // than the (20th) day", cuad-dev-13). A year, but not an address's number: "Suite 2000", "2000 Market Street"
  // (cuad-dev-16's address block was a time, trial 37).
  temporal: new RegExp(
    String.raw`\b(?:by|on|before|not\s+later\s+than|no\s+later\s+than)\s+(?:the\s+)?(?:\(?\d{1,2}(?:st|nd|rd|th)\)?|${ORDINAL_DAY})\s+(?:(?:business\s+|calendar\s+)?days?\s+)?(?:of|following|after)\b|\b${NUM}\s*(?:\(\s?\d+\s?\)\s*)?(?:-\s*)?${UNIT}\b|\bperpetu|\bindefinite|\buntil\b|\banniversary\b|\b${MONTHS}\s+\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|(?<!\b(?:suite|ste|box|floor|fl|room|unit|no|number)\.?\s{0,3}|#\s{0,3})\b(?:19|20)\d\d\b(?![\s,]*(?:[a-z.]+\s+){0,3}(?:street|st\.|avenue|ave\.|road|rd\.|boulevard|blvd\.|parkway|pkwy\.?)(?![a-z]))|\beffective\s+date\b|\bupon\s+(?:the\s+)?(?:expiration|completion|termination|delivery|closing|occurrence|receipt)\b|\bat\s+the\s+end\s+of\b|\b(?:on|at)\s+the\s+(?:same|next|following)\s+(?:business\s+|working\s+|calendar\s+)?day\b|\bon\s+the\s+date\s+(?:of|sent|it|when|that|on\s+which)\b|\b(?:from|after|following)\s+the\s+(?:due\s+)?date\s+(?:such|that|when|on\s+which|it)\b|\bat\s+the\s+(?:date\s+and\s+)?time\s+(?:it\s+is|of)\b|\bwhen\s+(?:actually\s+)?(?:received|delivered)\b`,
    'i',
  ),
  // "What is the effective date?": a calendar date. The words "the Effective Date" name it without giving it.
  date: new RegExp(`${MONTH_DAY}|\\b(?:19|20)\\d\\d\\b`, 'i'),
  // A named law: "the laws of the State of Texas", "English law", "PRC Laws", "the laws in force in Hong Kong".
  // Case-insensitive words ("the laws of the state of Florida", "THE LAWS OF THE COMMONWEALTH OF PENNSYLVANIA"), a
  // capitalised name. A name redacted in the filing ("the laws of [***]") is still the clause that names it.
  jurisdiction: new RegExp(
    String.raw`\b[Ll](?:aws?|AWS?)\s+(?:[Ii]n\s+[Ff]orce\s+[Ii]n|[Oo][Ff])\s+(?:[Tt][Hh][Ee]\s+)?(?:${JURISDICTION_KIND}\s+(?:of|OF)\s+)?(?:(?!(?:Its|Such|That|This|Any|The|Each|Other)\b)[A-Z][\p{L}]+|\[\s?\*+\s?\])|` +
      String.raw`\b${JURISDICTION_KIND}\s+(?:of|OF)\s+[A-Z][\p{L}]+[^.;]{0,200}\b[Ll](?:aws?|AWS?)\b|\b[Ll](?:aws?|AWS?)\b[^.;]{0,200}\b${JURISDICTION_KIND}\s+(?:of|OF)\s+[A-Z][\p{L}]+|` +
      // "New York law", "Delaware Law", "PRC Laws": a name before "law" that starts its capitalised words, not a kind of
      // law ("Applicable Law", "Intellectual Property Laws", "Export Control Laws").
      String.raw`(?<![\p{Lu}][\p{L}-]*\s)\b(?!(?:Applicable|Governing|Such|The|This|Any|Other|Local|Common|Case|Civil|Statutory|All|These|Those|Intellectual|Property|Privacy|Data|Protection|Environmental|Export|Import|Tax|Securities|Antitrust|Competition|Labor|Labour|Employment|Insurance|Banking|Bankruptcy|Insolvency|Anti-[\p{L}]+|Corruption|Bribery)\b)[A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+)?\s+[Ll]aws?\b`,
    'u',
  ),
  // The operative clause: a party bound or empowered, a thing prohibited, limited or declared.
  operative:
    /\b(?:shall|will|may|must|cannot|(?:does|do)\s+not|agrees?|undertakes?|covenants?|grants?|guarantees?|commits?|hereby\s+(?:(?:irrevocably|expressly|exclusively)\s+)?[a-z]+s|(?:is|are|be|been)\s+(?:not\s+)?(?:\w+ly\s+)?(?:entitled|required|permitted|prohibited|obligated|allowed|free(?=\s+to\b)|subject|liable|responsible|limited|bound|void|exclusive|nonexclusive|non-exclusive|governed|assignable|transferable|deemed|renewed|extended|terminated)|(?:has|have)\s+the\s+(?:sole\s+|exclusive\s+)?right|requires?\s+(?:the\s+)?(?:(?:prior|express|advance)\s+)?(?:written\s+)?(?:consent|approval)|reserves?\s+the\s+right\s+to|retains?\s+the\s+(?:sole\s+|exclusive\s+)?right|in\s+no\s+event)\b/i,
};
const NOTICE_LENGTHS = new RegExp(FORMS.notice.source, 'gi');
const EVENT_OCCURS = /\b(?:shall|will)\s+(?:be\s+deemed\s+to\s+)?(?:have\s+)?(?:occur(?:red)?|take\s+place|taken\s+place)\b(?:[^.;]*?\b(?:unless|except|provided)\b[^.;]*)?/gi;
const CHANGE_SAID = /\b(?:increas|decreas|adjust|escalat|index|reduc|rais|revis)\w*/i;

/**
 * A consequence is said on a condition: "In the event Duval does not meet …, $375,000 … will be deemed to be unearned",
 * "Upon termination, Distributor will …", "If Licensee fails to pay …, Licensor may terminate".
 */
const ON_A_CONDITION = /\b(?:if|in\s+the\s+event|in\s+case|upon|on\s+the\s+occurrence|unless|whenever|where|once|following|after|should)\b|\bfail(?:s|ure|ing)?\s+(?:[\w@&'’-]+\s+){0,3}?to\b/i;

/**
 * An event that is a party's failure to do something: "fails to deliver", "does not pay", "misses", "falls short". (A breach
 * or a default is the lexicon's own event, answered by its clause.)
 */
const FAILS = /\b(?:fails?|failing|failure|does\s+not|doesn['’]t|do\s+not|don['’]t|did\s+not|cannot|can['’]t|is\s+unable|are\s+unable|miss(?:es|ed)?|(?:is|are)\s+late|falls?\s+short|short\s+of)\b/i;

/** A definition says what a word means, never what anyone must do. */
const DEFINES = /^[^.;]{0,160}?(?:["”]\s*(?:\([^)]{0,80}\)\s*)?|\b)(?:means|shall\s+mean|has\s+the\s+meaning|shall\s+have\s+the\s+(?:same\s+)?meaning)\b/i;

/**
 * …except the definition of the agreement's own term: '"Term" shall mean the period commencing on the Effective Date and
 * terminating on the eighth anniversary …' is where the agreement says when it ends.
 */
const DEFINES_TERM = /^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?["“]?(?:(?:initial|contract|agreement|license|licence|service|services)\s+)?(?:term|period)["”]?\s+(?:\([^)]{0,80}\)\s*)?(?:shall\s+)?means?\b/i;

/** Whether a sentence defines a named period ('"Warranty Period" shall mean twelve (12) months …'). */
export function definesPeriod(text: string): boolean {
  return DEFINES_PERIOD.test(text) || DEFINES_QUOTED_PERIOD.test(text);
}

/** A named period's last word and what defines it: 'Period" shall mean', 'Term (as extended) means', 'period have the meaning'. */
const PERIOD_MEANS = String.raw`(?:term|period)["”]?\s+(?:\([^)]{0,80}\)\s*)?(?:shall\s+)?(?:means?|have\s+the\s+meaning)\b`;

/** The same defined in quotes anywhere in the sentence, past a heading it still carries ("Express Limited Warranty For the purpose of …"). */
const DEFINES_QUOTED_PERIOD = new RegExp(String.raw`["“](?:[\w-]+\s+){0,3}(?=(?:term|period)["”])${PERIOD_MEANS}`, 'i');

/** A definition of a named period: '"Warranty Period" shall mean …', '"Cure Period" means …'. */
const DEFINES_PERIOD = new RegExp(String.raw`^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:for\s+the\s+purposes?\s+of\s+this\s+\w+,\s*)?["“]?(?:[\w-]+\s+){0,3}${PERIOD_MEANS}`, 'i');

const LABEL: Readonly<Record<AnswerForm, string>> = {
  amount: 'an amount or how it is calculated',
  percent: 'a percentage',
  count: 'a number',
  due: 'what is paid or when it is due',
  change: 'how it changes: an increase or decrease by a figure or an index',
  end: 'when it ends: a date, a period or the event it runs to',
  date: 'a calendar date',
  notice: 'how much notice: a length of time before the act',
  duration: 'a length of time',
  temporal: 'a date, a period or the event it runs to',
  jurisdiction: 'which jurisdiction’s law',
  place: 'where: a named city, county, state or country',
  operative: 'the operative clause (what a party shall, may or may not do)',
  consequence: 'what follows if it happens (a clause that says “if …” or “in the event …”)',
  title: 'the document’s title',
};

const MONEY_NOUN = String.raw`(?:fees?|price|prices|cost|costs|amount|amounts|rate|rates|royalt(?:y|ies)|payments?|compensation|commissions?|consideration|salary|bonus(?:es)?|wages?|deposit|penalty|charges?|purchase\s+price|minimum\s+(?:purchase|commitment|order|payment)s?|liquidated\s+damages)`;
/** "How many (calendar) days …?": a length asked as its number alone (ASKED_AS's duration, lengthRedacted). */
const HOW_MANY_UNITS_ASKED = String.raw`\bhow\s+many\s+(?:${LENGTH_QUALIFIER}\s+)?(?:minutes|hours|days|weeks|months|years)\b`;
const TIME_NOUN = String.raw`(?:term|length|duration|period|notice\s+period|renewal\s+term|initial\s+term|time)`;

/**
 * What each answer form is asked as, in the order they are tried: the first that matches decides
 * ("what is the effective date?" wants a date before "what … date" wants any time).
 */
const ASKED_AS: ReadonlyArray<readonly [AnswerForm, RegExp]> = [
  ['jurisdiction', /\b(?:which|what)\s+(?:state['’]?s?\s+|country['’]?s?\s+|jurisdiction['’]?s?\s+)?laws?\b|\bgoverning\s+law\b|\bgoverned\s+by\s+(?:what|which)\b|\b(?:which|what)\s+(?:state|country|jurisdiction)\b[^?]{0,40}\bgovern/i],
  // "How much notice must be given?" asks a length of time, not a sum (cuad-dev-04 § 7.2's thirty days were refused for
  // stating no amount) — and the notice's own length, not a period that runs from a notice.
  // "What notice must either side give to end the Executive's employment …?" too (trial 48, cuad-dev-20 § 17.1's "terminate
  // immediately … paid within 28 days" answered that part: it states no notice). Not "What notice is required to terminate?",
  // which "by notice in writing" answers (cuad-dev-09 § 32.1).
  ['notice', /\bhow\s+(?:much|many\s+days['’]?|long\s+(?:a\s+|of\s+a\s+)?)\s*(?:[\w'’-]+\s+){0,2}?(?:notice|warning)\b|\bwhat\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?notice\s+(?:period|requirements?)\b|\bwhat\s+(?:length|period|amount)\s+of\s+(?:prior\s+|advance\s+|written\s+)*notice\b|\bwhat\s+(?:prior\s+|advance\s+|written\s+)*notice\s+(?:must|shall|should|does|do|will|would)\s+[^?]{0,60}?\bgive\b/i],
  // Holiday and leave are counted in days: "How much paid holiday is Brett Haumann entitled to …?" (trial 44).
  ['duration', /\bhow\s+much\s+(?:[\w'’-]+\s+){0,2}?(?:time|lead\s+time|holidays?|vacation|leave|time\s+off)\b/i],
  // "What are the payment terms?" asks what a party pays or when: "a flat fee … of $18,000 per month" (cuad-dev-04 § 1.2),
  // "current plus thirty (30) days from the date of invoice" (cuad-dev-14 § 14.2) — not "The invoice will be quoted in US
  // Dollars" (§ 14.1, the green answer before: "US Dollars" was taken for an amount).
  ['due', /\b(?:payment|invoice|billing)\s+(?:terms?|schedule)\b/i],
  // "What interest is charged on late payments?" asks a rate (a helper's trial, session 27: cuad-dev-06 was answered by
  // "Payment of such finance charges will not excuse or cure Distributor's breach", beside the 1.5% a month).
  // "What compensation is the Professional paid?" too: cuad-dev-28 § 3's "… shall receive the following compensation:", over a
  // blank in an unsigned form, was green.
  // "Is either party's liability capped at a dollar amount?" asks the figure: trial 35 had cuad-dev-26 § 7's exclusion of
  // consequential damages green for it, which sets none.
  // "What level of shareholding constitutes a Change in Control …?" asks the figure too (trial 39: cuad-dev-09 § 32.2's
  // termination right was green beside § 32.2.2's 50% test).
  ['percent', /\b(?:what|which)\s+(?:percentage|percent|per\s?cent)\b|\bhow\s+many\s+percent\b/i],
  // "How many share options does the Service Agreement grant …?" asks a number (trial 47, cuad-dev-20 § 24.3, which states
  // none, was green). Not a length ("how many days": duration, read first).
  ['count', new RegExp(String.raw`\bhow\s+many\b(?!\s+(?:${LENGTH_QUALIFIER}\s+)?(?:minutes|hours|days|weeks|months|quarters|years|percent)\b)`, 'i')],
  // "What must a party pay to terminate … on 15 days' written notice?" asks a sum (trial 45: § 4.6's right to terminate when a
  // deposit is not paid within 15 days was green, beside § 9.3's RMB10,000) — not what a payment is for, nor "do or pay".
  // "How is Brett Haumann's payment in lieu of … holiday calculated?" asks how much (trial 46, cuad-dev-20 § 12.3: the sentence
  // that there is none "except on Termination" was green; the next gives "1/260 of the Executive's salary").
  // "After the 2016 base year, how is Roanoke Gas's total annual franchise fee adjusted?" asks how it changes, which the base
  // year's fee (an amount) does not say (trial 50, cuad-scale-072 § 3(a) was green beside § 3(b)'s 3% compounded annually).
  ['change', /\bhow\s+(?:is|are|will|shall|would|must|should|can|may)\s+(?:[\w'’-]+\s+){1,10}?(?:be\s+)?(?:adjusted|escalated|indexed|increased|decreased|revised|raised|reduced|changed)\b/i],
  ['amount', new RegExp(String.raw`\bhow\s+(?:is|are|will|shall|would|must|should)\s+(?:[\w'’-]+\s+){1,10}?(?:be\s+)?(?:calculated|computed)\b|\bwhat\s+(?:must|does|do|will|would|shall|should)\s+(?!(?:[\w'’-]+\s+){0,4}?do\s+or\s+pay\b)(?:[\w'’-]+\s+){1,4}?pay\b(?!\s+for\b)|\bhow\s+much\b|\bhow\s+(?:large|big|high|low|small)\s+(?:is|are|was|were|will|would|must|should)\s+(?:[\w'’-]+\s+){0,4}?(?:fees?|payments?|prices?|royalt(?:y|ies)|sums?|amounts?|charges?|premiums?|deposits?|penalt(?:y|ies)|salar(?:y|ies)|bonus(?:es)?|commissions?|rent|cap|caps|limits?|guarantees?)\b|\bwhat\s+is\s+the\s+(?:most|maximum|least|minimum)\b(?!\s+(?:period|term|time|notice|number\s+of\s+(?:days|months|years)))|\b(?:what|which)\s+(?:level|proportion|share|portion|fraction|threshold)\s+of\b|\b(?:at|to)\s+(?:a|an|any|some)\s+(?:specific\s+|fixed\s+|maximum\s+|stated\s+)?(?:dollar|monetary|money|cash)\s+(?:amount|sum|figure|limit)\b|\bwhat\s+(?:rate\s+of\s+)?(?:late\s+)?(?:interest|finance\s+charges?|late\s+(?:fees?|charges?))\b|\bwhat\s+(?:[\w'’-]+\s+){0,2}?${MONEY_NOUN}\s+(?:is|are|does|do|will|shall|must|would)\b|\bwhat\s+(?:is|are|was|were|will\s+be)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?${MONEY_NOUN}\b(?!\s+(?:terms?|schedule|method|mechanics|procedures?|process|dates?)\b)`, 'i')],
  // "Within what period must the Distributor report a defective Product …?" asks a length (trial 36: the remedy was green).
  ['duration', new RegExp(String.raw`\b(?:within|in|for|during)\s+what\s+(?:time\s+|length\s+of\s+)?(?:period|time|timeframe|time\s+frame|number\s+of\s+days)\b|\bhow\s+long\b|${HOW_MANY_UNITS_ASKED}|\bwhat\s+(?:is|are)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?${TIME_NOUN}\b|\bfor\s+what\s+(?:[\w-]+\s+)?${TIME_NOUN}\b`, 'i')],
  ['date', /\b(?:what\s+(?:is|was)\s+(?:the\s+)?(?:effective|commencement|start|signing|execution|closing)\s+date|date\s+of\s+(?:this|the)\s+(?:agreement|contract)|when\s+(?:was|is)\s+(?:this|the)\s+(?:agreement|contract)\s+(?:dated|signed|executed|entered\s+into|made)|(?:on\s+)?what\s+date\s+(?:is|was|does|did)\s+(?:this|the)\s+(?:agreement|contract)\s+(?:become\s+)?(?:effective|dated|signed|executed|made|entered\s+into))\b/i],
  ['end', /\bwhen\b[^?]{0,80}\b(?:expire|expires|end|ends|lapse|lapses)\b|\b(?:expiration|expiry|end|termination)\s+date\b/i],
  // "Where will arbitration take place?" asks a place, not whether disputes are arbitrated: trial 35 had cuad-dev-04 § 11.1's
  // "… shall be settled by binding arbitration in accordance with the … rules of the American Arbitration Association" green,
  // and "The location of the arbitration shall be in the County of San Diego, California" is the answer.
  ['place', /^\s*where\b[^?]*\b(?:arbitrat\w*|disputes?|litigat\w*|lawsuits?|suits?|actions?|proceedings?|claims?|heard|tried|venue|mediat\w*|hearings?|courts?|sued?)\b|\bin\s+(?:what|which)\s+(?:city|county|state|country|venue|forum|courts?|location|place)\b[^?]*\b(?:arbitrat\w*|disput\w*|litigat\w*|lawsuits?|suits?|actions?|proceedings?|claims?|brought|heard|venue|courts?|sued?)\b|\b(?:what|which)\s+(?:is\s+the\s+)?(?:city|location|seat|place)\s+of\s+(?:the\s+)?(?:arbitrat\w*|mediat\w*|hearings?|proceedings?)\b/i],
  // "By what day of each month must the Company pay the Consultant's monthly fee?" asks a time (trial 49: cuad-dev-04 § 1.2's
  // "$18,000 per month" was green for it; the contract states no day).
  // "…, and how quickly must Aduro pay an invoice?" asks a time: "at the rate of €500 per hour" does not say it (trial 50,
  // cuad-scale-186 § 2 was green as answering each part).
  ['temporal', /\bhow\s+(?:soon|quickly|fast|promptly)\b|^\s*when\b|\bwhen\s+(?:does|do|did|will|is|are|shall|must)\b|,?\s+and\s+(?:if\s+so,?\s+)?(?:by\s+)?when\s*\?\s*$|\bwhat\s+(?:is\s+)?(?:the\s+)?(?:[\w-]+\s+)?date\b|\bby\s+when\b|\b(?:by|on|before)\s+what\s+(?:day|date|time)\b/i],
  // "What happens if Duval loses his exempt status?" asks what the contract makes follow: session 32's trial had cuad-dev-07
  // § 4(c)'s "Duval must achieve and maintain Exempt Status …", the requirement itself, as its green answer.
  ['consequence', /\bwhat\s+happens\s+(?:if|when|whenever|in\s+(?:the\s+)?(?:event|case)|should|once|where)\b|\bwhat\s+(?:are|is)\s+(?:the\s+)?consequences?\s+(?:of|if)\b/i],
  ['operative', /^\s*(?:is|are|does|do|can|could|may|must|shall|will|has|have)\b|\bwhat\s+happens\b/i],
];

/**
 * "Does the Territory include Japan?" asks what a term takes in: the clause that says it ("The Territory for this Agreement
 * is worldwide, but not including Asian countries (… Japan …)") answers in no operative form (a helper's trial, session 27).
 * Not a licence or a grant: "Does the license extend to the licensee's affiliates?" is answered by the grant itself. The
 * agreement's name may stand between ("Does the Territory of the WPT-Zynga Joint Content License Agreement cover Japan?",
 * trial 42: once its name was no word a clause must say, § 3(d)'s statements "covered by such statement: the Territory"
 * were green), not "have to cover" (a duty).
 */
// "Does the Territory under the WPT-Zynga licence include Japan?" (trial 49, cuad-dev-12 § 2(c)'s licence "in the Territory" was
// green): the agreement or licence the subject is of or under.
const ASKS_SCOPE = /^(?:does|do|is|are)\s+(?:the\s+)?(?:(?!licen[cs]e|agreement|contract|grant|have\b|need\b|to\b)[\w'’-]+\s+){1,4}?(?:(?:of|under|in)\s+(?:the\s+|this\s+)?(?:[\w'’-]+\s+){0,6}?(?:agreement|contract|licen[cs]e)\s+)?(?:include|cover|extend\s+to|apply\s+(?:to|in)|reach)\b/i;

/**
 * What a scope question asks its subject takes in — "India" of "Does the non-compete apply in India?" — as the stems a
 * claim must say one of, unless it reaches everywhere ("anywhere in the world", "worldwide"). Session 32's trial had
 * cuad-dev-16 § 1(c) "Gulf Oil and Gulf India each agree … not to acquire …" green for it: "India" there is a party's name
 * (question-actor.ts withoutUnaskedNames). Of "… apply to competing business in India?" the place is what it asks, not the
 * business (trial 39: § 1(c) was green again, on "business"). The question's words when the claim says none of them, or
 * says them only in an exclusion — "anywhere in the world, excluding India" (§ 1(b)) answers no (scopeUnsaid); null when
 * the question asks no scope.
 */
export function askedScope(question: string): AskedScope | null {
  const q = question.replace(/\s+/g, ' ').trim();
  const m = ASKS_SCOPE.exec(q);
  if (!m) return null;
  const whole = q.slice(m[0].length).replace(/[?.!\s]+$/, '').trim();
  const asked = PLACE_ASKED.exec(whole)?.[1] ?? whole;
  const terms = contentTerms(asked);
  if (terms.length === 0) return null;
  // Within the exclusion's list: "but not including Asian countries (including, but not limited to, …, India, …)".
  return { asked, terms, excluding: new RegExp(String.raw`${EXCLUDING}\s[^.;:]{0,400}?\b${escapeRegExp(asked)}\b`, 'iu') };
}
/** What a scope question asks its subject takes in (askedScope): the words, their stems, and the exclusion that would name them. */
export type AskedScope = { asked: string; terms: readonly string[]; excluding: RegExp };

/** Whether `claim` leaves out the place `scope` asks of (askedScope): null when it says it, or reaches everywhere. */
export function scopeUnsaid(scope: AskedScope | null, claim: string, said: (term: string) => boolean): { asked: string; excluded: boolean } | null {
  if (!scope) return null;
  if (scope.excluding.test(claim)) return { asked: scope.asked, excluded: true };
  return scope.terms.some(said) || EVERYWHERE.test(claim) ? null : { asked: scope.asked, excluded: false };
}
/** The named place at the end of what a scope question asks of: "competing business in India", "sales within the United States". */
const PLACE_ASKED = /\b(?:in|within|to)\s+((?:the\s+)?\p{Lu}[\p{L}.'’-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}.'’-]*)*)$/u;
/** What takes a place out: "excluding India", "other than Japan", "but not including Asian countries (… Japan …)" — not "including, but not limited to, Japan". */
const EXCLUDING = String.raw`\b(?:excluding|exclusive\s+of|except(?:\s+for)?|other\s+than|outside(?:\s+of)?|(?:but\s+)?not\s+including|but\s+not\s+in)\b`;
const EVERYWHERE = /\b(?:world-?wide|throughout\s+the\s+world|anywhere\s+in\s+the\s+world|in\s+any\s+(?:country|jurisdiction|territory)|global(?:ly)?|all\s+countries)\b/i;

/**
 * An exclusion's opening words ("other than", "excluding", "except for"): what follows it is taken out, to the end of its list.
 * Not "except that …", "except as …", "except with …": a proviso, which takes out no thing.
 */
const EXCLUSION_OPENS = /\b(?:excluding|exclusive\s+of|except\s+for|except(?!\s+(?:that|as|where|when|if|to|in|with|upon|on|by|under|pursuant|insofar|so|otherwise|during|after|before|unless)\b)|other\s+than|(?:but\s+)?not\s+including)\b/giu;
/** A clause's verb: where an exclusion's list has ended and the sentence goes on ("except for …, AMAG has no obligation …"). */
const GOES_ON = /\b(?:shall|will|may|must|can|could|would|should|might|has|have|is|are|be|been|agrees?|acknowledges?|grants?|hereby|requires?|nothing|neither|none|owes?|pays?|provides?|includes?|means?|constitutes?|appl(?:y|ies))\b/i;

/**
 * The exclusions of a claim, each to the end of its list: past commas between listed things ("other than Nuance Patents,
 * Nuance Technology Assets, Nuance Trademarks and Nuance Data"), not past the comma after which the sentence goes on.
 */
function exclusionsIn(claim: string): string[] {
  const out: string[] = [];
  for (const m of claim.matchAll(EXCLUSION_OPENS)) {
    const rest = /^[^.;:()]{0,240}/.exec(claim.slice(m.index))![0];
    const parts = rest.split(',');
    // "except each Party may assign this Supply Agreement … to a successor …" excepts a case with a clause of its own: no
    // thing taken out (trial 44, cuad-dev-23).
    if (GOES_ON.test(parts[0]!)) continue;
    let taken = parts[0]!;
    for (const p of parts.slice(1)) {
      if (GOES_ON.test(p)) break;
      taken += `,${p}`;
    }
    out.push(taken);
  }
  return out;
}

/**
 * The question's terms less those it takes out itself, which are not what it asks: "… endorsing products other than golf
 * apparel?" of "… other than golf apparel as described in Section 1" (trial 39, cuad-dev-28). What exclusionOfAsked reads.
 */
export function termsNotTakenOut(terms: readonly string[], question: string): string[] {
  const outOfQuestion = new Set(exclusionsIn(question).flatMap((e) => contentTerms(e)));
  return terms.filter((t) => !outOfQuestion.has(t));
}

/**
 * The words of a yes-no question that a claim says only where it takes them out: "Does the IP Agreement give Cerence a
 * license to use Nuance's trademarks?" of § 3.01(c)'s licence "under the Nuance IP (other than Nuance Patents, Nuance
 * Technology Assets, Nuance Trademarks and Nuance Data)" (trial 45, cuad-dev-10: green, where § 3.01(d) grants no rights in
 * any Trademarks). The exclusion as the claim writes it, or null when each asked word is said outside one (or not at all).
 */
export function exclusionOfAsked(terms: readonly string[], claim: string): string | null {
  const exclusions = exclusionsIn(claim);
  if (exclusions.length === 0) return null;
  let rest = claim;
  for (const e of exclusions) rest = rest.replace(e, ' ');
  const outside = new Set(contentTerms(rest));
  for (const e of exclusions) {
    if (contentTerms(e).some((t) => terms.includes(t) && !outside.has(t))) return e.replace(/\s+/g, ' ').replace(/[\s,]+$/, '');
  }
  return null;
}

/** The answer form a question wants, or null when it asks something open ("describe…"). */
export function questionType(question: string): QuestionType | null {
  const q = withoutScene(question.replace(/\s+/g, ' ').trim());
  // "Is the Distributor an agent of WGT?" asks what it is, answered by "Distributor is an independent contractor and not an
  // agent": no party need shall or may anything (question-actor.ts saysStatus reads the status).
  if (ASKS_SCOPE.test(q) || askedStatus(q)) return null;
  // "What is the name of this contract?" asks its title, which no clause about names states (document-facts.ts).
  if (asksDocumentFact(q) === 'title') return { wants: 'title', label: LABEL.title };
  const found = ASKED_AS.find(([, asked]) => asked.test(q))?.[0];
  // What follows an event the lexicon knows ("What happens if the Distributor Agreement is assigned?", "… if a party becomes
  // insolvent?") is its clause, however worded: "Distributor will not assign …" answers the first. Not a party's failure to
  // do what a clause of it requires: "What happens if Excite@Home fails to deliver the minimum number of … records?" is not
  // answered by "Excite@Home will supply … a minimum of ***** … records" (cuad-dev-02, session 33's trial).
  const wants = found === 'consequence' && questionUnits(q).concepts.length > 0 && !FAILS.test(q) ? 'operative' : found;
  return wants ? { wants, label: LABEL[wants] } : null;
}

/**
 * Stems of the nouns a question asks for by the form of its answer: the length of "for what renewal term?", "what is the
 * notice period?"; the place of "which state's law governs?", "which country's law?".
 */
const ASKED_NOUNS: Partial<Record<AnswerForm, ReadonlySet<string>>> = {
  // "How long does the non-compete last?": "last" asks for the length, which a clause gives without the word.
  duration: new Set(['term', 'period', 'length', 'durat', 'time', 'last']),
  // "What aggregate cost range applies …?" is answered by "an aggregate cost … of from $5,000.00 to $10,000.00" (trial 46).
  amount: new Set(['rang']),
  notice: new Set(['period', 'length', 'time']),
  jurisdiction: new Set(['state', 'countri', 'provinc', 'jurisdict']),
  // "What is the date of this agreement?" is answered by "made … as of November 5, 1997"; "what is its name?" by its title.
  date: new Set(['date']),
  // "Where will arbitration take place?" is answered by "The location of the arbitration shall be in the County of San Diego".
  place: new Set(['place', 'take', 'held', 'conduct', 'locat', 'citi', 'counti', 'countri', 'venu', 'seat', 'state']),
  title: new Set(['name', 'titl']),
};

/**
 * Whether `text` says the question's word `term` by giving what it asks for: "for what renewal term?" is answered by
 * "shall automatically be renewed for periods of twelve (12) months", which need not say "term"; "which state's law
 * governs?" by "construed in accordance with English law", which need not say "state".
 */
export function givesAsked(term: string, text: string, type: QuestionType | null): boolean {
  return type !== null && (ASKED_NOUNS[type.wants]?.has(term) ?? false) && givesForm(text, type.wants);
}

/** A length that runs from a notice: "not be effective … until the expiration of forty-five (45) days after WGT gives Distributor written notices". */
const AFTER_NOTICE = new RegExp(String.raw`${LENGTH}\s+(?:after|following|from)\b[^.;]{0,60}?\b${NOTICE_WORD}`, 'gi');
/** …unless it is the time a failure has to be cured: "where such failure continues for thirty (30) days after written notice". */
const CURE_CONTEXT = /\b(?:continu\w*|uncured|unremedied|cur(?:e|ed|es|ing)|remed(?:y|ied|ies)|correct(?:ed|s|ing)?|fail\w*|breach\w*|default\w*)\b[^.;]*$/i;

function takesEffectAfterNotice(text: string): boolean {
  return [...text.matchAll(AFTER_NOTICE)].some((m) => !CURE_CONTEXT.test(text.slice(Math.max(0, m.index - 80), m.index)));
}

/** The kinds of place a clause names one by: "the County of San Diego", "the State of New York". */
const PLACE_KIND = String.raw`(?:county|city|state|province|commonwealth|borough|republic|district|kingdom|parish|canton|emirate)`;
const NAMED_PLACE = new RegExp(String.raw`\b(?:in|at|within)\s+(?:the\s+)?(?:(${PLACE_KIND})\s+of\s+)?(\[\s?\*+\s?\]|[\p{L}][\p{L}.'’-]*)`, 'giu');
/** Words capitalised after "in" or "at" that name no place: a cross-reference, a manner, a language. */
const NOT_A_PLACE = new Set(['section', 'sections', 'article', 'articles', 'exhibit', 'schedule', 'annex', 'appendix', 'paragraph', 'clause', 'accordance', 'writing', 'english', 'the', 'this', 'that', 'such', 'each', 'any', 'all', 'its', 'their', 'his', 'her', 'respect', 'connection', 'addition', 'lieu', 'order', 'case', 'event', 'no', 'good', 'part', 'full', 'whole', 'which', 'whose', 'what', 'law', 'equity', 'our', 'your', 'either', 'neither', 'both', 'agreement', 'contract', 'party', 'parties', 'court', 'courts', 'person', 'time', 'least', 'most', 'an', 'a', 'one', 'same', 'favor', 'favour', 'effect', 'force', 'light', 'relation', 'reliance', 'compliance', 'pursuance', 'witness', 'camera', 'due', 'bad', 'advance', 'arrears', 'total', 'aggregate', 'excess', 'consideration']);
/** A court named by where it sits: "the courts of the State of New York", "the federal courts for the Southern District". */
const COURTS_OF = new RegExp(String.raw`\bcourts?\s+(?:located\s+|sitting\s+)?(?:of|for|in)\s+(?:the\s+)?(?:${PLACE_KIND}|southern|northern|eastern|western|central|middle)\b`, 'i');
/** …or by a name: "the courts of England shall have exclusive jurisdiction" (cuad-dev-20 cl. 27), not "courts of competent jurisdiction". */
const COURTS_OF_NAME = /\b[Cc]ourts?\s+(?:located\s+|sitting\s+)?(?:of|in)\s+(?!(?:The|This|That|Such|Competent|Any|Law|Equity)\b)\p{Lu}\p{Ll}/u;

/**
 * A place said without its name — "held in the county in which Excite@Home has its principal place of business" (cuad-dev-02
 * § 13) — or in the name of the body that sits there: "submitted to the Beijing Arbitration Commission" (cuad-dev-25), "the
 * London Court of International Arbitration". Not "the American Arbitration Association", which sits wherever it is asked.
 */
const PLACE_DESCRIBED = /\b(?:in|at|within)\s+the\s+(?:county|city|state|country|province|jurisdiction|place)\s+(?:in\s+which|where)\b|\bprincipal\s+(?:place\s+of\s+business|(?:executive\s+)?offices?)\b/i;
const BODY_OF_A_PLACE = /\b(?!American\b|International\b)[A-Z][\p{L}]+\s+(?:(?:International|Economic\s+and\s+Trade)\s+)?(?:Arbitration\s+(?:Commission|Centre|Center|Court|Institute)|Court\s+of\s+(?:International\s+)?Arbitration)\b/u;

/**
 * Whether a sentence names a place: a city, county, state or country after "in", "at" or "within" ("arbitration procedures
 * … in Denver, Colorado", "shall be in the County of San Diego, California"), or a court by where it sits. In capitals every
 * word looks like a name, so there only "the State of …" and its kind count.
 */
export function namesPlace(text: string): boolean {
  if (COURTS_OF.test(text) || COURTS_OF_NAME.test(text) || PLACE_DESCRIBED.test(text) || BODY_OF_A_PLACE.test(text)) return true;
  const shouting = capitalShare(text) > 0.6;
  for (const m of text.matchAll(NAMED_PLACE)) {
    const [, kind, word] = m;
    // A redacted place, not a redacted length: "within [***] days".
    if (word!.startsWith('[')) {
      if (!/^\s*(?:\(\s?\d+\s?\)\s*)?(?:business\s+|working\s+|calendar\s+)?(?:days?|weeks?|months?|years?|hours?)\b/i.test(text.slice(m.index + m[0].length))) return true;
      continue;
    }
    if (kind !== undefined && /^\p{Lu}/u.test(word!)) return true;
    if (!shouting && /^\p{Lu}/u.test(word!) && !NOT_A_PLACE.has(word!.toLowerCase().replace(/[.'’-]+$/, ''))) return true;
  }
  return false;
}

/** "governed by Delaware law", "governed by the laws of New York": the jurisdiction a yes-no question names. */
const LAW_ASKED = /\bgoverned\s+by\s+(?:the\s+)?(?:laws?\s+of\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic|Kingdom)\s+of\s+)?)?((?:[A-Z][\p{L}.]+)(?:\s+[A-Z][\p{L}.]+)?)(?:\s+laws?)?\b/u;

/**
 * A yes-no question that names a figure the claim states otherwise: "Is the cure period for a curable breach sixty days?"
 * answered by "… not cured within the 30-day period …", "Is the Amendment governed by Delaware law?" by "… the laws of Japan"
 * (trial 36: green, and a green tick on a yes-no question reads as yes). What the question asks and what the claim says,
 * or null: a claim that says the asked figure too, states none of its kind, or a question that bounds it ("within thirty
 * days") is left to the other checks — except a floor or a ceiling, weighed against the claim's own (trial 38). A
 * percentage and a sum are figures too: "Is the commission … 15% …?" of "12% of the annual premium", "Is the annual … fee
 * 20,000 U.S. Dollars?" of "10,000 U.S. Dollars" (trial 37). `read` is figuresAsked(question), read once per question.
 */
export function figureOpposed(read: FiguresAsked | null, claim: string, subject: readonly string[] = []): { asked: string; said: string; bound?: true; short?: true } | null {
  if (!read) return null;
  const asked = read.figures;
  const stated = figuresIn(claim);
  if (asked && stated) {
    // The case the question puts, short of the threshold the claim sets: "If an inspection … shows Anixa overpaid … by 3%, does
    // OntoChem have to pay Anixa's inspection fees …?" of "… if such overpayment represents more than five percent (5%) …,
    // OntoChem will pay Anixa's reasonable fees" (trial 42, cuad-dev-03 § 3.5 was green): what follows does not apply.
    // A case is no figure the question asks the claim to state: one that meets the threshold ("If the Distributor pays 75 days
    // late" of "more than sixty (60) days past due"), or one the claim sets no threshold for ("… 45 days late, may WGT charge
    // interest?" of "not paid within thirty (30) days"), is no other figure.
    for (const a of read.cases) {
      const unmet = stated.find((c) => meetsThreshold(a, c) === false);
      if (unmet) return { asked: a.said, said: `${unmet.boundWords} ${unmet.said}`, short: true };
    }
    for (const a of asked) {
      if (read.cases.includes(a)) continue;
      // "Must notice be given at least 90 days before …?" of "… at least six (6) months before …", "… a bonus of up to 100%
      // …?" of "… up to 50% …": floors both, or ceilings, of another figure (trial 38, cuad-dev-17 § 2.01, cuad-dev-20 cl. 9.1).
      if (a.limit) {
        const limits = stated.filter((c) => c.limit === a.limit && figureKind(c.unit) === figureKind(a.unit));
        if (limits.length > 0 && !limits.some((c) => sameFigure(a, c))) return { asked: a.said, said: limits[0]!.said };
      }
      // "Are … Royalties due within 30 days after the end of each month?" of "… within 15 days after the end of the applicable
      // month": the same bound on another length (trial 43, cuad-dev-05 § 9.3 was green). Not said to answer no (`bound`):
      // what is due within 15 days is due within 30 too, as a lawyer may mean it. Another bound is left alone.
      // A length in any unit: "one hour" against "within fifteen (15) minutes" (trial 43, cuad-dev-02 Exh. H § 2(b) was green),
      // "two years" against "thirty-six (36) months"; "three years" and "thirty-six months" are one length.
      if (a.bound) {
        const bounds = stated.filter((c) => c.by === a.by && figureKind(c.unit) === figureKind(a.unit));
        if (bounds.length > 0 && !bounds.some((c) => sameFigure(a, c))) return { asked: a.said, said: bounds[0]!.said, bound: true };
        continue;
      }
      // Not a length the question names too ("… after the first three months?"): that is where, not what, it asks.
      const same = stated.filter((c) => figureKind(c.unit) === figureKind(a.unit) && !asked.some((q) => q !== a && sameFigure(q, c)));
      if (same.length > 0 && !same.some((c) => sameFigure(a, c))) return { asked: a.said, said: (same.find((c) => c.unit === a.unit) ?? same[0]!).said };
      const other = same.length > 1 ? limbFigure(claim, same, subject) : null;
      if (other && !sameFigure(a, other)) return { asked: a.said, said: other.said };
    }
  }
  const law = read.law;
  if (law && FORMS.jurisdiction.test(claim) && !law.said.test(claim)) {
    const named = /\b[Ll]aws?\s+(?:in\s+force\s+in|of)\s+((?:the\s+)?(?:(?:State|Commonwealth|Province|Republic|Kingdom)\s+of\s+)?[A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+)?)/u.exec(claim);
    return { asked: `${law.name} law`, said: named ? `the laws of ${named[1]}` : 'another law' };
  }
  return null;
}

/** What figureOpposed reads of a yes-no question, once: the figures it states (null when one cannot be read) and the law it names. */
export interface FiguresAsked {
  figures: FigureStated[] | null;
  /** Those the question puts as its case, in a condition ("If an inspection shows Anixa overpaid … by 3%, does …?"). */
  cases: FigureStated[];
  law: { name: string; said: RegExp } | null;
}
/** A case put in the negative: "if CHT fails to achieve …", "if … does not exceed …". */
const NEGATED_CASE = /\b(?:not|never|fails?|failed|failure|without)\b|n['’]t\b/i;
/**
 * What puts a question's case: a condition open before the figure, not yet closed by the question it sets nor by the comma
 * that ends it ("If Hunan Ruixi wishes to list 275 vehicles …, must it pay a deposit of RMB 275,000?" asks the deposit).
 */
const PUTS_CASE = new RegExp(String.raw`\b(?:${IF_CUES})\s(?:[^?,;]|(?<=\d),(?=\d))*$`, 'i');

/** The figures and the law a yes-no question names, for figureOpposed; null for any other question. */
export function figuresAsked(question: string): FiguresAsked | null {
  if (!YES_NO.test(question)) return null;
  const law = LAW_ASKED.exec(question)?.[1];
  const figures = figuresIn(question);
  // Not a case put in the negative, which a threshold cannot be read against: "… if CHT fails to achieve annual revenues of
  // $1,000,000?" is weighed as any figure, and "… fails to achieve … $500,000" answers it no (trial 39, cuad-dev-19).
  const cases = (figures ?? []).filter((f) => {
    const put = PUTS_CASE.exec(question.slice(0, f.at));
    return put !== null && !NEGATED_CASE.test(put[0]);
  });
  return { figures, cases, law: law ? { name: law, said: new RegExp(String.raw`\b${escapeRegExp(law)}\b`, 'i') } : null };
}

/**
 * A yes-no question's figure of which a claim states none of its kind: "Is the Warranty Period for the Products
 * twenty-four months?" is not answered by "for the Warranty Period, the Products … will be free from defects", which
 * states no length (trial 37, cuad-dev-14: green, the definition's "twelve (12) months" untried). Since the asked figure is
 * no word a clause must say (askedFigureWords), only this keeps a figure question from a clause that says none. The asked
 * figure as the question says it, and its kind; null when the claim states one of its kind, or cannot be read for sure.
 * `asked` is askedFigures(question), read once per question.
 */
export function figureUnsaid(asked: readonly AskedFigure[], claim: string): { asked: string; kind: 'length' | 'percentage' | 'sum' } | null {
  if (asked.length === 0) return null;
  const stated = figuresIn(claim);
  if (stated === null) return null;
  const unsaid = asked.find((a) => !stated.some((c) => figureKind(c.unit) === figureKind(a.unit)));
  return unsaid ? { asked: unsaid.said, kind: figureKind(unsaid.unit) } : null;
}

/**
 * Of several lengths a clause states, the one in the limb that names the question's subject — the limb being what lies
 * between the clause's list labels and semicolons: "… as to (i) if such payment is not made within ten (10) days …, or as
 * to (ii) if such default is not cured within thirty (30) days …" gives ten days for "a missed payment" (trial 36,
 * cuad-dev-07 § 11(a): "Does the Company have thirty days to cure a missed payment …?" was green on "thirty"). Null when
 * no limb names more of the subject than the others.
 */
function limbFigure<T extends { at: number }>(claim: string, lengths: readonly T[], subject: readonly string[]): T | null {
  if (subject.length === 0) return null;
  const cuts = [0, ...[...claim.matchAll(LIMB_BREAK)].map((m) => m.index), claim.length];
  const limbOf = (at: number) => {
    const i = cuts.findIndex((c, k) => c <= at && at < cuts[k + 1]!);
    return claim.slice(cuts[i]!, cuts[i + 1]!);
  };
  const scored = lengths.map((l) => {
    const said = new Set(contentTerms(limbOf(l.at)));
    return { l, n: subject.filter((t) => said.has(t)).length };
  });
  const best = Math.max(...scored.map((x) => x.n));
  const top = scored.filter((x) => x.n === best);
  return best > 0 && top.length === 1 ? top[0]!.l : null;
}
const LIMB_BREAK = /\((?:[a-z]{1,2}|[ivx]{1,4}|\d{1,2})\)\s|;/g;

/**
 * The figure a claim states only redacted, for a question that asks an amount, a percentage or a number: "… agrees to pay to
 * Contractor[ ** ] percent ([ *∗ ]%]) of Company’s Gross Invoiced Sales" (cuad-dev-17 § 4.01, trial 43: green for "What
 * percentage … does CCA pay as the Service Fee?"). The clause is where the figure is, but the filed copy does not say it: the
 * redaction as written, or null when the claim states the figure (or none at all).
 */
export function figureRedacted(text: string, form: AnswerForm): string | null {
  if (form !== 'amount' && form !== 'percent' && form !== 'count') return null;
  const hidden = REDACTED_FIGURE.exec(text);
  // What is left must state a figure: a rate's period or a formula ("[****] per year", "calculated as …") states none.
  const rest = text.replace(REDACTED_FIGURE_ALL, ' ');
  if (form === 'count') return hidden && !givesForm(rest, 'count') ? hidden[0].trim() : null;
  return hidden && !(form === 'amount' ? STATES_AMOUNT.test(rest) : givesForm(rest, form)) ? hidden[0].trim() : null;
}
/**
 * The length a claim states only redacted, for a question that asks how many days, months or years — the number is all it
 * asks: "a period of [***] calendar days from the date of delivery" (trial 46, cuad-dev-23 § 4.2 was green for "How many
 * calendar days does SutroVax have …?"). A question that asks for a term or a period otherwise ("… for what renewal term?")
 * is still answered by the clause that sets it, redacted. Null when the claim states another length too.
 */
export function lengthRedacted(question: string, text: string): string | null {
  if (!HOW_MANY_UNITS.test(question)) return null;
  const hidden = REDACTED_LENGTH.exec(text);
  return hidden && !givesForm(text.replace(REDACTED_LENGTH_ALL, ' '), 'duration') ? hidden[0].trim() : null;
}
const HOW_MANY_UNITS = new RegExp(HOW_MANY_UNITS_ASKED, 'i');
const REDACTED_LENGTH_SOURCE = String.raw`\[\s?[*∗]+\s?\](?:\s*\(\s?\[?\s?[*∗]*\s?\]?\s?\))?\s*(?:${LENGTH_QUALIFIER}\s+)?(?:minute|hour|day|week|month|year)s?\b`;
const REDACTED_LENGTH = new RegExp(REDACTED_LENGTH_SOURCE, 'i');
const REDACTED_LENGTH_ALL = new RegExp(REDACTED_LENGTH_SOURCE, 'gi');
const REDACTED_SOURCE = String.raw`(?:US)?\$?\s?\[\s?[*∗]+\s?\](?:\s?%|\s+(?:percent|per\s?cent|dollars)\b(?:\s*\(\s?\[?\s?[*∗]*\s?\]?\s?%?\s?\]?\s?\))?)?`;
const REDACTED_FIGURE = new RegExp(REDACTED_SOURCE, 'i');
const REDACTED_FIGURE_ALL = new RegExp(REDACTED_SOURCE, 'gi');

/** Whether a claim (or a contract sentence) gives the answer form a question wants. */
export function givesForm(text: string, form: AnswerForm): boolean {
  if (form === 'notice') return !DEFINES.test(text) && (FORMS.notice.test(text) || takesEffectAfterNotice(text));
  // An end is a time that says it ends: a commencement date alone answers "when does it start?".
  if (form === 'end') return (!DEFINES.test(text) || DEFINES_TERM.test(text)) && (FORMS.temporal.test(text) || UNTIL_ENDED.test(text)) && SAYS_END.test(text);
  // A definition of a period is where the agreement says how long it is: '"Warranty Period" shall mean twelve (12) months as of
  // the date of delivery' (cuad-dev-14 § 10, refused for "How long is the warranty period?" in a helper's trial, session 27).
  if (DEFINES.test(text) && !(form === 'duration' && definesPeriod(text))) return false;
  // A notice's own length is how long before an act, not how long the thing asked lasts: "upon twenty (20) Business Days'
  // written notice … shall have the right to conduct an operational audit" was green for "How long does testing of the
  // System last?" (trial 47, cuad-dev-09 § 18; the answer is § 9.1's "shall not exceed 2 weeks"). A question about notice
  // asks the notice form.
  if (form === 'duration') return FORMS.duration.test(text.replace(NOTICE_LENGTHS, ' '));
  if (form === 'due') return FORMS.amount.test(text) || FORMS.temporal.test(text);
  // A change by a figure or an index: "increased by three (3) percent compounded annually", "adjusted by the CPI".
  if (form === 'change') return CHANGE_SAID.test(text) && (FORMS.amount.test(text) || FORMS.percent.test(text) || /\b(?:index|CPI)\b/i.test(text));
  if (form === 'title') return readsAsTitle(text);
  if (form === 'place') return namesPlace(text);
  if (form === 'consequence') return ON_A_CONDITION.test(text) && FORMS.operative.test(text);
  // When an event occurs is no operative clause: "A Change of Control shall occur with respect to the Manufacturer, unless
  // Subcontractor shall have expressly consented …" says nothing anyone shall do (trial 51, cuad-scale-360 § 15.7 was green for
  // "What happens to the manufacturing agreement if InnerScope undergoes a change of control?" beside "In the event of a Change
  // of Control … this Agreement shall immediately terminate"). Read without the event's occurring and what excepts it.
  if (form === 'operative') return FORMS.operative.test(text.replace(EVENT_OCCURS, ' '));
  return FORMS[form].test(text);
}

/**
 * "Is any appointment, license or right exclusive?" asks whether one exists: a clause
 * that makes something non-exclusive does not answer it (it answers "is the
 * distributor's appointment exclusive?", which names what it asks about). "Is there an
 * exclusivity provision?" asks the same.
 */
export function asksWhetherAnyExists(question: string): boolean {
  return /^\s*(?:(?:is|are)\s+there\s+(?:an?|any)\b|(?:is|are|does|do|has|have)\s+(?:there\s+)?any\b)/i.test(question) || PROVIDES_FOR.test(question) || WHICH_DOCUMENTS.test(question) || ASKS_FOR_EXCLUSIVITY.test(question);
}

/**
 * "Does the agreement provide for liquidated damages or a termination fee?" asks whether one exists too: "no cancellation
 * charge shall be applicable" and "may terminate … without any early termination penalty" answer no, and were each a "Yes"
 * in the review table's Liquidated Damages column (session 43).
 */
const PROVIDES_FOR = /^\s*(?:does|do)\s+(?:the|this)\s+(?:agreement|contract)\s+(?:provide\s+for|contain|include|impose)\b/i;

/**
 * "Does the sponsorship agreement grant exclusivity?" asks for the arrangement by its name: a content licence that is
 * "non-exclusive" is not it (session 24: the N2K sponsorship's § 9(a) licence was the green answer, not § 1(a)'s exclusive
 * sponsorship).
 */
const ASKS_FOR_EXCLUSIVITY = /^\s*(?:is|are|does|do|has|have|will|shall|can|may)\b[^?]*\bexclusivity\b/i;

/**
 * "Which of these agreements grant an exclusive license?" asks which have one: a clause that makes a license non-exclusive
 * does not put its agreement among them (session 24: cuad-dev-18's and cuad-dev-12's non-exclusive grants were answers).
 */
const WHICH_DOCUMENTS = /^\s*(?:which|what)\s+(?:(?:one|ones)\s+)?(?:of\s+(?:the|these|those|our|my)\s+)?(?:(?:\p{L}+\s+){0,2})?(?:agreements|contracts|documents|licen[cs]es)\b/iu;
