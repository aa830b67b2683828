import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { resolveGenerator, type ClientOverrides } from '../../electron/pipeline/generation/registry.js';
import { resolveJudge, sameFamily } from '../../electron/pipeline/judging/registry.js';
import { PinciteError } from '../../shared/errors.js';
import { POLICIES } from '../../shared/policies.js';
import { cuadMatter } from '../helpers/matter.js';
import { completion, jsonReply, OPENAI_TEST_KEY, startOpenAIServer } from '../helpers/wire/openai.js';
import type { WireServer } from '../helpers/wire/server.js';

/**
 * "A judge of the same provider and model family as the generator is refused unless
 * the policy allows it": end to end through ask and the CLI, against a local server
 * speaking the OpenAI wire format, so a refusal provably happens before any call.
 */
const QUESTION = 'Which law governs the agreement?';
const INSUFFICIENT = JSON.stringify({ kind: 'insufficient_evidence', reason: 'test', missing: ['x'], tried: [] });

let env: Awaited<ReturnType<typeof cuadMatter>>;
let server: WireServer;
let o: ClientOverrides;
beforeAll(async () => {
  [env, server] = await Promise.all([cuadMatter([1]), startOpenAIServer()]);
  o = { openai: { baseURL: `${server.url}/v1`, apiKey: OPENAI_TEST_KEY } };
}, 120_000);
afterAll(async () => {
  await server.close();
  env.cleanup();
});
beforeEach(() => server.reset());

const traces = () => (env.matter.db.prepare('SELECT count(*) AS n FROM traces').get() as { n: number }).n;

describe('a judge of the generator\'s own family', () => {
  it('is refused under strict and balanced before retrieval or any model call, with a typed error saying what to do', async () => {
    const generator = await resolveGenerator('openai:gpt-4.1', o);
    const judge = await resolveJudge('openai:gpt-4.1-mini', o); // the same line: openai/gpt-4.1
    expect(sameFamily(generator, judge)).toBe(true);
    for (const policy of [POLICIES.strict, POLICIES.balanced]) {
      const before = traces();
      const err = await ask(env.matter, QUESTION, { generator, judge, policy, matching: MATCHING, sameFamily }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(PinciteError);
      expect((err as PinciteError).code).toBe('INVALID_INPUT');
      expect((err as PinciteError).message).toMatch(/same provider and model family.*--judge lexical.*--policy lenient/);
      expect(server.requests).toHaveLength(0);
      expect(traces()).toBe(before);
    }
  });

  it('is allowed under lenient, whose policy data says so', async () => {
    expect(POLICIES.lenient.allowSameFamilyJudge).toBe(true);
    server.enqueue(jsonReply(completion(INSUFFICIENT)));
    const generator = await resolveGenerator('openai:gpt-4.1', o);
    const judge = await resolveJudge('openai:gpt-4.1-mini', o);
    const r = await ask(env.matter, QUESTION, { generator, judge, policy: POLICIES.lenient, matching: MATCHING, sameFamily });
    expect(r.status).toBe('insufficient_evidence');
    expect(server.requests).toHaveLength(1);
  });

  it('the same model line across transports counts (Llama on Ollama judged by Llama behind an OpenAI-compatible server); another family does not', async () => {
    const llama = await resolveGenerator('ollama:llama3.1:8b', { ollama: { host: 'http://127.0.0.1:9' } });
    const llamaJudge = await resolveJudge('openai:meta-llama/Llama-3.3-70B-Instruct', o);
    const err = await ask(env.matter, QUESTION, { generator: llama, judge: llamaJudge, policy: POLICIES.balanced, matching: MATCHING, sameFamily }).then(() => null, (e: unknown) => e);
    expect((err as PinciteError).code).toBe('INVALID_INPUT');

    server.enqueue(jsonReply(completion(INSUFFICIENT)));
    const other = await resolveJudge('openai:gpt-4o-mini', o);
    const gpt41 = await resolveGenerator('openai:gpt-4.1', o);
    expect((await ask(env.matter, QUESTION, { generator: gpt41, judge: other, policy: POLICIES.balanced, matching: MATCHING, sameFamily })).status).toBe('insufficient_evidence');
  });

  it('the CLI refuses it with exit code 1 and the typed error in --json', async () => {
    const saved = { url: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
    process.env.OPENAI_BASE_URL = `${server.url}/v1`;
    process.env.OPENAI_API_KEY = OPENAI_TEST_KEY;
    try {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(['ask', QUESTION, '--generator', 'openai:gpt-4.1', '--judge', 'openai:gpt-4.1-nano', '--json', '--matter', env.matter.dir], { out: (s) => out.push(s), err: (s) => err.push(s) });
      expect(code).toBe(1);
      expect(JSON.parse(out.join(''))).toMatchObject({ error: { code: 'INVALID_INPUT' } });
      expect(err.join('')).toMatch(/same provider and model family/);
      expect(server.requests).toHaveLength(0);
    } finally {
      for (const [k, v] of [['OPENAI_BASE_URL', saved.url], ['OPENAI_API_KEY', saved.key]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
