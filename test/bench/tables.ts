import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../electron/cli.js';
import { CORPUS } from '../helpers/corpus.js';
import { runChild } from './child.js';
import { cachedMatterDir } from './matter-cache.js';
import { median } from './machine.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';
import type { TablesChildResult } from './tables-child.js';
import { totals } from './table-accuracy.js';
import { measureGrid, type GridFigures } from './table-grid.js';

/** A frame at 60 Hz. */
const MAX_FRAME_P95_MS = 16.7;

/** Issue M9's targets. */
const MAX_30_SECONDS = 60;
const MAX_468_SECONDS = 15 * 60;
const MAX_RSS_MB = 800;

const CHILD = new URL('./tables-child.ts', import.meta.url);

const pdfs = (set: string) => readdirSync(join(CORPUS, set, 'pdf')).filter((n) => n.endsWith('.pdf')).sort().map((n) => join(CORPUS, set, 'pdf', n));

/** An ingested matter kept between runs (ingest is measured by its own section; here it is set-up). */
async function matterOf(name: string, files: readonly string[], log: (s: string) => void): Promise<string> {
  const dir = cachedMatterDir(name);
  if (existsSync(join(dir, 'ready'))) return dir;
  mkdirSync(dir, { recursive: true });
  log(`ingesting ${files.length} contracts into ${dir} (once; kept for later runs)`);
  let out = '';
  const code = await main(['ingest', '--matter', dir, '--json', '--ocr', 'off', ...files], { out: (s) => (out += s), err: () => undefined });
  if (code !== 0) throw new Error(`set-up ingest failed (exit ${code}): ${out.slice(0, 2000)}`);
  mkdirSync(join(dir, 'ready'));
  return dir;
}

/** Precision, recall and refusals against the lawyers' labels, overall (per column in `columnRows`, the JSON and the README). */
function accuracyRows(s: TablesChildResult): Row[] {
  const t = totals(s.accuracy);
  return [
    { metric: `precision of supported cells (${t.right} right, ${t.wrong} wrong)`, unit: '%', value: 100 * t.precision, reference: null, ratio: null, target: null },
    { metric: `recall of labelled clauses (${t.right} of ${t.labelled})`, unit: '%', value: 100 * t.recall, reference: null, ratio: null, target: null },
    { metric: `refused where no clause (${t.refusedRight} of ${t.noLabelCells})`, unit: '%', value: 100 * t.refusals, reference: null, ratio: null, target: null },
  ];
}

/**
 * The same figures column by column, so a change that moves the table's accuracy shows which
 * questions it moved (session 28's +30 right / +90 wrong could not be traced without them).
 */
function columnRows(s: TablesChildResult): Row[] {
  return s.accuracy.map((c) => ({
    metric: `  ${c.category}: ${c.right} right, ${c.wrong} wrong; recall ${c.right}/${c.labelled}; refused ${c.refusedRight}/${c.noLabelCells}`,
    unit: '%', value: 100 * c.right / Math.max(1, c.right + c.wrong), reference: null, ratio: null, target: null,
  }));
}

export const tablesSection: Section = {
  name: 'table',
  title: 'M9 review tables (41 CUAD columns, offline generator and judge)',
  async run(ctx: BenchContext): Promise<SectionResult> {
    // PINCITE_TABLE_BENCH=30 runs the 30-contract table only (the 468-contract one ingests 8,800 pages first);
    // =grid measures only the grid, over the table a previous run left in the cached 468-contract matter.
    const scales = (process.env.PINCITE_TABLE_BENCH ?? '30,468').split(',');
    if (scales.includes('grid')) return gridOnly(ctx);
    const small = await matterOf('cuad-30', pdfs('cuad'), ctx.log);
    const large = scales.includes('468') ? await matterOf('cuad-468', [...pdfs('cuad'), ...pdfs('cuad-scale')], ctx.log) : null;
    const runs: Array<{ scale: string; samples: TablesChildResult[] }> = [];
    const plan: Array<readonly [string, string, string | undefined]> = [['30', small, undefined], ...(large ? [['468', large, '2000'] as const] : [])];
    for (const [scale, dir, sample] of plan) {
      const samples: TablesChildResult[] = [];
      for (let i = 1; i <= ctx.repeat; i++) {
        ctx.log(`table over ${scale} contracts, run ${i}/${ctx.repeat}`);
        samples.push(await runChild<TablesChildResult>(CHILD, sample ? [dir, sample] : [dir]));
      }
      runs.push({ scale, samples });
    }
    const rows: Row[] = runs.flatMap(({ scale, samples }, k) => {
      const s = samples[0]!;
      const wall = median(samples.map((x) => x.wallMs / 1000));
      const rate = median(samples.map((x) => x.cells / (x.wallMs / 1000)));
      const refRate = median(samples.map((x) => x.referenceCells / (x.referenceMs / 1000)));
      return [
        { metric: `table run, ${s.docs} contracts × 41 = ${s.cells} cells`, unit: 's', value: wall, reference: null, ratio: null, target: { on: 'value', op: '<', bound: scale === '30' ? MAX_30_SECONDS : MAX_468_SECONDS } },
        { metric: `cells/s (${s.answered} answered)`, unit: 'cells/s', value: rate, reference: { value: refRate, label: `${s.referenceCells} scoped asks one by one` }, ratio: rate / refRate, target: null },
        { metric: 'per cell p50 / p95', unit: 'ms', value: median(samples.map((x) => x.cellP50Ms)), reference: { value: median(samples.map((x) => x.cellP95Ms)), label: 'p95' }, ratio: null, target: null },
        { metric: `XLSX export of ${s.cells} cells`, unit: 's', value: median(samples.map((x) => x.xlsxMs / 1000)), reference: null, ratio: null, target: null },
        ...accuracyRows(s),
        // Per column for the largest table only: 41 rows for each scale would bury the timings.
        ...(k === runs.length - 1 ? columnRows(s) : []),
        { metric: `peak RSS (${s.docs} contracts)`, unit: 'MB', value: Math.max(...samples.map((x) => x.peakRssMb)), reference: null, ratio: null, target: { on: 'value', op: '<', bound: MAX_RSS_MB } },
      ] satisfies Row[];
    });
    ctx.log(`the grid in Chromium over the ${large ? 468 : 30}-contract table`);
    const grid = await measureGrid(large ?? small, ctx.repeat);
    rows.push(...gridRows(grid, true));
    return { rows, details: { runs, grid } };
  },
};

/** `afterRun`: the section ran a table just before, so the first render is the one right after a run. */
function gridRows(grid: GridFigures, afterRun: boolean): Row[] {
  return [
    { metric: `grid first render, ${grid.rows} × ${grid.columns} (median; the first${afterRun ? ', right after the run' : ''}: ${grid.firstOpenMs.toFixed(0)} ms)`, unit: 'ms', value: grid.firstRenderMs, reference: null, ratio: null, target: null },
    { metric: `grid first render, the host's CPU (${grid.host.calls} API calls: ${grid.host.methods.join(', ')})`, unit: 'ms', value: grid.host.cpuMs, reference: null, ratio: null, target: null },
    {
      metric: `grid frame while scrolling, unthrottled, p95 (${grid.frames} frames, ${grid.overBudget} over 16.7 ms; p50 ${grid.frameP50Ms.toFixed(1)} ms; static HTML: ${grid.reference.overBudget} over, p50 ${grid.reference.frameP50Ms.toFixed(1)} ms)`,
      unit: 'ms', value: grid.frameP95Ms,
      reference: { value: grid.reference.frameP95Ms, label: 'the same cells as static HTML' },
      ratio: grid.frameP95Ms / grid.reference.frameP95Ms, target: null,
    },
    {
      metric: `grid frame time at 60 Hz, p95 (the renderer's main-thread CPU per frame, traced; ${grid.at60Hz.grid.frames} frames, ${grid.at60Hz.grid.dropped} dropped; p50 ${grid.at60Hz.grid.frameP50Ms.toFixed(1)} ms; static HTML: ${grid.at60Hz.reference.dropped} dropped, p50 ${grid.at60Hz.reference.frameP50Ms.toFixed(1)} ms)`,
      unit: 'ms', value: grid.at60Hz.grid.frameP95Ms,
      reference: { value: grid.at60Hz.reference.frameP95Ms, label: 'the same cells as static HTML' },
      ratio: grid.at60Hz.grid.frameP95Ms / grid.at60Hz.reference.frameP95Ms, target: { on: 'value', op: '<', bound: MAX_FRAME_P95_MS },
    },
  ];
}

/** The grid alone, so a change to the renderer is measured in a minute, not after a 10-minute table run. */
async function gridOnly(ctx: BenchContext): Promise<SectionResult> {
  const dir = cachedMatterDir('cuad-468');
  if (!existsSync(join(dir, 'ready'))) throw new Error(`PINCITE_TABLE_BENCH=grid needs the cached 468-contract matter with a table run in it (${dir}): run \`npm run bench -- table\` once first`);
  ctx.log(`the grid in Chromium over the table in ${dir}`);
  const grid = await measureGrid(dir, ctx.repeat);
  return { rows: gridRows(grid, false), details: { grid } };
}
