import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { createKeyStore, KEY_FILE_NAME } from '../../electron/settings/key-store.js';
import { PinciteError } from '../../shared/errors.js';
import { tempDir } from '../helpers/corpus.js';
import { aesSecretBox } from '../helpers/secret-box.js';
import { ANCHORS, CONTRACT_ANSWER, QUESTION } from '../helpers/wire/fixtures.js';
import { completion, jsonReply, OPENAI_TEST_KEY, startOpenAIServer } from '../helpers/wire/openai.js';
import type { WireServer } from '../helpers/wire/server.js';

const refused = async (fn: () => unknown) => {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PinciteError);
    return err as PinciteError;
  }
  throw new Error('expected a refusal');
};

describe('provider keys', () => {
  const tmp = tempDir('pincite-keys-');
  let server: WireServer;
  beforeAll(async () => {
    server = await startOpenAIServer();
  });
  afterAll(async () => {
    await server.close();
    tmp.cleanup();
  });

  it('browser mode: keys only from the environment; setting or clearing one is refused and nothing is written', async () => {
    const dir = join(tmp.dir, 'browser');
    const store = createKeyStore({ dir, env: { OPENAI_API_KEY: 'sk-from-env-1234' } });
    const view = store.view();
    expect(view).toMatchObject({ mode: 'browser', keyStorage: 'environment' });
    expect(view.providers).toEqual([
      { provider: 'anthropic', needsKey: true, configured: false, source: null, env: 'ANTHROPIC_API_KEY' },
      { provider: 'openai', needsKey: true, configured: true, source: 'environment', env: 'OPENAI_API_KEY' },
      { provider: 'ollama', needsKey: false, configured: false, source: null, env: 'OLLAMA_HOST' },
    ]);
    const e = await refused(() => store.set('anthropic', 'sk-ant-never-written'));
    expect(e.code).toBe('KEY_STORAGE_UNAVAILABLE');
    expect(e.message).toContain('ANTHROPIC_API_KEY');
    expect((await refused(() => store.clear('openai'))).code).toBe('KEY_STORAGE_UNAVAILABLE');
    expect(() => statSync(join(dir, KEY_FILE_NAME))).toThrow();
    expect((await store.env()).OPENAI_API_KEY).toBe('sk-from-env-1234');
  });

  it('desktop: a key is stored encrypted (owner-only file, never in clear), wins over the environment, and clears', async () => {
    const dir = join(tmp.dir, 'desktop');
    const box = aesSecretBox();
    const store = createKeyStore({ dir, box, env: { ANTHROPIC_API_KEY: 'sk-ant-env-5678' } });
    const after = await store.set('anthropic', 'sk-ant-stored-secret-9999');
    expect(after.mode).toBe('desktop');
    expect(after.keyStorage).toBe('encrypted');
    expect(after.providers[0]).toMatchObject({ provider: 'anthropic', configured: true, source: 'stored' });
    expect(JSON.stringify(after)).not.toContain('sk-ant-stored');
    const file = join(dir, KEY_FILE_NAME);
    expect(readFileSync(file, 'utf8')).not.toContain('sk-ant-stored');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await store.env()).ANTHROPIC_API_KEY).toBe('sk-ant-stored-secret-9999');
    // Another process with the same keychain reads it back.
    expect((await createKeyStore({ dir, box, env: {} }).env()).ANTHROPIC_API_KEY).toBe('sk-ant-stored-secret-9999');
    const cleared = store.clear('anthropic');
    expect(cleared.providers[0]).toMatchObject({ configured: true, source: 'environment' });
    expect((await store.env()).ANTHROPIC_API_KEY).toBe('sk-ant-env-5678');
  });

  it('desktop without a usable keychain refuses to store keys rather than keep them in clear', async () => {
    const store = createKeyStore({ dir: join(tmp.dir, 'nokeychain'), box: aesSecretBox(false), env: {} });
    expect(store.view()).toMatchObject({ mode: 'desktop', keyStorage: 'environment' });
    expect(store.view().keyStorageNote).toContain('keychain');
    expect((await refused(() => store.set('openai', 'sk-proj-0000000000'))).code).toBe('KEY_STORAGE_UNAVAILABLE');
  });

  it('a damaged key file or a key the keychain cannot decrypt is a typed error, not a crash or a silent pass', async () => {
    const dir = join(tmp.dir, 'damaged');
    const store = createKeyStore({ dir, box: aesSecretBox(), env: {} });
    await store.set('openai', 'sk-proj-0000000000');
    expect((await refused(() => createKeyStore({ dir, box: aesSecretBox(), env: {} }).env())).code).toBe('KEY_STORAGE_UNAVAILABLE');
    writeFileSync(join(dir, KEY_FILE_NAME), '{"version":1,');
    expect((await refused(() => store.view())).code).toBe('KEY_STORAGE_UNAVAILABLE');
  });

  it('the generator registry uses the stored key: it is what reaches the provider on the wire', async () => {
    const dir = join(tmp.dir, 'wire');
    const store = createKeyStore({ dir, box: aesSecretBox(), env: { OPENAI_BASE_URL: `${server.url}/v1` } });
    await store.set('openai', OPENAI_TEST_KEY);
    server.enqueue(jsonReply(completion(CONTRACT_ANSWER)));
    const deps = await configurePipeline({ generator: 'openai:gpt-4.1' }, { env: await store.env() });
    await deps.generator.generate({ question: QUESTION, anchors: ANCHORS });
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${OPENAI_TEST_KEY}`);
  });

  it('an offline ask never touches the keychain; a model-backed one reports a broken key store', async () => {
    const dir = join(tmp.dir, 'offline');
    const keys = createKeyStore({ dir, box: aesSecretBox(), env: {} });
    await keys.set('openai', 'sk-proj-0000000000');
    writeFileSync(join(dir, KEY_FILE_NAME), 'not json');
    const session = await openSession({ matterDir: join(tmp.dir, 'offline-matter'), keys });
    try {
      const emit = () => undefined;
      expect(await dispatch(createHandlers(session), 'answers:ask', { question: 'Which law governs?' }, emit)).toMatchObject({ ok: true, result: { status: 'insufficient_evidence' } });
      expect(await dispatch(createHandlers(session), 'answers:ask', { question: 'Which law governs?', generator: 'openai' }, emit)).toMatchObject({ ok: false, error: { code: 'KEY_STORAGE_UNAVAILABLE' } });
    } finally {
      await session.close();
    }
  });

  it('the settings methods go through the contract: unknown providers and blank keys are INVALID_INPUT', async () => {
    const keys = createKeyStore({ dir: join(tmp.dir, 'contract'), box: aesSecretBox(), env: {} });
    const handlers = createHandlers({ keys, crops: () => ({ touch: () => undefined }) } as unknown as Session);
    const emit = () => undefined;
    expect(await dispatch(handlers, 'settings:setKey', { provider: 'ollama', key: 'sk-xxxxxxxxxx' }, emit)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(await dispatch(handlers, 'settings:setKey', { provider: 'openai', key: 'sk with spaces' }, emit)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(await dispatch(handlers, 'settings:setKey', { provider: 'openai', key: '  sk-proj-trimmed-123  ' }, emit)).toMatchObject({ ok: true });
    expect((await keys.env()).OPENAI_API_KEY).toBe('sk-proj-trimmed-123');
    expect(await dispatch(handlers, 'settings:get', {}, emit)).toMatchObject({ ok: true, result: { providers: [{ configured: false }, { configured: true, source: 'stored' }, { configured: false }] } });
  });
});
