import { api, isMethod, type ApiInput, type ApiResult, type Envelope, type EventName, type EventPayload, type Method, type PinciteBridge } from '../../../shared/api';
import type { ErrorInfo } from '../../../shared/errors';

/** How the renderer reaches the core: Electron's preload bridge or browser mode's HTTP host. */
export type Transport = {
  invoke(method: Method, input: unknown): Promise<Envelope<unknown>>;
  subscribe(listener: (event: EventName, payload: unknown) => void): () => void;
};

export class ApiError extends Error {
  readonly code: ErrorInfo['code'];
  constructor(info: ErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
    this.code = info.code;
  }
}

export type Client = {
  call<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<M>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** A typed client over any transport; results are validated against the contract too. */
export function createClient(transport: Transport): Client {
  return {
    async call(method, input) {
      const env = await transport.invoke(method, input);
      if (!env.ok) throw new ApiError(env.error);
      return api[method].result.parse(env.result) as ApiResult<typeof method>;
    },
    on(event, listener) {
      return transport.subscribe((name, payload) => {
        if (name === event) listener(payload as EventPayload<typeof event>);
      });
    },
  };
}

/** Browser mode: the token comes from the page URL once, then lives in sessionStorage. */
export function httpTransport(base: string, token: string): Transport {
  const listeners = new Set<(event: EventName, payload: unknown) => void>();
  let source: EventSource | null = null;
  return {
    async invoke(method, input) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/invoke`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Pincite-Token': token }, body: JSON.stringify({ method, input }) });
      } catch (err) {
        return { ok: false, error: { code: 'INTERNAL', message: `Pincite is not reachable (${(err as Error).message}). Is it still running?` } };
      }
      try {
        return (await res.json()) as Envelope<unknown>;
      } catch {
        return { ok: false, error: { code: 'INTERNAL', message: `Unexpected reply from Pincite (HTTP ${res.status}).` } };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      source ??= new EventSource(`${base}/api/events?token=${encodeURIComponent(token)}`);
      source.onmessage = (m: MessageEvent<string>) => {
        const { event, payload } = JSON.parse(m.data) as { event: EventName; payload: unknown };
        for (const l of listeners) l(event, payload);
      };
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = null;
        }
      };
    },
  };
}

/** Desktop: the preload's bridge (its type, PinciteBridge, is derived from the contract). */
export function bridgeTransport(bridge: PinciteBridge): Transport {
  return {
    invoke: (method, input) =>
      isMethod(method)
        ? // The transport is untyped by design (the client types each call); widening here is safe.
          (bridge[method] as (input: unknown) => Promise<Envelope<unknown>>)(input)
        : Promise.resolve({ ok: false, error: { code: 'INVALID_INPUT', message: `Unknown method ${String(method)}` } }),
    subscribe: (listener) => bridge.onEvent((m) => listener(m.event, m.payload)),
  };
}
