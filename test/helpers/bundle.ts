import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ask, verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { reviewDecide } from '../../electron/pipeline/review/decide.js';
import { listAnchors } from '../../electron/store/anchors.js';
import type { Matter } from '../../electron/store/open.js';
import type { PinciteResponse } from '../../shared/response.js';

/**
 * Fills a CUAD matter with real traces through the real pipeline: extractive asks, a
 * replayed answer whose quotes bind exactly, after normalisation (whitespace changed)
 * and not at all, and a reviewer's decision — every kind of record a bundle carries.
 */
export async function populateTraces(matter: Matter, docIds: readonly string[]): Promise<{ asked: PinciteResponse[]; verified: PinciteResponse }> {
  const deps = await configurePipeline({});
  const asked: PinciteResponse[] = [];
  for (const q of ["Which state's law governs this agreement?", 'How long is the term of the agreement?', 'Can either party terminate the agreement?']) {
    asked.push(await ask(matter, q, deps));
  }
  const anchors = docIds.flatMap((d) => listAnchors(matter.db, d)).filter((a) => a.text.trim().split(/\s+/).length >= 14);
  const words = (a: { text: string }, from: number, n: number) => a.text.trim().split(/\s+/).slice(from, from + n).join(' ');
  const a0 = anchors[2]!;
  const a1 = anchors[Math.floor(anchors.length / 2)]!;
  const a2 = anchors.at(-2)!;
  const answer = {
    kind: 'answer', value: 'Three statements about the agreement.', confidence: 0.8,
    claims: [
      { text: `The agreement states: ${words(a0, 0, 10)}`, citations: [{ anchor: a0.id, quote: words(a0, 0, 10) }] },
      // Whitespace changed: binds after normalisation.
      { text: `It also provides that ${words(a1, 2, 9)}`, citations: [{ anchor: a1.id, quote: words(a1, 2, 9).replace(/ /g, '  \n ') }] },
      // A word the source does not have: does not bind.
      { text: 'The licensee shall never pay royalties.', citations: [{ anchor: a2.id, quote: `${words(a2, 0, 4)} never ${words(a2, 4, 4)}` }] },
    ],
  };
  const verified = await verifyAnswer(matter, JSON.stringify(answer), null, await configurePipeline({}));
  const unbound = verified.claims[2]!;
  reviewDecide(matter, { claim: unbound.id, action: 'exclude', reviewer: 'A. Lawyer', note: 'Not in the contract.' });
  reviewDecide(matter, { claim: verified.claims[0]!.id, action: 'note', reviewer: 'A. Lawyer', note: 'Checked against the signed copy.' });
  return { asked, verified };
}

/** Writes a bundle's files into a folder, as unzip would. */
export function writeBundleFolder(dir: string, files: ReadonlyMap<string, Uint8Array>): void {
  for (const [name, data] of files) {
    const p = join(dir, ...name.split('/'));
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, data);
  }
}
