import { describe, expect, it } from 'vitest';
import { dispatch, type Handlers } from '../../../electron/api/dispatch.js';
import { METHODS } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';

const calls: unknown[] = [];
const handlers = Object.fromEntries(
  METHODS.map((m) => [m, (input: unknown) => { calls.push([m, input]); if (m === 'documents:setCategory') throw new PinciteError('NOT_FOUND', 'No document x.'); return { documents: [] }; }]),
) as unknown as Handlers;
const emit = () => undefined;

describe('dispatch: the one entry every transport uses', () => {
  it('validates input against the contract before the handler runs, applying defaults', async () => {
    calls.length = 0;
    expect(await dispatch(handlers, 'search:query', { query: '  governing law ' }, emit)).toEqual({ ok: true, result: { documents: [] } });
    expect(calls).toEqual([['search:query', { query: 'governing law', k: 10 }]]);
  });
  it.each([
    ['unknown method', 'documents:delete', {}],
    ['prototype key as method', '__proto__', {}],
    ['wrong type', 'search:query', { query: 42 }],
    ['extra field', 'search:query', { query: 'x', sql: 'DROP TABLE documents' }],
    ['out of range', 'search:query', { query: 'x', k: 10_000 }],
    ['empty paths', 'documents:ingest', { paths: [] }],
  ])('refuses %s with a typed error and never calls a handler', async (_n, method, input) => {
    calls.length = 0;
    const r = await dispatch(handlers, method, input, emit);
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(calls).toEqual([]);
  });
  it('turns a thrown PinciteError into {ok:false,error}', async () => {
    expect(await dispatch(handlers, 'documents:setCategory', { id: 'x', category: null }, emit)).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'No document x.' } });
  });
});
