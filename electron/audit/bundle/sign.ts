import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PinciteError } from '../../../shared/errors.js';
import { appDataDir } from '../../store/matter-location.js';

/** The install's bundle-signing key: in the app-data folder, never in a matter or a bundle. */
export const KEY_FILE = join('keys', 'bundle-signing-ed25519.pem');

export type SigningKey = {
  privateKey: KeyObject;
  /** SubjectPublicKeyInfo DER, base64: what a bundle carries so anyone can check its signature. */
  publicKeyBase64: string;
  /** SHA-256 (hex) of the public key's DER: the fingerprint a recipient compares out of band. */
  keyId: string;
  path: string;
};

/**
 * Loads the install's Ed25519 key, generating it on first use. The file is created
 * exclusively with mode 0600 (no window where another user can read it) in a 0700
 * folder; a key file that has become readable by others is tightened back to 0600.
 */
export function loadSigningKey(home: string = appDataDir()): SigningKey {
  const path = join(home, KEY_FILE);
  if (!existsSync(path)) createKeyFile(path);
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new PinciteError('INTERNAL', `The bundle-signing key at ${path} cannot be read (${(err as Error).message}). Move it aside to let Pincite make a new one; bundles signed with the old key still verify with the key they carry.`, { cause: err });
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new PinciteError('INTERNAL', `The bundle-signing key at ${path} is not an Ed25519 key. Move it aside to let Pincite make a new one.`);
  const der = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return { privateKey, publicKeyBase64: der.toString('base64'), keyId: createHash('sha256').update(der).digest('hex'), path };
}

/**
 * Written whole to a private temporary file, fsynced, then hard-linked into place: a
 * crash at any point leaves either no key or a complete one (never an empty file that
 * would refuse every later export), and link() fails rather than replace a key another
 * process made first — theirs is used.
 */
function createKeyFile(path: string): void {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fail = (err: unknown) => new PinciteError('INTERNAL', `The bundle-signing key cannot be created at ${path} (${(err as Error).message}). Check that the folder is writable.`, { cause: err });
  try {
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      writeSync(fd, pem);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, path);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  } catch (err) {
    throw fail(err);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Ed25519 over the exact manifest bytes, base64 with a trailing newline. */
export function signManifest(key: SigningKey, manifestBytes: Uint8Array): Uint8Array {
  return new TextEncoder().encode(`${sign(null, manifestBytes, key.privateKey).toString('base64')}\n`);
}
