import { afterAll, beforeAll } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import type { Judge } from '../../electron/pipeline/judging/types.js';
import type { PinciteResponse } from '../../shared/response.js';
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

/** The claims a lawyer sees answer in green: supported, and responsive to the question. */
export const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

/**
 * A describe block's matter of CUAD contracts asked with the offline defaults: `ask1(n, q)` asks of contract n alone,
 * `askOf(ns, q)` of those contracts. Ingested once before the block's tests, removed after them.
 */
export function askingCuad(contracts: readonly number[]) {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let deps: Awaited<ReturnType<typeof configurePipeline>>;
  beforeAll(async () => {
    env = await cuadMatter(contracts);
    deps = await configurePipeline({});
  }, 180_000);
  afterAll(() => env?.cleanup());
  const idOf = (n: number) => env.ids[contracts.indexOf(n)]!;
  return {
    idOf,
    askOf: (ns: readonly number[], q: string) => ask(env.matter, q, deps, { docs: ns.map(idOf) }),
    ask1: (n: number, q: string) => ask(env.matter, q, deps, { docs: [idOf(n)] }),
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
