import { z } from 'zod';
import type { Citation, ModelClaim, ModelOutput } from '../../../shared/model-output.js';
import { INSUFFICIENT_MARKER } from './anthropic-prompt.js';

/**
 * Turns an Anthropic Citations API reply (cited prose) into the model output contract.
 * Pure: no I/O, no clock. The rules — each one chosen so that nothing the API did not
 * cite ever looks cited:
 *
 * - Only `end_turn` / `stop_sequence` replies are converted. A reply cut off at
 *   max_tokens, a refusal, a tool call or a paused turn is NOT converted: the raw
 *   becomes a short non-JSON note plus the prose, so the parser records
 *   MALFORMED_OUTPUT (a cut-off legal answer may have lost its qualifier).
 * - A line starting with "INSUFFICIENT EVIDENCE:" anywhere → `insufficient_evidence`:
 *   the rest of that line is the reason, "MISSING:" lines are `missing`, and every
 *   citation in the reply goes to `tried` — never to an answer.
 * - Otherwise each text block that carries citations is one claim: its text (trimmed,
 *   whitespace collapsed), with one contract citation per API citation: anchor =
 *   the anchor sent at `document_index`, quote = `cited_text` verbatim. Uncited prose
 *   is not a claim; it stays in `value`, the answer as the model wrote it.
 * - A reply with no citation at all becomes an answer whose one claim (the whole
 *   prose) cites nothing, which the gate refuses as NO_CITATIONS.
 * - A citation that cannot be tied to a sent anchor — `document_index` out of range,
 *   a `document_title` that is not the title sent at that index, or a location type
 *   we never ask for (web search, search results) — keeps a sentinel anchor
 *   `unmapped:…` that no allowlist contains, so the gate refuses the response as
 *   UNKNOWN_ANCHOR and names it. Nothing is re-pointed to a plausible anchor.
 * - A citation with an empty `cited_text` (of any type) carries no evidence and is dropped.
 * - `confidence` (the API reports none) is the share of the reply's non-space
 *   characters that sit in cited blocks: mostly-uncited prose says so.
 */

export type SentDocument = { anchor: string; title: string };

export type Conversion =
  | { converted: true; output: ModelOutput; raw: string }
  | { converted: false; reason: string; raw: string };

/** The parts of a Messages API reply the conversion reads (validated: it crossed a wire). */
export const AnthropicReply = z.object({
  model: z.string(),
  content: z.array(z.looseObject({ type: z.string() })),
  stop_reason: z.string().nullable(),
  usage: z
    .looseObject({
      input_tokens: z.number(),
      output_tokens: z.number(),
      cache_creation_input_tokens: z.number().nullish(),
      cache_read_input_tokens: z.number().nullish(),
    })
    .nullish(),
});
export type AnthropicReply = z.infer<typeof AnthropicReply>;

const TextBlock = z.object({ type: z.literal('text'), text: z.string(), citations: z.array(z.unknown()).nullish() });

const index = z.number().int().nonnegative();
const Located = z.object({ cited_text: z.string(), document_index: index, document_title: z.string().nullish() });
const KnownCitation = z.discriminatedUnion('type', [
  Located.extend({ type: z.literal('char_location'), start_char_index: index, end_char_index: index }),
  Located.extend({ type: z.literal('page_location'), start_page_number: z.number().int(), end_page_number: z.number().int() }),
  Located.extend({ type: z.literal('content_block_location'), start_block_index: index, end_block_index: index }),
]);
const KNOWN_TYPES = new Set(['char_location', 'page_location', 'content_block_location']);
const OtherCitation = z.looseObject({ type: z.string(), cited_text: z.string().optional() });

const CONVERTED_STOPS = new Set(['end_turn', 'stop_sequence']);
const UNMAPPED = 'unmapped:';

export function convertCitedReply(reply: Pick<AnthropicReply, 'content' | 'stop_reason'>, sent: readonly SentDocument[]): Conversion {
  const blocks: Array<{ text: string; citations: Citation[] }> = [];
  for (const [bi, b] of reply.content.entries()) {
    if (b.type !== 'text') continue; // thinking and other non-text blocks are not part of the answer
    const t = TextBlock.safeParse(b);
    if (!t.success) return unconverted(`content block ${bi} is a text block without readable text`, blocks);
    const citations: Citation[] = [];
    for (const [ci, c] of (t.data.citations ?? []).entries()) {
      const mapped = mapCitation(c, sent);
      if (mapped === 'unreadable') return unconverted(`citation ${ci} of content block ${bi} is not a readable citation`, blocks);
      if (mapped) citations.push(mapped);
    }
    blocks.push({ text: t.data.text, citations: dedupe(citations) });
  }

  if (!CONVERTED_STOPS.has(reply.stop_reason ?? '')) {
    return unconverted(`stop_reason is ${reply.stop_reason ?? 'missing'}${STOP_HINT[reply.stop_reason ?? ''] ?? ''}`, blocks);
  }
  const prose = blocks.map((b) => b.text).join('');
  if (prose.trim() === '') return unconverted('the reply has no text', blocks);

  const insufficient = readInsufficiency(prose);
  if (insufficient) {
    const output: ModelOutput = { kind: 'insufficient_evidence', ...insufficient, tried: dedupe(blocks.flatMap((b) => b.citations)) };
    return { converted: true, output, raw: JSON.stringify(output) };
  }

  let claims: ModelClaim[] = blocks
    .filter((b) => b.citations.length > 0 && collapse(b.text) !== '')
    .map((b) => ({ text: collapse(b.text), citations: b.citations }));
  if (claims.length === 0) claims = [{ text: collapse(prose), citations: [] }];
  const output: ModelOutput = { kind: 'answer', value: prose.trim(), confidence: citedShare(blocks), claims };
  return { converted: true, output, raw: JSON.stringify(output) };
}

const STOP_HINT: Record<string, string> = {
  max_tokens: ' (the answer was cut off at the token limit)',
  refusal: ' (the model declined to answer)',
  model_context_window_exceeded: ' (the prompt and answer did not fit the context window)',
  tool_use: ' (the model asked for a tool; none is offered)',
  pause_turn: ' (the model paused its turn)',
};

/** A contract citation, null (no evidence: dropped), or 'unreadable'. */
function mapCitation(c: unknown, sent: readonly SentDocument[]): Citation | null | 'unreadable' {
  const type = typeof c === 'object' && c !== null && 'type' in c ? (c as { type: unknown }).type : undefined;
  if (typeof type === 'string' && KNOWN_TYPES.has(type)) {
    const k = KnownCitation.safeParse(c);
    if (!k.success) return 'unreadable';
    if (k.data.cited_text.trim() === '') return null;
    const doc = sent[k.data.document_index];
    const titleOk = k.data.document_title == null || (doc !== undefined && k.data.document_title === doc.title);
    const anchor = doc !== undefined && titleOk ? doc.anchor : `${UNMAPPED}document_index=${k.data.document_index}`;
    return { anchor, quote: k.data.cited_text };
  }
  const o = OtherCitation.safeParse(c);
  if (!o.success) return 'unreadable';
  if (!o.data.cited_text || o.data.cited_text.trim() === '') return null;
  return { anchor: `${UNMAPPED}${o.data.type}`.slice(0, 200), quote: o.data.cited_text };
}

const MARKER_RE = new RegExp(`^[ \\t>*_-]*${INSUFFICIENT_MARKER.replace(/:$/, '').replace(' ', '[ _]')}[*_]*[ \\t]*:[*_]*[ \\t]*(.*)$`, 'im');
const MISSING_RE = /^[ \t>*_-]*MISSING[*_]*[ \t]*:[*_]*[ \t]*(.*)$/gim;

function readInsufficiency(prose: string): { reason: string; missing: string[] } | null {
  const m = MARKER_RE.exec(prose);
  if (!m) return null;
  const missing = [...prose.matchAll(MISSING_RE)].map((x) => collapse(x[1] ?? '')).filter((s) => s !== '');
  let reason = collapse(m[1] ?? '');
  if (reason === '') {
    // No reason on the marker line: the prose after it (minus MISSING lines) is the reason.
    const after = prose.slice(m.index + m[0].length).replace(MISSING_RE, '');
    reason = collapse(after);
  }
  return { reason: reason || 'The model said the documents do not answer the question, without saying why.', missing };
}

function citedShare(blocks: ReadonlyArray<{ text: string; citations: Citation[] }>): number {
  const size = (s: string) => s.replace(/\s+/g, '').length;
  const total = blocks.reduce((n, b) => n + size(b.text), 0);
  const cited = blocks.reduce((n, b) => n + (b.citations.length > 0 ? size(b.text) : 0), 0);
  return total === 0 ? 0 : Math.round((cited / total) * 100) / 100;
}

function dedupe(cs: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return cs.filter((c) => {
    const k = `${c.anchor}\u0000${c.quote}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Never JSON (it starts with a word), so the parser records MALFORMED_OUTPUT with this note in the trail. */
function unconverted(reason: string, blocks: ReadonlyArray<{ text: string }>): Conversion {
  const prose = blocks.map((b) => b.text).join('');
  return { converted: false, reason, raw: `Anthropic reply not converted to the answer contract: ${reason}.${prose.trim() ? `\n\n${prose}` : ''}` };
}
