import type { QualityReport } from '../../../shared/review.js';
import type { StateCounts } from '../../store/queue.js';

/** The G2 bar (issue M4): among judged claims, at least this share supported… */
export const G2_MIN_SUPPORTED = 0.9;
/** …and at most this share unsupported (contradicted: the evidence says otherwise). */
export const G2_MAX_UNSUPPORTED = 0.02;

/**
 * The matter quality report, pure. "Judged" claims are those a verdict was reached on:
 * every claim except excluded ones and coverage gaps (no valid judge verdict). Of
 * those, `supported` must reach 90% and `contradicted` (unsupported: the cited source
 * says otherwise) stay at or below 2%. With no judged claim the bar is not met — an
 * empty matter proves nothing.
 */
export function qualityReport(c: StateCounts): QualityReport {
  const judged = Math.max(0, c.total - c.excluded - c.coverageGaps);
  const supportedShare = judged ? c.supported / judged : 0;
  const unsupportedShare = judged ? c.contradicted / judged : 0;
  const pass = judged > 0 && supportedShare >= G2_MIN_SUPPORTED && unsupportedShare <= G2_MAX_UNSUPPORTED;
  return {
    counts: { supported: c.supported, inferred: c.inferred, unverified: c.unverified, contradicted: c.contradicted, excluded: c.excluded },
    total: c.total,
    coverageGaps: c.coverageGaps,
    trustScore: c.trustCount ? Math.round(c.trustSum / c.trustCount) : null,
    g2: {
      pass,
      judged,
      supported: c.supported,
      unsupported: c.contradicted,
      supportedShare,
      unsupportedShare,
      minSupported: G2_MIN_SUPPORTED,
      maxUnsupported: G2_MAX_UNSUPPORTED,
    },
  };
}
