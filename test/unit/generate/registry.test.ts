import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import { extractiveGenerator } from '../../../electron/pipeline/generation/extractive.js';
import { GENERATOR_SPEC_FORMS, resolveGenerator } from '../../../electron/pipeline/generation/registry.js';
import { JUDGE_SPEC_FORMS, resolveJudge, sameFamily } from '../../../electron/pipeline/judging/registry.js';

const dir = mkdtempSync(join(tmpdir(), 'pincite-registry-'));
const replayFile = join(dir, 'out.json');
writeFileSync(replayFile, '{"verdicts":[]}');

/** Keys present, nothing called: resolving a spec only builds a client. */
const env = { ANTHROPIC_API_KEY: 'sk-ant-x', OPENAI_API_KEY: 'sk-x', OLLAMA_HOST: 'http://127.0.0.1:9' };

async function rejection(p: Promise<unknown>): Promise<ModelClientError> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(ModelClientError);
  return e as ModelClientError;
}

describe('generator registry', () => {
  it.each([
    ['anthropic', 'anthropic:claude-sonnet-5-5', 'anthropic', 'anthropic/claude'],
    ['anthropic:claude-haiku-5-5', 'anthropic:claude-haiku-5-5', 'anthropic', 'anthropic/claude'],
    ['openai', 'openai:gpt-4.1', 'openai', 'openai/gpt-4.1'],
    ['openai:gpt-4o-mini', 'openai:gpt-4o-mini', 'openai', 'openai/gpt-4o'],
    ['ollama', 'ollama:llama3.1:8b', 'ollama', 'meta/llama'],
    ['ollama:qwen2.5:7b', 'ollama:qwen2.5:7b', 'ollama', 'alibaba/qwen'],
    ['OpenAI:gpt-4.1', 'openai:gpt-4.1', 'openai', 'openai/gpt-4.1'],
  ])('%s → %s', async (spec, id, provider, family) => {
    expect(await resolveGenerator(spec, { env })).toMatchObject({ id, provider, family });
  });

  it('extractive is the offline generator', async () => {
    expect(await resolveGenerator('extractive')).toBe(extractiveGenerator);
  });

  it('replay:FILE keeps everything after replay: as the path, and checks it now', async () => {
    expect(await resolveGenerator(`replay:${replayFile}`)).toMatchObject({ id: `replay:${replayFile}`, provider: 'replay' });
    expect((await rejection(resolveGenerator(`replay:${join(dir, 'missing.json')}`))).modelCode).toBe('REPLAY_FILE_UNREADABLE');
    expect((await rejection(resolveGenerator('replay:'))).modelCode).toBe('MODEL_SPEC_INVALID');
  });

  it.each(['gpt4', '', 'extractive:v2', 'anthropic:', 'openai:gpt 4', 'lexical'])('unknown or malformed spec %j lists the valid forms', async (spec) => {
    const e = await rejection(resolveGenerator(spec, { env }));
    expect(e.modelCode).toBe('MODEL_SPEC_INVALID');
    expect(e.code).toBe('MODEL_SPEC_INVALID');
    for (const form of GENERATOR_SPEC_FORMS) expect(e.message).toContain(form);
  });

  it('a model generator without its key fails at resolution, before any call', async () => {
    expect((await rejection(resolveGenerator('anthropic', { env: {} }))).modelCode).toBe('MODEL_NOT_CONFIGURED');
    expect((await rejection(resolveGenerator('openai', { env: {} }))).modelCode).toBe('MODEL_NOT_CONFIGURED');
  });
});

describe('judge registry', () => {
  it.each([
    ['anthropic:claude-haiku-5-5', 'anthropic:claude-haiku-5-5', 'anthropic/claude'],
    ['openai', 'openai:gpt-4.1', 'openai/gpt-4.1'],
    ['ollama:gemma3:12b', 'ollama:gemma3:12b', 'google/gemma'],
  ])('%s → %s', async (spec, id, family) => {
    expect(await resolveJudge(spec, { env })).toMatchObject({ id, family, promptVersion: 2, asksResponsiveness: true });
  });

  it('replay:FILE', async () => {
    expect(await resolveJudge(`replay:${replayFile}`)).toMatchObject({ id: `replay:${replayFile}`, provider: 'replay', promptVersion: 0 });
  });

  it.runIf(existsSync(new URL('../../../electron/pipeline/judging/lexical.ts', import.meta.url)))('lexical is the offline judge', async () => {
    const j = await resolveJudge('lexical');
    expect(typeof j.judge).toBe('function');
  });

  it('unknown spec lists the valid forms', async () => {
    const e = await rejection(resolveJudge('gpt-judge', { env }));
    expect(e.modelCode).toBe('MODEL_SPEC_INVALID');
    for (const form of JUDGE_SPEC_FORMS) expect(e.message).toContain(form);
  });

  it('lets the pipeline refuse a judge of the generator\'s own family', async () => {
    const claude = await resolveGenerator('anthropic:claude-sonnet-5-5', { env });
    expect(sameFamily(claude, await resolveJudge('anthropic:claude-haiku-5-5', { env }))).toBe(true);
    expect(sameFamily(claude, await resolveJudge('openai:claude-sonnet-5-5', { env }))).toBe(true); // Claude behind a proxy is still Claude
    expect(sameFamily(claude, await resolveJudge('openai:gpt-4.1', { env }))).toBe(false);
    expect(sameFamily(await resolveGenerator('ollama:llama3.1:8b', { env }), await resolveJudge('openai:meta-llama/Llama-3.3-70B-Instruct', { env }))).toBe(true);
    expect(sameFamily(await resolveGenerator('extractive'), await resolveJudge(`replay:${replayFile}`))).toBe(false);
  });
});
