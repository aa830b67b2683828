import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Cell, TableView } from '../../../../shared/tables';
import { STATE_META } from '../../claims/states';
import { useAnswer } from '../../store/answer';
import { useTables, visibleRows } from '../../store/tables';

const ROW_H = 44;
const RANK = { supported: 0, inferred: 1, unverified: 2, contradicted: 3, excluded: 4 } as const;
const COL_W = 190;
const DOC_W = 260;

const STATUS_WORDS: Record<Cell['status'], string> = {
  answered: '',
  insufficient_evidence: 'Not found',
  rejected: 'Refused',
  pending: 'Not run',
  failed: 'Failed',
};

/**
 * A cell's accessible name comes from its content, so it always holds the words on screen
 * (axe: label-content-name-mismatch): the column's name and, for a failed cell, the
 * error are there for screen readers only.
 */
const GridCell = memo(function GridCell({ cell, active, column }: { cell: Cell; active: boolean; column: string }) {
  const st = cell.state ? `st-${cell.state}` : '';
  const meta = cell.state ? STATE_META[cell.state] : null;
  return (
    <div role="gridcell" aria-selected={active}
      data-testid="table-cell" data-status={cell.status} data-state={cell.state ?? ''}
      className={`flex h-full items-center gap-1.5 border-b border-r border-line px-2 text-[12.5px] ${st} ${active ? 'outline outline-2 -outline-offset-2 outline-accent' : ''}`}
      style={{ background: cell.state ? 'var(--st-bg)' : undefined }}>
      <span className="sr-only">{column}: </span>
      {meta ? <span aria-hidden className="font-semibold" style={{ color: 'var(--st)' }}>{meta.glyph}</span> : null}
      <span className="min-w-0 flex-1 truncate">
        {cell.status === 'answered' ? (cell.value ?? <span className="text-muted">{meta?.label ?? 'No claim'}</span>) : <span className="text-muted">{STATUS_WORDS[cell.status]}</span>}
        {cell.status === 'failed' && cell.error ? <span className="sr-only">: {cell.error.message}</span> : null}
      </span>
      {cell.status === 'answered' && cell.value && meta ? <span className="shrink-0 text-[11px]" style={{ color: 'var(--st)' }}><span className="sr-only">, </span>{meta.label}</span> : null}
      {cell.stale ? <span className="shrink-0 text-[11px] text-faint" title="The question changed since this answer"><span className="sr-only">, </span>stale<span className="sr-only"> (question changed since)</span></span> : null}
    </div>
  );
});

type VisibleRow = TableView['rows'][number];

/**
 * One row of the grid. Memoised on what it shows — its document, its place, the columns in
 * view and which of its cells has the cursor — so a scroll that brings new rows into view
 * renders only those, not every row on screen again.
 */
const GridRow = memo(function GridRow(props: {
  row: VisibleRow; index: number; top: number; height: number; width: number; columnsWidth: number;
  columnItems: VirtualItem[]; columns: TableView['columns']; activeCol: number;
  onPick: (row: number, col: number) => void; onOpen: (row: number, col: number) => void;
}) {
  const { row, index, columnItems, columns, activeCol, onPick, onOpen } = props;
  return (
    <div role="row" aria-rowindex={index + 2} className="absolute left-0 flex" style={{ top: props.top, height: props.height, width: props.width }}>
      <div role="rowheader" className="sticky left-0 z-10 flex items-center truncate border-b border-r border-line bg-panel px-2 text-[12.5px]" style={{ width: DOC_W }} title={row.title}>
        {row.title}
      </div>
      <div style={{ position: 'relative', width: props.columnsWidth }}>
        {columnItems.map((vc) => (
          <div key={vc.key} className="absolute top-0 h-full" style={{ left: vc.start, width: vc.size }}
            onClick={() => onPick(index, vc.index)} onDoubleClick={() => onOpen(index, vc.index)}>
            <GridCell cell={row.cells[vc.index]!} active={activeCol === vc.index} column={columns[vc.index]!.name} />
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * Documents × questions, virtualised both ways (only the cells in view are in the DOM,
 * so 500 × 41 scrolls like 5 × 5), with the document column and the header frozen.
 * Arrow keys move, Home/End jump along a row, Enter opens the cell's answer with its
 * highlights in the PDF.
 */
export function TableGrid({ view }: { view: TableView }) {
  const cursor = useTables((s) => s.cursor);
  const sort = useTables((s) => s.sort);
  const filter = useTables((s) => s.filter);
  const rows = useMemo(() => visibleRows(view, filter, sort), [view, filter, sort]);
  const parent = useRef<HTMLDivElement>(null);
  const rowV = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => ROW_H, overscan: 8 });
  const colV = useVirtualizer({ horizontal: true, count: view.columns.length, getScrollElement: () => parent.current, estimateSize: () => COL_W, overscan: 3 });

  useEffect(() => {
    rowV.scrollToIndex(cursor.row, { align: 'auto' });
    colV.scrollToIndex(cursor.col, { align: 'auto' });
  }, [cursor, rowV, colV]);

  // Stable across renders (the rows they read are the latest), so memoised rows stay memoised.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const open = useCallback((r: number, c: number) => {
    const cell = rowsRef.current[r]?.cells[c];
    if (!cell?.trace) return;
    useTables.getState().show(false);
    // The cell's answer, with its best claim's first citation selected: the PDF opens there, highlighted.
    const claim = [...cell.claims].sort((a, b) => RANK[a.state] - RANK[b.state]).find((k) => k.evidence.length > 0);
    void useAnswer.getState().loadTrace(cell.trace).then(() => {
      if (claim) useAnswer.getState().select({ claimId: claim.id, evidenceIndex: 0 });
    });
  }, []);
  const pick = useCallback((r: number, c: number) => useTables.getState().setCursor(r, c), []);

  const onKey = (e: KeyboardEvent) => {
    const m = useTables.getState().move;
    const n = rows.length;
    const k = view.columns.length;
    const moves: Record<string, [number, number]> = { ArrowDown: [1, 0], ArrowUp: [-1, 0], ArrowRight: [0, 1], ArrowLeft: [0, -1], PageDown: [10, 0], PageUp: [-10, 0] };
    if (moves[e.key]) m(...moves[e.key]!, n, k);
    else if (e.key === 'Home') useTables.getState().setCursor(cursor.row, 0);
    else if (e.key === 'End') useTables.getState().setCursor(cursor.row, k - 1);
    else if (e.key === 'Enter') open(cursor.row, cursor.col);
    else return;
    e.preventDefault();
  };

  const width = DOC_W + colV.getTotalSize();
  const columnItems = colV.getVirtualItems();
  return (
    <div ref={parent} role="grid" aria-label={`${view.name}: ${rows.length} documents by ${view.columns.length} questions`} aria-rowcount={rows.length + 1} aria-colcount={view.columns.length + 1}
      tabIndex={0} onKeyDown={onKey} data-testid="table-grid" className="relative min-h-0 flex-1 overflow-auto focus:outline-none">
      <div style={{ width, height: rowV.getTotalSize() + ROW_H, position: 'relative' }}>
        <div role="row" aria-rowindex={1} className="sticky top-0 z-20 flex bg-panel" style={{ width, height: ROW_H }}>
          <div role="columnheader" className="sticky left-0 z-30 flex items-center border-b border-r border-line bg-panel px-2 text-[12px] font-semibold" style={{ width: DOC_W }}>Document</div>
          <div style={{ position: 'relative', width: colV.getTotalSize() }}>
            {columnItems.map((vc) => {
              const col = view.columns[vc.index]!;
              const dir = sort?.column === col.id ? sort.dir : 0;
              return (
                <div key={col.id} role="columnheader" aria-sort={dir === 1 ? 'ascending' : dir === -1 ? 'descending' : 'none'}
                  className="absolute top-0 flex h-full items-center border-b border-r border-line px-1" style={{ left: vc.start, width: vc.size }}>
                  <button type="button" title={col.question} data-testid="column-header"
                    className="w-full truncate rounded px-1 text-left text-[12px] font-semibold hover:bg-canvas"
                    onClick={() => useTables.getState().setSort(dir === 1 ? { column: col.id, dir: -1 } : dir === -1 ? null : { column: col.id, dir: 1 })}>
                    {col.name}{dir ? (dir === 1 ? ' ▲' : ' ▼') : ''}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        {rowV.getVirtualItems().map((vr) => (
          <GridRow key={rows[vr.index]!.doc} row={rows[vr.index]!} index={vr.index} top={vr.start + ROW_H} height={vr.size} width={width}
            columnsWidth={colV.getTotalSize()} columnItems={columnItems} columns={view.columns}
            activeCol={cursor.row === vr.index ? cursor.col : -1} onPick={pick} onOpen={open} />
        ))}
      </div>
    </div>
  );
}
