import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

let tmpSeq = 0;

/** The temporary name a durable write uses beside `path`; crash leftovers match `<name>.<pid>-<n>.tmp`. */
function tmpName(path: string): string {
  return `${path}.${process.pid}-${++tmpSeq}.tmp`;
}

/**
 * Writes `data` to `path` so that after a crash or power cut the path holds either its
 * old content or all of the new, never a prefix: write a temporary file beside it,
 * fsync it, rename it into place, fsync the folder (without that the rename itself can
 * be lost while later writes that depend on it survive). On failure the temporary file
 * is removed and the error is thrown unchanged.
 */
export function writeFileDurably(path: string, data: Uint8Array | string, opts: { mode?: number } = {}): void {
  const tmp = tmpName(path);
  try {
    const fd = openSync(tmp, 'w', opts.mode ?? 0o644);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      let off = 0;
      while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  fsyncDir(dirname(path));
}

/** Makes a rename in `dir` durable. Windows cannot open a folder for fsync; NTFS journals renames itself. */
export function fsyncDir(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'EINVAL' && code !== 'EPERM' && code !== 'EISDIR') throw err;
  } finally {
    closeSync(fd);
  }
}
