import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCropWarmer } from '../../electron/audit/bundle/crop-warmer.js';
import { cropCacheDir, cropRequestsFor, renderCrops } from '../../electron/audit/bundle/crops.js';
import { exportBundle, type ExportProgress } from '../../electron/audit/bundle/export.js';
import { loadSigningKey } from '../../electron/audit/bundle/sign.js';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocument } from '../../electron/store/documents.js';
import { sourcePath } from '../../electron/store/sources.js';
import { getClaims } from '../../electron/store/traces.js';
import { cuadMatter } from '../helpers/matter.js';

/**
 * Background crop drawing: after it, an export draws nothing and its crops are the
 * bytes a cold export draws; an export holds it off; closing stops it mid-drawing.
 */
let env: Awaited<ReturnType<typeof cuadMatter>>;
const traces: string[] = [];
/** The crop cache's entries; none when nothing has been drawn (the folder is made on the first crop). */
function cacheEntries(): string[] {
  try {
    return readdirSync(cropCacheDir(env.matter));
  } catch {
    return [];
  }
}
const cropFiles = () => cacheEntries().filter((f) => f.endsWith('.png'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An empty crop cache and a warmer with every trace scheduled. */
function startWarming(delayMs: number) {
  rmSync(cropCacheDir(env.matter), { recursive: true, force: true });
  const warmer = createCropWarmer(env.matter, { delayMs });
  warmer.schedule(traces);
  return warmer;
}

/** An answer of `n` verbatim claims over the matter's two contracts, quoting the first words of anchors `from`, `from+step`, … */
async function answer(n: number, from: number): Promise<string> {
  const anchors = env.ids.map((id) => listAnchors(env.matter.db, id).filter((a) => a.text.trim().split(/\s+/).length >= 8));
  const claims = Array.from({ length: n }, (_, i) => {
    const list = anchors[i % anchors.length]!;
    const quote = list[(from + i * 3) % list.length]!.text.trim().split(/\s+/).slice(0, 8).join(' ');
    return { text: `The contract provides: ${quote}`, citations: [{ anchor: list[(from + i * 3) % list.length]!.id, quote }] };
  });
  const r = await verifyAnswer(env.matter, JSON.stringify({ kind: 'answer', value: 'Answer', confidence: 0.9, claims }), null, await configurePipeline({}));
  expect(r.claims.every((c) => c.evidence[0]?.match !== null)).toBe(true);
  return r.trace;
}

beforeAll(async () => {
  env = await cuadMatter([1, 4]);
  traces.push(await answer(10, 0), await answer(24, 1));
});
afterAll(() => env?.cleanup());

const key = () => loadSigningKey(join(env.matter.dir, 'home'));

async function exportWithProgress(out: string) {
  const progress: ExportProgress[] = [];
  const r = await exportBundle(env.matter, out, { traces: 'all', key: key(), now: new Date('2026-11-23T12:00:00Z'), onProgress: (p) => progress.push(p) });
  const drawn = progress.filter((p) => p.stage === 'crops').at(-1)?.done ?? 0;
  return { r, drawn, files: unzipBundle(readFileSync(out), out) };
}

describe('background crop drawing', () => {
  it('draws every crop an export needs, off the calling thread; the export then draws none, and its bytes equal a cold export', async () => {
    const warmer = createCropWarmer(env.matter, { delayMs: 0 });
    warmer.schedule(traces);
    await warmer.idle();
    const warmed = cropFiles().length;
    expect(warmed).toBeGreaterThan(20);
    const warm = await exportWithProgress(join(env.matter.dir, 'warm.zip'));
    expect(warm.drawn).toBe(0);
    expect(cropFiles()).toHaveLength(warmed);
    expect(verifyBundleFiles(warm.files).ok).toBe(true);

    rmSync(cropCacheDir(env.matter), { recursive: true });
    const cold = await exportWithProgress(join(env.matter.dir, 'cold.zip'));
    expect(cold.drawn).toBeGreaterThan(0);
    const crops = (files: Map<string, Uint8Array>) => [...files].filter(([name]) => name.startsWith('traces/')).map(([, b]) => JSON.parse(new TextDecoder().decode(b)).claims.map((c: { evidence: Array<{ crops?: unknown }> }) => c.evidence.map((e) => e.crops)));
    expect(crops(warm.files)).toEqual(crops(cold.files));
    expect(warm.files.get('report.html')).toEqual(cold.files.get('report.html'));
    await warmer.close();
    // Its work is fixed and large — 34 claims' crops drawn twice (warm, then cold) and two
    // signed exports: 146 s on 2 cores at load 13, over the suite's 120 s for a test.
  }, 300_000);

  it('an export holds it off: drawing in hand is aborted, the export runs alone, warming resumes after and finishes', async () => {
    const warmer = startWarming(0);
    // Let drawing start (the worker boots and draws its first PDF), then export.
    await sleep(300);
    let still = true;
    const r = await warmer.hold(async () => {
      // Held: nothing is drawn in the background, however long the export takes.
      const before = cropFiles();
      await sleep(1000);
      still = cropFiles().length === before.length;
      return exportWithProgress(join(env.matter.dir, 'held.zip'));
    });
    expect(still).toBe(true);
    expect(verifyBundleFiles(r.files).ok).toBe(true);
    await warmer.idle();
    await warmer.close();
    const again = await exportWithProgress(join(env.matter.dir, 'after.zip'));
    expect(again.drawn).toBe(0);
  });

  it('steps aside whenever the user acts: no drawing while calls keep coming, and all of it after a quiet spell', async () => {
    const warmer = startWarming(400);
    // A busy user: a call every 100 ms for 2 s. The quiet time never passes, so nothing is drawn.
    for (let i = 0; i < 20; i++) {
      warmer.touch();
      await sleep(100);
    }
    expect(cropFiles()).toHaveLength(0);
    // Activity in the middle of drawing stops it; what was finished stays, the rest follows.
    await sleep(900);
    warmer.touch();
    await warmer.idle();
    const warm = await exportWithProgress(join(env.matter.dir, 'touched.zip'));
    expect(warm.drawn).toBe(0);
    await warmer.close();
  });

  it('closing mid-drawing stops at once and leaves only whole crops; scheduling after close does nothing', async () => {
    const warmer = startWarming(0);
    await sleep(300);
    await warmer.close();
    warmer.schedule(traces);
    await warmer.idle();
    const dir = cropCacheDir(env.matter);
    const files = cacheEntries();
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const f of files) expect(readFileSync(join(dir, f)).subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('a crop cache that cannot be written costs only the redraw: crops are still returned', async () => {
    const blocked = join(env.matter.dir, 'not-a-folder');
    writeFileSync(blocked, 'x');
    const evidence = getClaims(env.matter.db, traces[0]!).flatMap((c) => c.evidence);
    const { requests } = cropRequestsFor(evidence, (doc) => sourcePath(env.matter, getDocument(env.matter.db, doc)!.sha256));
    const crops = await renderCrops(requests, { cacheDir: join(blocked, 'crops'), workers: 1 });
    expect(crops.size).toBe(requests.length);
  });
});
