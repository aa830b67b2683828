import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelClientError } from '../../../electron/pipeline/providers/errors.js';
import { createReplayGenerator } from '../../../electron/pipeline/generation/replay.js';
import { ANCHORS, CONTRACT_ANSWER, QUESTION } from '../../helpers/wire/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'pincite-replay-'));
const file = (name: string, content: string) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

describe('replay:FILE generator', () => {
  it('returns the file verbatim, whitespace and all', async () => {
    const p = file('ok.json', `\n${CONTRACT_ANSWER}\n\n`);
    const g = createReplayGenerator(p);
    expect(g).toMatchObject({ id: `replay:${p}`, provider: 'replay', family: 'replay' });
    const out = await g.generate({ question: QUESTION, anchors: ANCHORS });
    expect(out.raw).toBe(`\n${CONTRACT_ANSWER}\n\n`);
    expect(out).toMatchObject({ model: 'replay:ok.json', promptVersion: 0, temperature: null, usage: { inputTokens: null, outputTokens: null } });
    expect(out.promptSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('returns malformed content just as verbatim (the parser decides)', async () => {
    const out = await createReplayGenerator(file('bad.json', '{"kind":"answer", oops')).generate({ question: QUESTION, anchors: ANCHORS });
    expect(out.raw).toBe('{"kind":"answer", oops');
  });

  it('reads the file on every call', async () => {
    const p = file('live.json', 'one');
    const g = createReplayGenerator(p);
    expect((await g.generate({ question: QUESTION, anchors: ANCHORS })).raw).toBe('one');
    writeFileSync(p, 'two');
    expect((await g.generate({ question: QUESTION, anchors: ANCHORS })).raw).toBe('two');
  });

  it('a missing file is a typed error naming it', async () => {
    const missing = join(dir, 'nope.json');
    const err = await createReplayGenerator(missing).generate({ question: QUESTION, anchors: ANCHORS }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelClientError);
    expect(err).toMatchObject({ modelCode: 'REPLAY_FILE_UNREADABLE', code: 'REPLAY_FILE_UNREADABLE' });
    expect((err as Error).message).toContain('nope.json');
    expect((err as Error).message).toMatch(/does not exist/);
  });
});
