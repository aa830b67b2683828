/**
 * The invoke and push channel names (Electron IPC; the host uses the same names as paths).
 * Apart from shared/api.ts so the sandboxed preload, which needs only these two strings
 * and the contract's types, does not bundle zod and every schema (781 KB → a few KB).
 */
export const INVOKE_CHANNEL = 'pincite:invoke';
export const PUSH_CHANNEL = 'pincite:push';
