import { fork } from 'node:child_process';
import { coreProcessEnv } from './core-env.js';
import { Worker } from 'node:worker_threads';
import type { CoreLink, HostMessage } from './protocol.js';

/** From a checkout the core's entry is TypeScript: Node runs it through tsx. */
const tsxArgs = (entry: string) => (entry.endsWith('.ts') ? ['--import', 'tsx'] : []);

/**
 * The core in a Node child process (what Electron's utility process is, minus Electron):
 * `advanced` serialization is the structured clone a MessagePort uses, so Buffers and
 * nested objects cross the same way in tests as in the app.
 */
export function childProcessLink(entry: string, opts: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {}): CoreLink & { pid: number | undefined } {
  const child = fork(entry, [], { serialization: 'advanced', execArgv: [...tsxArgs(entry), ...(opts.execArgv ?? [])], env: opts.env ?? coreProcessEnv(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    pid: child.pid,
    post: (message: HostMessage) => {
      // A message to a process that just died is dropped: its exit is reported on its own.
      if (child.connected) child.send(message);
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.once('exit', (code, signal) => listener(code ?? (signal ? 128 : null))),
    kill: () => void child.kill(),
  };
}

/** The core on a worker thread: cheaper to start, but it shares this process's fate. */
export function workerLink(entry: string): CoreLink {
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry } });
  // An uncaught error in the worker ends it; its exit is what the host acts on.
  worker.on('error', (err) => process.stderr.write(`pincite: the core thread failed: ${err.message}\n`));
  return {
    post: (message: HostMessage) => worker.postMessage(message),
    onMessage: (listener) => void worker.on('message', listener),
    onExit: (listener) => void worker.once('exit', listener),
    kill: () => void worker.terminate(),
  };
}
