import { spawn, type ChildProcess } from 'node:child_process';

export type Served = { child: ChildProcess; url: URL; token: string; base: string; stdout: () => string; stderr: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

/**
 * Spawns a program that prints browser mode's `{"url":…}` line on stdout and waits for
 * it. The child runs in its own process group so a failed test can end it and its
 * workers without touching anything else.
 */
export async function spawnServed(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<Served> {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const line = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URL within ${opts.timeoutMs ?? 240_000} ms.\nstdout: ${out}\nstderr: ${err}`)), opts.timeoutMs ?? 240_000);
    const check = () => {
      const m = /^\{"url":.*\}$/m.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[0]);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`exited (${code ?? signal}) before printing a URL.\nstdout: ${out}\nstderr: ${err}`));
    });
  });
  const url = new URL((JSON.parse(line) as { url: string }).url);
  return { child, url, token: url.searchParams.get('token') ?? '', base: url.origin, stdout: () => out, stderr: () => err, exited };
}

/** Ends the child's process group (SIGTERM, then SIGKILL after a grace period). */
export async function stopServed(s: Served | undefined, graceMs = 15_000): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
  if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return s ? s.exited : null;
  try {
    process.kill(-s.child.pid!, 'SIGTERM');
  } catch {
    return s.exited;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  const result = await s.exited;
  clearTimeout(timer);
  return result;
}

export async function invoke(s: Served, method: string, input: unknown, headers: Record<string, string> = { 'X-Pincite-Token': s.token }): Promise<{ status: number; body: { ok: boolean; result?: unknown; error?: { code: string; message: string } } }> {
  const res = await fetch(`${s.base}/api/invoke`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ method, input }) });
  return { status: res.status, body: (await res.json()) as { ok: boolean } };
}
