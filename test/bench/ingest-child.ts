import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { main } from '../../electron/cli.js';
import type { IngestOutcome } from '../../shared/documents.js';
import { peakRssMb, reply } from './child.js';

/**
 * Child process for the ingest benchmark: runs `pincite ingest --json <files…>` into a
 * fresh matter through the CLI's own entry point (extraction pool, OCR engine, SQLite
 * writes — everything a user's ingest does) and reports the wall time, the outcomes and
 * the process's peak RSS. Modules are loaded before the clock starts; starting the
 * worker threads is inside it, as it is for a user.
 */
export type IngestChildResult = {
  elapsedMs: number;
  /** CPU time of every thread of the process (user + system) over the same span. */
  cpuMs: number;
  exitCode: number;
  pages: number;
  ocrPages: number;
  failed: Array<{ file: string; code: string | undefined }>;
  peakRssMb: number;
};

const files = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'pincite-bench-'));
let stdout = '';
try {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const exitCode = await main(['ingest', '--matter', dir, '--json', ...files], { out: (s) => (stdout += s), err: () => undefined });
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const { documents } = JSON.parse(stdout) as { documents: IngestOutcome[] };
  reply({
    elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    exitCode,
    pages: documents.reduce((n, d) => n + (d.pages ?? 0), 0),
    ocrPages: documents.reduce((n, d) => n + (d.ocrPages ?? 0), 0),
    failed: documents.filter((d) => d.status !== 'ok').map((d) => ({ file: d.file, code: d.error?.code })),
    peakRssMb: peakRssMb(),
  } satisfies IngestChildResult);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
