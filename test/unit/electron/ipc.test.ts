import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCore, type Core } from '../../../electron/api/core.js';
import { registerIpc, type IpcMainLike, type PushTarget } from '../../../electron/api/ipc.js';
import type { Handlers } from '../../../electron/api/dispatch.js';
import { createHandlers } from '../../../electron/api/handlers.js';
import { openSession, SAMPLES_DIR, type Session } from '../../../electron/api/session.js';
import { isAppUrl } from '../../../electron/window-policy.js';
import { INVOKE_CHANNEL, METHODS, PUSH_CHANNEL, type Envelope } from '../../../shared/api.js';
import { tempDir } from '../../helpers/corpus.js';

type Listener = Parameters<IpcMainLike['handle']>[1];

/** Electron's ipcMain reduced to what registerIpc may use: a map of channel → handler. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => void handlers.delete(channel),
  };
  const call = (frameUrl: string | null, method: unknown, input?: unknown) => {
    const h = handlers.get(INVOKE_CHANNEL);
    if (!h) throw new Error('no invoke handler registered');
    return h({ senderFrame: frameUrl === null ? null : { url: frameUrl } }, method, input) as Promise<{ ok: boolean; result?: unknown; error?: { code: string; message: string } }>;
  };
  return { ipc, handlers, call };
}

const APP = 'pincite://app/index.html';

describe('registerIpc over the real core', () => {
  const tmp = tempDir('pincite-ipc-');
  let session: Session;
  const called: string[] = [];
  const pushed: unknown[][] = [];
  let target: PushTarget & { destroyed: boolean };
  const fake = fakeIpcMain();
  let dispose: () => void;

  beforeAll(async () => {
    session = await openSession({ matterDir: join(tmp.dir, 'ipc-matter') });
    const handlers = createHandlers(session);
    // Record which handlers run; each still does the real work.
    const recording = Object.fromEntries(
      METHODS.map((m) => [m, (input: unknown, emit: unknown) => (called.push(m), (handlers[m] as (i: unknown, e: unknown) => unknown)(input, emit))]),
    ) as unknown as Handlers;
    target = { destroyed: false, send: (...args) => void pushed.push(args), isDestroyed: () => target.destroyed };
    dispose = registerIpc(fake.ipc, inProcessCore(recording), () => target, isAppUrl);
  });
  afterAll(async () => {
    await session.close();
    tmp.cleanup();
  });

  it('registers exactly one invoke channel that reaches every contract method', async () => {
    expect([...fake.handlers.keys()]).toEqual([INVOKE_CHANNEL]);
    const current = await fake.call(APP, 'matters:current', {});
    expect(current).toMatchObject({ ok: true, result: { name: 'ipc-matter', documents: 0 } });
    expect(await fake.call(APP, 'documents:list', {})).toEqual({ ok: true, result: { documents: [] } });
    expect(await fake.call(APP, 'settings:get', {})).toMatchObject({ ok: true, result: { mode: 'browser' } });
  });

  it.each(METHODS)('%s: input that breaks its schema is INVALID_INPUT and never reaches the handler', async (method) => {
    called.length = 0;
    const r = await fake.call(APP, method, { notInTheContract: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(r.error!.message).toContain(method);
    expect(called).toEqual([]);
  });

  it.each([
    ['an unknown method', 'documents:delete'],
    ['a prototype key', 'constructor'],
    ['a non-string', 42],
    ['nothing', undefined],
  ])('refuses %s', async (_what, method) => {
    called.length = 0;
    expect(await fake.call(APP, method, {})).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('Unknown method') } });
    expect(called).toEqual([]);
  });

  it.each([
    ['a look-alike host', 'pincite://app.evil.com/index.html'],
    ['credentials in the URL', 'pincite://evil@app/index.html'],
    ['another port', 'pincite://app:8080/index.html'],
    ['a web page', 'https://evil.example/'],
    ['a local file', 'file:///work/dist/renderer/index.html'],
    ['a frame with no URL', ''],
    ['no frame at all', null],
  ])('refuses calls from %s before any dispatch', async (_what, url) => {
    called.length = 0;
    const r = await fake.call(url, 'matters:current', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', message: expect.stringContaining('did not come from the Pincite window') } });
    expect(called).toEqual([]);
  });

  it('pushes ingest progress to the window on the push channel, and not to a destroyed one', async () => {
    pushed.length = 0;
    const file = join(SAMPLES_DIR, 'Agency Agreement - American Physicians Capital.pdf');
    const r = await fake.call(APP, 'documents:ingest', { paths: [file] });
    expect(r).toMatchObject({ ok: true, result: { documents: [{ status: 'ok' }] } });
    expect(pushed.length).toBeGreaterThan(0);
    for (const [channel, message] of pushed) {
      expect(channel).toBe(PUSH_CHANNEL);
      expect(message).toMatchObject({ event: 'ingest:progress' });
    }
    target.destroyed = true;
    pushed.length = 0;
    const again = await fake.call(APP, 'documents:ingest', { paths: [join(SAMPLES_DIR, 'Sponsorship Agreement - N2K.pdf')] });
    expect(again.ok).toBe(true);
    expect(pushed).toEqual([]);
  });

  it('a failing handler comes back as {ok:false,error} with its typed code', async () => {
    expect(await fake.call(APP, 'documents:setCategory', { id: 'no-such-doc', category: 'x' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await fake.call(APP, 'matters:open', { name: 'never-made', create: false })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('disposing removes the handler', () => {
    dispose();
    expect(fake.handlers.size).toBe(0);
  });
});

describe('documents:reveal in the desktop shell', () => {
  it('shows the stored copy in the file manager and keeps its path out of the window', async () => {
    const fake = fakeIpcMain();
    const shown: string[] = [];
    const replies: Record<string, Envelope<unknown>> = {
      'documents:reveal': { ok: true, result: { id: 'd1', fileName: 'lease.pdf', sha256: 'ab', path: '/matters/acme/sources/ab.pdf', revealed: false } },
      'documents:list': { ok: true, result: { documents: [] } },
    };
    const core: Core = { invoke: async (method) => replies[String(method)] ?? { ok: false, error: { code: 'NOT_FOUND', message: 'No document d9 in this matter.' } }, subscribe: () => () => undefined };
    registerIpc(fake.ipc, core, () => null, isAppUrl, { showItemInFolder: (p) => void shown.push(p) });
    expect(await fake.call(APP, 'documents:reveal', { id: 'd1' })).toEqual({ ok: true, result: { id: 'd1', fileName: 'lease.pdf', sha256: 'ab', revealed: true } });
    expect(shown).toEqual(['/matters/acme/sources/ab.pdf']);
    // Other methods pass through untouched; a refused reveal shows nothing.
    expect(await fake.call(APP, 'documents:list', {})).toEqual(replies['documents:list']);
    replies['documents:reveal'] = { ok: false, error: { code: 'NOT_FOUND', message: 'No document d9 in this matter.' } };
    expect(await fake.call(APP, 'documents:reveal', { id: 'd9' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(shown).toHaveLength(1);
  });
});
