import { createHandlers } from '../api/handlers.js';
import { openSession } from '../api/session.js';
import { ensureRendererBuilt, RENDERER_DIST } from '../host/renderer-build.js';
import { startHost } from '../host/server.js';
import { printResult, UsageError, type CliIo } from './io.js';

export type ServeArgs = {
  /** The matter folder; the install's default matter when absent. */
  matter: string | undefined;
  port: string | undefined;
  /** Load the sample contracts into an empty matter (always done for the default matter). */
  samples: boolean;
  json: boolean;
};

export function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 0;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) throw new UsageError(`--port must be a number from 0 to 65535 (0 picks a free port), got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * Resolves on the first SIGINT or SIGTERM. Ctrl+C reaches the whole process group, and a
 * launcher (tsx, npm) relays the same signal once more, so a repeat within a second is
 * that echo and is ignored; a later one means "stop now" and exits at once.
 */
export function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    let first = 0;
    const on = (signal: NodeJS.Signals) => {
      if (first === 0) {
        first = Date.now();
        done(signal);
      } else if (Date.now() - first > 1000) {
        process.stderr.write('pincite: stopping now, without waiting for a clean close.\n');
        process.exit(130);
      }
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

/**
 * `pincite serve`: browser mode. Builds the renderer if it is missing or stale, opens the
 * matter (first start of the default matter loads the sample contracts), serves the same
 * API as the desktop app on 127.0.0.1 with a per-launch token, prints the URL and stays
 * up until SIGINT/SIGTERM, then closes the host and the matter cleanly.
 */
export async function runServe(args: ServeArgs, io: CliIo, stop: () => Promise<unknown> = untilSignal): Promise<number> {
  const port = parsePort(args.port);
  const stopped = stop();
  io.err('pincite: preparing the renderer…\n');
  ensureRendererBuilt();
  const samples = args.samples || args.matter === undefined;
  if (samples) io.err('pincite: opening the matter (the sample contracts are ingested on first start)…\n');
  const session = await openSession({ ...(args.matter === undefined ? {} : { matterDir: args.matter }), samples });
  let host;
  try {
    host = await startHost({ handlers: createHandlers(session), staticDir: RENDERER_DIST, port });
  } catch (err) {
    await session.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`port ${port} is already in use on 127.0.0.1; pick another with --port, or --port 0 for a free one`);
    throw err;
  }
  printResult(io, args.json, { url: host.url }, () => `Pincite is running in browser mode on this computer only. Open:\n  ${host.url}\nPress Ctrl+C to stop.`);
  await stopped;
  io.err('pincite: stopping…\n');
  await host.close();
  await session.close();
  return 0;
}
