import { readFile, stat } from 'node:fs/promises';
import { PinciteError } from '../../shared/errors.js';
import { ANSWER_LIMITS, readAnswer, type FormatChoice } from '../pipeline/answers-in/input.js';
import { configurePipeline, type PipelineChoice } from '../pipeline/ask/configure.js';
import { verifyPasted } from '../pipeline/ask/verify-pasted.js';
import type { AuthorityMode } from '../pipeline/authorities/check.js';
import { courtListenerFromEnv } from '../pipeline/providers/courtlistener-client.js';
import { retrievalFallback } from '../store/traces.js';
import { formatResponse } from './ask.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

const FORMATS = ['auto', 'contract', 'text', 'docx', 'anthropic', 'openai'] as const;
const AUTHORITY_MODES = ['off', 'matter', 'courtlistener'] as const;

export type VerifyArgs = PipelineChoice & {
  file: string | undefined;
  question: string | undefined;
  format: string | undefined;
  doc: string | undefined;
  authorities: string | undefined;
  json: boolean;
};

const USAGE = 'pincite verify <file> [--format auto|contract|text|docx|anthropic|openai] [--question Q] [--doc ID,…] [--judge J] [--policy P] [--authorities off|matter|courtlistener]  (use - to read the answer from standard input)';

/**
 * `verify <file>`: an answer written anywhere — prose, Markdown, .docx, an Anthropic or
 * OpenAI response, our contract JSON — checked through the one pipeline. `-` reads a
 * paste from standard input. CourtListener's token comes from COURTLISTENER_TOKEN (and
 * COURTLISTENER_URL for a mirror or a test server).
 */
export async function runVerify(open: OpenMatter, args: VerifyArgs, io: CliIo, env: NodeJS.ProcessEnv = process.env, stdin: () => Promise<Buffer> = readStdin): Promise<number> {
  if (!args.file) throw new UsageError(`verify needs an answer file: ${USAGE}`);
  const format = (args.format ?? 'auto') as FormatChoice;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got "${args.format}")`);
  const mode = (args.authorities ?? 'matter') as AuthorityMode;
  if (!(AUTHORITY_MODES as readonly string[]).includes(mode)) throw new UsageError(`--authorities must be one of ${AUTHORITY_MODES.join(', ')} (got "${args.authorities}")`);
  const bytes = args.file === '-' ? await stdin() : await readAnswerFile(args.file);
  const name = args.file === '-' ? 'the pasted answer' : args.file;
  const input = await readAnswer(bytes, format, name);
  const deps = await configurePipeline({ ...args, generator: undefined });
  const courtListener = courtListenerFromEnv(mode, env);
  const docs = args.doc ? args.doc.split(',').map((d) => d.trim()).filter(Boolean) : null;
  io.err(`pincite: verifying ${input.format} answer (${input.text.length} characters), judged by ${deps.judge.id}, policy ${deps.policy.id}@${deps.policy.version}, authorities ${mode}\n`);
  const matter = open();
  const response = await verifyPasted(matter, input, { question: args.question?.trim() || null, docs, authorities: mode, courtListener }, deps);
  if (response.authorityLookup && mode === 'courtlistener' && !courtListener) io.err(`pincite: ${response.authorityLookup.note}\n`);
  const f = retrievalFallback(matter.db, response.trace);
  if (f) io.err(`pincite: ${f.requested} failed (${f.code}: ${f.message}); retrieved with BM25 alone (recorded in trace ${response.trace})\n`);
  printResult(io, args.json, response, () => formatResponse(response));
  return 0;
}

async function readAnswerFile(file: string): Promise<Uint8Array> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new PinciteError(code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'FILE_UNREADABLE', `${file} could not be read (${(err as Error).message}).`);
  }
  if (size > ANSWER_LIMITS.maxBytes) throw new PinciteError('FILE_TOO_LARGE', `${file} is ${(size / 1024 / 1024).toFixed(1)} MB; an answer to verify may be at most ${ANSWER_LIMITS.maxBytes / 1024 / 1024} MB.`);
  try {
    return await readFile(file);
  } catch (err) {
    throw new PinciteError('FILE_UNREADABLE', `${file} could not be read (${(err as Error).message}).`);
  }
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const c of process.stdin) {
    const b = c as Buffer;
    total += b.length;
    // Stop reading a runaway paste early; readAnswer names the limit.
    if (total > ANSWER_LIMITS.maxBytes + 1) return Buffer.concat([...chunks, b]);
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}
