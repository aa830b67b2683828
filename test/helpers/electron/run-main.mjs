// Runs dist-electron/main.js under plain Node with `electron` resolved to the stand-in,
// drives it the way Electron would (a page request on pincite://, IPC calls from the
// window and from elsewhere, a new webContents, closing the window) and prints what
// happened as one JSON line.
import { register } from 'node:module';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [mainJs, fakeElectron] = process.argv.slice(2);
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(s, c, next) { return s === 'electron' ? { url: ${JSON.stringify(pathToFileURL(fakeElectron).href)}, shortCircuit: true } : next(s, c); }`),
);
await import(pathToFileURL(mainJs).href);
const r = globalThis.__fakeElectron;
for (let i = 0; i < 1200 && !r.windows[0]?.loaded && !r.errorBox; i++) await new Promise((ok) => setTimeout(ok, 100));
if (r.errorBox) {
  console.log(JSON.stringify({ errorBox: r.errorBox }));
  process.exit(1);
}
const win = r.windows[0];
const page = await r.protocol.handler(new Request('pincite://app/index.html'));
const html = await page.text();
const script = /<script[^>]*src="\.\/([^"]+)"/.exec(html)?.[1];
const asset = script ? await r.protocol.handler(new Request(`pincite://app/${script}`)) : null;
const escape = await r.protocol.handler(new Request('pincite://app/..%2f..%2fpackage.json'));
const foreign = await r.protocol.handler(new Request('pincite://evil/index.html'));
const invoke = r.ipc.get('pincite:invoke');
const fromApp = await invoke({ senderFrame: { url: 'pincite://app/index.html' } }, 'matters:current', {});
const docs = await invoke({ senderFrame: { url: 'pincite://app/index.html' } }, 'documents:list', {});
const settings = await invoke({ senderFrame: { url: 'pincite://app/index.html' } }, 'settings:get', {});
const setKey = await invoke({ senderFrame: { url: 'pincite://app/index.html' } }, 'settings:setKey', { provider: 'anthropic', key: 'sk-ant-0000000000' });
const fromElsewhere = await invoke({ senderFrame: { url: 'https://evil.example/' } }, 'matters:current', {});

// The core runs in the utility process main.js forked: a call's push events reach the window.
const APP = { senderFrame: { url: 'pincite://app/index.html' } };
const firstCore = r.utility[0]?.pid;
const revealed = await invoke(APP, 'documents:reveal', { id: docs.result.documents[0].id });
const asked = await invoke(APP, 'answers:ask', { question: 'Which state law governs the agreement?' });
const sentBefore = win.sent.length;
const exported = await invoke(APP, 'bundles:export', { traces: 'all' });
const pushed = win.sent.slice(sentBefore).map(([channel, m]) => `${channel} ${m.event}`);
// The core process is killed: the next call is served by a new one on the same matter. The call waits until the host has
// seen the exit (its listener runs before this one): a fixed wait lost the race on a loaded machine, and the call reached
// the dying core (CORE_STOPPED, "run the request again" — right, but not what this checks).
const killed = new Promise((ok) => r.utility[0].process.once('exit', ok));
process.kill(firstCore, 'SIGKILL');
await killed;
const afterCrash = await invoke(APP, 'documents:list', {});

// A new webContents gets the guards.
const on = new Map();
let openHandler = null;
r.appEvents.get('web-contents-created')({}, { setWindowOpenHandler: (h) => (openHandler = h), on: (e, l) => on.set(e, l) });
const navigate = (event, url) => {
  let prevented = false;
  on.get(event)({ url, preventDefault: () => (prevented = true) });
  return prevented;
};
let webviewPrevented = false;
on.get('will-attach-webview')({ preventDefault: () => (webviewPrevented = true) });
let permission = null;
r.permission(null, 'media', (g) => (permission = g));

r.appEvents.get('second-instance')();
const focused = r.focused ?? 0;
r.appEvents.get('window-all-closed')();
for (let i = 0; i < 100 && !r.quit; i++) await new Promise((ok) => setTimeout(ok, 100));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

console.log(
  JSON.stringify({
    schemes: r.schemes,
    loaded: win.loaded,
    webPreferences: win.options.webPreferences,
    preloadExists: existsSync(win.options.webPreferences.preload),
    page: { status: page.status, csp: page.headers.get('content-security-policy'), hasRoot: html.includes('<div id="root">') },
    asset: asset && { status: asset.status, type: asset.headers.get('content-type'), csp: Boolean(asset.headers.get('content-security-policy')) },
    escape: { status: escape.status, isIndex: (await escape.text()).includes('<div id="root">') },
    foreign: foreign.status,
    channels: [...r.ipc.keys()],
    fromApp,
    documents: docs.ok ? docs.result.documents.map((d) => d.category).sort() : docs,
    settings: settings.result,
    setKey,
    fromElsewhere,
    windowOpen: openHandler({ url: 'https://evil.example/' }),
    navigation: { app: navigate('will-navigate', 'pincite://app/index.html'), evil: navigate('will-navigate', 'pincite://app.evil.com/'), redirect: navigate('will-redirect', 'https://evil.example/'), frame: navigate('will-frame-navigate', 'file:///etc/passwd') },
    revealed: { reply: revealed, shown: r.shown },
    webviewPrevented,
    permission,
    quit: r.quit,
    focused,
    core: {
      forks: r.utility.map((u) => ({ module: u.modulePath, serviceName: u.options?.serviceName, allocator: [u.options?.env?.MALLOC_ARENA_MAX, u.options?.env?.MALLOC_MMAP_THRESHOLD_] })),
      apart: firstCore !== undefined && firstCore !== process.pid,
      asked: asked.ok ? asked.result.status : asked,
      exported: exported.ok ? exported.result.summary.traces : exported,
      pushed: [...new Set(pushed)],
      afterCrash: afterCrash.ok ? afterCrash.result.documents.length : afterCrash,
      runningAfterQuit: r.utility.filter((u) => u.process.pid !== undefined && alive(u.process.pid)).length,
    },
  }),
);
process.exit(0);
