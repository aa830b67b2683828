import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicGenerator } from '../../../electron/pipeline/generation/anthropic.js';
import type { AnthropicOptions } from '../../../electron/pipeline/providers/anthropic-client.js';
import { renderAnthropicPrompt } from '../../../electron/pipeline/generation/anthropic-prompt.js';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import { gate } from '../../../electron/pipeline/verification/gate.js';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';
import {
  ANTHROPIC_TEST_KEY,
  charCitation,
  errorReply,
  jsonReply,
  message,
  sseErrorReply,
  sseFrames,
  sseReply,
  startAnthropicServer,
  text,
} from '../../helpers/wire/anthropic.js';
import { ALLOWLIST, ANCHORS, FAST, QUESTION } from '../../helpers/wire/fixtures.js';
import type { WireServer } from '../../helpers/wire/server.js';

let server: WireServer;
beforeAll(async () => {
  server = await startAnthropicServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

const title0 = `${ANCHORS[0]!.anchor} — ${ANCHORS[0]!.title}`;
const quote0 = 'The term of this Agreement is five (5) years from the Effective Date.';

function gen(o: AnthropicOptions = {}) {
  return createAnthropicGenerator({ apiKey: ANTHROPIC_TEST_KEY, baseURL: server.url, limits: FAST, ...o });
}

function citedAnswer() {
  return message([text('According to the agreement, '), text('the term is five years from the Effective Date', [charCitation(0, ANCHORS[0]!.text, quote0, title0)]), text('.')]);
}

async function failure(p: Promise<unknown>): Promise<ModelClientError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelClientError);
  return err as ModelClientError;
}

describe('Anthropic generator over the Messages API wire format', () => {
  it('sends each anchor as a cited text document and maps citations back to anchors and verbatim quotes', async () => {
    server.enqueue(jsonReply(citedAnswer()));
    const out = await gen({ model: 'claude-sonnet-5-5' }).generate({ question: QUESTION, anchors: ANCHORS });

    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBe(`Bearer ${ANTHROPIC_TEST_KEY}`);
    expect(req.headers['anthropic-version']).toBeTruthy();
    const body = req.body as Record<string, unknown>;
    expect(body.model).toBe('claude-sonnet-5-5');
    expect(body).not.toHaveProperty('temperature'); // refused by API version 2026-10-21
    expect(body).not.toHaveProperty('stream');
    const content = (body.messages as Array<{ role: string; content: Array<Record<string, unknown>> }>)[0]!;
    expect(content.role).toBe('user');
    expect(content.content).toHaveLength(ANCHORS.length + 1);
    ANCHORS.forEach((a, i) => {
      expect(content.content[i]).toMatchObject({
        type: 'document',
        source: { type: 'text', media_type: 'text/plain', data: a.text },
        title: `${a.anchor} — ${a.title}`,
        citations: { enabled: true },
      });
    });
    expect(content.content[ANCHORS.length]).toEqual({ type: 'text', text: `Question: ${QUESTION}` });

    const parsed = parseModelOutput(out.raw);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.output.kind !== 'answer') throw new Error('expected an answer');
    expect(parsed.output.claims).toEqual([{ text: 'the term is five years from the Effective Date', citations: [{ anchor: 'd7f3a1-0001', quote: quote0 }] }]);
    expect(parsed.output.value).toBe('According to the agreement, the term is five years from the Effective Date.');
    expect(gate(parsed.output, ALLOWLIST)).toEqual({ ok: true });

    const prompt = renderAnthropicPrompt(QUESTION, ANCHORS);
    expect(out).toMatchObject({ model: 'claude-sonnet-5-5', promptVersion: prompt.version, promptSha256: prompt.sha256, temperature: null, usage: { inputTokens: 812, outputTokens: 57 } });
    expect(out.latencyMs).toBeGreaterThan(0);
  });

  it('streams over SSE (text_delta and citations_delta) to the same contract output', async () => {
    server.enqueue(jsonReply(citedAnswer()));
    const plain = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    server.enqueue(sseReply(citedAnswer(), 5));
    const streamed = await gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS });
    expect((server.requests[1]!.body as { stream?: boolean }).stream).toBe(true);
    expect(streamed.raw).toBe(plain.raw);
    expect(streamed.usage).toEqual({ inputTokens: 812, outputTokens: 57 });
  });

  it('turns a stated insufficiency into insufficient_evidence, citations only as tried', async () => {
    const cite = charCitation(1, ANCHORS[1]!.text, 'Distributor shall not sell competing products in the Territory', `${ANCHORS[1]!.anchor} — ${ANCHORS[1]!.title}`);
    server.enqueue(jsonReply(message([text('INSUFFICIENT EVIDENCE: the passages do not state the governing law.\nMISSING: the governing law clause\n'), text('The passage examined covers exclusivity', [cite]), text('.')])));
    const out = await gen().generate({ question: 'Which law governs?', anchors: ANCHORS });
    const parsed = parseModelOutput(out.raw);
    expect(parsed.ok && parsed.output).toEqual({
      kind: 'insufficient_evidence',
      reason: 'the passages do not state the governing law.',
      missing: ['the governing law clause'],
      tried: [{ anchor: 'd7f3a1-0002', quote: 'Distributor shall not sell competing products in the Territory' }],
    });
  });

  it('an uncited reply becomes an answer the gate refuses as NO_CITATIONS', async () => {
    server.enqueue(jsonReply(message([text('The term is five years.')])));
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    const parsed = parseModelOutput(out.raw);
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(gate(parsed.output, ALLOWLIST)).toMatchObject({ ok: false, rejection: { code: 'NO_CITATIONS' } });
  });

  it('a citation of a document that was not sent is refused as UNKNOWN_ANCHOR, not re-pointed', async () => {
    server.enqueue(jsonReply(message([text('The term is five years', [{ ...charCitation(0, ANCHORS[0]!.text, quote0, null), document_index: 7 }])])));
    const parsed = parseModelOutput((await gen().generate({ question: QUESTION, anchors: ANCHORS })).raw);
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(gate(parsed.output, ALLOWLIST)).toMatchObject({ ok: false, rejection: { code: 'UNKNOWN_ANCHOR', anchors: ['unmapped:document_index=7'] } });
  });

  it('a reply cut off at max_tokens is not converted: MALFORMED_OUTPUT', async () => {
    server.enqueue(jsonReply(message([text('The term is five years', [charCitation(0, ANCHORS[0]!.text, quote0, title0)]), text(' unless')], { stop_reason: 'max_tokens' })));
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(out.raw).toMatch(/^Anthropic reply not converted.*stop_reason is max_tokens/);
    expect(parseModelOutput(out.raw)).toMatchObject({ ok: false, code: 'MALFORMED_OUTPUT' });
  });

  it('401: MODEL_AUTH_FAILED naming ANTHROPIC_API_KEY, never the key', async () => {
    const err = await failure(gen({ apiKey: 'sk-ant-wrong-key-123456' }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_AUTH_FAILED');
    expect(err.details.status).toBe(401);
    expect(err.message).toMatch(/ANTHROPIC_API_KEY/);
    expect(err.message).toMatch(/invalid x-api-key/);
    expect(err.message).not.toContain('sk-ant-wrong-key-123456');
    expect(server.requests).toHaveLength(1); // 401 is not retried
  });

  it('a key echoed back in an error body is redacted', async () => {
    server.enqueue(errorReply(400, 'invalid_request_error', `bad request from key ${ANTHROPIC_TEST_KEY}`));
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_REQUEST_REJECTED');
    expect(err.message).not.toContain(ANTHROPIC_TEST_KEY);
    expect(err.message).toContain('[redacted]');
  });

  it('429 with retry-after: waits as asked, then succeeds', async () => {
    server.enqueue(errorReply(429, 'rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit', { 'retry-after': '1' }), jsonReply(citedAnswer()));
    const t0 = performance.now();
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(900);
    expect(server.requests).toHaveLength(2);
    expect(parseModelOutput(out.raw).ok).toBe(true);
  });

  it('429 asking for a longer wait than the bound fails at once as MODEL_RATE_LIMITED', async () => {
    server.enqueue(errorReply(429, 'rate_limit_error', 'rate limited', { 'retry-after': '3600' }));
    const t0 = performance.now();
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(err.modelCode).toBe('MODEL_RATE_LIMITED');
    expect(err.details.retryAfterMs).toBe(3_600_000);
    expect(err.message).toMatch(/3600 s/);
    expect(server.requests).toHaveLength(1);
  });

  it('429 on every attempt: MODEL_RATE_LIMITED after maxRetries', async () => {
    const r429 = errorReply(429, 'rate_limit_error', 'rate limited', { 'retry-after-ms': '20' });
    server.enqueue(r429, r429, r429);
    const err = await failure(gen({ limits: { ...FAST, maxRetries: 2 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_RATE_LIMITED');
    expect(server.requests).toHaveLength(3);
  });

  it('500 on every attempt: MODEL_UNAVAILABLE after the bounded retries', async () => {
    const r500 = errorReply(500, 'api_error', 'Internal server error', { 'retry-after-ms': '10' });
    server.enqueue(r500, r500);
    const err = await failure(gen({ limits: { ...FAST, maxRetries: 1 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(err.details.status).toBe(500);
    expect(err.message).toMatch(/2 attempts/);
    expect(server.requests).toHaveLength(2);
  });

  it('529 overloaded, then success', async () => {
    server.enqueue(errorReply(529, 'overloaded_error', 'Overloaded', { 'retry-after-ms': '10' }), jsonReply(citedAnswer()));
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(parseModelOutput(out.raw).ok).toBe(true);
  });

  it('a server that never answers: MODEL_TIMEOUT from the SDK timeout', async () => {
    server.enqueue({ kind: 'hang' });
    const t0 = performance.now();
    const err = await failure(gen({ limits: { ...FAST, timeoutMs: 300, maxRetries: 0 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
    expect(err.message).toMatch(/300 ms/);
  });

  it('a body that starts and never finishes: MODEL_TIMEOUT from the overall deadline', async () => {
    server.enqueue({ kind: 'stall', contentType: 'application/json', prefix: '{"id":"msg_01' });
    const err = await failure(gen({ limits: { ...FAST, deadlineMs: 600 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
    expect(err.message).toMatch(/overall limit of 600 ms/);
  });

  it('a stream that stalls mid-answer: MODEL_TIMEOUT from the overall deadline', async () => {
    server.enqueue({ kind: 'stall', contentType: 'text/event-stream', prefix: sseFrames(citedAnswer()).slice(0, 4).join('') });
    const err = await failure(gen({ stream: true, limits: { ...FAST, deadlineMs: 500 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
  });

  it('the caller cancelling: MODEL_ABORTED', async () => {
    server.enqueue({ kind: 'hang' });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS, signal: ac.signal }));
    expect(err.modelCode).toBe('MODEL_ABORTED');
  });

  it('a body that is not JSON: MODEL_BAD_RESPONSE', async () => {
    server.enqueue({ kind: 'text', contentType: 'application/json', body: '{"id":"msg_01", "content": [' });
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('JSON that is not a message: MODEL_BAD_RESPONSE', async () => {
    server.enqueue({ kind: 'json', body: { hello: 'world' } });
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
    expect(err.message).toMatch(/not a Messages API message/);
  });

  it('an error event in the middle of a stream: typed by its error type', async () => {
    server.enqueue(sseErrorReply('overloaded_error', 'Overloaded'));
    const err = await failure(gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(err.message).toMatch(/overloaded_error: Overloaded/);
  });

  it('nothing listening: MODEL_UNREACHABLE naming ANTHROPIC_BASE_URL', async () => {
    const closed = await startAnthropicServer();
    const url = closed.url;
    await closed.close();
    const err = await failure(createAnthropicGenerator({ apiKey: ANTHROPIC_TEST_KEY, baseURL: url, limits: { ...FAST, maxRetries: 0 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNREACHABLE');
    expect(err.message).toMatch(/ANTHROPIC_BASE_URL/);
  });

  it('reads ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL from the environment, and refuses to start without a key', async () => {
    server.enqueue(jsonReply(citedAnswer()));
    const g = createAnthropicGenerator({ env: { ANTHROPIC_API_KEY: ANTHROPIC_TEST_KEY, ANTHROPIC_BASE_URL: server.url }, limits: FAST });
    expect(parseModelOutput((await g.generate({ question: QUESTION, anchors: ANCHORS })).raw).ok).toBe(true);
    expect(() => createAnthropicGenerator({ env: {} })).toThrow(expect.objectContaining({ modelCode: 'MODEL_NOT_CONFIGURED' }));
  });
});
