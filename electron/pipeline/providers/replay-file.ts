import { readFile, stat } from 'node:fs/promises';
import { ModelClientError } from './errors.js';

/**
 * Reading `replay:FILE` — a recorded model output or recorded verdicts — is provider
 * plumbing shared by the replay generator and the replay judge.
 */

/** Bigger than any output the parser accepts (2M characters, ≤ 4 bytes each): refused rather than read. */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;

/** Reads a replay file as UTF-8, failing with a message that names the file and says what to do. */
export async function readReplayFile(path: string): Promise<string> {
  await checkReplayFile(path);
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    throw unreadable(path, err);
  }
}

/** Fails now (e.g. when `--generator replay:FILE` is parsed) rather than after retrieval. */
export async function checkReplayFile(path: string): Promise<void> {
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) throw new ModelClientError('REPLAY_FILE_UNREADABLE', `Replay file ${path} is not a regular file. Give the path of a JSON file.`);
    size = s.size;
  } catch (err) {
    if (err instanceof ModelClientError) throw err;
    throw unreadable(path, err);
  }
  if (size > MAX_REPLAY_BYTES) {
    throw new ModelClientError('REPLAY_FILE_UNREADABLE', `Replay file ${path} is ${size} bytes; the limit is ${MAX_REPLAY_BYTES}. No model output is that large: check the file.`);
  }
}

function unreadable(path: string, err: unknown): ModelClientError {
  const code = err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '';
  const what = code === 'ENOENT' ? 'does not exist' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${(err as Error)?.message ?? String(err)})`;
  return new ModelClientError('REPLAY_FILE_UNREADABLE', `Replay file ${path} ${what}. Check the path given after replay:.`, {}, { cause: err });
}
