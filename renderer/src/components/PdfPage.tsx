import { memo, useCallback, useState } from 'react';
import { Page } from 'react-pdf';
import type { Box } from '../../../shared/geometry';
import type { ClaimState } from '../../../shared/response';
import type { PDFPageProxy } from 'pdfjs-dist';
import { boxToRect } from '../pdf/geometry';
import { HighlightLayer } from './HighlightLayer';

export type PageHighlight = { boxes: Box[]; claimId: string; state: ClaimState; seq: number; scrollTo: boolean };
/** Matches of a search on this page; `current` holds the boxes of the match under the cursor. */
export type PageSearch = { boxes: Box[]; current: Box[] };

type Props = {
  pageNumber: number;
  width: number;
  height: number;
  scale: number;
  /** Total rotation: the page's own /Rotate plus the user's. */
  rotate: number;
  highlight: PageHighlight | null;
  search?: PageSearch | null;
  onPainted: (el: HTMLElement, seq: number, scrollTo: boolean) => void;
};

/** A page slot sized from stored metadata, so the list never jumps while pages load. */
export const PdfPage = memo(function PdfPage({ pageNumber, width, height, scale, rotate, highlight, search = null, onPainted }: Props) {
  // Which geometry the selectable text layer was last rendered for: tests and the benchmark wait on it.
  const [textFor, setTextFor] = useState<string | null>(null);
  const [canvasFor, setCanvasFor] = useState<string | null>(null);
  const geometry = `${scale}/${rotate}`;
  // Stable: react-pdf re-renders the whole text layer whenever this callback changes identity.
  const onTextLayer = useCallback(() => setTextFor(geometry), [geometry]);
  const onCanvas = useCallback(() => setCanvasFor(geometry), [geometry]);
  return (
    <div data-testid="pdf-page" data-page-number={pageNumber} data-text-layer={textFor === geometry ? 'ready' : 'pending'}
      data-canvas={canvasFor === geometry ? 'ready' : 'pending'} className="pdf-page-slot relative mx-auto bg-white shadow-md ring-1 ring-black/10" style={{ width, height }}>
      <Page
        pageNumber={pageNumber}
        scale={scale}
        rotate={rotate}
        renderAnnotationLayer={false}
        renderTextLayer
        onRenderTextLayerSuccess={onTextLayer}
        onRenderSuccess={onCanvas}
        suspense={false}
        loading={<PagePlaceholder n={pageNumber} />}
        error={<div className="p-6 text-sm text-red-700">Page {pageNumber} could not be rendered.</div>}
      >
        {({ page, scale: s, rotate: r }) => (
          <>
          {search && s ? <SearchLayer page={page} scale={s} rotate={r} search={search} /> : null}
          {highlight && s ? (
            <HighlightLayer
              page={page}
              scale={s}
              rotate={r}
              boxes={highlight.boxes}
              claimId={highlight.claimId}
              state={highlight.state}
              seq={highlight.seq}
              scrollTo={highlight.scrollTo}
              onPainted={onPainted}
            />
          ) : null}
          </>
        )}
      </Page>
      <span className="pointer-events-none absolute -bottom-5 left-0 right-0 text-center text-[11px] tabular-nums text-muted">{pageNumber}</span>
    </div>
  );
});

/** Search matches on the page, the current one stronger; under the text layer's pointer events, like the highlights. */
function SearchLayer({ page, scale, rotate, search }: { page: PDFPageProxy; scale: number; rotate: number; search: PageSearch }) {
  const viewport = page.getViewport({ scale, rotation: rotate });
  const box = (b: Box, i: number, current: boolean) => {
    const r = boxToRect(b, viewport);
    return <div key={`${current ? 'c' : 'h'}${i}`} data-testid={current ? 'search-hit-current' : 'search-hit'} className={`pdf-search-hit ${current ? 'pdf-search-current' : ''}`} style={{ left: r.left - 1, top: r.top - 1, width: r.width + 2, height: r.height + 2 }} />;
  };
  return (
    <div className="pointer-events-none absolute inset-0 z-[2]" aria-hidden="true">
      {search.boxes.map((b, i) => box(b, i, false))}
      {search.current.map((b, i) => box(b, i, true))}
    </div>
  );
}

/**
 * Drawn on the page's own paper, which stays white in dark mode too: a fixed grey that
 * reads on white (6.2:1). zinc-400 (2.6:1) failed axe's contrast check whenever a page
 * was still loading as the audit ran — on a loaded machine, in one of two runs.
 */
function PagePlaceholder({ n }: { n: number }) {
  return <div className="flex h-full w-full items-center justify-center bg-white text-xs text-[#596170]">Loading page {n}…</div>;
}
