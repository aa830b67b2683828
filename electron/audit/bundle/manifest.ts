import { createHash } from 'node:crypto';
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, MANIFEST_FILE, SIGNATURE_FILE, type Manifest } from './format.js';
import { signManifest, type SigningKey } from './sign.js';
import type { BundleFiles } from './zip.js';

export type ManifestMeta = Omit<Manifest, 'format' | 'formatVersion' | 'files' | 'signing'>;

/**
 * Lists every file with its SHA-256 and size, then signs the manifest's exact bytes.
 * The signature is the one file the manifest cannot list. Returns a new map holding
 * the files, manifest.json and signature.
 */
export function sealBundle(files: BundleFiles, meta: ManifestMeta, key: SigningKey): BundleFiles {
  const listed: Manifest['files'] = {};
  for (const name of [...files.keys()].sort()) {
    if (name === MANIFEST_FILE || name === SIGNATURE_FILE) continue;
    const data = files.get(name)!;
    listed[name] = { sha256: createHash('sha256').update(data).digest('hex'), bytes: data.length };
  }
  const manifest: Manifest = {
    format: BUNDLE_FORMAT,
    formatVersion: BUNDLE_FORMAT_VERSION,
    ...meta,
    signing: { algorithm: 'Ed25519', publicKey: key.publicKeyBase64, keyId: key.keyId },
    files: listed,
  };
  const bytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  const out: BundleFiles = new Map([...files].filter(([n]) => n !== MANIFEST_FILE && n !== SIGNATURE_FILE));
  out.set(MANIFEST_FILE, bytes);
  out.set(SIGNATURE_FILE, signManifest(key, bytes));
  return out;
}

/** The manifest's own fields, for re-sealing a bundle (tests: a forger with another key). */
export function manifestMeta(m: Manifest): ManifestMeta {
  const { format: _f, formatVersion: _v, files: _files, signing: _s, ...meta } = m;
  return meta;
}
