import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, readImportGraph, runtimeClosure, type ImportGraph } from './import-graph.js';
import { ELECTRON_ALLOWED, layerOf, MODEL_SDKS } from './layers.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const FOLDERS = ['shared', 'electron', 'renderer/src'];

/** Every import that breaks ARCHITECTURE §3, as readable lines. */
function violations(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const e of graph.edges) {
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    if (!from || !to) out.push(`${e.from}:${e.line} → ${e.to}: outside every layer`);
    else if (!from.may.includes(to.name)) out.push(`${e.from}:${e.line} (${from.name}) imports ${e.to} (${to.name}), a layer above or beside it`);
  }
  for (const p of graph.packages) {
    if (p.to === 'electron' && !ELECTRON_ALLOWED.test(p.from)) out.push(`${p.from}:${p.line} imports electron: only main.ts, preload.ts and shell/ may`);
  }
  return out;
}

describe('the layers point one way (ARCHITECTURE §3)', () => {
  const graph = readImportGraph(ROOT, FOLDERS);

  it('reads the whole code base', () => {
    // A reader that silently found nothing would pass every rule below.
    expect(graph.files.length).toBeGreaterThan(150);
    expect(graph.edges.length).toBeGreaterThan(500);
    expect(graph.files).toContain('electron/pipeline/ask/ask.ts');
  });

  it('no import points up, and only the shell loads electron', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('no import circle, type-only imports included', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('a review decision loads no model SDK', () => {
    for (const entry of ['electron/pipeline/review/decide.ts', 'electron/pipeline/review/rebind.ts', 'electron/audit/recheck.ts']) {
      const { files, packages } = runtimeClosure(graph, entry);
      expect(files.size, entry).toBeGreaterThan(3);
      expect([...packages].filter((p) => MODEL_SDKS.includes(p)), entry).toEqual([]);
      expect([...files].filter((f) => /\/(providers|generation|judging)\//.test(f)), entry).toEqual([]);
    }
  });

  it('asking a question does load them (so the check above can see an SDK)', () => {
    const { packages } = runtimeClosure(graph, 'electron/pipeline/ask/configure.ts');
    for (const sdk of MODEL_SDKS) expect(packages).toContain(sdk);
  });
});

describe('the checker itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pincite-layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('shared/a.ts', "export const a = 1;\n");
  write('electron/store/s.ts', "import { a } from '../../shared/a.js';\n// import { p } from '../pipeline/p.js';\nexport const s = a;\n");
  write('electron/pipeline/p.ts', "import type { s } from '../store/s.js';\nimport {\n  q,\n} from '../audit/q.js';\nexport const p = q;\n");
  write('electron/audit/q.ts', "import { p } from '../pipeline/p.js';\nimport { app } from 'electron';\nexport const q = p;\nconst w = new URL('./w.ts', import.meta.url);\n");
  write('electron/audit/w.ts', "export {};\n");
  write('renderer/src/r.tsx', "import { s } from '../../electron/store/s.js';\nexport default s;\n");
  const g = readImportGraph(dir, FOLDERS);

  it('finds an upward import across lines, an electron import and a renderer reaching into electron/, but not a commented one', () => {
    expect(violations(g)).toEqual([
      'electron/pipeline/p.ts:2 (pipeline) imports electron/audit/q.ts (audit), a layer above or beside it',
      'renderer/src/r.tsx:1 (renderer) imports electron/store/s.ts (store), a layer above or beside it',
      'electron/audit/q.ts:2 imports electron: only main.ts, preload.ts and shell/ may',
    ]);
  });

  it('finds a circle, and follows worker URLs', () => {
    expect(importCircles(g)).toEqual([['electron/audit/q.ts', 'electron/pipeline/p.ts']]);
    expect(g.edges.some((e) => e.from === 'electron/audit/q.ts' && e.to === 'electron/audit/w.ts')).toBe(true);
  });

  it('knows a type-only import is erased at run time', () => {
    expect(g.edges.find((e) => e.from === 'electron/pipeline/p.ts' && e.to === 'electron/store/s.ts')?.typeOnly).toBe(true);
    expect(runtimeClosure(g, 'electron/pipeline/p.ts').files.has('electron/store/s.ts')).toBe(false);
  });
});
