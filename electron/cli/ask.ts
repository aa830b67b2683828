import type { PinciteResponse } from '../../shared/response.js';
import { ask } from '../pipeline/ask/ask.js';
import { configurePipeline, type PipelineChoice } from '../pipeline/ask/configure.js';
import type { Matter } from '../store/open.js';
import { retrievalFallback } from '../store/traces.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export async function runAsk(open: OpenMatter, args: PipelineChoice & { question: string; json: boolean }, io: CliIo): Promise<number> {
  if (args.question.trim() === '') throw new UsageError('ask needs a question: pincite ask "<question>" [--generator G] [--judge J] [--policy P]');
  const deps = await configurePipeline(args);
  io.err(`pincite: asking with ${deps.generator.id}, judged by ${deps.judge.id}, policy ${deps.policy.id}@${deps.policy.version}${deps.retriever ? `, retriever ${deps.retriever.spec}` : ''}\n`);
  const matter = open();
  const response = await ask(matter, args.question, deps);
  warnFallback(matter, response.trace, io);
  printResult(io, args.json, response, () => formatResponse(response));
  return 0;
}

/** A hybrid retriever that fell back to BM25 is recorded in the trace and said on stderr: never silent. */
function warnFallback(matter: Matter, trace: string, io: CliIo): void {
  const f = retrievalFallback(matter.db, trace);
  if (f) io.err(`pincite: ${f.requested} failed (${f.code}: ${f.message}); this question was retrieved with BM25 alone (recorded in trace ${trace})\n`);
}

const MARK: Record<string, string> = { supported: '✓', inferred: '~', unverified: '?', contradicted: '✗', excluded: '–' };

/** Human form: the answer, each claim with its state and footnotes, then the summary. */
export function formatResponse(r: PinciteResponse): string {
  const lines = [`trace ${r.trace}  status ${r.status}  policy ${r.policy.id}@${r.policy.version}`];
  if (r.rejection) lines.push(`rejected: ${r.rejection.code}${r.rejection.anchors.length ? ` (${r.rejection.anchors.join(', ')})` : ''} — ${r.rejection.detail}`);
  if (r.insufficient) lines.push(`insufficient evidence: ${r.insufficient.reason}${r.insufficient.missing.length ? `\n  missing: ${r.insufficient.missing.join(', ')}` : ''}`);
  if (r.answer && r.status === 'answered') lines.push('', r.answer.value);
  r.claims.forEach((c, i) => {
    lines.push('', `[${i + 1}] ${MARK[c.state]} ${c.state} (trust ${c.trustScore})${c.reasons.length ? `  ${c.reasons.join(', ')}` : ''}`, `    ${c.text}`);
    for (const e of c.evidence) {
      lines.push(`    ↳ ${e.anchor} p.${e.page ?? '?'} ${e.match ?? 'unbound'}${e.offsets ? ` [${e.offsets[0]}, ${e.offsets[1]})` : ''}${e.reason ? ` ${e.reason}` : ''}`);
    }
  });
  const s = r.summary;
  lines.push('', `supported ${s.supported} · inferred ${s.inferred} · unverified ${s.unverified} · contradicted ${s.contradicted} · excluded ${s.excluded}`);
  return lines.join('\n');
}
