import type { EyeciteCitation } from '@beshkenadze/eyecite';

export type AuthorityKind = 'case' | 'statute' | 'regulation' | 'other';

/** One legal authority as written in the answer, by the Free Law Project's parser (eyecite, TypeScript port). */
export type ExtractedAuthority = {
  text: string;
  kind: AuthorityKind;
  form: 'full' | 'short' | 'supra' | 'id';
  /** The citation's characters in the text (the whole "Name v. Name, 1 U.S. 1 (1999)" for full case citations). */
  span: [number, number];
  /** For case citations: volume, reporter, page — what a citation lookup takes. */
  reporter?: { volume: string; reporter: string; page: string };
  /** Party names as written, for name-mismatch checks. */
  plaintiff?: string;
  defendant?: string;
  /** For statutes and regulations: title/chapter, code, section. */
  law?: { title: string; code: string; section: string };
  /** Index of the full citation a short form, supra or id refers to. */
  antecedent?: number;
};

let eyecite: typeof import('@beshkenadze/eyecite') | null = null;

/** Loads the parser once (its reporter tables are ~3 MB; only `verify` needs them). */
export async function loadCitationParser(): Promise<(text: string) => ExtractedAuthority[]> {
  eyecite ??= await import('@beshkenadze/eyecite');
  const parse = eyecite.getCitations;
  return (text) => extractAuthorities(text, parse);
}

export function extractAuthorities(text: string, getCitations: (t: string) => EyeciteCitation[]): ExtractedAuthority[] {
  const out: ExtractedAuthority[] = [];
  for (const c of getCitations(text)) {
    const type = c.constructor.name.replace(/\d+$/, '');
    const g = c.groups ?? {};
    const m = c.metadata ?? {};
    const full = trimSpan(text, c.fullSpan());
    const core = trimSpan(text, c.span());
    if (type === 'FullCaseCitation' && g.volume && g.reporter && g.page) {
      out.push({
        text: text.slice(full.start, full.end), kind: 'case', form: 'full', span: [full.start, full.end],
        reporter: { volume: g.volume, reporter: g.reporter, page: g.page },
        ...(m.plaintiff ? { plaintiff: m.plaintiff } : {}), ...(m.defendant ? { defendant: m.defendant } : {}),
      });
    } else if (type === 'ShortCaseCitation' && g.volume && g.reporter) {
      const ante = lastIndex(out, (a) => a.form === 'full' && a.reporter?.volume === g.volume && a.reporter?.reporter === g.reporter);
      out.push({ text: text.slice(core.start, core.end), kind: 'case', form: 'short', span: [core.start, core.end], ...(ante >= 0 ? { antecedent: ante } : {}) });
    } else if (type === 'SupraCitation') {
      const guess = (m.antecedentGuess ?? '').toLowerCase();
      const ante = lastIndex(out, (a) => a.form === 'full' && a.kind === 'case' && guess !== '' && ((a.plaintiff ?? '').toLowerCase().includes(guess) || (a.defendant ?? '').toLowerCase().includes(guess)));
      out.push({ text: text.slice(full.start, full.end), kind: 'case', form: 'supra', span: [full.start, full.end], ...(ante >= 0 ? { antecedent: ante } : {}) });
    } else if (type === 'IdCitation') {
      const ante = lastIndex(out, (a) => a.form === 'full');
      const kind = ante >= 0 ? out[ante]!.kind : 'other';
      out.push({ text: text.slice(core.start, core.end), kind, form: 'id', span: [core.start, core.end], ...(ante >= 0 ? { antecedent: ante } : {}) });
    } else if (type === 'FullLawCitation' && g.reporter && g.section) {
      const code = g.reporter;
      const title = g.title ?? g.chapter ?? '';
      out.push({ text: text.slice(core.start, core.end), kind: /C\.\s?F\.\s?R\.|Reg\./i.test(code) ? 'regulation' : 'statute', form: 'full', span: [core.start, core.end], law: { title, code, section: g.section } });
    } else if (type === 'FullJournalCitation') {
      out.push({ text: text.slice(full.start, full.end), kind: 'other', form: 'full', span: [full.start, full.end] });
    }
    // UnknownCitation (a bare "§") names nothing that can be checked: not an authority.
  }
  return out;
}

/** eyecite's full spans may start at the space before a case name. */
function trimSpan(text: string, sp: { start: number; end: number }): { start: number; end: number } {
  let { start, end } = sp;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

function lastIndex<T>(xs: readonly T[], pred: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i]!)) return i;
  return -1;
}
