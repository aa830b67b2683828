import { z } from 'zod';

/**
 * Every failure that crosses a boundary (CLI, IPC, HTTP) carries one of these codes.
 * The message says what happened, to which file or claim, and what the user can do.
 */
export const ErrorCode = z.enum([
  // files handed to ingest
  'FILE_NOT_FOUND',
  'FILE_UNREADABLE',
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'NOT_A_PDF',
  'PDF_ENCRYPTED',
  'PDF_TRUNCATED',
  'PDF_DAMAGED',
  'PDF_NO_PAGES',
  'PDF_TOO_MANY_PAGES',
  'EXTRACTION_FAILED',
  'EXTRACTION_TIMEOUT',
  'OCR_FAILED',
  // matter store
  'MATTER_NEWER_VERSION',
  'MATTER_BUSY',
  'MATTER_UNWRITABLE',
  'MATTER_CORRUPT',
  'NOT_FOUND',
  // model clients (generators and LLM judges)
  'MODEL_NOT_CONFIGURED',
  'MODEL_AUTH_FAILED',
  'MODEL_RATE_LIMITED',
  'MODEL_TIMEOUT',
  'MODEL_UNAVAILABLE',
  'MODEL_UNREACHABLE',
  'MODEL_REQUEST_REJECTED',
  'MODEL_BAD_RESPONSE',
  'MODEL_ABORTED',
  'MODEL_SPEC_INVALID',
  'REPLAY_FILE_UNREADABLE',
  // settings
  'KEY_STORAGE_UNAVAILABLE',
  // the desktop app's core process stopped (it is restarted; the request may be retried)
  'CORE_STOPPED',
  // requests
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorInfo = z.object({ code: ErrorCode, message: z.string() });
export type ErrorInfo = z.infer<typeof ErrorInfo>;

/** A failure we anticipated, with a code a program can branch on. */
export class PinciteError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PinciteError';
    this.code = code;
  }
  toInfo(): ErrorInfo {
    return { code: this.code, message: this.message };
  }
}

/** Turns anything thrown into the wire form; unknown errors become INTERNAL, never a bare string. */
export function toErrorInfo(err: unknown): ErrorInfo {
  if (err instanceof PinciteError) return err.toInfo();
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'INTERNAL', message: `Unexpected error: ${message}` };
}
