import { stemmer } from 'stemmer';

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
};

/** The agreement itself or its term, named as what runs or ends. */
const AGREEMENT_OR_TERM = /\b(?:this|the)\s+(?:agreement|contract)\b|\b(?:initial|renewal|original)\s+(?:term|period)\b|\bthe\s+term\b|\bterm\s+(?:of|hereof)\b/i;

/** Assignment of the agreement or of rights or obligations under it, not of duties to an employee or of a process to a plant. */
const ASSIGN_OBJECT = /\b(?:assign|transfer|delegat)\w*\b[^.;]{0,120}?\b(?:agreement|contract|rights?|obligations?|duties|interests?|hereunder|license)\b|\b(?:agreement|contract|rights?|obligations?|interests?|hereunder)\b[^.;]{0,120}?\b(?:assign|transfer|delegat)\w*|\b(?:purported|any\s+such|no)\s+(?:assignment|transfer)\b|\bassignable\b|\bassignment\b/i;

/** An audit right: a party may (or is to be allowed to) audit, inspect or examine, or books and records are opened to it. */
const AUDIT_RIGHT = /\b(?:right\s+to|may|shall\s+(?:be\s+)?(?:permit|allow|entitled)\w*|will\s+(?:permit|allow)|permit(?:s|ted)?|allow(?:s|ed)?|entitled\s+to|access\s+to|available\s+(?:to\s+\w+\s+)?for|subject\s+to|upon\s+(?:\w+\s+){0,3}request)\s+(?:[\w,'’]+\s+){0,6}?(?:audit|inspect|examin|review)\w*|\b(?:audit|inspect|examin)\w*\s+(?:[\w,'’]+\s+){0,6}?(?:books|records|accounts|facilities|premises|plants?|sites?)\b|\bmake\s+(?:[\w'’]+\s+){0,4}(?:books|records)\s+(?:[\w'’]+\s+){0,3}available/i;

const TERMINATES_AGREEMENT = /(?:terminat|cancel)\w*[^.;]{0,80}?\b(?:this|the)\s+(?:agreement|contract)\b|\b(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,80}?(?:terminat|cancel)/i;
const CONVENIENCE_WORDS = /for\s+convenience|without\s+cause|for\s+any\s+(?:or\s+no\s+)?reason|at\s+any\s+time|at\s+will|sole\s+discretion/i;
// A lead-in to a list of causes ("in the following cases, either party may terminate…") names causes too.
const TERMINATION_CAUSE = /\bif\b|in\s+the\s+event|breach|default|insolv|bankrupt|fail|violat|force\s+majeure|unless|following\s+(?:cases|events|circumstances)|any\s+of\s+the\s+following|:\s*$/i;

const TIME = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|sixty|ninety)\b[^.;]{0,40}?\b(?:years?|months?|days?|anniversary)\b|\b(?:19|20)\d\d\b|perpetu|indefinite|until\b|anniversary|\[\*+\]/i;

/**
 * Patterns are words or phrases; "…" is a gap of up to eight words ("in no event … exceed").
 * Matching is on Porter stems, so "governs", "governed" and "governing" are one word.
 */
export const CONCEPTS: readonly Concept[] = [
  { id: 'governing_law', label: 'governing law', excludeIf: /\bcomply\b/i, patterns: ['governing law', 'governed by', 'governed in accordance', 'law govern', 'law that govern', 'laws of', 'law of', 'construed in accordance with', 'interpreted in accordance with', 'choice of law', 'applicable law shall be'] },
  {
    id: 'liability_cap',
    label: 'limitation of liability (cap)',
    requires: /liab|damages|amounts?\s+(?:actually\s+)?paid|(?:fees|payments)\s+(?:actually\s+)?(?:paid|received)/i,
    excludeIf: /insur/i,
    patterns: ['cap', 'capped', 'limit', 'limitation', 'shall not exceed', 'will not exceed', 'not to exceed', 'shall in no event exceed', 'in no event … exceed', 'in excess of', 'maximum aggregate', 'aggregate liability', 'total liability', 'cumulative liability', 'exceed'],
  },
  { id: 'assignment', label: 'assignment', requires: ASSIGN_OBJECT, patterns: ['assign', 'assignment', 'assignable', 'transfer', 'delegate'] },
  // An assignment clause that allows assignment "in connection with a merger" is an assignment clause first.
  // Named outright ("change of control"), or a merger or acquisition with what it sets off (termination, consent, notice).
  { id: 'change_of_control', label: 'change of control', excludeIf: /\bassign/i, requires: /change\s+(?:of|in)\s+(?:the\s+)?control|terminat|consent|deemed|notif|approv|accelerat|repurchase|cancel/i, patterns: ['change of control', 'change in control', 'merger', 'merge', 'acquisition of … control', 'acquisition of … shares', 'acquisition of … stock', 'acquisition of … voting', 'acquisition of … assets', 'acquired by', 'voting control', 'voting power', 'voting securities', 'consolidation', 'substantially all of', 'ownership or control', 'control of'] },
  {
    id: 'convenience',
    label: 'termination for convenience',
    // …of this agreement (not of a subagency), and not because of force majeure. A right to terminate on notice alone
    // ("may terminate this Agreement … upon six (6) months' prior written notice") is one for convenience when the
    // sentence names no cause (no "if", breach, default, failure, insolvency).
    requires: new RegExp(`^(?=[\\s\\S]*(?:${TERMINATES_AGREEMENT.source}))(?:(?=[\\s\\S]*(?:${CONVENIENCE_WORDS.source}))|(?![\\s\\S]*(?:${TERMINATION_CAUSE.source})))`, 'i'),
    excludeIf: /act\s+of\s+god|force\s+majeure|beyond\s+(?:[\w'’]+\s+){0,3}(?:reasonable\s+)?control/i,
    patterns: ['for convenience', 'without cause', 'for any or no reason', 'for any reason or no reason', 'with or without cause', 'may terminate … for any reason', 'right to terminate … for any reason', 'may terminate … at any time', 'right to terminate … at any time', 'may be terminated … at any time', 'at will', 'may terminate …… notice', 'right to terminate …… notice', 'may be terminated …… notice'],
  },
  { id: 'termination', label: 'termination', patterns: ['terminate', 'termination', 'cancel', 'cancellation'] },
  {
    id: 'term',
    label: 'term and expiration',
    // A term clause states a duration or a date, and of the agreement or its term — not of a covenant or a rebate period.
    requires: new RegExp(`^(?=[\\s\\S]*(?:${TIME.source}))(?=[\\s\\S]*(?:${AGREEMENT_OR_TERM.source}))`, 'i'),
    // Survival and post-termination clauses mention expiration without stating when it comes; a covenant "during the Term" runs for it.
    excludeIf: /surviv|(?:after|following|upon|from|prior\s+to)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:expiration|termination|expiry)|\b(?:during|following|after|beyond|throughout)\s+the\s+(?:initial\s+)?term\b|non-?solicit|non-?compet/i,
    patterns: ['initial term', 'initial period', 'term of this agreement', 'term of the agreement', 'term hereof', 'the term shall', 'the term will', 'term shall', 'agreement … expire', 'term … expire', 'expiration date', 'duration', 'agreement … continue', 'term … continue', 'agreement … commence', 'term … commence', 'term … end', 'remain in effect', 'remain in full force', 'in effect for', 'years from the effective date', 'agreement shall terminate', 'agreement will terminate', 'agreement shall expire', 'agreement will expire'],
  },
  // A renewal the parties may negotiate is no renewal term; an insurance policy's renewal is not the agreement's.
  { id: 'renewal', label: 'renewal', excludeIf: /\bnegotiat|\binsur|\bpolic(?:y|ies)\b/i, requires: /automatic|successive|evergreen|\b(?:\d+|one|two|three|four|five|ten|twelve)\b[^.;]{0,30}\b(?:years?|months?)\b|\[\*+\]/i, patterns: ['renew', 'renewal', 'extend', 'extension', 'successive', 'evergreen'] },
  { id: 'audit', label: 'audit rights', requires: AUDIT_RIGHT, patterns: ['audit', 'inspect … books', 'inspect … records', 'examine … books', 'examine … records', 'inspection of … books', 'inspection of … records', 'books and records', 'books of account', 'access to … books', 'access to … records', 'inspect … facilities', 'inspect … premises', 'access to … facilities', 'access to … premises', 'records … examined', 'records … inspected', 'records … audited', 'books … examined', 'books … audited', 'records … available', 'books … available'] },
  { id: 'exclusivity', label: 'exclusivity', patterns: ['exclusive', 'exclusivity', 'exclusively', 'nonexclusive', 'non exclusive', 'sole and exclusive'] },
  { id: 'non_compete', label: 'non-compete', requires: /\bnot\b|\bno\b|refrain|restrict|prohibit|neither|nor\b/i, patterns: ['compete', 'competition', 'competing', 'competitive', 'noncompete', 'non compete', 'noncompetition', 'competitor'] },
  { id: 'insurance', label: 'insurance', requires: /maintain|carry|obtain|procure|polic(?:y|ies)|coverage|insured/i, excludeIf: /freight insurance|insurance premiums? for freight/i, patterns: ['insurance', 'insured', 'insurer'] },
  // A minimum of what is bought, ordered, sold or paid — not an uptime or a subscription count.
  { id: 'minimum', label: 'minimum commitment', requires: /(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than|guarantee)[^.;]{0,40}?(?:purchas|order|\bbuy|\bpa(?:y|id)|fees?\b|royalt|sales|\bsell|volume|quantit|units|revenue|spend|commit|[$€£]|dollars)|(?:purchas|order|\bbuy|\bpa(?:y|id)|fees?\b|royalt|sales|\bsell|volume|quantit|units|revenue|spend|commit)[^.;]{0,40}?(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than|guarantee)/i, patterns: ['minimum', 'at least', 'not less than', 'no less than', 'guaranteed'] },
  { id: 'liability', label: 'liability', patterns: ['liability', 'liable', 'liabilities'] },
  { id: 'indemnity', label: 'indemnification', patterns: ['indemnify', 'indemnification', 'indemnity', 'hold harmless'] },
  { id: 'confidentiality', label: 'confidentiality', patterns: ['confidential', 'confidentiality', 'non disclosure', 'nondisclosure'] },
];

/** Phrases that contain a concept's word without saying it: "including but not limited to" limits nothing. */
const FALSE_FRIENDS = /\b(?:competent\s+(?:jurisdiction|authority|court)|competitively\s+harmful|competitive\s+harm|for\s+convenience\s+(?:of\s+reference\s+)?only|convenience\s+of\s+reference|including,?\s+(?:but\s+)?(?:not\s+)?limited\s+to|but\s+not\s+limited\s+to|not\s+limited\s+to|without\s+limitation|without\s+limiting|limited\s+liability\s+company|limited\s+partnership|limited\s+warranty|term(?:s)?\s+and\s+conditions|the\s+terms\s+of|on\s+the\s+terms|defined\s+terms?|the\s+term\s+["“]|(?:sections?|articles?|paragraphs?|§§?)\s*[\dIVX][\w.()]*\s*\([^)]{1,60}\)|assignment\s+for\s+the\s+benefit\s+of\s+creditors|successors\s+and\s+(?:permitted\s+)?assigns|permitted\s+assigns|(?:duties|tasks|responsibilities|work|services|personnel|employees?|staff)\s+(?:as\s+)?(?:are\s+|is\s+|to\s+be\s+)?(?:expressly\s+|specifically\s+)?assigned|(?:process|technology|know-?how|wire|funds?|electronic)\s+transfers?|transfer\s+(?:addendum|of\s+(?:title|risk|technology|funds))|(?:sole\s+and\s+)?exclusive\s+(?:remed(?:y|ies)|owners?(?:hip)?|holders?|property|jurisdiction|venue|forum|responsibility|control|discretion|means|line|benefit)|exclusive\s+of|competing\s+(?:offers?|bids?|proposals?)|(?:malicious|unfair|fair|free)\s+competition|\bassign\w*(?:\s+and\s+(?:transfer|convey)\w*)?\s+(?:[\w'’]+\s+){0,4}?right,?\s+title\s+and\s+interest|present\s+assignment|\bnon-?\s?(?:transferable|assignable|sublicensable)\b|health\s+insurance\s+portability|\bterms\s+(?:of|hereof)\b|(?:inures?|belongs?|accrues?)\s+(?:solely\s+and\s+)?(?:exclusively|solely)|is\s+exclusively\s+(?:that\s+of|owned))/giu;

export function stems(text: string): string[] {
  return (text.replace(FALSE_FRIENDS, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => stemmer(w));
}

/** A gap: "…" up to eight words, "……" up to sixteen (a notice period stands between "may terminate" and "notice"). */
type Gap = number;
type Compiled = { concept: Concept; phrases: Array<Array<string | Gap>> };
const COMPILED: Compiled[] = CONCEPTS.map((c) => ({ concept: c, phrases: c.patterns.map((p) => p.split(/\s+/).flatMap((w): Array<string | Gap> => (w === '……' ? [16] : w === '…' ? [8] : stems(w)))) }));

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
/** A section heading run into its first sentence ("Limited Liability 20.1 Party A only provides…"): the heading is not the clause. */
const GLUED_HEADING = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:[A-Z][\p{L}'’-]*[,;]?\s+(?:(?:and|or|of|the|for|to|in|on|upon|&)\s+)?){1,6}\d+(?:\.\d+)+\.?\s+/u;

/** Negative forms an existence question ("is any right exclusive?") is not answered by. */
const NEGATIVE_FORMS = /\bnon-?\s?exclusiv\w*|\bnot\s+(?:be\s+)?exclusiv\w*/giu;

/** The text a concept must be said in: false friends out, a glued heading off, and (for existence questions) negative forms out. */
function clauseText(text: string, passage: boolean, positive: boolean): string {
  let t = passage ? text.replace(GLUED_HEADING, '') : text;
  if (positive) t = t.replace(NEGATIVE_FORMS, ' ');
  return t.replace(FALSE_FRIENDS, ' ');
}

export function conceptsIn(text: string, passage = false, positive = false): { ids: Set<string>; consumed: Set<string> } {
  const clean = clauseText(text, passage, positive);
  const tokens = stems(clean);
  text = clean;
  const ids = new Set<string>();
  const consumed = new Set<string>();
  for (const { concept, phrases } of COMPILED) {
    if (passage && ((concept.requires && !concept.requires.test(text)) || concept.excludeIf?.test(text))) continue;
    for (const phrase of phrases) {
      for (let i = 0; i < tokens.length; i++) {
        if (tokens[i] === phrase[0] && matchAt(tokens, i, phrase)) {
          ids.add(concept.id);
          for (const w of phrase) if (typeof w === 'string') consumed.add(w);
          break;
        }
      }
    }
  }
  return { ids, consumed };
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
