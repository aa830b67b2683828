import { toErrorInfo } from '../../shared/errors.js';
import type { Matter } from '../store/open.js';

export type CliIo = {
  out: (s: string) => void;
  err: (s: string) => void;
};

export const processIo: CliIo = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

/** With --json, stdout carries exactly one JSON document. */
export function printResult(io: CliIo, json: boolean, value: unknown, human: () => string): void {
  io.out(json ? JSON.stringify(value) + '\n' : human() + '\n');
}

export class UsageError extends Error {}

/**
 * Opens the command's matter on first use. Commands check their arguments first, so a
 * usage error never creates a matter folder as a side effect.
 */
export type OpenMatter = () => Matter;

/** Exit code 1 with a clear message on stderr (and a JSON error on stdout with --json). */
export function failRequest(io: CliIo, json: boolean, err: unknown): number {
  const info = err instanceof UsageError ? { code: 'INVALID_INPUT', message: err.message } : toErrorInfo(err);
  io.err(`pincite: ${info.message}\n`);
  if (json) io.out(JSON.stringify({ error: info }) + '\n');
  return 1;
}
