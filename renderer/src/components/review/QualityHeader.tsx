import { STATE_META, STATE_ORDER } from '../../claims/states';
import { useReview } from '../../store/review';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The matter's quality report: counts per state, trust score, and the G2 bar as pass/fail with its numbers. */
export function QualityHeader() {
  const q = useReview((s) => s.quality);
  const scoped = useReview((s) => s.filters.trace !== null);
  if (!q) return <div data-testid="quality-report" className="border-b border-line px-4 py-2 text-[12px] text-muted">Quality report loading…</div>;
  const g2 = q.g2;
  return (
    <div data-testid="quality-report" className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line bg-panel px-4 py-2">
      <span className="text-[11px] font-semibold uppercase tracking-wider text-muted" data-testid="quality-scope">{scoped ? 'This question' : 'Matter'}</span>
      <ul className="flex gap-3 text-[12px] tabular-nums" aria-label="Claims per state">
        {STATE_ORDER.map((s) => (
          <li key={s} data-testid={`quality-${s}`} data-count={q.counts[s]} className={`st-${s} flex items-baseline gap-1 ${q.counts[s] ? '' : 'opacity-45'}`} title={STATE_META[s].label}>
            <span aria-hidden="true" className="font-bold text-[var(--st)]">{STATE_META[s].glyph}</span>
            <span className="font-semibold text-ink">{q.counts[s]}</span>
            <span className="text-muted">{STATE_META[s].label.toLowerCase()}</span>
          </li>
        ))}
      </ul>
      <span className="text-[12px] text-muted" data-testid="quality-trust" data-score={q.trustScore ?? ''}>
        confidence <b className="text-ink tabular-nums">{q.trustScore ?? '—'}</b>
      </span>
{g2.judged === 0 ? (
        // Nothing judged yet (an empty matter, or only excluded claims): there is no bar to pass or fail.
        <span data-testid="g2-status" data-pass="none" title="The quality bar applies once claims have been judged." className="ml-auto rounded-full px-2.5 py-0.5 text-[12px] text-muted ring-1 ring-line">
          No claims judged yet
        </span>
      ) : (
        <span
          data-testid="g2-status"
          data-pass={String(g2.pass)}
          title={`Quality bar (G2): at least ${pct(g2.minSupported)} supported and at most ${pct(g2.maxUnsupported)} unsupported (contradicted) among ${g2.judged} judged claims (excluded claims and coverage gaps are not judged).`}
          className={`ml-auto rounded-full px-2.5 py-0.5 text-[12px] font-semibold ${g2.pass ? 'st-supported' : 'st-contradicted'} bg-[var(--st-bg)] text-[var(--st)] ring-1 ring-[var(--st)]`}
        >
          Quality bar {g2.pass ? 'met' : 'not met'} · {pct(g2.supportedShare)} supported (needs ≥ {pct(g2.minSupported)}) · {pct(g2.unsupportedShare)} contradicted (needs ≤ {pct(g2.maxUnsupported)}) of {g2.judged} checked
        </span>
      )}
    </div>
  );
}
