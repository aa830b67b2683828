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
  /**
   * Why the judge said so, for the reviewer: a code, then the words when it found a clash
   * (`NUMBER_MISMATCH: claim "sixty (60) days", clause "thirty (30) days"`). Optional:
   * model judges give none, and traces recorded before M7 have none.
   */
  reasons: z.array(z.string()).optional(),
});
export type JudgeRecord = z.infer<typeof JudgeRecord>;

export const ResponseClaim = z.object({
  id: z.string(),
  text: z.string(),
  state: ClaimState,
  trustScore: z.number().int().min(0).max(100),
  reasons: z.array(ReasonCode),
  evidence: z.array(Evidence),
  judge: JudgeRecord.nullable(),
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
});
export type PinciteResponse = z.infer<typeof PinciteResponse>;
