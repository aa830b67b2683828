import { INVOKE_CHANNEL, PUSH_CHANNEL, type Envelope } from '../../shared/api.js';
import type { Core } from './core.js';

/** The slice of Electron's ipcMain we use: lets registration be tested without Electron. */
export type IpcMainLike = {
  handle(channel: string, listener: (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
};

/** What the desktop shell does that the core cannot (Electron's `shell`); absent in tests and browser mode. */
export type ShellLike = { showItemInFolder(path: string): void };

/** Where push events go (the window's webContents in the app). */
export type PushTarget = { send(channel: string, ...args: unknown[]): void; isDestroyed?(): boolean };

/**
 * Registers the one invoke channel and forwards the core's push events to the window.
 * Every call goes to the core by method name, where the dispatcher validates its input
 * against the contract; `trustSender` refuses calls from any frame that is not our own
 * renderer before anything reaches the core.
 */
export function registerIpc(ipc: IpcMainLike, core: Core, push: () => PushTarget | null, trustSender: (url: string | undefined) => boolean, shell?: ShellLike): () => void {
  const unsubscribe = core.subscribe((message) => {
    const target = push();
    if (target && !target.isDestroyed?.()) target.send(PUSH_CHANNEL, message);
  });
  ipc.handle(INVOKE_CHANNEL, async (event, method, input) => {
    if (!trustSender(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'UNAUTHORIZED', message: 'Call refused: it did not come from the Pincite window.' } };
    }
    const reply = await core.invoke(method, input);
    return method === 'documents:reveal' && shell ? revealed(reply, shell) : reply;
  });
  return () => {
    ipc.removeHandler(INVOKE_CHANNEL);
    unsubscribe();
  };
}

/**
 * `documents:reveal` in the desktop app: the core names the stored copy, the shell shows
 * it in the file manager. The path stays in this process: the window learns only that
 * the file was shown.
 */
function revealed(reply: Envelope<unknown>, shell: ShellLike): Envelope<unknown> {
  if (!reply.ok) return reply;
  const r = reply.result as { path?: unknown };
  if (typeof r.path !== 'string') return reply;
  shell.showItemInFolder(r.path);
  const { path: _path, ...rest } = reply.result as Record<string, unknown>;
  return { ok: true, result: { ...rest, revealed: true } };
}
