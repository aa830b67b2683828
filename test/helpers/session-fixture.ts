import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openSession, type Session, type SessionOptions } from '../../electron/api/session.js';
import type { ApiResult } from '../../shared/api.js';
import type { RunningApp } from '../e2e/app.js';
import { apiCaller } from './api-call.js';
import { tempDir } from './corpus.js';

/**
 * One API session for a test file, over a fresh matter with `files` ingested through the
 * API: the install's home in a temporary folder (keys, settings), closed and cleaned up
 * after the file. Hooks run in the order they are registered, so a file's own `beforeAll`
 * (planting an answer, say) runs after this one.
 */
export function sessionFixture(prefix: string, opts: { files: string[]; session?: Omit<SessionOptions, 'matterDir'> }) {
  const tmp = tempDir(prefix);
  const home = join(tmp.dir, 'home');
  let session: Session | undefined;
  let ingested: ApiResult<'documents:ingest'> | undefined;
  const current = (): Session => {
    if (!session) throw new Error('the test session is not open (its beforeAll failed or has not run)');
    return session;
  };
  beforeAll(async () => {
    process.env.PINCITE_HOME = home;
    session = await openSession({ matterDir: join(tmp.dir, 'matters', 'acme'), ...opts.session });
    ingested = await apiCaller(current)('documents:ingest', { paths: opts.files });
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    delete process.env.PINCITE_HOME;
    tmp.cleanup();
  });
  return {
    tmp,
    home,
    call: apiCaller(current),
    session: current,
    /** What the e2e planting helpers take: the session and its temporary folder. */
    app: (): RunningApp => ({ session: current(), dir: tmp.dir }) as RunningApp,
    ingested: (): ApiResult<'documents:ingest'> => {
      if (!ingested) throw new Error('the test documents were not ingested');
      return ingested;
    },
  };
}
