import { describe, expect, it } from 'vitest';
import { startCoreProcess } from '../../../electron/api/transport/core-client.js';
import type { CoreLink, HostMessage } from '../../../electron/api/transport/protocol.js';
import type { SecretBox } from '../../../electron/settings/key-store.js';

/**
 * The host's side of the core process against scripted cores: a link that answers the way
 * the script says, so every path — start, answers by id, events, a crash mid-call, the
 * restart, giving up, a refused start, a malformed message, the keychain — is exercised
 * without starting a process. test/unit/api/core-process.test.ts runs the real core.
 */
type Script = (m: HostMessage, core: FakeCore) => void;
type FakeCore = { reply(message: unknown): void; exit(code: number | null): void; received: HostMessage[]; generation: number };

function fakeSpawner(script: Script) {
  const cores: FakeCore[] = [];
  const spawn = (): CoreLink => {
    const listeners: Array<(m: unknown) => void> = [];
    const exits: Array<(c: number | null) => void> = [];
    let dead = false;
    const core: FakeCore = {
      received: [],
      generation: cores.length + 1,
      // A message sent before the core ends still arrives, as on a real port.
      reply: (message) => {
        if (!dead) queueMicrotask(() => listeners.forEach((l) => l(structuredClone(message))));
      },
      exit: (code) => {
        if (dead) return;
        dead = true;
        queueMicrotask(() => exits.forEach((l) => l(code)));
      },
    };
    cores.push(core);
    return {
      post: (m) => {
        if (dead) return;
        core.received.push(m);
        script(m, core);
      },
      onMessage: (l) => void listeners.push(l),
      onExit: (l) => void exits.push(l),
      kill: () => core.exit(null),
    };
  };
  return { spawn, cores };
}

/** A core that starts, echoes each call's method and input, and ends on `close`. */
const echo: Script = (m, core) => {
  if (m.type === 'start') core.reply({ type: 'ready', pid: 1000 + core.generation });
  if (m.type === 'invoke') core.reply({ type: 'result', id: m.id, envelope: { ok: true, result: { method: m.method, input: m.input, generation: core.generation } } });
  if (m.type === 'close') core.exit(0);
};
const quiet = { log: () => undefined };

describe('startCoreProcess: the host side of the core process', () => {
  it('starts the core with the options given, then matches answers to calls by id, out of order too', async () => {
    const answers = new Map<number, (reply: () => void) => void>();
    const { spawn, cores } = fakeSpawner((m, core) => {
      if (m.type === 'start') core.reply({ type: 'ready', pid: 42 });
      // Answer the first call last.
      if (m.type === 'invoke') answers.set(m.id, () => core.reply({ type: 'result', id: m.id, envelope: { ok: true, result: m.method } }));
    });
    const core = await startCoreProcess({ spawn, start: { matterDir: '/m', samples: true }, ...quiet });
    expect(cores[0]!.received[0]).toEqual({ type: 'start', options: { matterDir: '/m', samples: true } });
    expect(core.pid()).toBe(42);
    const a = core.invoke('matters:current', {});
    const b = core.invoke('documents:list', {});
    await Promise.resolve();
    [...answers.values()].reverse().forEach((answer) => answer(() => undefined));
    expect(await Promise.all([a, b])).toEqual([{ ok: true, result: 'matters:current' }, { ok: true, result: 'documents:list' }]);
  });

  it('a refused start rejects with the typed error the core sent (e.g. the matter is busy)', async () => {
    const { spawn } = fakeSpawner((m, core) => {
      if (m.type === 'start') {
        core.reply({ type: 'failed', error: { code: 'MATTER_BUSY', message: 'The matter default is open in another Pincite.' } });
        core.exit(0);
      }
    });
    await expect(startCoreProcess({ spawn, start: {}, ...quiet })).rejects.toMatchObject({ code: 'MATTER_BUSY', message: expect.stringContaining('another Pincite') });
  });

  it('a core that dies before it is ready is CORE_STOPPED, not a hang', async () => {
    const { spawn } = fakeSpawner((m, core) => m.type === 'start' && core.exit(134));
    await expect(startCoreProcess({ spawn, start: {}, ...quiet })).rejects.toMatchObject({ code: 'CORE_STOPPED', message: expect.stringContaining('exit code 134') });
  });

  it('fans push events out to every subscriber until they unsubscribe', async () => {
    const { spawn, cores } = fakeSpawner(echo);
    const core = await startCoreProcess({ spawn, start: {}, ...quiet });
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = core.subscribe((m) => a.push(m));
    core.subscribe((m) => b.push(m));
    cores[0]!.reply({ type: 'event', event: 'export:progress', payload: { stage: 'crops', done: 1, total: 2 } });
    await new Promise((r) => setTimeout(r, 0));
    offA();
    cores[0]!.reply({ type: 'event', event: 'export:progress', payload: { stage: 'crops', done: 2, total: 2 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(a).toEqual([{ event: 'export:progress', payload: { stage: 'crops', done: 1, total: 2 } }]);
    expect(b).toHaveLength(2);
  });

  it('a crash answers the calls in flight with CORE_STOPPED, starts a new core (samples never again) and serves the next call', async () => {
    const { spawn, cores } = fakeSpawner((m, core) => {
      if (m.type === 'start') core.reply({ type: 'ready', pid: 1000 + core.generation });
      // The first core dies on its first call; later ones answer.
      if (m.type === 'invoke' && core.generation === 1) core.exit(139);
      else if (m.type === 'invoke') core.reply({ type: 'result', id: m.id, envelope: { ok: true, result: core.generation } });
    });
    const core = await startCoreProcess({ spawn, start: { samples: true }, ...quiet });
    const r = await core.invoke('bundles:export', { traces: 'all' });
    expect(r).toMatchObject({ ok: false, error: { code: 'CORE_STOPPED', message: expect.stringMatching(/stopped while working on bundles:export \(exit code 139\).*run the request again/) } });
    expect(await core.invoke('matters:current', {})).toEqual({ ok: true, result: 2 });
    expect(core.restarts()).toBe(1);
    expect(core.pid()).toBe(1002);
    expect(cores[1]!.received[0]).toEqual({ type: 'start', options: { samples: false } });
  });

  it('gives up on a core that keeps stopping, and says so to every later call', async () => {
    const { spawn, cores } = fakeSpawner((m, core) => {
      if (m.type === 'start') core.reply({ type: 'ready', pid: 1 });
      if (m.type === 'invoke') core.exit(1);
    });
    const core = await startCoreProcess({ spawn, start: {}, maxRestarts: 2, ...quiet });
    for (let i = 0; i < 3; i++) expect(await core.invoke('documents:list', {})).toMatchObject({ ok: false, error: { code: 'CORE_STOPPED' } });
    expect(cores).toHaveLength(3);
    expect(await core.invoke('documents:list', {})).toMatchObject({ ok: false, error: { code: 'CORE_STOPPED', message: expect.stringContaining('was not started again') } });
    expect(cores).toHaveLength(3);
  });

  it('ignores messages of the wrong shape and answers that name no call', async () => {
    const logged: string[] = [];
    const { spawn, cores } = fakeSpawner(echo);
    const core = await startCoreProcess({ spawn, start: {}, log: (l) => logged.push(l) });
    cores[0]!.reply({ type: 'result', id: 'x', envelope: 'not an envelope' });
    cores[0]!.reply({ type: 'result', id: 999, envelope: { ok: true, result: 1 } });
    cores[0]!.reply('junk');
    expect(await core.invoke('documents:list', {})).toMatchObject({ ok: true, result: { method: 'documents:list' } });
    expect(logged.filter((l) => l.includes('wrong shape'))).toHaveLength(2);
  });

  it("seals and opens keys with the host's keychain when the core asks, and refuses without one", async () => {
    const box: SecretBox = { available: () => true, encrypt: async (p) => Buffer.from(`sealed:${p}`), decrypt: async (b) => b.toString().replace(/^sealed:/, '') };
    const { spawn, cores } = fakeSpawner(echo);
    await startCoreProcess({ spawn, start: { keychain: 'available' }, keychain: box, ...quiet });
    cores[0]!.reply({ type: 'keychain', id: 1, op: 'encrypt', text: 'sk-ant-123' });
    cores[0]!.reply({ type: 'keychain', id: 2, op: 'decrypt', text: Buffer.from('sealed:sk-ant-123').toString('base64') });
    await new Promise((r) => setTimeout(r, 10));
    expect(cores[0]!.received.filter((m) => m.type === 'keychain-reply')).toEqual([
      { type: 'keychain-reply', id: 1, ok: true, text: Buffer.from('sealed:sk-ant-123').toString('base64') },
      { type: 'keychain-reply', id: 2, ok: true, text: 'sk-ant-123' },
    ]);
    const bare = fakeSpawner(echo);
    await startCoreProcess({ spawn: bare.spawn, start: {}, ...quiet });
    bare.cores[0]!.reply({ type: 'keychain', id: 1, op: 'encrypt', text: 'sk-ant-123' });
    await new Promise((r) => setTimeout(r, 10));
    expect(bare.cores[0]!.received.at(-1)).toMatchObject({ type: 'keychain-reply', id: 1, ok: false, text: expect.stringContaining('no OS keychain') });
  });

  it('close asks the core to close its matter, waits for it to end, and refuses calls after', async () => {
    const { spawn, cores } = fakeSpawner(echo);
    const core = await startCoreProcess({ spawn, start: {}, ...quiet });
    await core.close();
    expect(cores[0]!.received.at(-1)).toEqual({ type: 'close' });
    expect(await core.invoke('documents:list', {})).toMatchObject({ ok: false, error: { code: 'CORE_STOPPED', message: expect.stringContaining('closing') } });
    expect(cores).toHaveLength(1);
  });

  it('close ends a core that does not close in time', async () => {
    const { spawn, cores } = fakeSpawner((m, core) => m.type === 'start' && core.reply({ type: 'ready', pid: 1 }));
    const core = await startCoreProcess({ spawn, start: {}, closeTimeoutMs: 20, ...quiet });
    await core.close();
    expect(cores).toHaveLength(1);
  });
});
