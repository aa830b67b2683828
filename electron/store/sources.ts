import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Matter } from './open.js';

/** Path of the content-addressed copy of a source file inside a matter. */
export function sourcePath(matter: Matter, sha256: string): string {
  return join(matter.sourcesDir, `${sha256}.pdf`);
}

/**
 * Stores the bytes under their SHA-256, durably (write, fsync, rename), before the
 * document row that refers to them is committed. An existing copy is kept only if its
 * bytes still hash to its name.
 */
export function storeSourceCopy(matter: Matter, sha256: string, data: Uint8Array): string {
  const path = sourcePath(matter, sha256);
  if (existsSync(path) && createHash('sha256').update(readFileSync(path)).digest('hex') === sha256) return path;
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    let off = 0;
    while (off < data.length) off += writeSync(fd, data, off, data.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  return path;
}
