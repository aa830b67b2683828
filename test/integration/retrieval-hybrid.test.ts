import { LIST_CONTEXT, SENTENCE_CONTEXT } from '../../electron/pipeline/retrieval/list-context.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { main } from '../../electron/cli.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { fuseRrf, RRF_K } from '../../electron/pipeline/retrieval/embed/fuse.js';
import { embeddingRetrieverName, RRF_CANDIDATES, runRetriever } from '../../electron/pipeline/retrieval/embed/hybrid.js';
import { createOllamaEmbedder } from '../../electron/pipeline/retrieval/embed/ollama.js';
import { createOpenAIEmbedder } from '../../electron/pipeline/retrieval/embed/openai.js';
import { resolveRetriever, type Retriever } from '../../electron/pipeline/retrieval/embed/registry.js';
import { ModelClientError } from '../../electron/pipeline/providers/errors.js';
import { CitationRecord } from '../../electron/pipeline/retrieval/retrieve.js';
import { BM25_RETRIEVER, search } from '../../electron/pipeline/retrieval/search.js';
import { readEvents } from '../../electron/store/audit-events.js';
import type { Db } from '../../electron/store/open.js';
import { tempDir } from '../helpers/corpus.js';
import { cuadMatter } from '../helpers/matter.js';
import { DIMS, fakeEmbedding } from '../helpers/wire/embeddings.js';
import { errorReply as ollamaError, jsonReply as ollamaJson, startOllamaServer } from '../helpers/wire/ollama.js';
import { errorReply as openaiError, jsonReply as openaiJson, OPENAI_TEST_KEY, startOpenAIServer } from '../helpers/wire/openai.js';
import type { WireServer } from '../helpers/wire/server.js';

/**
 * The hybrid retriever on real CUAD contracts against local servers speaking the
 * OpenAI `/v1/embeddings` and Ollama `/api/embed` wire formats. The servers' embedding
 * is a hashed bag of stems (the provider's model is not ours to test); storage, cosine
 * ranking, fusion, the allowlist and the fallback are the real ones.
 */
const QUESTION = 'How much is the royalty?';
const FAST = { timeoutMs: 400, maxRetries: 0, maxRetryAfterMs: 0, deadlineMs: 3000 };

type Env = Awaited<ReturnType<typeof cuadMatter>>;
let env: Env;
let openai: WireServer;
let ollama: WireServer;
const tmp = tempDir();

beforeAll(async () => {
  [env, openai, ollama] = await Promise.all([cuadMatter([1, 6, 18, 3]), startOpenAIServer(OPENAI_TEST_KEY, { embed: fakeEmbedding }), startOllamaServer({ embed: fakeEmbedding })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([openai.close(), ollama.close()]);
  env.cleanup();
  tmp.cleanup();
});
beforeEach(() => {
  openai.reset();
  ollama.reset();
});

const openaiRetriever = (model = 'text-embedding-3-small', limits = {}) => resolveRetriever(`hybrid:openai:${model}`, { openai: { baseURL: `${openai.url}/v1`, apiKey: OPENAI_TEST_KEY, limits: { ...limits } } });
const ollamaRetriever = (model = 'nomic-embed-text', limits = {}) => resolveRetriever(`hybrid:ollama:${model}`, { ollama: { host: ollama.url, limits: { ...limits } } });
const anchorCount = (db: Db) => (db.prepare('SELECT count(*) AS n FROM anchors').get() as { n: number }).n;
const vectorCount = (db: Db, embedder: string) => (db.prepare('SELECT count(*) AS n FROM anchor_embeddings WHERE embedder = ?').get(embedder) as { n: number }).n;

/** Cosine ranking computed here, in float64 from the servers' embedding: independent of the code under test. */
function expectedCosine(db: Db, query: string): Array<{ anchor: string; score: number }> {
  const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  const q = fakeEmbedding(query);
  const qn = norm(q);
  const rows = db.prepare('SELECT id, text FROM anchors ORDER BY rowid').all() as Array<{ id: string; text: string }>;
  return rows
    .map((r) => {
      const v = fakeEmbedding(r.text);
      return { anchor: r.id, score: v.reduce((s, x, i) => s + x * q[i]!, 0) / (norm(v) * qn) };
    })
    .sort((a, b) => b.score - a.score);
}

describe('hybrid retrieval over /v1/embeddings (openai SDK)', () => {
  it('embeds every anchor once, in batches, stores unit vectors, and fuses BM25 with cosine by RRF (k=60)', async () => {
    const r = openaiRetriever();
    const run = await runRetriever(env.matter.db, QUESTION, 8, r);
    const n = anchorCount(env.matter.db);
    const embedder = 'openai:text-embedding-3-small';

    // What went over the wire: the SDK's real request, floats asked for, batches of ≤ 64.
    expect(openai.requests.every((q) => q.path === '/v1/embeddings' && q.headers.authorization === `Bearer ${OPENAI_TEST_KEY}`)).toBe(true);
    const inputs = openai.requests.map((q) => (q.body as { input: string[] }).input);
    expect(openai.requests.every((q) => (q.body as { model: string }).model === 'text-embedding-3-small' && (q.body as { encoding_format: string }).encoding_format === 'float')).toBe(true);
    expect(inputs.slice(0, -1).every((b) => b.length <= 64)).toBe(true);
    expect(inputs.slice(0, -1).flat()).toHaveLength(n);
    expect(inputs.at(-1)).toEqual([QUESTION]);
    expect(run.embeddings).toMatchObject({ embedder, embeddedNow: n, requests: Math.ceil(n / 64) + 1, dims: DIMS });

    // Stored: one unit vector per anchor, float32.
    expect(vectorCount(env.matter.db, embedder)).toBe(n);
    const rows = env.matter.db.prepare('SELECT dims, vector FROM anchor_embeddings WHERE embedder = ?').all(embedder) as Array<{ dims: number; vector: Buffer }>;
    for (const row of rows.slice(0, 20)) {
      const v = new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength));
      expect(row.dims).toBe(DIMS);
      const len = Math.hypot(...v);
      expect(len === 0 || Math.abs(len - 1) < 1e-5).toBe(true);
    }

    // Fusion: every hit's sources carry that retriever's own rank and score, and the fused score is Σ 1/(60 + rank).
    const bm25 = search(env.matter.db, QUESTION, RRF_CANDIDATES);
    const cosine = expectedCosine(env.matter.db, QUESTION);
    const vectorName = embeddingRetrieverName(embedder);
    expect(run.retriever).toBe(`rrf(k=60:${BM25_RETRIEVER},${vectorName})`);
    expect(run.hits.map((h) => h.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const h of run.hits) {
      expect(h.score).toBeCloseTo(h.retrievers!.reduce((s, x) => s + 1 / (RRF_K + x.rank), 0), 6);
      expect(h.retriever).toBe(h.retrievers!.map((x) => x.retriever).join('+'));
      for (const src of h.retrievers!) {
        if (src.retriever === BM25_RETRIEVER) expect(bm25[src.rank - 1]!.anchor).toBe(h.anchor);
        else {
          expect(src.retriever).toBe(vectorName);
          expect(src.score).toBeCloseTo(cosine.find((c) => c.anchor === h.anchor)!.score, 5);
          // Its rank is its place among all anchors by cosine (ties may fall either way).
          expect(cosine.filter((c) => c.score > src.score + 1e-6).length).toBeLessThan(src.rank);
        }
      }
    }
    expect(run.hits.map((h) => h.score)).toEqual([...run.hits.map((h) => h.score)].sort((a, b) => b - a));
    // The embeddings find payment clauses BM25 cannot see (no "royalty" in them): fusion adds them.
    const onlyVector = run.hits.filter((h) => h.retriever === vectorName);
    expect(onlyVector.length).toBeGreaterThan(0);
    for (const h of onlyVector) expect(bm25.some((b) => b.anchor === h.anchor)).toBe(false);
    expect(onlyVector.some((h) => /pay/i.test(h.text))).toBe(true);
    // And the fused list is exactly RRF over the two candidate lists.
    const ref = fuseRrf([{ retriever: BM25_RETRIEVER, hits: bm25 }, { retriever: vectorName, hits: cosine.slice(0, RRF_CANDIDATES) }]).slice(0, 8);
    expect(run.hits.map((h) => h.anchor)).toEqual(ref.map((f) => f.anchor));
  });

  it('a later question embeds only the question: stored vectors are reused', async () => {
    const run = await runRetriever(env.matter.db, 'Which law governs the agreement?', 5, openaiRetriever());
    expect(openai.requests).toHaveLength(1);
    expect((openai.requests[0]!.body as { input: string[] }).input).toEqual(['Which law governs the agreement?']);
    expect(run.embeddings).toMatchObject({ embeddedNow: 0, requests: 1 });
    expect(run.hits[0]!.text).toMatch(/govern/i);
  });

  it('typed errors from the embedder itself: 401, 429, 500, a hang, a body of the wrong shape, a wrong count', async () => {
    const e = createOpenAIEmbedder({ baseURL: `${openai.url}/v1`, apiKey: OPENAI_TEST_KEY, limits: FAST });
    const fails = async (code: string) => {
      const err = await e.embed(['a', 'b']).then(() => null, (x: unknown) => x);
      expect(err).toBeInstanceOf(ModelClientError);
      expect((err as ModelClientError).code).toBe(code);
      return err as ModelClientError;
    };
    const wrongKey = createOpenAIEmbedder({ baseURL: `${openai.url}/v1`, apiKey: 'sk-wrong-key-123456', limits: FAST });
    const auth = await wrongKey.embed(['a']).then(() => null, (x: unknown) => x);
    expect((auth as ModelClientError).code).toBe('MODEL_AUTH_FAILED');
    openai.enqueue(openaiError(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded'));
    await fails('MODEL_RATE_LIMITED');
    openai.enqueue(openaiError(500, 'The server had an error', 'server_error', null));
    await fails('MODEL_UNAVAILABLE');
    openai.enqueue({ kind: 'hang' });
    await fails('MODEL_TIMEOUT');
    openai.enqueue(openaiJson({ object: 'list', data: 'nope', model: 'm' }));
    await fails('MODEL_BAD_RESPONSE');
    openai.enqueue(openaiJson({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [1, 2] }], model: 'm' }));
    expect((await fails('MODEL_BAD_RESPONSE')).message).toMatch(/1 embeddings for 2 inputs/);
    openai.enqueue(openaiJson({ object: 'list', data: [{ index: 0, embedding: [1, 2] }, { index: 1, embedding: [1, 2, 3] }], model: 'm' }));
    expect((await fails('MODEL_BAD_RESPONSE')).message).toMatch(/3 dimensions, expected 2/);
  });
});

describe('hybrid retrieval over /api/embed (ollama client)', () => {
  it('stores its vectors apart from other models and fuses the same way', async () => {
    const run = await runRetriever(env.matter.db, 'Which court has jurisdiction over disputes?', 8, ollamaRetriever());
    const n = anchorCount(env.matter.db);
    expect(ollama.requests.every((q) => q.path === '/api/embed' && (q.body as { model: string; truncate: boolean }).model === 'nomic-embed-text' && (q.body as { truncate: boolean }).truncate === true)).toBe(true);
    expect(ollama.requests.slice(0, -1).every((q) => (q.body as { input: string[] }).input.length <= 32)).toBe(true);
    expect(vectorCount(env.matter.db, 'ollama:nomic-embed-text')).toBe(n);
    expect(vectorCount(env.matter.db, 'openai:text-embedding-3-small')).toBe(n);
    expect(run.hits.some((h) => h.retrievers!.length === 2)).toBe(true);
    expect(new Set(run.hits.flatMap((h) => h.retrievers!.map((x) => x.retriever)))).toEqual(new Set([BM25_RETRIEVER, 'embeddings:ollama:nomic-embed-text']));
  });

  it('a failure part-way keeps the batches already stored; the next question embeds only the rest', async () => {
    const r = ollamaRetriever('all-minilm:l6', FAST);
    const n = anchorCount(env.matter.db);
    ollama.enqueue(ollamaJson({ model: 'all-minilm:l6', embeddings: Array.from({ length: 32 }, (_, i) => fakeEmbedding(`x${i}`)) }), ollamaError(500, 'llama runner process has terminated'));
    const failed = await runRetriever(env.matter.db, QUESTION, 8, r);
    expect(failed.fallback).toMatchObject({ requested: 'hybrid:ollama:all-minilm:l6', used: BM25_RETRIEVER, code: 'MODEL_UNAVAILABLE' });
    expect(failed.fallback!.message).toMatch(/llama runner process has terminated/);
    expect(vectorCount(env.matter.db, 'ollama:all-minilm:l6')).toBe(32);
    ollama.reset();
    const ok = await runRetriever(env.matter.db, QUESTION, 8, r);
    expect(ok.fallback).toBeUndefined();
    expect(ok.embeddings!.embeddedNow).toBe(n - 32);
    expect(vectorCount(env.matter.db, 'ollama:all-minilm:l6')).toBe(n);
  });
});

describe('when the embeddings provider fails, the question falls back to BM25 — recorded, never silent', () => {
  const bm25Top = (k: number) => search(env.matter.db, QUESTION, k).map((h) => h.anchor);

  it.each([
    ['HTTP 500', () => openai.enqueue(openaiError(500, 'The server had an error', 'server_error', null)), 'MODEL_UNAVAILABLE'],
    ['a timeout', () => openai.enqueue({ kind: 'hang' }), 'MODEL_TIMEOUT'],
    ['a body that is not JSON', () => openai.enqueue({ kind: 'text', body: '<html>502 Bad Gateway</html>', contentType: 'text/html' }), 'MODEL_BAD_RESPONSE'],
    ['vectors of other dimensions than those stored', () => openai.enqueue(openaiJson({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2, 0.3] }], model: 'text-embedding-3-small' })), 'MODEL_BAD_RESPONSE'],
  ])('%s: BM25 hits, and the fallback says what failed', async (_label, script, code) => {
    script();
    const run = await runRetriever(env.matter.db, QUESTION, 8, openaiRetriever('text-embedding-3-small', FAST));
    expect(run.retriever).toBe(BM25_RETRIEVER);
    expect(run.hits.map((h) => h.anchor)).toEqual(bm25Top(8));
    expect(run.fallback).toMatchObject({ requested: 'hybrid:openai:text-embedding-3-small', used: BM25_RETRIEVER, code });
  });

  it('an unreachable server: MODEL_UNREACHABLE, and ask records the fallback in the CitationRecord and the trail', async () => {
    const dead = await startOllamaServer();
    const url = dead.url;
    await dead.close();
    const deps = { ...(await configurePipeline({})), retriever: resolveRetriever('hybrid:ollama', { ollama: { host: url, limits: FAST } }) };
    const response = await ask(env.matter, QUESTION, deps);
    expect(response.status).not.toBe('rejected');
    const events = readEvents(env.matter.db, { traceIds: [response.trace] });
    const fallback = events.find((e) => e.type === 'retrieval.fallback');
    expect(JSON.parse(fallback!.payload)).toMatchObject({ requested: 'hybrid:ollama:nomic-embed-text', code: 'MODEL_UNREACHABLE' });
    const record = CitationRecord.parse(JSON.parse(events.find((e) => e.type === 'retrieval')!.payload));
    expect(record).toMatchObject({ retriever: BM25_RETRIEVER, requested: 'hybrid:ollama:nomic-embed-text', fallback: { code: 'MODEL_UNREACHABLE' } });
  });
});

describe('the fused hits are the question\'s allowlist', () => {
  let retriever: Retriever;
  beforeAll(() => {
    retriever = ollamaRetriever();
  });

  it('ask records every hit with its retrievers, sends the fused hits, and an anchor only the embeddings found can be cited', async () => {
    const deps = { ...(await configurePipeline({})), retriever };
    const response = await ask(env.matter, QUESTION, deps);
    const events = readEvents(env.matter.db, { traceIds: [response.trace] });
    const payload = JSON.parse(events.find((e) => e.type === 'retrieval')!.payload) as CitationRecord & { allowlist: string[] };
    const record = CitationRecord.parse(payload);
    expect(record.retriever).toBe(`rrf(k=60:${BM25_RETRIEVER},embeddings:ollama:nomic-embed-text)`);
    expect(record.requested).toBe('hybrid:ollama:nomic-embed-text');
    expect(record.embeddings).toMatchObject({ embedder: 'ollama:nomic-embed-text', embeddedNow: 0, requests: 1 });
    // Every hit a retriever found says which; a list's context, or a sentence's rest over a page break (list-context.ts),
    // was found by none, and names the hit it completes.
    expect(record.hits.every((h) => (h.retriever === LIST_CONTEXT || h.retriever === SENTENCE_CONTEXT ? h.contextOf !== undefined && h.retrievers === undefined : h.retrievers && h.retrievers.length > 0))).toBe(true);
    expect(payload.allowlist).toEqual(record.hits.filter((h) => h.sent).map((h) => h.anchor));
    for (const h of record.hits.filter((x) => !x.sent)) expect(h.excluded).toBeDefined();
    const vectorOnly = record.hits.find((h) => h.sent && h.retriever === 'embeddings:ollama:nomic-embed-text');
    expect(vectorOnly).toBeDefined();

    // A replayed answer citing that anchor passes the gate and binds; one citing an anchor of the matter outside the allowlist does not.
    const text = (env.matter.db.prepare('SELECT text FROM anchors WHERE id = ?').get(vectorOnly!.anchor) as { text: string }).text;
    const quote = text.slice(0, text.indexOf(' ', 60)); // verbatim, line breaks and all
    const file = join(tmp.dir, 'answer.json');
    writeFileSync(file, JSON.stringify({ kind: 'answer', value: 'v', confidence: 0.9, claims: [{ text: quote, citations: [{ anchor: vectorOnly!.anchor, quote }] }] }));
    const replay = await ask(env.matter, QUESTION, { ...(await configurePipeline({ generator: `replay:${file}` })), retriever });
    expect(replay.status).toBe('answered');
    expect(replay.claims[0]!.evidence[0]).toMatchObject({ anchor: vectorOnly!.anchor, match: 'exact' });

    const outside = (env.matter.db.prepare('SELECT id, text FROM anchors WHERE id NOT IN (SELECT value FROM json_each(?)) LIMIT 1').get(JSON.stringify(payload.allowlist)) as { id: string; text: string });
    const q2 = outside.text.split(/\s+/).slice(0, 8).join(' ');
    writeFileSync(file, JSON.stringify({ kind: 'answer', value: 'v', confidence: 0.9, claims: [{ text: q2, citations: [{ anchor: outside.id, quote: q2 }] }] }));
    const rejected = await ask(env.matter, QUESTION, { ...(await configurePipeline({ generator: `replay:${file}` })), retriever });
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejection).toMatchObject({ code: 'UNKNOWN_ANCHOR', anchors: [outside.id] });
  });
});

describe('--retriever', () => {
  it('resolves bm25 and hybrid specs, keeps Ollama tags, and refuses what it does not know with a typed error', () => {
    expect(resolveRetriever('bm25')).toEqual({ kind: 'bm25', spec: 'bm25' });
    expect(resolveRetriever('hybrid:ollama:nomic-embed-text:v1.5', { ollama: { host: ollama.url } }).spec).toBe('hybrid:ollama:nomic-embed-text:v1.5');
    expect(resolveRetriever('hybrid:openai', { openai: { baseURL: `${openai.url}/v1` } }).spec).toBe('hybrid:openai:text-embedding-3-small');
    for (const bad of ['hybrid:cohere', 'embeddings', 'hybrid:openai:', 'hybrid:ollama:two words']) {
      expect(() => resolveRetriever(bad)).toThrow(expect.objectContaining({ code: 'MODEL_SPEC_INVALID' }));
    }
    // A remote OpenAI endpoint without a key fails before anything runs.
    expect(() => resolveRetriever('hybrid:openai', { env: {} })).toThrow(expect.objectContaining({ code: 'MODEL_NOT_CONFIGURED' }));
  });

  it('the CLI: search --retriever prints fused hits with their retrievers; a dead provider prints BM25 hits, the fallback, and a warning', async () => {
    const run = async (host: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const saved = process.env.OLLAMA_HOST;
      process.env.OLLAMA_HOST = host;
      try {
        const code = await main(['search', QUESTION, '--k', '5', '--retriever', 'hybrid:ollama', '--json', '--matter', env.matter.dir], { out: (s) => out.push(s), err: (s) => err.push(s) });
        return { code, json: JSON.parse(out.join('')) as { hits: Array<{ anchor: string; retriever: string; retrievers?: unknown[] }>; retriever?: string; fallback?: { code: string } }, err: err.join('') };
      } finally {
        if (saved === undefined) delete process.env.OLLAMA_HOST;
        else process.env.OLLAMA_HOST = saved;
      }
    };
    const ok = await run(ollama.url);
    expect(ok.code).toBe(0);
    expect(ok.json.retriever).toBe(`rrf(k=60:${BM25_RETRIEVER},embeddings:ollama:nomic-embed-text)`);
    expect(ok.json.hits).toHaveLength(5);
    expect(ok.json.hits.every((h) => Array.isArray(h.retrievers))).toBe(true);
    expect(ok.json.fallback).toBeUndefined();

    const dead = await run('http://127.0.0.1:9');
    expect(dead.code).toBe(0);
    expect(dead.json.fallback).toMatchObject({ code: 'MODEL_UNREACHABLE' });
    expect(dead.json.hits.map((h) => h.anchor)).toEqual(search(env.matter.db, QUESTION, 5).map((h) => h.anchor));
    expect(dead.err).toMatch(/hybrid:ollama:nomic-embed-text failed \(MODEL_UNREACHABLE/);
  });

  it('the API: search:query and answers:ask take a retriever field, validated by the contract', async () => {
    const saved = process.env.OLLAMA_HOST;
    process.env.OLLAMA_HOST = ollama.url;
    const session = await openSession({ matterDir: env.matter.dir });
    const emit = () => undefined;
    try {
      const search = await dispatch(createHandlers(session), 'search:query', { query: QUESTION, k: 5, retriever: 'hybrid:ollama' }, emit);
      expect(search).toMatchObject({ ok: true });
      const hits = (search as { result: { hits: Array<{ retrievers?: unknown[] }> } }).result.hits;
      expect(hits).toHaveLength(5);
      expect(hits.every((h) => Array.isArray(h.retrievers))).toBe(true);
      const asked = await dispatch(createHandlers(session), 'answers:ask', { question: QUESTION, retriever: 'hybrid:ollama' }, emit);
      expect(asked).toMatchObject({ ok: true });
      const trace = (asked as { result: { trace: string } }).result.trace;
      const record = JSON.parse(readEvents(session.current().db, { traceIds: [trace] }).find((e) => e.type === 'retrieval')!.payload) as CitationRecord;
      expect(record.requested).toBe('hybrid:ollama:nomic-embed-text');
      expect(await dispatch(createHandlers(session), 'search:query', { query: QUESTION, retriever: 'hybrid:cohere' }, emit)).toMatchObject({ ok: false, error: { code: 'MODEL_SPEC_INVALID' } });
      expect(await dispatch(createHandlers(session), 'search:query', { query: QUESTION, retriever: '' }, emit)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    } finally {
      await session.close();
      if (saved === undefined) delete process.env.OLLAMA_HOST;
      else process.env.OLLAMA_HOST = saved;
    }
  });
});
