import { z } from 'zod';
import { Box } from './geometry.js';

/** The five claim states (ARCHITECTURE §1). */
export const ClaimState = z.enum(['supported', 'inferred', 'unverified', 'contradicted', 'excluded']);
export type ClaimState = z.infer<typeof ClaimState>;

export const ReasonCode = z.enum([
  'MALFORMED_OUTPUT',
  'NO_CITATIONS',
  'UNKNOWN_ANCHOR',
  'QUOTE_NOT_FOUND',
  'QUOTE_IN_OTHER_SOURCE',
  'QUOTE_OUTSIDE_ANCHOR',
  'QUOTED_TEXT_NOT_IN_SOURCE',
  'LEGAL_CITATION_UNVERIFIED',
  'JUDGE_NO_VERDICT',
  'JUDGE_ABSTAINED',
  'JUDGE_CONTRADICTED',
  'LOW_CONFIDENCE',
  'SOURCE_CHANGED',
  // M10: the cited document was removed from the matter (its text stays on record; the claim goes to review)
  'SOURCE_REMOVED',
  'SEVERED_CHAIN',
  // Layer 1 found only an approximate (fuzzy) match: labelled, never hidden.
  'FUZZY_MATCH',
  // the response-level refusal of a strict policy
  'POLICY_STRICT',
  // a reviewer's decision
  'REVIEWER_DECISION',
  // M7: the bound span has a carve-out ("except as provided in Section 9.2", "subject to…", "notwithstanding…") the claim leaves out: at best inferred
  'CARVE_OUT_OMITTED',
  // M7: grounded but does not answer the question (state unchanged; never presented as the answer)
  'NOT_RESPONSIVE',
  // M7: the question names no agreement over a matter of many documents
  'NO_DOCUMENT_NAMED',
  // M8, verifying answers written elsewhere: a referenced document the matter does not hold
  'UNKNOWN_DOCUMENT',
  // the answer's section/page/document reference points elsewhere than where the words are
  'REFERENCE_MISMATCH',
  // no quote, and retrieval found no passage in the referenced scope to judge the claim on
  'NO_EVIDENCE_FOUND',
  // legal authorities cited in a verified answer
  'AUTHORITY_NOT_IN_MATTER',
  'AUTHORITY_NOT_FOUND',
  'AUTHORITY_NAME_MISMATCH',
]);
export type ReasonCode = z.infer<typeof ReasonCode>;

export const MatchKind = z.enum(['exact', 'normalized', 'fuzzy']);
export type MatchKind = z.infer<typeof MatchKind>;

/** A citation bound (or not) to the cited source. Offsets index the source's canonical text. */
export const Evidence = z.object({
  /** The words at `offsets`, verbatim: what binding checks, with any page number or footer a page break put inside them. */
  quote: z.string(),
  /**
   * The quote as a lawyer reads it, when that differs: the page break and the page's number or footer inside it left out
   * ("a continuing … royalty fee on a monthly basis of" + "2" + "5% of Your … gross sales" read "2 5%"; session 28).
   */
  reads: z.string().optional(),
  anchor: z.string(),
  doc: z.string(),
  page: z.number().int().nullable(),
  offsets: z.tuple([z.number().int(), z.number().int()]).nullable(),
  sourceHash: z.string(),
  match: MatchKind.nullable(),
  /** Similarity for fuzzy matches (1 for exact/normalized). */
  score: z.number().min(0).max(1).optional(),
  /** True when the span lies inside the cited anchor's range. */
  inAnchor: z.boolean(),
  boxes: z.array(Box),
  /** Lowest extractor confidence of the elements under the span (1.0 for a native text layer). */
  extractorConfidence: z.number().min(0).max(1).optional(),
  /** The span is (partly) a form field's value or an annotation's text, not the page's own text (M11). */
  sourceKinds: z.array(z.enum(['annotation', 'field'])).optional(),
  reason: ReasonCode.optional(),
  /** For QUOTE_IN_OTHER_SOURCE: where the text actually is. */
  foundIn: z.object({ doc: z.string(), offsets: z.tuple([z.number().int(), z.number().int()]) }).optional(),
});
export type Evidence = z.infer<typeof Evidence>;

/** The quoted words as a lawyer reads them, on one line: `reads` when the quote runs across a page break, else the quote. */
export function quoteAsRead(e: Pick<Evidence, 'quote' | 'reads'>): string {
  return (e.reads ?? e.quote).replace(/\s+/g, ' ').trim();
}

export const Verdict = z.enum(['entailed', 'contradicted', 'abstain']);
export type Verdict = z.infer<typeof Verdict>;

export const JudgeRecord = z.object({
  model: z.string(),
  promptVersion: z.number().int(),
  verdict: Verdict,
  confidence: z.number().min(0).max(1),
  at: z.string(),
  /**
   * Why the judge said so, for the reviewer: a code, then the words when it found a clash
   * (`NUMBER_MISMATCH: claim "sixty (60) days", clause "thirty (30) days"`). Optional:
   * model judges give none, and traces recorded before M7 have none.
   */
  reasons: z.array(z.string()).optional(),
});
export type JudgeRecord = z.infer<typeof JudgeRecord>;

/** A section of a document as a claim cites it: "§ 14.10" "Governing Law" (M7 section map). */
export const SectionRef = z.object({ number: z.string(), heading: z.string().nullable() });
export type SectionRef = z.infer<typeof SectionRef>;

/** Which document a claim is about: derived from its bound evidence, never taken from the model. */
export const ClaimAbout = z.object({ doc: z.string(), title: z.string(), section: SectionRef.optional() });
export type ClaimAbout = z.infer<typeof ClaimAbout>;

export const Responsiveness = z.enum(['responsive', 'partial', 'not_responsive']);
export type Responsiveness = z.infer<typeof Responsiveness>;

/** One method's answer on responsiveness: `lexical@2`, or `judge:<judge id>` (null: asked, nothing usable, with why). */
export const ResponsivenessInput = z.object({ method: z.string(), value: Responsiveness.nullable(), problem: z.string().optional() });
export type ResponsivenessInput = z.infer<typeof ResponsivenessInput>;

/**
 * Whether a claim answers the question, and what decided it (`lexical@2`, or
 * `judge:<judge id>` when a model judge's answer lowered it); `inputs` lists every
 * method's own answer when more than one was asked.
 */
export const ResponsivenessRecord = z.object({
  value: Responsiveness,
  method: z.string(),
  detail: z.string(),
  inputs: z.array(ResponsivenessInput).optional(),
  /** A question that asks several things: the parts this claim answers on its own (0-based, as in the response's `responsiveness.parts`). */
  answersParts: z.array(z.number().int().nonnegative()).optional(),
});
export type ResponsivenessRecord = z.infer<typeof ResponsivenessRecord>;

/** One part of a question that asks several things, and the ids of the supported claims that answer it. */
export const QuestionPart = z.object({ text: z.string(), answeredBy: z.array(z.string()) });
export type QuestionPart = z.infer<typeof QuestionPart>;

/** A carve-out in a claim's bound span, and the section it points to, read as co-evidence. */
export const CarveOut = z.object({
  phrase: z.string(),
  /** The reference as written ("Section 9.2"), or null ("notwithstanding the foregoing"). */
  ref: z.string().nullable(),
  doc: z.string(),
  section: SectionRef.nullable(),
  offsets: z.tuple([z.number().int(), z.number().int()]).nullable(),
  page: z.number().int().nullable(),
  excerpt: z.string().nullable(),
  /** True when the claim leaves the carve-out out (then CARVE_OUT_OMITTED, at best inferred). */
  omitted: z.boolean(),
  /** Set when the qualification stands outside the quoted words: before or after them in their sentence, or in a later sentence of their provision. */
  outside: z.enum(['before', 'after', 'next']).optional(),
});
export type CarveOut = z.infer<typeof CarveOut>;
/** A reference the answer makes for one claim (document, page, section, footnote) and what it resolved to. */
export const ClaimReference = z.object({
  kind: z.enum(['document', 'page', 'section', 'footnote', 'provider']),
  text: z.string(),
  answerSpan: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** Resolved document id; null when the matter holds no such document. */
  doc: z.string().nullable().optional(),
  pages: z.tuple([z.number().int(), z.number().int()]).optional(),
  section: z.string().optional(),
  resolved: z.boolean(),
  /** Why it did not resolve, in words a reviewer understands. */
  note: z.string().optional(),
});
export type ClaimReference = z.infer<typeof ClaimReference>;

export const ResponseClaim = z.object({
  id: z.string(),
  text: z.string(),
  state: ClaimState,
  trustScore: z.number().int().min(0).max(100),
  reasons: z.array(ReasonCode),
  evidence: z.array(Evidence),
  judge: JudgeRecord.nullable(),
  about: ClaimAbout.optional(),
  responsiveness: ResponsivenessRecord.optional(),
  carveOuts: z.array(CarveOut).optional(),
  /** `commentary` says nothing about the documents: shown, never queued, never counted as supported (§7). */
  kind: z.enum(['fact', 'commentary']).optional(),
  /** For verified answers: the claim's characters in the input text, [start, end). */
  answerSpan: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** For verified answers: where the evidence came from — `answer` (the answer's quote or citation) or `pincite` (retrieval found it). */
  evidenceFoundBy: z.enum(['answer', 'pincite']).optional(),
  /** For verified answers: what the answer said about its sources, and how each resolved. */
  references: z.array(ClaimReference).optional(),
});
export type ResponseClaim = z.infer<typeof ResponseClaim>;

export const Summary = z.object({
  supported: z.number().int(),
  inferred: z.number().int(),
  unverified: z.number().int(),
  contradicted: z.number().int(),
  excluded: z.number().int(),
});
export type Summary = z.infer<typeof Summary>;

export const ResponseStatus = z.enum(['answered', 'insufficient_evidence', 'rejected']);
export type ResponseStatus = z.infer<typeof ResponseStatus>;

export const Rejection = z.object({ code: ReasonCode, anchors: z.array(z.string()), detail: z.string() });
export type Rejection = z.infer<typeof Rejection>;

/** A passage retrieval found or the model tried, with where it is, so the reader can open it (M7 item 7). */
export const CoveragePassage = z.object({
  anchor: z.string(),
  doc: z.string(),
  title: z.string(),
  page: z.number().int(),
  pages: z.tuple([z.number().int(), z.number().int()]),
  /** Offsets of the passage in the document's canonical text, to highlight it. */
  offsets: z.tuple([z.number().int(), z.number().int()]),
  /** The passage's text (the model's quote of it when the model named it, else the passage's opening). */
  text: z.string(),
  /** `model`: the generator said it tried this passage; `retrieval`: retrieval found it and it was sent. */
  source: z.enum(['model', 'retrieval']),
});
export type CoveragePassage = z.infer<typeof CoveragePassage>;

/**
 * Where Pincite looked before saying "not found" (M7 item 7, ARCHITECTURE §7): the
 * documents searched, the passages tried, the pages it could not read well, and the
 * documents retrieval never reached. Built from the recorded retrieval and the stored
 * page data, never from the model's word (the model's `tried` anchors are checked
 * against the store and placed by it). `complete` is true when every page of every
 * searched document was read well: then "not found" means the documents do not say;
 * otherwise the answer may be on a page listed in `pagesNotReadWell`.
 */
export const CoverageMap = z.object({
  documentsSearched: z.array(z.object({ doc: z.string(), title: z.string(), pages: z.number().int(), hits: z.number().int() })),
  passagesTried: z.array(CoveragePassage),
  pagesNotReadWell: z.array(
    z.object({
      doc: z.string(),
      title: z.string(),
      page: z.number().int(),
      kind: z.enum(['unreadable', 'low_quality', 'low_ocr']),
      reason: z.string().optional(),
      confidence: z.number().min(0).max(1),
      message: z.string(),
    }),
  ),
  /** How many such pages there are in all (the list above stops at a hundred). */
  pagesNotReadWellTotal: z.number().int(),
  documentsNotReached: z.array(z.object({ doc: z.string(), title: z.string() })),
  complete: z.boolean(),
  /** The map in one sentence a lawyer can act on. */
  summary: z.string(),
});
export type CoverageMap = z.infer<typeof CoverageMap>;

export const InsufficientEvidence = z.object({
  reason: z.string(),
  missing: z.array(z.string()),
  tried: z.array(z.object({ anchor: z.string(), quote: z.string() })),
  /** Set when the pipeline, not the generator, declined (e.g. NO_DOCUMENT_NAMED). */
  code: ReasonCode.optional(),
  /** Where Pincite looked (M7 item 7); absent on responses recorded before it. */
  coverage: CoverageMap.optional(),
});

export const DocRef = z.object({ doc: z.string(), title: z.string() });
export type DocRef = z.infer<typeof DocRef>;

/** Which documents the question was about and how it was answered over them (M7). */
export const AnswerScope = z.object({
  mode: z.enum(['single', 'per_document', 'ask_which']),
  basis: z.enum(['only_document', 'requested', 'named', 'each', 'unnamed_small_matter', 'unnamed_large_matter']),
  /** `--doc` ids, when the question was scoped. */
  requested: z.array(z.string()).nullable(),
  documents: z.array(DocRef),
  /** Per-document answers: documents with a claim about them, and those with none. */
  answered: z.array(DocRef),
  unanswered: z.array(DocRef),
});
export type AnswerScope = z.infer<typeof AnswerScope>;

export const AuthorityStatus = z.enum(['in_matter', 'not_in_matter', 'exists', 'name_mismatch', 'not_found', 'unchecked']);
export type AuthorityStatus = z.infer<typeof AuthorityStatus>;

/** A case, statute or regulation citation found in a verified answer (§7). */
export const Authority = z.object({
  text: z.string(),
  kind: z.enum(['case', 'statute', 'regulation', 'other']),
  answerSpan: z.tuple([z.number().int(), z.number().int()]),
  status: AuthorityStatus,
  doc: z.string().optional(),
  page: z.number().int().optional(),
  /** The claim (index into `claims`) the authority sits in, when any. */
  claim: z.number().int().optional(),
  /** What the check found: the case name on record, the lookup's note, or why it was not checked. */
  detail: z.string().optional(),
});
export type Authority = z.infer<typeof Authority>;

export const InputFormat = z.enum(['contract', 'text', 'docx', 'anthropic', 'openai']);
export type InputFormat = z.infer<typeof InputFormat>;

/** The Response contract printed by `ask` and `verify` (ARCHITECTURE §4). */
export const PinciteResponse = z.object({
  trace: z.string(),
  status: ResponseStatus,
  rejection: Rejection.optional(),
  insufficient: InsufficientEvidence.optional(),
  answer: z.object({ value: z.string(), confidence: z.number() }).optional(),
  claims: z.array(ResponseClaim),
  summary: Summary,
  policy: z.object({ id: z.string(), version: z.number().int() }),
  scope: AnswerScope.optional(),
  /** How many claims answer the question; a not_responsive claim is never the answer, whatever its state. */
  responsiveness: z
    .object({
      responsive: z.number().int(),
      partial: z.number().int(),
      not_responsive: z.number().int(),
      /**
       * A question that asks several things ("When are fees due and what interest applies?"): each part as written, and the
       * supported claims that answer it. A part no claim answers is what the answer does not say.
       */
      parts: z.array(QuestionPart).optional(),
    })
    .optional(),
  /** verify (M8): the legal authorities the answer cites, each with its status. */
  authorities: z.array(Authority).optional(),
  /** verify (M8): what was verified — its format, the SHA-256 of its text, and its length. */
  input: z.object({ format: InputFormat, sha256: z.string(), chars: z.number().int() }).optional(),
  /** verify (M8): whether the authority lookup ran, and if not why (said, never silent). */
  authorityLookup: z.object({ mode: z.enum(['off', 'matter', 'courtlistener']), note: z.string() }).optional(),
});
export type PinciteResponse = z.infer<typeof PinciteResponse>;

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** What the parts note reads of an answer: its parts and, of each claim, what decides whether it answers a part. */
type PartsOf = { responsiveness?: PinciteResponse['responsiveness']; claims?: ReadonlyArray<Pick<ResponseClaim, 'id' | 'state' | 'responsiveness' | 'about'>> };

/**
 * What an answer to a question that asks several things says of its parts, in the words a lawyer reads first. A part no
 * supported claim answers: "The question asks two things; no supported claim answers “what interest applies to delinquent
 * fees”." Every part answered, each by a claim of its own and none by one claim whole (so nothing is shown green as the
 * whole answer): "… each is answered by a claim of its own: “…” (§ 3(d)) and “…” (§ 3(e))." (session 45's trials: two
 * partial claims that between them answered both parts read as a failure). Null when one claim answers every part, or
 * the question asks one thing. One sentence for the app, the CLI, answer.md and Word alike.
 */
export function partsNote(r: PartsOf): string | null {
  const parts = r.responsiveness?.parts ?? [];
  if (parts.length < 2) return null;
  const open = parts.filter((p) => p.answeredBy.length === 0);
  const n = COUNT_WORDS[parts.length] ?? String(parts.length);
  const list = (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
  if (open.length === 0) {
    if (!partsAnsweredBetween(r)) return null;
    const claims = r.claims ?? [];
    const cite = (ids: readonly string[]) => {
      const at = [...new Set(ids.flatMap((id) => claims.find((c) => c.id === id)?.about?.section?.number ?? []))];
      return at.length ? ` (${at.join(', ')})` : '';
    };
    return `The question asks ${n} things; no one claim answers them all, but each is answered by a claim of its own: ${list(parts.map((p) => `“${p.text}”${cite(p.answeredBy)}`))}.`;
  }
  return open.length === parts.length
    ? `The question asks ${n} things; no supported claim answers any of them on its own.`
    : `The question asks ${n} things; no supported claim answers ${list(open.map((p) => `“${p.text}”`))}. Ask it on its own to see the passages tried.`;
}

/** Whether every part of a question of several is answered, each by a claim of its own (the partial claims then share it). */
export function partsAnsweredBetween(r: PartsOf): boolean {
  const parts = r.responsiveness?.parts ?? [];
  return parts.length > 1 && parts.every((p) => p.answeredBy.length > 0) && !(r.claims ?? []).some((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
}
