import { z } from 'zod';

/** Model providers whose credentials Pincite can hold. Ollama needs no key (its host comes from OLLAMA_HOST). */
export const Provider = z.enum(['anthropic', 'openai', 'ollama']);
export type Provider = z.infer<typeof Provider>;

/** The environment variable each provider's key (or, for Ollama, host) is read from. */
export const PROVIDER_ENV: Record<Provider, string> = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY', ollama: 'OLLAMA_HOST' };

/**
 * What the renderer may know about credentials: whether one is there and where it came
 * from — never the key itself.
 */
export const ProviderStatus = z.object({
  provider: Provider,
  /** Whether this provider needs a secret at all (Ollama does not). */
  needsKey: z.boolean(),
  configured: z.boolean(),
  source: z.enum(['stored', 'environment']).nullable(),
  env: z.string(),
});
export type ProviderStatus = z.infer<typeof ProviderStatus>;

export const SettingsView = z.object({
  mode: z.enum(['desktop', 'browser']),
  /**
   * `encrypted`: keys set here are encrypted with the OS keychain (Electron safeStorage).
   * `environment`: keys come only from environment variables (browser mode, or a desktop
   * without an OS keychain); setting one is refused.
   */
  keyStorage: z.enum(['encrypted', 'environment']),
  /** Why keys cannot be stored here, when they cannot. */
  keyStorageNote: z.string().nullable(),
  providers: z.array(ProviderStatus),
});
export type SettingsView = z.infer<typeof SettingsView>;

/** An API key as typed or pasted: printable ASCII, no whitespace inside. */
export const ApiKey = z
  .string()
  .trim()
  .min(8, 'an API key is at least 8 characters')
  .max(4096)
  .regex(/^[\x21-\x7e]+$/, 'an API key has no spaces or control characters');
