import { useEffect, useState } from 'react';
import { useViewer } from '../store/viewer';
import { IconChevronDown, IconChevronUp, IconFitWidth, IconMinus, IconPlus, IconRotate } from './Icons';
import { ToolButton } from './ToolButton';

type Props = { title: string; subtitle?: string };

export function PdfToolbar({ title, subtitle }: Props) {
  const { page, pageCount, scale, fit, goTo, step, zoom, rotate, fitWidth } = useViewer();
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);

  return (
    // A narrow pane puts the title on a line of its own, so it is read whole rather than cut to "cuad-de…".
    <div className="@container shrink-0 border-b border-line bg-panel">
    <div className="flex min-h-11 flex-wrap items-center gap-1 px-3 py-1">
      <div className="mr-auto min-w-0 basis-full pr-3 @lg:basis-0 @lg:flex-1">
        <div className="truncate text-[13px] font-semibold text-ink" title={title}>
          {title}
        </div>
        {subtitle ? <div className="truncate text-[11px] text-muted">{subtitle}</div> : null}
      </div>
      <ToolButton label="Previous page (k)" onClick={() => step(-1)} disabled={page <= 1} testId="pdf-prev">
        <IconChevronUp />
      </ToolButton>
      <ToolButton label="Next page (j)" onClick={() => step(1)} disabled={page >= pageCount} testId="pdf-next">
        <IconChevronDown />
      </ToolButton>
      <form
        className="flex items-center gap-1 text-xs text-muted"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(draft);
          if (Number.isFinite(n)) goTo(n);
        }}
      >
        <input
          aria-label="Page number"
          data-testid="pdf-page-input"
          className="h-7 w-11 rounded border border-line bg-canvas px-1 text-center text-xs tabular-nums text-ink focus:border-accent focus:outline-none"
          value={draft}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
          onBlur={() => setDraft(String(page))}
        />
        <span className="whitespace-nowrap tabular-nums">/ {pageCount || '–'}</span>
      </form>
      <div className="mx-2 h-5 w-px bg-line" />
      <ToolButton label="Zoom out (−)" onClick={() => zoom(-1)} testId="pdf-zoom-out">
        <IconMinus />
      </ToolButton>
      <button type="button" className="h-7 w-12 rounded text-xs tabular-nums text-muted hover:bg-hover" title="Reset zoom (0)" onClick={() => zoom(0)} data-testid="pdf-zoom-level">
        {Math.round(scale * 100)}%
      </button>
      <ToolButton label="Zoom in (+)" onClick={() => zoom(1)} testId="pdf-zoom-in">
        <IconPlus />
      </ToolButton>
      <ToolButton label="Fit width" onClick={fitWidth} active={fit} testId="pdf-fit-width">
        <IconFitWidth />
      </ToolButton>
      <ToolButton label="Rotate clockwise (r)" onClick={rotate} testId="pdf-rotate">
        <IconRotate />
      </ToolButton>
    </div>
    </div>
  );
}
