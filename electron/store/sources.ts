import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from './durable-write.js';

/** Where a matter keeps its source copies (a `Matter` has it; typed apart so opening a matter can tidy this folder without an import circle). */
type SourcesFolder = { readonly sourcesDir: string };

/** Path of the content-addressed copy of a source file inside a matter. */
export function sourcePath(matter: SourcesFolder, sha256: string): string {
  return join(matter.sourcesDir, `${sha256}.pdf`);
}

/**
 * Stores the bytes under their SHA-256, durably, before the document row that refers
 * to them is committed (see writeFileDurably). A crash at any point leaves at worst an
 * orphaned temporary file or an unreferenced copy, never a row pointing at a missing
 * or partial copy. An existing copy is kept only if its bytes still hash to its name.
 */
export function storeSourceCopy(matter: SourcesFolder, sha256: string, data: Uint8Array): string {
  const path = sourcePath(matter, sha256);
  if (existsSync(path) && createHash('sha256').update(readFileSync(path)).digest('hex') === sha256) return path;
  writeFileDurably(path, data);
  return path;
}

/** A temporary copy this old whose writer is gone was left by a crash. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes temporary copies left by a process that died mid-write (kill -9, power cut).
 * Only when the writer's pid is gone *and* the file is an hour old: a live ingest in
 * another process (or on another machine sharing the folder) keeps its file.
 * Returns how many were removed.
 */
export function removeStaleTemporaries(sourcesDir: string, now = Date.now()): number {
  let removed = 0;
  let entries: string[];
  try {
    entries = readdirSync(sourcesDir);
  } catch {
    return 0;
  }
  for (const name of entries) {
    const pid = /^[0-9a-f]{64}\.pdf\.(\d+)-\d+\.tmp$/.exec(name)?.[1];
    if (!pid || processAlive(Number(pid))) continue;
    const path = join(sourcesDir, name);
    try {
      if (now - statSync(path).mtimeMs < STALE_AFTER_MS) continue;
      rmSync(path, { force: true });
      removed++;
    } catch {
      // Gone already, or not ours to remove: either way, nothing to do.
    }
  }
  return removed;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** Deletes a source copy no document refers to any more (a removed, uncited document). Missing already is fine. */
export function removeSourceCopy(matter: SourcesFolder, sha256: string): void {
  rmSync(sourcePath(matter, sha256), { force: true });
}
