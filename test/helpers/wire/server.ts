import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request as the server received it, for asserting what the SDK really sent. */
export type Recorded = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (undefined when the body is not JSON). */
  body: unknown;
  text: string;
};

/** One scripted response. Streams are pre-serialised frames written one by one. */
export type Reply =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'text'; status?: number; body: string; contentType: string; headers?: Record<string, string> }
  | { kind: 'stream'; status?: number; contentType: string; frames: string[]; headers?: Record<string, string> }
  /** Never answers: the client's timeout must fire. */
  | { kind: 'hang' }
  /** Sends status and headers (and `prefix`), then never finishes the body. */
  | { kind: 'stall'; status?: number; contentType: string; prefix?: string };

export type WireServer = {
  /** http://127.0.0.1:PORT */
  url: string;
  requests: Recorded[];
  /** Queue replies, used in order; an empty queue answers with `fallback`. */
  enqueue(...replies: Reply[]): void;
  /** Clears recorded requests and queued replies between tests. */
  reset(): void;
  close(): Promise<void>;
};

export type WireRoute = (req: Recorded, next: () => Reply) => Reply;

/** Nothing hangs longer than this, even if a test forgets to close. */
const MAX_HOLD_MS = 20_000;
const FRAME_GAP_MS = 2;

/**
 * A loopback HTTP server on an ephemeral port that answers with scripted replies.
 * `route` sees every request first (path and auth checks, in the provider's own
 * error format) and calls `next()` for the scripted reply.
 */
export async function startWireServer(route: WireRoute, fallback: Reply): Promise<WireServer> {
  const requests: Recorded[] = [];
  let queue: Reply[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const rec: Recorded = { method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, headers: req.headers, body, text };
      requests.push(rec);
      const reply = route(rec, () => queue.shift() ?? fallback);
      send(res, reply, later);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...r) => void queue.push(...r),
    reset: () => {
      requests.length = 0;
      queue = [];
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

function send(res: ServerResponse, r: Reply, later: (ms: number, fn: () => void) => void): void {
  switch (r.kind) {
    case 'json':
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json', ...r.headers });
      res.end(JSON.stringify(r.body));
      return;
    case 'text':
      res.writeHead(r.status ?? 200, { 'content-type': r.contentType, ...r.headers });
      res.end(r.body);
      return;
    case 'stream': {
      res.writeHead(r.status ?? 200, { 'content-type': r.contentType, 'cache-control': 'no-cache', ...r.headers });
      const frames = [...r.frames];
      const pump = () => {
        if (res.destroyed) return;
        const f = frames.shift();
        if (f === undefined) return void res.end();
        res.write(f);
        later(FRAME_GAP_MS, pump);
      };
      pump();
      return;
    }
    case 'hang':
      later(MAX_HOLD_MS, () => res.destroy());
      return;
    case 'stall':
      res.writeHead(r.status ?? 200, { 'content-type': r.contentType });
      res.flushHeaders();
      if (r.prefix) res.write(r.prefix);
      later(MAX_HOLD_MS, () => res.destroy());
      return;
  }
}
