// Builds electron/audit/bundle/verify.mjs — the dependency-free verifier every audit
// bundle carries and `pincite verify-bundle` imports — from verify-entry.ts and the
// core modules it uses (event hash, canonical JSON, normalisation), so there is one
// source for both verifiers. A test fails when the committed file is stale:
// run `npm run build:verifier` after changing any of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const VERIFIER_OUT = join(ROOT, 'electron', 'audit', 'bundle', 'verify.mjs');

const BANNER = `// Pincite audit-bundle verifier. Generated from electron/audit/bundle/verify-entry.ts
// by scripts/build-verifier.mjs; do not edit. Uses only Node built-ins (Node 18+).
// Usage, in the unpacked bundle: node verify.mjs [--expect-key KEYID]`;

/** The verifier's source text, built in memory. */
export async function buildVerifier() {
  const result = await build({
    entryPoints: [join(ROOT, 'electron', 'audit', 'bundle', 'verify-entry.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node18',
    charset: 'utf8',
    legalComments: 'none',
    banner: { js: BANNER },
    logLevel: 'silent',
    // Paths in esbuild's "// file" comments are relative to this: stable wherever the build runs.
    absWorkingDir: ROOT,
  });
  return result.outputFiles[0].text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await buildVerifier();
  let old = '';
  try { old = readFileSync(VERIFIER_OUT, 'utf8'); } catch {}
  if (old !== text) writeFileSync(VERIFIER_OUT, text);
  process.stdout.write(`${old === text ? 'unchanged' : 'wrote'} ${VERIFIER_OUT} (${text.length} chars)\n`);
}
