import type { SecretBox } from '../settings/key-store.js';

/** The part of Electron's safeStorage we use, so the adapter is tested without Electron. */
export type SafeStorageLike = {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plain: string): Promise<Buffer>;
  decryptStringAsync(blob: Buffer): Promise<{ result: string }>;
  /** Linux only: which password store backs the key. */
  getSelectedStorageBackend(): string;
};

/**
 * Electron safeStorage as the key store's SecretBox. On Linux without GNOME Keyring or
 * KWallet, safeStorage falls back to `basic_text` — a hard-coded password, so "encrypted"
 * keys would be as good as clear text on disk. That counts as unavailable: keys are then
 * refused and must come from the environment.
 */
export async function safeStorageBox(ss: SafeStorageLike, platform: NodeJS.Platform = process.platform): Promise<SecretBox> {
  let available = false;
  try {
    available = (await ss.isAsyncEncryptionAvailable()) && !(platform === 'linux' && ss.getSelectedStorageBackend() === 'basic_text');
  } catch {
    available = false;
  }
  return {
    available: () => available,
    encrypt: (plain) => ss.encryptStringAsync(plain),
    decrypt: async (blob) => (await ss.decryptStringAsync(blob)).result,
  };
}
