import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeAll } from '../../../electron/pipeline/judging/judge-claims.js';
import { createReplayJudge } from '../../../electron/pipeline/judging/replay.js';

const dir = mkdtempSync(join(tmpdir(), 'pincite-replay-judge-'));
const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};
const ITEMS = [
  { claim: 'a', span: 'A' },
  { claim: 'b', span: 'B' },
  { claim: 'c', span: 'C' },
];

describe('replay:FILE judge', () => {
  it('returns the verdicts of the file, in item order', async () => {
    const j = createReplayJudge(file('v.json', JSON.stringify({ verdicts: [
      { claim: 2, verdict: 'abstain', confidence: 0.4 },
      { claim: 0, verdict: 'entailed', confidence: 0.9 },
      { claim: 1, verdict: 'contradicted', confidence: 0.8 },
    ] })));
    expect(j).toMatchObject({ provider: 'replay', family: 'replay', promptVersion: 0 });
    expect(await j.judge(ITEMS)).toEqual([
      { verdict: 'entailed', confidence: 0.9, reasons: [] },
      { verdict: 'contradicted', confidence: 0.8, reasons: [] },
      { verdict: 'abstain', confidence: 0.4, reasons: [] },
    ]);
  });

  it('missing or malformed entries are null, never a pass', async () => {
    const j = createReplayJudge(file('p.json', JSON.stringify({ verdicts: [{ claim: 0, verdict: 'entailed', confidence: 1.4 }, { claim: 1, verdict: 'entailed' }, 'x'] })));
    expect(await j.judge(ITEMS)).toEqual([null, null, null]);
  });

  it('a file that is not verdict JSON: every item null', async () => {
    expect(await createReplayJudge(file('m.json', 'entailed, entailed, entailed')).judge(ITEMS)).toEqual([null, null, null]);
    expect(await createReplayJudge(file('e.json', '')).judge(ITEMS)).toEqual([null, null, null]);
  });

  it('a missing file throws; judgeAll records the error and gives no verdicts', async () => {
    const j = createReplayJudge(join(dir, 'absent.json'));
    await expect(j.judge(ITEMS)).rejects.toMatchObject({ modelCode: 'REPLAY_FILE_UNREADABLE' });
    const all = await judgeAll(j, ITEMS);
    expect(all.results).toEqual([null, null, null]);
    expect(all.error).toMatch(/absent\.json/);
  });
});
