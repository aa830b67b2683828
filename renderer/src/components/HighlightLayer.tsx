import { useLayoutEffect, useRef } from 'react';
import type { PDFPageProxy } from 'pdfjs-dist';
import type { Box } from '../../../shared/geometry';
import { boxToRect } from '../pdf/geometry';
import type { ClaimState } from '../../../shared/response';

type Props = {
  page: PDFPageProxy;
  scale: number;
  rotate: number;
  boxes: readonly Box[];
  claimId: string;
  state: ClaimState;
  /** The click this highlight answers; the first page of a quote scrolls itself into view. */
  seq: number;
  scrollTo: boolean;
  onPainted: (el: HTMLElement, seq: number, scrollTo: boolean) => void;
};

/**
 * One rectangle per box of the cited span on this page, placed through the same
 * viewport react-pdf renders the page with — so it sits on the words at any zoom and
 * rotation. Drawn over the text layer without taking pointer events: text stays selectable.
 */
export function HighlightLayer({ page, scale, rotate, boxes, claimId, state, seq, scrollTo, onPainted }: Props) {
  const first = useRef<HTMLDivElement>(null);
  const viewport = page.getViewport({ scale, rotation: rotate });

  useLayoutEffect(() => {
    if (first.current) onPainted(first.current, seq, scrollTo);
    // Re-announce only for a new click or a new geometry, not on every render.
  }, [seq, scale, rotate, scrollTo, onPainted]);

  return (
    <div className="pointer-events-none absolute inset-0 z-[3]" aria-hidden="true">
      {boxes.map((b, i) => {
        const r = boxToRect(b, viewport);
        return (
          <div
            key={i}
            ref={i === 0 ? first : undefined}
            data-testid="highlight"
            data-claim-id={claimId}
            data-page-number={b.page}
            className={`pdf-highlight hl-${state}`}
            style={{ left: r.left - 1, top: r.top - 1, width: r.width + 2, height: r.height + 2 }}
          />
        );
      })}
    </div>
  );
}
