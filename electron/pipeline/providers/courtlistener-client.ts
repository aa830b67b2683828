import { z } from 'zod';

/**
 * CourtListener's citation-lookup API (v4): POST /api/rest/v4/citation-lookup/ with a
 * form field `text` and `Authorization: Token …`. The answer is one object per citation
 * found in the text: `{citation, normalized_citations, start_index, end_index, status,
 * error_message, clusters}` where status 200 = found, 300 = several cases share it,
 * 404 = no such citation, 400 = reporter unknown / invalid, 429 = over the per-request limit.
 */
export const DEFAULT_COURTLISTENER_URL = 'https://www.courtlistener.com';
const PATH = '/api/rest/v4/citation-lookup/';

const Cluster = z.object({ id: z.number().optional(), case_name: z.string().optional().default(''), absolute_url: z.string().optional() }).loose();
const LookupResult = z.object({
  citation: z.string(),
  normalized_citations: z.array(z.string()).default([]),
  start_index: z.number().int(),
  end_index: z.number().int(),
  status: z.number().int(),
  error_message: z.string().optional().default(''),
  clusters: z.array(Cluster).optional().default([]),
}).loose();
export const LookupResponse = z.array(LookupResult);
export type LookupResult = z.infer<typeof LookupResult>;

export type CourtListenerConfig = { baseUrl?: string; token: string; timeoutMs?: number; fetch?: typeof fetch };

export class CourtListenerError extends Error {
  constructor(readonly kind: 'auth' | 'rate_limited' | 'unreachable' | 'bad_response' | 'timeout', message: string) {
    super(message);
    this.name = 'CourtListenerError';
  }
}

/** Looks up every citation in `text` in one request; results carry offsets into `text`. */
export async function lookupCitations(text: string, cfg: CourtListenerConfig): Promise<LookupResult[]> {
  const f = cfg.fetch ?? fetch;
  const url = new URL(PATH, cfg.baseUrl ?? DEFAULT_COURTLISTENER_URL);
  const send = () =>
    f(url, {
      method: 'POST',
      headers: { Authorization: `Token ${cfg.token}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ text }).toString(),
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 30_000),
    });
  let res: Response;
  try {
    try {
      res = await send();
    } catch (err) {
      // A kept-alive connection the server has just closed resets on reuse; the lookup is
      // idempotent, so it is sent once more on a fresh connection before giving up.
      if (causeCode(err) !== 'ECONNRESET' && causeCode(err) !== 'UND_ERR_SOCKET') throw err;
      res = await send();
    }
  } catch (err) {
    const e = err as Error;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new CourtListenerError('timeout', `CourtListener did not answer within ${(cfg.timeoutMs ?? 30_000) / 1000} s.`);
    throw new CourtListenerError('unreachable', `CourtListener could not be reached (${causeCode(err) ?? e.message}).`);
  }
  const body = await res.text();
  if (res.status === 401 || res.status === 403) throw new CourtListenerError('auth', 'CourtListener refused the token (COURTLISTENER_TOKEN): check it on courtlistener.com under your profile → API.');
  if (res.status === 429 && !body.trim().startsWith('[')) throw new CourtListenerError('rate_limited', 'CourtListener is rate-limiting this token; try again later.');
  if (!res.ok && res.status !== 429) throw new CourtListenerError('bad_response', `CourtListener answered HTTP ${res.status}: ${body.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new CourtListenerError('bad_response', 'CourtListener answered with something that is not JSON.');
  }
  const parsed = LookupResponse.safeParse(json);
  if (!parsed.success) throw new CourtListenerError('bad_response', `CourtListener's answer has an unexpected shape (${parsed.error.issues[0]?.message ?? 'unknown'}).`);
  return parsed.data;
}

/** The lookup's settings from the environment (COURTLISTENER_TOKEN, COURTLISTENER_URL); null when off or no token is set. */
export function courtListenerFromEnv(mode: string | undefined, env: NodeJS.ProcessEnv = process.env): CourtListenerConfig | null {
  const token = env.COURTLISTENER_TOKEN?.trim();
  if (mode !== 'courtlistener' || !token) return null;
  return { token, baseUrl: env.COURTLISTENER_URL?.trim() || DEFAULT_COURTLISTENER_URL };
}

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code;
}
