import type { Summary } from '../../../shared/response';
import { STATE_META, STATE_ORDER } from '../claims/states';

/** Counts per state: a proportion strip over five labelled cells (zero counts stay visible, in grey rather than faded, so they stay readable). */
export function SummaryBar({ summary }: { summary: Summary }) {
  const total = STATE_ORDER.reduce((n, s) => n + summary[s], 0);
  return (
    <div data-testid="summary-bar" role="group" aria-label="Verification summary" className="overflow-hidden rounded-lg border border-line">
      <div className="flex h-1 bg-sunken" aria-hidden="true">
        {STATE_ORDER.filter((s) => summary[s] > 0).map((s) => (
          <div key={s} className={`st-${s}`} style={{ width: `${(summary[s] / Math.max(1, total)) * 100}%`, background: 'var(--st)' }} />
        ))}
      </div>
      <ul className="grid grid-cols-5 divide-x divide-line">
        {STATE_ORDER.map((s) => (
          <li key={s} data-testid={`summary-${s}`} data-count={summary[s]} title={STATE_META[s].meaning} className={`st-${s} px-3 py-2`}>
            <div className={`flex items-baseline gap-1.5 ${summary[s] === 0 ? 'text-faint' : 'text-[var(--st)]'}`}>
              <span aria-hidden="true" className="text-[13px] font-bold">
                {STATE_META[s].glyph}
              </span>
              <span className="text-[18px] font-semibold leading-none tabular-nums">{summary[s]}</span>
            </div>
            <div className="mt-0.5 text-[11px] font-medium text-muted">{STATE_META[s].label}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
