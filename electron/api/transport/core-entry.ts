/**
 * The core process's main module (bundled as dist-electron/core.js). It finds the line
 * to its host — Electron's `process.parentPort` in a utility process, the parent port of
 * a worker thread, or the IPC channel of a Node child process — and serves the core on it.
 */
import { parentPort as workerPort } from 'node:worker_threads';
import { serveCore } from './core-server.js';
import type { CoreMessage, Port } from './protocol.js';

/** Electron's ParentPort, as much of it as we use: messages arrive as `{data, ports}`. */
type ElectronParentPort = { on(event: 'message', listener: (e: { data: unknown }) => void): void; postMessage(message: unknown): void };

function hostPort(): { port: Port<CoreMessage>; exit: (code: number) => void } {
  const electronPort = (process as { parentPort?: ElectronParentPort }).parentPort;
  if (electronPort) {
    // Exit on the next turn, so a message posted just before has left.
    return { port: { post: (m) => electronPort.postMessage(m), onMessage: (l) => electronPort.on('message', (e) => l(e.data)) }, exit: (code) => void setImmediate(() => process.exit(code)) };
  }
  if (workerPort) {
    const p = workerPort;
    // In a worker, process.exit ends this thread only.
    return { port: { post: (m) => p.postMessage(m), onMessage: (l) => void p.on('message', l) }, exit: (code) => void setImmediate(() => process.exit(code)) };
  }
  if (process.send) {
    const send = process.send.bind(process);
    return {
      port: { post: (m) => void send(m), onMessage: (l) => void process.on('message', l) },
      // Messages leave in order: once `closed` is sent, everything before it has left too.
      exit: (code) => {
        if (!process.connected) process.exit(code);
        send({ type: 'closed' } satisfies CoreMessage, () => process.exit(code));
      },
    };
  }
  throw new Error('The Pincite core must be started by the app (no parent port, worker port or IPC channel found).');
}

const { port, exit } = hostPort();
const core = serveCore(port, exit);
// A Node parent that goes away without saying `close` (killed, crashed): close the matter
// cleanly rather than linger. Electron ends a utility process with its app by itself.
process.once('disconnect', () => core.close());
