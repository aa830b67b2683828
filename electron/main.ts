import { app, BrowserWindow, ipcMain, net, protocol, session } from 'electron';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSession } from './api/session.js';
import { registerIpc } from './api/ipc.js';
import { CONTENT_SECURITY_POLICY } from './host/security.js';
import { allowNavigation, APP_ORIGIN, APP_SCHEME, isAppUrl, webPreferences } from './window-policy.js';

/** The Electron shell: window, security settings, IPC registration. Everything else is the core. */
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = resolve(here, '..', 'dist', 'renderer');

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

app.on('web-contents-created', (_e, contents) => {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!allowNavigation(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.whenReady().then(async () => {
  // Serve the renderer build from our own scheme, with the CSP on every response.
  protocol.handle(APP_SCHEME, async (request) => {
    const { pathname } = new URL(request.url);
    const file = resolve(rendererDir, '.' + normalize('/' + decodeURIComponent(pathname)));
    const inside = file.startsWith(rendererDir + sep);
    const target = inside && !file.endsWith(sep) && pathname !== '/' ? file : join(rendererDir, 'index.html');
    const res = await net.fetch(pathToFileURL(target).toString());
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return new Response(res.body, { status: res.status, headers });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  const { handlers, close } = await openSession({ samples: true });
  const win = new BrowserWindow({ width: 1400, height: 900, show: false, title: 'Pincite', webPreferences: webPreferences(join(here, 'preload.cjs')) });
  registerIpc(ipcMain, handlers, () => win.webContents, (url) => isAppUrl(url));
  win.once('ready-to-show', () => win.show());
  await win.loadURL(`${APP_ORIGIN}/index.html`);
  app.on('window-all-closed', () => {
    void close().finally(() => app.quit());
  });
});
