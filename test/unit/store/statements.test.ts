import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listDocuments } from '../../../electron/store/documents.js';
import { openMatter, openMatterReadOnly } from '../../../electron/store/open.js';
import { prepared } from '../../../electron/store/statements.js';

describe('statements prepared once per database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pincite-stmt-'));
  const matter = openMatter(dir);
  afterAll(() => {
    matter.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles a query once and reuses it on every later call', () => {
    const spy = vi.spyOn(matter.db, 'prepare');
    listDocuments(matter.db);
    const first = spy.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) listDocuments(matter.db);
    expect(spy).toHaveBeenCalledTimes(first);
    spy.mockRestore();
  });

  it('keeps statements apart per database: another handle prepares its own', () => {
    const ro = openMatterReadOnly(dir);
    try {
      expect(prepared(ro, 'SELECT 1 AS one')).not.toBe(prepared(matter.db, 'SELECT 1 AS one'));
      expect(prepared(ro, 'SELECT 1 AS one')).toBe(prepared(ro, 'SELECT 1 AS one'));
    } finally {
      ro.close();
    }
  });

  it('refuses SQL built from data instead of growing without end', () => {
    const ro = openMatterReadOnly(dir);
    try {
      expect(() => {
        for (let i = 0; i < 600; i++) prepared(ro, `SELECT ${i} AS n`);
      }).toThrow(/built from data/);
    } finally {
      ro.close();
    }
  });

  it('a read-only handle cannot write, whatever the caller tries', () => {
    const ro = openMatterReadOnly(dir);
    try {
      expect(() => ro.prepare("INSERT INTO audit_events (seq) VALUES (1)").run()).toThrow();
    } finally {
      ro.close();
    }
  });
});
