/**
 * Relative advance widths of characters, used to place a character range *inside* a
 * pdf.js text run (runs are words or whole lines; we only know each run's total
 * width). The run's total is exact, so errors here only shift interior boundaries.
 *
 * Models: the advance widths of the two faces nearly every contract is set in or
 * metrically cloned from — Times (`serif`) and Helvetica/Arial (`sans`), from the
 * standard-14 AFM metrics — plus `uniform` for monospaced faces and `proportional`, the
 * mean of the two faces, when nothing better is known. `fitFontModel` picks, per font,
 * the model that explains that font's runs best. Measured on the 30 CUAD contracts
 * against poppler's glyph-exact word boxes (test/integration/boxes-poppler.test.ts):
 * a word boundary inside a run lands ~0.3 pt off on average, where a fixed
 * five-class table was ~1 pt off.
 */
export { FONT_MODELS, asFontModel, type FontModel } from '../../../store/records.js';
import type { FontModel } from '../../../store/records.js';

const ASCII = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
// Thousandths of an em, in ASCII order from the space: Times-Roman and Helvetica AFM widths.
const TIMES = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500,
  500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722,
  556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500,
  500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
];
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Punctuation contracts use beyond ASCII: [char, Times, Helvetica]. */
const EXTRA: ReadonlyArray<readonly [string, number, number]> = [
  ['\u00a0', 250, 278], ['\u2018', 333, 222], ['\u2019', 333, 222], ['\u201c', 444, 333], ['\u201d', 444, 333],
  ['\u2013', 500, 556], ['\u2014', 1000, 1000], ['\u2022', 350, 350], ['\u00a7', 500, 556], ['\u00b6', 453, 537],
  ['\u00a9', 760, 737], ['\u00ae', 760, 737], ['\u2122', 980, 1000], ['\u2026', 1000, 1000], ['\u00b0', 400, 400],
  ['\u20ac', 500, 556], ['\u00a3', 500, 556], ['\u00bd', 750, 834], ['\u00bc', 750, 834], ['\u00be', 750, 834],
];

const SERIF = new Map<string, number>();
const SANS = new Map<string, number>();
[...ASCII].forEach((ch, i) => {
  SERIF.set(ch, TIMES[i]!);
  SANS.set(ch, HELVETICA[i]!);
});
for (const [ch, t, h] of EXTRA) {
  SERIF.set(ch, t);
  SANS.set(ch, h);
}

/** Width of one character in thousandths of an em under a proportional model. */
export function charWidth(ch: string, model: Exclude<FontModel, 'uniform'>): number {
  if (model === 'proportional') return (charWidth(ch, 'serif') + charWidth(ch, 'sans')) / 2;
  const table = model === 'serif' ? SERIF : SANS;
  const known = table.get(ch);
  if (known !== undefined) return known;
  // Accented Latin letters take their base letter's width (é → e); others an average glyph.
  const base = ch.normalize('NFD')[0];
  if (base !== undefined && base !== ch) {
    const b = table.get(base);
    if (b !== undefined) return b;
  }
  if (/\s/.test(ch)) return table.get(' ')!;
  return model === 'serif' ? 556 : 600;
}

/** Courier's advance: monospaced faces put every character in the same cell. */
const MONO = 600;

export function charWeights(str: string, model: FontModel): number[] {
  const out = new Array<number>(str.length);
  for (let i = 0; i < str.length; i++) out[i] = model === 'uniform' ? MONO : charWidth(str[i]!, model);
  return out;
}

/** Models tried per font. */
const CANDIDATES: readonly FontModel[] = ['serif', 'sans', 'uniform'];

/**
 * Chooses the model that best explains one font's runs: (text, observed width / font
 * size) pairs. A font metrically compatible with a model (Times New Roman with Times,
 * Arial with Helvetica, a monospace face with a 600-unit cell) has runs ≈ 1.0× as wide
 * as the model predicts; justification only ever adds a few per cent, so the *median*
 * ratio is the sign to read. It is sharper than the run-to-run residual, which on CUAD
 * prefers Helvetica's flatter widths for Times text; the residual still breaks ties and
 * picks out monospace faces whatever their cell width. `family` (pdf.js's "serif",
 * "sans-serif", "monospace") decides only when there is no run to measure.
 */
export function fitFontModel(runs: ReadonlyArray<{ str: string; emWidth: number }>, family = ''): FontModel {
  const usable = runs.filter((r) => r.str.trim().length >= 3 && r.emWidth > 0);
  if (usable.length === 0) return family === 'monospace' ? 'uniform' : family === 'sans-serif' ? 'sans' : family === 'serif' ? 'serif' : 'proportional';
  let best: FontModel = 'proportional';
  let bestScore = Infinity;
  for (const model of CANDIDATES) {
    const { ratio, rms } = fit(usable, model);
    const score = Math.abs(Math.log(ratio)) + 0.5 * rms;
    if (score < bestScore) {
      best = model;
      bestScore = score;
    }
  }
  return best;
}

/** Median observed/predicted width ratio of a model, and its relative rms residual once scaled by least squares. */
function fit(runs: ReadonlyArray<{ str: string; emWidth: number }>, model: FontModel): { ratio: number; rms: number } {
  const predicted = runs.map((r) => sum(charWeights(r.str, model)) / 1000);
  const ratios = runs.map((r, i) => r.emWidth / predicted[i]!).sort((a, b) => a - b);
  let spp = 0;
  let spw = 0;
  runs.forEach((r, i) => {
    spp += predicted[i]! * predicted[i]!;
    spw += predicted[i]! * r.emWidth;
  });
  const scale = spw / spp;
  let err = 0;
  runs.forEach((r, i) => {
    err += ((scale * predicted[i]! - r.emWidth) / r.emWidth) ** 2;
  });
  return { ratio: ratios[ratios.length >> 1]!, rms: Math.sqrt(err / runs.length) };
}

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
