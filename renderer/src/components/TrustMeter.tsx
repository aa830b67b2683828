import { confidenceText } from '../claims/plain';

/** The one confidence figure (the trust score, 0–100) as a number and a short bar, explained on hover and to screen readers. */
export function TrustMeter({ score }: { score: number }) {
  const tone = score >= 80 ? 'st-supported' : score >= 50 ? 'st-unverified' : 'st-contradicted';
  const explained = confidenceText(score);
  return (
    <div className={`flex items-center gap-2 ${tone}`} data-testid="trust-score" data-score={score} title={explained} aria-label={explained} role="img">
      <span className="text-[11px] text-muted">Confidence</span>
      <div className="h-1.5 w-16 overflow-hidden rounded-full bg-sunken ring-1 ring-line" aria-hidden="true">
        <div className="h-full rounded-full" style={{ width: `${score}%`, background: 'var(--st)' }} />
      </div>
      <span className="text-[13px] font-semibold tabular-nums text-ink">{score}</span>
    </div>
  );
}
