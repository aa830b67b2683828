import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const FOLDERS = ['shared', 'electron', 'renderer/src', 'scripts', 'test'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : sources(p);
    return /\.(?:ts|tsx|mjs|cjs|js|css)$/.test(e.name) ? [p] : [];
  });
}

/**
 * A control character in source is a regular expression's "\b" written through a tool that read it as a backspace:
 * session 20's ownership rule held three, so it never matched anything, and no test noticed for ten sessions.
 */
describe('source text', () => {
  it('holds no control characters but tab and newline', () => {
    const files = FOLDERS.flatMap((f) => sources(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(300);
    const bad = files.flatMap((f) => {
      const lines = readFileSync(f, 'utf8').split('\n');
      return lines.flatMap((l, i) => (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(l) ? [`${relative(ROOT, f)}:${i + 1}`] : []));
    });
    expect(bad).toEqual([]);
  });
});
