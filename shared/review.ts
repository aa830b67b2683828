import { z } from 'zod';
import { ErrorInfo } from './errors.js';
import { ClaimState, Evidence, JudgeRecord, ReasonCode } from './response.js';

/** What a reviewer can do to a claim. `undo` is a new decision, never a deletion. */
export const ReviewAction = z.enum(['confirm', 'contradict', 'exclude', 'restore', 'rebind', 'undo', 'note']);
export type ReviewAction = z.infer<typeof ReviewAction>;

const Id = z.string().min(1).max(64);

export const QueueFilter = z
  .object({
    states: z.array(ClaimState).max(5).optional(),
    reasons: z.array(ReasonCode).max(30).optional(),
    doc: Id.optional(),
    trace: Id.optional(),
    /** Only the claims of a review table's cells. */
    table: Id.optional(),
    /** `open` (default): claims awaiting review; `all`: every claim, reviewed and excluded ones included. */
    scope: z.enum(['open', 'all']).default('open'),
    offset: z.number().int().min(0).default(0),
    /** Omit for the whole queue (sorted by risk); the list is built to stay fast at 10,000 claims. */
    limit: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();

/** What the queue and the claim detail both show of a claim. */
const ClaimSummary = z.object({
  trace: z.string(),
  question: z.string().nullable(),
  text: z.string(),
  state: ClaimState,
  trustScore: z.number().int(),
  reasons: z.array(ReasonCode),
});

export const QueueItem = ClaimSummary.extend({
  claim: z.string(),
  docs: z.array(z.string()),
  lowConfidence: z.boolean(),
  updatedAt: z.string(),
});
export type QueueItem = z.infer<typeof QueueItem>;

/** The text a reviewer selected in the PDF's text layer, to be bound (Layer 1) in the cited document. */
export const RebindSelection = z
  .object({
    doc: Id,
    page: z.number().int().min(1),
    text: z.string().min(1).max(20_000),
    /** Offsets into the canonical text when the caller knows them; checked, never trusted. */
    offsets: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
  })
  .strict();
export type RebindSelection = z.infer<typeof RebindSelection>;

export const DecideInput = z
  .object({
    /** One claim, or a bulk selection. With one claim a refusal is the call's typed error; with several, refusals are listed per claim and the rest applied. */
    claims: z.array(Id).min(1).max(10_000),
    action: ReviewAction,
    reviewer: z.string().trim().min(1, 'a review decision needs the reviewer’s name').max(200),
    note: z.string().trim().max(4000).nullable().optional(),
    rebind: RebindSelection.optional(),
  })
  .strict()
  .refine((d) => d.action !== 'rebind' || (d.rebind !== undefined && d.claims.length === 1), { message: 'rebind takes exactly one claim and the selected text (rebind: {doc, page, text})' });

export const DecidedClaim = z.object({
  claim: z.string(),
  decision: z.number().int(),
  state: ClaimState,
  trustScore: z.number().int(),
  reasons: z.array(ReasonCode),
  /** Still awaiting review after this decision. */
  inQueue: z.boolean(),
});
export type DecidedClaim = z.infer<typeof DecidedClaim>;

export const DecideResult = z.object({
  decided: z.array(DecidedClaim),
  refused: z.array(z.object({ claim: z.string(), error: ErrorInfo })),
});
export type DecideResult = z.infer<typeof DecideResult>;

export const DecisionView = z.object({
  id: z.number().int(),
  reviewer: z.string(),
  action: z.enum(['confirm', 'contradict', 'exclude', 'restore', 'rebind', 'undo', 'note', 'recheck']),
  note: z.string().nullable(),
  before: ClaimState,
  after: ClaimState,
  undoes: z.number().int().nullable(),
  at: z.string(),
});

export const ClaimDetail = ClaimSummary.extend({
  id: z.string(),
  evidence: z.array(Evidence),
  judge: JudgeRecord.nullable(),
  decisions: z.array(DecisionView),
});
export type ClaimDetail = z.infer<typeof ClaimDetail>;

export const QualityReport = z.object({
  counts: z.object({ supported: z.number().int(), inferred: z.number().int(), unverified: z.number().int(), contradicted: z.number().int(), excluded: z.number().int() }),
  total: z.number().int(),
  /** Claims with no valid judge verdict (JUDGE_NO_VERDICT), not excluded. */
  coverageGaps: z.number().int(),
  /** Mean trust score of the claims that are not excluded; null with none. */
  trustScore: z.number().int().nullable(),
  g2: z.object({
    pass: z.boolean(),
    /** Claims not excluded and not coverage gaps. */
    judged: z.number().int(),
    supported: z.number().int(),
    /** Contradicted: the cited source says otherwise. */
    unsupported: z.number().int(),
    supportedShare: z.number(),
    unsupportedShare: z.number(),
    minSupported: z.number(),
    maxUnsupported: z.number(),
  }),
});
export type QualityReport = z.infer<typeof QualityReport>;

/**
 * One reviewer decision as the printable record of the queue shows it (M10): the claim,
 * where its evidence is (document title and page), the state before and after, the
 * decision, who made it, the note and when. System flags (re-check, a removed source)
 * are not decisions and are not listed.
 */
export const DecisionRecord = z.object({
  decision: z.number().int(),
  claim: z.string(),
  trace: z.string(),
  question: z.string().nullable(),
  text: z.string(),
  doc: z.string().nullable(),
  title: z.string().nullable(),
  page: z.number().int().nullable(),
  before: ClaimState,
  after: ClaimState,
  action: z.enum(['confirm', 'contradict', 'exclude', 'restore', 'rebind', 'undo', 'note']),
  reviewer: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  /** The decision was later undone (by decision `undoneBy`). */
  undoneBy: z.number().int().nullable(),
});
export type DecisionRecord = z.infer<typeof DecisionRecord>;
