import { ReasonCode } from '../../../../shared/response';
import { STATE_META, STATE_ORDER } from '../../claims/states';
import { useDocuments } from '../../store/documents';
import { useHistory } from '../../store/history';
import { useReview } from '../../store/review';

const select = 'h-7 min-w-0 max-w-[11rem] rounded-md border border-line bg-canvas px-1.5 text-[12px] text-ink focus:border-accent focus:outline-none';

/** State chips, reason, document and question filters, and whether reviewed claims are listed too. */
export function QueueFilters() {
  const f = useReview((s) => s.filters);
  const total = useReview((s) => s.total);
  const setFilters = useReview((s) => s.setFilters);
  const documents = useDocuments((s) => s.documents);
  const traces = useHistory((s) => s.traces);
  const toggleState = (s: (typeof STATE_ORDER)[number]) => setFilters({ states: f.states.includes(s) ? f.states.filter((x) => x !== s) : [...f.states, s] });
  return (
    <div className="flex flex-wrap items-center gap-1.5 border-b border-line px-4 py-2" data-testid="queue-filters">
      {STATE_ORDER.map((s) => (
        <button key={s} type="button" data-testid={`filter-state-${s}`} aria-pressed={f.states.includes(s)} onClick={() => toggleState(s)}
          className={`chip st-${s} !px-2 !text-[11.5px] ${f.states.includes(s) ? '' : 'opacity-60 !bg-transparent'}`}>
          <span aria-hidden="true">{STATE_META[s].glyph}</span>
          {STATE_META[s].label}
        </button>
      ))}
      <select data-testid="filter-reason" aria-label="Reason" className={select} value={f.reasons[0] ?? ''} onChange={(e) => setFilters({ reasons: e.target.value ? [e.target.value as ReasonCode] : [] })}>
        <option value="">any reason</option>
        {ReasonCode.options.map((r) => (
          <option key={r} value={r}>{r}</option>
        ))}
      </select>
      <select data-testid="filter-doc" aria-label="Document" className={select} value={f.doc ?? ''} onChange={(e) => setFilters({ doc: e.target.value || null })}>
        <option value="">any document</option>
        {documents.map((d) => (
          <option key={d.id} value={d.id}>{d.title}</option>
        ))}
      </select>
      <select data-testid="filter-trace" aria-label="Question" className={select} value={f.trace ?? ''} onChange={(e) => setFilters({ trace: e.target.value || null })}>
        <option value="">any question</option>
        {traces.map((t) => (
          <option key={t.id} value={t.id}>{t.question ?? `Imported answer ${t.id.slice(-6)}`}</option>
        ))}
      </select>
      <label className="flex items-center gap-1 text-[12px] text-muted">
        <input type="checkbox" data-testid="filter-scope" checked={f.scope === 'all'} onChange={(e) => setFilters({ scope: e.target.checked ? 'all' : 'open' })} className="accent-[var(--c-accent)]" />
        reviewed too
      </label>
      <span className="ml-auto text-[12px] tabular-nums text-muted" data-testid="queue-total" data-total={total}>{total} claims</span>
    </div>
  );
}
