import { resolve } from 'node:path';
import { readReplayFile } from '../providers/replay-file.js';
import { parseVerdictReply } from './parse-verdicts.js';
import type { Judge, JudgeResult } from './types.js';

/**
 * `replay:FILE` — verdicts from a file of the judge reply format,
 * `{"verdicts":[{"claim":0,"verdict":"entailed","confidence":0.9}]}`, where `claim`
 * is the claim's index in the answer (the item's `index`; its position when absent —
 * claims without bound evidence are never sent to a judge, so positions can differ). Read with the same parser as a live judge's reply:
 * missing or malformed entries are null (no verdict), never a pass. The file is read
 * on every call; one that cannot be read throws (every item: no verdict, error kept).
 * Like a model judge, an entry may carry `"responsiveness"` for a claim asked with a question.
 */
export function createReplayJudge(file: string): Judge {
  const path = resolve(file);
  return {
    id: `replay:${file}`,
    promptVersion: 0,
    provider: 'replay',
    family: 'replay',
    asksResponsiveness: true,
    async judge(items): Promise<Array<JudgeResult | null>> {
      const indexes = items.map((it, i) => it.index ?? i);
      const asked: boolean[] = [];
      items.forEach((it, k) => (asked[indexes[k]!] = typeof it.question === 'string' && it.question.trim() !== ''));
      const byClaim = parseVerdictReply(await readReplayFile(path), Math.max(0, ...indexes) + 1, asked);
      return indexes.map((i) => byClaim[i] ?? null);
    },
  };
}
