/**
 * Compile-time proof (checked by `npm run typecheck`) that the bridge type is the
 * contract's: inputs and results of `window.pincite` follow shared/api.ts, so the
 * renderer cannot call a method with the wrong input or read a field no result has.
 */
import type { PinciteBridge, PushMessage } from '../../../shared/api.js';

export async function calls(bridge: PinciteBridge): Promise<void> {
  const asked = await bridge['answers:ask']({ question: 'Which law governs?' });
  if (asked.ok) void asked.result.summary.supported;
  // @ts-expect-error — a question is a string
  void bridge['answers:ask']({ question: 42 });
  // @ts-expect-error — matters are opened by name, never by path
  void bridge['matters:open']({ dir: '/etc' });
  // @ts-expect-error — the bridge has no generic invoke
  void bridge.invoke('answers:ask', {});
  const listed = await bridge['documents:list']({});
  // @ts-expect-error — a document list has no traces
  if (listed.ok) void listed.result.traces;
}

export function events(message: PushMessage): number | undefined {
  // The payload's type follows the event's name.
  if (message.event === 'export:progress') return message.payload.done;
  return undefined;
}
