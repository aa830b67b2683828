import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendEvent, eventHash, GENESIS_HASH } from '../../../electron/store/audit-events.js';

/**
 * verify.mjs is generated from the TypeScript verifier (and the core's event hash,
 * canonical JSON and normalisation): the committed file must be exactly what the
 * sources build to, and depend on nothing but Node.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const FILE = join(ROOT, 'electron', 'audit', 'bundle', 'verify.mjs');

describe('verify.mjs', () => {
  it('is up to date with its sources (run `npm run build:verifier` after changing them)', async () => {
    const { buildVerifier } = (await import(join(ROOT, 'scripts', 'build-verifier.mjs'))) as { buildVerifier: () => Promise<string> };
    expect(await buildVerifier()).toBe(readFileSync(FILE, 'utf8'));
  });

  it('imports only node: built-ins', () => {
    const src = readFileSync(FILE, 'utf8');
    const specifiers = [...src.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm), ...src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g), ...src.matchAll(/\brequire\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    expect(specifiers.length).toBeGreaterThan(0);
    for (const s of specifiers) expect(s).toMatch(/^node:/);
  });

  it('carries the trail\'s own event hash formula', () => {
    const src = readFileSync(FILE, 'utf8');
    const trail = readFileSync(join(ROOT, 'electron', 'store', 'audit-events.ts'), 'utf8');
    const formula = /\[e\.prevHash, String\(e\.seq\), e\.traceId \?\? ['"]{2}, e\.type, e\.at, e\.payload\]\.join\(['"]\\n['"]\)/;
    expect(trail).toMatch(formula);
    expect(src).toMatch(formula);
    expect(typeof appendEvent).toBe('function');
    expect(eventHash({ seq: 1, traceId: null, type: 't', at: 'a', payload: '{}', prevHash: GENESIS_HASH })).toMatch(/^[0-9a-f]{64}$/);
  });
});
