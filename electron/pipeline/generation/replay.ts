import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { readReplayFile } from '../providers/replay-file.js';
export { MAX_REPLAY_BYTES, checkReplayFile, readReplayFile } from '../providers/replay-file.js';
import type { GenerationRequest, GenerationResult, Generator } from './types.js';

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
