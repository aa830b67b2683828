import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_OUTPUT_JSON_SCHEMA } from '../../../shared/model-output.js';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import type { OpenAIOptions } from '../../../electron/pipeline/providers/openai-client.js';
import { createOpenAIGenerator } from '../../../electron/pipeline/generation/openai.js';
import { renderPrompt } from '../../../electron/pipeline/generation/prompt.js';
import { parseModelOutput } from '../../../electron/pipeline/verification/parse-output.js';
import { ANCHORS, CONTRACT_ANSWER, FAST, QUESTION } from '../../helpers/wire/fixtures.js';
import { OPENAI_TEST_KEY, completion, errorReply, jsonReply, sseReply, startOpenAIServer } from '../../helpers/wire/openai.js';
import type { WireServer } from '../../helpers/wire/server.js';

let server: WireServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

function gen(o: OpenAIOptions = {}) {
  return createOpenAIGenerator({ apiKey: OPENAI_TEST_KEY, baseURL: `${server.url}/v1`, limits: FAST, ...o });
}

async function failure(p: Promise<unknown>): Promise<ModelClientError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelClientError);
  return err as ModelClientError;
}

describe('OpenAI-compatible generator over the chat completions wire format', () => {
  it('sends temperature 0 and the contract as a strict json_schema; raw is the content untouched', async () => {
    const content = `  ${CONTRACT_ANSWER}\n`;
    server.enqueue(jsonReply(completion(content)));
    const out = await gen({ model: 'gpt-4.1' }).generate({ question: QUESTION, anchors: ANCHORS });

    const req = server.requests[0]!;
    expect(req.headers.authorization).toBe(`Bearer ${OPENAI_TEST_KEY}`);
    const prompt = renderPrompt(QUESTION, ANCHORS);
    expect(req.body).toMatchObject({
      model: 'gpt-4.1',
      temperature: 0,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'pincite_model_output', strict: true, schema: MODEL_OUTPUT_JSON_SCHEMA } },
    });
    expect(out.raw).toBe(content);
    expect(out).toMatchObject({ model: 'gpt-4.1-2025-04-14', promptVersion: prompt.version, promptSha256: prompt.sha256, temperature: 0, usage: { inputTokens: 640, outputTokens: 88 } });
    expect(parseModelOutput(out.raw).ok).toBe(true);
  });

  it('streams SSE chunks up to data: [DONE], with usage from the last chunk', async () => {
    server.enqueue(sseReply(CONTRACT_ANSWER, { chunk: 11 }));
    const out = await gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS });
    expect(server.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true }, temperature: 0 });
    expect(out.raw).toBe(CONTRACT_ANSWER);
    expect(out.usage).toEqual({ inputTokens: 640, outputTokens: 88 });
  });

  it('a stream that stops before finishing: MODEL_BAD_RESPONSE', async () => {
    server.enqueue(sseReply(CONTRACT_ANSWER, { done: false }));
    const err = await failure(gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('malformed content is passed on verbatim for the parser to refuse', async () => {
    server.enqueue(jsonReply(completion('Sure! The term is five years.')));
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(out.raw).toBe('Sure! The term is five years.');
    expect(parseModelOutput(out.raw)).toMatchObject({ ok: false, code: 'MALFORMED_OUTPUT' });
  });

  it('a refusal (null content) is empty raw, so MALFORMED_OUTPUT', async () => {
    server.enqueue(jsonReply(completion(null, { refusal: 'I cannot help with that.' })));
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(out.raw).toBe('');
  });

  it('temperature can be configured, or omitted for models that refuse it', async () => {
    server.enqueue(jsonReply(completion(CONTRACT_ANSWER)), jsonReply(completion(CONTRACT_ANSWER)));
    await gen({ temperature: 0.3 }).generate({ question: QUESTION, anchors: ANCHORS });
    const omitted = await gen({ temperature: null, model: 'gpt-5' }).generate({ question: QUESTION, anchors: ANCHORS });
    expect((server.requests[0]!.body as { temperature: number }).temperature).toBe(0.3);
    expect(server.requests[1]!.body).not.toHaveProperty('temperature');
    expect(omitted.temperature).toBeNull();
  });

  it('401: MODEL_AUTH_FAILED naming OPENAI_API_KEY, never the key', async () => {
    const err = await failure(gen({ apiKey: 'sk-wrong-0000000000' }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_AUTH_FAILED');
    expect(err.message).toMatch(/Incorrect API key provided/);
    expect(err.message).toMatch(/OPENAI_API_KEY/);
    expect(err.message).not.toContain('sk-wrong-0000000000');
    expect(server.requests).toHaveLength(1);
  });

  it('429 with retry-after, then success', async () => {
    server.enqueue(errorReply(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded', { 'retry-after': '0.2' }), jsonReply(completion(CONTRACT_ANSWER)));
    const t0 = performance.now();
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(180);
    expect(server.requests).toHaveLength(2);
    expect(out.raw).toBe(CONTRACT_ANSWER);
  });

  it('429 asking for a longer wait than the bound fails at once (the SDK sleep cannot be cancelled)', async () => {
    server.enqueue(errorReply(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', { 'retry-after': '120' }));
    const t0 = performance.now();
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(err.modelCode).toBe('MODEL_RATE_LIMITED');
    expect(err.message).toMatch(/120 s, longer than the 2 s Pincite waits/);
    expect(server.requests).toHaveLength(1);
  });

  it('500 on every attempt: MODEL_UNAVAILABLE after the bounded retries', async () => {
    const r500 = errorReply(500, 'The server had an error while processing your request.', 'server_error', null, { 'retry-after-ms': '10' });
    server.enqueue(r500, r500, r500);
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(server.requests).toHaveLength(3);
  });

  it('404 unknown model: MODEL_REQUEST_REJECTED, not retried', async () => {
    server.enqueue(errorReply(404, 'The model `gpt-nope` does not exist or you do not have access to it.', 'invalid_request_error', 'model_not_found'));
    const err = await failure(gen({ model: 'gpt-nope' }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_REQUEST_REJECTED');
    expect(err.message).toMatch(/gpt-nope/);
    expect(server.requests).toHaveLength(1);
  });

  it('a server that never answers: MODEL_TIMEOUT', async () => {
    server.enqueue({ kind: 'hang' }, { kind: 'hang' });
    const err = await failure(gen({ limits: { ...FAST, timeoutMs: 250, maxRetries: 1 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
    expect(server.requests).toHaveLength(2);
  });

  it('the overall deadline holds even while the SDK waits out a Retry-After', async () => {
    server.enqueue(errorReply(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', { 'retry-after': '1.5' }));
    const t0 = performance.now();
    const err = await failure(gen({ limits: { ...FAST, deadlineMs: 400 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(performance.now() - t0).toBeLessThan(1400); // the server asked for 1.5 s
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
    expect(err.message).toMatch(/overall limit of 400 ms/);
  });

  it('a stream that stalls: MODEL_TIMEOUT from the overall deadline', async () => {
    server.enqueue({ kind: 'stall', contentType: 'text/event-stream', prefix: 'data: {"id":"chatcmpl-test","object":"chat.completion.chunk","model":"gpt-4.1","choices":[{"index":0,"delta":{"content":"{"},"finish_reason":null}]}\n\n' });
    const err = await failure(gen({ stream: true, limits: { ...FAST, deadlineMs: 500 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
  });

  it('a body that is not JSON: MODEL_BAD_RESPONSE', async () => {
    server.enqueue({ kind: 'text', contentType: 'application/json', body: '{"id":"chatcmpl-1","choices":[{' });
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('JSON with no choices: MODEL_BAD_RESPONSE', async () => {
    server.enqueue(jsonReply({ ...completion(CONTRACT_ANSWER), choices: [] }));
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('reads OPENAI_API_KEY / OPENAI_BASE_URL; no key is fine only on loopback', async () => {
    server.enqueue(jsonReply(completion(CONTRACT_ANSWER)));
    const g = createOpenAIGenerator({ env: { OPENAI_API_KEY: OPENAI_TEST_KEY, OPENAI_BASE_URL: `${server.url}/v1` }, limits: FAST });
    expect((await g.generate({ question: QUESTION, anchors: ANCHORS })).raw).toBe(CONTRACT_ANSWER);
    expect(() => createOpenAIGenerator({ env: {} })).toThrow(expect.objectContaining({ modelCode: 'MODEL_NOT_CONFIGURED' }));
    expect(() => createOpenAIGenerator({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1' } })).not.toThrow();
  });
});
