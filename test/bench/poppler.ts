import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * The speed reference: poppler's `pdftotext -bbox-layout` (text plus word boxes, the
 * closest thing poppler does to our extraction) run on each file in turn, output
 * discarded. Process start-up per file is on the clock, as it would be for anyone
 * scripting it.
 */
export function popplerSeconds(files: readonly string[]): number {
  const t0 = performance.now();
  for (const f of files) execFileSync('pdftotext', ['-bbox-layout', f, '/dev/null'], { stdio: 'ignore' });
  return (performance.now() - t0) / 1000;
}

/** Page count of each file as poppler reads it, so our count is checked, not trusted. */
export function popplerPages(files: readonly string[]): number {
  let n = 0;
  for (const f of files) {
    const m = /^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [f], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    if (!m) throw new Error(`pdfinfo could not count the pages of ${f}`);
    n += Number(m[1]);
  }
  return n;
}
