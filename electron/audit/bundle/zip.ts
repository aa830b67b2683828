import { unzipSync, zipSync, type Zippable } from 'fflate';
import { PinciteError } from '../../../shared/errors.js';

/** A bundle in memory: path inside the bundle ('/'-separated) → bytes. */
export type BundleFiles = Map<string, Uint8Array>;

/** A bundle entry larger than this is refused before it is inflated (a zip bomb, or no bundle of ours). */
const MAX_ENTRY_BYTES = 2 ** 31;
/** Plain zip, no zip64: 4 GB in all. */
const MAX_BUNDLE_BYTES = 0xfffffffe;

/** Already compressed, or mostly base64 PNG (deflate saves little there at most of the export's time). */
const stored = (name: string) => name.endsWith('.pdf') || name.endsWith('.png') || name === 'report.html';

/**
 * Writes the bundle with fflate: entries in name order, text and JSON deflated, the
 * rest stored, one fixed time stamp, so the same files give the same bytes.
 */
export function zipBundle(files: BundleFiles, mtime: Date): Uint8Array {
  const total = [...files.values()].reduce((n, d) => n + d.byteLength, 0);
  if (total > MAX_BUNDLE_BYTES) throw new PinciteError('FILE_TOO_LARGE', 'The bundle is larger than 4 GB; export fewer questions at a time, or without --include-pdfs.');
  const entries: Zippable = {};
  for (const name of [...files.keys()].sort()) entries[name] = [files.get(name)!, { level: stored(name) ? 0 : 6, mtime }];
  return zipSync(entries);
}

/**
 * Reads every file entry of a zip into memory (folders dropped). A file that is not a
 * zip, a damaged one, an entry whose declared size is absurd, or a name that appears
 * twice (two tools could disagree about which one is "the" file) is a typed error
 * naming the file. Damaged bytes inside an entry are caught by the manifest's SHA-256.
 */
export function unzipBundle(zip: Uint8Array, label: string): BundleFiles {
  const bad = (why: string) => new PinciteError('INVALID_INPUT', `${label} is not a readable zip archive (${why}). Export the bundle again, or check that the download finished.`);
  const seen = new Set<string>();
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (f) => {
        if (seen.has(f.name)) throw bad(`${f.name} appears twice`);
        seen.add(f.name);
        declared += f.originalSize;
        if (f.originalSize > MAX_ENTRY_BYTES || declared > MAX_BUNDLE_BYTES) throw bad(`${f.name} declares ${f.originalSize} bytes, more than any bundle holds`);
        return !f.name.endsWith('/');
      },
    });
  } catch (err) {
    if (err instanceof PinciteError) throw err;
    throw bad((err as Error).message || 'damaged');
  }
  return new Map(Object.entries(entries));
}
