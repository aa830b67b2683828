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
  'SEVERED_CHAIN',
  // Layer 1 found only an approximate (fuzzy) match: labelled, never hidden.
  'FUZZY_MATCH',
  // the response-level refusal of a strict policy
  'POLICY_STRICT',
  // a reviewer's decision
  'REVIEWER_DECISION',
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
  quote: z.string(),
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
  reason: ReasonCode.optional(),
  /** For QUOTE_IN_OTHER_SOURCE: where the text actually is. */
  foundIn: z.object({ doc: z.string(), offsets: z.tuple([z.number().int(), z.number().int()]) }).optional(),
});
export type Evidence = z.infer<typeof Evidence>;

export const Verdict = z.enum(['entailed', 'contradicted', 'abstain']);
export type Verdict = z.infer<typeof Verdict>;

export const JudgeRecord = z.object({
  model: z.string(),
  promptVersion: z.number().int(),
  verdict: Verdict,
  confidence: z.number().min(0).max(1),
  at: z.string(),
});
export type JudgeRecord = z.infer<typeof JudgeRecord>;

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

export const InsufficientEvidence = z.object({
  reason: z.string(),
  missing: z.array(z.string()),
  tried: z.array(z.object({ anchor: z.string(), quote: z.string() })),
});


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
  /** verify (M8): the legal authorities the answer cites, each with its status. */
  authorities: z.array(Authority).optional(),
  /** verify (M8): what was verified — its format, the SHA-256 of its text, and its length. */
  input: z.object({ format: InputFormat, sha256: z.string(), chars: z.number().int() }).optional(),
  /** verify (M8): whether the authority lookup ran, and if not why (said, never silent). */
  authorityLookup: z.object({ mode: z.enum(['off', 'matter', 'courtlistener']), note: z.string() }).optional(),
});
export type PinciteResponse = z.infer<typeof PinciteResponse>;
