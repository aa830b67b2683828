import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiParsedInput, ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { bundleFileName, exportBundle, exportsDir } from '../../audit/bundle/export.js';
import { KEY_FILE, loadSigningKey } from '../../audit/bundle/sign.js';
import { appDataDir } from '../../store/matter-location.js';
import type { Matter } from '../../store/open.js';
import type { Emit } from '../dispatch.js';

/** Downloads larger than this go through the file on disk, not base64 over the API. */
const MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;

/** Exports into the matter's exports/ folder under a name the core makes: no path ever comes from the renderer. */
export async function exportBundleHandler(matter: Matter, input: ApiParsedInput<'bundles:export'>, emit: Emit): Promise<ApiResult<'bundles:export'>> {
  const now = new Date();
  const fileName = bundleFileName(now, input.traces === 'all' ? 'all' : input.traces.length === 1 ? input.traces[0]! : `${input.traces.length}-traces`);
  const r = await exportBundle(matter, join(exportsDir(matter), fileName), { traces: input.traces, includePdfs: input.includePdfs, now, onProgress: (p) => emit('export:progress', p) });
  return { fileName, path: r.path, bytes: r.bytes, sha256: r.sha256, summary: r.summary };
}

export function downloadBundle(matter: Matter, fileName: string): ApiResult<'bundles:download'> {
  // The contract's pattern admits no separators, so the path stays inside exports/.
  const path = join(exportsDir(matter), fileName);
  if (!existsSync(path)) throw new PinciteError('NOT_FOUND', `No bundle ${fileName} in this matter's exports folder. Export it again.`);
  const data = readFileSync(path);
  if (data.length > MAX_DOWNLOAD_BYTES) throw new PinciteError('FILE_TOO_LARGE', `${fileName} is ${Math.round(data.length / 1048576)} MB, too large to download through the browser; copy it from ${path}.`);
  return { fileName, bytes: data.length, dataBase64: data.toString('base64') };
}

/** The install's signing key id; the key is made only when asked to (or by the first export). */
export function signingKeyId(create: boolean, home: string = appDataDir()): ApiResult<'bundles:signingKey'> {
  if (!create && !existsSync(join(home, KEY_FILE))) return { keyId: null };
  return { keyId: loadSigningKey(home).keyId };
}
