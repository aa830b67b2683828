import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PinciteError } from '../../shared/errors.js';
import { AnswerType, ColumnSpec, ColumnsFile, type TableView } from '../../shared/tables.js';
import { buildTableReport } from '../audit/tables/table-report.js';
import { tableToCsv } from '../audit/tables/export-csv.js';
import { tableToXlsx } from '../audit/tables/export-xlsx.js';
import { configurePipeline, type PipelineChoice } from '../pipeline/ask/configure.js';
import { runTable, scopedAsk } from '../pipeline/tables/run.js';
import { addColumn, createTable, editColumn, removeColumn, tableSummaries, tableView } from '../pipeline/tables/tables.js';
import { writeFileDurably } from '../store/durable-write.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

const TABLE_USAGE = `table create NAME (--template cuad|diligence | --columns FILE.json) [--docs all|ID,…]
  table run TABLE [--generator G] [--judge J] [--policy P] [--concurrency N]
  table show TABLE
  table list
  table export TABLE --out FILE.xlsx|FILE.csv
  table column add TABLE --name N --question Q [--type T] | column edit TABLE COLUMN [--name N] [--question Q] [--type T] | column remove TABLE COLUMN`;

export type TableArgs = PipelineChoice & {
  sub: string | undefined;
  rest: string[];
  template?: string | undefined;
  columns?: string | undefined;
  docs?: string | undefined;
  concurrency?: string | undefined;
  out?: string | undefined;
  name?: string | undefined;
  question?: string | undefined;
  type?: string | undefined;
  json: boolean;
};

export async function runTableCommand(open: OpenMatter, a: TableArgs, io: CliIo): Promise<number> {
  switch (a.sub) {
    case 'create': {
      const name = a.rest.join(' ').trim();
      if (!name) throw new UsageError(`table create needs a name\n  ${TABLE_USAGE}`);
      if ((a.template === undefined) === (a.columns === undefined)) throw new UsageError('table create takes --template cuad|diligence or --columns FILE.json (one of them)');
      const columns = a.columns === undefined ? undefined : readColumns(a.columns);
      const docs = !a.docs || a.docs === 'all' ? 'all' : a.docs.split(',').map((d) => d.trim()).filter(Boolean);
      const table = createTable(open(), { name, template: a.template, columns, docs });
      printResult(io, a.json, { table }, () => `created table ${table}`);
      return 0;
    }
    case 'run': {
      const id = one(a.rest, 'table run TABLE');
      const concurrency = a.concurrency === undefined ? 1 : Number(a.concurrency);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new UsageError('--concurrency takes a whole number from 1 to 16');
      const deps = await configurePipeline(a);
      const matter = open();
      let last = 0;
      const stop = new AbortController();
      // Ctrl+C stops after the cells in flight; what is done stays done, and the next run resumes.
      const onSignal = () => stop.abort();
      process.once('SIGINT', onSignal);
      try {
        const r = await runTable(matter, id, scopedAsk(matter, deps), {
          concurrency,
          signal: stop.signal,
          onProgress: (p) => {
            const t = Date.now();
            if (p.done !== p.total && t - last < 1000) return;
            last = t;
            io.err(`table ${p.table}: ${p.done}/${p.total} cells${p.failed ? `, ${p.failed} failed` : ''}${p.etaMs !== null && p.done < p.total ? `, about ${Math.ceil(p.etaMs / 1000)} s left` : ''}\n`);
          },
        });
        printResult(io, a.json, r, () => `table ${r.table}: ran ${r.ran} cells (${r.failed} failed), ${r.skipped} already answered${r.stopped ? '; stopped — run again to resume' : ''}`);
        return r.failed > 0 ? 2 : 0;
      } finally {
        process.off('SIGINT', onSignal);
      }
    }
    case 'show': {
      const v = tableView(open().db, one(a.rest, 'table show TABLE'));
      printResult(io, a.json, v, () => formatTable(v));
      return 0;
    }
    case 'list': {
      const list = tableSummaries(open().db);
      printResult(io, a.json, { tables: list }, () => list.map((t) => `${t.id}  ${t.name}  ${t.rows} × ${t.columns}  ${t.done} done${t.failed ? `, ${t.failed} failed` : ''}`).join('\n') || 'no tables');
      return 0;
    }
    case 'export': {
      const id = one(a.rest, 'table export TABLE --out FILE');
      if (!a.out || !/\.(xlsx|csv)$/i.test(a.out)) throw new UsageError('table export needs --out FILE.xlsx or --out FILE.csv');
      const db = open().db;
      const report = buildTableReport(db, tableView(db, id));
      const out = resolve(a.out);
      const bytes = /\.xlsx$/i.test(out) ? await tableToXlsx(report) : new TextEncoder().encode(tableToCsv(report));
      try {
        writeFileDurably(out, bytes);
      } catch (err) {
        throw new PinciteError('MATTER_UNWRITABLE', `The table could not be written to ${out} (${(err as Error).message}). Choose a writable folder.`, { cause: err });
      }
      printResult(io, a.json, { path: out, bytes: bytes.length, rows: report.view.rows.length, columns: report.view.columns.length, citations: report.citations.length }, () => `wrote ${out} (${bytes.length} bytes)`);
      return 0;
    }
    case 'column': {
      const [op, id, column] = a.rest;
      const type = a.type === undefined ? undefined : AnswerType.safeParse(a.type);
      if (type && !type.success) throw new UsageError(`--type is one of ${AnswerType.options.join(', ')}`);
      const matter = open();
      if (op === 'add' && id && !column) {
        if (!a.name || !a.question) throw new UsageError('table column add TABLE --name N --question Q [--type T]');
        const spec = ColumnSpec.safeParse({ name: a.name, question: a.question, ...(type ? { type: type.data } : {}) });
        if (!spec.success) throw new PinciteError('INVALID_INPUT', `That column is not valid: ${spec.error.issues[0]?.message ?? 'wrong shape'}.`);
        const col = addColumn(matter, id, spec.data);
        printResult(io, a.json, { table: id, column: col }, () => `added column ${col} to table ${id}; run the table to answer it`);
        return 0;
      }
      if (op === 'edit' && id && column) {
        if (a.name === undefined && a.question === undefined && !type) throw new UsageError('table column edit TABLE COLUMN [--name N] [--question Q] [--type T]');
        editColumn(matter, id, column, { ...(a.name !== undefined ? { name: a.name } : {}), ...(a.question !== undefined ? { question: a.question } : {}), ...(type ? { type: type.data } : {}) });
        printResult(io, a.json, { table: id, column }, () => `changed column ${column}${a.question !== undefined ? '; its answers are stale until the table runs again' : ''}`);
        return 0;
      }
      if (op === 'remove' && id && column) {
        removeColumn(matter, id, column);
        printResult(io, a.json, { table: id, column, removed: true }, () => `removed column ${column} (its cells' traces stay on record)`);
        return 0;
      }
      throw new UsageError(`usage:\n  ${TABLE_USAGE}`);
    }
    default:
      throw new UsageError(`table needs a subcommand\n  ${TABLE_USAGE}`);
  }
}

function one(rest: string[], usage: string): string {
  if (rest.length !== 1 || !rest[0]) throw new UsageError(`usage: ${usage}`);
  return rest[0];
}

function readColumns(file: string) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PinciteError('FILE_UNREADABLE', `${file} could not be read (${(err as Error).message}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PinciteError('INVALID_INPUT', `${file} is not JSON. A columns file is {"columns":[{"name":"Governing Law","question":"Which law governs this agreement?","type":"jurisdiction"}]}.`);
  }
  const parsed = ColumnsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PinciteError('INVALID_INPUT', `${file} is not a columns file (${issue ? `${issue.path.join('.') || 'top level'}: ${issue.message}` : 'wrong shape'}). Each column needs a name and a question; type is one of text, yes_no, date, duration, amount, parties, jurisdiction.`);
  }
  return parsed.data.columns;
}

function formatTable(v: TableView): string {
  const lines = [`${v.name} (${v.table}): ${v.rows.length} documents × ${v.columns.length} questions`];
  for (const row of v.rows) {
    lines.push('', row.title);
    row.cells.forEach((c, i) => lines.push(`  ${v.columns[i]!.name.padEnd(32)} ${c.status === 'answered' ? `${c.value ?? '—'}  [${c.state ?? 'no claim'}]` : c.status}`));
  }
  return lines.join('\n');
}
