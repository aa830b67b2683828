import { ReasonCode } from '../../../../shared/response';
import { plainReason } from '../../claims/plain';
import { STATE_META, STATE_ORDER } from '../../claims/states';
import { useDocuments } from '../../store/documents';
import { useHistory } from '../../store/history';
import { useReview } from '../../store/review';

const select = 'h-7 min-w-0 flex-1 rounded-md border border-line bg-canvas px-1.5 text-[12px] text-ink focus:border-accent focus:outline-none';

/** State chips, reason, document and question filters, and whether reviewed claims are listed too. */
export function QueueFilters() {
  const f = useReview((s) => s.filters);
  const total = useReview((s) => s.total);
  const setFilters = useReview((s) => s.setFilters);
  const documents = useDocuments((s) => s.documents);
  const traces = useHistory((s) => s.traces);
  const toggleState = (s: (typeof STATE_ORDER)[number]) => setFilters({ states: f.states.includes(s) ? f.states.filter((x) => x !== s) : [...f.states, s] });
  return (
    <div className="@container space-y-1.5 border-b border-line px-4 py-1.5" data-testid="queue-filters">
      {/* Narrow panes show each state by its glyph (named for screen readers and on hover). */}
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Show only these states">
      {STATE_ORDER.map((s) => (
        <button key={s} type="button" data-testid={`filter-state-${s}`} aria-pressed={f.states.includes(s)} onClick={() => toggleState(s)} title={STATE_META[s].label}
          className={`chip st-${s} !px-2 !text-[11.5px] ${f.states.includes(s) ? '' : '!bg-transparent'}`}>
          <span aria-hidden="true">{STATE_META[s].glyph}</span>
          <span className="sr-only @md:not-sr-only">{STATE_META[s].label}</span>
        </button>
      ))}
      <span className="ml-auto text-[12px] tabular-nums text-muted" data-testid="queue-total" data-total={total}>{total} claims</span>
      </div>
      <div className="flex items-center gap-1.5">
      <select data-testid="filter-reason" aria-label="Reason" className={select} value={f.reasons[0] ?? ''} onChange={(e) => setFilters({ reasons: e.target.value ? [e.target.value as ReasonCode] : [] })}>
        <option value="">Reason</option>
        {ReasonCode.options.map((r) => (
          <option key={r} value={r}>{plainReason(r)}</option>
        ))}
      </select>
      <select data-testid="filter-doc" aria-label="Document" className={select} value={f.doc ?? ''} onChange={(e) => setFilters({ doc: e.target.value || null })}>
        <option value="">Document</option>
        {documents.map((d) => (
          <option key={d.id} value={d.id}>{d.title}</option>
        ))}
      </select>
      <select data-testid="filter-trace" aria-label="Question" className={select} value={f.trace ?? ''} onChange={(e) => setFilters({ trace: e.target.value || null })}>
        <option value="">Question</option>
        {traces.map((t) => (
          <option key={t.id} value={t.id}>{t.question ?? `Imported answer ${t.id.slice(-6)}`}</option>
        ))}
      </select>
      <label className="flex shrink-0 items-center gap-1 text-[12px] text-muted" title="Also list claims already reviewed or excluded">
        <input type="checkbox" data-testid="filter-scope" checked={f.scope === 'all'} onChange={(e) => setFilters({ scope: e.target.checked ? 'all' : 'open' })} className="accent-[var(--c-accent)]" />
        all
      </label>
      </div>
    </div>
  );
}
