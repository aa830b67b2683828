import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { ModelClientError } from '../providers/errors.js';
import type { GenerationRequest, GenerationResult, Generator } from './types.js';

/** Bigger than any output the parser accepts (2M characters, ≤ 4 bytes each): refused rather than read. */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;

/**
 * `replay:FILE` — returns FILE's contents verbatim, malformed content included, so a
 * recorded or hand-written model output goes through exactly the same parser, gate,
 * binder and judge as a live one. The file is read on every call (edit and re-run).
 * There is no prompt: the recorded SHA-256 is of what the replay answered (question
 * and anchor ids), as the extractive generator does.
 */
export function createReplayGenerator(file: string): Generator {
  const path = resolve(file);
  return {
    id: `replay:${file}`,
    provider: 'replay',
    family: 'replay',
    async generate(req: GenerationRequest): Promise<GenerationResult> {
      const t0 = performance.now();
      const raw = await readReplayFile(path);
      const sha = createHash('sha256').update(`replay\n${req.question}\n${req.anchors.map((a) => a.anchor).join(',')}`).digest('hex');
      return {
        raw,
        model: `replay:${basename(path)}`,
        promptVersion: 0,
        promptSha256: sha,
        temperature: null,
        usage: { inputTokens: null, outputTokens: null },
        latencyMs: performance.now() - t0,
      };
    },
  };
}

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
