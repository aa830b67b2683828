import { describe, expect, it, vi } from 'vitest';

/**
 * The trainer (test/bench/train-clause-model.ts) imports the schema and the concepts from clause-model.ts to write the next
 * model: importing it must not read the committed file, which may be of the previous format (session 52 had to bump the
 * old file's version by hand before the first retraining). The file is read, and checked, on first use.
 */
describe('clause model loading', () => {
  it('imports without reading the weights, and refuses a file of another format on first use', async () => {
    vi.resetModules();
    vi.doMock('../../../electron/pipeline/text/clause-model.json', () => ({ default: { version: 2, features: 'clause-features@1', trainedOn: 'old', categories: {} } }));
    const m = await import('../../../electron/pipeline/text/clause-model.js');
    expect(m.ClauseModelSchema.safeParse({ version: 3, features: 'clause-features@1', trainedOn: 'x', categories: {} }).success).toBe(true);
    // Version 3 gives every category its own sure bar (session 54): a category without one is of the old format.
    const category = { category: 'Governing Law', bias: 0, threshold: 0.7, weights: {} };
    expect(m.ClauseModelSchema.safeParse({ version: 3, features: 'clause-features@1', trainedOn: 'x', categories: { governing_law: category } }).success).toBe(false);
    expect(m.ClauseModelSchema.safeParse({ version: 3, features: 'clause-features@1', trainedOn: 'x', categories: { governing_law: { ...category, sure: 0.48 } } }).success).toBe(true);
    expect(m.lengthScale(4)).toBe(0.5);
    expect(() => m.clauseModelKnows('governing_law')).toThrow(/version/);
    vi.doUnmock('../../../electron/pipeline/text/clause-model.json');
    vi.resetModules();
  });
});
