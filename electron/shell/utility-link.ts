import type { CoreLink, HostMessage } from '../api/transport/protocol.js';

/** The part of Electron's UtilityProcess we use, so the adapter is typed without importing Electron. */
export type UtilityProcessLike = {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
  readonly pid: number | undefined;
};

/**
 * The host's end of the line to a core in Electron's utility process: messages go out with
 * `child.postMessage` and arrive on the child's `process.parentPort` (a MessagePort);
 * answers come back the other way.
 */
export function utilityLink(child: UtilityProcessLike): CoreLink {
  let exited = false;
  child.once('exit', () => void (exited = true));
  return {
    post: (message: HostMessage) => {
      if (!exited) child.postMessage(message);
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.once('exit', listener),
    kill: () => void child.kill(),
  };
}
