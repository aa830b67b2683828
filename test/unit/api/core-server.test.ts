import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveCore } from '../../../electron/api/transport/core-server.js';
import type { CoreMessage, HostMessage } from '../../../electron/api/transport/protocol.js';
import { tempDir } from '../../helpers/corpus.js';

/** The core's side of the line, driven in this thread through a scripted port. */
function harness() {
  const sent: CoreMessage[] = [];
  const exits: number[] = [];
  let deliver: (m: unknown) => void = () => undefined;
  const waiters: Array<{ test: (m: CoreMessage) => boolean; done: (m: CoreMessage) => void }> = [];
  serveCore(
    {
      post: (m) => {
        sent.push(m);
        for (const w of waiters.splice(0)) (w.test(m) ? w.done(m) : waiters.push(w));
      },
      onMessage: (l) => void (deliver = l),
    },
    (code) => void exits.push(code),
  );
  const next = (test: (m: CoreMessage) => boolean) =>
    new Promise<CoreMessage>((done) => {
      const seen = sent.find(test);
      if (seen) return done(seen);
      waiters.push({ test, done });
    });
  return { sent, exits, send: (m: HostMessage | unknown) => deliver(structuredClone(m)), next };
}

const tmp = tempDir('pincite-core-server-');
afterAll(() => tmp.cleanup());

describe('serveCore: the core side of the line', () => {
  it('answers a call before start with CORE_STOPPED, ignores messages of the wrong shape, then serves once started', async () => {
    const h = harness();
    h.send({ type: 'invoke', id: 1, method: 'matters:current', input: {} });
    expect(await h.next((m) => m.type === 'result')).toMatchObject({ id: 1, envelope: { ok: false, error: { code: 'CORE_STOPPED', message: expect.stringContaining('still opening') } } });
    h.send({ type: 'invoke', id: 'two', method: 'matters:current' });
    h.send({ type: 'start', options: { matterDir: join(tmp.dir, 'a'), keychain: 'sometimes' } });
    h.send('junk');
    await new Promise((r) => setTimeout(r, 50));
    expect(h.sent).toHaveLength(1);
    h.send({ type: 'start', options: { matterDir: join(tmp.dir, 'a'), keychain: 'available' } });
    expect(await h.next((m) => m.type === 'ready')).toEqual({ type: 'ready', pid: process.pid });
    h.send({ type: 'invoke', id: 2, method: 'matters:current', input: {} });
    expect(await h.next((m) => m.type === 'result' && m.id === 2)).toMatchObject({ envelope: { ok: true, result: { name: 'a', documents: 0 } } });

    // A key is sealed by the host's keychain: the core asks, the host answers.
    process.env.PINCITE_HOME = join(tmp.dir, 'home');
    h.send({ type: 'invoke', id: 3, method: 'settings:setKey', input: { provider: 'openai', key: 'sk-proj-core-server-1' } });
    const ask = await h.next((m) => m.type === 'keychain');
    expect(ask).toMatchObject({ op: 'encrypt', text: 'sk-proj-core-server-1' });
    h.send({ type: 'keychain-reply', id: (ask as { id: number }).id, ok: true, text: Buffer.from('sealed').toString('base64') });
    expect(await h.next((m) => m.type === 'result' && m.id === 3)).toMatchObject({ envelope: { ok: true, result: { mode: 'desktop' } } });
    // The keychain refusing is the key store's typed error.
    h.send({ type: 'invoke', id: 4, method: 'settings:setKey', input: { provider: 'anthropic', key: 'sk-ant-core-server-1' } });
    const ask2 = await h.next((m) => m.type === 'keychain' && (m as { text: string }).text === 'sk-ant-core-server-1');
    h.send({ type: 'keychain-reply', id: (ask2 as { id: number }).id, ok: false, text: 'The OS keychain refused: locked' });
    expect(await h.next((m) => m.type === 'result' && m.id === 4)).toMatchObject({ envelope: { ok: false, error: { code: 'KEY_STORAGE_UNAVAILABLE' } } });
    delete process.env.PINCITE_HOME;

    h.send({ type: 'close' });
    await new Promise((r) => setTimeout(r, 200));
    expect(h.exits).toEqual([0]);
  });

  it('a matter it cannot open is a typed `failed`, and the process ends', async () => {
    const notAFolder = join(tmp.dir, 'file');
    writeFileSync(notAFolder, 'x');
    const h = harness();
    h.send({ type: 'start', options: { matterDir: notAFolder } });
    const failed = await h.next((m) => m.type === 'failed');
    expect(failed).toMatchObject({ error: { code: expect.stringMatching(/^MATTER_/), message: expect.any(String) } });
    expect(h.exits).toEqual([0]);
  });
});
