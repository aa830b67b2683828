import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach } from 'vitest';
import { askAllowlist } from '../../electron/pipeline/ask/ask.js';
import { getAnchor, listAnchors, type AnchorRow } from '../../electron/store/anchors.js';
import type { PinciteResponse } from '../../shared/response.js';
import { plantedAnswer, type PlantedKind } from '../helpers/planted-review.js';
import { callApi, type RunningApp } from './app.js';
import type { E2E } from './harness.js';

/**
 * A replayed model answer with planted claim kinds over a real matter, recorded through
 * `answers:ask` (so it may cite only anchors retrieved for the question): the queue and
 * the answer view then hold claims of every kind a reviewer meets.
 */
export async function plantReplayedAnswer(app: RunningApp, question: string, kinds: PlantedKind[]): Promise<PinciteResponse> {
  const db = app.session.current().db;
  const allow = [...(await askAllowlist(app.session.current(), question))].map((id) => getAnchor(db, id)!);
  const docA = allow[0]!.doc_id;
  const cite = allow.filter((a) => a.doc_id === docA);
  const { documents } = await callApi(app, 'documents:list', {});
  const foreign: AnchorRow[] = listAnchors(db, documents.find((d) => d.id !== docA)!.id);
  const { answer, verdicts } = plantedAnswer(cite, foreign, kinds);
  const stamp = Date.now().toString(36);
  const answerFile = join(app.dir, `replayed-answer-${stamp}.json`);
  const verdictFile = join(app.dir, `replayed-verdicts-${stamp}.json`);
  writeFileSync(answerFile, answer);
  writeFileSync(verdictFile, verdicts);
  return callApi(app, 'answers:ask', { question, generator: `replay:${answerFile}`, judge: `replay:${verdictFile}` });
}

/**
 * One planted answer for a test file: planted once before its tests (with `more.then`
 * for set-up that needs it), and a failed planting fails every test with its own
 * message — it never reads as skipped.
 */
export function plantedForFile(
  t: E2E,
  question: string,
  kinds: PlantedKind[],
  more?: { then: (app: RunningApp, planted: PinciteResponse) => Promise<void>; timeoutMs: number },
): { readonly response: PinciteResponse } {
  let response: PinciteResponse | null = null;
  let failure: unknown = null;
  beforeAll(async () => {
    if (!t.app) return; // the harness reports its own setup failure in every test
    try {
      response = await plantReplayedAnswer(t.app, question, kinds);
      await more?.then(t.app, response);
    } catch (err) {
      failure = err;
    }
  }, more?.timeoutMs ?? 60_000);
  beforeEach(() => {
    if (failure) throw failure;
  });
  return {
    get response(): PinciteResponse {
      if (!response) throw new Error('the planted answer was not recorded');
      return response;
    },
  };
}
