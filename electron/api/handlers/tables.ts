import type { ApiParsedInput, ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { tableToCsv } from '../../audit/tables/export-csv.js';
import { tableToXlsx } from '../../audit/tables/export-xlsx.js';
import { buildTableReport } from '../../audit/tables/table-report.js';
import type { PipelineDeps } from '../../pipeline/ask/ask.js';
import { runTable, scopedAsk } from '../../pipeline/tables/run.js';
import { addColumn, addRows, createTable, editColumn, removeColumn, tableSummaries, tableView } from '../../pipeline/tables/tables.js';
import { TEMPLATES } from '../../pipeline/tables/templates.js';
import type { Matter } from '../../store/open.js';
import type { Emit } from '../dispatch.js';

/** Runs in progress, by matter folder and table: what `tables:stop` aborts. */
const running = new Map<string, AbortController>();
const key = (matter: Matter, table: string) => `${matter.dir}\u0000${table}`;

export function tableTemplates(): ApiResult<'tables:templates'> {
  return { templates: Object.entries(TEMPLATES).map(([id, t]) => ({ id, name: t.name, columns: [...t.columns], attribution: t.attribution })) };
}

export function tablesCreate(matter: Matter, input: ApiParsedInput<'tables:create'>): ApiResult<'tables:create'> {
  return { table: createTable(matter, input) };
}

export function tablesList(matter: Matter): ApiResult<'tables:list'> {
  return { tables: tableSummaries(matter.db) };
}

export async function tablesRun(matter: Matter, input: ApiParsedInput<'tables:run'>, deps: PipelineDeps, emit: Emit): Promise<ApiResult<'tables:run'>> {
  const k = key(matter, input.id);
  if (running.has(k)) throw new PinciteError('INVALID_INPUT', `Table ${input.id} is already running. Wait for it, or stop it first.`);
  const stop = new AbortController();
  running.set(k, stop);
  try {
    let last = 0;
    return await runTable(matter, input.id, scopedAsk(matter, deps), {
      concurrency: input.concurrency,
      signal: stop.signal,
      // At most ten updates a second: the grid repaints on each.
      onProgress: (p) => {
        const now = Date.now();
        if (p.done !== p.total && now - last < 100) return;
        last = now;
        emit('table:progress', p);
      },
    });
  } finally {
    running.delete(k);
  }
}

export function tablesStop(matter: Matter, id: string): ApiResult<'tables:stop'> {
  const c = running.get(key(matter, id));
  c?.abort();
  return { stopped: Boolean(c) };
}

export function tablesEditColumn(matter: Matter, input: ApiParsedInput<'tables:editColumn'>): ApiResult<'tables:editColumn'> {
  const { id, column, ...change } = input;
  editColumn(matter, id, column, change);
  return tableView(matter.db, id);
}

export function tablesAddColumn(matter: Matter, input: ApiParsedInput<'tables:addColumn'>): ApiResult<'tables:addColumn'> {
  addColumn(matter, input.id, input.column);
  return tableView(matter.db, input.id);
}

export function tablesRemoveColumn(matter: Matter, input: ApiParsedInput<'tables:removeColumn'>): ApiResult<'tables:removeColumn'> {
  removeColumn(matter, input.id, input.column);
  return tableView(matter.db, input.id);
}

export function tablesAddRows(matter: Matter, input: ApiParsedInput<'tables:addRows'>): ApiResult<'tables:addRows'> {
  addRows(matter, input.id, input.docs);
  return tableView(matter.db, input.id);
}

export async function tablesExport(matter: Matter, input: ApiParsedInput<'tables:export'>): Promise<ApiResult<'tables:export'>> {
  const view = tableView(matter.db, input.id);
  const report = buildTableReport(matter.db, view);
  const bytes = input.format === 'xlsx' ? await tableToXlsx(report) : new TextEncoder().encode(tableToCsv(report));
  const safe = view.name.replace(/[^\p{L}\p{N} _.-]/gu, '').trim().slice(0, 60) || 'table';
  return { fileName: `${safe}.${input.format}`, bytes: bytes.length, dataBase64: Buffer.from(bytes).toString('base64') };
}
