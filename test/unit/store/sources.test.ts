import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMatter, type Matter } from '../../../electron/store/open.js';
import { removeStaleTemporaries, sourcePath, storeSourceCopy } from '../../../electron/store/sources.js';
import { tempDir } from '../../helpers/corpus.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('storeSourceCopy', () => {
  let matter: Matter;
  let cleanup: () => void;
  afterEach(() => {
    matter.close();
    cleanup();
  });
  const setup = () => {
    const t = tempDir('pincite-sources-');
    cleanup = t.cleanup;
    matter = openMatter(t.dir);
  };

  it('stores the bytes under their SHA-256 and leaves no temporary file', () => {
    setup();
    const data = new TextEncoder().encode('%PDF-1.4 a source\n%%EOF\n');
    const path = storeSourceCopy(matter, sha(data), data);
    expect(path).toBe(sourcePath(matter, sha(data)));
    expect(sha(readFileSync(path))).toBe(sha(data));
    expect(readdirSync(matter.sourcesDir)).toEqual([`${sha(data)}.pdf`]);
  });

  it('keeps an intact existing copy as it is', () => {
    setup();
    const data = new TextEncoder().encode('%PDF-1.4 same bytes\n%%EOF\n');
    const path = storeSourceCopy(matter, sha(data), data);
    const inode = statSync(path).ino;
    storeSourceCopy(matter, sha(data), data);
    expect(statSync(path).ino).toBe(inode);
  });

  it('replaces an existing copy whose bytes no longer hash to its name', () => {
    setup();
    const data = new TextEncoder().encode('%PDF-1.4 the real bytes\n%%EOF\n');
    const path = sourcePath(matter, sha(data));
    writeFileSync(path, 'half a file');
    storeSourceCopy(matter, sha(data), data);
    expect(sha(readFileSync(path))).toBe(sha(data));
    expect(readdirSync(matter.sourcesDir)).toHaveLength(1);
  });
});

describe('removeStaleTemporaries', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

  it('removes an hour-old temporary copy whose writer is gone, and keeps the rest', () => {
    const t = tempDir('pincite-sources-');
    try {
      const sha64 = 'a'.repeat(64);
      // pid 2^22 + 1 is above Linux's pid_max default ceiling: no such process.
      const deadOld = join(t.dir, `${sha64}.pdf.${2 ** 22 + 1}-1.tmp`);
      const deadFresh = join(t.dir, `${sha64}.pdf.${2 ** 22 + 1}-2.tmp`);
      const liveOld = join(t.dir, `${sha64}.pdf.${process.pid}-3.tmp`);
      const copy = join(t.dir, `${sha64}.pdf`);
      for (const f of [deadOld, deadFresh, liveOld, copy]) writeFileSync(f, 'x');
      for (const f of [deadOld, liveOld, copy]) utimesSync(f, hoursAgo(2), hoursAgo(2));
      expect(removeStaleTemporaries(t.dir)).toBe(1);
      expect(readdirSync(t.dir).sort()).toEqual([copy, deadFresh, liveOld].map((f) => basename(f)).sort());
    } finally {
      t.cleanup();
    }
  });
});
