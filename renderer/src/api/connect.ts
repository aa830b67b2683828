import type { PinciteBridge } from '../../../shared/api';
import { bridgeTransport, createClient, httpTransport, type Client } from './client';

const TOKEN_KEY = 'pincite.token';

declare global {
  interface Window {
    pincite?: PinciteBridge;
  }
}

/**
 * Browser mode's token arrives once in the page URL (`?token=…`): it is kept in
 * sessionStorage (survives a reload, dies with the tab) and removed from the address
 * bar so it does not linger in history or get copied along with the URL.
 */
function browserToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export type Connection = { client: Client; mode: 'desktop' | 'browser' } | { client: null; problem: string };

export function connect(): Connection {
  if (window.pincite) return { client: createClient(bridgeTransport(window.pincite)), mode: 'desktop' };
  const token = browserToken();
  if (!token) {
    return { client: null, problem: 'This page was opened without its access token. Open the link that `pincite serve` printed (it ends in ?token=…).' };
  }
  return { client: createClient(httpTransport(window.location.origin, token)), mode: 'browser' };
}
