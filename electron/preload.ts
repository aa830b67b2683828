import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { INVOKE_CHANNEL, METHODS, PUSH_CHANNEL, type EventName, type Method } from '../shared/api.js';
import type { Envelope } from '../shared/api.js';

/**
 * The renderer's only door to the core: one function per method of the contract
 * (an allow-list built from shared/api.ts), never a generic invoke(channel). Inputs
 * are validated again in the main process.
 */
const methods = Object.fromEntries(
  METHODS.map((m: Method) => [m, (input: unknown): Promise<Envelope<unknown>> => ipcRenderer.invoke(INVOKE_CHANNEL, m, input) as Promise<Envelope<unknown>>]),
) as { [M in Method]: (input: unknown) => Promise<Envelope<unknown>> };

const bridge = {
  ...methods,
  onEvent(listener: (message: { event: EventName; payload: unknown }) => void): () => void {
    const wrapped = (_e: IpcRendererEvent, message: { event: EventName; payload: unknown }) => listener(message);
    ipcRenderer.on(PUSH_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(PUSH_CHANNEL, wrapped);
  },
};

contextBridge.exposeInMainWorld('pincite', bridge);
