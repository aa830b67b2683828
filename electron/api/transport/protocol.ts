import { z } from 'zod';
import { ErrorInfo } from '../../../shared/errors.js';

/**
 * What crosses the line between the host (Electron's main process, or a test) and the
 * core process. Both sides parse what they receive with these schemas: a process
 * boundary is a trust boundary like any other, and a message of the wrong shape is
 * dropped with a note on stderr rather than acted on.
 */

/** How the core opens its matter; sent once, first. */
export const StartOptions = z
  .object({
    /** The matter folder; the install's default matter when absent. */
    matterDir: z.string().min(1).optional(),
    /** Ingest the bundled sample contracts into a new, empty matter. */
    samples: z.boolean().default(false),
    cropDelayMs: z.number().int().min(0).optional(),
    /**
     * The OS keychain lives with the host (Electron's safeStorage works only in the main
     * process): `none` — browser-mode rules, keys only from the environment; `available` /
     * `unavailable` — desktop, the core asks the host to seal and open keys.
     */
    keychain: z.enum(['none', 'available', 'unavailable']).default('none'),
  })
  .strict();
export type StartOptions = z.input<typeof StartOptions>;

const Id = z.number().int().min(1);
const EnvelopeSchema = z.union([z.object({ ok: z.literal(true), result: z.unknown() }), z.object({ ok: z.literal(false), error: ErrorInfo })]);

export const HostMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), options: StartOptions }),
  z.object({ type: z.literal('invoke'), id: Id, method: z.unknown(), input: z.unknown() }),
  z.object({ type: z.literal('keychain-reply'), id: Id, ok: z.boolean(), text: z.string() }),
  z.object({ type: z.literal('close') }),
]);
export type HostMessage = z.input<typeof HostMessage>;

export const CoreMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), pid: z.number().int() }),
  z.object({ type: z.literal('failed'), error: ErrorInfo }),
  z.object({ type: z.literal('result'), id: Id, envelope: EnvelopeSchema }),
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
  /** Seal (`encrypt`, text in clear) or open (`decrypt`, base64) a provider key with the host's keychain. */
  z.object({ type: z.literal('keychain'), id: Id, op: z.enum(['encrypt', 'decrypt']), text: z.string() }),
  /** The last message before the process ends on its own (after `close`, or a failed start). */
  z.object({ type: z.literal('closed') }),
]);
export type CoreMessage = z.input<typeof CoreMessage>;

/**
 * One end of the line, as either side sees it: post a message, hear messages. Adapters
 * in ./links.ts (host side) and ./core-entry.ts (core side) fit Electron's utility
 * process and parent port, Node's worker threads and child processes to it.
 */
export type Port<Out> = {
  post(message: Out): void;
  onMessage(listener: (message: unknown) => void): void;
};

/** The host's handle on one core process. */
export type CoreLink = Port<HostMessage> & {
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
};
