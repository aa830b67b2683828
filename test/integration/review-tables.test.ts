import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { removeDocument } from '../../electron/pipeline/review/remove-document.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PinciteError } from '../../shared/errors.js';
import { TableView } from '../../shared/tables.js';
import { cellText, buildTableReport } from '../../electron/audit/tables/table-report.js';
import { tableToXlsx } from '../../electron/audit/tables/export-xlsx.js';
import { tableToCsv } from '../../electron/audit/tables/export-csv.js';
import { main } from '../../electron/cli.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PipelineDeps } from '../../electron/pipeline/ask/ask.js';
import { decideClaims } from '../../electron/pipeline/review/decide.js';
import { runTable, scopedAsk, type CellAsk } from '../../electron/pipeline/tables/run.js';
import { addRows, createTable, editColumn, tableSummaries, tableView } from '../../electron/pipeline/tables/tables.js';
import { TEMPLATES } from '../../electron/pipeline/tables/templates.js';
import { listCells, listColumns, listRowDocs, listTables } from '../../electron/store/review-tables.js';
import type { ReadableDB } from '../../electron/store/open.js';
import { queuePage } from '../../electron/store/queue.js';
import { cuadMatter } from '../helpers/matter.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

async function cli(matterDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main([...args, '--matter', matterDir], { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

/**
 * The tables' counts read cell by cell, as `tableSummaries` once did (every cell of every
 * table into an object): the reference its one counting statement must agree with.
 */
function summariesCellByCell(db: ReadableDB) {
  return listTables(db).map((t) => {
    const cols = listColumns(db, t.id);
    const revs = new Map(cols.map((c) => [c.id, c.revision]));
    const cells = listCells(db, t.id);
    return {
      id: t.id, name: t.name, template: t.template, createdAt: t.createdAt, columns: cols.length, rows: listRowDocs(db, t.id).length,
      done: cells.filter((c) => c.status !== 'failed' && c.revision >= (revs.get(c.columnId) ?? 1)).length,
      failed: cells.filter((c) => c.status === 'failed').length,
    };
  });
}

describe('review tables over real contracts', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let deps: PipelineDeps;
  let table: string;
  beforeAll(async () => {
    env = await cuadMatter([0, 1, 2]);
    deps = await configurePipeline({});
    table = createTable(env.matter, { name: 'Diligence', template: 'diligence' });
  }, 120_000);
  afterAll(() => env?.cleanup());

  it('runs every cell through the one pipeline, each answered from its own document only', async () => {
    const r = await runTable(env.matter, table, scopedAsk(env.matter, deps));
    expect(r).toMatchObject({ ran: 30, failed: 0, skipped: 0, total: 30, stopped: false });
    const v = TableView.parse(tableView(env.matter.db, table));
    expect(v.rows.map((row) => row.doc).sort()).toEqual([...env.ids].sort());
    expect(v.columns.map((c) => c.name)).toEqual(TEMPLATES.diligence.columns.map((c) => c.name));
    let answered = 0;
    for (const row of v.rows) {
      for (const cell of row.cells) {
        expect(['answered', 'insufficient_evidence', 'rejected']).toContain(cell.status);
        if (cell.status === 'answered') answered++;
        // The scope holds: no claim of a row cites another contract.
        for (const claim of cell.claims) for (const e of claim.evidence) expect(e.doc).toBe(row.doc);
        expect(cell.trace).toBeTruthy();
      }
    }
    expect(answered).toBeGreaterThan(5);
    // Each cell is one trace, and every trace of the run is one cell: nothing recorded twice.
    const traces = env.matter.db.prepare("SELECT count(*) AS n FROM traces WHERE kind = 'ask'").get() as { n: number };
    expect(traces.n).toBe(30);
  });

  it('a value is read off the bound text of its claim, never invented', () => {
    const v = tableView(env.matter.db, table);
    const gov = v.columns.findIndex((c) => c.name === 'Expiration Date');
    const withValue = v.rows.map((row) => row.cells[gov]!).filter((c) => c.value);
    for (const c of withValue) expect(c.claims.some((k) => k.evidence.length > 0)).toBe(true);
    // cuad-dev-00's initial term "shall expire on March 31, 2011".
    const dev00 = v.rows.find((row) => row.title === 'cuad-dev-00')!;
    expect(dev00.cells[gov]!.value).toBe('2011-03-31');
  });

  it('a second run asks nothing; a changed question re-runs only its column', async () => {
    expect(await runTable(env.matter, table, scopedAsk(env.matter, deps))).toMatchObject({ ran: 0, skipped: 30 });
    const col = tableView(env.matter.db, table).columns[0]!;
    editColumn(env.matter, table, col.id, { question: 'Which state or country governs this agreement?' });
    expect(tableView(env.matter.db, table).rows.every((row) => row.cells[0]!.stale === true)).toBe(true);
    // A stale cell is not done until it runs again.
    expect(tableSummaries(env.matter.db).find((x) => x.id === table)).toMatchObject({ done: 27, failed: 0 });
    expect(tableSummaries(env.matter.db)).toEqual(summariesCellByCell(env.matter.db));
    const progress: number[] = [];
    const r = await runTable(env.matter, table, scopedAsk(env.matter, deps), { onProgress: (p) => progress.push(p.done) });
    expect(r).toMatchObject({ ran: 3, skipped: 27 });
    expect(progress.at(-1)).toBe(30);
    expect(tableView(env.matter.db, table).rows.every((row) => !row.cells[0]!.stale)).toBe(true);
    expect(tableSummaries(env.matter.db).find((x) => x.id === table)).toMatchObject({ done: 30, failed: 0 });
  });

  it('a reviewer decision shows in the cell: a contradicted claim takes its value away', () => {
    const v = tableView(env.matter.db, table);
    const cell = v.rows.flatMap((row) => row.cells).find((c) => c.value && c.claims.length === 1)!;
    expect(cell).toBeDefined();
    // The table's claims are in the queue's records, filterable by table (offline, every claim here is supported: none is open).
    const queued = queuePage(env.matter.db, { table, scope: 'all' });
    expect(queued.total).toBe(tableView(env.matter.db, table).rows.flatMap((row) => row.cells.flatMap((c) => c.claims)).length);
    for (const item of queued.items) expect(tableView(env.matter.db, table).rows.some((row) => row.cells.some((c) => c.trace === item.trace))).toBe(true);
    expect(queuePage(env.matter.db, { table: 'tbnone' }).total).toBe(0);
    decideClaims(env.matter, { claims: [cell.claims[0]!.id], action: 'contradict', reviewer: 'A. Reviewer', note: 'wrong clause' });
    const after = tableView(env.matter.db, table).rows.flatMap((row) => row.cells).find((c) => c.trace === cell.trace)!;
    expect(after.state).toBe('contradicted');
    expect(after.value).toBeNull();
  });

  it('the CLI shows what the API shows, and exports XLSX and CSV that read back cell by cell', async () => {
    const shown = await cli(env.matter.dir, 'table', 'show', table, '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toEqual(tableView(env.matter.db, table));
    const report = buildTableReport(env.matter.db, tableView(env.matter.db, table));
    const bytes = await tableToXlsx(report);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    // Links to the citations are in-sheet locations, as a spreadsheet needs to follow them
    // (the streaming writer alone would write them as external relationships only).
    const files = unzipSync(bytes);
    const sheetXml = strFromU8(files[Object.keys(files).find((n) => n.endsWith('xl/worksheets/sheet1.xml'))!]!);
    expect(sheetXml).toMatch(/<hyperlink ref="[A-Z]+\d+" r:id="rId\d+" tooltip="Open the citation" location="#&apos;Citations&apos;!A\d+"\/>/);
    const values = wb.getWorksheet('Values')!;
    const cites = wb.getWorksheet('Citations')!;
    report.view.rows.forEach((row, r) => {
      expect(values.getCell(r + 2, 1).text).toBe(row.title);
      row.cells.forEach((cell, i) => {
        const x = values.getCell(r + 2, i + 2);
        expect(x.text).toBe(cellText(cell));
        const link = (x.value as { hyperlink?: string } | null)?.hyperlink;
        if (cell.claims.some((k) => k.evidence.length)) {
          const at = Number(/!A(\d+)$/.exec(link ?? '')?.[1]);
          // The link lands on a citation of this very row and column.
          expect(cites.getCell(at, 3).text).toBe(row.title);
          expect(cites.getCell(at, 5).text).toBe(report.view.columns[i]!.name);
        } else expect(link).toBeUndefined();
      });
    });
    expect(cites.rowCount - 1).toBe(report.citations.length);
    const csv = tableToCsv(report);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(report.view.rows.length + 1);
    const out = join(env.matter.dir, 'exports');
    mkdirSync(out, { recursive: true });
    expect((await cli(env.matter.dir, 'table', 'export', table, '--out', join(out, 't.xlsx'), '--json')).code).toBe(0);
    // Columns from the command line: add one, reword it, remove it.
    const added = await cli(env.matter.dir, 'table', 'column', 'add', table, '--name', 'Audit', '--question', 'May a party audit the books and records of the other?', '--type', 'yes_no', '--json');
    expect(added.code, added.err).toBe(0);
    const col = JSON.parse(added.out).column as string;
    expect((await cli(env.matter.dir, 'table', 'column', 'edit', table, col, '--question', 'Does a party have audit rights?', '--json')).code).toBe(0);
    expect(tableView(env.matter.db, table).columns.at(-1)).toMatchObject({ id: col, question: 'Does a party have audit rights?', type: 'yes_no' });
    expect((await cli(env.matter.dir, 'table', 'column', 'edit', table, col, '--type', 'colour')).code).toBe(1);
    expect((await cli(env.matter.dir, 'table', 'column', 'remove', table, col, '--json')).code).toBe(0);
    expect(tableView(env.matter.db, table).columns.some((c) => c.id === col)).toBe(false);
  });

  it('a provider that rate-limits is waited out; one that fails leaves a failed cell the next run retries', async () => {
    const t = createTable(env.matter, { name: 'flaky', columns: [{ name: 'Law', question: 'Which law governs this agreement?', type: 'jurisdiction' }], docs: env.ids.slice(0, 2) });
    let calls = 0;
    const real = scopedAsk(env.matter, deps);
    const flaky: CellAsk = async (doc, q, o) => {
      calls++;
      if (calls <= 2) throw new PinciteError('MODEL_RATE_LIMITED', 'slow down');
      if (doc === env.ids[1] && calls < 5) throw new PinciteError('MODEL_UNAVAILABLE', 'The model server answered 503.');
      return real(doc, q, o);
    };
    const r1 = await runTable(env.matter, t, flaky, { backoffMs: () => 1 });
    expect(r1).toMatchObject({ ran: 2, failed: 1 });
    const failed = tableView(env.matter.db, t).rows[1]!.cells[0]!;
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'MODEL_UNAVAILABLE' } });
    const r2 = await runTable(env.matter, t, flaky, { backoffMs: () => 1 });
    expect(r2).toMatchObject({ ran: 1, failed: 0, skipped: 1 });
  });
});

describe('review tables: bad input', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  beforeAll(async () => {
    env = await cuadMatter([3, 4]);
  }, 120_000);
  afterAll(() => env?.cleanup());

  it('unknown template, no columns, duplicate names, unknown documents: typed errors, nothing written', async () => {
    expect(() => createTable(env.matter, { name: 'x', template: 'nope' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => createTable(env.matter, { name: 'x', columns: [] })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => createTable(env.matter, { name: 'x', columns: [{ name: 'A', question: 'Why?', type: 'text' }, { name: 'a', question: 'How?', type: 'text' }] })).toThrow(/Two columns/);
    expect(() => createTable(env.matter, { name: 'x', template: 'cuad', docs: ['nope'] })).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect((env.matter.db.prepare('SELECT count(*) AS n FROM review_tables').get() as { n: number }).n).toBe(0);
    const dir = tempDir();
    try {
      writeFileSync(join(dir.dir, 'empty.json'), '{"columns":[]}');
      writeFileSync(join(dir.dir, 'junk.json'), 'not json');
      for (const f of ['empty.json', 'junk.json']) {
        const r = await cli(env.matter.dir, 'table', 'create', 'X', '--columns', join(dir.dir, f), '--json');
        expect(r.code).toBe(1);
        expect(JSON.parse(r.out).error.code).toBe('INVALID_INPUT');
      }
      expect((await cli(env.matter.dir, 'table', 'create', 'X', '--template', 'nope', '--json')).code).toBe(1);
      expect((await cli(env.matter.dir, 'table', 'show', 'tbnope', '--json')).code).toBe(1);
    } finally {
      dir.cleanup();
    }
  });

  it('a document removed mid-run leaves its cells failed with a typed error; the rest are answered (exit 2)', async () => {
    const t = createTable(env.matter, { name: 'removal', template: 'diligence' });
    const deps = await configurePipeline({});
    const real = scopedAsk(env.matter, deps);
    let removed = false;
    const ask: CellAsk = async (doc, q, o) => {
      if (!removed) {
        removed = true;
        removeDocument(env.matter, env.ids[1]!, 'A. Partner');
      }
      return real(doc, q, o);
    };
    const r = await runTable(env.matter, t, ask);
    expect(r.failed).toBeGreaterThan(0);
    const v = tableView(env.matter.db, t);
    // A removed document leaves the table (its row goes with it); the cells the run could not answer say why.
    expect(v.rows.map((row) => row.doc)).not.toContain(env.ids[1]);
    const failed = listCells(env.matter.db, t).filter((c) => c.docId === env.ids[1] && c.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((c) => c.errorCode === 'NOT_FOUND' && /removed from the matter/.test(c.errorMessage ?? ''))).toBe(true);
    expect(listCells(env.matter.db, t).filter((c) => c.docId === env.ids[0] && c.status !== 'failed')).toHaveLength(10);
    // Failed cells are counted as failed, never as done, whether or not their row is still in the table.
    expect(tableSummaries(env.matter.db).find((x) => x.id === t)).toMatchObject({ failed: listCells(env.matter.db, t).filter((c) => c.status === 'failed').length });
    expect(tableSummaries(env.matter.db)).toEqual(summariesCellByCell(env.matter.db));
    expect(addRows(env.matter, t, [env.ids[0]!])).toBe(0);
  });

  it('a document ingested after the table was made joins it as a row, and the next run fills only that row', async () => {
    const t = createTable(env.matter, { name: 'growing', template: 'diligence' });
    const deps = await configurePipeline({});
    expect(await runTable(env.matter, t, scopedAsk(env.matter, deps))).toMatchObject({ ran: 10 * tableView(env.matter.db, t).rows.length });
    const [added] = await ingest(env.matter, [cuadPdf(9)]);
    const r = await runTable(env.matter, t, scopedAsk(env.matter, deps));
    expect(r.ran).toBe(10);
    expect(tableView(env.matter.db, t).rows.at(-1)!.doc).toBe(added!.id);
    // A table over chosen documents does not grow.
    const chosen = createTable(env.matter, { name: 'chosen', template: 'diligence', docs: [env.ids[0]!] });
    expect((await runTable(env.matter, chosen, scopedAsk(env.matter, deps))).total).toBe(10);
  });
});

describe('a table\'s audit bundle', () => {
  it('export --table bundles every answered cell\'s trace, and the same verifier passes it', async () => {
    const env = await cuadMatter([8]);
    try {
      const t = createTable(env.matter, { name: 'one', template: 'diligence' });
      await runTable(env.matter, t, scopedAsk(env.matter, await configurePipeline({})));
      const out = join(env.matter.dir, 'exports', 'table.zip');
      const r = await cli(env.matter.dir, 'export', '--table', t, '--out', out, '--no-crops', '--json');
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out).summary.traces).toBe(listCells(env.matter.db, t).filter((c) => c.traceId).length);
      const v = await cli(env.matter.dir, 'verify-bundle', out, '--json');
      expect(JSON.parse(v.out).ok).toBe(true);
      // report.html opens with the table, each answered cell linking to its trace's section.
      const report = new TextDecoder().decode(unzipBundle(readFileSync(out), out).get('report.html'));
      expect(report).toContain('Review table — one');
      for (const c of listCells(env.matter.db, t)) if (c.traceId) {
        expect(report).toContain(`href="#trace-${c.traceId}"`);
        expect(report).toContain(`id="trace-${c.traceId}"`);
      }
      expect((await cli(env.matter.dir, 'export', '--table', t, '--all', '--out', out)).code).toBe(1);
    } finally {
      env.cleanup();
    }
  }, 120_000);
});
