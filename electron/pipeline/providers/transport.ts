import { Console } from 'node:console';
import { parseRetryAfterMs } from './errors.js';

/**
 * For the SDKs' `logger` option: their default console writes info/debug lines to
 * stdout, which must hold nothing but the CLI's `--json` document.
 */
export const stderrLogger = new Console({ stdout: process.stderr, stderr: process.stderr });

/**
 * Limits shared by every model client. The SDKs retry 408/409/429/5xx on their own
 * (bounded by `maxRetries`) and honour Retry-After — but honour it without an upper
 * bound, and their `timeout` covers only the wait for response headers. These three
 * numbers close those gaps.
 */
export type CallLimits = {
  /** Per attempt: how long to wait for the response to start (the SDKs' `timeout`). */
  timeoutMs: number;
  /** Retries after the first attempt, for 408/409/429/5xx and dropped connections. */
  maxRetries: number;
  /** A Retry-After longer than this is not waited out: the call fails at once as rate-limited. */
  maxRetryAfterMs: number;
  /** The whole call — every attempt, every wait, the full body — must finish within this. */
  deadlineMs: number;
};

export const DEFAULT_LIMITS: CallLimits = {
  timeoutMs: 120_000,
  maxRetries: 2,
  maxRetryAfterMs: 60_000,
  deadlineMs: 600_000,
};

export type Env = Readonly<Record<string, string | undefined>>;

export function resolveLimits(partial: Partial<CallLimits> | undefined): CallLimits {
  const l = { ...DEFAULT_LIMITS, ...definedOnly(partial ?? {}) };
  for (const [k, v] of Object.entries(l)) {
    if (!Number.isInteger(v) || v < 0 || (k !== 'maxRetries' && k !== 'maxRetryAfterMs' && v === 0)) {
      throw new RangeError(`${k} must be a ${k === 'maxRetries' || k === 'maxRetryAfterMs' ? 'non-negative' : 'positive'} integer, got ${v}`);
    }
  }
  return l;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const RETRYABLE_STATUS = (s: number) => s === 408 || s === 409 || s === 429 || s >= 500;

/**
 * A fetch for the SDKs' `fetch` option. When a retryable response asks for a wait
 * longer than `maxRetryAfterMs`, it adds `x-should-retry: false` — the header both
 * SDKs obey — so the call fails at once with the provider's own error instead of
 * sleeping for as long as the server likes (the OpenAI SDK's sleep cannot even be
 * cancelled).
 */
export function boundedRetryFetch(maxRetryAfterMs: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    if (!RETRYABLE_STATUS(res.status)) return res;
    const wait = parseRetryAfterMs(res.headers);
    if (wait === null || wait <= maxRetryAfterMs) return res;
    const headers = new Headers(res.headers);
    headers.set('x-should-retry', 'false');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

/** The call's signal: the caller's (if any) and the overall deadline. */
export function callSignal(deadlineMs: number, caller?: AbortSignal): { signal: AbortSignal; deadline: AbortSignal } {
  const deadline = AbortSignal.timeout(deadlineMs);
  return { signal: caller ? AbortSignal.any([caller, deadline]) : deadline, deadline };
}

/**
 * Settles when `p` does or as soon as `signal` aborts, whichever is first. For SDK
 * calls that cannot be interrupted everywhere (the OpenAI SDK's wait between retries
 * ignores the signal), so the deadline holds to the millisecond. The abandoned
 * promise's rejection is swallowed; its request was aborted through the same signal.
 */
export function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  p.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((ok, fail) => {
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(ok, fail).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Origin of a base URL for messages: no path noise, never userinfo. */
export function endpointOf(baseURL: string): string {
  try {
    const u = new URL(baseURL);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '')}`;
  } catch {
    return '(invalid URL)';
  }
}

/** Loopback hosts, where an OpenAI-compatible server commonly needs no key. */
export function isLoopback(baseURL: string): boolean {
  try {
    const h = new URL(baseURL).hostname;
    return h === 'localhost' || h === '::1' || h === '[::1]' || /^127\./.test(h);
  } catch {
    return false;
  }
}

/** A transport failure of Node's fetch (undici): connection refused, reset, DNS. */
export function fetchFailureDetail(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const cause = (err as { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String((cause as { code: unknown }).code) : null;
  if (err.name === 'TypeError' && /fetch failed/i.test(err.message)) return code ?? (cause instanceof Error ? cause.message : 'connection failed');
  if (code && /^E[A-Z]+$/.test(code)) return code;
  return null;
}
