import { create } from 'zustand';
import type { ApiResult } from '../../../shared/api';
import type { ClaimState } from '../../../shared/response';
import type { Cell, TableProgress, TableSummary, TableView } from '../../../shared/tables';
import { client, errorInfo } from './client';
import { useSettings } from './settings';
import { saveBase64File } from '../api/save-file';

export type Template = ApiResult<'tables:templates'>['templates'][number];
export type SortSpec = { column: string; dir: 1 | -1 } | null;
/** A row filter on one column: by state, by status, or by words in the value. */
export type RowFilter = { column: string; kind: 'state'; state: ClaimState } | { column: string; kind: 'status'; status: Cell['status'] } | { column: string; kind: 'text'; text: string };

type TablesState = {
  open: boolean;
  tables: TableSummary[];
  templates: Template[];
  current: TableView | null;
  progress: TableProgress | null;
  running: boolean;
  error: { code: string; message: string; during: string } | null;
  cursor: { row: number; col: number };
  sort: SortSpec;
  filter: RowFilter | null;
  show: (open: boolean) => void;
  refresh: () => Promise<void>;
  select: (id: string) => Promise<void>;
  create: (name: string, template: string) => Promise<void>;
  run: () => Promise<void>;
  stop: () => Promise<void>;
  onProgress: (p: TableProgress) => void;
  move: (dRow: number, dCol: number, rows: number, cols: number) => void;
  setCursor: (row: number, col: number) => void;
  setSort: (s: SortSpec) => void;
  setFilter: (f: RowFilter | null) => void;
  exportAs: (format: 'xlsx' | 'csv') => Promise<void>;
  reset: () => void;
};

const initial = { open: false, tables: [], templates: [], current: null, progress: null, running: false, error: null, cursor: { row: 0, col: 0 }, sort: null, filter: null };

export const useTables = create<TablesState>((set, get) => ({
  ...initial,
  // Opening only shows the view: TablesView loads the tables when it mounts. Loading here as
  // well asked the host for the list and the newest table twice on every opening — on a
  // 468-contract matter, seconds of the host's single thread before the grid's first cells.
  show(open) {
    set({ open });
  },
  async refresh() {
    try {
      const [{ tables }, { templates }] = await Promise.all([client().call('tables:list', {}), get().templates.length ? Promise.resolve({ templates: get().templates }) : client().call('tables:templates', {})]);
      set({ tables, templates, error: null });
      const cur = get().current;
      if (cur) await get().select(cur.table);
      else if (tables[0]) await get().select(tables.at(-1)!.id);
    } catch (err) {
      set({ error: { ...errorInfo(err), during: 'Loading the tables' } });
    }
  },
  async select(id) {
    try {
      const view = await client().call('tables:get', { id });
      set((s) => ({ current: view, error: null, ...(s.current?.table === id ? {} : { cursor: { row: 0, col: 0 }, sort: null, filter: null, progress: null }) }));
    } catch (err) {
      set({ error: { ...errorInfo(err), during: `Opening table ${id}` } });
    }
  },
  async create(name, template) {
    try {
      const { table } = await client().call('tables:create', { name, template });
      set({ current: null });
      await get().refresh();
      await get().select(table);
    } catch (err) {
      set({ error: { ...errorInfo(err), during: 'Creating the table' } });
    }
  },
  async run() {
    const cur = get().current;
    if (!cur || get().running) return;
    const { generator, judge, policy } = useSettings.getState();
    set({ running: true, error: null });
    try {
      await client().call('tables:run', { id: cur.table, generator, judge, policy, concurrency: generator === 'extractive' ? 1 : 4 });
    } catch (err) {
      set({ error: { ...errorInfo(err), during: 'Running the table' } });
    } finally {
      set({ running: false });
      await get().select(cur.table);
      void client().call('tables:list', {}).then(({ tables }) => set({ tables }), () => undefined);
    }
  },
  async stop() {
    const cur = get().current;
    if (cur) await client().call('tables:stop', { id: cur.table }).catch(() => undefined);
  },
  onProgress(p) {
    const cur = get().current;
    if (!cur || p.table !== cur.table) return;
    set({ progress: p });
    // Cells fill in as they finish: reload the grid at most every second while running.
    const now = Date.now();
    if (now - lastReload > 1000 || p.done === p.total) {
      lastReload = now;
      void get().select(cur.table);
    }
  },
  move(dRow, dCol, rows, cols) {
    const { row, col } = get().cursor;
    set({ cursor: { row: Math.max(0, Math.min(rows - 1, row + dRow)), col: Math.max(0, Math.min(cols - 1, col + dCol)) } });
  },
  setCursor: (row, col) => set({ cursor: { row, col } }),
  setSort: (sort) => set({ sort, cursor: { row: 0, col: get().cursor.col } }),
  setFilter: (filter) => set({ filter, cursor: { row: 0, col: get().cursor.col } }),
  async exportAs(format) {
    const cur = get().current;
    if (!cur) return;
    try {
      const r = await client().call('tables:export', { id: cur.table, format });
      saveBase64File(r.fileName, r.dataBase64, format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv');
    } catch (err) {
      set({ error: { ...errorInfo(err), during: `Exporting the table as ${format.toUpperCase()}` } });
    }
  },
  // A matter switch: nothing of the previous matter's tables stays in memory.
  reset: () => set({ ...initial, templates: get().templates }),
}));

let lastReload = 0;

/** The rows in display order: filtered, then sorted by a column's value (blank last) or state. */
export function visibleRows(view: TableView, filter: RowFilter | null, sort: SortSpec): TableView['rows'] {
  const col = (id: string) => view.columns.findIndex((c) => c.id === id);
  let rows = view.rows;
  if (filter) {
    const i = col(filter.column);
    rows = rows.filter((r) => {
      const c = r.cells[i];
      if (!c) return false;
      if (filter.kind === 'state') return c.state === filter.state;
      if (filter.kind === 'status') return c.status === filter.status;
      return (c.value ?? '').toLowerCase().includes(filter.text.toLowerCase());
    });
  }
  if (sort) {
    const i = col(sort.column);
    rows = [...rows].sort((a, b) => {
      const x = a.cells[i]?.value ?? null;
      const y = b.cells[i]?.value ?? null;
      if (x === y) return a.title.localeCompare(b.title);
      if (x === null) return 1;
      if (y === null) return -1;
      return x.localeCompare(y, undefined, { numeric: true }) * sort.dir;
    });
  }
  return rows;
}
