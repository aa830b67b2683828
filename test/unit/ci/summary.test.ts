import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of CI, without type declarations
import { countReport, summaryLine } from '../../../.ci/count.mjs';

/**
 * The line CI credits counts tests. The fixture is a real vitest 4 JSON report (paths
 * shortened) of three files: one failed test two describes deep beside a passed and a
 * skipped one, a file that does not load, and a file whose afterAll throws. vitest
 * counts 5 failed "suites" there (each describe block is one).
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'vitest-report.json'), 'utf8'));

type Counts = { passed: number; failed: number; skipped: number; brokenFiles: Array<{ file: string; message: string }>; unexplained: boolean };
const count = countReport as (r: unknown) => Counts;

describe('CI summary line', () => {
  it('counts failed tests, plus one per file that failed outside its tests — not describe blocks', () => {
    expect(fixture.numFailedTestSuites).toBe(5);
    const c = count(fixture);
    expect(summaryLine(c)).toBe('2 passed, 3 failed, 1 skipped');
    expect(c.brokenFiles.map((b) => b.file.split('/').pop())).toEqual(['b.test.ts', 'c.test.ts']);
    expect(c.brokenFiles[0]!.message).toMatch(/Cannot find module/);
  });

  it('one failed test in a nested describe is one failure (the run that printed "2 failed")', () => {
    const one = { ...fixture, testResults: [fixture.testResults[0]] };
    expect(summaryLine(count(one))).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('a green run is green; a red run with no failed test still says 1 failed', () => {
    const green = { success: true, testResults: [{ name: '/r/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] }] };
    expect(summaryLine(count(green))).toBe('2 passed, 0 failed');
    expect(count({ ...green, success: false })).toMatchObject({ failed: 1, unexplained: true });
  });

  it('the script prints the line and exits 1 on failures, 0 on a green run, 1 without a report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pincite-ci-'));
    try {
      const run = (file: string) => {
        try {
          return { out: execFileSync(process.execPath, [join(ROOT, '.ci', 'summary.mjs'), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), code: 0 };
        } catch (err) {
          const e = err as { stdout: string; status: number };
          return { out: e.stdout, code: e.status };
        }
      };
      expect(run(join(import.meta.dirname, 'fixtures', 'vitest-report.json'))).toEqual({ out: '2 passed, 3 failed, 1 skipped\n', code: 1 });
      const green = join(dir, 'green.json');
      writeFileSync(green, JSON.stringify({ success: true, testResults: [{ name: 'a', status: 'passed', assertionResults: [{ status: 'passed' }] }] }));
      expect(run(green)).toEqual({ out: '1 passed, 0 failed\n', code: 0 });
      expect(run(join(dir, 'missing.json'))).toEqual({ out: '0 passed, 1 failed\n', code: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
