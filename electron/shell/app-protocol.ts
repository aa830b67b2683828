import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../host/security.js';
import { isAppUrl } from '../window-policy.js';

/**
 * The file a `pincite://app/…` request is answered with: a file inside the renderer
 * build, else index.html (the app has one page). Null for anything that is not our app
 * origin or whose path cannot be decoded; a path can never leave the build folder.
 */
export function appFileFor(rendererDir: string, requestUrl: string): string | null {
  if (!isAppUrl(requestUrl)) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const root = resolve(rendererDir);
  const index = join(root, 'index.html');
  // normalize('/' + rel) resolves every "..": the result is rooted, so it stays under root.
  const file = resolve(root, '.' + normalize('/' + rel));
  if (!file.startsWith(root + sep)) return index;
  return existsSync(file) && statSync(file).isFile() ? file : index;
}

/** Headers of every app response: the CSP, and no MIME sniffing. */
export function appResponseHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  return headers;
}
