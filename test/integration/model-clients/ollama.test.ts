import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODEL_OUTPUT_JSON_SCHEMA } from '../../../shared/model-output.js';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import type { OllamaOptions } from '../../../electron/pipeline/providers/ollama-client.js';
import { createOllamaGenerator } from '../../../electron/pipeline/generation/ollama.js';
import { renderPrompt } from '../../../electron/pipeline/generation/prompt.js';
import { ANCHORS, CONTRACT_ANSWER, FAST, QUESTION } from '../../helpers/wire/fixtures.js';
import { chatReply, errorReply, jsonReply, ndjsonReply, startOllamaServer } from '../../helpers/wire/ollama.js';
import type { WireServer } from '../../helpers/wire/server.js';

let server: WireServer;
beforeAll(async () => {
  server = await startOllamaServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

function gen(o: OllamaOptions = {}) {
  return createOllamaGenerator({ host: server.url, limits: FAST, ...o });
}

async function failure(p: Promise<unknown>): Promise<ModelClientError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelClientError);
  return err as ModelClientError;
}

describe('Ollama generator over the /api/chat wire format', () => {
  it('sends format = the contract schema, temperature 0 and stream false; raw is the content untouched', async () => {
    server.enqueue(jsonReply(chatReply(CONTRACT_ANSWER)));
    const out = await gen({ model: 'llama3.1:8b' }).generate({ question: QUESTION, anchors: ANCHORS });
    const prompt = renderPrompt(QUESTION, ANCHORS);
    expect(server.requests[0]!.body).toEqual({
      model: 'llama3.1:8b',
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      format: MODEL_OUTPUT_JSON_SCHEMA,
      options: { temperature: 0 },
      stream: false,
    });
    expect(out).toMatchObject({ raw: CONTRACT_ANSWER, model: 'llama3.1:8b', promptSha256: prompt.sha256, temperature: 0, usage: { inputTokens: 512, outputTokens: 96 } });
  });

  it('streams NDJSON up to the done line', async () => {
    server.enqueue(ndjsonReply(CONTRACT_ANSWER, { chunk: 13 }));
    const out = await gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS });
    expect((server.requests[0]!.body as { stream: boolean }).stream).toBe(true);
    expect(out.raw).toBe(CONTRACT_ANSWER);
    expect(out.usage).toEqual({ inputTokens: 512, outputTokens: 96 });
  });

  it('an error line mid-stream: typed error with the server message', async () => {
    server.enqueue(ndjsonReply(CONTRACT_ANSWER.slice(0, 20), { errorAfter: 'llama runner process has terminated' }));
    const err = await failure(gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(err.message).toMatch(/llama runner process has terminated/);
  });

  it('a stream without its done line: MODEL_BAD_RESPONSE', async () => {
    server.enqueue(ndjsonReply(CONTRACT_ANSWER, { done: false }));
    const err = await failure(gen({ stream: true }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('404 unknown model: MODEL_REQUEST_REJECTED with Ollama\'s message, not retried', async () => {
    server.enqueue(errorReply(404, 'model "nope" not found, try pulling it first'));
    const err = await failure(gen({ model: 'nope' }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_REQUEST_REJECTED');
    expect(err.message).toMatch(/try pulling it first/);
    expect(server.requests).toHaveLength(1);
  });

  it('429 with retry-after, then success (retries are Pincite\'s: the client has none)', async () => {
    server.enqueue(errorReply(429, 'too many requests', { 'retry-after': '0.2' }), jsonReply(chatReply(CONTRACT_ANSWER)));
    const t0 = performance.now();
    const out = await gen().generate({ question: QUESTION, anchors: ANCHORS });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(180);
    expect(server.requests).toHaveLength(2);
    expect(out.raw).toBe(CONTRACT_ANSWER);
  });

  it('429 asking for a longer wait than the bound fails at once', async () => {
    server.enqueue(errorReply(429, 'too many requests', { 'retry-after': '90' }));
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_RATE_LIMITED');
    expect(server.requests).toHaveLength(1);
  });

  it('503 busy on every attempt: MODEL_UNAVAILABLE after maxRetries', async () => {
    const busy = errorReply(503, 'server busy, please try again.  maximum pending requests exceeded', { 'retry-after': '0.01' });
    server.enqueue(busy, busy);
    const err = await failure(gen({ limits: { ...FAST, maxRetries: 1 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(err.message).toMatch(/server busy/);
    expect(server.requests).toHaveLength(2);
  });

  it('a proxy\'s non-JSON error page: typed error with its text, and nothing printed to stdout', async () => {
    const log = vi.spyOn(console, 'log');
    const page = { kind: 'text', status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' } as const;
    server.enqueue(page, page);
    const err = await failure(gen({ limits: { ...FAST, maxRetries: 1 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNAVAILABLE');
    expect(err.message).toMatch(/502 Bad Gateway/);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('500 then success', async () => {
    server.enqueue(errorReply(500, 'out of memory', { 'retry-after': '0.01' }), jsonReply(chatReply(CONTRACT_ANSWER)));
    expect((await gen().generate({ question: QUESTION, anchors: ANCHORS })).raw).toBe(CONTRACT_ANSWER);
  });

  it('a server that never answers: MODEL_TIMEOUT', async () => {
    server.enqueue({ kind: 'hang' });
    const t0 = performance.now();
    const err = await failure(gen({ limits: { ...FAST, timeoutMs: 300, maxRetries: 0 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
  });

  it('a body that never finishes: MODEL_TIMEOUT from the overall deadline', async () => {
    server.enqueue({ kind: 'stall', contentType: 'application/json', prefix: '{"model":"llama3.1:8b",' });
    const err = await failure(gen({ limits: { ...FAST, deadlineMs: 500 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_TIMEOUT');
    expect(err.message).toMatch(/overall limit/);
  });

  it('the caller cancelling: MODEL_ABORTED', async () => {
    server.enqueue({ kind: 'hang' });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS, signal: ac.signal }));
    expect(err.modelCode).toBe('MODEL_ABORTED');
  });

  it('a body that is not JSON: MODEL_BAD_RESPONSE', async () => {
    server.enqueue({ kind: 'text', contentType: 'application/json', body: '{"model":"llama3.1:8b","message":' });
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('JSON without a message: MODEL_BAD_RESPONSE', async () => {
    server.enqueue(jsonReply({ model: 'llama3.1:8b', done: true }));
    const err = await failure(gen().generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_BAD_RESPONSE');
  });

  it('nothing listening: MODEL_UNREACHABLE naming OLLAMA_HOST', async () => {
    const closed = await startOllamaServer();
    const url = closed.url;
    await closed.close();
    const err = await failure(createOllamaGenerator({ host: url, limits: { ...FAST, maxRetries: 0 } }).generate({ question: QUESTION, anchors: ANCHORS }));
    expect(err.modelCode).toBe('MODEL_UNREACHABLE');
    expect(err.message).toMatch(/OLLAMA_HOST/);
  });

  it('reads OLLAMA_HOST from the environment', async () => {
    server.enqueue(jsonReply(chatReply(CONTRACT_ANSWER)));
    const g = createOllamaGenerator({ env: { OLLAMA_HOST: server.url }, limits: FAST });
    expect((await g.generate({ question: QUESTION, anchors: ANCHORS })).raw).toBe(CONTRACT_ANSWER);
  });
});
