// A stand-in for the `electron` module, for running the bundled main process
// (dist-electron/main.js) under plain Node where Electron's binary cannot be installed.
// It records what main.js asks of Electron; the core under it is real.
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export const recorded = (globalThis.__fakeElectron = { utility: [], ipc: new Map(), protocol: null, schemes: null, windows: [], appEvents: new Map(), permission: null, permissionCheck: null, errorBox: null, quit: false, exit: null, shown: [] });

export const app = {
  whenReady: () => Promise.resolve(),
  requestSingleInstanceLock: () => true,
  on: (event, listener) => void recorded.appEvents.set(event, listener),
  quit: () => void (recorded.quit = true),
  exit: (code) => void (recorded.exit = code),
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => void (recorded.schemes = schemes),
  handle: (scheme, handler) => void (recorded.protocol = { scheme, handler }),
};
export const net = {
  fetch: async (url) => {
    const path = fileURLToPath(url);
    return new Response(await readFile(path), { headers: { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' } });
  },
};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (h) => void (recorded.permission = h),
    setPermissionCheckHandler: (h) => void (recorded.permissionCheck = h),
  },
};
/** As on a Linux desktop without a keychain: safeStorage would fall back to basic_text. */
export const safeStorage = {
  isAsyncEncryptionAvailable: async () => true,
  getSelectedStorageBackend: () => 'basic_text',
  encryptStringAsync: async () => {
    throw new Error('must not be called');
  },
  decryptStringAsync: async () => {
    throw new Error('must not be called');
  },
};
export const ipcMain = {
  handle: (channel, listener) => void recorded.ipc.set(channel, listener),
  removeHandler: (channel) => void recorded.ipc.delete(channel),
};
/** documents:reveal in the desktop app: the file manager is asked to show the stored copy. */
export const shell = { showItemInFolder: (path) => void recorded.shown.push(path) };
export const dialog = { showErrorBox: (title, message) => void (recorded.errorBox = { title, message }) };
export class BrowserWindow {
  constructor(options) {
    this.options = options;
    this.sent = [];
    this.webContents = { send: (...args) => this.sent.push(args), isDestroyed: () => false };
    recorded.windows.push(this);
  }
  once() {}
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {
    recorded.focused = (recorded.focused ?? 0) + 1;
  }
  async loadURL(url) {
    this.loaded = url;
  }
}

/**
 * Electron's utilityProcess, as a Node child process running the module under a shim that
 * provides `process.parentPort`. Messages cross with structured clone, as on a MessagePort.
 */
class UtilityProcess extends EventEmitter {
  constructor(modulePath, args, options) {
    super();
    const shim = join(fileURLToPath(new URL('.', import.meta.url)), 'utility-shim.mjs');
    this.child = fork(shim, [modulePath, ...(args ?? [])], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: options?.env ?? process.env });
    this.pid = this.child.pid;
    this.child.on('spawn', () => this.emit('spawn'));
    this.child.on('message', (m) => this.emit('message', m));
    this.child.on('exit', (code, signal) => {
      this.pid = undefined;
      this.emit('exit', code ?? (signal ? 128 : 0));
    });
  }
  postMessage(message, transfer) {
    if (transfer?.length) throw new Error('the stand-in cannot transfer MessagePorts to a child process');
    if (this.child.connected) this.child.send(message);
  }
  kill() {
    return this.child.kill();
  }
}
export const utilityProcess = {
  fork: (modulePath, args, options) => {
    const p = new UtilityProcess(modulePath, args, options);
    recorded.utility.push({ modulePath, options, process: p, pid: p.pid });
    return p;
  },
};
