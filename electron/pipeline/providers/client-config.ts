import { ModelClientError } from './errors.js';
import { endpointOf, resolveLimits, type CallLimits, type Env } from './transport.js';

/** What every provider reads the same way: where, which model, how long, and (when it has one) which key. */
export type ProviderDefaults = {
  provider: 'anthropic' | 'openai' | 'ollama';
  /** The variable holding the key; null for a provider without keys (Ollama). */
  keyEnv: string | null;
  urlEnv: string;
  defaultURL: string;
  defaultModel: string;
  /** Whether a call to `baseURL` needs a key at all (a loopback OpenAI-compatible server rarely does). */
  keyRequired: (baseURL: string) => boolean;
  /** What to tell a user whose key is missing, given the endpoint. */
  missingKey: (endpoint: string) => string;
};

export type CommonOptions = { apiKey?: string; baseURL?: string; model?: string; stream?: boolean; limits?: Partial<CallLimits>; env?: Env };

export type CommonConfig = { key: string | undefined; baseURL: string; model: string; stream: boolean; limits: CallLimits };

/**
 * One reading of options over the environment for every model client: explicit option,
 * then the provider's variable, then its default. A missing key that the provider needs
 * fails here, before any retrieval or call, with a message that says what to set.
 */
export function resolveCommonConfig(d: ProviderDefaults, o: CommonOptions): CommonConfig {
  const env = o.env ?? process.env;
  const baseURL = o.baseURL ?? env[d.urlEnv] ?? d.defaultURL;
  const key = o.apiKey ?? (d.keyEnv ? env[d.keyEnv] : undefined);
  if (!key && d.keyEnv && d.keyRequired(baseURL)) {
    throw new ModelClientError('MODEL_NOT_CONFIGURED', d.missingKey(endpointOf(baseURL)), { provider: d.provider });
  }
  return { key: key || undefined, baseURL, model: o.model ?? d.defaultModel, stream: o.stream ?? false, limits: resolveLimits(o.limits) };
}
