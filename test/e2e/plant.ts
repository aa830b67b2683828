import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { askAllowlist } from '../../electron/pipeline/ask/ask.js';
import { getAnchor, listAnchors, type AnchorRow } from '../../electron/store/anchors.js';
import type { PinciteResponse } from '../../shared/response.js';
import { plantedAnswer, type PlantedKind } from '../helpers/planted-review.js';
import { callApi, type RunningApp } from './app.js';

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
