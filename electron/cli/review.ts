import { ClaimState } from '../../shared/response.js';
import { recheck } from '../audit/recheck.js';
import { reviewDecide, type DecideRequest } from '../pipeline/review-apply.js';
import { reviewQueue } from '../store/reviews.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

const ACTIONS = ['confirm', 'contradict', 'exclude', 'restore', 'rebind', 'undo', 'note'] as const;

export function runReview(open: OpenMatter, args: { sub: string | undefined; rest: string[]; state?: string; reason?: string; doc?: string; trace?: string; action?: string; reviewer?: string; note?: string; anchor?: string; quote?: string; json: boolean }, io: CliIo): number {
  if (args.sub === 'list') {
    const states = args.state?.split(',').map((s) => ClaimState.safeParse(s.trim()));
    if (states?.some((s) => !s.success)) throw new UsageError(`--state takes ${ClaimState.options.join(', ')} (comma-separated)`);
    const items = reviewQueue(open().db, { states: states?.map((s) => s.data!), reason: args.reason, doc: args.doc, trace: args.trace });
    printResult(io, args.json, { items }, () =>
      items.length === 0 ? 'the review queue is empty' : items.map((i) => `${i.claim}  ${i.state.padEnd(12)} ${String(i.trustScore).padStart(3)}  ${i.reasons.join(',')}\n    ${i.text.slice(0, 140)}`).join('\n'),
    );
    return 0;
  }
  if (args.sub === 'decide') {
    const claim = args.rest[0];
    if (!claim) throw new UsageError('review decide needs a claim id: pincite review decide <claim> --action A --reviewer NAME [--note T] [--anchor A --quote Q]');
    const action = ACTIONS.find((a) => a === args.action);
    if (!action) throw new UsageError(`--action must be one of ${ACTIONS.join(', ')}`);
    const req: DecideRequest = { claim, action, reviewer: args.reviewer ?? '', note: args.note ?? null, ...(args.anchor ? { anchor: args.anchor } : {}), ...(args.quote ? { quote: args.quote } : {}) };
    const { claim: after, decision } = reviewDecide(open(), req);
    printResult(io, args.json, { decision, claim: { id: after.id, state: after.state, trustScore: after.trustScore, reasons: after.reasons } }, () => `decision ${decision}: ${after.id} is now ${after.state} (trust ${after.trustScore})`);
    return 0;
  }
  throw new UsageError('review takes "list" or "decide"');
}

export function runRecheck(open: OpenMatter, json: boolean, io: CliIo): number {
  const r = recheck(open());
  printResult(io, json, r, () => `${r.checked} bound claims checked; ${r.changed.length} changed${r.changed.map((c) => `\n  ${c.claim}: ${c.from} → ${c.to} (${c.problem})`).join('')}`);
  return 0;
}
