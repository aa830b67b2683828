import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Loopback addresses browser mode may bind to; anything else is refused before listening. */
export function isLoopbackHost(host: string): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * DNS-rebinding defence: the Host header must name the loopback address and port we
 * listen on, parsed as a URL authority — never matched by substring.
 */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  const name = url.hostname.replace(/^\[|\]$/g, '');
  // The header as sent must already be one of the spellings we serve: URL parsing would
  // also turn "2130706433" or "0x7f.1" into 127.0.0.1, and no page of ours uses those.
  const literal = LOOPBACK_AUTHORITY.test(host) && host.slice(host.lastIndexOf(':') + 1) === String(port);
  return literal && (name === '127.0.0.1' || name === 'localhost' || name === '::1') && url.port === String(port) && url.username === '' && url.pathname === '/';
}

const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/i;
const LOOPBACK_AUTHORITY = /^(?:127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/i;

/** A cross-site page may not call the API: Origin, when sent, must be our own origin exactly. */
export function originAllowed(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const literal = LOOPBACK_ORIGIN.test(origin);
  return literal && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]') && url.port === String(port);
}

export function tokenMatches(given: string | null | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Strict CSP for the renderer: no inline or remote scripts; react-pdf's text layer needs inline style attributes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
