import { stemmer } from '../text/porter.js';
import { acronymUnsaid, askedAcronyms, askedInitials, initialsSpelledOut } from '../text/asked-acronyms.js';
import { askedTerms, otherTermNamed, termUnsaid, type AskedTerm } from '../text/asked-terms.js';
import { deferredWord } from '../text/deferred-words.js';
import { askedRate, rateOpposed } from '../text/rates-said.js';
import { askedFigures, CONDITION_PUT, LENGTH_UNITS, withoutScene, type AskedFigure } from '../text/lengths-said.js';
import { askedBackground, backgroundAsked, namesOf, saysBackground, saysName, type BackgroundAsk } from '../text/background.js';
import { definedNameWordsSaid, type DefinedName } from '../text/defined-names.js';
import { askedDefinition, askedNamedTerm, definesTerm, labelledEntry, namesTerm } from '../text/definitions.js';
import { withoutTakenBack } from '../text/takes-back.js';
import { asksDocumentFact, datesDocument } from '../text/document-facts.js';
import { asksExample, illustrates } from '../text/illustrations.js';
import { asksOfAnotherCase, oneFigureEach, partQuestion, partsAnswered, type PartReading } from '../text/question-parts.js';
import type { ResponsivenessRecord } from '../../../shared/response.js';
import { conceptLabel, conceptsIn, conceptsSaidUnder, negativeFormIn, withConceptsAskedTogether } from '../text/legal-lexicon.js';
import { askedEventSide, askedManner, askedQualifier, askedScene, asTerm, clauseTerms, contentTerms, mannerUnsaid, outsideUnsaid, partyTermsOf, qualifierUnsaid, periodOpposed, questionUnits, questionWord, saysBesidesParties, saysChoiceAndSubject, saysFramed, sceneUnsaid, termsSaid, type AskedEventSide, type AskedManner, type AskedQualifier, type AskedScene, type QuestionUnits } from '../text/question-units.js';
import { askedScope, asksWhetherAnyExists, exclusionOfAsked, figureOpposed, figureRedacted, figuresAsked, figureUnsaid, givesAsked, givesForm, lengthRedacted, questionType, scopeUnsaid, termsNotTakenOut, type AskedScope, type FiguresAsked, type QuestionType } from '../text/question-type.js';
import { askedObjects, asksRestraint, namesAskedObject, objectTerms, saysRestraint } from '../text/restraint-object.js';
import { actorActs, actorWordsSaid, askedActObjects, askedActor, askedHolder, askedOwned, holdsRight, askedStatus, partyWordsSaid, saysAct, saysOwned, saysStatus, withAliases, unsaidActObject, withoutUnaskedNames, type ActObject, type Actor, type Owned, type Status } from '../text/question-actor.js';
import { aliasesOf } from '../text/party-aliases.js';
import { asksAutomaticRenewal, renewalNotAutomatic } from '../text/renewal-asked.js';
import { askedNamesAfter, askedPolarity, namedInstead, saysNo, type AskedPolarity, type NamesAsked } from '../text/answered-no.js';
import { inContractWords } from '../text/question-idioms.js';
import { aboutCaseSetAside, casesSetAside } from '../text/other-cases.js';
import { asksToEndAgreement, endsInstrumentOnly } from '../text/termination-object.js';

/**
 * 2: the question's type ("what is the fee?" wants an amount) must be met by the claim itself, or it is at best partial.
 * 3: the lexicon's question-only concepts (extractive@5), a heading that heads a concept, and two more forms: an end
 * ("when does it expire?") and a calendar date ("what is the effective date?").
 * 4: the lexicon's forum, arbitration and non-solicitation concepts, and words that only put a question about a
 * restraint or a forum ("restricted from", "where … litigated") (extractive@6).
 * 5: the concepts' false friends of extractive@7, and whom a restraint protects: a question about soliciting customers is
 * at best partially answered by a clause about employees (restraint-object.ts).
 * 6: a question's "or" list offers choices, and a claim must say one of them and something of what they are asked of;
 * a length answers "for what renewal term?" (extractive@14).
 * 7: the lexicon's breach concept, a circumstance that does not stand in for a choice the question offers; "Effect of
 * Termination" heads what follows a termination; list items read with their lead-ins as the splitter now finds them
 * (extractive@15; sessions 16–17's lexicon changes).
 * 8: "which state's law?" is answered by a clause that names the law ("English law"), as "for what renewal term?" by a
 * length; "how long is the term?" asks the term concept; remedies that "are exclusive" and "exclusivity payments" say no
 * exclusivity (session 18).
 * 9: the lexicon of extractive@17 (payment terms, insolvency, confidentiality, warranties "given"); a denied obligation
 * ("nothing herein will obligate Zynga") or a failure to perform one does not say the "obligations" a question asks about;
 * a claim in which another party does what the question asks of a named one ("Can Excite terminate …?" / "Sponsor may
 * terminate") is partial (session 19).
 * 10: the lexicon of extractive@18 (cure, survival, ownership, payment terms as a sum or a time); a claim that ends an
 * order or study under the agreement is partial to a question about ending the agreement; the party asked about by any
 * name the contract's opening gives it (session 20).
 * 11: the lexicon's mediation concept: a venue clause does not answer "Is mediation required before going to court?"; a
 * contract year is a time, "submitted for binding arbitration" a forum (session 21).
 * 12: the lexicon of extractive@21 (a denied guarantee of a minimum, or a change to one, is no minimum commitment); a grant
 * "hereby" made is its grantor's act ("SpinCo hereby grants to Nuance" is not Nuance's grant) (session 22).
 * 13: the lexicon of extractive@22 (false friends of exclusivity, non-compete, change of control, limitation of liability
 * and audit rights; session 22).
 * 14: the lexicon of extractive@23 (session 22).
 * 15: the lexicon of extractive@25: an assignment in the sense of a task is none (session 22).
 * 16: the lexicon of extractive@27–30 (false friends of the tune half's ablations); a question about when the agreement
 * expires is one about how it ends, so a clause that states only an instrument's term ("each Facility Addendum shall
 * commence … and shall continue for a period of four (4) years") is partial to it (session 23).
 * 17: the lexicon of extractive@31: the causes a right to terminate may name (session 23).
 * 18: the lexicon of extractive@32 (session 23).
 * 19: the lexicon of extractive@33 (session 23).
 * 20: a question that picks documents out ("which agreements …?") or asks for "exclusivity" by name reads a clause's
 * concepts in their positive form; "Is the distributor appointed …?" names no actor (the distributor is acted on); an act
 * done "hereby" is an operative clause; the laws "thereof" are a choice of law (session 24).
 * 21: a party is also known by the role the contract's grant gives it ("WPT grants to Zynga a … license": the licensor and
 * the licensee), where the contract names no one so (party-aliases.ts contractParties; session 24).
 * 22: who acts: an audit is also an inspection or an examination, its modal may stand 25 words before it, "an audit by WGT"
 * is WGT's, and "either party hereto" is any party (question-actor.ts; session 24).
 * 23: a quote is judged with its sentence (session 25).
 * 24: a trailing sentence that takes the clause back ("Notwithstanding the foregoing, …"; text/takes-back.ts) is not
 * weighed: the extractive generator now quotes it with the clause (session 26).
 * 25: a concept said only in an aside in parentheses is not what the clause is about (legal-lexicon.ts ASIDE); "how much
 * notice?" wants the notice's own length (question-type.ts `notice`); "what compensation is …?" asks an amount; a failure corrected is cured; British and
 * American spellings are one word (session 27).
 * 26: a term followed by its renewal is still the term (legal-lexicon.ts beforeProvisoOrRenewal); the question's words as a
 * lawyer reads them ("non-" and "barred" are "not", "hire" is "employ", "payment" is "pay"; a clause that binds a party says
 * "obligation"); a wh-question names who acts (session 28).
 * 27: a question that asks several things is judged part by part: a claim that answers one part of two is partial, and the
 * answer says which part no claim answers (question-parts.ts); "what is the name of this contract?" wants its title
 * (document-facts.ts); "due by the 7th of the month" is a time; a capitalised word before a preposition is no party that
 * acts; the lexicon's third-party beneficiary (session 29).
 * 28: the lexicon of extractive@43: liquidated damages, joint ownership, an assignment of intellectual property, a licence
 * grant (what a question about a licence's terms names, not asks: it must still say one of its alternatives) and a
 * non-transferable licence; affiliates; "extend to" is no renewal (session 30).
 * 29: a question that asks what a party does is answered only by a claim that says that act, in its word or the lexicon's
 * (question-actor.ts saysAct), unless a concept of the question stands for it (session 31).
 * 30: a question about what a term means is answered by its definition (text/definitions.ts; session 31).
 * 31: the lexicon of extractive@46 (whose affiliates a licence reaches; a reservation of rights grants none) (session 31).
 * 32: the act is said outside the actor's own name ("Publishers" does not say the Publishers publish); definition questions
 * as extractive@47 reads them (session 31's trial).
 * 33: who acts, with the act read as the question's words are ("paid" is "pay"; extractive@48).
 * 34: "Who is the Licensee?" is answered by what defines the term, not by a clause that uses it; "What business is LEA in?"
 *     and "Why did the parties enter into it?" by what says the business or the reason (extractive@49).
 * 35: "Can the Distributor sell outside the Territory?" is not answered by a claim that does not say outside (extractive@50).
 * 36: a party's status ("Is the Consultant an employee?") is said of that party; "What happens if …?" wants a consequence;
 *     an infinitive's subject is who acts (extractive@51).
 * 37: an attachment's entry for a term ("TERRITORY: • Europe") answers what the term is (extractive@52).
 * 38: what a question says a party owns ("the Agency's expenses") is said of that party (extractive@53).
 * 39: nor said only as another's ("the cap on Sponsor's liability" is not "THE LIABILITY OF EXCITE"); who acts as in
 *     extractive@54.
 * 40: "Which party bears the cost …?" and "What liquidated damages …?" as extractive@55.
 * 41: who bears a cost is said of what the question asks is paid for (extractive@56).
 * 42: who acts, as extractive@57.
 * 43: what the act is done to, and what for; a heading's concept lent only beside an asked concept or act; all as
 *     extractive@58.
 * 44: a grant asked of by its grantor in a relative clause, as extractive@59.
 * 45: a heading that lists topics lends none to a clause about another, as extractive@60.
 * 46: the time after a defined event is not the time before it, as extractive@61.
 * 47: the lexicon of extractive@62 (a right to renew by notice).
 * 48: the question forms of extractive@63 (a place, "…, and when?", working days, a bonus, a cap at a dollar amount).
 * 49: a duty asked of a party, as extractive@64.
 * 50: who acts, as extractive@66.
 * 51: the lexicon of extractive@67 (payment terms).
 * 52: a yes-no question whose length or governing law the claim states otherwise is answered no: partial, not green
 *     (question-type.ts figureOpposed).
 * 53: the question forms and lexicon of extractive@68.
 * 54: the lexicon of extractive@69.
 * 55: a thing owed the other way is not the one asked, as extractive@72.
 * 56: an acronym the question names that is no party is said by the claim or its heading, as extractive@73.
 * 57: the lexicon of extractive@74 (what belongs exclusively to a party).
 * 58: the asked length is no word a claim must say, as extractive@75; of several lengths a claim states, the one in the limb
 *     that names the question's subject is its answer (question-type.ts figureOpposed).
 * 59: the question's words and who acts, as extractive@76.
 * 60: a percentage or a sum a yes-no question asks, stated otherwise, and a yes-no question after a leading clause ("After
 *     MediaNet approves …, does …?") answer no; a figure is one word (extractive@77).
 * 61: a right asked of its holder is not given by a claim that gives it to another, as extractive@78.
 * 62: the answer forms of extractive@79 (an event is a time).
 * 63: a defined term the question names, traded for another sharing its words, answers in part (extractive@80).
 * 64: a yes-no question's figure, of which the claim states none of its kind, answers in part (extractive@81).
 * 65: an address's number ("Suite 2000") is no year a "when" question is answered by (extractive@82).
 * 66: the asked defined term is said as definitions.ts says a term: "Licensed Properties" says "Licensed Property"
 *     (extractive@85). A question that asks an automatic renewal is answered no by a renewal by agreement or at an option;
 *     "the Sponsor's liability capped at …" names what is the Sponsor's, as "… capped?" did (trial 38).
 * 67: a plain yes-no question is answered no by a claim that denies what it asks in its own words ("nonexclusive", "may
 *     not be assigned", "In no event shall Carrier be liable"): in part, with the words (trial 39).
 * 68: "non-" denies only in an adjective ("non-transferable"), not in a thing a clause speaks of ("nonpayment"); a denial
 *     "without … consent" answers no only a question asked without consent; a condition "without MICOA's permission" and a
 *     role ("the non-breaching party") negate no question; a clause in capitals is read; a cap at a part of what was paid
 *     ("ONE HALF OF THE AMOUNT PAID") or a restraint on more than a number answers no; a place a claim excludes ("anywhere in
 *     the world, excluding India") answers no; and the reading of extractive@86.
 * 69: "shall have no obligation to broadcast", "will not be obligated to make sponsorship … payments", "deemed rejected"
 *     and "may no longer … terminate" answer "obligated to broadcast?", "must … keep paying … sponsorship … fees?", "deemed
 *     accepted?" and "may … terminate?" no; the scene a question sets ("If the Contractor does not confirm …, is …?")
 *     negates nothing it asks (trials 41 and 42); and the reading of extractive@87.
 * 70: what a yes-no question asks lasts ("does this Amendment stay in force?") is answered no by a claim that ends it
 *     ("shall terminate without any force or effect"), and "with immediate effect?" by one that takes effect later; a denial
 *     whose exception names the case asked ("except … to any entity … under common control") answers no question of that
 *     case; the same bound on another length ("within 15 days" for "within 30 days?") is stated instead; a yes-no question's
 *     last phrase of manner ("in quarterly installments") is said; an amount or a percentage stated only redacted answers in
 *     part; and the reading of extractive@88 (trials 42 and 43).
 * 71: a length is weighed against the claim's in any unit, hours and minutes too ("one hour" against "within fifteen (15)
 *     minutes", "two years" against "thirty-six (36) months"), never against one the question names too; a case a yes-no
 *     question puts ("If … Anixa overpaid … by 3%, does …?") short of the threshold the claim sets ("more than five percent
 *     (5%)") answers no; a worked example ("For example, if in any given month …") answers in part, as does a claim that
 *     does not speak of the event a question's scene supposes ("If Cerence receives a subpoena …"); a denial in a condition
 *     behind an aside in brackets, or in the condition the question puts after what it asks, is no "no"; an amount redacted
 *     beside a rate's period ("[****] per year") is redacted; a claim that gives other names after the verb a yes-no question
 *     ends with ("… meaning VNBZ and ANRA?" of "… to mean VNBJ and/or ANRA") answers no; and the reading of extractive@89
 *     (trials 42 to 44).
 * 72: every cue that puts a condition as "if" does puts a case, a condition after what is asked, and a clause's event
 *     ("in case", "so long as", "provided that", "assuming": one list, IF_CUES); a question that asks whether a party is
 *     "restricted from" something is answered only by a claim that states a restraint, and one with an "or" list of acts
 *     ("raising or reducing prices") only by a claim that says what they are done to; "increase" says "raise", "decrease"
 *     "reduce"; asked the document's date, a claim must date the document (a preamble, a signature line, the Effective Date
 *     named); asked whether one exists ("Is there …", "Does the agreement provide for …?"), a claim that denies it is partial,
 *     saying so, unless it excepts others than the parties; a yes-no question's word the claim says only in an exclusion
 *     ("other than … Nuance Trademarks …") answers no; "What must a party pay …?" asks a sum; a claim says each asked
 *     term's own words ("Company Sick Pay"), and the document's own name is no term; a part that asks of another case ("…,
 *     and when if it is sent by email?") is answered only by a claim that says its own word; and the reading of
 *     extractive@90 (session 43: the review table's Price Restrictions, Agreement Date, Third Party Beneficiary and
 *     Liquidated Damages columns; trial 45).
 * 73: a question's word the claim says only where it leaves it to another provision ("sublicensable (subject to Section
 *     3.01(g))") is partial, naming the provision (trial 45); a length "within one hundred eighty (180) days" is bound by
 *     "within" and answers no to "within 90 days"; "How many calendar days …?" is not answered by "[***] calendar days"; a
 *     kind named by its letter ("Class C") is a term the claim must say; keeping, retaining, maintaining and preserving
 *     are one act; "What compensation is the Professional paid?" asks no act of the Professional's, nor "Does the Sellers'
 *     non-compete covenant apply …?" any of the Sellers'; "how is … calculated?" asks an amount (trial 46); and the reading
 *     of extractive@91 ("exclusively" deals only
 *     beside an act of dealing; a condition put after what is asked opens with "when" or "should" too) (session 44).
 * 74: two parties asked of together ("must Anixa and OntoChem each keep …") are one actor, and what a question asks them
 *     to do when or for how long is an object the claim must say; a count asked per week is not answered by a figure per
 *     hour (rates-said.ts); parts that each ask a length take one length each; "in lieu" is a concept; a clause that names
 *     no party and says the act in the passive says it of the party asked; a bound a yes-no question sets ("within 15
 *     days") is no word the claim must say, and "send" carries no content; initials spelled out are said ("the United
 *     Nations Convention" for the "UN Convention"), and what "shall not apply" is excluded; a currency's code is no part of
 *     its sum; "_1_%" is a percentage; "placed" is in "placement" (trial 46); "how many …?" asks a number, and "no less
 *     than Three Million Dollars ($3,000,000)" is a floor; a clause in brackets with its own modal is an aside, parties
 *     joined by "and" act together, and notice given "before auditing" asks about the audit (trial 47) (session 45).
 * 75: a notice's own length ("upon twenty (20) Business Days' written notice") is not how long the thing asked lasts
 *     (session 46).
 * 76: "What notice must … give?" asks the notice; the auditor's expenses are the cost of an audit; a case bounded as the
 *     threshold is ("more than 5%") meets it; a "ceiling" on liability is its cap; what a party "sells" is a "sale", what an
 *     audit "uncovers" it "reveals"; "neither party" and "no party" after an opening phrase act (trial 48, session 46).
 * 77: parties asked of together are named by "Both Parties"; "end the … deal" asks for termination; "another", "some",
 *     "deal" carry no content (trial 48, session 46).
 * 78: "Carrier's duty of indemnification" is the Carrier's act; "in proportion to" states how an amount is reckoned;
 *     "measured from when" is how a question is put (trial 48, session 46).
 * 79: a right of first refusal is what a change of control sets off (trial 48, session 46).
 * 80: a part that names its own subject stands on its own; "owe" carries no content (trial 48, session 46).
 * 81: "What notice must … give?" asks the notice, "What notice is required?" does not (session 46).
 * 82: "side" carries no content ("unless one side objects") (session 46).
 * 83: trial 49 — the cost of a party's audit ("the cost of WPT's audit"); "Does the Territory under the … licence include
 *     Japan?" asks a scope; "what is the most …" asks an amount; "by what day …" asks a time, and the act's object is what
 *     is paid; "but" and "still" carry no content, and "but are still stored" asks nothing new (session 46).
 * 84: the agreement named by its kind in lower case lends no concept; "after the agreement ends" asks no term (session 46).
 * 85: the question read in the contract's words (question-idioms.ts); a party that "retains the right" acts (trial 49,
 *     session 47).
 * 86: trial 50's idioms, consent needed before an act, "is free to" act, how a sum changes, "how quickly", a part whose
 *     subject is any party, "if … wants to terminate", a warranty "to be free from defects" (session 47).
 * 87: "what becomes of" is "what happens to"; parties read past a spaced comma and "together with" (session 47).
 * 88: a claim about a case the question sets aside is partial (text/other-cases.ts); when an event occurs is no operative
 *     clause; "the books and records of Detto" are Detto's; the act asked read as the question's terms read it (session 47).
 * 89: a thing named as its defined term says it; "only" said by "exclusively"; an agreement that "ends" said by its end; a
 *     merger deemed an assignment is a change of control; a promise denied and a consent required answer no (session 48).
 * 90: something of the question said besides its parties' names; a part that points back but asks for things of its own
 *     is judged on its own; what a party "gives" it provides, grants or issues; "In what circumstances must X …?" asks
 *     what X must do (session 49).
 * 91: what a yes-no question asks of the thing it names in a relative clause ("insurance that names … as an additional
 *     insured") is said; "circumstances" is how a question asks for a condition; "borne" is "bear"; parties read from
 *     openings that named fewer than two (session 50).
 * 92: "non‐ exclusive" with a Unicode hyphen is a negative form (session 51).
 * 93: a party named by the leading words of its name ("Smart RX" for "SMART RX SYSTEMS, INC.") is that party (session 51).
 * 94: a thing that "requires the prior written consent" of a party is an operative clause (session 52).
 */
/** The units of a length as contentTerms stems them: no subject of a figure question ("Is the cure period sixty days?"). */
const LENGTH_TERMS = new Set(LENGTH_UNITS.map((u) => stemmer(u)));

export const LEXICAL_RESPONSIVENESS = 'lexical@94';

/**
 * The design (README "Answers that answer"): responsiveness is a second axis beside the
 * grounding state. The state says whether the document says the claim; responsiveness
 * says whether the claim answers the question. A not_responsive claim keeps its state
 * (it is true, and a reviewer may want it) but is never presented as the answer: it is
 * left out of the answer's value and counts, labelled in the UI, the CLI and answer.md,
 * and the answer header says how many claims do not answer. Recorded per claim, with
 * the method that decided it, in the trace (`responsiveness` events).
 */
export const RESPONSIVENESS_DESIGN = 'state unchanged; a not_responsive claim is labelled and never presented as the answer';

export type ResponsivenessInput = {
  question: string;
  claim: string;
  /** The heading of the section the claim's evidence lies in ("Governing Law"): context, as a reader has it. */
  heading: string | null;
  /** Words of the question that name its document: not something a claim must repeat. */
  nameWords: readonly string[];
  /** The question named or was scoped to these documents; a claim about another one does not answer it. */
  scopeDocs: ReadonlySet<string> | null;
  claimDoc: string | null;
  claimTitle: string | null;
  /** Each party's names in the claim's document (party-aliases.ts), read when the question names who acts. */
  parties?: readonly (readonly string[])[];
  /** The things its opening names and the terms it then calls them by (defined-names.ts), read with the parties. */
  defined?: readonly DefinedName[];
};

/**
 * Lexical responsiveness, offline and deterministic: the question's legal concepts (the
 * lexicon of equivalents: "cap" is answered by "shall not exceed") and its other content
 * words, looked for in the claim and its section heading. Every concept and at least half
 * of the question → responsive; some of it → partial; none of it, or a claim about a
 * document the question did not ask about → not_responsive. Then the question's type
 * (text/question-type.ts): a responsive claim that lacks the form of answer the question
 * wants — an amount, a duration, a date, a jurisdiction, the operative clause — is
 * partial: about the subject, not the answer.
 */
export function lexicalResponsiveness(input: ResponsivenessInput): ResponsivenessRecord {
  // The clause itself answers or not; the exception a later sentence makes to it (quoted with it) does not decide that.
  // The question in the contract's words, as the generator reads it (text/question-idioms.ts).
  const r = { ...input, question: inContractWords(input.question), claim: withoutTakenBack(input.claim) };
  const q = readQuestion(r.question, r.nameWords);
  if (q.definition) return otherDocument(r) ?? definitionResponsiveness(r.claim, q.definition);
  if (q.background) return otherDocument(r) ?? backgroundResponsiveness(r.claim, q.background, r.parties ?? []);
  const { type, named } = q;
  // A claim that defines the term answers. And "Who is the Licensee?" asks nothing a clause's subject matter answers (no
  // concept, no form of answer): a clause that only uses the term says what the Licensee does, not who it is.
  if (named && (definesTerm(r.claim, named) || labelledEntry(r.claim, named) || (!type && q.units.concepts.length === 0))) return otherDocument(r) ?? definitionResponsiveness(r.claim, named);
  const topical = topicalResponsiveness(r, q);
  if (topical.value !== 'responsive') return topical;
  // A worked example's figures are made up to show the rule (text/illustrations.ts): it is about the question, not its answer.
  if (illustrates(r.claim) && !asksExample(r.question)) return { value: 'partial', method: topical.method, detail: 'The claim is an example the contract gives of how its rule works, not the rule itself.' };
  // The claim is about the question's subject; it answers only if it says what the question asks for.
  if (type && !givesForm(r.claim, type.wants)) {
    return { value: 'partial', method: topical.method, detail: `The question asks for ${type.label}; the claim does not state it.` };
  }
  const hidden = type ? figureRedacted(r.claim, type.wants) ?? (type.wants === 'duration' ? lengthRedacted(r.question, r.claim) : null) : null;
  if (hidden) return { value: 'partial', method: topical.method, detail: `The question asks for ${type!.label}; the claim states it redacted (“${hidden}”), so the filed copy does not say it.` };
  return topical;
}

/**
 * A question that asks several things (text/question-parts.ts): the claim is judged against the whole and against each
 * part. It answers the question only if it answers every part; one that answers some parts is partial, and says which
 * (a helper's trial, session 27: "Warranty period and Customer's remedy?" and "When are royalty fees due and what
 * interest applies?" were marked answered by a clause that says one of the two). `answersParts` records the parts it
 * answers, so the answer can say which part no claim answers. One part: lexicalResponsiveness itself.
 */
export function lexicalResponsivenessByPart(input: ResponsivenessInput, parts: readonly string[]): ResponsivenessRecord {
  const whole = lexicalResponsiveness(input);
  if (parts.length < 2) return whole;
  const own = oneFigureEach(
    parts.map((p) => partReading(p, input.nameWords)),
    new Set(parts.flatMap((part, i) => (lexicalResponsiveness({ ...input, question: partQuestion(part) }).value === 'responsive' && saysOwnWord(input, parts, i) ? [i] : []))),
    input.claim,
    input.heading,
  );
  const answersParts = [...partsAnswered(parts, own)].sort((a, b) => a - b);
  if (whole.value === 'not_responsive' && answersParts.length === 0) return whole;
  // What the whole reading says only when it agrees: "Says only part of what the question asks" beside "Answers each part" read
  // as a contradiction (trial 42, cuad-dev-03 § 9.5).
  if (answersParts.length === parts.length) return { value: 'responsive', method: whole.method, detail: `Answers each part of the question.${whole.value === 'responsive' ? ` ${whole.detail}` : ''}`, answersParts };
  const quote = (i: number) => `“${parts[i]}”`;
  const not = parts.map((_, i) => i).filter((i) => !answersParts.includes(i));
  const detail = answersParts.length > 0
    ? `Answers ${BOTH.format(answersParts.map(quote))}; not ${BOTH.format(not.map(quote))}.`
    : `Answers no part of the question on its own (${BOTH.format(parts.map((_, i) => quote(i)))}).`;
  return { value: 'partial', method: whole.method, detail, answersParts };
}

const BOTH = new Intl.ListFormat('en', { type: 'conjunction' });

/** A part's form and content terms, from its reading (read once per question, not per claim). */
function partReading(part: string, nameWords: readonly string[]): PartReading {
  const q = readQuestion(partQuestion(part), nameWords);
  return { wants: q.type?.wants ?? null, terms: q.units.terms };
}

/**
 * Whether the claim says a word only this part asks, when the part asks the same of another case: "… when is a notice deemed
 * received if it is sent by registered mail, and when if it is sent by email?" — the second part's "email" is all that sets
 * it apart, and "Notices sent via registered mail shall be deemed …" said only "sent" of it (trial 45, cuad-dev-14 § 22.6:
 * marked as answering each part). Only there: a part that asks a thing of its own ("for what renewal term") is answered in
 * the clause's words ("for an additional period of seven (7) years"), and its coverage decides. A word in capitals is a
 * name, which a clause may give by another (a party's "Party A").
 */
function saysOwnWord(input: ResponsivenessInput, parts: readonly string[], i: number): boolean {
  if (!asksOfAnotherCase(parts[i]!)) return true;
  const terms = parts.map((p) => partReading(p, input.nameWords).terms);
  const own = terms[i]!.filter((t) => !terms.some((o, j) => j !== i && o.includes(t)) && /^\p{Ll}/u.test(questionWord(parts[i]!, t)));
  if (own.length === 0) return true;
  const said = new Set([...clauseTerms(input.claim), ...(input.heading ? contentTerms(input.heading) : [])]);
  return own.some((t) => said.has(t));
}

/** A claim about a document the question was not asked of answers nothing in it. */
function otherDocument(r: ResponsivenessInput): ResponsivenessRecord | null {
  if (!r.scopeDocs || !r.claimDoc || r.scopeDocs.has(r.claimDoc)) return null;
  return { value: 'not_responsive', method: LEXICAL_RESPONSIVENESS, detail: `The claim is about ${r.claimTitle ?? r.claimDoc}, a document the question does not ask about.` };
}

/**
 * "How is Confidential Information defined?" is answered by the definition of that term, never by a clause that only uses
 * it (text/definitions.ts): the words of the question are all in "Each Party will protect the Confidential Information of
 * the other Party", and it defines nothing.
 */
function definitionResponsiveness(claim: string, term: string): ResponsivenessRecord {
  const method = LEXICAL_RESPONSIVENESS;
  if (definesTerm(claim, term)) return { value: 'responsive', method, detail: `Defines “${term}”.` };
  // An attachment's entry for the term ("TERRITORY: • Europe") gives what its definition points to.
  if (labelledEntry(claim, term)) return { value: 'responsive', method, detail: `Gives “${term}” as its attachment lists it.` };
  if (namesTerm(claim, term)) return { value: 'partial', method, detail: `Uses “${term}” but does not define it.` };
  return { value: 'not_responsive', method, detail: `Does not mention “${term}”.` };
}

/** "What business is LEA in?" is answered by what says LEA's business; "Why did the parties enter into it?" by what says why. */
function backgroundResponsiveness(claim: string, ask: BackgroundAsk, parties: readonly (readonly string[])[]): ResponsivenessRecord {
  const method = LEXICAL_RESPONSIVENESS;
  const what = backgroundAsked(ask);
  if (saysBackground(claim, ask, parties)) return { value: 'responsive', method, detail: `Says ${what}.` };
  if (ask.kind === 'business' && namesOf(ask.who, parties).some((n) => saysName(claim, n))) return { value: 'partial', method, detail: `Names ${ask.who} but does not say ${what}.` };
  return { value: 'not_responsive', method, detail: `Does not say ${what}.` };
}

/** What lexicalResponsiveness reads of a question, the same for each of its claims. */
type QuestionReading = {
  definition: string | null;
  background: BackgroundAsk | null;
  type: QuestionType | null;
  named: string | null;
  units: QuestionUnits;
  objects: string[];
  actor: Actor | null;
  actObjects: ActObject[];
  status: Status | null;
  owned: Owned | null;
  whetherAny: boolean;
  endsAgreement: boolean;
  /** Acronyms the question names that are not the document's name (a party's are dropped per claim). */
  acronyms: string[];
  /** Initials the question names ("UN"), which a claim may spell out. */
  initials: string[];
  /** The defined terms it names ("Derivative Works"), each a claim must not trade for another (text/asked-terms.ts). */
  terms: AskedTerm[];
  /** The figures a yes-no question asks (lengths-said.ts askedFigures), and all it states, with the law it names (figuresAsked). */
  figures: AskedFigure[];
  figuresAsked: FiguresAsked | null;
  eventSide: AskedEventSide | null;
  holder: string | null;
  /** Whether it asks an automatic renewal (renewal-asked.ts), and what a plain yes-no question asks of (answered-no.ts). */
  automaticRenewal: boolean;
  scope: AskedScope | null;
  polarity: AskedPolarity | null;
  /** The manner a yes-no question's last phrase asks ("in quarterly installments"), less the document's name words. */
  manner: AskedManner | null;
  /** What a yes-no question asks of the thing it names, in a relative clause ("insurance that names … as an additional insured"). */
  qualifier: AskedQualifier | null;
  /** The event its scene supposes ("If Cerence receives a subpoena …"). */
  scene: AskedScene | null;
  /** The names a yes-no question gives after its last verb ("… read as meaning VNBZ and ANRA?"). */
  namesAfter: NamesAsked | null;
  /** Whether it asks if a party is held back ("restricted from", "prohibited from"). */
  restraint: boolean;
  /** Whether it asks the document's own date ("What is the date of this agreement?": document-facts.ts). */
  documentDate: boolean;
  /**
   * The defined terms it names outside the scene it sets: a claim must say these (termUnsaid). The scene's may be said
   * otherwise — "… within two years after the Selection Deadline, does Anixa get …?" of "during this 2-years period"
   * (trial 41, cuad-dev-03) — and sceneUnsaid weighs them.
   */
  termsAsked: AskedTerm[];
  /** Its content terms less those it takes out itself ("… products other than golf apparel?"): what exclusionOfAsked reads. */
  termsNotTakenOut: string[];
  /** The period a count or sum is asked per ("per week": rates-said.ts). */
  rate: string | null;
};

/**
 * Read once per question, not once per claim: a table's column asks one question of every document's claims, and parsing
 * it is most of the judging's cost. Bounded, oldest dropped first; readings are never changed by their callers.
 */
/** One empty list for claims whose document names no party, so partyTermsOf reads it once. */
const NO_PARTIES: readonly (readonly string[])[] = [];
const READINGS = new Map<string, QuestionReading>();
const READINGS_KEPT = 256;

function readQuestion(question: string, nameWords: readonly string[]): QuestionReading {
  const key = JSON.stringify([question, nameWords]);
  const kept = READINGS.get(key);
  if (kept) return kept;
  const units = questionUnits(question, nameWords);
  const names = new Set(contentTerms(nameWords.join(' ')));
  const reading: QuestionReading = {
    definition: askedDefinition(question),
    background: askedBackground(question),
    type: questionType(question),
    named: askedNamedTerm(question),
    units,
    objects: askedObjects(question, units.concepts),
    actor: askedActor(question),
    actObjects: askedActObjects(question),
    status: askedStatus(question),
    owned: askedOwned(question),
    whetherAny: asksWhetherAnyExists(question),
    endsAgreement: asksToEndAgreement(question),
    acronyms: askedAcronyms(question).filter((a) => !nameWords.includes(a.toLowerCase())),
    initials: askedInitials(question),
    terms: askedTerms(question, nameWords),
    figures: askedFigures(question),
    figuresAsked: figuresAsked(question),
    eventSide: askedEventSide(question),
    holder: askedHolder(question),
    automaticRenewal: asksAutomaticRenewal(question),
    scope: askedScope(question),
    polarity: askedPolarity(question),
    manner: askedManner(question, names),
    qualifier: askedQualifier(question, names),
    scene: askedScene(question),
    namesAfter: askedNamesAfter(question),
    restraint: asksRestraint(question),
    documentDate: asksDocumentFact(question) === 'date',
    termsAsked: termsOutsideScene(question, askedTerms(question, nameWords)),
    termsNotTakenOut: termsNotTakenOut(units.terms, question),
    rate: askedRate(question),
  };
  if (READINGS.size >= READINGS_KEPT) READINGS.delete(READINGS.keys().next().value!);
  READINGS.set(key, reading);
  return reading;
}

/** The terms not named in the clause that sets the question's scene, nor in a condition it puts ("If …, does …?", "… if …?"). */
function termsOutsideScene(question: string, terms: readonly AskedTerm[]): AskedTerm[] {
  const asked = withoutScene(question).replace(CONDITION_PUT, ' ');
  return terms.filter((t) => asked.includes(t.term));
}

/** The words a denial may except without granting anyone else: the parties themselves, their successors and assigns. */
const THE_PARTIES_ONLY = /^(?:\s|,|the|parties|party|hereto|hereunder|thereto|their|its|his|her|respective|successors?|permitted|assigns?|assignees?|heirs|legal|personal|representatives|and|or|\/)*$/i;
const EXCEPTED = /\b(?:other\s+than|except(?:\s+for)?|save)\s+([^;.)]*)/gi;
/** Whether a denial excepts someone beyond the parties ("… on any third party (other than Affiliates of the Parties …)"). */
function exceptsOthers(denial: string): boolean {
  return [...denial.matchAll(EXCEPTED)].some((m) => !THE_PARTIES_ONLY.test(m[1]!));
}

/** The claim is about what the question asks about: its concepts and words (the first axis of lexicalResponsiveness). */
function topicalResponsiveness(r: ResponsivenessInput, q: QuestionReading): ResponsivenessRecord {
  const method = LEXICAL_RESPONSIVENESS;
  const elsewhere = otherDocument(r);
  if (elsewhere) return elsewhere;
  const { units, type, objects } = q;
  // The question's legal concepts count double: they are what it is about; the rest of its words are how it is put.
  const total = 2 * units.concepts.length + units.terms.length;
  if (total === 0) return { value: 'responsive', method, detail: 'The question has no content words to weigh the claim against.' };
  let own = withConceptsAskedTogether(r.claim, conceptsIn(r.claim, true, q.whetherAny).ids, units.concepts);
  // Asked whether one exists, a claim that says the asked concept only to deny it is no "yes": "This Agreement does not confer
  // any rights or remedies on any third party" for "Is there a third-party beneficiary …?" (session 43: a "Yes" in the review
  // table before, and "Says nothing about …" would hide that the clause is there and denies it). A denial that excepts someone
  // beyond the parties ("… on any third party (other than Affiliates of the Parties …)") grants them what it denies the
  // rest: the clause says the concept, as read without its denial.
  const denial = q.whetherAny && units.concepts.length > 0 && !units.concepts.some((c) => own.has(c)) ? negativeFormIn(r.claim) : null;
  const asWritten = denial ? withConceptsAskedTogether(r.claim, conceptsIn(r.claim, true, false).ids, units.concepts) : null;
  if (denial && asWritten && units.concepts.some((c) => asWritten.has(c))) {
    // Not "its answer is no": the denial may hold only in a case ("In the event IBM cancels …, no cancellation charge shall be
    // applicable"), and another clause may provide what this one denies.
    if (!exceptsOthers(denial)) return { value: 'partial', method, detail: `The claim denies what the question asks about: “${denial}”.` };
    own = asWritten;
  }
  const said = clauseTerms(withoutUnaskedNames(r.claim, r.question, r.parties ?? []));
  const words = new Set([...said, ...(r.heading ? contentTerms(r.heading) : []), ...contentTerms(initialsSpelledOut(q.initials, r.claim).join(' '))]);
  const actor = q.actor && withAliases(q.actor, r.parties ?? []);
  // The act asked of a party, when no concept stands for it, and whether the claim says it (read once, used twice below).
  // The act as the question's terms read it: "approve" is a "consent" (SAME_STEM), and still the act asked.
  const asksAct = actor !== null && units.terms.includes(asTerm(actor.act));
  const saysAskedAct = asksAct && saysAct(r.claim, actor);
  // The question's word for that act ("pay"), for what the claim is told it lacks.
  const actWord = (a: Actor) => questionWord(r.question.slice(r.question.indexOf(a.name) + a.name.length), a.act);
  const concepts = conceptsSaidUnder(own, r.heading, units.concepts, saysAskedAct);
  const named = namesAskedObject(`${r.heading ?? ''} ${r.claim}`, objects);
  // "Clients" says the question's "customers" (restraint-object.ts).
  const saidByNaming = named ? objectTerms(r.question, units.terms, objects) : new Set<string>();
  // Who acts, by every name the claim's document gives it; named in the claim by another ("You" for "the franchisee"), it
  // says the question's word for it.
  const actorWords = actor ? actorWordsSaid(r.claim, actor) : [];
  // "Triheptanoin" said as "the Product" its opening defines it as.
  const partyWords = [...partyWordsSaid(r.question, r.claim, r.parties ?? []), ...definedNameWordsSaid(r.question, r.claim, r.defined ?? [])];
  const terms = termsSaid(units, (t) => words.has(t) || saidByNaming.has(t) || givesAsked(t, r.claim, type) || actorWords.includes(t) || partyWords.includes(t));
  const missing = units.concepts.filter((c) => !concepts.includes(c)).map(conceptLabel);
  const share = (2 * concepts.length + terms.length) / total;
  if (concepts.length > 0 && !named) {
    return { value: 'partial', method, detail: `The question asks about a restraint on dealing with ${objects.join(' or ')}; the claim does not name them.` };
  }
  if (actor && (concepts.length + terms.length > 0) && !actorActs(r.claim, actor, r.parties ?? [])) {
    return { value: 'partial', method, detail: `The question asks what ${actor.name} may or must do; in the claim another party does it.` };
  }
  // What the question asks the actor does, when no concept of the question stands for it, is its predicate: a claim that
  // names the actor and the question's nouns without it says something else about them.
  // (Said outside the actor's own name: "Publishers" does not say that the Publishers publish.)
  if (actor && asksAct && !saysAskedAct) {
    const act = actWord(actor);
    return { value: 'partial', method, detail: `The claim does not say the act the question asks of ${actor.name}: “${act}”.` };
  }
  // What is paid is said by the clause itself, not its heading: "Party A is entitled to request Party B to pay the liquidated
  // damages" under "Deposit" pays no deposit (cuad-dev-25, session 33's trial).
  const object = actor && unsaidActObject(q.actObjects, units.terms, r.parties ?? [], (t) => terms.includes(t) && (said.includes(t) || saidByNaming.has(t) || actorWords.includes(t) || partyWords.includes(t)));
  if (actor && object) {
    const act = actWord(actor);
    const phrase = object.words.join(' ');
    const asks = object.purpose ? `what ${actor.name} would ${act} for, “${phrase}”` : `what ${actor.name} would ${act}, “${phrase}”`;
    return { value: 'partial', method, detail: `The question asks ${asks}; the claim does not say it.` };
  }
  const { status, owned } = q;
  if (status && !saysStatus(r.claim, status, aliasesOf(status.name, r.parties ?? []))) {
    return { value: 'partial', method, detail: `The question asks what ${status.name} is; the claim does not say it of ${status.name}.` };
  }
  if (owned && !saysOwned(r.claim, owned, aliasesOf(owned.owner, r.parties ?? []), { heading: r.heading, parties: r.parties ?? [] })) {
    const noun = questionWord(r.question.slice(r.question.indexOf(owned.owner)), owned.noun);
    return { value: 'partial', method, detail: `The question asks about ${owned.owner}’s ${noun}; the claim does not say them of ${owned.owner}.` };
  }
  if (q.holder && !holdsRight(r.claim, q.holder, aliasesOf(q.holder, r.parties ?? []))) {
    return { value: 'partial', method, detail: `The question asks about a right of ${q.holder}’s; the claim gives it to another party.` };
  }
  const reach = scopeUnsaid(q.scope, r.claim, (t) => words.has(t));
  if (reach?.excluded) return { value: 'partial', method, detail: `The claim excludes “${reach.asked}”, so its answer is no.` };
  if (reach) return { value: 'partial', method, detail: `The question asks whether it reaches “${reach.asked}”; the claim does not say “${reach.asked}”.` };
  const setAside = aboutCaseSetAside(r.claim, casesSetAside(r.question));
  if (setAside) return { value: 'partial', method, detail: `The question asks about cases other than “${setAside}”; the claim is about “${setAside}”.` };
  const excluded = q.polarity ? exclusionOfAsked(q.termsNotTakenOut, r.claim) : null;
  if (excluded) return { value: 'partial', method, detail: `The claim takes out what the question asks about (“${excluded}”), so its answer is no.` };
  const deferred = deferredWord(r.question, r.claim);
  if (deferred) return { value: 'partial', method, detail: `The claim leaves “${deferred.word}” to ${deferred.to}: that provision answers what the question asks.` };
  // A green tick on "Is the cure period sixty days?" reads as yes; the claim that says thirty answers no.
  // The question's subject, less the length's unit, finds the limb of a clause that states several ("ten days" for a payment).
  const figure = figureOpposed(q.figuresAsked, r.claim, units.terms.filter((t) => !LENGTH_TERMS.has(t)));
  if (figure?.short) return { value: 'partial', method, detail: `The question puts “${figure.asked}”; the claim holds only for “${figure.said}”, so its answer is no.` };
  if (figure) return { value: 'partial', method, detail: `The question asks “${figure.asked}”; the claim says “${figure.said}”${figure.bound ? ' instead' : ', so its answer is no'}.` };
  const swapped = namedInstead(q.namesAfter, r.claim);
  if (swapped) return { value: 'partial', method, detail: `The question asks “${swapped.asked}”; the claim says “${swapped.said}”, so its answer is no.` };
  const no = saysNo(q.polarity, r.claim);
  if (no) return { value: 'partial', method, detail: `The claim says “${no}”, so its answer is no.` };
  const renewal = renewalNotAutomatic(q.automaticRenewal, r.claim);
  if (renewal) return { value: 'partial', method, detail: `The question asks whether it renews automatically; the claim renews it only ${renewal === 'by agreement' ? 'if the parties agree' : 'at a party’s option'}, so its answer is no.` };
  const none = figureUnsaid(q.figures, r.claim);
  if (none) return { value: 'partial', method, detail: `The question asks “${none.asked}”; the claim states no ${none.kind}.` };
  const rate = rateOpposed(q.rate, r.claim);
  if (rate) return { value: 'partial', method, detail: `The question asks how many or how much per ${rate.asked}; the claim states its figure per ${rate.said}.` };
  const period = periodOpposed(q.eventSide, r.claim);
  if (period) return { value: 'partial', method, detail: `The question asks about the time ${period}; the claim speaks of the other side of it.` };
  const acronym = acronymUnsaid(q.acronyms, `${r.heading ?? ''} ${r.claim}`, r.parties ?? []);
  if (acronym) return { value: 'partial', method, detail: `The question names “${acronym}”; the claim does not.` };
  const other = otherTermNamed(q.terms, r.claim, r.heading ?? '', r.parties ?? []);
  if (other) return { value: 'partial', method, detail: `The question asks about the “${other.asked}”; the claim speaks of the “${other.said}”.` };
  const unsaidTerm = termUnsaid(q.termsAsked, r.claim, r.heading ?? '', r.parties ?? []);
  if (unsaidTerm) return { value: 'partial', method, detail: `The question asks about the “${unsaidTerm}”; the claim does not say it.` };
  const outside = outsideUnsaid(r.question, r.claim);
  if (outside) return { value: 'partial', method, detail: `The question asks what holds “${outside}” what it names; the claim does not say “${outside}”.` };
  const manner = mannerUnsaid(q.manner, (t) => words.has(t) || actorWords.includes(t) || partyWords.includes(t));
  if (manner) return { value: 'partial', method, detail: `The question asks whether it is so “${manner}”; the claim does not say it.` };
  // The qualifier's names are said when the claim names the party by any name its contract gives it; a party it does not name
  // is no word of the qualifier said.
  const partyTerms = partyTermsOf(r.parties ?? NO_PARTIES);
  const qualifier = q.qualifier && qualifierUnsaid({ ...q.qualifier, terms: q.qualifier.terms.filter((t) => !partyTerms.has(t) || partyWords.includes(t)) }, (t) => words.has(t) || actorWords.includes(t) || partyWords.includes(t));
  if (qualifier) return { value: 'partial', method, detail: `The question asks whether it “${qualifier}”; the claim does not say it.` };
  const scene = sceneUnsaid(q.scene, (t) => words.has(t));
  if (scene) return { value: 'partial', method, detail: `The question supposes “${scene}”; the claim does not speak of it.` };
  if (q.documentDate && !datesDocument(r.claim)) return { value: 'partial', method, detail: 'The question asks the date of this agreement; the claim does not date it.' };
  if (q.restraint && !saysRestraint(r.claim)) return { value: 'partial', method, detail: 'The question asks whether a party is restricted; the claim states no restriction.' };
  const instrument = concepts.length > 0 && q.endsAgreement ? endsInstrumentOnly(r.claim) : null;
  if (instrument) {
    return { value: 'partial', method, detail: `The question asks how the agreement ends; the claim ends ${/^[aeiou]/i.test(instrument) ? 'an' : 'a'} ${instrument} under it.` };
  }
  if (concepts.length === units.concepts.length && share >= 0.5 && saysBesidesParties(units, concepts.length, (t) => terms.includes(t), r.parties ?? []) && saysChoiceAndSubject(units, (t) => terms.includes(t)) && saysFramed(units, (t) => terms.includes(t))) return { value: 'responsive', method, detail: `Says ${[...concepts.map(conceptLabel), ...terms.map((t) => questionWord(r.question, t))].join(', ') || 'what the question asks'}.` };
  if (concepts.length + terms.length > 0) {
    return { value: 'partial', method, detail: missing.length ? `Does not say ${missing.join(', ')}.` : 'Says only part of what the question asks.' };
  }
  return { value: 'not_responsive', method, detail: missing.length ? `Says nothing about ${missing.join(', ')}.` : 'Says none of what the question asks.' };
}
