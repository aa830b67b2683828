import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ingestSection } from './ingest.js';
import { bundleSection } from './bundle.js';
import { footnoteSection } from './footnote.js';
import { retrievalSection } from './retrieval.js';
import { queueSection } from './queue.js';
import { clausesSection } from './clauses.js';
import { tablesSection } from './tables.js';
import { partiesSection } from './parties.js';
import { currentLoad, loadText, machineInfo } from './machine.js';
import { BENCH_SPLITS, type Section } from './section.js';
import { renderTable, verdict } from './table.js';

/**
 * `npm run bench [-- <section…>] [--repeat N]`: runs the benchmark sections (all, or
 * those named), prints one table per section and writes every figure and sample to
 * .bench/results.json. Exits 1 when a target is missed. Speed and memory targets live
 * here, never in timed tests: a test that fails because the machine is busy teaches
 * nothing.
 */
const SECTIONS: readonly Section[] = [ingestSection, footnoteSection, retrievalSection, bundleSection, queueSection, clausesSection, partiesSection, tablesSection];

const USAGE = `usage: npm run bench [-- <section…>] [--repeat N] [--files N[,N…]] [--split tune|heldout|tune-a|tune-b]\nsections: ${SECTIONS.map((s) => s.name).join(', ')}`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { repeat: { type: 'string', default: '1' }, files: { type: 'string' }, split: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  allowPositionals: true,
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const repeat = Number(values.repeat);
const files = values.files === undefined ? [] : values.files.split(',').map(Number);
const unknown = positionals.filter((p) => !SECTIONS.some((s) => s.name === p));
const badFiles = files.some((n) => !Number.isInteger(n) || n < 1);
const split = BENCH_SPLITS.find((s) => s === values.split);
const badSplit = values.split !== undefined && split === undefined;
if (!Number.isInteger(repeat) || repeat < 1 || unknown.length > 0 || badFiles || badSplit) {
  const why = unknown.length ? `unknown section: ${unknown.join(', ')}` : badFiles ? '--files takes whole numbers ≥ 1, separated by commas' : badSplit ? `--split takes ${BENCH_SPLITS.join(', ')}` : '--repeat must be a whole number ≥ 1';
  process.stderr.write(`${why}\n${USAGE}\n`);
  process.exit(1);
}
const chosen = positionals.length ? SECTIONS.filter((s) => positionals.includes(s.name)) : SECTIONS;

const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
const startLoad = currentLoad();
if (startLoad.load1 > availableParallelism() / 2) {
  log(`the machine is busy (load ${loadText(startLoad)} on ${availableParallelism()} cores): figures will be low and noisy; compare ratios, or rerun with --repeat 3`);
}

const results: Record<string, unknown> = {};
let failed = 0;
for (const section of chosen) {
  const before = currentLoad();
  const { rows, details } = await section.run({ repeat, log, files, split });
  const after = currentLoad();
  failed += rows.filter((r) => verdict(r) === 'FAIL').length;
  process.stdout.write(`\n${renderTable(`${section.title} — load ${loadText(before)} → ${loadText(after)}, ${repeat} run${repeat > 1 ? 's (medians)' : ''}`, rows)}\n`);
  results[section.name] = { rows: rows.map((r) => ({ ...r, result: verdict(r) })), loadBefore: before, loadAfter: after, details };
}

const outDir = join(import.meta.dirname, '..', '..', '.bench');
mkdirSync(outDir, { recursive: true });
const file = join(outDir, 'results.json');
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine: machineInfo(), repeat, sections: results }, null, 2)}\n`);
process.stdout.write(`\n${failed ? `${failed} target${failed > 1 ? 's' : ''} missed` : 'all targets met'}; figures in ${file}\n`);
process.exitCode = failed ? 1 : 0;
