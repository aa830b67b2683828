import { LEXICAL_RESPONSIVENESS } from '../../electron/pipeline/verification/responsiveness.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask, askAllowlist } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { createOpenAIJudge } from '../../electron/pipeline/judging/openai.js';
import { RESPONSIVENESS_COMBINATION } from '../../electron/pipeline/verification/responsiveness-model.js';
import { readEvents } from '../../electron/store/audit-events.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { cuadParagraphs, paragraphsPdf } from '../helpers/text-pdf.js';
import { FAST } from '../helpers/wire/fixtures.js';
import { completion, jsonReply, OPENAI_TEST_KEY, startOpenAIServer } from '../helpers/wire/openai.js';
import type { WireServer } from '../helpers/wire/server.js';

/**
 * Issue 12 item 3 for model judges: a claim's responsiveness is also asked of the judge
 * model, recorded with its method (`judge:<model>`) in the response and the trail, and
 * combined conservatively with the lexical check — the model can demote, never promote.
 * One real CUAD contract (cuad-dev-28, Colorado law); the answer is replayed, the judge
 * is the OpenAI client against a local server speaking its wire format.
 */
const QUESTION = 'What law governs this agreement?';

describe('a model judge is asked responsiveness too', () => {
  const tmp = tempDir('pincite-judge-resp-');
  let matter: Matter;
  let wire: WireServer;
  let answerFile: string;

  beforeAll(async () => {
    const file = join(tmp.dir, 'cuad-dev-28.pdf');
    writeFileSync(file, paragraphsPdf(cuadParagraphs(28)));
    matter = openMatter(join(tmp.dir, 'matter'));
    const [out] = await ingest(matter, [file]);
    expect(out!.status).toBe('ok');
    const anchorWith = (like: string) => matter.db.prepare('SELECT id, text FROM anchors WHERE text LIKE ?').get(`%${like}%`) as { id: string; text: string };
    const law = anchorWith('laws of the State of Colorado');
    const lawQuote = /This Agreement shall be construed[^.]*Colorado[^.]*\./.exec(law.text.replace(/\s+/g, ' '))![0];
    // Another passage retrieved for the question (the gate admits only those), about something else.
    const allowed = [...(await askAllowlist(matter, QUESTION))];
    expect(allowed).toContain(law.id);
    const sentences = allowed.flatMap((id) => {
      const text = (matter.db.prepare('SELECT text FROM anchors WHERE id = ?').get(id) as { text: string }).text.replace(/\s+/g, ' ');
      return (text.match(/[A-Z][^.]{40,200}\./g) ?? []).map((q) => ({ id, q }));
    });
    const { id: otherId, q: otherQuote } = sentences.find((x) => !/Colorado|govern|laws?\b|jurisdiction/i.test(x.q))!;
    const other = { id: otherId };
    answerFile = join(tmp.dir, 'answer.json');
    // Claim 0 answers the question; claim 1 is in the contract but about something else; claim 2 answers it too.
    const claims = [
      { text: lawQuote, citations: [{ anchor: law.id, quote: lawQuote }] },
      { text: otherQuote, citations: [{ anchor: other.id, quote: otherQuote }] },
      { text: lawQuote, citations: [{ anchor: law.id, quote: lawQuote }] },
    ];
    writeFileSync(answerFile, JSON.stringify({ kind: 'answer', value: 'Colorado law.', confidence: 0.9, claims }));
    wire = await startOpenAIServer();
  }, 120_000);
  afterAll(async () => {
    await wire?.close();
    matter?.close();
    tmp.cleanup();
  });
  beforeEach(() => wire.reset());

  const run = async (verdicts: unknown[]) => {
    wire.enqueue(jsonReply(completion(JSON.stringify({ verdicts }), { model: 'gpt-4.1-mini' })));
    const deps = { ...(await configurePipeline({ generator: `replay:${answerFile}` })), judge: createOpenAIJudge({ apiKey: OPENAI_TEST_KEY, baseURL: `${wire.url}/v1`, model: 'gpt-4.1-mini', limits: FAST }) };
    return ask(matter, QUESTION, deps);
  };
  const v = (claim: number, responsiveness: unknown) => ({ claim, verdict: 'abstain', confidence: 0.6, responsiveness });

  it('the question goes to the judge; its "not_responsive" demotes, its "responsive" does not promote; both answers are recorded', async () => {
    const r = await run([v(0, 'responsive'), v(1, 'responsive'), v(2, 'not_responsive')]);
    const user = (wire.requests[0]!.body as { messages: Array<{ role: string; content: string }> }).messages.find((m) => m.role === 'user')!.content;
    expect(user.match(/"question": "What law governs this agreement\?"/g)).toHaveLength(3);
    const [agree, lifted, demoted] = r.claims;
    expect(agree!.responsiveness).toMatchObject({ value: 'responsive', method: LEXICAL_RESPONSIVENESS, inputs: [{ method: LEXICAL_RESPONSIVENESS, value: 'responsive' }, { method: 'judge:openai:gpt-4.1-mini', value: 'responsive' }] });
    // The model's "responsive" cannot lift what the lexical check found lacking.
    expect(lifted!.responsiveness!.value).not.toBe('responsive');
    expect(lifted!.responsiveness!.method).toBe(LEXICAL_RESPONSIVENESS);
    expect(demoted!.responsiveness).toMatchObject({ value: 'not_responsive', method: 'judge:openai:gpt-4.1-mini' });
    expect(r.responsiveness!.not_responsive).toBeGreaterThanOrEqual(1);
    const events = readEvents(matter.db, { traceIds: [r.trace] }).filter((e) => e.type === 'responsiveness').map((e) => JSON.parse(e.payload) as Record<string, unknown>);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ value: 'not_responsive', method: 'judge:openai:gpt-4.1-mini', combination: RESPONSIVENESS_COMBINATION });
  });

  it('malformed or missing responsiveness: the lexical decision stands, the problem is recorded, nothing crashes', async () => {
    const r = await run([v(0, 'Yes, it answers.'), v(1, 42), { claim: 2, verdict: 'abstain', confidence: 0.6 }]);
    expect(r.status).toBe('answered');
    expect(r.claims[0]!.responsiveness).toMatchObject({ value: 'responsive', method: LEXICAL_RESPONSIVENESS, inputs: [{ value: 'responsive' }, { method: 'judge:openai:gpt-4.1-mini', value: null, problem: 'RESPONSIVENESS_MALFORMED' }] });
    expect(r.claims[1]!.responsiveness!.inputs![1]).toEqual({ method: 'judge:openai:gpt-4.1-mini', value: null, problem: 'RESPONSIVENESS_MALFORMED' });
    expect(r.claims[2]!.responsiveness).toMatchObject({ value: 'responsive', inputs: [{ value: 'responsive' }, { value: null, problem: 'RESPONSIVENESS_MISSING' }] });
  });

  it('a reply that is not JSON at all: no verdict and no responsiveness from the model, lexical stands', async () => {
    const r = await run(['not an entry']);
    expect(r.claims.every((c) => c.judge === null)).toBe(true);
    expect(r.claims[0]!.responsiveness).toMatchObject({ value: 'responsive', method: LEXICAL_RESPONSIVENESS, inputs: [{}, { value: null, problem: 'RESPONSIVENESS_MISSING' }] });
  });
});
