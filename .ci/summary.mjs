// Prints "N passed, N failed" from vitest's JSON report, the line CI credits.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.log('0 passed, 1 failed');
  console.error(`ci: no test report at ${file} (${err.message}): the test run did not complete`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A suite that fails to load has no failed tests of its own: count it as one failure.
const failed = Math.max(report.numFailedTests ?? 0, report.numFailedTestSuites ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (report.numTotalTests === 0) {
  console.error('ci: no tests ran');
  process.exit(1);
}
if (failed > 0 || report.success === false) process.exit(1);
