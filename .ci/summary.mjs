// Prints "N passed, N failed" from vitest's JSON report, the line CI credits.
// How tests and broken files are counted: see count.mjs.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { countReport, summaryLine } from './count.mjs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.log('0 passed, 1 failed');
  console.error(`ci: no test report at ${file} (${err.message}): the test run did not complete`);
  process.exit(1);
}
const counts = countReport(report);
console.log(summaryLine(counts));
for (const b of counts.brokenFiles) console.error(`ci: ${relative(process.cwd(), b.file)} failed outside its tests (counted as 1 failure): ${b.message}`);
if (counts.unexplained) console.error('ci: vitest reported the run as failed outside any test (an unhandled error?): counted as 1 failure; see the log above');
if (counts.passed + counts.failed === 0) {
  console.error('ci: no tests ran');
  process.exit(1);
}
if (counts.failed > 0 || report.success === false) process.exit(1);
