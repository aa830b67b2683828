import { z } from 'zod';
import { ErrorCode, PinciteError } from '../../../shared/errors.js';

/**
 * Failures of model clients (generators and LLM judges), with a code a program can
 * branch on. They extend PinciteError so they cross IPC/CLI/HTTP as `{code, message}`;
 * every model code is also a shared ErrorCode (shared/errors.ts).
 */
// A subset of the shared codes (extract fails to compile if one is missing there).
export const ModelErrorCode = ErrorCode.extract([
  /** A key or base URL the client needs is not set. */
  'MODEL_NOT_CONFIGURED',
  /** The provider rejected the credentials (401) or the key may not use the model (403). */
  'MODEL_AUTH_FAILED',
  /** 429 after the bounded retries, or a Retry-After longer than Pincite waits. */
  'MODEL_RATE_LIMITED',
  /** No answer within the per-attempt timeout or the overall deadline. */
  'MODEL_TIMEOUT',
  /** 5xx / overloaded after the bounded retries. */
  'MODEL_UNAVAILABLE',
  /** Nothing answered at the configured address (connection refused, DNS…). */
  'MODEL_UNREACHABLE',
  /** A 4xx other than auth/rate limit: unknown model, bad option, request too large. */
  'MODEL_REQUEST_REJECTED',
  /** The HTTP body is not the provider's wire format (not JSON, wrong shape, broken stream). */
  'MODEL_BAD_RESPONSE',
  /** The caller cancelled the request. */
  'MODEL_ABORTED',
  /** A `--generator` / `--judge` spec that names nothing Pincite knows. */
  'MODEL_SPEC_INVALID',
  /** A `replay:FILE` whose file cannot be read. */
  'REPLAY_FILE_UNREADABLE',
]);
export type ModelErrorCode = z.infer<typeof ModelErrorCode>;

export type ModelErrorDetails = {
  provider?: string;
  status?: number;
  /** What the provider asked us to wait, when it said. */
  retryAfterMs?: number;
};

export class ModelClientError extends PinciteError {
  readonly modelCode: ModelErrorCode;
  readonly details: ModelErrorDetails;
  constructor(modelCode: ModelErrorCode, message: string, details: ModelErrorDetails = {}, options?: { cause?: unknown }) {
    super(modelCode, message, options);
    this.name = 'ModelClientError';
    this.modelCode = modelCode;
    this.details = details;
  }
}

/** What went wrong with one call, in provider-neutral terms (each client maps its SDK's errors to this). */
export type CallFailure =
  | { kind: 'status'; status: number; headers?: Headers | null; apiMessage?: string | null }
  /** An error event inside a stream that had already started (no HTTP status). */
  | { kind: 'stream-error'; apiType: string | null; apiMessage: string | null }
  | { kind: 'timeout' }
  | { kind: 'deadline' }
  | { kind: 'aborted' }
  | { kind: 'connection'; detail: string }
  | { kind: 'bad-body'; detail: string };

/** Everything a message needs to say what happened, where, and what to do. */
export type CallContext = {
  /** e.g. 'Anthropic', 'The OpenAI-compatible server', 'Ollama' */
  label: string;
  provider: string;
  /** Origin of the endpoint, never with credentials. */
  endpoint: string;
  model: string;
  keyEnv: string | null;
  urlEnv: string;
  timeoutMs: number;
  deadlineMs: number;
  maxRetries: number;
  maxRetryAfterMs: number;
  /** Values that must never appear in a message (API keys). */
  secrets: readonly string[];
};

export function toModelError(ctx: CallContext, f: CallFailure, cause?: unknown): ModelClientError {
  const d: ModelErrorDetails = { provider: ctx.provider };
  const opts = cause === undefined ? undefined : { cause };
  const say = (code: ModelErrorCode, message: string, extra: ModelErrorDetails = {}) =>
    new ModelClientError(code, redact(message, ctx.secrets), { ...d, ...extra }, opts);
  const attempts = `${ctx.maxRetries + 1} attempt${ctx.maxRetries === 0 ? '' : 's'}`;
  switch (f.kind) {
    case 'timeout':
      return say('MODEL_TIMEOUT', `${ctx.label} at ${ctx.endpoint} did not answer within ${ctx.timeoutMs} ms (${attempts}). Check that the server is up, or raise the timeout.`);
    case 'deadline':
      return say('MODEL_TIMEOUT', `${ctx.label} at ${ctx.endpoint} gave no complete answer within the overall limit of ${ctx.deadlineMs} ms. Try again, or raise the limit.`);
    case 'aborted':
      return say('MODEL_ABORTED', `The request to ${ctx.label} at ${ctx.endpoint} was cancelled.`);
    case 'connection':
      return say('MODEL_UNREACHABLE', `Could not connect to ${ctx.label} at ${ctx.endpoint} (${clip(f.detail)}). Check that it is running and that ${ctx.urlEnv} is right.`);
    case 'bad-body':
      return say('MODEL_BAD_RESPONSE', `${ctx.label} at ${ctx.endpoint} sent a response that is not its API's format (${clip(f.detail)}). Check that ${ctx.urlEnv} points at a real ${ctx.label} endpoint.`);
    case 'stream-error':
      return fromStreamError(ctx, f, say);
    case 'status':
      return fromStatus(ctx, f, say, attempts);
  }
}

type Say = (code: ModelErrorCode, message: string, extra?: ModelErrorDetails) => ModelClientError;

function fromStatus(ctx: CallContext, f: Extract<CallFailure, { kind: 'status' }>, say: Say, attempts: string): ModelClientError {
  const why = f.apiMessage ? `: ${clip(f.apiMessage)}` : '';
  const status = f.status;
  const retryAfterMs = f.headers ? parseRetryAfterMs(f.headers) : null;
  const extra: ModelErrorDetails = { status, ...(retryAfterMs === null ? {} : { retryAfterMs }) };
  if (status === 401) return say('MODEL_AUTH_FAILED', `${ctx.label} at ${ctx.endpoint} rejected the credentials (HTTP 401${why}).${ctx.keyEnv ? ` Check ${ctx.keyEnv}.` : ''}`, extra);
  if (status === 403) return say('MODEL_AUTH_FAILED', `${ctx.label} at ${ctx.endpoint} refused access to model ${ctx.model} (HTTP 403${why}). Check that the key may use this model.`, extra);
  if (status === 429) {
    const wait = retryAfterMs === null ? '' : `; it asked to wait ${fmtSeconds(retryAfterMs)}`;
    const tail = retryAfterMs !== null && retryAfterMs > ctx.maxRetryAfterMs
      ? `, longer than the ${fmtSeconds(ctx.maxRetryAfterMs)} Pincite waits`
      : ` (${attempts})`;
    return say('MODEL_RATE_LIMITED', `${ctx.label} rate-limited the request for model ${ctx.model} (HTTP 429${why})${wait}${tail}. Try again later.`, extra);
  }
  if (status === 408) return say('MODEL_TIMEOUT', `${ctx.label} at ${ctx.endpoint} timed out the request (HTTP 408${why}, ${attempts}). Try again later.`, extra);
  if (status >= 500) return say('MODEL_UNAVAILABLE', `${ctx.label} at ${ctx.endpoint} failed with HTTP ${status}${why} (${attempts}). The service may be overloaded or down; try again later.`, extra);
  return say('MODEL_REQUEST_REJECTED', `${ctx.label} at ${ctx.endpoint} refused the request for model ${ctx.model} (HTTP ${status}${why}). Check the model name and options.`, extra);
}

function fromStreamError(ctx: CallContext, f: Extract<CallFailure, { kind: 'stream-error' }>, say: Say): ModelClientError {
  const why = `${f.apiType ?? 'error'}${f.apiMessage ? `: ${clip(f.apiMessage)}` : ''}`;
  const where = `${ctx.label} at ${ctx.endpoint} broke off its answer (${why})`;
  switch (f.apiType) {
    case 'authentication_error':
    case 'permission_error':
      return say('MODEL_AUTH_FAILED', `${where}.${ctx.keyEnv ? ` Check ${ctx.keyEnv}.` : ''}`);
    case 'rate_limit_error':
      return say('MODEL_RATE_LIMITED', `${where}. Try again later.`);
    case 'invalid_request_error':
    case 'not_found_error':
      return say('MODEL_REQUEST_REJECTED', `${where}. Check the model name and options.`);
    case 'timeout_error':
      return say('MODEL_TIMEOUT', `${where}. Try again later.`);
    default:
      return say('MODEL_UNAVAILABLE', `${where}. The service may be overloaded; try again later.`);
  }
}

/** Retry-After as milliseconds (`retry-after-ms`, seconds, or an HTTP date), or null. */
export function parseRetryAfterMs(headers: Headers): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && Number.isFinite(Number.parseFloat(ms))) return Math.max(0, Number.parseFloat(ms));
  const ra = headers.get('retry-after');
  if (ra === null || ra.trim() === '') return null;
  const secs = Number(ra.trim());
  if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
  const at = Date.parse(ra);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Replaces every occurrence of a secret; a key echoed back by a server must not reach a log or the trail. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('[redacted]');
  return out;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 300 ? `${one.slice(0, 300)}…` : one;
}

function fmtSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
