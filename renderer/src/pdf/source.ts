import type { ApiResult } from '../../../shared/api';
import { client } from '../store/client';

export type PageMeta = ApiResult<'documents:pages'>['pages'][number];
export type LoadedSource = { id: string; sha256: string; data: Uint8Array; pages: PageMeta[] };

/**
 * Each document's bytes cross the API once per session: a footnote click on a document
 * already shown must not wait for base64 again. Failed loads are forgotten so a retry
 * asks again.
 */
const cache = new Map<string, Promise<LoadedSource>>();

export function loadSource(id: string): Promise<LoadedSource> {
  let p = cache.get(id);
  if (!p) {
    p = Promise.all([client().call('documents:source', { id }), client().call('documents:pages', { id })]).then(([src, meta]) => ({
      id,
      sha256: src.sha256,
      data: decodeBase64(src.dataBase64),
      pages: meta.pages,
    }));
    p.catch(() => cache.delete(id));
    cache.set(id, p);
  }
  return p;
}

/** Forgets every document's bytes: another matter was opened. */
export function clearSources(): void {
  cache.clear();
}

function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The page's size on screen (CSS px) at a scale and total rotation, from stored page metadata alone. */
export function pageSize(meta: PageMeta | undefined, scale: number, extraRotation: number): { width: number; height: number } {
  const w = (meta?.width ?? 612) * scale;
  const h = (meta?.height ?? 792) * scale;
  const turned = (((meta?.rotation ?? 0) + extraRotation) % 180 + 180) % 180 === 90;
  return turned ? { width: h, height: w } : { width: w, height: h };
}
