import { INVOKE_CHANNEL, PUSH_CHANNEL, type EventName, type EventPayload } from '../../shared/api.js';
import { dispatch, type Handlers } from './dispatch.js';

/** The slice of Electron's ipcMain we use: lets registration be tested without Electron. */
export type IpcMainLike = {
  handle(channel: string, listener: (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
};

/** Where push events go (the window's webContents in the app). */
export type PushTarget = { send(channel: string, ...args: unknown[]): void; isDestroyed?(): boolean };

/**
 * Registers the one invoke channel. Every call is dispatched by method name through
 * the contract (input validated by its zod schema); `trustSender` refuses calls from
 * any frame that is not our own renderer.
 */
export function registerIpc(ipc: IpcMainLike, handlers: Handlers, push: () => PushTarget | null, trustSender: (url: string | undefined) => boolean): () => void {
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    const target = push();
    if (target && !target.isDestroyed?.()) target.send(PUSH_CHANNEL, { event, payload });
  };
  ipc.handle(INVOKE_CHANNEL, async (event, method, input) => {
    if (!trustSender(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'UNAUTHORIZED', message: 'Call refused: it did not come from the Pincite window.' } };
    }
    return dispatch(handlers, method, input, emit);
  });
  return () => ipc.removeHandler(INVOKE_CHANNEL);
}
