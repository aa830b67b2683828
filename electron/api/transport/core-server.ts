import { PinciteError, toErrorInfo } from '../../../shared/errors.js';
import type { SecretBox } from '../../settings/key-store.js';
import { createKeyStore } from '../../settings/key-store.js';
import { dispatch, type Emit } from '../dispatch.js';
import { createHandlers } from '../handlers.js';
import { openSession, type Session } from '../session.js';
import { HostMessage, type CoreMessage, type Port } from './protocol.js';

/**
 * The core process's side of the line: waits for `start`, opens the session, then answers
 * every `invoke` with the same dispatcher the in-process transports use, posting push
 * events as they happen. `close` closes the matter cleanly and ends the process.
 */
export function serveCore(port: Port<CoreMessage>, exit: (code: number) => void): { close(): void } {
  let session: Session | null = null;
  let handlers: ReturnType<typeof createHandlers> | null = null;
  let closing = false;
  const keychainWaiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();
  let nextKeychainId = 1;

  const emit: Emit = (event, payload) => port.post({ type: 'event', event, payload });

  /** Provider keys are sealed by the host's OS keychain; only the sealed text is kept here. */
  const remoteBox = (available: boolean): SecretBox => {
    const ask = (op: 'encrypt' | 'decrypt', text: string) =>
      new Promise<string>((resolve, reject) => {
        const id = nextKeychainId++;
        keychainWaiting.set(id, { resolve, reject });
        port.post({ type: 'keychain', id, op, text });
      });
    return {
      available: () => available,
      encrypt: async (plain) => Buffer.from(await ask('encrypt', plain), 'base64'),
      decrypt: (blob) => ask('decrypt', blob.toString('base64')),
    };
  };

  const close = () => {
    if (closing) return;
    closing = true;
    void (session?.close() ?? Promise.resolve()).finally(() => exit(0));
  };

  port.onMessage((raw) => {
    const parsed = HostMessage.safeParse(raw);
    if (!parsed.success) {
      process.stderr.write(`pincite core: ignored a message of the wrong shape from the host (${parsed.error.issues[0]?.message ?? 'invalid'}).\n`);
      return;
    }
    const m = parsed.data;
    switch (m.type) {
      case 'start': {
        if (session || closing) return;
        const o = m.options;
        const keys = createKeyStore(o.keychain === 'none' ? {} : { box: remoteBox(o.keychain === 'available') });
        openSession({ ...(o.matterDir === undefined ? {} : { matterDir: o.matterDir }), samples: o.samples, keys, ...(o.cropDelayMs === undefined ? {} : { cropDelayMs: o.cropDelayMs }) }).then(
          (s) => {
            session = s;
            handlers = createHandlers(s);
            port.post({ type: 'ready', pid: process.pid });
          },
          (err: unknown) => {
            // The host shows why (most often: the matter is open in another Pincite) and this process ends.
            port.post({ type: 'failed', error: toErrorInfo(err) });
            exit(0);
          },
        );
        return;
      }
      case 'invoke': {
        const reply = (envelope: Awaited<ReturnType<typeof dispatch>>) => port.post({ type: 'result', id: m.id, envelope });
        if (!handlers) reply({ ok: false, error: { code: 'CORE_STOPPED', message: 'Pincite is still opening the matter; try again in a moment.' } });
        else void dispatch(handlers, m.method, m.input, emit).then(reply);
        return;
      }
      case 'keychain-reply': {
        const waiting = keychainWaiting.get(m.id);
        keychainWaiting.delete(m.id);
        if (m.ok) waiting?.resolve(m.text);
        else waiting?.reject(new PinciteError('KEY_STORAGE_UNAVAILABLE', m.text));
        return;
      }
      case 'close':
        return close();
    }
  });
  return { close };
}
