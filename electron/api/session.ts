import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MatterInfo } from '../../shared/api.js';
import { PinciteError } from '../../shared/errors.js';
import { ExtractPool } from '../pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../pipeline/ingest/extract/ocr.js';
import { ingestFiles, type IngestServices } from '../pipeline/ingest/ingest.js';
import { createCropWarmer, type CropWarmer } from '../audit/bundle/crop-warmer.js';
import { recheck } from '../audit/recheck.js';
import { listDocuments } from '../store/documents.js';
import { createKeyStore, type KeyStore } from '../settings/key-store.js';
import { defaultMatterDir } from '../store/matter-location.js';
import { matterCounts } from '../store/matter-counts.js';
import { openMatter, type Matter } from '../store/open.js';

/**
 * assets/samples beside the code: two folders up from the source (electron/api/), one up
 * from the Electron bundle (dist-electron/) — inside app.asar in a packaged app.
 */
export const SAMPLES_DIR = findUp(dirname(fileURLToPath(import.meta.url)), join('assets', 'samples', 'samples.json')) ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'samples');

function findUp(from: string, rel: string): string | null {
  for (let dir = from, i = 0; i < 4; i++, dir = dirname(dir)) {
    if (existsSync(join(dir, rel))) return dirname(join(dir, rel));
  }
  return null;
}
const SAMPLES_MARKER = '.samples-loaded';

const SamplesManifest = z.object({ documents: z.array(z.object({ file: z.string(), category: z.string() })) });

/**
 * Plain state: the open matter and the services around it. It knows nothing of the API;
 * whoever hosts it (the IPC registration, the loopback host, the core process, tests)
 * builds the handlers with `createHandlers(session)`.
 */
export type Session = {
  current(): Matter;
  info(): MatterInfo;
  /** Opens (or creates) a matter by name beside the current one. */
  open(name: string, create: boolean): MatterInfo;
  list(): Array<{ name: string; current: boolean }>;
  services(): IngestServices;
  /** Background drawing of report crops for the current matter's answers. */
  crops(): CropWarmer;
  /** Provider keys: encrypted on desktop, environment-only in browser mode. */
  keys: KeyStore;
  close(): Promise<void>;
};

export type SessionOptions = {
  /** The matter folder to open; the install's default matter when omitted. */
  matterDir?: string;
  /** Ingest the bundled sample contracts into a new, empty default matter. */
  samples?: boolean;
  /** Where model keys come from; browser mode's environment-only store when omitted. */
  keys?: KeyStore;
  /** Quiet time before background crop drawing starts (ms); tests shorten it. */
  cropDelayMs?: number;
};

/**
 * One open matter plus the services (extraction workers, OCR) every transport shares:
 * the Electron window, browser mode and tests all drive the same Session.
 */
export async function openSession(opts: SessionOptions = {}): Promise<Session> {
  // Every open re-checks stored bindings against the source copies: a changed source fails closed.
  const openChecked = (dir: string) => {
    const m = openMatter(dir);
    recheck(m);
    return m;
  };
  let matter = openChecked(opts.matterDir ?? defaultMatterDir());
  const warmerFor = (m: Matter) =>
    createCropWarmer(m, { delayMs: opts.cropDelayMs, onError: (err) => process.stderr.write(`pincite: background crop drawing stopped: ${(err as Error).message}\n`) });
  let warmer = warmerFor(matter);
  const root = dirname(matter.dir);
  let services: IngestServices | null = null;
  const getServices = () => (services ??= { pool: new ExtractPool(), ocr: new OcrEngine() });

  if (opts.samples) await loadSamples(matter, getServices());

  const info = (): MatterInfo => ({
    name: basename(matter.dir),
    dir: matter.dir,
    ...matterCounts(matter.db),
  });

  return {
    current: () => matter,
    info,
    open(name, create) {
      const dir = join(root, name);
      if (!create && !existsSync(join(dir, 'matter.sqlite'))) throw new PinciteError('NOT_FOUND', `There is no matter named "${name}". Create it first.`);
      const next = openChecked(dir);
      // Closing aborts the worker at once; its drawing ends off this thread.
      void warmer.close();
      matter.close();
      matter = next;
      warmer = warmerFor(matter);
      return info();
    },
    list() {
      const names = existsSync(root) ? readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'matter.sqlite'))).map((d) => d.name) : [];
      return names.sort().map((name) => ({ name, current: join(root, name) === matter.dir }));
    },
    services: getServices,
    crops: () => warmer,
    keys: opts.keys ?? createKeyStore(),
    async close() {
      await warmer.close();
      if (services) await Promise.all([services.pool.close(), services.ocr.close()]);
      matter.close();
    },
  };
}

/** First start: the sample contracts land once; deleting them later does not bring them back. */
export async function loadSamples(matter: Matter, services: IngestServices): Promise<void> {
  const marker = join(matter.dir, SAMPLES_MARKER);
  if (existsSync(marker) || listDocuments(matter.db).length > 0) return;
  const manifest = SamplesManifest.parse(JSON.parse(readFileSync(join(SAMPLES_DIR, 'samples.json'), 'utf8')));
  for (const d of manifest.documents) {
    const [outcome] = await ingestFiles(matter, [join(SAMPLES_DIR, d.file)], services, { category: d.category });
    if (outcome?.status === 'error') throw new PinciteError('INTERNAL', `The sample contract ${d.file} could not be ingested: ${outcome.error?.message}`);
  }
  writeFileSync(marker, new Date().toISOString());
}

/** Browser-mode uploads: bytes are written to a private folder of the matter, ingested, then removed. */
export async function ingestUploads(matter: Matter, services: IngestServices, files: ReadonlyArray<{ name: string; dataBase64: string }>, opts: Parameters<typeof ingestFiles>[3]) {
  const dir = join(matter.dir, 'incoming', `${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  try {
    const paths = files.map((f, i) => {
      // The name is only a label: any path in it is dropped.
      const safe = basename(f.name.replace(/\\/g, '/')).replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || `upload-${i}.pdf`;
      const path = join(dir, `${String(i).padStart(3, '0')}-${safe}`);
      writeFileSync(path, Buffer.from(f.dataBase64, 'base64'));
      return { path, safe };
    });
    const titles = new Map(paths.map((p) => [p.path, p.safe.replace(/\.pdf$/i, '')]));
    const outcomes = await ingestFiles(matter, paths.map((p) => p.path), services, { ...opts, recordOriginalPath: false, titleFor: (file) => titles.get(file) ?? basename(file) });
    return outcomes.map((o, i) => ({ ...o, file: paths[i]!.safe }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
