import { partsNote, type PinciteResponse } from '../../shared/response.js';
import { ask } from '../pipeline/ask/ask.js';
import { configurePipeline, type PipelineChoice } from '../pipeline/ask/configure.js';
import type { Matter } from '../store/open.js';
import { retrievalFallback } from '../store/traces.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export async function runAsk(open: OpenMatter, args: PipelineChoice & { question: string; docs?: string | undefined; json: boolean }, io: CliIo): Promise<number> {
  if (args.question.trim() === '') throw new UsageError('ask needs a question: pincite ask "<question>" [--generator G] [--judge J] [--policy P]');
  const deps = await configurePipeline(args);
  io.err(`pincite: asking with ${deps.generator.id}, judged by ${deps.judge.id}, policy ${deps.policy.id}@${deps.policy.version}${deps.retriever ? `, retriever ${deps.retriever.spec}` : ''}\n`);
  const matter = open();
  const docs = args.docs?.split(',').map((d) => d.trim()).filter(Boolean);
  if (args.docs !== undefined && (!docs || docs.length === 0)) throw new UsageError('--doc needs one or more document ids, separated by commas (see `pincite documents`).');
  const response = await ask(matter, args.question, deps, docs ? { docs } : {});
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

/** Human form: the answer, each claim with its document, state, responsiveness and footnotes, then the summary. */
export function formatResponse(r: PinciteResponse): string {
  const lines = [`trace ${r.trace}  status ${r.status}  policy ${r.policy.id}@${r.policy.version}`];
  if (r.scope) {
    const s = r.scope;
    if (s.mode === 'per_document') lines.push(`answered per document: ${s.answered.length} of ${s.documents.length} documents answer${s.basis === 'unnamed_small_matter' ? ' (the question names no agreement, so each was asked)' : ''}`);
    else if (s.documents.length === 1) lines.push(`about: ${s.documents[0]!.title}`);
    if (s.mode === 'per_document' && s.unanswered.length > 0) lines.push(`no answer in: ${s.unanswered.slice(0, 12).map((d) => d.title).join('; ')}${s.unanswered.length > 12 ? ` … and ${s.unanswered.length - 12} more` : ''}`);
  }
  if (r.rejection) lines.push(`rejected: ${r.rejection.code}${r.rejection.anchors.length ? ` (${r.rejection.anchors.join(', ')})` : ''} — ${r.rejection.detail}`);
  if (r.insufficient) lines.push(`insufficient evidence: ${r.insufficient.reason}${r.insufficient.missing.length ? `\n  what would resolve it: ${r.insufficient.missing.join(', ')}` : ''}`);
  const off = r.responsiveness?.not_responsive ?? 0;
  if (off > 0) lines.push(`${off} of ${r.claims.length} claims do not answer the question (shown below, not part of the answer)`);
  const parts = partsNote(r);
  if (parts) lines.push(parts);
  if (r.answer && r.status === 'answered') lines.push('', r.answer.value);
  r.claims.forEach((c, i) => {
    const about = c.about ? `  — ${c.about.title}${c.about.section ? `, ${c.about.section.number}${c.about.section.heading ? ` ${c.about.section.heading}` : ''}` : ''}` : '';
    const resp = c.responsiveness && c.responsiveness.value !== 'responsive' ? `  [${c.responsiveness.value.replace('_', ' ')}: ${c.responsiveness.detail}]` : '';
    lines.push('', `[${i + 1}] ${MARK[c.state]} ${c.state} (trust ${c.trustScore})${c.reasons.length ? `  ${c.reasons.join(', ')}` : ''}${about}${resp}`, `    ${c.text}`);
    for (const e of c.evidence) {
      lines.push(`    ↳ ${e.anchor} p.${e.page ?? '?'} ${e.match ?? 'unbound'}${e.offsets ? ` [${e.offsets[0]}, ${e.offsets[1]})` : ''}${e.reason ? ` ${e.reason}` : ''}`);
    }
    for (const co of c.carveOuts ?? []) {
      lines.push(`    ⚠ carve-out "${co.phrase}"${co.outside ? ` (${co.outside === 'next' ? 'in a later sentence of the provision' : `${co.outside} the quoted words`})` : ''}${co.section ? ` → ${co.section.number}${co.section.heading ? ` ${co.section.heading}` : ''} p.${co.page ?? '?'}` : ''}${co.omitted ? ' (the claim leaves it out)' : ''}`);
    }
  });
  const s = r.summary;
  lines.push('', `supported ${s.supported} · inferred ${s.inferred} · unverified ${s.unverified} · contradicted ${s.contradicted} · excluded ${s.excluded}`);
  return lines.join('\n');
}
