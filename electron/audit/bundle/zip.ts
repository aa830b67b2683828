import { unzipSync, zipSync, type Zippable } from 'fflate';
import { PinciteError } from '../../../shared/errors.js';

/** A bundle in memory: path inside the bundle ('/'-separated) → bytes. */
export type BundleFiles = Map<string, Uint8Array>;

/** Already-compressed content (PNG crops live base64 in report.html, so only PDFs) is stored, the rest deflated. */
export function zipBundle(files: BundleFiles, mtime: Date): Uint8Array {
  const entries: Zippable = {};
  for (const [name, data] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    entries[name] = [data, { level: name.endsWith('.pdf') || name.endsWith('.png') ? 0 : 6, mtime }];
  }
  return zipSync(entries);
}

/** Reads every file entry of a zip into memory (folders dropped). A file that is not a zip is a typed error. */
export function unzipBundle(zip: Uint8Array, label: string): BundleFiles {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch (err) {
    throw new PinciteError('INVALID_INPUT', `${label} is not a readable zip archive (${(err as Error).message}). Export the bundle again, or check that the download finished.`, { cause: err });
  }
  const out: BundleFiles = new Map();
  for (const [name, data] of Object.entries(entries)) if (!name.endsWith('/')) out.set(name, data);
  return out;
}
