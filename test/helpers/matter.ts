import { openMatter, type Matter } from '../../electron/store/open.js';
import type { Judge } from '../../electron/pipeline/judging/types.js';
import { cuadPdf, tempDir } from './corpus.js';
import { ingest } from './ingest.js';

/** A temporary matter holding the given CUAD contracts (by number). */
export async function cuadMatter(numbers: readonly number[]): Promise<{ matter: Matter; ids: string[]; cleanup: () => void }> {
  const tmp = tempDir();
  const matter = openMatter(tmp.dir);
  const outcomes = await ingest(matter, numbers.map(cuadPdf));
  const failed = outcomes.filter((o) => o.status !== 'ok');
  if (failed.length) throw new Error(`ingest failed: ${JSON.stringify(failed)}`);
  return {
    matter,
    ids: outcomes.map((o) => o.id!),
    cleanup: () => {
      matter.close();
      tmp.cleanup();
    },
  };
}

/**
 * The most credulous judge possible: entails everything with full confidence. Used to
 * show that Layer 1 alone keeps unbound claims out of `supported`.
 */
export const credulousJudge: Judge = {
  id: 'test:credulous',
  promptVersion: 1,
  async judge(items) {
    return items.map(() => ({ verdict: 'entailed' as const, confidence: 1, reasons: [] }));
  },
};
