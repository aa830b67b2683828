import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Document } from 'react-pdf';
import type { Box } from '../../../shared/geometry';
import { docTitle } from '../claims/doc-title';
import { estimateBoxTop, layoutPages, pageAt, PAGE_GAP, PAGE_PAD } from '../pdf/layout';
import { loadSource, pageSize, type LoadedSource } from '../pdf/source';
import { PDF_OPTIONS } from '../pdf/setup';
import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { useReview } from '../store/review';
import { useViewer } from '../store/viewer';
import { IconSearchDoc } from './Icons';
import { PdfPage, type PageHighlight, type PageSearch } from './PdfPage';
import { PdfSearchBar } from './PdfSearchBar';
import { PdfToolbar } from './PdfToolbar';
import { usePdfSearch } from '../store/pdf-search';
import { usePdfKeys } from './use-pdf-keys';

/** The source pane: one document, pages virtualised, the cited span highlighted. */
export function PdfViewer() {
  const docId = useViewer((s) => s.docId);
  const documents = useDocuments((s) => s.documents);
  const removed = useDocuments((s) => s.removed);
  const [source, setSource] = useState<LoadedSource | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doc = documents.find((d) => d.id === docId) ?? removed.find((d) => d.id === docId);

  useEffect(() => {
    setSource(null);
    setError(null);
    if (!docId) return;
    let live = true;
    loadSource(docId).then(
      (s) => live && setSource(s),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [docId]);

  return (
    <section data-testid="pdf-viewer" aria-label="Source document" className="flex h-full min-h-0 flex-col bg-pdf">
      {docId ? (
        <>
          {error ? (
            <Empty title="This document could not be opened" body={error} />
          ) : source ? (
            <PdfPages key={source.id} source={source} title={docTitle(documents, docId, removed)} category={doc?.category ?? null} />
          ) : (
            <>
              <PdfToolbar title={docTitle(documents, docId, removed)} subtitle="Loading…" />
              <div className="flex flex-1 items-center justify-center text-sm text-muted" data-testid="pdf-loading">
                Loading {doc?.title ?? 'document'}…
              </div>
            </>
          )}
        </>
      ) : (
        <Empty title="No source open" body="Click a footnote in an answer to open its source at the cited words, or open a document from the list." />
      )}
    </section>
  );
}

function PdfPages({ source, title, category }: { source: LoadedSource; title: string; category: string | null }) {
  const scale = useViewer((s) => s.scale);
  const rotation = useViewer((s) => s.rotation);
  const fit = useViewer((s) => s.fit);
  const target = useViewer((s) => s.target);
  const request = useViewer((s) => s.request);
  const { setVisiblePage, setPageCount, setScale } = useViewer.getState();
  const answerState = useAnswer((s) => s.view?.response.claims.find((c) => c.id === target?.claimId)?.state);
  // A claim followed from the review queue is coloured by its current state.
  const queueState = useReview((s) => (s.open && s.detail && s.detail.id === target?.claimId ? s.detail.state : undefined));
  const claimState = (queueState ?? answerState) ?? 'supported';
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledSeq = useRef(-1);
  const file = useMemo(() => ({ data: source.data }), [source]);
  const pages = source.pages;
  const layout = useMemo(() => layoutPages(pages, scale, rotation), [pages, scale, rotation]);
  const totalRotation = useCallback((i: number) => ((pages[i]?.rotation ?? 0) + rotation) % 360, [pages, rotation]);

  useEffect(() => setPageCount(pages.length), [pages.length, setPageCount]);

  const virtualizer = useVirtualizer({
    count: pages.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => layout.heights[i]! + PAGE_GAP,
    // The key carries the layout so sizes are recomputed in the same render as a zoom.
    getItemKey: useCallback((i: number) => `${i}@${scale}/${rotation}`, [scale, rotation]),
    overscan: 2,
    paddingStart: PAGE_PAD,
    paddingEnd: PAGE_PAD,
  });

  // Zoom or rotation: keep the same point of the current page under the same spot.
  const previous = useRef(layout);
  useLayoutEffect(() => {
    const box = scroller.current;
    const before = previous.current;
    previous.current = layout;
    if (!box || before === layout) return;
    const i = useViewer.getState().page - 1;
    const frac = (box.scrollTop - before.tops[i]!) / (before.heights[i]! + PAGE_GAP);
    box.scrollTop = layout.tops[i]! + frac * (layout.heights[i]! + PAGE_GAP);
  }, [layout]);

  // Navigation (toolbar, keys): the page's top edge to the top of the pane.
  useLayoutEffect(() => {
    if (request && scroller.current) scroller.current.scrollTop = layout.tops[request.page - 1]! - PAGE_PAD / 2;
    // Only a new request moves the view (not a zoom): `request` alone is the dependency.
  }, [request]);

  // A footnote click. If the page is already on screen its highlight layer has just
  // scrolled to the exact spot; otherwise jump to an estimate at once, so the page
  // mounts now, and the highlight layer corrects the position when it paints.
  const firstTargetPage = target && target.evidence.doc === source.id ? (target.evidence.boxes[0]?.page ?? target.evidence.page ?? null) : null;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !target || !firstTargetPage || scrolledSeq.current === target.seq) return;
    const i = firstTargetPage - 1;
    const first = target.evidence.boxes[0];
    const inPage = first ? estimateBoxTop(pages[i], first.y1, scale, totalRotation(i)) : 0;
    box.scrollTop = layout.tops[i]! + inPage - box.clientHeight * 0.3;
  }, [target]);

  const highlights = useMemo(() => {
    const m = new Map<number, PageHighlight>();
    if (!target || target.evidence.doc !== source.id) return m;
    for (const [page, boxes] of groupByPage(target.evidence.boxes)) {
      m.set(page, { boxes, claimId: target.claimId, state: claimState, seq: target.seq, scrollTo: page === firstTargetPage });
    }
    return m;
  }, [target, source.id, claimState, firstTargetPage]);

  const onPainted = useCallback((el: HTMLElement, seq: number, scrollTo: boolean) => {
    const box = scroller.current;
    if (!box || !scrollTo || scrolledSeq.current === seq) return;
    scrolledSeq.current = seq;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    box.scrollTop += r.top - b.top - box.clientHeight * 0.3;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('pincite:highlight-painted', { detail: { seq } });
        try {
          performance.measure('pincite:footnote-to-highlight', 'pincite:footnote-click', 'pincite:highlight-painted');
        } catch {
          // No click mark to measure from.
        }
        box.dataset.paintedSeq = String(seq);
      }),
    );
  }, []);

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    // At the very end the last page may never reach the probe line: it is the current page then.
    const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
    setVisiblePage(atEnd ? pages.length : pageAt(layout, box.scrollTop + box.clientHeight * 0.35));
  }, [layout, pages.length, setVisiblePage]);

  // Fit-to-width follows the pane as it resizes, until the user picks a zoom.
  useEffect(() => {
    const box = scroller.current;
    if (!box || !fit) return;
    const apply = () => {
      const current = pages[useViewer.getState().page - 1] ?? pages[0];
      if (current && box.clientWidth > 0) setScale(Math.min(2, (box.clientWidth - 2 * PAGE_PAD - 16) / pageSize(current, 1, rotation).width), true);
    };
    apply();
    const ro = new ResizeObserver(apply);
    ro.observe(box);
    return () => ro.disconnect();
  }, [fit, pages, rotation, setScale]);

  usePdfKeys(scroller);

  // Find in this document: Ctrl+F / ⌘F opens the search bar instead of the browser's find.
  const searchOpen = usePdfSearch((s) => s.open);
  const search = usePdfSearch((s) => (s.doc === source.id ? s : null));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        usePdfSearch.getState().show();
        // Already open: bring the cursor back to the field.
        document.querySelector<HTMLInputElement>('[data-testid="pdf-search-input"]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const searchByPage = useMemo(() => {
    const m = new Map<number, PageSearch>();
    if (!search || !searchOpen) return m;
    search.hits.forEach((h, i) => {
      for (const [page, boxes] of groupByPage(h.boxes)) {
        const entry = m.get(page) ?? { boxes: [], current: [] };
        if (i === search.current) entry.current.push(...boxes);
        else entry.boxes.push(...boxes);
        m.set(page, entry);
      }
    });
    return m;
  }, [search?.hits, search?.current, searchOpen]);
  // The current match is brought into view on every move.
  const searchSeq = search?.seq;
  useLayoutEffect(() => {
    const box = scroller.current;
    const hit = search && search.current >= 0 ? search.hits[search.current] : undefined;
    const first = hit?.boxes[0];
    if (!box || !first) return;
    const i = first.page - 1;
    box.scrollTop = layout.tops[i]! + estimateBoxTop(pages[i], first.y1, scale, totalRotation(i)) - box.clientHeight * 0.3;
  }, [searchSeq]);

  const subtitle = `${pages.length} page${pages.length === 1 ? '' : 's'}${category ? ` · ${category}` : ''} · SHA-256 ${source.sha256.slice(0, 12)}…`;
  return (
    <>
      <PdfToolbar title={title} subtitle={subtitle} />
      {searchOpen ? <PdfSearchBar doc={source.id} /> : null}
      {/* Contained: a dense page's text layer (thousands of spans) is never restyled or laid out again because something beside the pane changed, such as a review decision repainting its row. */}
      <div ref={scroller} onScroll={onScroll} tabIndex={0} role="region" data-testid="pdf-scroller" className="relative min-h-0 flex-1 overflow-auto outline-none [contain:strict]" aria-label={`${title}, pages`}>
        {/* The sizer stands outside <Document>, so the column has its height (and can be scrolled to the target) before pdf.js has parsed the file. */}
        <div className="relative" style={{ height: layout.total, minWidth: layout.maxWidth + 2 * PAGE_PAD }}>
          <Document file={file} options={PDF_OPTIONS} suspense={false} loading={null} error={<Empty title="The PDF could not be rendered" body="Its bytes were read but pdf.js refused them. Re-ingest the original file." />}>
            {virtualizer.getVirtualItems().map((v) => (
              <div key={v.index} className="absolute left-0 right-0 px-6" style={{ top: layout.tops[v.index] }}>
                <PdfPage
                  pageNumber={v.index + 1}
                  width={layout.widths[v.index]!}
                  height={layout.heights[v.index]!}
                  scale={scale}
                  rotate={totalRotation(v.index)}
                  highlight={highlights.get(v.index + 1) ?? null}
                  search={searchByPage.get(v.index + 1) ?? null}
                  onPainted={onPainted}
                />
              </div>
            ))}
          </Document>
        </div>
      </div>
    </>
  );
}

function groupByPage(boxes: readonly Box[]): Map<number, Box[]> {
  const m = new Map<number, Box[]>();
  for (const b of boxes) m.set(b.page, [...(m.get(b.page) ?? []), b]);
  return m;
}

function Empty({ title, body }: { title: string; body: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-10 text-center" data-testid="pdf-empty">
      <IconSearchDoc size={36} className="text-faint" />
      <div className="text-sm font-medium text-ink">{title}</div>
      <p className="max-w-sm text-[13px] leading-relaxed text-muted">{body}</p>
    </div>
  );
}
