import { search } from '../pipeline/search.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export function runSearch(open: OpenMatter, args: { query: string | undefined; k: string | undefined; json: boolean }, io: CliIo): number {
  if (!args.query || args.query.trim() === '') throw new UsageError('search needs a query: pincite search "<query>" [--k N]');
  const k = args.k === undefined ? 10 : Number(args.k);
  if (!Number.isInteger(k) || k < 1 || k > 1000) throw new UsageError('--k must be a whole number from 1 to 1000');
  const hits = search(open().db, args.query, k).map(({ anchor, doc, title, page, pages, score, text, rank, retriever }) => ({ anchor, doc, title, page, pages, score, text, rank, retriever }));
  printResult(io, args.json, { hits }, () =>
    hits.length === 0 ? 'no matches' : hits.map((h) => `${h.rank}. ${h.anchor}  p.${h.pages[0]}${h.pages[1] !== h.pages[0] ? `–${h.pages[1]}` : ''}  ${h.score.toFixed(2)}  ${h.title}\n   ${h.text.slice(0, 160).replace(/\s+/g, ' ')}…`).join('\n'),
  );
  return 0;
}
