import { describe, expect, it } from 'vitest';
import { ModelClientError, parseRetryAfterMs, redact, toModelError, type CallContext } from '../../../electron/pipeline/providers/errors.js';
import { PinciteError, toErrorInfo } from '../../../shared/errors.js';

const ctx: CallContext = {
  label: 'Anthropic',
  provider: 'anthropic',
  endpoint: 'https://api.anthropic.com',
  model: 'claude-sonnet-5-5',
  keyEnv: 'ANTHROPIC_API_KEY',
  urlEnv: 'ANTHROPIC_BASE_URL',
  timeoutMs: 1000,
  deadlineMs: 5000,
  maxRetries: 2,
  maxRetryAfterMs: 60_000,
  secrets: ['sk-secret-123456'],
};

describe('model client errors', () => {
  it('reads Retry-After as milliseconds, seconds or an HTTP date', () => {
    expect(parseRetryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(parseRetryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    const at = parseRetryAfterMs(new Headers({ 'retry-after': new Date(Date.now() + 10_000).toUTCString() }));
    expect(at).toBeGreaterThan(8000);
    expect(parseRetryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeNull();
    expect(parseRetryAfterMs(new Headers())).toBeNull();
  });

  it('maps statuses to codes with messages that say what to do', () => {
    const e = (status: number) => toModelError(ctx, { kind: 'status', status, apiMessage: 'x' });
    expect(e(401).modelCode).toBe('MODEL_AUTH_FAILED');
    expect(e(401).message).toMatch(/Check ANTHROPIC_API_KEY/);
    expect(e(403).modelCode).toBe('MODEL_AUTH_FAILED');
    expect(e(429).modelCode).toBe('MODEL_RATE_LIMITED');
    expect(e(408).modelCode).toBe('MODEL_TIMEOUT');
    expect(e(529).modelCode).toBe('MODEL_UNAVAILABLE');
    expect(e(404).modelCode).toBe('MODEL_REQUEST_REJECTED');
    expect(e(404).message).toMatch(/claude-sonnet-5-5/);
  });

  it('never lets a key through, and crosses the boundary as a PinciteError', () => {
    const err = toModelError(ctx, { kind: 'bad-body', detail: 'echo sk-secret-123456' });
    expect(err.message).not.toContain('sk-secret-123456');
    expect(err).toBeInstanceOf(PinciteError);
    expect(toErrorInfo(err)).toEqual({ code: 'MODEL_BAD_RESPONSE', message: err.message });
    expect(redact('a sk-secret-123456 b sk-secret-123456', ['sk-secret-123456'])).toBe('a [redacted] b [redacted]');
    expect(new ModelClientError('MODEL_NOT_CONFIGURED', 'm').code).toBe('MODEL_NOT_CONFIGURED');
  });
});
