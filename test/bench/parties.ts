import { partyAliases, PARTIES_CHARS } from '../../electron/pipeline/text/party-aliases.js';
import { getDocumentOpening } from '../../electron/store/documents.js';
import { openMatter } from '../../electron/store/open.js';
import { ALL_CUAD, type QaRow } from '../helpers/corpus.js';
import { cachedMatter } from './clauses.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/**
 * The parties' names each contract's opening gives (party-aliases.ts), against the names CUAD's lawyers labelled "Parties".
 * A question names a party as a lawyer would ("Can Mitchell's Web Advance …?") where the clause says "Company": a party the
 * opening was not read for is a word the judge looks for in vain. Read from the text the app holds (the PDFs as ingested),
 * over the 30 dev and the 438 cuad-scale contracts, or one half of cuad-scale with --split.
 */
type Tally = { contracts: number; two: number; read: number; readLabelled: number; labels: number; labelsRead: number };

/** Case, quotes and runs of spaces or hyphens do not make a name another. */
const norm = (s: string) => s.toLowerCase().replace(/[\s-]+/g, ' ').replace(/[“”"ʺ]/g, '').trim();
const CORPORATE = /,?\s+(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|llp|lp|l\.p|plc|ag|gmbh|s\.a|n\.a|n\.v|b\.v|pty)\.?$/i;
function bare(s: string): string {
  let b = norm(s);
  while (CORPORATE.test(b)) b = b.replace(CORPORATE, '');
  return b.replace(/[.,]+$/, '');
}

/** A label that is a name, not a sentence about the parties ("… each a "Party" and together the "Parties""). */
const isName = (label: string) => !/\bpart(?:y|ies)\b/i.test(label) && label.split(/\s+/).length <= 8 && label.trim().length > 1;

function tally(dir: string, qa: readonly QaRow[], into: Tally): void {
  const labels = new Map<string, string[]>();
  for (const r of qa) if (r.category === 'Parties') labels.set(r.doc_id, [...(labels.get(r.doc_id) ?? []), ...r.answers.map((a) => a.text)]);
  const matter = openMatter(dir);
  try {
    const docs = matter.db.prepare('SELECT id, title FROM documents').all() as Array<{ id: string; title: string }>;
    for (const d of docs) {
      const said = labels.get(d.title);
      if (!said) continue;
      const groups = partyAliases(getDocumentOpening(matter.db, d.id, PARTIES_CHARS));
      const names = groups.flat();
      const hay = said.map(norm).join(' | ');
      into.contracts++;
      if (groups.length >= 2) into.two++;
      into.read += names.length;
      into.readLabelled += names.filter((n) => hay.includes(norm(n)) || hay.includes(bare(n))).length;
      const got = new Set(names.map(bare));
      const asNames = said.filter(isName);
      into.labels += asNames.length;
      into.labelsRead += asNames.filter((a) => got.has(bare(a.replace(/\(.*?\)/g, ' ').replace(/["“”ʺ]/g, ''))) || names.some((n) => norm(n) === norm(a))).length;
    }
  } finally {
    matter.close();
  }
}

const share = (metric: string, n: number, of: number): Row => ({ metric: `${metric} (${n}/${of})`, unit: 'share', value: of ? n / of : 0, reference: null, ratio: null, target: null });

export const partiesSection: Section = {
  name: 'parties',
  title: "The parties' names read from each contract's opening, against CUAD's Parties labels (issue 12: claims and questions that name a party)",
  async run(ctx: BenchContext): Promise<SectionResult> {
    const t: Tally = { contracts: 0, two: 0, read: 0, readLabelled: 0, labels: 0, labelsRead: 0 };
    if (!ctx.split) {
      const dev = await cachedMatter('cuad', ALL_CUAD.length, ctx.log);
      tally(dev.dir, dev.qa, t);
    }
    const scale = await cachedMatter('cuad-scale', ctx.files[0] ?? 438, ctx.log, ctx.split);
    tally(scale.dir, scale.qa, t);
    const rows = [
      share('contracts whose opening is read for two or more parties', t.two, t.contracts),
      share('names read that the lawyers labelled as a party', t.readLabelled, t.read),
      share("the lawyers' party names (a name, not a sentence) read", t.labelsRead, t.labels),
    ];
    return { rows, details: { ...t, split: ctx.split ?? 'all' } };
  },
};
