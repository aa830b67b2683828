import { memo, useCallback, useState } from 'react';
import { Page } from 'react-pdf';
import type { Box } from '../../../shared/geometry';
import type { ClaimState } from '../../../shared/response';
import { HighlightLayer } from './HighlightLayer';

export type PageHighlight = { boxes: Box[]; claimId: string; state: ClaimState; seq: number; scrollTo: boolean };

type Props = {
  pageNumber: number;
  width: number;
  height: number;
  scale: number;
  /** Total rotation: the page's own /Rotate plus the user's. */
  rotate: number;
  highlight: PageHighlight | null;
  onPainted: (el: HTMLElement, seq: number, scrollTo: boolean) => void;
};

/** A page slot sized from stored metadata, so the list never jumps while pages load. */
export const PdfPage = memo(function PdfPage({ pageNumber, width, height, scale, rotate, highlight, onPainted }: Props) {
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
        {({ page, scale: s, rotate: r }) =>
          highlight && s ? (
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
          ) : null
        }
      </Page>
      <span className="pointer-events-none absolute -bottom-5 left-0 right-0 text-center text-[11px] tabular-nums text-zinc-500">{pageNumber}</span>
    </div>
  );
});

function PagePlaceholder({ n }: { n: number }) {
  return <div className="flex h-full w-full items-center justify-center text-xs text-zinc-400">Loading page {n}…</div>;
}
