import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAnswer } from '../../../electron/pipeline/ask/ask.js';
import { judgeAll } from '../../../electron/pipeline/judging/judge-claims.js';
import { createMiniCheckJudge, MINICHECK_FIXED_CONFIDENCE, MINICHECK_PROMPT_VERSION, miniCheckPrompt, readMiniCheckReply } from '../../../electron/pipeline/judging/minicheck.js';
import { resolveJudge, sameFamily } from '../../../electron/pipeline/judging/registry.js';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import { MATCHING } from '../../../electron/pipeline/verification/matching.js';
import { listAnchors } from '../../../electron/store/anchors.js';
import { getDocumentText } from '../../../electron/store/documents.js';
import { POLICIES } from '../../../shared/policies.js';
import { FAST } from '../../helpers/wire/fixtures.js';
import * as L from '../../helpers/wire/ollama.js';
import type { WireServer } from '../../helpers/wire/server.js';
import { cuadMatter } from '../../helpers/matter.js';

/**
 * `--judge minicheck[:MODEL]`: Bespoke-MiniCheck over Ollama's /api/generate, tested
 * against a local server speaking Ollama's wire format. The model is asked in its own
 * prompt format ("Document: …\nClaim: …", its system prompt is in its Modelfile) and
 * answers Yes or No; Yes → entailed, No → abstain (not supported is not contradicted).
 */
const ITEMS = [
  { claim: 'The distributor may not sell outside the territory.', span: 'Distributor shall not sell the Product outside the Territory.' },
  { claim: 'The term is ten years.', span: 'The term of this Agreement is five (5) years from the Effective Date.' },
];
const yes = (p: number) => [{ token: 'Yes', logprob: Math.log(p), top_logprobs: [{ token: 'Yes', logprob: Math.log(p) }, { token: 'No', logprob: Math.log(1 - p) }] }];
const no = (p: number) => [{ token: 'No', logprob: Math.log(p), top_logprobs: [{ token: 'No', logprob: Math.log(p) }, { token: 'Yes', logprob: Math.log(1 - p) }] }];

describe('MiniCheck judge over the Ollama wire format', () => {
  let server: WireServer;
  beforeAll(async () => {
    server = await L.startOllamaServer();
  });
  afterAll(async () => server.close());
  beforeEach(() => server.reset());
  const judge = (model?: string) => createMiniCheckJudge({ host: server.url, limits: FAST, ...(model ? { model } : {}) });

  it('asks each claim in the model’s own format, one /api/generate call per claim, and reads Yes/No with logprob confidence', async () => {
    server.enqueue(L.jsonReply(L.generateReply('Yes', { logprobs: yes(0.93) })), L.jsonReply(L.generateReply('No', { logprobs: no(0.88) })));
    const j = judge();
    expect(j).toMatchObject({ id: 'minicheck:bespoke-minicheck', provider: 'ollama', promptVersion: MINICHECK_PROMPT_VERSION, family: 'shanghai-ai-lab/internlm' });
    const out = await j.judge(ITEMS);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/generate', '/api/generate']);
    const body = server.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: 'bespoke-minicheck', stream: false, logprobs: true, top_logprobs: 5, options: { temperature: 0, num_predict: 2 } });
    expect(body.prompt).toBe(`Document: ${ITEMS[0]!.span}\nClaim: ${ITEMS[0]!.claim}`);
    expect(body).not.toHaveProperty('system');
    expect(out[0]).toEqual({ verdict: 'entailed', confidence: 0.93, reasons: ['SUPPORTED'] });
    expect(out[1]!.verdict).toBe('abstain');
    expect(out[1]!.confidence).toBeCloseTo(0.88, 4);
    expect(out[1]!.reasons).toEqual(['NOT_SUPPORTED']);
  });

  it('without logprobs a Yes gets the documented fixed confidence (balanced passes, strict does not)', async () => {
    server.enqueue(L.jsonReply(L.generateReply('Yes')), L.jsonReply(L.generateReply(' no')));
    const out = await judge('bespoke-minicheck:7b-q4_K_M').judge(ITEMS);
    expect((server.requests[0]!.body as { model: string }).model).toBe('bespoke-minicheck:7b-q4_K_M');
    expect(out).toEqual([
      { verdict: 'entailed', confidence: MINICHECK_FIXED_CONFIDENCE, reasons: ['SUPPORTED'] },
      { verdict: 'abstain', confidence: MINICHECK_FIXED_CONFIDENCE, reasons: ['NOT_SUPPORTED'] },
    ]);
    expect(MINICHECK_FIXED_CONFIDENCE).toBeGreaterThanOrEqual(POLICIES.balanced.minJudgeConfidence);
    expect(MINICHECK_FIXED_CONFIDENCE).toBeLessThan(POLICIES.strict.minJudgeConfidence);
  });

  it('a reply that is neither Yes nor No is no verdict, never a pass', () => {
    expect(readMiniCheckReply({ content: 'The claim is supported.', topLogprobs: null })).toBeNull();
    expect(readMiniCheckReply({ content: '', topLogprobs: null })).toBeNull();
    expect(readMiniCheckReply({ content: 'Yesterday', topLogprobs: null })).toBeNull();
    // Logprobs without a Yes or a No among them: the fixed confidence, not a guess.
    expect(readMiniCheckReply({ content: 'Yes', topLogprobs: [{ token: '<', logprob: -0.1 }] })).toEqual({ verdict: 'entailed', confidence: MINICHECK_FIXED_CONFIDENCE, reasons: ['SUPPORTED'] });
  });

  it('a failed call throws a typed error; judgeAll turns it into no verdict for every item', async () => {
    server.enqueue(L.errorReply(404, 'model "bespoke-minicheck" not found, try pulling it first'));
    await expect(judge().judge(ITEMS)).rejects.toBeInstanceOf(ModelClientError);
    server.enqueue(L.errorReply(404, 'model "bespoke-minicheck" not found, try pulling it first'));
    const all = await judgeAll(judge(), ITEMS);
    expect(all.results).toEqual([null, null]);
    expect(all.error).toMatch(/not found/);
    // A body that is not a generate reply is a typed error too.
    server.enqueue(L.jsonReply({ model: 'bespoke-minicheck', done: true }));
    await expect(judge().judge(ITEMS.slice(0, 1))).rejects.toMatchObject({ code: expect.any(String) });
  });

  it('resolves from --judge specs, with the Ollama host from OLLAMA_HOST; a malformed model is refused', async () => {
    const env = { OLLAMA_HOST: server.url };
    expect((await resolveJudge('minicheck', { env })).id).toBe('minicheck:bespoke-minicheck');
    expect((await resolveJudge('MiniCheck:bespoke-minicheck:7b-q4_K_M', { env })).id).toBe('minicheck:bespoke-minicheck:7b-q4_K_M');
    await expect(resolveJudge('minicheck:', { env })).rejects.toMatchObject({ code: 'MODEL_SPEC_INVALID' });
    // Its family is InternLM's (its base model): refused as the judge of an InternLM generator, not of Llama's.
    const j = await resolveJudge('minicheck', { env });
    expect(sameFamily({ id: 'ollama:internlm2.5:7b', provider: 'ollama', family: 'shanghai-ai-lab/internlm' } as never, j)).toBe(true);
    expect(sameFamily({ id: 'ollama:llama3.1:8b', provider: 'ollama', family: 'meta/llama' } as never, j)).toBe(false);
  });

  it('through the same verify path as every judge: a paraphrase MiniCheck supports is supported, a No is queued unverified', async () => {
    const env = await cuadMatter([6]);
    try {
      const doc = env.ids[0]!;
      const text = getDocumentText(env.matter.db, doc)!;
      const quote = "Distributor's appointment and the rights granted hereunder are nonexclusive.";
      const at = MATCHING.normalizedFind(text, quote, [0, text.length])!;
      const anchor = listAnchors(env.matter.db, doc).find((a) => a.char_start <= at[0] && at[1] <= a.char_end)!;
      const cite = { anchor: anchor.id, quote: text.slice(at[0], at[1]) };
      const raw = JSON.stringify({
        kind: 'answer', value: '…', confidence: 0.9,
        claims: [
          { text: 'The distributor is not the only distributor WGT may appoint.', citations: [cite] },
          { text: 'The distributor has exclusive rights.', citations: [cite] },
        ],
      });
      server.enqueue(L.jsonReply(L.generateReply('Yes', { logprobs: yes(0.96) })), L.jsonReply(L.generateReply('No', { logprobs: no(0.97) })));
      const r = await verifyAnswer(env.matter, raw, null, { judge: judge(), policy: POLICIES.balanced, matching: MATCHING });
      // The judge read the source text at the bound offsets, not the model's quote.
      expect((server.requests[0]!.body as { prompt: string }).prompt).toBe(miniCheckPrompt({ claim: 'The distributor is not the only distributor WGT may appoint.', span: text.slice(at[0], at[1]) }));
      expect(r.claims.map((c) => c.state)).toEqual(['supported', 'unverified']);
      expect(r.claims[0]!.judge).toMatchObject({ model: 'minicheck:bespoke-minicheck', verdict: 'entailed', confidence: 0.96 });
      expect(r.claims[1]!.reasons).toContain('JUDGE_ABSTAINED');
      expect(r.claims[1]!.judge!.reasons).toEqual(['NOT_SUPPORTED']);
    } finally {
      env.cleanup();
    }
  }, 120_000);
});
