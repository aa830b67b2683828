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
  /** The span is (partly) a form field's value or an annotation's text, not the page's own text (M11). */
  sourceKinds: z.array(z.enum(['annotation', 'field'])).optional(),
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
  /** Where Pincite looked (M7 item 7); absent on responses recorded before it. */
  coverage: CoverageMap.optional(),
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
