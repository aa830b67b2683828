// Runs a module the way Electron's utility process does, in a plain Node child process:
// `process.parentPort` is a port whose messages arrive as {data, ports} and whose
// postMessage reaches the parent's UtilityProcess 'message' event.
import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';

const port = new EventEmitter();
let sending = 0;
let exitWhenSent = null;
// Like Electron's parent port, messages wait until someone listens: the module's imports
// take a while, and the parent posts its first message right after the fork.
const waiting = [];
let listening = false;
process.on('message', (data) => (listening ? port.emit('message', { data, ports: [] }) : waiting.push(data)));
port.on('newListener', (event) => {
  if (event !== 'message' || listening) return;
  listening = true;
  queueMicrotask(() => waiting.splice(0).forEach((data) => port.emit('message', { data, ports: [] })));
});
port.postMessage = (message) => {
  sending++;
  process.send(message, () => {
    sending--;
    if (sending === 0 && exitWhenSent !== null) realExit(exitWhenSent);
  });
};
process.parentPort = port;
// Electron's port delivers what was posted before the process ends; over Node's IPC a
// message still being written would be lost, so an exit waits for it.
const realExit = process.exit.bind(process);
process.exit = (code) => (sending === 0 ? realExit(code) : void (exitWhenSent = code ?? 0));
await import(pathToFileURL(process.argv[2]).href);
