import { ClaimState, ReasonCode } from '../../shared/response.js';
import { ReviewAction } from '../../shared/review.js';
import { recheck } from '../audit/recheck.js';
import { qualityReport } from '../pipeline/review/quality.js';
import { decideClaims, type DecideRequest } from '../pipeline/review/decide.js';
import { queuePage, stateCounts } from '../store/queue.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export type ReviewArgs = {
  sub: string | undefined; rest: string[]; state?: string | undefined; reason?: string | undefined; doc?: string | undefined; trace?: string | undefined; table?: string | undefined; all?: boolean | undefined;
  action?: string | undefined; reviewer?: string | undefined; note?: string | undefined; anchor?: string | undefined; quote?: string | undefined; page?: string | undefined; json: boolean;
};

function list<T>(raw: string | undefined, parse: (s: string) => { success: boolean; data?: T }, flag: string, options: readonly string[]): T[] | undefined {
  if (raw === undefined) return undefined;
  const parsed = raw.split(',').map((s) => parse(s.trim()));
  if (parsed.some((p) => !p.success)) throw new UsageError(`${flag} takes ${options.join(', ')} (comma-separated)`);
  return parsed.map((p) => p.data!);
}

/** `review list|decide|quality`: the same core functions the app's review:* methods call. */
export function runReview(open: OpenMatter, args: ReviewArgs, io: CliIo): number {
  if (args.sub === 'list') {
    const states = list(args.state, (s) => ClaimState.safeParse(s), '--state', ClaimState.options);
    const reasons = list(args.reason, (s) => ReasonCode.safeParse(s), '--reason', ReasonCode.options);
    const { items, total } = queuePage(open().db, { states, reasons, doc: args.doc, trace: args.trace, table: args.table, scope: args.all ? 'all' : 'open' });
    printResult(io, args.json, { items, total }, () =>
      items.length === 0 ? 'the review queue is empty' : items.map((i) => `${i.claim}  ${i.state.padEnd(12)} ${String(i.trustScore).padStart(3)}  ${i.reasons.join(',')}\n    ${i.text.slice(0, 140)}`).join('\n'),
    );
    return 0;
  }
  if (args.sub === 'decide') {
    const claims = args.rest;
    if (claims.length === 0) throw new UsageError('review decide needs a claim id: pincite review decide <claim…> --action A --reviewer NAME [--note T] [--anchor A --quote Q | --doc D --page N --quote Q]');
    const action = ReviewAction.safeParse(args.action);
    if (!action.success) throw new UsageError(`--action must be one of ${ReviewAction.options.join(', ')}`);
    let rebind: DecideRequest['rebind'];
    if (args.page !== undefined) {
      const page = Number(args.page);
      if (!Number.isInteger(page) || page < 1 || !args.doc || !args.quote) throw new UsageError('--page N needs --doc D and --quote Q (the text on that page to bind)');
      rebind = { doc: args.doc, page, text: args.quote };
    }
    const r = decideClaims(open(), { claims, action: action.data, reviewer: args.reviewer ?? '', note: args.note ?? null, rebind, anchor: args.anchor, quote: args.quote });
    const first = r.decided[0];
    const body = claims.length === 1 && first
      ? { decision: first.decision, claim: { id: first.claim, state: first.state, trustScore: first.trustScore, reasons: first.reasons } }
      : r;
    printResult(io, args.json, body, () =>
      [...r.decided.map((d) => `decision ${d.decision}: ${d.claim} is now ${d.state} (trust ${d.trustScore})`), ...r.refused.map((x) => `refused ${x.claim}: ${x.error.code} ${x.error.message}`)].join('\n'),
    );
    return r.refused.length && r.decided.length ? 2 : r.refused.length ? 1 : 0;
  }
  if (args.sub === 'quality') {
    const q = qualityReport(stateCounts(open().db, args.trace));
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    printResult(io, args.json, q, () =>
      `${q.total} claims: ${Object.entries(q.counts).map(([s, n]) => `${n} ${s}`).join(', ')}; ${q.coverageGaps} coverage gaps; trust ${q.trustScore ?? '—'}\n` +
      `G2 ${q.g2.pass ? 'PASS' : 'FAIL'}: ${pct(q.g2.supportedShare)} supported (≥ ${pct(q.g2.minSupported)}), ${pct(q.g2.unsupportedShare)} unsupported (≤ ${pct(q.g2.maxUnsupported)}) of ${q.g2.judged} judged`,
    );
    return 0;
  }
  throw new UsageError('review takes "list", "decide" or "quality"');
}

export function runRecheck(open: OpenMatter, json: boolean, io: CliIo): number {
  const r = recheck(open());
  printResult(io, json, r, () => `${r.checked} bound claims checked; ${r.changed.length} changed${r.changed.map((c) => `\n  ${c.claim}: ${c.from} → ${c.to} (${c.problem})`).join('')}`);
  return 0;
}
