import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import { judgeAll } from '../../../electron/pipeline/judging/judge-claims.js';
import { createAnthropicJudge } from '../../../electron/pipeline/judging/anthropic.js';
import { DEFAULT_JUDGE_BATCH } from '../../../electron/pipeline/judging/llm-judge.js';
import { createOllamaJudge } from '../../../electron/pipeline/judging/ollama.js';
import { createOpenAIJudge } from '../../../electron/pipeline/judging/openai.js';
import { JUDGE_PROMPT_VERSION, JUDGE_SYSTEM_PROMPT, JUDGE_VERDICTS_JSON_SCHEMA, renderJudgeUser } from '../../../electron/pipeline/judging/prompt.js';
import type { Judge } from '../../../electron/pipeline/judging/types.js';
import * as A from '../../helpers/wire/anthropic.js';
import { FAST } from '../../helpers/wire/fixtures.js';
import * as L from '../../helpers/wire/ollama.js';
import * as O from '../../helpers/wire/openai.js';
import type { Reply, WireServer } from '../../helpers/wire/server.js';

const ITEMS = [
  { claim: 'The term is five years.', span: 'The term of this Agreement is five (5) years from the Effective Date.' },
  { claim: 'The term is ten years.', span: 'The term of this Agreement is five (5) years from the Effective Date.' },
  { claim: 'Distributor may sell competing products.', span: 'Distributor shall not sell competing products in the Territory during the term.' },
];

const FULL = { verdicts: [
  { claim: 0, verdict: 'entailed', confidence: 0.97 },
  { claim: 1, verdict: 'contradicted', confidence: 0.93 },
  { claim: 2, verdict: 'contradicted', confidence: 0.9 },
] };
/** Item 1 missing, item 2 with a verdict that is not one, a stray index 9. */
const PARTIAL = { verdicts: [
  { claim: 0, verdict: 'entailed', confidence: 0.97 },
  { claim: 2, verdict: 'supported', confidence: 0.9 },
  { claim: 9, verdict: 'entailed', confidence: 1 },
] };

type Provider = {
  name: string;
  start: () => Promise<WireServer>;
  judge: (url: string) => Judge;
  /** The reply carrying `text` as the model's answer. */
  reply: (text: string) => Reply;
  fail401: Reply;
  checkRequest: (body: Record<string, unknown>) => void;
};

const providers: Provider[] = [
  {
    name: 'anthropic',
    start: () => A.startAnthropicServer(),
    judge: (url) => createAnthropicJudge({ apiKey: A.ANTHROPIC_TEST_KEY, baseURL: url, model: 'claude-haiku-5-5', limits: FAST }),
    reply: (t) => A.jsonReply(A.message([A.text(t)], { model: 'claude-haiku-5-5' })),
    fail401: A.errorReply(401, 'authentication_error', 'invalid x-api-key'),
    checkRequest: (b) => {
      expect(b).toMatchObject({ model: 'claude-haiku-5-5', system: JUDGE_SYSTEM_PROMPT, output_config: { format: { type: 'json_schema', schema: JUDGE_VERDICTS_JSON_SCHEMA } } });
      expect(b).not.toHaveProperty('temperature');
      expect((b.messages as Array<{ content: string }>)[0]!.content).toBe(renderJudgeUser(ITEMS));
    },
  },
  {
    name: 'openai',
    start: () => O.startOpenAIServer(),
    judge: (url) => createOpenAIJudge({ apiKey: O.OPENAI_TEST_KEY, baseURL: `${url}/v1`, model: 'gpt-4.1-mini', limits: FAST }),
    reply: (t) => O.jsonReply(O.completion(t, { model: 'gpt-4.1-mini' })),
    fail401: O.errorReply(401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'),
    checkRequest: (b) => {
      expect(b).toMatchObject({
        model: 'gpt-4.1-mini',
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: 'pincite_verdicts', strict: true, schema: JUDGE_VERDICTS_JSON_SCHEMA } },
      });
      expect((b.messages as Array<{ content: string }>)[1]!.content).toBe(renderJudgeUser(ITEMS));
    },
  },
  {
    name: 'ollama',
    start: () => L.startOllamaServer(),
    judge: (url) => createOllamaJudge({ host: url, model: 'qwen2.5:7b', limits: FAST }),
    reply: (t) => L.jsonReply(L.chatReply(t, { model: 'qwen2.5:7b' })),
    fail401: L.errorReply(401, 'unauthorized'),
    checkRequest: (b) => {
      expect(b).toMatchObject({ model: 'qwen2.5:7b', format: JUDGE_VERDICTS_JSON_SCHEMA, options: { temperature: 0 }, stream: false });
      expect((b.messages as Array<{ content: string }>)[1]!.content).toBe(renderJudgeUser(ITEMS));
    },
  },
];

describe.each(providers)('$name judge over its wire format', (p) => {
  let server: WireServer;
  beforeAll(async () => {
    server = await p.start();
  });
  afterAll(async () => server.close());
  beforeEach(() => server.reset());

  it('asks only about entailment, with the verdict schema, and reads every verdict', async () => {
    server.enqueue(p.reply(JSON.stringify(FULL)));
    const judge = p.judge(server.url);
    expect(judge).toMatchObject({ provider: p.name, promptVersion: JUDGE_PROMPT_VERSION });
    const out = await judge.judge(ITEMS);
    p.checkRequest(server.requests[0]!.body as Record<string, unknown>);
    expect(out).toEqual([
      { verdict: 'entailed', confidence: 0.97, reasons: [] },
      { verdict: 'contradicted', confidence: 0.93, reasons: [] },
      { verdict: 'contradicted', confidence: 0.9, reasons: [] },
    ]);
  });

  it('missing and malformed entries are null for their items, never a pass', async () => {
    server.enqueue(p.reply(JSON.stringify(PARTIAL)));
    expect(await p.judge(server.url).judge(ITEMS)).toEqual([{ verdict: 'entailed', confidence: 0.97, reasons: [] }, null, null]);
  });

  it('a reply that is not verdict JSON: every item null', async () => {
    server.enqueue(p.reply('All three claims look fine to me.'));
    expect(await p.judge(server.url).judge(ITEMS)).toEqual([null, null, null]);
  });

  it('batches long item lists, one call per batch, verdict indexes per batch', async () => {
    const n = DEFAULT_JUDGE_BATCH + 2;
    const items = Array.from({ length: n }, (_, i) => ({ claim: `claim ${i}`, span: `span ${i}` }));
    const batch = (k: number) => JSON.stringify({ verdicts: Array.from({ length: k }, (_, i) => ({ claim: i, verdict: 'abstain', confidence: 0.5 })) });
    server.enqueue(p.reply(batch(DEFAULT_JUDGE_BATCH)), p.reply(batch(1)));
    const out = await p.judge(server.url).judge(items);
    expect(server.requests).toHaveLength(2);
    expect(out.slice(0, DEFAULT_JUDGE_BATCH + 1).every((r) => r?.verdict === 'abstain')).toBe(true);
    expect(out[n - 1]).toBeNull(); // the second reply covered only its first item
  });

  describe('responsiveness (prompt v2): asked only for items that carry the question', () => {
    const QUESTION = 'How long is the term of the agreement?';
    const ASKED = [{ ...ITEMS[0]!, question: QUESTION }, { ...ITEMS[1]!, question: QUESTION }, ITEMS[2]!];
    const entry = (claim: number, responsiveness: unknown) => ({ claim, verdict: 'abstain', confidence: 0.6, responsiveness });

    it('sends the question with its items only, and records each answer beside the verdict', async () => {
      server.enqueue(p.reply(JSON.stringify({ verdicts: [entry(0, 'responsive'), entry(1, 'partial'), entry(2, 'not_responsive')] })));
      const out = await p.judge(server.url).judge(ASKED);
      const messages = (server.requests[0]!.body as { messages: Array<{ role: string; content: string }> }).messages;
      const user = messages.find((m) => m.role === 'user')!.content;
      expect(user).toBe(renderJudgeUser(ASKED));
      expect(user).toContain(`"question": "${QUESTION}"`);
      expect(user.match(/"question"/g)).toHaveLength(2);
      expect(out).toEqual([
        { verdict: 'abstain', confidence: 0.6, reasons: [], responsiveness: { value: 'responsive' } },
        { verdict: 'abstain', confidence: 0.6, reasons: [], responsiveness: { value: 'partial' } },
        // Not asked: whatever the model says about it is not read.
        { verdict: 'abstain', confidence: 0.6, reasons: [] },
      ]);
    });

    it.each([
      ['a word that is not a value', 'yes', 'RESPONSIVENESS_MALFORMED'],
      ['a number', 1, 'RESPONSIVENESS_MALFORMED'],
      ['an object', { value: 'responsive' }, 'RESPONSIVENESS_MALFORMED'],
      ['a value in other case', 'Responsive', 'RESPONSIVENESS_MALFORMED'],
      ['null', null, 'RESPONSIVENESS_MISSING'],
      ['nothing', undefined, 'RESPONSIVENESS_MISSING'],
    ])('malformed responsiveness (%s): recorded as such, never responsive, and the verdict stands', async (_, given, problem) => {
      server.enqueue(p.reply(JSON.stringify({ verdicts: [entry(0, given), entry(1, 'not_responsive'), entry(2, null)] })));
      const out = await p.judge(server.url).judge(ASKED);
      expect(out[0]).toEqual({ verdict: 'abstain', confidence: 0.6, reasons: [], responsiveness: { value: null, problem } });
      expect(out[1]?.responsiveness).toEqual({ value: 'not_responsive' });
      expect(out[2]).toEqual({ verdict: 'abstain', confidence: 0.6, reasons: [] });
    });

    it('a reply that is not verdict JSON: every item null (no verdict, no responsiveness), and judgeAll does not throw', async () => {
      server.enqueue(p.reply('{"verdicts":[{"claim":0,"verdict":"entailed","confidence":0.9,"responsiveness":'));
      const all = await judgeAll(p.judge(server.url), ASKED);
      expect(all).toEqual({ results: [null, null, null], error: null });
    });
  });

  it('a failed call throws a typed error; judgeAll turns it into no verdict for every item', async () => {
    server.enqueue(p.fail401);
    const judge = p.judge(server.url);
    await expect(judge.judge(ITEMS)).rejects.toBeInstanceOf(ModelClientError);
    server.enqueue(p.fail401);
    const all = await judgeAll(judge, ITEMS);
    expect(all.results).toEqual([null, null, null]);
    expect(all.error).toMatch(/401/);
  });
});
