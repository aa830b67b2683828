import { app, BrowserWindow, dialog, ipcMain, net, protocol, safeStorage, session, shell, utilityProcess } from 'electron';
import { coreProcessEnv } from './api/transport/core-env.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registerIpc } from './api/ipc.js';
import { startCoreProcess, type CoreProcess } from './api/transport/core-client.js';
import { appFileFor, appResponseHeaders } from './shell/app-protocol.js';
import { safeStorageBox } from './shell/safe-storage-box.js';
import { utilityLink } from './shell/utility-link.js';
import { APP_ORIGIN, APP_SCHEME, denyPermission, denyWindowOpen, guardNavigation, isAppUrl, webPreferences } from './window-policy.js';

/**
 * The Electron shell, kept thin: security settings, the app:// protocol, IPC
 * registration. Every decision lives in a module tested without Electron
 * (window-policy, shell/*, api/ipc); the work is the core's, and the core runs in its
 * own utility process (core.js) so a long export, ingest or assessment never holds up
 * this process's event loop and with it the window.
 */
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = resolve(here, '..', 'dist', 'renderer');

// One app per user: a second launch would find the matter busy. It focuses the first window instead.
if (!app.requestSingleInstanceLock()) app.exit(0);

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

app.on('web-contents-created', (_e, contents) => {
  contents.setWindowOpenHandler(denyWindowOpen);
  contents.on('will-navigate', guardNavigation);
  contents.on('will-redirect', guardNavigation);
  contents.on('will-frame-navigate', guardNavigation);
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.whenReady().then(async () => {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appFileFor(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    return new Response(res.body, { status: res.status, headers: appResponseHeaders(res.headers) });
  });
  session.defaultSession.setPermissionRequestHandler(denyPermission);
  session.defaultSession.setPermissionCheckHandler(() => false);

  let core: CoreProcess;
  try {
    const keychain = await safeStorageBox(safeStorage);
    core = await startCoreProcess({
      spawn: () => utilityLink(utilityProcess.fork(join(here, 'core.js'), [], { serviceName: 'Pincite core', stdio: 'inherit', env: coreProcessEnv() })),
      start: { samples: true, keychain: keychain.available() ? 'available' : 'unavailable' },
      keychain,
    });
  } catch (err) {
    dialog.showErrorBox('Pincite could not open its matter', `${(err as Error).message}\n\nIf Pincite is already running (or \`pincite serve\` is), close it and try again.`);
    app.exit(1);
    return;
  }
  const win = new BrowserWindow({ width: 1400, height: 900, show: false, title: 'Pincite', webPreferences: webPreferences(join(here, 'preload.cjs')) });
  registerIpc(ipcMain, core, () => win.webContents, isAppUrl, shell);
  app.on('second-instance', () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  win.once('ready-to-show', () => win.show());
  app.on('window-all-closed', () => {
    void core.close().finally(() => app.quit());
  });
  await win.loadURL(`${APP_ORIGIN}/index.html`);
});
