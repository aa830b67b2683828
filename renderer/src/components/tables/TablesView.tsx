import { useEffect, useState } from 'react';
import type { ClaimState } from '../../../../shared/response';
import { STATE_META, STATE_ORDER } from '../../claims/states';
import { client } from '../../store/client';
import { useTables } from '../../store/tables';
import { QuestionsDialog } from './QuestionsDialog';
import { TableGrid } from './TableGrid';

/** Review tables: pick or create a table, run it with a progress bar, filter, sort, open a cell, export. */
export function TablesView() {
  const { tables, templates, current, progress, running, error, filter } = useTables();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('diligence');
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    void useTables.getState().refresh();
    return client().on('table:progress', (p) => useTables.getState().onProgress(p));
  }, []);

  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const btn = 'rounded border border-line bg-panel px-2.5 py-1 text-[12.5px] hover:bg-canvas disabled:text-faint';
  return (
    <section aria-label="Review tables" data-testid="tables-view" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-panel px-3 py-2">
        <label className="text-[12.5px]">
          <span className="mr-1 text-muted">Table</span>
          <select data-testid="table-select" className="rounded border border-line bg-canvas px-1.5 py-1" value={current?.table ?? ''} onChange={(e) => void useTables.getState().select(e.target.value)}>
            {tables.length === 0 ? <option value="">No tables yet</option> : null}
            {tables.map((t) => <option key={t.id} value={t.id}>{t.name} ({t.rows} × {t.columns})</option>)}
          </select>
        </label>
        <form className="flex items-center gap-1.5" onSubmit={(e) => { e.preventDefault(); if (name.trim()) void useTables.getState().create(name.trim(), template).then(() => setName('')); }}>
          <label className="sr-only" htmlFor="new-table-name">New table name</label>
          <input id="new-table-name" data-testid="new-table-name" placeholder="New table name" value={name} onChange={(e) => setName(e.target.value)} className="w-40 rounded border border-line bg-canvas px-2 py-1 text-[12.5px]" />
          <label className="sr-only" htmlFor="new-table-template">Questions</label>
          <select id="new-table-template" data-testid="new-table-template" value={template} onChange={(e) => setTemplate(e.target.value)} className="rounded border border-line bg-canvas px-1.5 py-1 text-[12.5px]">
            {templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </select>
          <button type="submit" className={btn} disabled={!name.trim()} data-testid="create-table">Create</button>
        </form>
        <span className="flex-1" />
        {current ? (
          <>
            {running ? (
              <button type="button" className={btn} onClick={() => void useTables.getState().stop()} data-testid="pause-table">Pause</button>
            ) : (
              <button type="button" className={btn} onClick={() => void useTables.getState().run()} data-testid="run-table">{current.rows.some((r) => r.cells.some((c) => c.status !== 'pending')) ? 'Resume / update' : 'Run'}</button>
            )}
            <button type="button" className={btn} onClick={() => setEditing(true)} data-testid="edit-questions">Questions…</button>
            <button type="button" className={btn} onClick={() => void useTables.getState().exportAs('xlsx')} data-testid="export-xlsx">Export Excel</button>
            <button type="button" className={btn} onClick={() => void useTables.getState().exportAs('csv')}>CSV</button>
          </>
        ) : null}
      </div>
      {running || (progress && progress.done < progress.total) ? (
        <div className="flex items-center gap-2 border-b border-line px-3 py-1.5 text-[12px]">
          <div role="progressbar" aria-label="Cells done" aria-valuemin={0} aria-valuemax={progress?.total ?? 0} aria-valuenow={progress?.done ?? 0} data-testid="table-progress"
            className="h-1.5 w-48 overflow-hidden rounded bg-line">
            <div className="h-full bg-accent" style={{ width: `${pct}%` }} />
          </div>
          <span className="tabular-nums">{progress ? `${progress.done} / ${progress.total} cells` : 'Starting…'}</span>
          {progress?.failed ? <span className="text-[var(--c-contradicted)]">{progress.failed} failed</span> : null}
          {progress?.etaMs != null && progress.done < progress.total ? <span className="text-muted">about {Math.ceil(progress.etaMs / 1000)} s left</span> : null}
        </div>
      ) : null}
      {current ? (
        <div className="flex items-center gap-2 border-b border-line px-3 py-1.5 text-[12px]">
          <span className="text-muted">Show rows where</span>
          <label className="sr-only" htmlFor="filter-column">Filter column</label>
          <select id="filter-column" className="rounded border border-line bg-canvas px-1 py-0.5" value={filter?.column ?? ''}
            onChange={(e) => useTables.getState().setFilter(e.target.value ? { column: e.target.value, kind: 'state', state: 'supported' } : null)}>
            <option value="">(all rows)</option>
            {current.columns.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
          {filter ? (
            <>
              <label className="sr-only" htmlFor="filter-state">State</label>
              <select id="filter-state" className="rounded border border-line bg-canvas px-1 py-0.5" value={filter.kind === 'state' ? filter.state : filter.kind === 'status' ? filter.status : 'text'}
                onChange={(e) => {
                  const v = e.target.value;
                  useTables.getState().setFilter(v === 'text' ? { column: filter.column, kind: 'text', text: '' } : v === 'insufficient_evidence' || v === 'failed' || v === 'pending' ? { column: filter.column, kind: 'status', status: v } : { column: filter.column, kind: 'state', state: v as ClaimState });
                }}>
                {STATE_ORDER.map((s) => <option key={s} value={s}>is {STATE_META[s].label.toLowerCase()}</option>)}
                <option value="insufficient_evidence">is not found</option>
                <option value="failed">failed</option>
                <option value="pending">not run</option>
                <option value="text">value contains…</option>
              </select>
              {filter.kind === 'text' ? (
                <input aria-label="Value contains" className="rounded border border-line bg-canvas px-1.5 py-0.5" value={filter.text} onChange={(e) => useTables.getState().setFilter({ ...filter, text: e.target.value })} />
              ) : null}
            </>
          ) : null}
          <span className="flex-1" />
          <span className="text-faint">Arrow keys move · Enter opens the answer · click a header to sort</span>
        </div>
      ) : null}
      {error ? (
        <div role="alert" data-testid="table-error" className="border-b border-line bg-[var(--c-contradicted-bg)] px-3 py-2 text-[12.5px]">
          {error.during} failed: {error.message}
        </div>
      ) : null}
      {editing && current ? <QuestionsDialog view={current} onClose={() => setEditing(false)} /> : null}
      {current ? <TableGrid view={current} /> : (
        <div className="p-6 text-[13px] text-muted">
          A review table asks the same questions of every document of the matter. Name one, choose its questions (the 41 CUAD clause categories, or a short due-diligence set), and run it.
        </div>
      )}
    </section>
  );
}
