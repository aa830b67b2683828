import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipBundle, zipBundle } from '../../../electron/audit/bundle/zip.js';

/** Our zip over node:zlib, cross-checked against an independent implementation (fflate) both ways. */
const files = fc
  .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z0-9_-]{1,12}(\/[a-z0-9_.-]{1,12}){0,2}\.(txt|json|pdf|html)$/), fc.uint8Array({ maxLength: 3000 })), { selector: ([n]) => n, maxLength: 12 })
  .map((entries) => new Map(entries));

describe('bundle zip', () => {
  it('round-trips, and fflate reads what we write', () => {
    fc.assert(
      fc.property(files, (m) => {
        const zip = zipBundle(m, new Date('2026-11-23T10:00:00Z'));
        expect(unzipBundle(zip, 'x.zip')).toEqual(m);
        const theirs = unzipSync(zip);
        expect(new Map(Object.entries(theirs))).toEqual(m);
      }),
      { numRuns: 60 },
    );
  });

  it('reads what fflate writes', () => {
    fc.assert(
      fc.property(files, (m) => {
        const zip = zipSync(Object.fromEntries([...m].map(([n, d]) => [n, [d, { level: 6 }]])));
        expect(unzipBundle(zip, 'x.zip')).toEqual(m);
      }),
      { numRuns: 60 },
    );
  });

  it('a damaged entry or a file that is no zip is a typed error, never wrong bytes', () => {
    const m = new Map([['a.txt', new TextEncoder().encode('the quick brown fox '.repeat(50))], ['b.pdf', new Uint8Array([1, 2, 3, 4, 5])]]);
    const zip = zipBundle(m, new Date());
    const bad = new Uint8Array(zip);
    // Inside b.pdf's stored bytes (found by its content), so only the CRC can notice.
    const at = Buffer.from(zip).indexOf(Buffer.from([1, 2, 3, 4, 5]));
    expect(at).toBeGreaterThan(0);
    bad[at + 2]! ^= 0xff;
    expect(() => unzipBundle(bad, 'b.zip')).toThrow(/CRC/);
    expect(() => unzipBundle(new TextEncoder().encode('hello'), 'hello.zip')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
