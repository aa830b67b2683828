import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../electron/settings/key-store.js';

/**
 * A real SecretBox for tests on plain Node: AES-256-GCM under a key held only in memory,
 * standing in for the OS keychain that Electron's safeStorage uses on desktop.
 */
export function aesSecretBox(available = true): SecretBox & { key: Buffer } {
  const key = randomBytes(32);
  return {
    key,
    available: () => available,
    async encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    async decrypt(blob) {
      const d = createDecipheriv('aes-256-gcm', key, blob.subarray(0, 12));
      d.setAuthTag(blob.subarray(12, 28));
      return Buffer.concat([d.update(blob.subarray(28)), d.final()]).toString('utf8');
    },
  };
}
