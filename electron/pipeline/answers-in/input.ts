import { PinciteError } from '../../../shared/errors.js';
import type { InputFormat } from '../../../shared/response.js';
import { AnthropicMessage, flattenAnthropic, flattenOpenAi, OpenAiResponse, type ProviderSource } from './provider-formats.js';

export const ANSWER_LIMITS = {
  /** Characters of answer text: a long memo is ~100k; anything near this is not an answer. */
  maxChars: 2_000_000,
  /** Bytes of a file or paste before any parsing (a .docx is zipped XML, so larger than its text). */
  maxBytes: 20 * 1024 * 1024,
} as const;

export type FormatChoice = InputFormat | 'auto';

/** An answer as received: its text (what claims' `answerSpan`s index) and what its provider said it cites. */
export type AnswerInput = {
  format: InputFormat;
  text: string;
  sources: ProviderSource[];
};

const DOCX_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads bytes (a file or a paste) into an answer. `auto` picks the format from the
 * content: a zip is a Word file, JSON is ours, Anthropic's or OpenAI's by its shape,
 * anything else is text. Every refusal is a typed error a lawyer can act on.
 */
export async function readAnswer(bytes: Uint8Array, format: FormatChoice, name = 'the answer'): Promise<AnswerInput> {
  if (bytes.length === 0) throw new PinciteError('FILE_EMPTY', `${name} is empty: paste or choose the answer you want verified.`);
  if (bytes.length > ANSWER_LIMITS.maxBytes) {
    throw new PinciteError('FILE_TOO_LARGE', `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; an answer to verify may be at most ${ANSWER_LIMITS.maxBytes / 1024 / 1024} MB. Verify the answer itself, not the material it was written from.`);
  }
  const isZip = DOCX_MAGIC.every((b, i) => bytes[i] === b);
  const chosen: FormatChoice = format === 'auto' && isZip ? 'docx' : format;
  if (chosen === 'docx') {
    if (!isZip) throw new PinciteError('INVALID_INPUT', `${name} is not a Word (.docx) file. Save it from Word as .docx, or paste its text with --format text.`);
    return checkText({ format: 'docx', text: await docxText(bytes, name), sources: [] }, name);
  }
  const text = decodeText(bytes, name);
  return checkText(parseTextual(text, chosen, name), name);
}

function parseTextual(text: string, format: FormatChoice, name: string): AnswerInput {
  const trimmed = text.trim();
  if (format === 'text') return { format: 'text', text, sources: [] };
  const json = looksLikeJson(trimmed) ? tryJson(trimmed) : undefined;
  if (format === 'auto') {
    if (json === undefined) return { format: 'text', text, sources: [] };
    if (isObj(json) && json.type === 'message') return anthropic(json, name);
    if (isObj(json) && json.object === 'response') return openai(json, name);
    if (isObj(json) && (json.kind === 'answer' || json.kind === 'insufficient_evidence')) return { format: 'contract', text, sources: [] };
    throw new PinciteError('INVALID_INPUT', `${name} is JSON, but neither Pincite's answer format, an Anthropic Messages response nor an OpenAI Responses output. Choose --format explicitly, or paste the answer's text.`);
  }
  if (json === undefined && format !== 'contract') {
    throw new PinciteError('INVALID_INPUT', `${name} is not JSON, so it cannot be ${format === 'anthropic' ? 'an Anthropic Messages response' : 'an OpenAI Responses output'}. Paste the whole API response, or use --format text for prose.`);
  }
  if (format === 'anthropic') return anthropic(json, name);
  if (format === 'openai') return openai(json, name);
  // The contract JSON is parsed (and refused whole, MALFORMED_OUTPUT) by the one parser downstream.
  return { format: 'contract', text, sources: [] };
}

function anthropic(json: unknown, name: string): AnswerInput {
  const p = AnthropicMessage.safeParse(json);
  if (!p.success) throw shapeError(name, 'an Anthropic Messages API response (type "message", role "assistant", content blocks)', p.error.issues);
  const f = flattenAnthropic(p.data);
  if (f.text.trim() === '') throw new PinciteError('INVALID_INPUT', `${name} is an Anthropic response with no text blocks: there is no answer in it to verify.`);
  return { format: 'anthropic', ...f };
}

function openai(json: unknown, name: string): AnswerInput {
  const p = OpenAiResponse.safeParse(json);
  if (!p.success) throw shapeError(name, 'an OpenAI Responses API output (object "response" with an "output" list)', p.error.issues);
  const f = flattenOpenAi(p.data);
  if (f.text.trim() === '') throw new PinciteError('INVALID_INPUT', `${name} is an OpenAI response with no output_text: there is no answer in it to verify.`);
  return { format: 'openai', ...f };
}

function shapeError(name: string, what: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): PinciteError {
  const first = issues.slice(0, 2).map((i) => `${i.path.map(String).join('.') || 'top level'}: ${i.message}`).join('; ');
  return new PinciteError('INVALID_INPUT', `${name} is not ${what} (${first}). Paste the provider's whole JSON response, unedited.`);
}

/** UTF-8 only; binary junk (NULs, many control characters, invalid sequences) is refused, not read as text. */
function decodeText(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new PinciteError('INVALID_INPUT', `${name} is not text (it is not valid UTF-8 — perhaps a PDF, image or other binary file). Paste the answer's text, or save it as .txt, .md or .docx.`);
  }
  const sample = text.slice(0, 100_000);
  const control = (sample.match(/[\u0000-\u0008\u000e-\u001f\u007f]/g) ?? []).length;
  if (sample.includes('\u0000') || control > sample.length * 0.01) {
    throw new PinciteError('INVALID_INPUT', `${name} is not text (it holds binary control characters). Paste the answer's text, or save it as .txt, .md or .docx.`);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function checkText(a: AnswerInput, name: string): AnswerInput {
  if (a.text.trim() === '') throw new PinciteError('FILE_EMPTY', `${name} holds no text: paste or choose the answer you want verified.`);
  if (a.text.length > ANSWER_LIMITS.maxChars) {
    throw new PinciteError('FILE_TOO_LARGE', `${name} is ${a.text.length.toLocaleString('en-US')} characters; an answer to verify may be at most ${ANSWER_LIMITS.maxChars.toLocaleString('en-US')}.`);
  }
  return a;
}

async function docxText(bytes: Uint8Array, name: string): Promise<string> {
  const mammoth = await import('mammoth');
  try {
    const r = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return r.value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n');
  } catch (err) {
    throw new PinciteError('INVALID_INPUT', `${name} is a zip archive but not a readable Word document (${(err as Error).message.slice(0, 120)}). Open it in Word and save it again as .docx, or paste its text.`);
  }
}

function looksLikeJson(s: string): boolean {
  return s.startsWith('{') || s.startsWith('[') || s.startsWith('```json');
}

function tryJson(s: string): unknown {
  const body = /^```json[ \t]*\n([\s\S]*)\n```$/.exec(s)?.[1] ?? s;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
