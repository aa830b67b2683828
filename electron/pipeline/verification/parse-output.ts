import { ModelOutput, OUTPUT_LIMITS } from '../../../shared/model-output.js';

export type ParseResult = { ok: true; output: ModelOutput } | { ok: false; code: 'MALFORMED_OUTPUT'; detail: string };

/**
 * Parses a generator's raw text into the model output contract. The text must be one
 * JSON document (a single surrounding ```json fence is tolerated, nothing else): prose
 * around it, a second document, wrong types, out-of-range numbers or oversized parts
 * are all MALFORMED_OUTPUT — a free-text answer is never taken as a grounded one.
 */
export function parseModelOutput(raw: string): ParseResult {
  if (typeof raw !== 'string') return malformed('output is not text');
  if (raw.length > OUTPUT_LIMITS.maxChars) return malformed(`output is ${raw.length} characters; the limit is ${OUTPUT_LIMITS.maxChars}`);
  const body = unfence(raw.trim());
  if (body === '') return malformed('output is empty');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (err) {
    return malformed(`output is not a JSON document (${(err as Error).message})`);
  }
  const parsed = ModelOutput.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'output'}: ${i.message}`);
    return malformed(`output does not match the contract: ${first.join('; ')}`);
  }
  return { ok: true, output: parsed.data };
}

function unfence(s: string): string {
  const m = /^```(?:json)?[ \t]*\n([\s\S]*)\n```$/.exec(s);
  return m ? m[1]!.trim() : s;
}

function malformed(detail: string): ParseResult {
  return { ok: false, code: 'MALFORMED_OUTPUT', detail };
}
