import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { PinciteError } from '../../shared/errors.js';
import { PROVIDER_ENV, type Provider, type SettingsView } from '../../shared/settings.js';
import type { Env } from '../pipeline/providers/transport.js';
import { writeFileDurably } from '../store/durable-write.js';
import { appDataDir } from '../store/matter-location.js';

/**
 * Encryption the shell lends the core (Electron's safeStorage on desktop). Injected, so
 * nothing under electron/settings imports electron and the store is tested on plain Node.
 */
export type SecretBox = {
  /** False when the OS offers no keychain (or only a plain-text fallback): keys are then refused. */
  available(): boolean;
  encrypt(plain: string): Promise<Buffer>;
  decrypt(blob: Buffer): Promise<string>;
};

export type StorableProvider = Exclude<Provider, 'ollama'>;
const STORABLE: readonly StorableProvider[] = ['anthropic', 'openai'];

export type KeyStore = {
  view(): SettingsView;
  set(provider: StorableProvider, key: string): Promise<SettingsView>;
  clear(provider: StorableProvider): SettingsView;
  /** The environment model clients read: stored keys (decrypted on demand) over the process environment. */
  env(): Promise<Env>;
};

const KeyFile = z.object({ version: z.literal(1), keys: z.record(z.string(), z.string()) });

export const KEY_FILE_NAME = 'keys.json';

export type KeyStoreOptions = {
  /** Desktop: the OS keychain. Absent in browser mode: keys come only from the environment. */
  box?: SecretBox | null;
  /** The app-data folder (never a matter folder: keys must not travel with a matter or a bundle). */
  dir?: string;
  env?: Env;
};

/**
 * API keys for model providers. On desktop a key set in the app is encrypted by the
 * SecretBox and written to `keys.json` in the app-data folder (owner-only); in browser
 * mode, or without a usable keychain, only environment variables count and setting a
 * key is refused with KEY_STORAGE_UNAVAILABLE. A key is never returned to the renderer.
 */
export function createKeyStore(opts: KeyStoreOptions = {}): KeyStore {
  const box = opts.box ?? null;
  const env = opts.env ?? process.env;
  const file = join(opts.dir ?? appDataDir(), KEY_FILE_NAME);
  const mode: SettingsView['mode'] = box ? 'desktop' : 'browser';

  const storageNote = (): string | null => {
    if (!box) return 'Browser mode keeps no keys: set ANTHROPIC_API_KEY, OPENAI_API_KEY or OLLAMA_HOST in the environment of the command that started Pincite (pincite serve / npm start), then restart it.';
    if (!box.available()) return 'This computer offers no OS keychain to encrypt keys with (on Linux: GNOME Keyring or KWallet), so Pincite will not store them. Set ANTHROPIC_API_KEY or OPENAI_API_KEY in the environment instead.';
    return null;
  };

  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    let parsed;
    try {
      parsed = KeyFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new PinciteError('KEY_STORAGE_UNAVAILABLE', `The key file ${file} is damaged. Delete it and set the keys again.`);
    return parsed.data.keys;
  };

  const write = (keys: Record<string, string>) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileDurably(file, JSON.stringify({ version: 1, keys }, null, 2), { mode: 0o600 });
  };

  const stored = async (provider: Provider): Promise<string | null> => {
    if (!box || !box.available()) return null;
    const blob = read()[provider];
    if (!blob) return null;
    try {
      return await box.decrypt(Buffer.from(blob, 'base64'));
    } catch (err) {
      throw new PinciteError('KEY_STORAGE_UNAVAILABLE', `The stored ${provider} key cannot be decrypted (the OS keychain changed?). Clear it in Settings and set it again.`, { cause: err });
    }
  };

  const hasStored = (provider: Provider): boolean => Boolean(box?.available() && existsSync(file) && read()[provider]);

  const view = (): SettingsView => {
    const note = storageNote();
    return {
      mode,
      keyStorage: note ? 'environment' : 'encrypted',
      keyStorageNote: note,
      providers: (Object.keys(PROVIDER_ENV) as Provider[]).map((provider) => {
        const fromStore = provider !== 'ollama' && hasStored(provider);
        const fromEnv = Boolean(env[PROVIDER_ENV[provider]]);
        return { provider, needsKey: provider !== 'ollama', configured: fromStore || fromEnv, source: fromStore ? 'stored' : fromEnv ? 'environment' : null, env: PROVIDER_ENV[provider] };
      }),
    };
  };

  const refuseUnlessStorable = () => {
    const note = storageNote();
    if (note) throw new PinciteError('KEY_STORAGE_UNAVAILABLE', note);
  };

  return {
    view,
    async set(provider, key) {
      refuseUnlessStorable();
      if (!STORABLE.includes(provider)) throw new PinciteError('INVALID_INPUT', `${provider} takes no key.`);
      const sealed = (await box!.encrypt(key)).toString('base64');
      const keys = read();
      keys[provider] = sealed;
      write(keys);
      return view();
    },
    clear(provider) {
      refuseUnlessStorable();
      const keys = read();
      if (provider in keys) {
        delete keys[provider];
        write(keys);
      }
      return view();
    },
    async env() {
      const merged: Record<string, string | undefined> = { ...env };
      for (const p of STORABLE) {
        const key = await stored(p);
        if (key) merged[PROVIDER_ENV[p]] = key;
      }
      return merged;
    },
  };
}
