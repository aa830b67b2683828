import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { stateless, UNANSWERED_WORDS, type Cell, type TableView } from '../../../../shared/tables';
import { STATE_META } from '../../claims/states';
import { useAnswer } from '../../store/answer';
import { useTables, visibleRows } from '../../store/tables';

const ROW_H = 44;
const RANK = { supported: 0, inferred: 1, unverified: 2, contradicted: 3, excluded: 4 } as const;
const COL_W = 190;
const DOC_W = 260;

/**
 * One element per cell (two when its value may need an ellipsis), with one class list:
 * a scroll step brings ~40 cells into the DOM and their style, layout and paint were most
 * of the frame (a cell was 4–7 elements). The state's glyph and, after a value, its word
 * are drawn by grid.css from the state class; the cell's accessible name, which holds the
 * column, the words on screen and the drawn state word, is its aria-label — so it always
 * contains the visible text (axe: label-content-name-mismatch). A stale answer's state word
 * is a span of its own, so the name keeps the on-screen order ("value, Supported, stale").
 */
const GridCell = memo(function GridCell({ cell, active, column, col }: { cell: Cell; active: boolean; column: string; col: number }) {
  const meta = cell.state ? STATE_META[cell.state] : null;
  const value = cell.status === 'answered' ? cell.value : null;
  const text = value ?? (cell.status === 'answered' ? (meta?.label ?? stateless(cell)) : UNANSWERED_WORDS[cell.status]);
  const error = cell.status === 'failed' && cell.error ? `: ${cell.error.message}` : '';
  const word = value && meta ? `, ${meta.label}` : '';
  const label = `${column}: ${text}${error}${word}${cell.stale ? ', stale (question changed since)' : ''}`;
  const drawnWord = !!value && meta !== null && !cell.stale;
  const className = `gc${cell.state ? ` st-${cell.state}` : ''}${value === null ? ' gc-m' : drawnWord ? ' gc-v' : ''}`;
  // Placed in its row's flow (no wrapper, no inline style) and clicked through the grid's one
  // handler (data-col): a scroll that brings 40 cells into view creates 40 elements.
  return (
    <div role="gridcell" aria-selected={active} aria-colindex={col + 2} aria-label={label} data-col={col}
      data-testid="table-cell" data-status={cell.status} data-state={cell.state ?? ''} className={className}>
      {value === null ? text : <span className="gc-t">{value}</span>}
      {value && meta && cell.stale ? <span className="gc-l">{meta.label}</span> : null}
      {cell.stale ? <span className="gc-s" title="The question changed since this answer">stale</span> : null}
    </div>
  );
});

type VisibleRow = TableView['rows'][number];

/**
 * The frozen document column: one sticky element holding the titles of the rows in view.
 * A sticky title per row made Chromium give every row's title, and what overlapped it,
 * a compositor layer of its own (43 layers at 467 rows): re-layerising them was a third
 * of each scroll frame. The rows' own headers carry the titles for screen readers.
 */
const DocColumn = memo(function DocColumn({ titles, height }: { titles: Array<{ key: string; title: string; top: number; height: number }>; height: number }) {
  return (
    <div aria-hidden className="sticky left-0 z-10 bg-panel" style={{ width: DOC_W, height }}>
      {titles.map((t) => (
        // One element, its line height placing the title where flex centring did (to the pixel).
        <div key={t.key} className="gd" style={{ top: t.top, height: t.height, lineHeight: `${t.height - 3}px`, width: DOC_W }} title={t.title}>{t.title}</div>
      ))}
    </div>
  );
});

/**
 * One row of the grid. Memoised on what it shows — its document, its place, the columns in
 * view and which of its cells has the cursor — so a scroll that brings new rows into view
 * renders only those, not every row on screen again. Its header is there for assistive
 * technology only (sr-only): the titles on screen are drawn by DocColumn. `contain: strict` (.gr)
 * (a row has a fixed size): a row coming into view is laid out and painted by itself, and
 * the rows already painted are reused — without it Chromium repainted every cell on screen
 * on every scroll step (18,000 cell paints in 300 frames, 860 with it).
 */
const GridRow = memo(function GridRow(props: {
  row: VisibleRow; index: number; top: number; height: number; width: number;
  columnItems: VirtualItem[]; columns: TableView['columns']; activeCol: number;
}) {
  const { row, index, columnItems, columns, activeCol } = props;
  // The cells in view are in the row's flow, the first one placed by the row's padding: no
  // inner wrapper and no per-cell position (every column is COL_W wide: --gc-w).
  return (
    <div role="row" aria-rowindex={index + 2} className="gr" style={{ top: props.top, height: props.height, width: props.width, paddingLeft: DOC_W + (columnItems[0]?.start ?? 0) }}>
      <div role="rowheader" aria-colindex={1} className="sr-only">{row.title}</div>
      {columnItems.map((vc) => (
        <GridCell key={vc.key} cell={row.cells[vc.index]!} active={activeCol === vc.index} column={columns[vc.index]!.name} col={vc.index} />
      ))}
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
  // useFlushSync off: by default each virtualiser re-renders the grid synchronously inside the
  // scroll event, so the second one's scroll read forced a layout of what the first had just
  // rendered — two renders and a forced layout per scroll step. Batched, the grid renders once
  // and is laid out once, in the frame; the overscan covers the frame it lags. Overscan 4 rows
  // (176 px) and 2 columns (380 px) is more than a fast scroll step (120 / 90 px a frame);
  // 8 and 3 kept half again as many cells in the DOM and cost 3 ms a frame at the median.
  const rowV = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => ROW_H, overscan: 4, useFlushSync: false });
  const colV = useVirtualizer({ horizontal: true, count: view.columns.length, getScrollElement: () => parent.current, estimateSize: () => COL_W, overscan: 2, useFlushSync: false });

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
  // One handler for every cell: the cell says its column (data-col), its row its place (aria-rowindex).
  const cellAt = (e: MouseEvent): [number, number] | null => {
    const cell = (e.target as Element).closest('[data-col]');
    const row = cell?.closest('[aria-rowindex]');
    return cell && row ? [Number(row.getAttribute('aria-rowindex')) - 2, Number(cell.getAttribute('data-col'))] : null;
  };

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
  const rowItems = rowV.getVirtualItems();
  // The scroller is opaque (bg-panel): Chromium scrolls an opaque scroller on the compositor,
  // moving what is already painted; a transparent one is repainted whole on every scroll step.
  return (
    <div ref={parent} role="grid" aria-label={`${view.name}: ${rows.length} documents by ${view.columns.length} questions`} aria-rowcount={rows.length + 1} aria-colcount={view.columns.length + 1}
      tabIndex={0} onKeyDown={onKey} data-testid="table-grid"
      onClick={(e) => { const at = cellAt(e); if (at) useTables.getState().setCursor(...at); }}
      onDoubleClick={(e) => { const at = cellAt(e); if (at) open(...at); }}
      className="relative min-h-0 flex-1 overflow-auto bg-panel focus:outline-none" style={{ '--gc-w': `${COL_W}px` } as CSSProperties}>
      <div style={{ width, height: rowV.getTotalSize() + ROW_H, position: 'relative' }}>
        <div role="row" aria-rowindex={1} className="sticky top-0 z-20 flex bg-panel" style={{ width, height: ROW_H }}>
          <div role="columnheader" aria-colindex={1} className="sticky left-0 z-30 flex items-center border-b border-r border-line bg-panel px-2 text-[12px] font-semibold" style={{ width: DOC_W }}>Document</div>
          <div style={{ position: 'relative', width: colV.getTotalSize() }}>
            {columnItems.map((vc) => {
              const col = view.columns[vc.index]!;
              const dir = sort?.column === col.id ? sort.dir : 0;
              return (
                <div key={col.id} role="columnheader" aria-colindex={vc.index + 2} aria-sort={dir === 1 ? 'ascending' : dir === -1 ? 'descending' : 'none'}
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
        <DocColumn height={rowV.getTotalSize()} titles={rowItems.map((vr) => ({ key: rows[vr.index]!.doc, title: rows[vr.index]!.title, top: vr.start, height: vr.size }))} />
        {rowItems.map((vr) => (
          <GridRow key={rows[vr.index]!.doc} row={rows[vr.index]!} index={vr.index} top={vr.start + ROW_H} height={vr.size} width={width}
            columnItems={columnItems} columns={view.columns}
            activeCol={cursor.row === vr.index ? cursor.col : -1} />
        ))}
      </div>
    </div>
  );
}
