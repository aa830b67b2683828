import { afterEach, describe, expect, it, vi } from 'vitest';
import { perDocumentCache } from '../../../electron/pipeline/ingest/per-document-cache.js';
import { openMatter, type Matter } from '../../../electron/store/open.js';
import { tempDir } from '../../helpers/corpus.js';

describe('perDocumentCache', () => {
  const opened: Array<{ matter: Matter; cleanup: () => void }> = [];
  const open = () => {
    const tmp = tempDir('pincite-per-doc-cache-');
    const matter = openMatter(tmp.dir);
    opened.push({ matter, cleanup: tmp.cleanup });
    return matter.db;
  };
  afterEach(() => {
    for (const o of opened.splice(0)) {
      o.matter.close();
      o.cleanup();
    }
  });

  it('builds once per database handle and document', () => {
    const [a, b] = [open(), open()];
    const cache = perDocumentCache<string>();
    const build = vi.fn((label: string) => label);
    expect(cache.get(a, 'd1', () => build('a1'))).toBe('a1');
    expect(cache.get(a, 'd1', () => build('again'))).toBe('a1');
    expect(cache.get(a, 'd2', () => build('a2'))).toBe('a2');
    expect(cache.get(b, 'd1', () => build('b1'))).toBe('b1');
    expect(build.mock.calls.map(([l]) => l)).toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps no null: a document not found is looked up again', () => {
    const db = open();
    const cache = perDocumentCache<string>();
    expect(cache.get(db, 'd1', () => null)).toBeNull();
    expect(cache.get(db, 'd1', () => 'now here')).toBe('now here');
  });

  it('set replaces what a read kept, and keeps nothing on a handle never read through', () => {
    const [read, unread] = [open(), open()];
    const cache = perDocumentCache<string>();
    cache.get(read, 'd1', () => 'old');
    cache.set(read, 'd1', 'new');
    cache.set(read, 'd2', 'written');
    expect(cache.get(read, 'd1', () => 'built')).toBe('new');
    expect(cache.get(read, 'd2', () => 'built')).toBe('written');
    cache.set(unread, 'd1', 'written');
    expect(cache.get(unread, 'd1', () => 'built')).toBe('built');
  });
});
