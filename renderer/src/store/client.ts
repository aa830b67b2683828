import type { Client } from '../api/client';

let current: Client | null = null;

/** Set once at start-up (main.tsx): every store action goes through this one client. */
export function setClient(client: Client): void {
  current = client;
}

export function client(): Client {
  if (!current) throw new Error('The API client was used before start-up connected it.');
  return current;
}

/** Any thrown value as the contract's {code, message}, for display. */
export function errorInfo(err: unknown): { code: string; message: string } {
  if (err && typeof err === 'object' && 'code' in err && 'message' in err) return { code: String(err.code), message: String(err.message) };
  return { code: 'INTERNAL', message: err instanceof Error ? err.message : String(err) };
}
