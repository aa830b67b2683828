import { useLayoutEffect, useRef, useState } from 'react';
import { useAnswer } from '../../store/answer';
import { clamp, DETAIL, useLayout } from '../../store/layout';
import { Splitter } from '../Splitter';
import { useReview } from '../../store/review';
import { NotePrompt, QueueHelp, ReviewerPrompt } from './QueueDialogs';
import { QualityHeader } from './QualityHeader';
import { QueueDetail } from './QueueDetail';
import { QueueFilters } from './QueueFilters';
import { QueueList } from './QueueList';
import { DecisionsPrint } from './DecisionsPrint';
import { MOVE_KEYS } from './shortcuts';
import { useQueueKeys } from './use-queue-keys';
import { useTables } from '../../store/tables';

/** The review queue: quality report, filters, the virtualised list, and the claim under the cursor. */
export function ReviewQueue() {
  useQueueKeys();
  const askName = useReview((s) => s.askName);
  const askNote = useReview((s) => s.askNote);
  const printing = useReview((s) => s.printing);
  // The detail pane's height: dragged by the reviewer (kept), else a default that leaves the list room for eight rows.
  const root = useRef<HTMLElement>(null);
  const [paneHeight, setPaneHeight] = useState(600);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setPaneHeight(el.clientHeight));
    ro.observe(el);
    setPaneHeight(el.clientHeight);
    return () => ro.disconnect();
  }, []);
  const stored = useLayout((s) => s.queueDetailHeight);
  const detailMax = Math.max(DETAIL.min, Math.min(DETAIL.max, paneHeight - 160));
  const detailHeight = clamp(stored ?? DETAIL.default(paneHeight), DETAIL.min, detailMax);
  return (
    <section ref={root} data-testid="review-queue" aria-label="Review queue" className="flex h-full min-h-0 flex-col">
      <QualityHeader />
      <QueueFilters />
      <QueueList />
      <Splitter axis="y" label="Height of the claim detail" testId="split-detail" value={detailHeight} min={DETAIL.min} max={detailMax} direction={-1} onChange={(h) => useLayout.getState().set({ queueDetailHeight: h })} />
      <QueueDetail height={detailHeight} />
      <div className="flex flex-wrap gap-x-3 border-t border-line bg-sunken px-4 py-1 text-[11px] text-muted [@media(max-height:780px)]:hidden" data-testid="queue-shortcuts">
        {MOVE_KEYS.slice(0, 3).map((m) => (
          <span key={m.keys}><kbd className="font-mono text-ink">{m.keys}</kbd> {m.hint}</span>
        ))}
        <button type="button" className="ml-auto underline" onClick={() => useReview.getState().setHelp(true)}>? all keys</button>
      </div>
      {askName ? <ReviewerPrompt key="name" /> : null}
      {askNote ? <NotePrompt key="note" /> : null}
      <QueueHelp />
      {printing ? <DecisionsPrint onClose={() => useReview.getState().setPrinting(false)} /> : null}
    </section>
  );
}

/** Switches the middle pane between the answer and the review queue. */
export function PaneTabs() {
  const open = useReview((s) => s.open);
  const tablesOpen = useTables((s) => s.open);
  const total = useReview((s) => s.total);
  const show = useReview((s) => s.show);
  const tab = (on: boolean) => `px-3 py-1.5 text-[12.5px] font-medium border-b-2 ${on ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <div data-print="hide" className="flex shrink-0 gap-1 border-b border-line bg-panel px-3" role="tablist" aria-label="Middle pane">
      <button type="button" role="tab" aria-selected={!open && !tablesOpen} data-testid="view-answer" className={tab(!open && !tablesOpen)}
        onClick={() => {
          show(false);
          useTables.getState().show(false);
          // Decisions made in the queue show in the answer: reload it with its claims' current states.
          const trace = useAnswer.getState().view?.response.trace;
          if (open && trace) void useAnswer.getState().loadTrace(trace);
        }}>
        Answer
      </button>
      <button type="button" role="tab" aria-selected={open && !tablesOpen} data-testid="view-queue" className={tab(open && !tablesOpen)}
        onClick={() => { performance.mark('pincite:queue-open'); useTables.getState().show(false); show(true); }}>
        Review queue{open ? <span className="ml-1.5 tabular-nums text-faint">{total}</span> : null}
      </button>
      <button type="button" role="tab" aria-selected={tablesOpen} data-testid="view-tables" className={tab(tablesOpen)}
        onClick={() => useTables.getState().show(true)}>
        Tables
      </button>
    </div>
  );
}
