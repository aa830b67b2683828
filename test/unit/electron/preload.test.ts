import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNEL, METHODS, PUSH_CHANNEL } from '../../../shared/api.js';

/** What the preload hands to Electron, captured by a stand-in `electron` module. */
const seen = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][],
  listeners: new Map<string, Set<(...args: unknown[]) => void>>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void seen.exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      seen.invoked.push(args);
      return { ok: true, result: { echoed: args } };
    },
    on: (channel: string, l: (...args: unknown[]) => void) => {
      if (!seen.listeners.has(channel)) seen.listeners.set(channel, new Set());
      seen.listeners.get(channel)!.add(l);
    },
    removeListener: (channel: string, l: (...args: unknown[]) => void) => void seen.listeners.get(channel)?.delete(l),
    send: () => {
      throw new Error('the preload must not use ipcRenderer.send');
    },
  },
}));

type Bridge = Record<string, (...args: unknown[]) => unknown>;

describe('preload: a typed allow-list over one channel', () => {
  let bridge: Bridge;
  beforeAll(async () => {
    await import('../../../electron/preload.js');
    bridge = seen.exposed.get('pincite') as Bridge;
  });

  it('exposes exactly one global, `pincite`', () => {
    expect([...seen.exposed.keys()]).toEqual(['pincite']);
  });

  it("exposes exactly the contract's methods plus onEvent — no generic invoke or channel access", () => {
    expect(Object.keys(bridge).sort()).toEqual([...METHODS, 'onEvent'].sort());
    for (const key of Object.keys(bridge)) expect(typeof bridge[key]).toBe('function');
    for (const forbidden of ['invoke', 'send', 'on', 'ipcRenderer', 'require', 'process']) expect(bridge).not.toHaveProperty(forbidden);
  });

  it.each(METHODS)('%s calls the invoke channel with its own name and the input, nothing else', async (method) => {
    seen.invoked.length = 0;
    const input = { probe: method };
    expect(await bridge[method]!(input, 'extra', 'args')).toEqual({ ok: true, result: { echoed: [INVOKE_CHANNEL, method, input] } });
    expect(seen.invoked).toEqual([[INVOKE_CHANNEL, method, input]]);
  });

  it('onEvent listens on the push channel only, hands over the message without the IPC event, and unsubscribes', () => {
    const got: unknown[] = [];
    const off = bridge.onEvent!((m: unknown) => got.push(m)) as () => void;
    const listeners = [...(seen.listeners.get(PUSH_CHANNEL) ?? [])];
    expect([...seen.listeners.keys()]).toEqual([PUSH_CHANNEL]);
    expect(listeners).toHaveLength(1);
    const message = { event: 'ingest:progress', payload: { file: 'a.pdf' } };
    listeners[0]!({ sender: 'ipc event with sender: must not leak' }, message);
    expect(got).toEqual([message]);
    off();
    expect(seen.listeners.get(PUSH_CHANNEL)!.size).toBe(0);
  });
});
