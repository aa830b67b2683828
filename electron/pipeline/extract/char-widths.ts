/**
 * Relative advance widths of characters, used to place a character range *inside* a
 * pdf.js text run (runs are words or whole lines; we only know each run's total
 * width). The run's total is exact, so errors here only shift interior boundaries,
 * by a fraction of a glyph. Two models; `fitFontModel` picks, per font, whichever
 * explains that font's runs better.
 */
export type FontModel = 'proportional' | 'uniform';

const NARROW = new Set([...'iljI.,:;!|\'`’‘ı']);
const SEMI = new Set([...'frt()[]{}-/\\"“”*']);
const WIDE_LOWER = new Set([...'mw']);
const WIDE_UPPER = new Set([...'MW%@']);

/** Width of one character in thousandths of an em, for a typical proportional face. */
export function proportionalWidth(ch: string): number {
  if (ch === ' ' || ch === '\u00a0') return 250;
  if (NARROW.has(ch)) return 278;
  if (SEMI.has(ch)) return 333;
  if (WIDE_LOWER.has(ch)) return 750;
  if (WIDE_UPPER.has(ch)) return 900;
  if (ch >= '0' && ch <= '9') return 500;
  if (ch >= 'A' && ch <= 'Z') return 680;
  if (ch >= 'a' && ch <= 'z') return 500;
  return 560;
}

export function charWeights(str: string, model: FontModel): number[] {
  const out = new Array<number>(str.length);
  for (let i = 0; i < str.length; i++) out[i] = model === 'uniform' ? 1 : proportionalWidth(str[i]!);
  return out;
}

/**
 * Chooses the model whose predicted run widths best match the observed ones.
 * `runs` are (text, observed width / font size) for one font.
 */
export function fitFontModel(runs: ReadonlyArray<{ str: string; emWidth: number }>): FontModel {
  let errUniform = 0;
  let errProp = 0;
  const usable = runs.filter((r) => r.str.trim().length >= 3 && r.emWidth > 0);
  if (usable.length === 0) return 'proportional';
  // Scale each model to the font by least squares, then compare relative residuals.
  let suu = 0, suw = 0, spp = 0, spw = 0;
  for (const r of usable) {
    const u = r.str.length;
    const p = sum(charWeights(r.str, 'proportional')) / 1000;
    suu += u * u; suw += u * r.emWidth; spp += p * p; spw += p * r.emWidth;
  }
  const ku = suw / suu;
  const kp = spw / spp;
  for (const r of usable) {
    errUniform += ((ku * r.str.length - r.emWidth) / r.emWidth) ** 2;
    errProp += ((kp * sum(charWeights(r.str, 'proportional')) / 1000 - r.emWidth) / r.emWidth) ** 2;
  }
  return errUniform < errProp * 0.5 ? 'uniform' : 'proportional';
}

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
