import { homedir } from 'node:os';
import { join } from 'node:path';

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
