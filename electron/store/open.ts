import Database from 'better-sqlite3';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PinciteError } from '../../shared/errors.js';
import { LATEST_VERSION, MIGRATIONS } from './migrations/index.js';
import type { Migration } from './migrations/types.js';
import { removeStaleTemporaries } from './sources.js';

/**
 * Permission in the type (after Signal Desktop's `ReadableDB`/`WritableDB`): a function
 * that only reads takes a `ReadableDB` and cannot call one that writes, which takes a
 * `WritableDB` — the compiler checks "reads the store, writes nothing", not a comment.
 * Only `openMatter` mints a handle.
 */
export type ReadableDB = Database.Database & { readonly __readable_db: never };
export type WritableDB = ReadableDB & { readonly __writable_db: never };
/** The matter's own handle: it may write. */
export type Db = WritableDB;

/** A matter is a folder: one SQLite file plus content-addressed copies of its sources. */
export type Matter = {
  readonly dir: string;
  readonly db: Db;
  readonly sourcesDir: string;
  close(): void;
};

export const DB_FILE = 'matter.sqlite';
export const SOURCES_DIR = 'sources';

/** How long a writer waits for another process's write transaction before MATTER_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * The one place a matter's database is opened: every pragma is set here, migrations
 * run here, and a database written by a newer Pincite is refused rather than touched.
 */
export function openMatter(dir: string): Matter {
  const root = resolve(dir);
  const sourcesDir = join(root, SOURCES_DIR);
  prepareFolder(root, sourcesDir);
  let db: Db;
  try {
    db = new Database(join(root, DB_FILE), { timeout: BUSY_TIMEOUT_MS }) as Db;
  } catch (err) {
    throw asStoreError(err, root);
  }
  try {
    // Read the version before any pragma that writes: switching a rollback-journal
    // database to WAL rewrites its header, and a newer matter must stay byte-for-byte
    // as it was. Reading it is also the first touch of the file, so a file that is not
    // SQLite fails here, unchanged.
    refuseNewer(db, root, LATEST_VERSION);
    db.pragma('journal_mode = WAL');
    // FULL: a committed document survives power loss, not just a crash of the process.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, root);
  } catch (err) {
    db.close();
    throw asStoreError(err, root);
  }
  removeStaleTemporaries(sourcesDir);
  return { dir: root, db, sourcesDir, close: () => db.close() };
}

/**
 * A read-only handle on a matter's database, for auditors' checks and tools that must
 * not change what they inspect: no pragma that writes, no migration, and the type says
 * it cannot be handed to anything that writes.
 */
export function openMatterReadOnly(dir: string): ReadableDB {
  const root = resolve(dir);
  try {
    return new Database(join(root, DB_FILE), { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS }) as ReadableDB;
  } catch (err) {
    throw asStoreError(err, root);
  }
}

/** Creates the matter folder and its sources folder, or says plainly why it cannot. */
function prepareFolder(root: string, sourcesDir: string): void {
  try {
    mkdirSync(root, { recursive: true });
    // Not recursive: Node's recursive mkdir reports a read-only file system as ENOENT.
    if (!isDir(sourcesDir)) mkdirSync(sourcesDir);
  } catch (err) {
    throw new PinciteError('MATTER_UNWRITABLE', `Cannot create the matter folder ${root}: ${whyNotCreated(root, err)}. Choose a folder you can write to.`, { cause: err });
  }
  try {
    accessSync(root, constants.W_OK);
    accessSync(sourcesDir, constants.W_OK);
  } catch (err) {
    throw new PinciteError('MATTER_UNWRITABLE', `The matter folder ${root} cannot be written: ${fsReason(err)}. Pincite keeps the matter's database and source copies there; choose a folder you can write to.`, { cause: err });
  }
}

/**
 * Node's recursive mkdir reports a read-only or forbidden parent as ENOENT; ask the
 * nearest existing ancestor for the real reason.
 */
function whyNotCreated(root: string, err: unknown): string {
  if ((err as { code?: string }).code !== 'ENOENT') return fsReason(err);
  let dir = root;
  while (dirname(dir) !== dir && !existsSync(dir)) dir = dirname(dir);
  try {
    accessSync(dir, constants.W_OK);
  } catch (inner) {
    return `${fsReason(inner)} (${dir})`;
  }
  return fsReason(err);
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function refuseNewer(db: Database.Database, root: string, latest: number): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) {
    throw new PinciteError(
      'MATTER_NEWER_VERSION',
      `The matter at ${root} was written by a newer Pincite (schema ${current}, this build knows ${latest}). It was not changed; open it with the newer version.`,
    );
  }
}

/**
 * Brings the database to the last of `migrations` (`MIGRATIONS` unless a test injects
 * its own). Every pending migration runs in one IMMEDIATE transaction, re-reading the
 * version under the write lock so two processes opening the same matter cannot both
 * migrate it; a failure rolls all of it back and leaves the file exactly as it was.
 */
export function migrate(db: Database.Database, root: string, migrations: readonly Migration[] = MIGRATIONS): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration ${m.name} has version ${m.version}; expected ${i + 1} (versions run 1, 2, 3… without gaps).`);
  });
  const latest = migrations.length;
  refuseNewer(db, root, latest);
  if ((db.pragma('user_version', { simple: true }) as number) === latest) return;
  db.transaction(() => {
    refuseNewer(db, root, latest);
    const current = db.pragma('user_version', { simple: true }) as number;
    for (const m of migrations.slice(current)) {
      try {
        db.exec(m.sql);
      } catch (err) {
        const mapped = asStoreError(err, root);
        if (mapped instanceof PinciteError) throw mapped;
        throw new PinciteError(
          'INTERNAL',
          `Upgrading the matter at ${root} to schema ${m.version} (${m.name}) failed: ${(err as Error).message}. Nothing was changed; the matter is as it was. Please report this.`,
          { cause: err },
        );
      }
      db.pragma(`user_version = ${m.version}`);
    }
  }).immediate();
}

/** Maps SQLite's and the file system's failure codes to the typed errors users see. */
export function asStoreError(err: unknown, root: string): unknown {
  if (err instanceof PinciteError) return err;
  const code = (err as { code?: string }).code ?? '';
  const msg = (err as Error).message;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new PinciteError('MATTER_BUSY', `The matter at ${root} is busy: another Pincite process is writing to it. Try again when it has finished.`, { cause: err });
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') {
    return new PinciteError('MATTER_UNWRITABLE', `The disk holding ${root} is full; nothing more was written. Free some space and try again.`, { cause: err });
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_PERM') {
    return new PinciteError('MATTER_UNWRITABLE', `The matter at ${root} cannot be written (${msg}). Check that the folder exists, that you may write to it, and that the disk has space.`, { cause: err });
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new PinciteError('MATTER_UNWRITABLE', `The matter at ${root} cannot be written: ${fsReason(err)}. Choose a folder you can write to.`, { cause: err });
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new PinciteError('MATTER_CORRUPT', `The matter database at ${root} is damaged or not a Pincite matter (${msg}). Restore it from a backup, or choose another folder.`, { cause: err });
  }
  return err;
}

/** A file-system failure in words, with the system's own message kept for support. */
function fsReason(err: unknown): string {
  const code = (err as { code?: string }).code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOSPC: 'the disk is full',
    ENOTDIR: 'part of the path is a file, not a folder',
    EEXIST: 'a file with that name is in the way',
    ENOENT: 'a folder on the path does not exist and cannot be created',
  };
  return (code && words[code]) ?? (err as Error).message;
}
