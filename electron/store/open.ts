import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PinciteError } from '../../shared/errors.js';
import { LATEST_VERSION, MIGRATIONS } from './migrations/index.js';

export type Db = Database.Database;

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
  try {
    mkdirSync(sourcesDir, { recursive: true });
  } catch (err) {
    throw new PinciteError('MATTER_UNWRITABLE', `Cannot create the matter folder ${root}: ${(err as Error).message}. Choose a folder you can write to.`, { cause: err });
  }
  let db: Db;
  try {
    db = new Database(join(root, DB_FILE), { timeout: BUSY_TIMEOUT_MS });
  } catch (err) {
    throw asStoreError(err, root);
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, root);
  } catch (err) {
    db.close();
    throw asStoreError(err, root);
  }
  return { dir: root, db, sourcesDir, close: () => db.close() };
}

function migrate(db: Db, root: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > LATEST_VERSION) {
    throw new PinciteError(
      'MATTER_NEWER_VERSION',
      `The matter at ${root} was written by a newer Pincite (schema ${current}, this build knows ${LATEST_VERSION}). It was not changed; open it with the newer version.`,
    );
  }
  if (current === LATEST_VERSION) return;
  // One transaction for every pending migration: a failure leaves the file exactly as it was.
  db.transaction(() => {
    for (const m of MIGRATIONS.slice(current)) {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    }
  }).immediate();
}

/** Maps SQLite's failure codes to the typed errors users see. */
export function asStoreError(err: unknown, root: string): unknown {
  if (err instanceof PinciteError) return err;
  const code = (err as { code?: string }).code ?? '';
  const msg = (err as Error).message;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new PinciteError('MATTER_BUSY', `The matter at ${root} is busy: another Pincite process is writing to it. Try again when it has finished.`, { cause: err });
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'EACCES' || code === 'EROFS') {
    return new PinciteError('MATTER_UNWRITABLE', `The matter at ${root} cannot be written (${msg}). Check the folder's permissions and free space.`, { cause: err });
  }
  if (code === 'SQLITE_FULL') {
    return new PinciteError('MATTER_UNWRITABLE', `The disk holding ${root} is full; nothing was written. Free some space and try again.`, { cause: err });
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new PinciteError('MATTER_CORRUPT', `The matter database at ${root} is damaged or not a Pincite matter (${msg}). Restore it from a backup.`, { cause: err });
  }
  return err;
}
