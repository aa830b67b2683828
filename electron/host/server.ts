import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { PinciteError, type ErrorCode } from '../../shared/errors.js';
import { inProcessCore, type Core } from '../api/core.js';
import type { Handlers } from '../api/dispatch.js';
import { CONTENT_SECURITY_POLICY, hostAllowed, isLoopbackHost, originAllowed, tokenMatches } from './security.js';

export type HostOptions = (
  | { handlers: Handlers }
  /** The core elsewhere (e.g. its own process): the host only carries calls and events. */
  | { core: Core }
) & {
  /** The renderer build (index.html + assets). */
  staticDir: string;
  host?: string;
  port?: number;
  token?: string;
  maxBodyBytes?: number;
};

export type Host = { url: string; port: number; token: string; close: () => Promise<void> };

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.woff2': 'font/woff2', '.wasm': 'application/wasm', '.bcmap': 'application/octet-stream', '.pfb': 'application/octet-stream', '.ttf': 'font/ttf', '.ico': 'image/x-icon',
};

/**
 * Browser mode: the same API as the desktop app, over HTTP on loopback only.
 * POST /api/invoke {method, input} → {ok, result|error}; GET /api/events → server-sent
 * push events. Every API request needs the per-launch token; every request needs a
 * loopback Host header for our port (DNS rebinding) and, if it has one, our Origin.
 */
export async function startHost(opts: HostOptions): Promise<Host> {
  const bind = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(bind)) throw new PinciteError('INVALID_INPUT', `Browser mode only listens on loopback (127.0.0.1, ::1); refusing to bind ${bind}, which would expose the matter to the network.`);
  const token = opts.token ?? randomBytes(32).toString('hex');
  const maxBody = opts.maxBodyBytes ?? 200 * 1024 * 1024;
  const staticRoot = resolve(opts.staticDir);
  const listeners = new Set<ServerResponse>();
  let port = 0;

  const core = 'core' in opts ? opts.core : inProcessCore(opts.handlers);
  const unsubscribe = core.subscribe((message) => {
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const res of listeners) res.write(data);
  });

  const server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (!hostAllowed(req, port)) return deny(res, 421, 'Host not allowed');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/api/')) {
      if (!originAllowed(req, port)) return deny(res, 403, 'Origin not allowed');
      const given = req.headers['x-pincite-token'] ?? url.searchParams.get('token');
      if (!tokenMatches(Array.isArray(given) ? given[0] : given, token)) return deny(res, 401, 'Missing or wrong token');
      if (url.pathname === '/api/invoke' && req.method === 'POST') return void invoke(req, res);
      if (url.pathname === '/api/events' && req.method === 'GET') return events(res);
      return deny(res, 404, 'No such API route');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return deny(res, 405, 'Method not allowed');
    serveStatic(url.pathname, res);
  });

  async function invoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return deny(res, 415, 'Expected application/json');
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, maxBody));
    } catch (err) {
      res.setHeader('Connection', 'close');
      return sendJson(res, 400, { ok: false, error: { code: 'INVALID_INPUT', message: `Request body is not valid JSON or is too large (${(err as Error).message}).` } });
    }
    const { method, input } = (body ?? {}) as { method?: unknown; input?: unknown };
    sendJson(res, 200, await core.invoke(method, input));
  }

  function events(res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    listeners.add(res);
    res.on('close', () => listeners.delete(res));
  }

  function serveStatic(pathname: string, res: ServerResponse): void {
    let rel: string;
    try {
      rel = decodeURIComponent(pathname);
    } catch {
      return deny(res, 400, 'Bad path');
    }
    if (rel.includes('\0')) return deny(res, 400, 'Bad path');
    // Resolve inside the build folder and refuse anything that escapes it.
    let file = resolve(staticRoot, '.' + normalize('/' + rel));
    if (file !== staticRoot && !file.startsWith(staticRoot + sep)) return deny(res, 403, 'Forbidden');
    let st = statOrNull(file);
    if (!st || st.isDirectory()) {
      file = join(staticRoot, 'index.html');
      st = statOrNull(file);
      if (!st) return deny(res, 404, 'The renderer has not been built (run: npm run build:renderer)');
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = { 'Content-Type': type, 'Content-Length': st.size, 'Cache-Control': 'no-cache' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }

  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(opts.port ?? 0, bind, () => ok());
    });
  } catch (err) {
    unsubscribe();
    throw err;
  }
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const shown = bind === '::1' ? '[::1]' : bind === 'localhost' ? '127.0.0.1' : bind;
  return {
    url: `http://${shown}:${port}/?token=${token}`,
    port,
    token,
    close: () =>
      new Promise<void>((ok) => {
        unsubscribe();
        for (const res of listeners) res.end();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

function statOrNull(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** A refused request: who may call (401/403/421) is UNAUTHORIZED; a missing route or file NOT_FOUND; the rest INVALID_INPUT. */
function deny(res: ServerResponse, status: number, message: string): void {
  const code: ErrorCode = status === 401 || status === 403 || status === 421 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT';
  sendJson(res, status, { ok: false, error: { code, message } });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

function readBody(req: IncomingMessage, max: number): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        // Stop buffering and drain the rest, so the typed 400 still reaches the client
        // (destroying the request would cut the socket before the answer); the
        // connection is closed after the answer.
        fail(new Error(`body over ${max} bytes`));
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}
