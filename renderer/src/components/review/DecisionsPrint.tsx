import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DecisionRecord } from '../../../../shared/review';
import { STATE_META } from '../../claims/states';
import { client, errorInfo } from '../../store/client';
import { useDocuments } from '../../store/documents';

const ACTION_WORDS: Record<DecisionRecord['action'], string> = {
  confirm: 'Confirmed',
  contradict: 'Contradicted',
  exclude: 'Excluded',
  restore: 'Restored',
  rebind: 'Rebound to a new passage',
  undo: 'Undid a decision',
  note: 'Note',
};

const State = ({ s }: { s: DecisionRecord['before'] }) => <span className={`st-${s} font-semibold text-[var(--st)]`}>{STATE_META[s].label}</span>;

/**
 * The queue's decisions as a page to print or save as PDF: each decided claim with its
 * text, document and page, the state before and after, the decision, the reviewer, the
 * note and the time. Shown over the app (outside it in the page, so printing shows this
 * alone, in the light palette); Escape or Close returns to the queue, where focus was.
 */
export function DecisionsPrint({ onClose }: { onClose: () => void }) {
  const [rows, setRows] = useState<DecisionRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const matter = useDocuments((s) => s.matter?.name ?? '');
  const printButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The app behind is inert while the print view is up: Tab stays in it, as in a dialog.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    printButton.current?.focus();
    // Escape closes wherever focus is (the page itself, after tabbing past the last control).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey);
    let live = true;
    client().call('review:decisions', {}).then((r) => live && setRows(r.decisions), (e: unknown) => live && setError(errorInfo(e).message));
    return () => {
      live = false;
      window.removeEventListener('keydown', onKey);
      app?.removeAttribute('inert');
      setTimeout(() => back?.isConnected && back.focus(), 0);
    };
  }, []);
  return createPortal(
    <div
      data-print-sheet=""
      data-testid="decisions-print"
      role="dialog"
      aria-modal="true"
      aria-labelledby="decisions-print-title"
      className="fixed inset-0 z-50 overflow-auto bg-canvas text-ink"
    >
      <main className="mx-auto max-w-5xl px-8 py-6">
        <header className="mb-4 flex items-start justify-between gap-4 border-b border-line pb-3">
          <div>
            <h1 id="decisions-print-title" className="text-[20px] font-semibold">Review decisions</h1>
            <p className="text-[12.5px] text-muted" data-testid="decisions-print-meta">
              Matter {matter} · {rows ? `${rows.length} ${rows.length === 1 ? 'decision' : 'decisions'}` : 'loading…'} · printed {new Date().toLocaleString()}
            </p>
          </div>
          <div className="flex gap-2" data-print="hide">
            <button ref={printButton} type="button" data-testid="decisions-print-print" onClick={() => window.print()} className="rounded-lg bg-accent px-3 py-1.5 text-[13px] font-medium text-accent-ink">
              Print
            </button>
            <button type="button" data-testid="decisions-print-close" onClick={onClose} className="rounded-lg border border-line px-3 py-1.5 text-[13px] font-medium hover:bg-hover">
              Close
            </button>
          </div>
        </header>
        {error ? <p role="alert" className="text-[13px] text-[var(--c-contradicted)]">{error}</p> : null}
        {rows && rows.length === 0 ? <p className="text-[13px] text-muted">No decision has been made in the review queue yet.</p> : null}
        {rows && rows.length > 0 ? (
          <table className="w-full border-collapse text-left text-[12.5px]" data-testid="decisions-print-table">
            <thead>
              <tr className="border-b border-line text-[11px] uppercase tracking-wider text-muted">
                <th scope="col" className="w-[34%] py-1.5 pr-3 font-semibold">Claim</th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">Document, page</th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">State</th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">Decision</th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">Reviewer</th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">Note</th>
                <th scope="col" className="py-1.5 font-semibold">Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.decision} data-testid="decisions-print-row" data-claim-id={d.claim} className="break-inside-avoid border-b border-line align-top">
                  <td className="py-2 pr-3 font-serif text-[13.5px] leading-snug">{d.text}</td>
                  <td className="py-2 pr-3">{d.title ?? 'no cited document'}{d.page ? `, p. ${d.page}` : ''}</td>
                  <td className="whitespace-nowrap py-2 pr-3"><State s={d.before} /> → <State s={d.after} /></td>
                  <td className="py-2 pr-3">{ACTION_WORDS[d.action]}{d.undoneBy ? <span className="block text-muted">later undone</span> : null}</td>
                  <td className="py-2 pr-3">{d.reviewer}</td>
                  <td className="py-2 pr-3">{d.note ?? <span className="text-muted">—</span>}</td>
                  <td className="whitespace-nowrap py-2 tabular-nums">{new Date(d.at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </main>
    </div>,
    document.body,
  );
}
