import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCitedReply, type SentDocument } from '../../../electron/pipeline/generation/anthropic-citations.js';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';

const SENT: SentDocument[] = [
  { anchor: 'doc-0001', title: 'doc-0001 — Lease' },
  { anchor: 'doc-0002', title: 'doc-0002 — Lease' },
];

const char = (document_index: number, cited_text: string, document_title: string | null = null) => ({
  type: 'char_location',
  cited_text,
  document_index,
  document_title,
  start_char_index: 0,
  end_char_index: cited_text.length,
  file_id: null,
});
const text = (t: string, citations?: unknown[]) => ({ type: 'text', text: t, ...(citations ? { citations } : {}) });
const reply = (content: Array<{ type: string }>, stop_reason: string | null = 'end_turn') => ({ content, stop_reason });

function converted(r: ReturnType<typeof convertCitedReply>) {
  if (!r.converted) throw new Error(`not converted: ${r.reason}`);
  const parsed = parseModelOutput(r.raw);
  if (!parsed.ok) throw new Error(parsed.detail);
  expect(parsed.output).toEqual(r.output);
  return r.output;
}

describe('convertCitedReply: Anthropic cited prose → model output contract', () => {
  it('each cited block is a claim with its citations; uncited prose stays in value only', () => {
    const out = converted(
      convertCitedReply(
        reply([
          text('Under the lease, '),
          text('the rent is $4,000 per month', [char(0, 'Tenant shall pay rent of $4,000 per month.', 'doc-0001 — Lease')]),
          text(', and '),
          text('the deposit is\n two months', [char(1, 'a deposit equal to two months of rent'), char(1, 'a deposit equal to two months of rent')]),
          text('.'),
        ]),
        SENT,
      ),
    );
    expect(out).toEqual({
      kind: 'answer',
      value: 'Under the lease, the rent is $4,000 per month, and the deposit is\n two months.',
      confidence: expect.any(Number),
      claims: [
        { text: 'the rent is $4,000 per month', citations: [{ anchor: 'doc-0001', quote: 'Tenant shall pay rent of $4,000 per month.' }] },
        { text: 'the deposit is two months', citations: [{ anchor: 'doc-0002', quote: 'a deposit equal to two months of rent' }] },
      ],
    });
  });

  it('confidence is the share of non-space text in cited blocks', () => {
    const out = converted(convertCitedReply(reply([text('aaaa '), text('bbbb', [char(0, 'x')])]), SENT));
    expect(out.kind === 'answer' && out.confidence).toBe(0.5);
  });

  it('maps page and content-block locations by document_index too', () => {
    const page = { type: 'page_location', cited_text: 'p', document_index: 1, document_title: null, start_page_number: 2, end_page_number: 3, file_id: null };
    const block = { type: 'content_block_location', cited_text: 'b', document_index: 0, document_title: null, start_block_index: 0, end_block_index: 1, file_id: null };
    const out = converted(convertCitedReply(reply([text('claim', [page, block])]), SENT));
    expect(out.kind === 'answer' && out.claims[0]!.citations).toEqual([
      { anchor: 'doc-0002', quote: 'p' },
      { anchor: 'doc-0001', quote: 'b' },
    ]);
  });

  it.each([
    ['an index past the documents sent', char(5, 'q'), 'unmapped:document_index=5'],
    ['a title other than the one sent at that index', char(0, 'q', 'doc-0002 — Lease'), 'unmapped:document_index=0'],
    ['a web search result', { type: 'web_search_result_location', cited_text: 'q', url: 'https://x', title: 't', encrypted_index: 'e' }, 'unmapped:web_search_result_location'],
    ['a search result block', { type: 'search_result_location', cited_text: 'q', search_result_index: 0, source: 's', title: null, start_block_index: 0, end_block_index: 1 }, 'unmapped:search_result_location'],
  ])('%s keeps a sentinel anchor no allowlist holds', (_, citation, anchor) => {
    const out = converted(convertCitedReply(reply([text('claim', [citation])]), SENT));
    expect(out.kind === 'answer' && out.claims[0]!.citations[0]!.anchor).toBe(anchor);
  });

  it('a citation with empty cited_text carries no evidence and is dropped', () => {
    const out = converted(convertCitedReply(reply([text('a', [char(0, '   ')]), text('b', [char(0, 'real')])]), SENT));
    expect(out.kind === 'answer' && out.claims).toEqual([{ text: 'b', citations: [{ anchor: 'doc-0001', quote: 'real' }] }]);
  });

  it('no citation anywhere: one claim, the whole prose, citing nothing (the gate says NO_CITATIONS)', () => {
    const out = converted(convertCitedReply(reply([text('The rent is '), text('$4,000.')]), SENT));
    expect(out).toEqual({ kind: 'answer', value: 'The rent is $4,000.', confidence: 0, claims: [{ text: 'The rent is $4,000.', citations: [] }] });
  });

  it('a stated insufficiency is insufficient_evidence, its citations only as tried', () => {
    const out = converted(
      convertCitedReply(
        reply([text('**INSUFFICIENT EVIDENCE:** the lease does not mention parking.\n- MISSING: a parking clause\nMISSING: the site plan\nI looked at '), text('the premises description', [char(0, 'The Premises are Suite 400.')])]),
        SENT,
      ),
    );
    expect(out).toEqual({
      kind: 'insufficient_evidence',
      reason: 'the lease does not mention parking.',
      missing: ['a parking clause', 'the site plan'],
      tried: [{ anchor: 'doc-0001', quote: 'The Premises are Suite 400.' }],
    });
  });

  it('the marker anywhere at a line start wins over cited claims; an empty reason takes the text after it', () => {
    const out = converted(convertCitedReply(reply([text('Rent is due monthly', [char(0, 'rent monthly')]), text('.\ninsufficient evidence:\nNothing on late fees.')]), SENT));
    expect(out).toMatchObject({ kind: 'insufficient_evidence', reason: 'Nothing on late fees.', missing: [], tried: [{ anchor: 'doc-0001', quote: 'rent monthly' }] });
  });

  it.each(['max_tokens', 'refusal', 'tool_use', 'pause_turn', 'model_context_window_exceeded', null])('stop_reason %s is not converted: MALFORMED_OUTPUT', (stop) => {
    const r = convertCitedReply(reply([text('The rent is', [char(0, 'rent')])], stop), SENT);
    expect(r.converted).toBe(false);
    expect(r.raw).toMatch(/^Anthropic reply not converted/);
    expect(r.raw).toContain('The rent is');
    expect(parseModelOutput(r.raw)).toMatchObject({ ok: false, code: 'MALFORMED_OUTPUT' });
  });

  it('no text at all, or an unreadable citation, is not converted', () => {
    expect(convertCitedReply(reply([]), SENT).converted).toBe(false);
    expect(convertCitedReply(reply([text('  \n')]), SENT).converted).toBe(false);
    const bad = convertCitedReply(reply([text('x', [{ type: 'char_location', cited_text: 'q' }])]), SENT);
    expect(bad).toMatchObject({ converted: false, reason: expect.stringMatching(/citation 0 of content block 0/) });
    expect(convertCitedReply(reply([{ type: 'text' }]), SENT).converted).toBe(false);
  });

  it('thinking and other non-text blocks are not part of the answer', () => {
    const out = converted(convertCitedReply(reply([{ type: 'thinking', thinking: 'hmm', signature: 's' } as { type: string }, text('Rent', [char(0, 'rent')])]), SENT));
    expect(out.kind === 'answer' && out.value).toBe('Rent');
  });

  it('never invents: every anchor is one sent or a sentinel, every quote is a cited_text of the reply', () => {
    const citation = fc.oneof(
      fc.record({ i: fc.integer({ min: 0, max: 4 }), q: fc.string({ maxLength: 12 }), t: fc.constantFrom(null, 'doc-0001 — Lease', 'other') }).map(({ i, q, t }) => char(i, q, t)),
      fc.string({ maxLength: 8 }).map((q) => ({ type: 'web_search_result_location', cited_text: q, url: 'u', title: null, encrypted_index: 'e' })),
    );
    const block = fc.record({ t: fc.string({ maxLength: 20 }), cs: fc.option(fc.array(citation, { maxLength: 3 }), { nil: undefined }) }).map(({ t, cs }) => text(t, cs));
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), fc.constantFrom('end_turn', 'stop_sequence', 'max_tokens'), (blocks, stop) => {
        const r = convertCitedReply(reply(blocks, stop), SENT);
        const parsed = parseModelOutput(r.raw);
        if (!r.converted) {
          expect(parsed.ok).toBe(false);
          return;
        }
        const quotes = new Set(blocks.flatMap((b) => ('citations' in b && b.citations ? b.citations : []).map((c) => (c as { cited_text: string }).cited_text)));
        const cites = r.output.kind === 'answer' ? r.output.claims.flatMap((c) => c.citations) : r.output.tried;
        for (const c of cites) {
          expect(SENT.some((s) => s.anchor === c.anchor) || c.anchor.startsWith('unmapped:')).toBe(true);
          expect(quotes.has(c.quote)).toBe(true);
        }
        if (parsed.ok) expect(parsed.output).toEqual(r.output);
      }),
      { numRuns: 300 },
    );
  });
});
