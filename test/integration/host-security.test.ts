import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../electron/api/dispatch.js';
import { startHost, type Host } from '../../electron/host/server.js';
import { METHODS } from '../../shared/api.js';
import { tempDir } from '../helpers/corpus.js';

/**
 * Browser mode's HTTP surface, attacked directly (no browser needed): DNS rebinding
 * through the Host header, foreign origins, missing and wrong tokens, binding anything
 * but loopback, and path traversal out of the static folder in every spelling. Raw
 * requests, so neither fetch nor URL parsing on the client side can tidy an attack up.
 * (test/e2e/browser-mode.test.ts covers the same host from a real Chromium page.)
 */
const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD-FOLDER';
const INDEX = '<!doctype html><title>Pincite</title>';

type Reply = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

function raw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, setHost: !('Host' in headers) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', fail);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

describe('browser-mode host under attack', () => {
  const tmp = tempDir('pincite-host-');
  const staticDir = join(tmp.dir, 'build', 'renderer');
  const called: string[] = [];
  let host: Host;

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    // Files just outside the served folder: what traversal would be after.
    writeFileSync(join(tmp.dir, 'build', 'secret.txt'), SECRET);
    writeFileSync(join(tmp.dir, 'secret.txt'), SECRET);
    const handlers = Object.fromEntries(METHODS.map((m) => [m, () => (called.push(m), { documents: [] })])) as unknown as Handlers;
    host = await startHost({ handlers, staticDir, maxBodyBytes: 4096 });
  });
  afterAll(async () => {
    await host.close();
    tmp.cleanup();
  });

  const api = (headers: Record<string, string>, body = JSON.stringify({ method: 'documents:list', input: {} })) =>
    raw(host.port, '/api/invoke', { 'Content-Type': 'application/json', ...headers }, 'POST', body);
  const token = () => ({ 'X-Pincite-Token': host.token });

  it('serves the API only to the right token', async () => {
    called.length = 0;
    expect((await api({})).status).toBe(401);
    expect((await api({ 'X-Pincite-Token': '' })).status).toBe(401);
    expect((await api({ 'X-Pincite-Token': host.token.slice(0, -1) })).status).toBe(401);
    expect((await api({ 'X-Pincite-Token': host.token + '0' })).status).toBe(401);
    expect((await api({ 'X-Pincite-Token': host.token.toUpperCase() === host.token ? 'x' : host.token.toUpperCase() })).status).toBe(401);
    expect((await raw(host.port, `/api/invoke?token=${'f'.repeat(64)}`, { 'Content-Type': 'application/json' }, 'POST', '{"method":"documents:list","input":{}}')).status).toBe(401);
    expect((await raw(host.port, '/api/events')).status).toBe(401);
    expect(called).toEqual([]);
    const ok = await api(token());
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ ok: true, result: { documents: [] } });
    // Refusals are typed JSON, like every API error.
    expect(JSON.parse((await api({})).body)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });

  it.each([
    ['a foreign site', 'http://evil.example'],
    ['our port on another host name', 'http://127.0.0.1.evil.example:PORT'],
    ['another port on loopback', 'http://127.0.0.1:1'],
    ['https on our port', 'https://127.0.0.1:PORT'],
    ['an opaque origin (sandboxed frame, file:)', 'null'],
    ['a file: page', 'file://'],
  ])('refuses API calls from %s, even with the token', async (_n, origin) => {
    const r = await api({ ...token(), Origin: origin.replace('PORT', String(host.port)) });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });

  it.each([
    ['evil.com on our port', 'evil.com:PORT'],
    ['a name that starts like loopback', '127.0.0.1.evil.com:PORT'],
    ['a name that ends like loopback', 'evil.com.127.0.0.1:PORT'],
    ['loopback on another port', '127.0.0.1:1'],
    ['loopback without a port', '127.0.0.1'],
    ['credentials smuggling another host', '127.0.0.1:PORT@evil.com'],
    ['a fragment trick', 'evil.com#@127.0.0.1:PORT'],
    ['a backslash trick', 'evil.com\\@127.0.0.1:PORT'],
    ['a decimal IP for loopback', '2130706433:PORT'],
    ['0.0.0.0', '0.0.0.0:PORT'],
    ['a hex IP for loopback', '0x7f.1:PORT'],
    ['loopback with a trailing dot', '127.0.0.1.:PORT'],
    ['an empty Host', ''],
  ])('refuses a rebinding Host header (%s) on every route, token or not', async (_n, hostHeader) => {
    const h = hostHeader.replace('PORT', String(host.port));
    for (const path of ['/', '/index.html', '/assets/app.js']) expect((await raw(host.port, path, { Host: h })).status, `${h} ${path}`).toBe(421);
    const r = await api({ ...token(), Host: h });
    expect(r.status).toBe(421);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('accepts the loopback names it listens for', async () => {
    for (const h of [`127.0.0.1:${host.port}`, `localhost:${host.port}`, `LOCALHOST:${host.port}`]) expect((await raw(host.port, '/', { Host: h })).status, h).toBe(200);
  });

  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..%5c..%5csecret.txt',
    '/%5c..%5c..%5csecret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/.%2e/.%2e/secret.txt',
    `/${'x/'.repeat(3)}${'%2e%2e%2f'.repeat(6)}secret.txt`,
    'ABS/secret.txt',
    '/ABS/secret.txt',
    '/ENC%2fsecret.txt',
    '/etc/passwd',
    '/%2fetc%2fpasswd',
    '/../../../../../../etc/passwd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/secret.txt%00.html',
    '/%ff%fe',
    'http://127.0.0.1/../secret.txt',
  ])('never serves a file outside the build folder: %s', async (path) => {
    // Absolute paths of the secret, as they are and percent-encoded.
    const target = path.replace('ABS', tmp.dir).replace('ENC', encodeURIComponent(tmp.dir));
    const r = await raw(host.port, target);
    expect(r.body).not.toContain(SECRET);
    expect(r.body).not.toMatch(/root:.*:0:0:/);
    // Refused outright, or the app's own index.html (the SPA fallback) — never anything else.
    if (r.status === 200) expect(r.body).toBe(INDEX);
    else expect([400, 403, 404]).toContain(r.status);
  });

  it('refuses other methods on static files and other API routes; bounds the body; wants JSON', async () => {
    expect((await raw(host.port, '/index.html', {}, 'PUT', 'x')).status).toBe(405);
    expect((await raw(host.port, '/api/invoke', token(), 'GET')).status).toBe(404);
    expect((await raw(host.port, '/api/../api/invoke', { ...token(), 'Content-Type': 'application/json' }, 'POST', '{"method":"documents:list","input":{}}')).status).toBe(200);
    expect((await api({ ...token(), 'Content-Type': 'text/plain' })).status).toBe(415);
    const big = await api(token(), JSON.stringify({ method: 'documents:list', input: {}, pad: 'x'.repeat(10_000) }));
    expect(big.status).toBe(400);
    expect(JSON.parse(big.body)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(JSON.parse((await api(token(), '{"method":"__proto__","input":{}}')).body)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('sends the hardening headers, and the CSP on the page', async () => {
    const r = await raw(host.port, '/');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    const csp = String(r.headers['content-security-policy']);
    for (const d of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "connect-src 'self'"]) expect(csp).toContain(d);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });
});

describe('browser mode binds loopback only', () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal)
    .map((a) => a!.address);

  it.each(['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', '127.0.0.1.nip.io', 'example.com', ...lan])('refuses to listen on %s', async (bind) => {
    const handlers = {} as Handlers;
    await expect(startHost({ handlers, staticDir: '.', host: bind })).rejects.toMatchObject({ name: 'PinciteError', code: 'INVALID_INPUT', message: expect.stringContaining('loopback') });
  });
});
