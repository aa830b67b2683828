import type { CallContext } from '../../providers/errors.js';
import { toModelError } from '../../providers/errors.js';

/**
 * Checks a provider's vectors before anything is stored: one per input, all of one
 * length (and the length already stored for this embedder), every number finite.
 * A violation is the provider's fault: MODEL_BAD_RESPONSE.
 */
export function checkVectors(ctx: CallContext, vectors: unknown, expected: number, dims: number | null): number[][] {
  const bad = (detail: string) => toModelError(ctx, { kind: 'bad-body', detail });
  if (!Array.isArray(vectors)) throw bad('no list of embeddings');
  if (vectors.length !== expected) throw bad(`${vectors.length} embeddings for ${expected} inputs`);
  const want = dims ?? (Array.isArray(vectors[0]) ? vectors[0].length : 0);
  if (want === 0) throw bad('an empty embedding');
  vectors.forEach((v: unknown, i) => {
    if (!Array.isArray(v)) throw bad(`embedding ${i} is not a list of numbers`);
    if (v.length !== want) throw bad(`embedding ${i} has ${v.length} dimensions, expected ${want}${dims !== null ? ' (the dimensions already stored for this model)' : ''}`);
    if (!v.every((x) => typeof x === 'number' && Number.isFinite(x))) throw bad(`embedding ${i} holds a value that is not a finite number`);
  });
  return vectors as number[][];
}

/** Unit length, so cosine similarity is a dot product. A zero vector stays zero (similar to nothing). */
export function unit(v: readonly number[]): Float32Array {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  const out = new Float32Array(v.length);
  if (norm > 0) for (let i = 0; i < v.length; i++) out[i] = v[i]! / norm;
  return out;
}

export type Scored = { index: number; score: number };

/**
 * The `n` rows of `matrix` (row-major, `dims` wide, unit rows) most similar to the unit
 * vector `q`, best first; ties go to the earlier row. A bounded insertion list keeps it
 * one pass over the matrix with no sort of every row.
 */
export function topCosine(matrix: Float32Array, dims: number, q: Float32Array, n: number): Scored[] {
  const rows = dims === 0 ? 0 : matrix.length / dims;
  const best: Scored[] = [];
  for (let r = 0; r < rows; r++) {
    let s = 0;
    const off = r * dims;
    for (let i = 0; i < dims; i++) s += matrix[off + i]! * q[i]!;
    if (best.length === n && s <= best[n - 1]!.score) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < s) at--;
    best.splice(at, 0, { index: r, score: s });
    if (best.length > n) best.pop();
  }
  return best;
}
