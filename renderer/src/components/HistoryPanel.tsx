import { STATE_META, STATE_ORDER } from '../claims/states';
import { useAnswer } from '../store/answer';
import { useHistory } from '../store/history';
import { ExportButton } from './ExportButton';

const STATUS: Record<string, { label: string; cls: string }> = {
  answered: { label: 'answered', cls: 'text-muted' },
  insufficient_evidence: { label: 'insufficient evidence', cls: 'text-[var(--c-unverified)]' },
  rejected: { label: 'rejected', cls: 'text-[var(--c-contradicted)]' },
};

/** Every question asked and answer verified in this matter, newest first. */
export function HistoryPanel() {
  const traces = useHistory((s) => s.traces);
  const error = useHistory((s) => s.error);
  const current = useAnswer((s) => s.view?.response.trace);
  const load = useAnswer((s) => s.loadTrace);
  return (
    <section aria-label="History" data-testid="history-panel" className="flex min-h-0 flex-1 flex-col border-t border-line">
      <h2 className="px-4 pb-1.5 pt-3 text-[11px] font-semibold uppercase tracking-wider text-muted">
        History <span className="ml-1 font-normal tabular-nums text-faint">{traces.length}</span>
      </h2>
      {traces.length > 0 ? (
        <div className="px-4 pb-1.5">
          <ExportButton traces="all" label="Export all as audit bundle" testId="export-all" />
        </div>
      ) : null}
      {error ? <p className="px-4 text-[12px] text-[var(--c-contradicted)]">History unavailable: {error.message}</p> : null}
      <ul className="min-h-0 flex-1 space-y-px overflow-auto px-2 pb-2">
        {traces.length === 0 && !error ? <li className="px-2 py-1 text-[12px] text-faint">Questions you ask and answers you verify appear here.</li> : null}
        {traces.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              data-testid="history-item"
              data-trace={t.id}
              onClick={() => void load(t.id)}
              className={`w-full rounded-md px-2 py-1.5 text-left transition-colors ${t.id === current ? 'bg-accent/10' : 'hover:bg-hover'}`}
            >
              <span className="line-clamp-2 text-[12.5px] leading-snug text-ink">{t.question ?? (t.kind === 'verify' ? 'Imported answer (no question)' : '—')}</span>
              <span className="mt-0.5 flex items-center gap-2 text-[11px]">
                <span className="text-faint">{t.kind === 'verify' ? 'verify' : 'ask'} · {new Date(t.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</span>
                <span className={STATUS[t.status]?.cls}>{t.status === 'answered' ? '' : STATUS[t.status]?.label}</span>
                <span className="ml-auto flex gap-1.5 tabular-nums">
                  {STATE_ORDER.filter((s) => t.summary[s] > 0).map((s) => (
                    <span key={s} data-testid="history-badge" data-state={s} data-count={t.summary[s]} className={`st-${s} text-[var(--st)]`} title={`${t.summary[s]} ${STATE_META[s].label.toLowerCase()}`}>
                      {STATE_META[s].glyph}
                      {t.summary[s]}
                    </span>
                  ))}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
