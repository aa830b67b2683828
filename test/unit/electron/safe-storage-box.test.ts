import { describe, expect, it } from 'vitest';
import { safeStorageBox, type SafeStorageLike } from '../../../electron/shell/safe-storage-box.js';

/** Electron's safeStorage surface, answering as each platform's backend would. */
function storage(available: boolean, backend: string, fail = false): SafeStorageLike {
  return {
    isAsyncEncryptionAvailable: async () => {
      if (fail) throw new Error('not ready');
      return available;
    },
    encryptStringAsync: async (s) => Buffer.from([...Buffer.from(s)].map((b) => b ^ 0x5a)),
    decryptStringAsync: async (b) => ({ result: Buffer.from([...b].map((x) => x ^ 0x5a)).toString() }),
    getSelectedStorageBackend: () => backend,
  };
}

describe('safeStorage as the key store SecretBox', () => {
  it.each([
    ['linux', true, 'gnome_libsecret', true],
    ['linux', true, 'kwallet6', true],
    ['linux', true, 'basic_text', false],
    ['linux', false, 'unknown', false],
    ['darwin', true, 'basic_text', true],
    ['win32', true, 'unknown', true],
    ['darwin', false, 'unknown', false],
  ] as const)('%s, encryption available %s, backend %s → usable %s', async (platform, available, backend, usable) => {
    expect((await safeStorageBox(storage(available, backend), platform)).available()).toBe(usable);
  });

  it('a keychain that fails to answer counts as unavailable', async () => {
    expect((await safeStorageBox(storage(true, 'gnome_libsecret', true), 'linux')).available()).toBe(false);
  });

  it('round-trips through safeStorage', async () => {
    const box = await safeStorageBox(storage(true, 'gnome_libsecret'), 'linux');
    const blob = await box.encrypt('sk-ant-secret');
    expect(blob.toString()).not.toContain('sk-ant-secret');
    expect(await box.decrypt(blob)).toBe('sk-ant-secret');
  });
});
