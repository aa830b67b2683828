import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_VERSION, MIGRATIONS } from '../../../electron/store/migrations/index.js';
import type { Migration } from '../../../electron/store/migrations/types.js';
import { asStoreError, DB_FILE, migrate, openMatter, type Matter } from '../../../electron/store/open.js';
import { PinciteError } from '../../../shared/errors.js';
import { tempDir } from '../../helpers/corpus.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});
function folder(): string {
  const t = tempDir('pincite-open-');
  cleanups.push(t.cleanup);
  return t.dir;
}
function open(dir: string): Matter {
  const m = openMatter(dir);
  cleanups.unshift(() => m.close());
  return m;
}

/** The PinciteError `fn` throws (failing the test if it throws anything else, or nothing). */
function thrown(fn: () => unknown): PinciteError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PinciteError);
    return err as PinciteError;
  }
  throw new Error('expected an error');
}

const addDocument = (m: Matter) =>
  m.db.prepare(`INSERT INTO documents (id, sha256, text_sha256, title, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at)
    VALUES ('d1', 's1', 't1', 'Kept', 'f.pdf', 1, 1, 0, 'text', 'x', 'y', 'now')`).run();

describe('openMatter', () => {
  it('sets WAL, synchronous=FULL and foreign keys, and migrates to the latest schema', () => {
    const m = open(folder());
    expect(m.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(m.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(m.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(m.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(existsSync(m.sourcesDir)).toBe(true);
  });

  it('reopens an existing matter without changing it', () => {
    const dir = folder();
    const first = openMatter(dir);
    addDocument(first);
    first.close();
    const again = open(dir);
    expect(again.db.prepare('SELECT title FROM documents').all()).toEqual([{ title: 'Kept' }]);
    expect(again.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
  });

  it.each(['delete', 'wal'])('refuses a matter from a newer Pincite (%s journal) with MATTER_NEWER_VERSION, leaving its bytes as they were', (journal) => {
    const dir = folder();
    const file = join(dir, DB_FILE);
    const raw = new Database(file);
    raw.pragma(`journal_mode = ${journal}`);
    raw.exec('CREATE TABLE future_things (x TEXT); INSERT INTO future_things VALUES (\'from the future\');');
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    const before = readFileSync(file);
    const err = thrown(() => openMatter(dir));
    expect(err.code).toBe('MATTER_NEWER_VERSION');
    expect(err.message).toContain(`schema ${LATEST_VERSION + 1}, this build knows ${LATEST_VERSION}`);
    expect(err.message).toMatch(/It was not changed; open it with the newer version/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`) && readFileSync(`${file}-wal`).length > 0).toBe(false);
  });

  it('refuses a file that is not SQLite with MATTER_CORRUPT, leaving it as it was', () => {
    const dir = folder();
    const file = join(dir, DB_FILE);
    const junk = Buffer.from('These are my notes, saved under the wrong name. '.repeat(200));
    writeFileSync(file, junk);
    const err = thrown(() => openMatter(dir));
    expect(err.code).toBe('MATTER_CORRUPT');
    expect(err.message).toContain(dir);
    expect(err.message).toMatch(/Restore it from a backup/);
    expect(readFileSync(file).equals(junk)).toBe(true);
  });

  it('refuses a SQLite file whose schema pages were lost with MATTER_CORRUPT', () => {
    const dir = folder();
    const m = openMatter(dir);
    addDocument(m);
    m.db.pragma('wal_checkpoint(TRUNCATE)');
    m.close();
    const file = join(dir, DB_FILE);
    const bytes = readFileSync(file);
    // Keep the 100-byte header (page size, page count, version) and zero the rest of page 1: the schema.
    bytes.fill(0, 100, 4096);
    writeFileSync(file, bytes);
    expect(thrown(() => openMatter(dir)).code).toBe('MATTER_CORRUPT');
  });

  it('refuses a matter folder under a regular file with MATTER_UNWRITABLE, saying why', () => {
    const dir = folder();
    writeFileSync(join(dir, 'a-file'), 'x');
    const err = thrown(() => openMatter(join(dir, 'a-file', 'matter')));
    expect(err.code).toBe('MATTER_UNWRITABLE');
    expect(err.message).toMatch(/Cannot create the matter folder .*a-file\/matter: part of the path is a file, not a folder\. Choose a folder you can write to\./);
  });

  it('refuses a matter "folder" that is a regular file', () => {
    const dir = folder();
    writeFileSync(join(dir, 'matter'), 'x');
    const err = thrown(() => openMatter(join(dir, 'matter')));
    expect(err.code).toBe('MATTER_UNWRITABLE');
  });

  it('refuses a database path that cannot be opened with MATTER_UNWRITABLE', () => {
    const dir = folder();
    mkdirSync(join(dir, DB_FILE)); // a folder where the database file should be
    expect(thrown(() => openMatter(dir)).code).toBe('MATTER_UNWRITABLE');
  });
});

/**
 * A read-only folder, for real. Tests run as root, whom chmod does not stop; a
 * read-only bind mount in a private mount namespace does (where unshare is allowed).
 */
const canUnshare = spawnSync('unshare', ['-m', 'sh', '-c', 'mount --bind -o ro /tmp /tmp'], { stdio: 'ignore' }).status === 0;

describe.runIf(canUnshare)('a matter on a read-only file system', () => {
  const runReadOnly = (dir: string, script: string) =>
    spawnSync('unshare', ['-m', 'sh', '-c', `mount --bind -o ro "$0" "$0" && exec node --import tsx -e "$1"`, dir, script], { encoding: 'utf8', cwd: process.cwd() });
  const probe = (dir: string) =>
    `import('./electron/store/open.ts').then(({ openMatter }) => { try { openMatter(${JSON.stringify(dir)}); console.log('opened'); } catch (e) { console.log(JSON.stringify({ code: e.code, message: e.message })); } })`;

  it('refuses an existing matter with MATTER_UNWRITABLE, and changes nothing', () => {
    const dir = folder();
    const m = openMatter(dir);
    addDocument(m);
    m.close();
    const before = readFileSync(join(dir, DB_FILE));
    const r = runReadOnly(dir, probe(dir));
    const out = JSON.parse(r.stdout.trim()) as { code: string; message: string };
    expect(out.code).toBe('MATTER_UNWRITABLE');
    expect(out.message).toBe(`The matter folder ${dir} cannot be written: the file system is read-only. Pincite keeps the matter's database and source copies there; choose a folder you can write to.`);
    expect(readFileSync(join(dir, DB_FILE)).equals(before)).toBe(true);
  });

  it('refuses to create a matter in a read-only folder', () => {
    const dir = folder();
    const r = runReadOnly(dir, probe(join(dir, 'new-matter')));
    const out = JSON.parse(r.stdout.trim()) as { code: string; message: string };
    expect(out.code).toBe('MATTER_UNWRITABLE');
    expect(out.message).toBe(`Cannot create the matter folder ${join(dir, 'new-matter')}: the file system is read-only (${dir}). Choose a folder you can write to.`);
  });
});

describe('migrate', () => {
  const failing: Migration = { version: LATEST_VERSION + 1, name: 'broken', sql: `CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);` };

  it('rolls a failing migration back completely, leaving the data and the version as they were', () => {
    const dir = folder();
    const m = open(dir);
    addDocument(m);
    let err: unknown;
    try {
      migrate(m.db, dir, [...MIGRATIONS, failing]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PinciteError);
    expect((err as PinciteError).message).toMatch(new RegExp(`schema ${LATEST_VERSION + 1} \\(broken\\) failed: no such table: no_such_table\\. Nothing was changed`));
    expect(m.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(m.db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'half_done'`).get()).toEqual({ n: 0 });
    expect(m.db.prepare('SELECT title FROM documents').all()).toEqual([{ title: 'Kept' }]);
    expect(m.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('applies all pending migrations or none: a failure in the last undoes the earlier ones', () => {
    const db = new Database(':memory:');
    const third: Migration = { ...failing, version: 3 };
    expect(() => migrate(db, ':memory:', [MIGRATIONS[0]!, MIGRATIONS[1]!, third])).toThrow(PinciteError);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM sqlite_master').get()).toEqual({ n: 0 });
  });
});

describe('asStoreError', () => {
  const map = (code: string, message = 'boom') => asStoreError(Object.assign(new Error(message), { code }), '/m') as PinciteError;

  it.each([
    ['SQLITE_BUSY', 'MATTER_BUSY', /another Pincite process is writing/],
    ['SQLITE_LOCKED', 'MATTER_BUSY', /Try again when it has finished/],
    ['SQLITE_READONLY', 'MATTER_UNWRITABLE', /cannot be written/],
    ['SQLITE_READONLY_DBMOVED', 'MATTER_UNWRITABLE', /cannot be written/],
    ['SQLITE_CANTOPEN', 'MATTER_UNWRITABLE', /that you may write to it/],
    ['SQLITE_IOERR_WRITE', 'MATTER_UNWRITABLE', /disk has space/],
    ['SQLITE_FULL', 'MATTER_UNWRITABLE', /is full; nothing more was written/],
    ['ENOSPC', 'MATTER_UNWRITABLE', /is full; nothing more was written/],
    ['EROFS', 'MATTER_UNWRITABLE', /the file system is read-only/],
    ['EACCES', 'MATTER_UNWRITABLE', /permission denied/],
    ['SQLITE_CORRUPT', 'MATTER_CORRUPT', /damaged or not a Pincite matter/],
    ['SQLITE_NOTADB', 'MATTER_CORRUPT', /Restore it from a backup/],
  ])('maps %s to %s', (code, expected, says) => {
    const err = map(code);
    expect(err).toBeInstanceOf(PinciteError);
    expect(err.code).toBe(expected);
    expect(err.message).toContain('/m');
    expect(err.message).toMatch(says);
  });

  it('passes typed errors through, and leaves unknown ones for the caller', () => {
    const typed = new PinciteError('NOT_FOUND', 'x');
    expect(asStoreError(typed, '/m')).toBe(typed);
    const other = Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(asStoreError(other, '/m')).toBe(other);
  });
});
