import { z } from 'zod';
import { DocumentSummary, IngestOutcome, IngestProgress, OcrMode, SearchHit } from './documents.js';
import { ErrorInfo } from './errors.js';
import { Box } from './geometry.js';
import { PinciteResponse } from './response.js';

/** `extractive`, `anthropic[:model]`, `openai[:model]`, `ollama[:model]` or `replay:FILE`. */
const GeneratorSpec = z.string().trim().min(1).max(300);
const JudgeSpec = z.string().trim().min(1).max(300);
const PolicyId = z.enum(['strict', 'balanced', 'lenient']);

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
const MatterName = z.string().trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,63}$/u, 'letters, digits, spaces, "_", "-" and "." only');

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
    input: z.object({}).strict(),
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
  'documents:boxes': {
    input: z.object({ id: z.string().min(1).max(64), start: z.number().int().min(0), end: z.number().int().min(0) }).strict(),
    result: z.object({ boxes: z.array(Box) }),
  },
  'documents:source': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ id: z.string(), sha256: z.string(), dataBase64: z.string() }),
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
      })
      .strict(),
    result: PinciteResponse,
  },
  'answers:verify': {
    input: z
      .object({
        /** An answer produced elsewhere, as model-output-contract JSON text. */
        answer: z.string().min(1).max(2_000_000),
        question: z.string().trim().min(1).max(4000).optional(),
        judge: JudgeSpec.optional(),
        policy: PolicyId.optional(),
      })
      .strict(),
    result: PinciteResponse,
  },
  'traces:list': {
    input: z.object({ limit: z.number().int().min(1).max(1000).default(200) }).strict(),
    result: z.object({ traces: z.array(TraceSummary) }),
  },
  'traces:get': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    result: z.object({ question: z.string().nullable(), kind: z.enum(['ask', 'verify']), createdAt: z.string(), response: PinciteResponse, events: z.array(AuditEventView) }),
  },
  'search:query': {
    input: z.object({ query: z.string().trim().min(1).max(2000), k: z.number().int().min(1).max(100).default(10) }).strict(),
    result: z.object({ hits: z.array(SearchHit) }),
  },
} as const;

/** Events pushed from the core to the renderer on the one push channel. */
export const events = {
  'ingest:progress': IngestProgress,
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

export const METHODS = Object.keys(api) as Method[];

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(api, name);
}

/** The invoke and push channel names (Electron IPC; the host uses the same names as paths). */
export const INVOKE_CHANNEL = 'pincite:invoke';
export const PUSH_CHANNEL = 'pincite:push';
