import { z } from 'zod';
import { DocumentSummary, IngestOutcome, IngestProgress, OcrMode, SearchHit } from './documents.js';
import { ErrorInfo } from './errors.js';
import { Box } from './geometry.js';

/**
 * The one contract between the renderer and the core. Each method names its input
 * schema (validated on arrival, whatever the transport) and its result schema. The
 * IPC handler registry, the preload bridge, the loopback host and the renderer client
 * are all derived from this object: adding a method is one entry here plus a handler.
 */
export const api = {
  'documents:list': {
    input: z.object({}).strict(),
    result: z.object({ documents: z.array(DocumentSummary) }),
  },
  'documents:ingest': {
    input: z
      .object({
        paths: z.array(z.string().min(1).max(4096)).min(1).max(1000),
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
