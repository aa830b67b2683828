import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { verifyBundleFiles, type VerifyReport } from './verify-core.js';

/**
 * verify.mjs: `node verify.mjs [folder] [--expect-key KEYID]` in an unpacked audit
 * bundle. Checks every file against the signed manifest, the Ed25519 signature, the
 * hash-chained audit events up to the signed head, and every quote at its offsets in
 * the included source texts. Prints each failure, then one JSON line; exits 1 on any
 * failure. Needs nothing but Node (18 or later).
 */
export { verifyBundleFiles };
export type { VerifyReport };

/** Every file under `dir`, by its '/'-separated path inside the bundle. */
export function readBundleFolder(dir: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const walk = (d: string) => {
    for (const ent of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, ent.name);
      if (ent.isDirectory()) walk(p);
      else if (ent.isFile()) out.set(relative(dir, p).split(sep).join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

export function runVerifyCli(argv: readonly string[], scriptDir: string): number {
  const args = [...argv];
  const k = args.indexOf('--expect-key');
  const expectKeyId = k >= 0 ? args.splice(k, 2)[1] : undefined;
  const dir = resolve(args[0] ?? scriptDir);
  const report = verifyBundleFiles(readBundleFolder(dir), expectKeyId ? { expectKeyId } : {});
  for (const f of report.failures) process.stdout.write(`FAIL ${f.check}${f.file ? ` ${f.file}` : ''}: ${f.detail}\n`);
  const s = report.summary;
  if (report.ok) {
    process.stdout.write(`OK: ${s.files} files match the manifest signed by key ${s.keyId}; ${s.events} audit events link up to head ${s.head?.slice(0, 16)}…; ` +
      `${s.traces} traces, ${s.claims} claims; quotes at their offsets: ${s.spans.exact} exact, ${s.spans.normalized} normalized, ${s.spans.fuzzy} fuzzy (offsets only); ${s.crops} crops.\n`);
  }
  process.stdout.write(`${JSON.stringify({ ok: report.ok, failures: report.failures, summary: s })}\n`);
  return report.ok ? 0 : 1;
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === pathToFileURL(self).href) {
  process.exitCode = runVerifyCli(process.argv.slice(2), dirname(self));
}
