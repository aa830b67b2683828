import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PinciteError } from '../../shared/errors.js';
import { exportBundle } from '../audit/bundle/export.js';
import { verifyBundleFiles } from '../audit/bundle/verify.mjs';
import { unzipBundle } from '../audit/bundle/zip.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';
import { requireTable, tableView } from '../pipeline/tables/tables.js';
import { listCells } from '../store/review-tables.js';
import type { Matter } from '../store/open.js';

/** A table's bundle: the trace of every answered cell, verified by the same verifier as any bundle. */
function tableTraces(matter: Matter, table: string): string[] {
  requireTable(matter.db, table);
  const traces = listCells(matter.db, table).flatMap((c) => (c.traceId ? [c.traceId] : []));
  if (traces.length === 0) throw new PinciteError('NOT_FOUND', `Table ${table} has no answered cells yet: run it first (pincite table run ${table}).`);
  return traces;
}

export async function runExport(open: OpenMatter, args: { traces: string[]; all: boolean; table?: string | undefined; out?: string; includePdfs: boolean; crops: boolean; json: boolean }, io: CliIo): Promise<number> {
  if (!args.out) throw new UsageError('export needs --out FILE.zip: pincite export <trace…>|--all|--table TABLE --out FILE.zip [--include-pdfs]');
  if ([args.all, args.traces.length > 0, args.table !== undefined].filter(Boolean).length !== 1) throw new UsageError('export takes trace ids, --all or --table TABLE (one of them)');
  const out = resolve(args.out);
  const matter = open();
  const traces = args.table !== undefined ? tableTraces(matter, args.table) : args.all ? 'all' : args.traces;
  const r = await exportBundle(matter, out, {
    traces,
    ...(args.table !== undefined ? { table: tableView(matter.db, args.table) } : {}),
    includePdfs: args.includePdfs,
    crops: args.crops,
    onProgress: (p) => {
      if (p.stage === 'crops' && p.done % 10 !== 0 && p.done !== p.total) return;
      io.err(`export: ${p.stage} ${p.done}/${p.total}\n`);
    },
  });
  printResult(io, args.json, r, () => `wrote ${r.path} (${r.bytes} bytes): ${r.summary.traces} traces, ${r.summary.claims} claims, ${r.summary.sources} sources, ${r.summary.events} audit events; signed by key ${r.summary.keyId}`);
  return 0;
}

/**
 * Runs the very verifier the bundle carries (verify.mjs, imported) over the zip's
 * entries in memory. Exit 0 when every check passes, 1 otherwise.
 */
export function runVerifyBundle(args: { file: string | undefined; expectKey?: string; json: boolean }, io: CliIo): number {
  if (!args.file) throw new UsageError('verify-bundle needs the bundle: pincite verify-bundle FILE.zip [--expect-key KEYID]');
  let zip: Uint8Array;
  try {
    zip = readFileSync(args.file);
  } catch (err) {
    throw new PinciteError('FILE_NOT_FOUND', `Cannot read ${args.file} (${(err as Error).message}). Check the path.`, { cause: err });
  }
  const report = verifyBundleFiles(unzipBundle(zip, args.file), args.expectKey ? { expectKeyId: args.expectKey } : {});
  printResult(io, args.json, { ok: report.ok, failures: report.failures, summary: report.summary }, () =>
    report.ok
      ? `OK: ${report.summary.files} files, signature by key ${report.summary.keyId}, ${report.summary.events} audit events up to the signed head, ${report.summary.claims} claims with their quotes at their offsets`
      : `FAILED (${report.failures.length}):\n${report.failures.map((f) => `  ${f.check}${f.file ? ` ${f.file}` : ''}: ${f.detail}`).join('\n')}`,
  );
  return report.ok ? 0 : 1;
}
