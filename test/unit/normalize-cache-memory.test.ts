import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { normalizedContains } from '../../electron/pipeline/text/normalize.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The normaliser's cache is bounded by the characters it keeps. A short span sliced from a
 * document's text (the judge's check that a span holds its claim, session 25) shares V8's
 * memory with the whole text, so each entry kept the whole document alive uncounted: a
 * 467-contract review table peaked at 1,380 MB. The cache keeps its own copy now.
 */
describe('the normaliser cache keeps only what it counts', () => {
  it('does not keep the document a looked-up span was sliced from', () => {
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 60; i++) {
      const document = `Contract ${i}. `.padEnd(2_000_000, 'The Licensee shall pay the fees. ');
      const span = document.slice(0, 1_500);
      expect(normalizedContains(span, `clause ${i} that is not there`)).toBe(false);
      // Looked up again through another slice of another copy: a hit must not make that slice the key.
      const again = `${document} `.slice(0, 1_500);
      expect(normalizedContains(again, `clause ${i} that is still not there`)).toBe(false);
    }
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1e6;
    // 60 documents of 2 MB would be 120 MB kept; 60 spans of 1,500 characters, prepared, are well under 20 MB.
    expect(grownMb).toBeLessThan(20);
  });
});
