import { quoteAsRead } from '../../../../shared/response';
import { useDocTitle } from '../../claims/doc-title';
import { plainReason } from '../../claims/plain';
import { reasonText } from '../../claims/reasons';
import { STATE_META } from '../../claims/states';
import { useReview } from '../../store/review';
import { ACTION_KEYS } from './shortcuts';

/** The claim under the cursor: why it is queued, its evidence, its decisions, and the actions with their keys. */
export function QueueDetail({ height }: { height: number }) {
  const d = useReview((s) => s.detail);
  const selected = useReview((s) => s.selected);
  const busy = useReview((s) => s.busy);
  const q = useReview.getState();
  const titleOf = useDocTitle();
  return (
    <div data-testid="queue-detail" data-claim-id={d?.id ?? ''} className="flex shrink-0 flex-col bg-panel" style={{ height }}>
      <div className="@container flex flex-wrap items-center gap-1 border-b border-line px-2 py-1.5">
        {ACTION_KEYS.map(({ action, key, label, hint }) => (
          <button key={action} type="button" data-testid={`action-${action}`} disabled={busy} title={`${hint} (key ${key})`} aria-keyshortcuts={key}
            // Keep the text selected in the PDF: Rebind binds exactly that selection.
            // Disabled (while a decision is in flight) is shown by colour, not opacity: an
            // opacity change makes Chromium re-layer the whole page, thousands of transformed
            // text-layer spans in the PDF pane included, on every key press.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void (action === 'rebind' ? q.rebindFromSelection() : q.decide(action))}
            className="flex items-center gap-1.5 rounded-md border border-line px-1.5 py-0.5 text-[11.5px] text-ink hover:bg-hover disabled:cursor-progress disabled:text-faint">
            {label}
            <kbd className="hidden rounded bg-sunken px-1 font-mono text-[10.5px] text-muted ring-1 ring-line @lg:inline">{key}</kbd>
          </button>
        ))}
        {selected.size ? (
          <span className="ml-auto text-[12px] text-accent" data-testid="bulk-count" data-count={selected.size}>
            {selected.size} selected — actions apply to all
          </span>
        ) : null}
      </div>
      <Notice />
      {d ? (
        <div className="min-h-0 flex-1 space-y-3 overflow-auto px-4 py-3 text-[12.5px]">
          <div className="flex items-start gap-2">
            <span className={`chip st-${d.state}`} data-testid="detail-state" data-state={d.state}>
              <span aria-hidden="true">{STATE_META[d.state].glyph}</span>
              {STATE_META[d.state].label}
            </span>
            <p className="font-serif text-[14px] leading-snug text-ink" data-testid="detail-text">{d.text}</p>
          </div>
          {d.question ? <p className="text-muted">Question: {d.question}</p> : null}
          {d.reasons.length ? (
            <ul className="space-y-1">
              {d.reasons.map((r) => (
                <li key={r} className="flex gap-2" data-testid="detail-reason" data-code={r} title={`${r}: ${reasonText(r)}`}>
                  <span className="text-ink">{plainReason(r)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="space-y-1.5" data-testid="detail-evidence">
            {d.evidence.map((e, i) => (
              <li key={i} className="rounded-md border border-line px-2.5 py-1.5">
                <q className="font-serif text-ink">{quoteAsRead(e)}</q>
                <div className="mt-0.5 font-mono text-[10.5px] text-faint">
                  {titleOf(e.doc)} · p.{e.page ?? '—'} · {e.match ?? 'not bound'}{e.offsets ? ` · [${e.offsets[0]}, ${e.offsets[1]})` : ''}
                  {e.extractorConfidence !== undefined && e.extractorConfidence < 1 ? ` · OCR ${e.extractorConfidence.toFixed(2)}` : ''}
                </div>
              </li>
            ))}
          </ul>
          {d.decisions.length ? (
            <ol className="space-y-0.5 border-t border-line pt-2 text-[11.5px] text-muted" data-testid="detail-decisions">
              {d.decisions.map((x) => (
                <li key={x.id} data-testid="detail-decision" data-action={x.action}>
                  <span className="tabular-nums">{new Date(x.at).toLocaleString()}</span> · <b className="text-ink">{x.reviewer}</b> · {x.action} · {x.before} → {x.after}
                  {x.note ? <> · “{x.note}”</> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : (
        <p className="px-4 py-3 text-[12.5px] text-muted">Select a claim to see why it is queued.</p>
      )}
    </div>
  );
}

function Notice() {
  const n = useReview((s) => s.notice);
  const dismiss = useReview((s) => s.dismiss);
  if (!n) return null;
  return n.kind === 'error' ? (
    <div role="alert" data-testid="queue-error" data-code={n.code} data-claim-id={n.claim ?? ''} className="flex items-start gap-2 border-b border-[var(--c-contradicted)] bg-[var(--c-contradicted-bg)] px-4 py-2 text-[12.5px] text-ink">
      <b className="font-mono text-[11.5px]">{n.code}</b>
      <span className="flex-1">{n.message}</span>
      <button type="button" className="text-muted hover:text-ink" onClick={dismiss} aria-label="Dismiss">×</button>
    </div>
  ) : (
    <div role="status" data-testid="queue-info" className="border-b border-line bg-sunken px-4 py-1.5 text-[12px] text-muted">{n.message}</div>
  );
}
