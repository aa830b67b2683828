// npm start: the desktop app where Electron's binary is installed; otherwise browser
// mode (`pincite serve` on the default matter with the sample contracts), shown in
// Chromium's app mode when Chromium is installed, else as a URL to open.
//
//   npm start                 Electron, or browser mode when the binary is missing
//   npm start -- --browser    browser mode even where Electron is available
//   npm start -s -- --json    (browser mode) print {"url":…} on stdout, for scripts (-s keeps
//                             npm's own "> pincite@… start" banner off stdout)
//   PINCITE_NO_BROWSER=1      (browser mode) print the URL, open no window
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildElectron, ROOT } from './build-electron.mjs';
import { coreEnv, forwardSignals, TSX_LOADER } from './core-launch.mjs';
import { findChromium, findElectronBinary } from './electron-binary.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const forceBrowser = args.includes('--browser');
const say = (line) => process.stderr.write(`pincite: ${line}\n`);
/*
 * tsx as a loader inside one node process, not its CLI: the CLI is a second process that
 * relays signals and SIGKILLs the app when it has not acknowledged one within 30 ms —
 * which on a busy machine turns Ctrl+C into a kill instead of a clean close.
 */

async function main() {
  const electron = forceBrowser ? { ok: false, why: '--browser was given' } : findElectronBinary({ root: ROOT });
  if (electron.ok) return runElectron(electron.path);
  say(`not starting the desktop app: ${electron.why}.`);
  say('starting browser mode instead (the same app and API, served on 127.0.0.1 only, with a per-launch token).');
  return runBrowserMode();
}

async function runElectron(bin) {
  say('building the renderer and the Electron shell…');
  // One copy of the renderer-build logic (TypeScript), loaded through tsx.
  const { register } = await import('tsx/esm/api');
  register();
  const { ensureRendererBuilt } = await import('../electron/host/renderer-build.ts');
  ensureRendererBuilt();
  await buildElectron();
  say(`launching ${bin}`);
  const child = spawn(bin, ['.'], { cwd: ROOT, stdio: 'inherit' });
  forwardSignals(child);
  const [code, signal] = await new Promise((done) => child.once('exit', (c, s) => done([c, s])));
  return signal ? 1 : (code ?? 1);
}

async function runBrowserMode() {
  const serveArgs = ['--import', TSX_LOADER, join(ROOT, 'electron', 'cli.ts'), 'serve', '--json', '--samples'];
  const m = args.indexOf('--matter');
  if (m >= 0 && args[m + 1]) serveArgs.push('--matter', args[m + 1]);
  const p = args.indexOf('--port');
  if (p >= 0 && args[p + 1]) serveArgs.push('--port', args[p + 1]);
  // The browser-mode core, with the allocator setting the desktop core gets (electron/api/transport/core-env.ts).
  const child = spawn(process.execPath, serveArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: coreEnv() });
  forwardSignals(child);
  let out = '';
  let browser = null;
  child.stdout.on('data', (chunk) => {
    out += chunk.toString();
    const line = /^\{"url":.*\}$/m.exec(out);
    if (!line || browser !== null) return;
    const { url } = JSON.parse(line[0]);
    browser = show(url) ?? false;
  });
  const [code, signal] = await new Promise((done) => child.once('exit', (c, s) => done([c, s])));
  if (browser) browser.kill('SIGTERM');
  return signal ? 1 : (code ?? 1);
}

/** Prints the URL, and opens it in Chromium's app mode unless told not to. Returns the browser process, if any. */
function show(url) {
  if (json) process.stdout.write(JSON.stringify({ url }) + '\n');
  const chromium = process.env.PINCITE_NO_BROWSER ? null : findChromium();
  if (!chromium) {
    if (!json) process.stdout.write(`Pincite is running in browser mode. Open this address in a browser (it only works on this computer):\n  ${url}\nPress Ctrl+C to stop.\n`);
    if (!process.env.PINCITE_NO_BROWSER) say('no Chromium found (/usr/bin/chromium or chromium on PATH), so no window was opened.');
    return null;
  }
  // A profile of its own: the window is not merged into a running browser, and the
  // token never lands in the user's everyday browser history.
  const profile = join(process.env.PINCITE_HOME ?? join(ROOT, '.tmp'), 'chromium-profile');
  mkdirSync(profile, { recursive: true });
  say(`opening ${chromium} in app mode. Ctrl+C here stops Pincite.`);
  if (!json) process.stdout.write(`Pincite is running in browser mode: ${url}\n`);
  const b = spawn(chromium, [`--app=${url}`, `--user-data-dir=${profile}`, '--no-first-run', '--no-default-browser-check', '--disable-sync'], { stdio: 'ignore' });
  b.on('error', (err) => say(`could not open Chromium (${err.message}); open the address above instead.`));
  return b;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    say(`could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
