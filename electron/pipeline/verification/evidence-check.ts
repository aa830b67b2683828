import type { Evidence } from '../../../shared/response.js';
import { sha256Hex } from '../text/canonical.js';

/**
 * The invariant behind "supported", checked again just before a state is recorded and
 * at every re-check: the source still hashes to the recorded version, and the text at
 * the recorded offsets is the quote (exactly, or equal after normalisation — page
 * furniture included — when the match says `normalized`). Returns why not, or null when the evidence holds.
 */
export function evidenceProblem(
  e: Evidence,
  sourceText: string,
  normalizedEqualAt: (source: string, range: readonly [number, number], quote: string) => boolean,
  sourceTextHash = sha256Hex(sourceText),
): string | null {
  if (!e.offsets || !e.match) return 'no bound span';
  if (sourceTextHash !== e.sourceHash) return 'source hash differs from the recorded version';
  const [s, t] = e.offsets;
  if (!(Number.isInteger(s) && Number.isInteger(t) && s >= 0 && t > s && t <= sourceText.length)) return 'offsets outside the source';
  const at = sourceText.slice(s, t);
  if (e.match === 'exact' && at !== e.quote) return 'text at offsets is not the quote';
  if (e.match === 'normalized' && !normalizedEqualAt(sourceText, [s, t], e.quote)) return 'text at offsets does not normalise to the quote';
  return null;
}

