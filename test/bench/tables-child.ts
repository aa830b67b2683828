import { performance } from 'node:perf_hooks';
import { buildTableReport } from '../../electron/audit/tables/table-report.js';
import { tableToXlsx } from '../../electron/audit/tables/export-xlsx.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { runTable, scopedAsk } from '../../electron/pipeline/tables/run.js';
import { createTable, tableView } from '../../electron/pipeline/tables/tables.js';
import { TEMPLATES } from '../../electron/pipeline/tables/templates.js';
import { listDocumentIds } from '../../electron/store/documents.js';
import { openMatter } from '../../electron/store/open.js';
import { peakRssMb, reply } from './child.js';
import { percentile } from './machine.js';
import { scoreTable, type CategoryScore } from './table-accuracy.js';

/**
 * Child process of the table benchmark: over an ingested matter, the 41 CUAD columns as
 * a table run (offline generator and judge), every cell timed; then, as the reference,
 * `sample` of the same asks one by one through the CLI's core (`ask` scoped to the
 * document, no table); then the XLSX export of the whole table.
 */
export type TablesChildResult = {
  docs: number;
  cells: number;
  wallMs: number;
  cellP50Ms: number;
  cellP95Ms: number;
  referenceCells: number;
  referenceMs: number;
  xlsxMs: number;
  xlsxBytes: number;
  peakRssMb: number;
  answered: number;
  accuracy: CategoryScore[];
};

const [dir, sampleArg] = process.argv.slice(2);
const matter = openMatter(dir!);
const deps = await configurePipeline({});
// Warm-up, untimed: the first asks pay for JIT, SQLite's page cache and section maps; neither timed run should.
for (const c of TEMPLATES.cuad.columns) await ask(matter, c.question, deps, { docs: [listDocumentIds(matter.db)[0]!] });
const table = createTable(matter, { name: `bench ${Date.now()}`, template: 'cuad' });
const cellAsk = scopedAsk(matter, deps);
const times: number[] = [];
const timed: typeof cellAsk = async (doc, q, o) => {
  const t = performance.now();
  try {
    return await cellAsk(doc, q, o);
  } finally {
    times.push(performance.now() - t);
  }
};
const t0 = performance.now();
const r = await runTable(matter, table, timed);
const wallMs = performance.now() - t0;

// The reference: the same scoped asks, one by one, straight through the core.
const docs = listDocumentIds(matter.db);
const want = Math.min(Number(sampleArg ?? docs.length * 41), docs.length * 41);
let n = 0;
const r0 = performance.now();
outer: for (const doc of docs) {
  for (const c of TEMPLATES.cuad.columns) {
    if (n >= want) break outer;
    await ask(matter, c.question, deps, { docs: [doc] });
    n++;
  }
}
const referenceMs = performance.now() - r0;

const x0 = performance.now();
const view = tableView(matter.db, table);
const bytes = await tableToXlsx(buildTableReport(matter.db, view));
const xlsxMs = performance.now() - x0;
// The app's peak (table run, scoped asks, XLSX export), read before the benchmark's own scoring: scoring prepares every
// document's text again to find the lawyers' labels in it, which raised the process's peak from 464 MB to 977 MB on the
// 467-contract table (session 26). That is the harness's memory, not the table's.
const peak = peakRssMb();
const accuracy = scoreTable(matter.db, view);
matter.close();
reply({
  docs: docs.length, cells: r.total, wallMs, cellP50Ms: percentile(times, 50), cellP95Ms: percentile(times, 95), referenceCells: n, referenceMs, xlsxMs, xlsxBytes: bytes.length,
  accuracy, peakRssMb: peak, answered: view.rows.reduce((k, row) => k + row.cells.filter((c) => c.status === 'answered').length, 0),
} satisfies TablesChildResult);
