import type { Envelope, PushMessage } from '../../../shared/api.js';
import { PinciteError, toErrorInfo, type ErrorInfo } from '../../../shared/errors.js';
import type { SecretBox } from '../../settings/key-store.js';
import type { Core } from '../core.js';
import { CoreMessage, type CoreLink, type StartOptions } from './protocol.js';

export type CoreProcessOptions = {
  /** Starts one core process and returns the host's end of the line to it. */
  spawn: () => CoreLink;
  start: StartOptions;
  /** The OS keychain (desktop); the core asks for keys to be sealed and opened with it. */
  keychain?: SecretBox | null;
  /** More stops than this within `restartWindowMs` and the core is not started again. */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** How long `close` waits for the core to close its matter before ending it. */
  closeTimeoutMs?: number;
  log?: (line: string) => void;
};

/** The core in its own process, as the host holds it. */
export type CoreProcess = Core & {
  /** The id of the process the core runs in (this one's, on a worker thread); undefined while restarting. */
  pid(): number | undefined;
  /** How many times the core stopped and was started again. */
  restarts(): number;
  close(): Promise<void>;
};

/** One started core process; after a crash the next one is a new generation. */
type Generation = { link: CoreLink; ready: Promise<void>; alive: boolean; pid?: number; exited: Promise<void> };
type Pending = { generation: Generation; method: string; resolve: (e: Envelope<unknown>) => void };

/**
 * Runs the core in another process and talks to it over a message port. Calls are matched
 * to answers by id; push events fan out to subscribers. When the core process stops
 * unexpectedly, every call in flight gets a typed CORE_STOPPED answer (never a hang) and
 * a new core is started on the same matter; one that keeps stopping is given up on, and
 * calls then get CORE_STOPPED saying so.
 */
export async function startCoreProcess(opts: CoreProcessOptions): Promise<CoreProcess> {
  const maxRestarts = opts.maxRestarts ?? 3;
  const windowMs = opts.restartWindowMs ?? 60_000;
  const log = opts.log ?? ((line: string) => process.stderr.write(`pincite: ${line}\n`));
  const listeners = new Set<(message: PushMessage) => void>();
  const pending = new Map<number, Pending>();
  const stops: number[] = [];
  let nextId = 1;
  let restarts = 0;
  let closing = false;
  let gaveUp: ErrorInfo | null = null;

  const launch = (start: StartOptions): Generation => {
    const link = opts.spawn();
    let settle!: { ready: () => void; fail: (err: Error) => void };
    const ready = new Promise<void>((resolve, reject) => (settle = { ready: resolve, fail: reject }));
    // A generation whose start nobody awaits must not raise an unhandled rejection.
    ready.catch(() => undefined);
    let markExited!: () => void;
    const g: Generation = { link, ready, alive: true, exited: new Promise<void>((r) => (markExited = r)) };
    link.onMessage((raw) => {
      const parsed = CoreMessage.safeParse(raw);
      if (!parsed.success) return log(`ignored a message of the wrong shape from the core (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
      const m = parsed.data;
      switch (m.type) {
        case 'ready':
          g.pid = m.pid;
          return settle.ready();
        case 'failed':
          return settle.fail(new PinciteError(m.error.code, m.error.message));
        case 'result': {
          const p = pending.get(m.id);
          pending.delete(m.id);
          return p?.resolve(m.envelope as Envelope<unknown>);
        }
        case 'event':
          for (const l of listeners) l({ event: m.event, payload: m.payload } as PushMessage);
          return;
        case 'keychain':
          return void answerKeychain(link, m.id, m.op, m.text);
        case 'closed':
          return;
      }
    });
    link.onExit((code) => {
      g.alive = false;
      g.pid = undefined;
      markExited();
      settle.fail(new PinciteError('CORE_STOPPED', `Pincite's core stopped while opening the matter (exit code ${code ?? 'unknown'}).`));
      for (const [id, p] of pending) {
        if (p.generation !== g) continue;
        pending.delete(id);
        p.resolve({ ok: false, error: { code: 'CORE_STOPPED', message: stoppedMessage(p.method, code, closing) } });
      }
      if (closing || current !== g) return;
      const now = Date.now();
      stops.push(now);
      while (stops.length > 0 && stops[0]! < now - windowMs) stops.shift();
      if (stops.length > maxRestarts) {
        gaveUp = { code: 'CORE_STOPPED', message: `Pincite's core stopped ${stops.length} times within ${Math.round(windowMs / 1000)} seconds and was not started again. Quit and reopen Pincite; the matter keeps everything saved before the first stop.` };
        log(gaveUp.message);
        return;
      }
      restarts++;
      log(`the core stopped (exit code ${code ?? 'unknown'}); starting it again.`);
      // The samples were loaded (or refused) by the first start: never again on a restart.
      current = launch({ ...start, samples: false });
    });
    link.post({ type: 'start', options: start });
    return g;
  };

  const answerKeychain = async (link: CoreLink, id: number, op: 'encrypt' | 'decrypt', text: string) => {
    const box = opts.keychain;
    try {
      if (!box || !box.available()) throw new Error('no OS keychain is available to this app');
      const out = op === 'encrypt' ? (await box.encrypt(text)).toString('base64') : await box.decrypt(Buffer.from(text, 'base64'));
      link.post({ type: 'keychain-reply', id, ok: true, text: out });
    } catch (err) {
      link.post({ type: 'keychain-reply', id, ok: false, text: `The OS keychain refused: ${(err as Error).message}` });
    }
  };

  let current: Generation = launch(opts.start);
  try {
    await current.ready;
  } catch (err) {
    closing = true;
    current.link.kill();
    throw err;
  }

  return {
    async invoke(method, input) {
      if (closing) return { ok: false, error: { code: 'CORE_STOPPED', message: 'Pincite is closing; the request was not run.' } };
      if (gaveUp) return { ok: false, error: gaveUp };
      const g = current;
      try {
        await g.ready;
      } catch (err) {
        return { ok: false, error: toErrorInfo(err) };
      }
      if (!g.alive) return { ok: false, error: { code: 'CORE_STOPPED', message: stoppedMessage(String(method), null, false) } };
      const id = nextId++;
      return new Promise<Envelope<unknown>>((resolve) => {
        pending.set(id, { generation: g, method: String(method), resolve });
        g.link.post({ type: 'invoke', id, method, input });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    pid: () => current.pid,
    restarts: () => restarts,
    async close() {
      if (closing) return current.exited;
      closing = true;
      const g = current;
      if (!g.alive) return;
      g.link.post({ type: 'close' });
      const timeout = opts.closeTimeoutMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), timeout)));
      if ((await Promise.race([g.exited, late])) === 'late') {
        log(`the core did not close its matter within ${timeout / 1000} s; ending it.`);
        g.link.kill();
        await g.exited;
      }
      clearTimeout(timer);
    },
  };
}

function stoppedMessage(method: string, code: number | null, closing: boolean): string {
  if (closing) return `Pincite closed before ${method} finished.`;
  return `Pincite's core stopped while working on ${method} (exit code ${code ?? 'unknown'}) and is being started again. The matter keeps everything that was saved before; run the request again.`;
}
