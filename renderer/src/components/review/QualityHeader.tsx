import { STATE_META, STATE_ORDER } from '../../claims/states';
import { useReview } from '../../store/review';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** A threshold as set (90%, 2%), without a spurious decimal. */
const short = (x: number) => `${Math.round(1000 * x) / 10}%`;

/**
 * The matter's quality report: counts per state, the confidence figure, and the quality
 * bar (G2) met or not with its numbers. Two short lines, so a small window keeps its
 * room for the queue; state names show where the pane is wide enough (glyph and count,
 * with the name in the title and for screen readers, where not).
 */
export function QualityHeader() {
  const q = useReview((s) => s.quality);
  const scoped = useReview((s) => s.filters.trace !== null);
  if (!q) return <div data-testid="quality-report" className="border-b border-line px-4 py-2 text-[12px] text-muted">Quality report loading…</div>;
  const g2 = q.g2;
  return (
    <div data-testid="quality-report" className="@container space-y-1 border-b border-line bg-panel px-4 py-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
        <span className="text-[11px] font-semibold uppercase tracking-wider text-muted" data-testid="quality-scope">{scoped ? 'This question' : 'Matter'}</span>
        <ul className="flex flex-wrap gap-x-3 text-[12px] tabular-nums" aria-label="Claims per state">
          {STATE_ORDER.map((s) => (
            <li key={s} data-testid={`quality-${s}`} data-count={q.counts[s]} className={`st-${s} flex items-baseline gap-1`} title={`${q.counts[s]} ${STATE_META[s].label.toLowerCase()}`}>
              <span aria-hidden="true" className="font-bold text-[var(--st)]">{STATE_META[s].glyph}</span>
              <span className="font-semibold text-ink">{q.counts[s]}</span>
              <span className="sr-only text-muted @lg:not-sr-only">{STATE_META[s].label.toLowerCase()}</span>
            </li>
          ))}
        </ul>
        <span className="ml-auto text-[12px] text-muted" data-testid="quality-trust" data-score={q.trustScore ?? ''} title="Mean confidence (0–100) of the claims not excluded">
          confidence <b className="tabular-nums text-ink">{q.trustScore ?? '—'}</b>
        </span>
        <button type="button" data-testid="print-decisions-open" onClick={() => useReview.getState().setPrinting(true)} className="whitespace-nowrap rounded border border-line px-1.5 py-[1px] text-[11.5px] leading-none text-ink hover:bg-hover" title="A printable list of every decision made in the queue (key p)" aria-keyshortcuts="p">
          Print<span className="sr-only @2xl:not-sr-only"> decisions</span>
        </button>
      </div>
      {g2.judged === 0 ? (
        // Nothing judged yet (an empty matter, or only excluded claims): there is no bar to pass or fail.
        <p data-testid="g2-status" data-pass="none" title="The quality bar applies once claims have been judged." className="text-[12px] text-muted">
          No claims judged yet
        </p>
      ) : (
        <p
          data-testid="g2-status"
          data-pass={String(g2.pass)}
          title={`Quality bar (G2): at least ${pct(g2.minSupported)} supported and at most ${pct(g2.maxUnsupported)} contradicted among ${g2.judged} judged claims (excluded claims and coverage gaps are not judged).`}
          className="flex flex-wrap items-baseline gap-x-2 text-[12px] text-muted"
        >
          <b className={`${g2.pass ? 'st-supported' : 'st-contradicted'} rounded-full bg-[var(--st-bg)] px-2 text-[var(--st)] ring-1 ring-[var(--st)]`}>Quality bar {g2.pass ? 'met' : 'not met'}</b>
          <span>
            {pct(g2.supportedShare)} supported (≥ {short(g2.minSupported)}) · {pct(g2.unsupportedShare)} contradicted (≤ {short(g2.maxUnsupported)}) of {g2.judged}
          </span>
        </p>
      )}
    </div>
  );
}
