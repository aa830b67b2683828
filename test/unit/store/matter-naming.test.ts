import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMatter, listMatters, openMatterByName } from '../../../electron/api/handlers/matters.js';
import { openSession, type Session } from '../../../electron/api/session.js';
import { cleanMatterName, matterFolderName } from '../../../electron/store/matter-location.js';
import { api } from '../../../shared/api.js';

const NAMES = ['Acme v. Beta (2026)', 'Smith & Jones LLP', "O'Brien Estate", 'Müller ./. Schmidt', 'CON', '../../etc', 'Acme 2026', '«Société» — 2026/27'];

describe('matter folder names', () => {
  it('derives a safe folder from any printable name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 140 }), (name) => {
        const folder = matterFolderName(name);
        expect(folder.length).toBeGreaterThan(0);
        expect([...folder].length).toBeLessThanOrEqual(64);
        expect(folder).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
        expect(folder).not.toMatch(/^[.\s-]|[.\s]$/);
        expect(folder).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps ordinary names readable', () => {
    expect(matterFolderName('Acme v. Beta (2026)')).toBe('Acme v. Beta -2026');
    expect(matterFolderName('Smith & Jones LLP')).toBe('Smith - Jones LLP');
    expect(matterFolderName('../../etc')).toBe('etc');
    expect(matterFolderName('CON')).toBe('CON-matter');
    expect(cleanMatterName('  Acme\u0000\n  2026 ')).toBe('Acme 2026');
  });

  it('accepts every ordinary name in the API contract, and refuses control characters and empty names', () => {
    for (const name of NAMES) expect(api['matters:open'].input.safeParse({ name, create: true }).success, name).toBe(true);
    for (const name of ['', '   ', 'a\u0000b', '()', 'x'.repeat(121)]) expect(api['matters:open'].input.safeParse({ name, create: true }).success, name).toBe(false);
  });
});

describe('matters by display name', () => {
  let dir: string;
  let session: Session;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pincite-names-'));
    session = await openSession({ matterDir: join(dir, 'first') });
  });
  afterAll(async () => {
    await session.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates, lists and reopens matters under the names the lawyer typed, each in its own folder', () => {
    for (const name of NAMES) {
      const info = openMatterByName(session, name, true);
      expect(info.name).toBe(name);
      expect(info.dir.startsWith(join(dir, ''))).toBe(true);
      expect(info.dir.slice(dir.length + 1)).not.toMatch(/[\\/]/);
    }
    // "Acme 2026" and "Acme v. Beta (2026)" are different matters; so are two names that derive the same folder.
    const other = openMatterByName(session, 'Acme v. Beta -2026', true);
    expect(other.dir).not.toBe(openMatterByName(session, 'Acme v. Beta (2026)', false).dir);
    const listed = listMatters(session).matters.map((m) => m.name);
    for (const name of [...NAMES, 'Acme v. Beta -2026', 'first']) expect(listed).toContain(name);
    expect(currentMatter(session).name).toBe('Acme v. Beta (2026)');
    expect(listMatters(session).matters.filter((m) => m.current).map((m) => m.name)).toEqual(['Acme v. Beta (2026)']);
    expect(() => openMatterByName(session, 'Never made', false)).toThrow(/no matter named "Never made"/);
  });
});
