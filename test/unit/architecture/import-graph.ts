import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The project's import graph, read from the source text: every static import and
 * re-export (type-only ones marked), dynamic `import()`, and `new URL('…', import.meta.url)`
 * (how workers and child processes are started). Paths are repo-relative with '/'.
 */
export type ImportEdge = { from: string; to: string; spec: string; typeOnly: boolean; line: number };
export type ImportGraph = { files: string[]; edges: ImportEdge[]; packages: ImportEdge[] };

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
// `import … from 'x'`, `export … from 'x'`, `import 'x'`: a statement at the start of a line.
const STATIC = /^[ \t]*(import|export)(\s+type)?\b([^;'"`]*?\bfrom\s*|\s*)(['"])([^'"\n]+)\4/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const WORKER_URL = /\bnew URL\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*,\s*import\.meta\.url\s*\)/g;

export function readImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const files = folders.flatMap((f) => walk(join(root, f))).map((f) => toRepo(root, f)).sort();
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  const packages: ImportEdge[] = [];
  for (const file of files) {
    const text = stripComments(readFileSync(join(root, file), 'utf8'));
    const found: Array<{ spec: string; typeOnly: boolean; index: number }> = [];
    for (const m of text.matchAll(STATIC)) {
      // `import type {…}` and `export type {…}` vanish at run time; `import { type A }` with only types does too.
      const typeOnly = Boolean(m[2]) || /^\s*\{\s*(type\s+\w+\s*(as\s+\w+\s*)?,?\s*)+\}\s*from\s*$/.test(m[3] ?? '');
      found.push({ spec: m[5]!, typeOnly, index: m.index });
    }
    for (const m of text.matchAll(DYNAMIC)) found.push({ spec: m[2]!, typeOnly: false, index: m.index });
    for (const m of text.matchAll(WORKER_URL)) found.push({ spec: m[2]!, typeOnly: false, index: m.index });
    for (const f of found) {
      const line = text.slice(0, f.index).split('\n').length;
      if (!f.spec.startsWith('.')) {
        packages.push({ from: file, to: packageName(f.spec), spec: f.spec, typeOnly: f.typeOnly, line });
        continue;
      }
      const target = resolveSpec(root, file, f.spec, known);
      if (target) edges.push({ from: file, to: target, spec: f.spec, typeOnly: f.typeOnly, line });
      // Stylesheets, JSON and folders are not modules of ours; anything else must resolve.
      else if (!f.spec.endsWith('/') && !existsSync(resolve(root, dirname(file), f.spec))) throw new Error(`${file}:${line} imports ${f.spec}, which does not resolve to a source file`);
    }
  }
  return { files, edges, packages };
}

/** Every import circle (strongly connected component of more than one file, or a file importing itself). */
export function importCircles(graph: Pick<ImportGraph, 'files' | 'edges'>): string[][] {
  const next = new Map<string, string[]>(graph.files.map((f) => [f, []]));
  for (const e of graph.edges) next.get(e.from)?.push(e.to);
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  for (const start of graph.files) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter); low.set(start, counter++); stack.push(start); onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const outs = next.get(top.node) ?? [];
      if (top.i < outs.length) {
        const w = outs[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter); low.set(w, counter++); stack.push(w); onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) { const parent = work[work.length - 1]!.node; low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!)); }
      if (low.get(top.node) === index.get(top.node)) {
        const scc: string[] = [];
        let w: string;
        do { w = stack.pop()!; onStack.delete(w); scc.push(w); } while (w !== top.node);
        if (scc.length > 1 || outs.includes(top.node)) circles.push(scc.sort());
      }
    }
  }
  return circles;
}

/** Files reachable from `entry` through imports that exist at run time (type-only ones are erased). */
export function runtimeClosure(graph: ImportGraph, entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>([entry]);
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const f = queue.shift()!;
    for (const e of graph.edges) if (e.from === f && !e.typeOnly && !files.has(e.to)) { files.add(e.to); queue.push(e.to); }
    for (const p of graph.packages) if (p.from === f && !p.typeOnly) packages.add(p.to);
  }
  return { files, packages };
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : walk(p);
    return SOURCE.test(name) && !name.endsWith('.d.mts') && !name.endsWith('.d.ts') ? [p] : [];
  });
}

function toRepo(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

function resolveSpec(root: string, from: string, spec: string, known: ReadonlySet<string>): string | null {
  const abs = toRepo(root, resolve(root, dirname(from), spec));
  const candidates = [abs, abs.replace(/\.js$/, '.ts'), abs.replace(/\.js$/, '.tsx'), abs.replace(/\.mjs$/, '.mts'), `${abs}.ts`, `${abs}.tsx`, `${abs}/index.ts`];
  return candidates.find((c) => known.has(c)) ?? null;
}

function packageName(spec: string): string {
  if (spec.startsWith('node:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Comments out, strings and line numbers kept (each comment character becomes a space, newlines stay). */
function stripComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === '\\') { out += text[i + 1] ?? ''; i += 2; continue; }
      if (c === quote) quote = null;
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') { out += ' '; i++; }
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
    i++;
  }
  return out;
}
