import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IngestOutcome } from '../../shared/documents.js';
import { ALL_CUAD, cuadPdf, tempDir } from '../helpers/corpus.js';
import { checkMatter, groupGone, ROOT, rng, shuffled, TSX, type DocSignature } from '../helpers/crash.js';

/**
 * Crash safety: the real CLI is killed with SIGKILL at seeded points across an ingest's
 * life — while workers start, mid-extraction, right as a document is being stored —
 * and the matter it leaves must be whole: SQLite and FTS5 intact, every document
 * complete or absent, every document's source copy present and hashing to its name.
 * Re-running the same ingest must then land everything.
 */
const TRIALS = 6;
const FILES_PER_TRIAL = 12;

type Run = { pid: number; code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; storedBeforeKill: number };

/** Where to kill: after the `afterStored`-th "storing" progress line (0: during start-up), plus `delayMs`. */
type KillPlan = { afterStored: number; delayMs: number } | null;

const live = new Set<ChildProcess>();

/** Runs `pincite ingest` as its own process group, so a kill takes tsx and the Node it starts. */
function runIngest(matterDir: string, files: string[], kill: KillPlan): Promise<Run> {
  const child = spawn(TSX, ['electron/cli.ts', 'ingest', '--matter', matterDir, '--json', ...files], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let stdout = '';
  let stderr = '';
  let stored = 0;
  let storedBeforeKill = -1;
  let armed = false;
  const killNow = () => {
    if (storedBeforeKill >= 0 || child.exitCode !== null) return;
    storedBeforeKill = stored;
    process.kill(-child.pid!, 'SIGKILL');
  };
  const arm = () => {
    if (armed || !kill) return;
    armed = true;
    setTimeout(killNow, kill.delayMs);
  };
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    const text = d.toString();
    stderr += text;
    stored += text.split('\n').filter((l) => l.includes(': storing ')).length;
    if (kill && kill.afterStored > 0 && stored >= kill.afterStored) arm();
  });
  if (kill && kill.afterStored === 0) arm();
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      live.delete(child);
      done({ pid: child.pid!, code, signal, stdout, stderr, storedBeforeKill });
    });
  });
}

describe('kill -9 during ingest', () => {
  const tmp = tempDir('pincite-crash-');
  afterAll(() => {
    for (const c of live) if (c.pid) process.kill(-c.pid, 'SIGKILL');
    tmp.cleanup();
  });

  it(`leaves a whole matter at ${TRIALS} seeded kill points, and a re-run lands everything`, { timeout: 420_000 }, async () => {
    // Each document's rows, whichever run wrote them: a document committed by a killed
    // run must be identical to the same document written by an undisturbed one.
    const reference = new Map<string, DocSignature>();
    const report: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const rand = rng(0x9e3779b9 ^ (trial * 7919));
      const files = shuffled(ALL_CUAD, rand).slice(0, FILES_PER_TRIAL).map(cuadPdf);
      // Spread the kills over the ingest's life: trial 0 while it starts up (opening the
      // matter, starting workers, extracting the first files); trial t ≥ 1 as a document
      // in the t-th fifth of the files is stored — within a few milliseconds of the
      // "storing" line, which is when the source copy and the transaction are written.
      const u = rand();
      const afterStored = trial === 0 ? 0 : Math.max(1, Math.floor(((trial - 1 + u) / (TRIALS - 1)) * FILES_PER_TRIAL));
      const plan = { afterStored, delayMs: afterStored === 0 ? 200 + Math.floor(u * 1500) : Math.floor(u * 12) };
      const dir = join(tmp.dir, `trial-${trial}`);

      const killed = await runIngest(dir, files, plan);
      expect(killed.signal, `trial ${trial} should have been killed, not finished (exit ${killed.code})`).toBe('SIGKILL');
      expect(await groupGone(killed.pid)).toBe(true);

      const after = checkMatter(dir);
      for (const [sha, sig] of after.docs) {
        if (reference.has(sha)) expect(sig, `document ${sha} after trial ${trial}'s kill`).toEqual(reference.get(sha));
        else reference.set(sha, sig);
      }

      const rerun = await runIngest(dir, files, null);
      expect(rerun.code, rerun.stderr.slice(-2000)).toBe(0);
      const { documents } = JSON.parse(rerun.stdout) as { documents: IngestOutcome[] };
      expect(documents.map((d) => d.status)).toEqual(files.map(() => 'ok'));
      // What the killed run committed is recognised, not written twice.
      expect(documents.filter((d) => d.duplicate).map((d) => d.sha256).sort()).toEqual([...after.docs.keys()].sort());

      const final = checkMatter(dir);
      expect(final.docs.size).toBe(FILES_PER_TRIAL);
      expect(final.orphanCopies).toBe(0);
      for (const [sha, sig] of final.docs) {
        if (reference.has(sha)) expect(sig, `document ${sha} after trial ${trial}'s re-run`).toEqual(reference.get(sha));
        else reference.set(sha, sig);
      }
      report.push(
        `trial ${trial}: killed after ${killed.storedBeforeKill} "storing" lines (+${plan.delayMs} ms); ${after.docs.size}/${FILES_PER_TRIAL} documents had landed, ` +
          `${after.orphanCopies} unreferenced source copies, ${after.tempFiles} temporary files; re-run landed ${FILES_PER_TRIAL - after.docs.size} more`,
      );
    }
    console.log(report.join('\n'));
  });
});
