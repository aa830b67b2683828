import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MatterInfo } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { cleanMatterName, newMatterFolder, readMatterDisplayName, writeMatterDisplayName } from '../../store/matter-location.js';
import type { Session } from '../session.js';

/**
 * Matters by display name: the renderer names a matter as the lawyer wrote it; the
 * folder it lives in is derived (store/matter-location.ts) and never crosses the API
 * as something the renderer can choose.
 */
type MatterSession = Pick<Session, 'current' | 'info' | 'open' | 'list'>;

const rootOf = (s: MatterSession) => dirname(s.current().dir);

export function currentMatter(s: MatterSession): MatterInfo {
  return withDisplayName(s.info());
}

export function listMatters(s: MatterSession): { matters: Array<{ name: string; current: boolean }> } {
  const root = rootOf(s);
  const matters = s.list().map((m) => ({ name: readMatterDisplayName(join(root, m.name)), current: m.current }));
  return { matters: matters.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Opens the matter shown under this name; with `create`, makes it first when there is none. */
export function openMatterByName(s: MatterSession, rawName: string, create: boolean): MatterInfo {
  const name = cleanMatterName(rawName);
  const root = rootOf(s);
  const existing = s.list().find((m) => readMatterDisplayName(join(root, m.name)) === name);
  if (existing) return withDisplayName(s.open(existing.name, false));
  if (!create) throw new PinciteError('NOT_FOUND', `There is no matter named "${name}". Create it first.`);
  const folder = newMatterFolder(root, name, (dir) => existsSync(dir));
  const info = s.open(folder, true);
  writeMatterDisplayName(info.dir, name);
  return withDisplayName(info);
}

function withDisplayName(info: MatterInfo): MatterInfo {
  return { ...info, name: readMatterDisplayName(info.dir) };
}
