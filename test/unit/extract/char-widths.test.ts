import { describe, expect, it } from 'vitest';
import { asFontModel, charWeights, charWidth, fitFontModel, type FontModel } from '../../../electron/pipeline/ingest/extract/char-widths.js';

const LINES = [
  'The Company shall pay the Contractor within thirty (30) days of receipt of an invoice.',
  'Neither party shall be liable for any failure or delay in performance.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
  'Section 4.2 Termination for Convenience',
  'minimum',
  'WWW.EXAMPLE.COM',
];

/** Runs as a font of model `m` would measure them (em widths), scaled and optionally justified. */
function measured(m: Exclude<FontModel, 'proportional'>, scale = 1, justify = 0): Array<{ str: string; emWidth: number }> {
  return LINES.map((str, i) => {
    let w = 0;
    for (const x of charWeights(str, m)) w += x;
    const spaces = str.split(' ').length - 1;
    return { str, emWidth: ((w / 1000) * scale) + (i % 2) * justify * spaces };
  });
}

describe('fitFontModel', () => {
  it('picks uniform for a monospaced face, whatever its cell width', () => {
    expect(fitFontModel(measured('uniform'))).toBe('uniform');
    expect(fitFontModel(measured('uniform', 0.92))).toBe('uniform');
  });
  it('tells Times-metric text from Helvetica-metric text, justified lines included', () => {
    expect(fitFontModel(measured('serif'))).toBe('serif');
    expect(fitFontModel(measured('serif', 1, 0.05))).toBe('serif');
    expect(fitFontModel(measured('sans'))).toBe('sans');
    expect(fitFontModel(measured('sans', 1.02, 0.05))).toBe('sans');
  });
  it('falls back on the family pdf.js reports when there is nothing to measure', () => {
    expect(fitFontModel([])).toBe('proportional');
    expect(fitFontModel([{ str: 'ab', emWidth: 1 }], 'monospace')).toBe('uniform');
    expect(fitFontModel([], 'sans-serif')).toBe('sans');
    expect(fitFontModel([], 'serif')).toBe('serif');
  });
});

describe('character widths', () => {
  it('follows the AFM metrics of each face, and averages them for the generic model', () => {
    expect(charWidth('m', 'serif')).toBe(778);
    expect(charWidth('m', 'sans')).toBe(833);
    expect(charWidth('m', 'proportional')).toBe((778 + 833) / 2);
    expect(charWidth('’', 'serif')).toBe(333);
  });
  it('gives accented letters their base letter’s width and unknown characters an average one', () => {
    expect(charWidth('é', 'serif')).toBe(charWidth('e', 'serif'));
    expect(charWidth('Ж', 'sans')).toBe(600);
  });
  it('weighs every character of a monospaced run alike', () => {
    expect(new Set(charWeights('Wil.', 'uniform')).size).toBe(1);
  });
  it('reads stored model names back, unknown ones as the generic model', () => {
    expect(asFontModel('serif')).toBe('serif');
    expect(asFontModel('uniform')).toBe('uniform');
    expect(asFontModel('bogus')).toBe('proportional');
  });
});
