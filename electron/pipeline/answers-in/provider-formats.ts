import { z } from 'zod';

/**
 * The two provider response shapes a lawyer may paste, as documented by each provider.
 * Only the fields we read are declared; the rest pass (providers add fields over time).
 */

/** Anthropic Messages API citations on a text block (char / page / content-block locations). */
const AnthropicCitation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('char_location'), cited_text: z.string(), document_index: z.number().int(), document_title: z.string().nullable().optional(), start_char_index: z.number().int(), end_char_index: z.number().int() }),
  z.object({ type: z.literal('page_location'), cited_text: z.string(), document_index: z.number().int(), document_title: z.string().nullable().optional(), start_page_number: z.number().int(), end_page_number: z.number().int() }),
  z.object({ type: z.literal('content_block_location'), cited_text: z.string(), document_index: z.number().int(), document_title: z.string().nullable().optional(), start_block_index: z.number().int(), end_block_index: z.number().int() }),
]);
export type AnthropicCitation = z.infer<typeof AnthropicCitation>;

const AnthropicBlock = z.union([
  z.object({ type: z.literal('text'), text: z.string(), citations: z.array(AnthropicCitation).nullable().optional() }),
  // tool use, thinking and the rest carry no answer text
  z.object({ type: z.string() }).loose(),
]);

export const AnthropicMessage = z.object({
  type: z.literal('message'),
  role: z.literal('assistant'),
  content: z.array(AnthropicBlock).min(1),
}).loose();
export type AnthropicMessage = z.infer<typeof AnthropicMessage>;

/** OpenAI Responses API: `output` items; a message's `output_text` carries `file_citation` annotations (file name, no quote). */
const OpenAiAnnotation = z.union([
  z.object({ type: z.literal('file_citation'), file_id: z.string(), filename: z.string().optional(), index: z.number().int() }),
  z.object({ type: z.string() }).loose(),
]);
const OpenAiContent = z.union([
  z.object({ type: z.literal('output_text'), text: z.string(), annotations: z.array(OpenAiAnnotation).optional().default([]) }),
  z.object({ type: z.string() }).loose(),
]);
const OpenAiItem = z.union([
  z.object({ type: z.literal('message'), role: z.literal('assistant'), content: z.array(OpenAiContent) }).loose(),
  z.object({ type: z.string() }).loose(),
]);
export const OpenAiResponse = z.object({
  object: z.literal('response'),
  output: z.array(OpenAiItem).min(1),
}).loose();
export type OpenAiResponse = z.infer<typeof OpenAiResponse>;

/** What the provider said a stretch of the answer rests on, mapped into the flattened answer text. */
export type ProviderSource = {
  /** The cited stretch of the answer text, [start, end). */
  span: [number, number];
  title: string | null;
  quote: string | null;
  pages: [number, number] | null;
  /** The provider's own wording of the location, kept for the reviewer. */
  label: string;
};

export type Flattened = { text: string; sources: ProviderSource[] };

/** Anthropic: text blocks in order; each block's citations point at that block's span. */
export function flattenAnthropic(m: AnthropicMessage): Flattened {
  let text = '';
  const sources: ProviderSource[] = [];
  for (const block of m.content) {
    if (block.type !== 'text' || typeof (block as { text?: unknown }).text !== 'string') continue;
    const b = block as { text: string; citations?: AnthropicCitation[] | null };
    const start = text.length;
    text += b.text;
    for (const c of b.citations ?? []) {
      const pages: [number, number] | null = c.type === 'page_location' ? [c.start_page_number, Math.max(c.start_page_number, c.end_page_number - 1)] : null;
      const where = c.type === 'page_location' ? `pages ${c.start_page_number}–${c.end_page_number - 1}` : c.type === 'char_location' ? `characters ${c.start_char_index}–${c.end_char_index}` : `blocks ${c.start_block_index}–${c.end_block_index - 1}`;
      sources.push({ span: [start, text.length], title: c.document_title ?? null, quote: c.cited_text.trim() || null, pages, label: `${c.document_title ?? `document ${c.document_index}`}, ${where}` });
    }
  }
  return { text, sources };
}

/**
 * OpenAI: output_text parts in order; a `file_citation` annotation's `index` is the
 * character after which it was placed, so it points at the sentence ending there.
 */
export function flattenOpenAi(r: OpenAiResponse): Flattened {
  let text = '';
  const sources: ProviderSource[] = [];
  for (const item of r.output) {
    if (item.type !== 'message') continue;
    for (const part of (item as { content: Array<{ type: string }> }).content) {
      if (part.type !== 'output_text') continue;
      const p = part as unknown as { text: string; annotations: Array<{ type: string; filename?: string; file_id?: string; index?: number }> };
      if (text.length > 0) text += '\n\n';
      const start = text.length;
      text += p.text;
      for (const a of p.annotations) {
        if (a.type !== 'file_citation' || typeof a.index !== 'number') continue;
        const at = start + Math.min(Math.max(0, a.index), p.text.length);
        const name = a.filename ?? a.file_id ?? null;
        sources.push({ span: [Math.max(start, at - 1), Math.max(at, start + 1)], title: name, quote: null, pages: null, label: name ?? 'a file' });
      }
    }
  }
  return { text, sources };
}
