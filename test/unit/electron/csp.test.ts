import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/host/security.js';
import { appResponseHeaders } from '../../../electron/shell/app-protocol.js';

/** The CSP parsed into directive → sources, as a browser reads it. */
function parse(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(out.has(name), `directive ${name} appears twice (browsers keep only the first)`).toBe(false);
    out.set(name.toLowerCase(), sources);
  }
  return out;
}

const csp = parse(CONTENT_SECURITY_POLICY);
/** What a directive falls back to when it is absent (CSP Level 3). */
const effective = (d: string) => csp.get(d) ?? (d.startsWith('script-src-') ? csp.get('script-src') : undefined) ?? csp.get('default-src')!;

describe('the renderer CSP', () => {
  it("falls back to 'self' only", () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it.each(['script-src', 'script-src-elem', 'script-src-attr'])('%s allows no inline script, no eval, no remote or data/blob script', (d) => {
    const sources = effective(d);
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", "'strict-dynamic'", 'data:', 'blob:', '*', 'http:', 'https:', 'filesystem:']) expect(sources).not.toContain(bad);
    expect(sources).toEqual(["'self'"]);
  });

  it('blocks plugins, base-tag hijacks, form posts and being framed', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('talks to nothing but itself: no remote connections, frames or fonts', () => {
    expect(effective('connect-src')).toEqual(["'self'"]);
    expect(effective('frame-src')).toEqual(["'self'"]);
    for (const d of ['img-src', 'font-src', 'worker-src', 'style-src', 'media-src']) {
      for (const s of effective(d)) expect(["'self'", "'unsafe-inline'", 'data:', 'blob:']).toContain(s);
    }
  });

  it('is sent on every app:// response, with nosniff', () => {
    const h = appResponseHeaders(new Headers({ 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src *" }));
    expect(h.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('content-type')).toBe('text/html');
  });
});
