import { homedir } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Where Pincite keeps per-user data (matters, keys): PINCITE_HOME if set, else the
 * platform's usual application-data folder.
 */
export function appDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.PINCITE_HOME) return env.PINCITE_HOME;
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Pincite');
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Pincite');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'pincite');
}

export function defaultMatterDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(appDataDir(env), 'matters', 'default');
}

/**
 * A matter's display name is whatever the lawyer typed ("Acme v. Beta (2026)", "Smith &
 * Jones", "O'Brien"); its folder name is derived from it so that no name can reach a path
 * separator, a device name or a hidden file. The display name is kept in the folder.
 */
const DISPLAY_FILE = 'matter-name.txt';
const MAX_FOLDER = 64;
/** Windows refuses these as file names whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** Printable text only: no control or format characters, inner whitespace collapsed. */
export function cleanMatterName(name: string): string {
  return name.normalize('NFC').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** The folder for a display name: letters, digits, spaces, "_", "-" and "." kept; the rest become "-". */
export function matterFolderName(display: string): string {
  let folder = cleanMatterName(display)
    .replace(/[^\p{L}\p{N} _.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  folder = [...folder].slice(0, MAX_FOLDER).join('').replace(/[\s.-]+$/, '');
  if (!folder) folder = 'matter';
  if (RESERVED.test(folder.split('.')[0]!)) folder = `${folder}-matter`;
  return folder;
}

/** The display name recorded in a matter folder; its folder name when none was recorded (matters made before names were kept). */
export function readMatterDisplayName(dir: string): string {
  const file = join(dir, DISPLAY_FILE);
  if (existsSync(file)) {
    const name = cleanMatterName(readFileSync(file, 'utf8'));
    if (name) return name;
  }
  return basename(dir);
}

export function writeMatterDisplayName(dir: string, display: string): void {
  writeFileSync(join(dir, DISPLAY_FILE), `${cleanMatterName(display)}\n`);
}

/**
 * Where a new matter with this display name goes under `root`: its derived folder, or
 * "<folder> 2", "<folder> 3"… when another matter (another display name) already took it.
 */
export function newMatterFolder(root: string, display: string, taken: (folder: string) => boolean): string {
  const base = matterFolderName(display);
  for (let i = 1; ; i++) {
    const folder = i === 1 ? base : `${base} ${i}`;
    if (!taken(join(root, folder))) return folder;
  }
}
