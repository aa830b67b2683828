import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCropWarmer } from '../../electron/audit/bundle/crop-warmer.js';
import { cropCacheDir } from '../../electron/audit/bundle/crops.js';
import { exportBundle } from '../../electron/audit/bundle/export.js';
import { loadSigningKey } from '../../electron/audit/bundle/sign.js';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle, zipBundle } from '../../electron/audit/bundle/zip.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { ALL_CUAD, cuadPdf } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { median } from './machine.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/** Issue M4's target: export + verify of a 1,000-claim bundle. */
const MAX_SECONDS = 5;
const CLAIMS = 1000;
const CLAIMS_PER_ANSWER = 20;

/**
 * 1,000 claims through the real pipeline: replayed answers (verified with the lexical
 * judge) citing real anchors spread over all 30 CUAD contracts, each quoting the first
 * words of its anchor — so every claim binds, and its crop comes from a real page.
 */
async function populate(matter: Matter, docIds: readonly string[]): Promise<number> {
  const deps = await configurePipeline({});
  const perDoc = docIds.map((d) => listAnchors(matter.db, d).filter((a) => a.text.trim().split(/\s+/).length >= 10));
  const claims: Array<{ text: string; citations: Array<{ anchor: string; quote: string }> }> = [];
  for (let i = 0; claims.length < CLAIMS; i++) {
    const list = perDoc[i % perDoc.length]!;
    const a = list[Math.floor(i / perDoc.length) * 7 % list.length]!;
    const quote = a.text.trim().split(/\s+/).slice(0, 10).join(' ');
    claims.push({ text: `The contract provides: ${quote}`, citations: [{ anchor: a.id, quote }] });
  }
  let traces = 0;
  for (let i = 0; i < claims.length; i += CLAIMS_PER_ANSWER) {
    await verifyAnswer(matter, JSON.stringify({ kind: 'answer', value: 'Benchmark answer', confidence: 0.9, claims: claims.slice(i, i + CLAIMS_PER_ANSWER) }), null, deps);
    traces++;
  }
  return traces;
}

async function timeExport(matter: Matter, out: string, key: ReturnType<typeof loadSigningKey>) {
  const t0 = performance.now();
  const r = await exportBundle(matter, out, { traces: 'all', key });
  const exportS = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const report = verifyBundleFiles(unzipBundle(readFileSync(out), out));
  const verifyS = (performance.now() - t1) / 1000;
  if (!report.ok) throw new Error(`the benchmark bundle does not verify: ${JSON.stringify(report.failures.slice(0, 5))}`);
  return { exportS, verifyS, bytes: r.bytes, summary: r.summary, spans: report.summary.spans };
}

/**
 * The reference, the floor under any export + verify of these bytes: hash every file,
 * zip them, unzip them, hash them again — with the very same zip code, nothing else.
 */
function reference(out: string): number {
  const files = unzipBundle(readFileSync(out), out);
  const t0 = performance.now();
  for (const d of files.values()) createHash('sha256').update(d).digest('hex');
  const zip = zipBundle(files, new Date());
  for (const d of unzipBundle(zip, 'reference').values()) createHash('sha256').update(d).digest('hex');
  return (performance.now() - t0) / 1000;
}

export const bundleSection: Section = {
  name: 'bundle',
  title: `M4 audit bundle — ${CLAIMS} claims over the ${ALL_CUAD.length} CUAD contracts`,
  async run(ctx: BenchContext): Promise<SectionResult> {
    const dir = mkdtempSync(join(tmpdir(), 'pincite-bench-bundle-'));
    const matter = openMatter(join(dir, 'matter'));
    try {
      ctx.log('bundle: ingesting the 30 CUAD contracts');
      const outcomes = await ingest(matter, ALL_CUAD.map(cuadPdf));
      if (outcomes.some((o) => o.status !== 'ok')) throw new Error(`ingest failed: ${JSON.stringify(outcomes.filter((o) => o.status !== 'ok'))}`);
      ctx.log(`bundle: verifying ${CLAIMS} replayed claims`);
      const traces = await populate(matter, outcomes.map((o) => o.id!));
      const key = loadSigningKey(join(dir, 'home'));
      const cold: Array<Awaited<ReturnType<typeof timeExport>>> = [];
      const warm: Array<Awaited<ReturnType<typeof timeExport>>> = [];
      const warming: number[] = [];
      const refs: number[] = [];
      const traceIds = (matter.db.prepare('SELECT id FROM traces ORDER BY created_at, id').all() as Array<{ id: string }>).map((r) => r.id);
      for (let i = 0; i < ctx.repeat; i++) {
        // The app's path: each recorded answer's crops are drawn in the background (one
        // worker thread), so the export reads them from the cache.
        rmSync(cropCacheDir(matter), { recursive: true, force: true });
        ctx.log(`bundle: background crop drawing for ${traceIds.length} answers (${i + 1}/${ctx.repeat})`);
        const warmer = createCropWarmer(matter, { delayMs: 0 });
        const t0 = performance.now();
        warmer.schedule(traceIds);
        await warmer.idle();
        warming.push((performance.now() - t0) / 1000);
        await warmer.close();
        ctx.log(`bundle: export + verify after background drawing (${i + 1}/${ctx.repeat})`);
        warm.push(await timeExport(matter, join(dir, `warm-${i}.zip`), key));
        refs.push(reference(join(dir, `warm-${i}.zip`)));
        // Nothing drawn beforehand (the CLI's `export` right after `ask`): the export draws every crop.
        rmSync(cropCacheDir(matter), { recursive: true, force: true });
        ctx.log(`bundle: export + verify drawing every crop itself (${i + 1}/${ctx.repeat})`);
        cold.push(await timeExport(matter, join(dir, `cold-${i}.zip`), key));
      }
      const ref = median(refs);
      const coldTotal = median(cold.map((c) => c.exportS + c.verifyS));
      const warmTotal = median(warm.map((c) => c.exportS + c.verifyS));
      const verifyS = median(warm.map((c) => c.verifyS));
      const s = warm[0]!.summary;
      const rows: Row[] = [
        {
          metric: `export + verify, ${s.claims} claims, ${s.sources} sources, ${s.crops} crops drawn in the background after the answers (the app's path)`,
          unit: 's', value: warmTotal, reference: { value: ref, label: 'sha256 + zip + unzip + sha256 of the same files' }, ratio: ref / warmTotal,
          target: { on: 'value', op: '<', bound: MAX_SECONDS },
        },
        { metric: `background drawing of those crops (one worker thread, off the export path)`, unit: 's', value: median(warming), reference: null, ratio: null, target: null },
        {
          metric: `export + verify drawing all ${s.crops} crops itself (nothing drawn before: CLI export right after ask)`,
          unit: 's', value: coldTotal, reference: { value: ref, label: 'sha256 + zip + unzip + sha256 of the same files' }, ratio: ref / coldTotal, target: null,
        },
        { metric: 'verify alone (unzip, hashes, signature, chain, every quote)', unit: 's', value: verifyS, reference: null, ratio: null, target: null },
        { metric: 'bundle size', unit: 'MB', value: warm[0]!.bytes / 1048576, reference: null, ratio: null, target: null },
      ];
      return { rows, details: { traces, cold, warm, warmingS: warming, reference: refs } };
    } finally {
      matter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
