import type { ModelOutput } from '../../../shared/model-output.js';
import type { Rejection } from '../../../shared/response.js';

export type GateResult = { ok: true } | { ok: false; rejection: Rejection };

/**
 * The gate between a parsed model output and everything downstream. An answer that
 * cites nothing is NO_CITATIONS; any anchor — in a claim or in an insufficient-evidence
 * `tried` list — that is not in this question's allowlist is UNKNOWN_ANCHOR, even if
 * the anchor exists elsewhere in the matter. Either way the whole response is refused.
 */
export function gate(output: ModelOutput, allowlist: ReadonlySet<string>): GateResult {
  const cited = output.kind === 'answer' ? output.claims.flatMap((c) => c.citations.map((x) => x.anchor)) : output.tried.map((t) => t.anchor);
  const unknown = [...new Set(cited.filter((a) => !allowlist.has(a)))];
  if (unknown.length > 0) {
    return {
      ok: false,
      rejection: {
        code: 'UNKNOWN_ANCHOR',
        anchors: unknown.slice(0, 50),
        detail: `${unknown.length} cited anchor(s) were not returned by retrieval for this question${unknown.length > 50 ? ' (first 50 listed)' : ''}.`,
      },
    };
  }
  if (output.kind === 'answer' && cited.length === 0) {
    return { ok: false, rejection: { code: 'NO_CITATIONS', anchors: [], detail: output.claims.length === 0 ? 'The answer makes no claims.' : 'No claim of the answer cites a source.' } };
  }
  return { ok: true };
}
