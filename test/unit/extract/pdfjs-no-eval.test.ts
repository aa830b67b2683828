import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * pdf.js must never compile code from a file (CVE-2024-4367 was a /FontMatrix pasted
 * into glyph code run by `new Function`). Checked three ways: every place Pincite opens
 * a PDF passes `isEvalSupported: false`; the pdf.js bundles each context loads contain
 * no code generation from strings; and (hostile-input.test.ts) the exploit's shape runs
 * through extraction and OCR rendering with code generation disabled in V8.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [p] : [];
  });
}

describe('pdf.js runs without eval in every context', () => {
  it('every pdf.js document Pincite opens gets isEvalSupported: false', () => {
    const files = [...sources(join(ROOT, 'electron')), ...sources(join(ROOT, 'renderer', 'src'))];
    const opens: string[] = [];
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      // Main-process extraction and OCR rendering: pdfjs.getDocument({...}).
      if (/pdfjs\.getDocument\(/.test(text)) {
        opens.push(f);
        expect(text, f).toMatch(/const NO_EVAL[^=]*=\s*\{\s*isEvalSupported:\s*false\s*\}/);
        expect(text, f).toMatch(/getDocument\(\{\s*\.\.\.NO_EVAL,/);
      }
      // The renderer: every react-pdf <Document> takes the one options object.
      for (const m of text.matchAll(/<Document\s[^>]*>/g)) {
        opens.push(f);
        expect(m[0], f).toContain('options={PDF_OPTIONS}');
      }
    }
    expect(opens.length).toBeGreaterThanOrEqual(2);
    const options = /PDF_OPTIONS = \{([\s\S]*?)\n\} as const;/.exec(readFileSync(join(ROOT, 'renderer', 'src', 'pdf', 'setup.ts'), 'utf8'))?.[1];
    expect(options).toMatch(/^\s*isEvalSupported: false,$/m);
  });

  it.each([
    ['extraction and OCR workers (Node, legacy build)', 'legacy/build/pdf.mjs'],
    ['the extraction worker side of pdf.js (Node)', 'legacy/build/pdf.worker.mjs'],
    ['the renderer (react-pdf, modern build)', 'build/pdf.mjs'],
    ["the renderer's pdf.js worker", 'build/pdf.worker.min.mjs'],
  ])('the bundle for %s generates no code from strings', (_ctx, file) => {
    const text = readFileSync(join(PDFJS, file), 'utf8');
    expect(text.match(/\bnew Function\s*\(/g) ?? [], file).toEqual([]);
    expect(text.match(/(?<![\w$.])eval\s*\(/g) ?? [], file).toEqual([]);
    // core-js's globalThis fallback, `Function('return this')()`, is the one call of the
    // Function constructor left; it only runs where globalThis is missing (never here).
    const calls = text.match(/(?<![\w$.])Function\s*\([^)]*\)/g) ?? [];
    expect(calls.filter((c) => c !== "Function('return this')"), file).toEqual([]);
  });
});
