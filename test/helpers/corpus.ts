import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The shared corpus of real contracts lives beside the checkout (../shared/corpus).
 * PINCITE_CORPUS overrides it. Tests fail, never skip, when it is missing.
 */
export const CORPUS = resolve(process.env.PINCITE_CORPUS ?? join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus'));

export function corpusPath(...parts: string[]): string {
  const p = join(CORPUS, ...parts);
  if (!existsSync(p)) throw new Error(`Corpus file missing: ${p}. Set PINCITE_CORPUS to the shared corpus folder.`);
  return p;
}

export const cuadPdf = (n: number) => corpusPath('cuad', 'pdf', `cuad-dev-${String(n).padStart(2, '0')}.pdf`);
export const cuadTxt = (n: number) => corpusPath('cuad', 'txt', `cuad-dev-${String(n).padStart(2, '0')}.txt`);
export const ALL_CUAD = Array.from({ length: 30 }, (_, i) => i);

export type QaRow = {
  doc_id: string;
  qa_id: string;
  category: string;
  question: string;
  is_impossible: boolean;
  answers: Array<{ text: string; start: number; end: number }>;
};

export function loadQa(): QaRow[] {
  return readFileSync(corpusPath('cuad', 'qa.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as QaRow);
}

/** A fresh temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = 'pincite-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
