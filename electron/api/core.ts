import type { Envelope, PushMessage } from '../../shared/api.js';
import { dispatch, type Emit, type Handlers } from './dispatch.js';

/**
 * The core as a transport sees it: calls by method name with raw input (validated by the
 * dispatcher wherever the core runs) and a stream of push events. The same shape whether
 * the core runs in this process (CLI, browser mode, tests) or in its own process (the
 * desktop app's utility process, see ./transport).
 */
export type Core = {
  invoke(method: unknown, input: unknown): Promise<Envelope<unknown>>;
  subscribe(listener: (message: PushMessage) => void): () => void;
};

/** The core in this process: the dispatcher over the handlers, events fanned out to subscribers. */
export function inProcessCore(handlers: Handlers): Core {
  const listeners = new Set<(message: PushMessage) => void>();
  const emit: Emit = (event, payload) => {
    for (const listener of listeners) listener({ event, payload } as PushMessage);
  };
  return {
    invoke: (method, input) => dispatch(handlers, method, input, emit),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
