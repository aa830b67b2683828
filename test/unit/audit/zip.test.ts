import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipBundle, zipBundle } from '../../../electron/audit/bundle/zip.js';

const files = fc
  .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z0-9_-]{1,12}(\/[a-z0-9_.-]{1,12}){0,2}\.(txt|json|pdf|html)$/), fc.uint8Array({ maxLength: 3000 })), { selector: ([n]) => n, maxLength: 12 })
  .map((entries) => new Map(entries));

describe('bundle zip', () => {
  it('round-trips any set of files, byte for byte, and writes the same bytes for the same files', () => {
    fc.assert(
      fc.property(files, (m) => {
        const at = new Date('2026-11-23T10:00:00Z');
        const zip = zipBundle(m, at);
        expect(unzipBundle(zip, 'x.zip')).toEqual(m);
        expect(zipBundle(new Map([...m].reverse()), at)).toEqual(zip);
      }),
      { numRuns: 60 },
    );
  });

  it('a file that is no zip, or a truncated one, is a typed error naming it', () => {
    const zip = zipBundle(new Map([['a.txt', new TextEncoder().encode('the quick brown fox '.repeat(50))]]), new Date());
    expect(() => unzipBundle(new TextEncoder().encode('hello'), 'hello.zip')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('hello.zip') }));
    expect(() => unzipBundle(zip.subarray(0, zip.length - 30), 'cut.zip')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('refuses a name that appears twice (two readers could pick different copies)', () => {
    const one = zipSync({ 'manifest.json': new TextEncoder().encode('{"a":1}') });
    // A second entry renamed in place (same length) to the first one's name.
    const two = zipSync({ 'manifest.json': new TextEncoder().encode('{"a":1}'), 'manifest.jsoX': new TextEncoder().encode('{"a":2}') });
    const bytes = Buffer.from(two);
    let i = -1;
    while ((i = bytes.indexOf('manifest.jsoX', i + 1)) >= 0) bytes.write('manifest.json', i);
    expect(unzipBundle(one, 'one.zip').size).toBe(1);
    expect(() => unzipBundle(new Uint8Array(bytes), 'two.zip')).toThrow(/appears twice/);
  });
});
