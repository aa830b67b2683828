import { z } from 'zod';
import { DocumentSummary, IngestOutcome, IngestProgress, OcrMode, SearchHit } from './documents.js';
import { ErrorInfo } from './errors.js';
import { Box } from './geometry.js';
import { PinciteResponse } from './response.js';
import { ApiKey, Provider, SettingsView } from './settings.js';
import { ClaimDetail, DecideInput, DecideResult, DecisionRecord, QualityReport, QueueFilter, QueueItem } from './review.js';
import { AnswerType, ColumnSpec, TableProgress, TableSummary, TableView } from './tables.js';

/** `extractive`, `anthropic[:model]`, `openai[:model]`, `ollama[:model]` or `replay:FILE`. */
const GeneratorSpec = z.string().trim().min(1).max(300);
const JudgeSpec = z.string().trim().min(1).max(300);
const PolicyId = z.enum(['strict', 'balanced', 'lenient']);
/** `bm25` (default), `hybrid:openai[:model]` or `hybrid:ollama[:model]`. */
const RetrieverSpec = z.string().trim().min(1).max(300);

export const TraceSummary = z.object({
  id: z.string(),
  kind: z.enum(['ask', 'verify']),
  question: z.string().nullable(),
  status: z.enum(['answered', 'insufficient_evidence', 'rejected']),
  createdAt: z.string(),
  summary: z.object({ supported: z.number(), inferred: z.number(), unverified: z.number(), contradicted: z.number(), excluded: z.number() }),
});
export type TraceSummary = z.infer<typeof TraceSummary>;

export const AuditEventView = z.object({ seq: z.number().int(), type: z.string(), at: z.string(), payload: z.unknown(), hash: z.string() });

/**
 * The one contract between the renderer and the core. Each method names its input
 * schema (validated on arrival, whatever the transport) and its result schema. The
 * IPC handler registry, the preload bridge, the loopback host and the renderer client
 * are all derived from this object: adding a method is one entry here plus a handler.
 */
/**
 * A matter's display name: any printable text ("Acme v. Beta (2026)", "Smith & Jones",
 * "O'Brien"). The folder it is kept in is derived from it by the core, never taken from it.
 */
const MatterName = z
  .string()
  .trim()
  .min(1, 'a matter needs a name')
  .max(120, 'at most 120 characters')
  .refine((n) => !/[\p{Cc}\p{Cf}]/u.test(n), 'printable characters only (no control characters)')
  .refine((n) => /[\p{L}\p{N}]/u.test(n), 'at least one letter or digit');

/** Progress of a bundle export, pushed as `export:progress`. */
export const ExportProgress = z.object({ stage: z.enum(['collect', 'crops', 'report', 'seal', 'write']), done: z.number().int(), total: z.number().int() });
export type ExportProgress = z.infer<typeof ExportProgress>;

export const BundleSummary = z.object({
  traces: z.number().int(), claims: z.number().int(), sources: z.number().int(), events: z.number().int(), redactedEvents: z.number().int(),
  crops: z.number().int(), files: z.number().int(), keyId: z.string(), head: z.string(),
});

/** Bundles are named by the core; the renderer may only name one back to download it. */
const BundleFileName = z.string().regex(/^pincite-bundle-[A-Za-z0-9-]{1,80}\.zip$/, 'a bundle file name made by Pincite');
/**
 * A file the user picked, as an absolute path (POSIX, `C:\\…` or `\\\\server\\share…`): a
 * relative one would resolve against wherever the app happened to start. What the path
 * names — a regular file, within the size limit, a PDF — is checked by ingest itself.
 */
const LocalPath = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => !p.includes('\0') && (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\')), 'must be an absolute file path');

export const MatterInfo = z.object({ name: z.string(), dir: z.string(), documents: z.number().int(), traces: z.number().int() });
export type MatterInfo = z.infer<typeof MatterInfo>;

/** Review tables (M9): one set of questions over the matter's documents. */
const TableId = z.string().min(1).max(64);
const DocId = z.string().min(1).max(64);

export const api = {
  'matters:current': {
    input: z.object({}).strict(),
    result: MatterInfo,
  },
  'matters:list': {
    input: z.object({}).strict(),
    result: z.object({ matters: z.array(z.object({ name: z.string(), current: z.boolean() })) }),
  },
  /** Opens the named matter of this install, creating it when `create` is set. Names, never paths, cross from the renderer. */
  'matters:open': {
    input: z.object({ name: MatterName, create: z.boolean().default(false) }).strict(),
    result: MatterInfo,
  },
  'documents:upload': {
    input: z
      .object({
        files: z.array(z.object({ name: z.string().min(1).max(255), dataBase64: z.string().max(140_000_000) })).min(1).max(50),
        ocr: OcrMode.default('auto'),
        category: z.string().trim().max(200).nullable().default(null),
      })
      .strict(),
    result: z.object({ documents: z.array(IngestOutcome) }),
  },
  'documents:list': {
    /** `includeRemoved`: also the documents removed from the matter (flagged `removed`), so past answers still name them. */
    input: z.object({ includeRemoved: z.boolean().default(false) }).strict(),
    result: z.object({ documents: z.array(DocumentSummary) }),
  },
  'documents:ingest': {
    input: z
      .object({
        paths: z.array(LocalPath).min(1).max(1000),
        ocr: OcrMode.default('auto'),
        category: z.string().trim().max(200).nullable().default(null),
      })
      .strict(),
    result: z.object({ documents: z.array(IngestOutcome) }),
  },
  'documents:setCategory': {
    input: z.object({ id: z.string().min(1).max(64), category: z.string().trim().max(200).nullable() }).strict(),
    result: z.object({ id: z.string(), category: z.string().nullable() }),
  },
  /** Renames a document (its display title) and/or sets its category, in one write with a `document.edited` audit event. */
  'documents:edit': {
    input: z
      .object({
        id: z.string().min(1).max(64),
        title: z.string().trim().min(1, 'a document needs a title').max(200).refine((t) => !/[\p{Cc}\p{Cf}]/u.test(t), 'printable characters only').optional(),
        category: z.string().trim().max(200).nullable().optional(),
      })
      .strict(),
    result: DocumentSummary,
  },
  /**
   * Removes a document from the matter (M10): it leaves the documents list, search and
   * retrieval; claims citing it are flagged (SOURCE_REMOVED, to the review queue, never
   * green); a `document.removed` audit event records who, when, the id, SHA-256, title
   * and how many claims were flagged. Its text and source copy stay while a trace cites it.
   */
  'documents:remove': {
    input: z
      .object({
        id: DocId,
        by: z.string().trim().min(1, 'say who is removing the document (your name in Settings)').max(200).refine((t) => !/[\p{Cc}\p{Cf}]/u.test(t), 'printable characters only'),
      })
      .strict(),
    result: z.object({
      id: z.string(), title: z.string(), sha256: z.string(), flagged: z.number().int(), claims: z.array(z.string()),
      copy: z.enum(['kept', 'deleted']), removedAt: z.string(), removedBy: z.string(),
    }),
  },
  /**
   * Shows the stored original (the content-addressed copy) in the system's file manager.
   * `revealed` is true only in the desktop app, where the shell opens the folder; in
   * browser mode it is false and the renderer offers the original bytes as a download.
   */
  'documents:reveal': {
    input: z.object({ id: DocId }).strict(),
    result: z.object({ id: z.string(), fileName: z.string(), sha256: z.string(), path: z.string().optional(), revealed: z.boolean() }),
  },
  /**
   * Reads a document's stored bytes again, OCR forced (`on`) by default: when the text
   * comes out different it becomes the current reading (the old one kept under its hash);
   * claims bound to the old reading are re-bound by Layer 1 in the new text, or flagged
   * SOURCE_CHANGED; a `document.reread` audit event records who, the OCR mode and the text
   * hashes before and after. Progress is pushed as `ingest:progress`.
   */
  'documents:reread': {
    input: z
      .object({
        id: DocId,
        ocr: OcrMode.default('on'),
        by: z.string().trim().min(1, 'say who is asking for the new reading (your name in Settings)').max(200).refine((t) => !/[\p{Cc}\p{Cf}]/u.test(t), 'printable characters only'),
      })
      .strict(),
    result: z.object({
      id: z.string(), ocr: OcrMode, changed: z.boolean(),
      before: z.object({ textSha256: z.string(), ocrPages: z.number().int() }),
      after: z.object({ textSha256: z.string(), ocrPages: z.number().int() }),
      rebound: z.array(z.string()), flagged: z.array(z.string()),
    }),
  },
  'documents:boxes': {
    input: z.object({ id: z.string().min(1).max(64), start: z.number().int().min(0), end: z.number().int().min(0) }).strict(),
    result: z.object({ boxes: z.array(Box) }),
  },
  'documents:source': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ id: z.string(), sha256: z.string(), dataBase64: z.string() }),
  },
  /**
   * Finds words in one document's text, case-insensitively, across line breaks and quote
   * or dash styles: each hit with its page, character range, the words as they stand and
   * their boxes (the viewer's search, and a passage the reviewer can rebind a claim to).
   */
  'documents:find': {
    input: z.object({ id: z.string().min(1).max(64), query: z.string().trim().min(1).max(500), limit: z.number().int().min(1).max(2000).default(500) }).strict(),
    result: z.object({
      hits: z.array(z.object({ page: z.number().int(), start: z.number().int(), end: z.number().int(), text: z.string(), boxes: z.array(Box) })),
      total: z.number().int(),
    }),
  },
  'documents:pages': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ pages: z.array(z.object({ page: z.number().int(), width: z.number(), height: z.number(), rotation: z.number().int(), ocr: z.boolean(), confidence: z.number() })) }),
  },
  'answers:ask': {
    input: z
      .object({
        question: z.string().trim().min(1).max(4000),
        generator: GeneratorSpec.optional(),
        judge: JudgeSpec.optional(),
        policy: PolicyId.optional(),
        retriever: RetrieverSpec.optional(),
        /** M7: scope the question to these documents (the composer's "this document" / "selected"); the allowlist is that scope's retrieval. */
        docs: z.array(z.string().min(1).max(64)).min(1).max(1000).optional(),
      })
      .strict(),
    result: PinciteResponse,
  },
  'answers:verify': {
    input: z
      .object({
        /**
         * An answer produced elsewhere, as pasted: prose or Markdown, Pincite's contract JSON,
         * an Anthropic Messages or OpenAI Responses JSON — or, with `format: "docx"`, the
         * Word file's bytes in base64 (at most 1.5 MB: the same 2,000,000-character cap).
         */
        answer: z.string().min(1).max(2_000_000),
        /** How to read `answer`; `auto` (the default) detects text, contract, Anthropic and OpenAI JSON. */
        format: z.enum(['auto', 'contract', 'text', 'docx', 'anthropic', 'openai']).optional(),
        /** Only these documents are searched and citable (like `ask --doc`). */
        docs: z.array(z.string().min(1).max(200)).min(1).max(500).optional(),
        /** How legal authorities are checked; `matter` by default; `courtlistener` needs COURTLISTENER_TOKEN in the app's environment. */
        authorities: z.enum(['off', 'matter', 'courtlistener']).optional(),
        question: z.string().trim().min(1).max(4000).optional(),
        judge: JudgeSpec.optional(),
        policy: PolicyId.optional(),
        retriever: RetrieverSpec.optional(),
      })
      .strict(),
    result: PinciteResponse,
  },
  /** One answer as a Word document: the answer, each claim's current state in words, footnotes with quote, document and page. */
  'answers:exportDocx': {
    input: z.object({ trace: z.string().min(1).max(64) }).strict(),
    result: z.object({ fileName: z.string(), dataBase64: z.string() }),
  },
  'traces:list': {
    input: z.object({ limit: z.number().int().min(1).max(1000).default(200) }).strict(),
    result: z.object({ traces: z.array(TraceSummary) }),
  },
  'traces:get': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ question: z.string().nullable(), kind: z.enum(['ask', 'verify']), createdAt: z.string(), response: PinciteResponse, events: z.array(AuditEventView) }),
  },
  /** Writes an audit bundle into the matter's exports/ folder (the core picks the path). */
  'bundles:export': {
    input: z
      .object({
        traces: z.union([z.literal('all'), z.array(z.string().min(1).max(64)).min(1).max(100_000)]),
        includePdfs: z.boolean().default(false),
      })
      .strict(),
    result: z.object({ fileName: z.string(), path: z.string(), bytes: z.number().int(), sha256: z.string(), summary: BundleSummary }),
  },
  /** The bytes of a bundle in this matter's exports/ folder, for browser mode's download. */
  /**
   * This install's bundle-signing key id, to give recipients (through another channel) for
   * `verify.mjs --expect-key`; null until the first export made it, unless `create` asks now.
   */
  'bundles:signingKey': {
    input: z.object({ create: z.boolean().default(false) }).strict(),
    result: z.object({ keyId: z.string().nullable() }),
  },
  'bundles:download': {
    input: z.object({ fileName: BundleFileName }).strict(),
    result: z.object({ fileName: z.string(), bytes: z.number().int(), dataBase64: z.string() }),
  },
  'search:query': {
    input: z.object({ query: z.string().trim().min(1).max(2000), k: z.number().int().min(1).max(100).default(10), retriever: RetrieverSpec.optional() }).strict(),
    result: z.object({
      hits: z.array(SearchHit),
      /** Set when the hybrid retriever's embeddings provider failed and the hits are BM25's alone. */
      fallback: z.object({ requested: z.string(), used: z.string(), code: z.string(), message: z.string() }).optional(),
    }),
  },
  /** Provider credentials as the renderer may see them: configured or not, and from where — never the key. */
  'settings:get': {
    input: z.object({}).strict(),
    result: SettingsView,
  },
  /** Desktop only: the key is encrypted with the OS keychain and kept in the app-data folder. Refused in browser mode. */
  'settings:setKey': {
    input: z.object({ provider: Provider.exclude(['ollama']), key: ApiKey }).strict(),
    result: SettingsView,
  },
  'settings:clearKey': {
    input: z.object({ provider: Provider.exclude(['ollama']) }).strict(),
    result: SettingsView,
  },
  /** The review queue, most risky first, filtered; a page or the whole queue, with the filtered total. */
  'review:list': {
    input: QueueFilter,
    result: z.object({ items: z.array(QueueItem), total: z.number().int() }),
  },
  /** A reviewer decision on one claim or a bulk selection (see DecideInput). */
  'review:decide': {
    input: DecideInput,
    result: DecideResult,
  },
  /** Every reviewer decision, oldest first, with its claim, document and page: the queue's print view. */
  'review:decisions': {
    input: z.object({ trace: z.string().min(1).max(64).optional(), limit: z.number().int().min(1).max(100_000).default(10_000) }).strict(),
    result: z.object({ decisions: z.array(DecisionRecord) }),
  },
  'review:claim': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: ClaimDetail,
  },
  /** Counts per state, trust score and the G2 bar, for the matter or one trace. */
  'review:quality': {
    input: z.object({ trace: z.string().min(1).max(64).optional() }).strict(),
    result: QualityReport,
  },
  // Review tables (M9).
  'tables:list': { input: z.object({}).strict(), result: z.object({ tables: z.array(TableSummary) }) },
  'tables:templates': {
    input: z.object({}).strict(),
    result: z.object({ templates: z.array(z.object({ id: z.string(), name: z.string(), columns: z.array(ColumnSpec), attribution: z.string().nullable() })) }),
  },
  'tables:create': {
    input: z
      .object({
        name: z.string().trim().min(1).max(200),
        template: z.string().min(1).max(40).optional(),
        columns: z.array(ColumnSpec).min(1).max(200).optional(),
        docs: z.union([z.literal('all'), z.array(DocId).min(1).max(10_000)]).default('all'),
      })
      .strict(),
    result: z.object({ table: z.string() }),
  },
  'tables:get': { input: z.object({ id: TableId }).strict(), result: TableView },
  /** Runs what is missing, failed or stale; progress is pushed as `table:progress`. Resolves when the run ends or is stopped. */
  'tables:run': {
    input: z.object({ id: TableId, generator: GeneratorSpec.optional(), judge: JudgeSpec.optional(), policy: PolicyId.optional(), concurrency: z.number().int().min(1).max(16).default(1) }).strict(),
    result: z.object({ table: z.string(), ran: z.number().int(), failed: z.number().int(), skipped: z.number().int(), total: z.number().int(), stopped: z.boolean() }),
  },
  /** Pauses or cancels a running table: cells in flight finish, the rest stay pending for the next run. */
  'tables:stop': { input: z.object({ id: TableId }).strict(), result: z.object({ stopped: z.boolean() }) },
  'tables:editColumn': {
    input: z.object({ id: TableId, column: z.string().min(1).max(32), name: z.string().trim().min(1).max(120).optional(), question: z.string().trim().min(3).max(2000).optional(), type: AnswerType.optional() }).strict(),
    result: TableView,
  },
  'tables:addColumn': { input: z.object({ id: TableId, column: ColumnSpec }).strict(), result: TableView },
  'tables:removeColumn': { input: z.object({ id: TableId, column: z.string().min(1).max(32) }).strict(), result: TableView },
  'tables:addRows': { input: z.object({ id: TableId, docs: z.array(DocId).min(1).max(10_000) }).strict(), result: TableView },
  /** The table as .xlsx or .csv, returned for the renderer to save (browser mode needs no extra route). */
  'tables:export': {
    input: z.object({ id: TableId, format: z.enum(['xlsx', 'csv']) }).strict(),
    result: z.object({ fileName: z.string(), bytes: z.number().int(), dataBase64: z.string() }),
  },
} as const;

/** Events pushed from the core to the renderer on the one push channel. */
export const events = {
  'ingest:progress': IngestProgress,
  'export:progress': ExportProgress,
  'table:progress': TableProgress,
} as const;

export type Api = typeof api;
export type Method = keyof Api;
export type ApiInput<M extends Method> = z.input<Api[M]['input']>;
export type ApiParsedInput<M extends Method> = z.output<Api[M]['input']>;
export type ApiResult<M extends Method> = z.output<Api[M]['result']>;
export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

/** What crosses any transport: a result, or a typed error — never a thrown string. */
export type Envelope<T> = { ok: true; result: T } | { ok: false; error: ErrorInfo };

/** One push message: an event name with its payload, as every transport delivers it. */
export type PushMessage = { [E in EventName]: { event: E; payload: EventPayload<E> } }[EventName];

/**
 * What the desktop preload exposes as `window.pincite`: one function per contract method
 * (its input type; its envelope, validated again by the renderer's client) plus `onEvent`
 * for pushes. Derived from `api`, so the preload (which ends in `satisfies PinciteBridge`)
 * and the renderer cannot drift from the contract or from each other.
 */
export type PinciteBridge = { readonly [M in Method]: (input: ApiInput<M>) => Promise<Envelope<ApiResult<M>>> } & {
  readonly onEvent: (listener: (message: PushMessage) => void) => () => void;
};

export const METHODS = Object.keys(api) as Method[];

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(api, name);
}

export { INVOKE_CHANNEL, PUSH_CHANNEL } from './channels.js';
