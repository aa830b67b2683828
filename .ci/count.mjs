// Counts a vitest JSON report the way CI credits it: tests, not suites.
//
// vitest's numFailedTestSuites counts every failed describe block as well as the file
// (one failed test two describes deep is three failed "suites"), so it is no count of
// anything a reader can check. What CI prints instead:
//   passed  = tests that passed
//   failed  = tests that failed, plus one for every test file that failed with no failed
//             test of its own — it did not load (a syntax or import error), or a hook
//             (beforeAll/afterAll) threw. Such a file is a failure a reader must see even
//             though no single test failed; it is counted once, whatever it held.
//   skipped = skipped and todo tests
// A run vitest calls unsuccessful with nothing failed above (an unhandled error between
// tests) counts one failure too, so the line never reads "0 failed" for a red run.
// The files of the second kind are returned by name so the log can say which they were.

/** @param {any} report vitest's JSON report */
export function countReport(report) {
  const files = Array.isArray(report?.testResults) ? report.testResults : [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {{file: string, message: string}[]} */
  const brokenFiles = [];
  for (const f of files) {
    const tests = Array.isArray(f.assertionResults) ? f.assertionResults : [];
    let failedHere = 0;
    for (const t of tests) {
      if (t.status === 'passed') passed++;
      else if (t.status === 'failed') failedHere++;
      else skipped++;
    }
    failed += failedHere;
    if (f.status === 'failed' && failedHere === 0) {
      failed++;
      brokenFiles.push({ file: String(f.name ?? '?'), message: String(f.message ?? '').split('\n')[0] ?? '' });
    }
  }
  const unexplained = report?.success === false && failed === 0;
  if (unexplained) failed = 1;
  return { passed, failed, skipped, files: files.length, brokenFiles, unexplained };
}

/** The one plain line CI credits: "N passed, N failed[, N skipped]". */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
