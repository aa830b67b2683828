import type { AuthorityStatus } from '../../../shared/response.js';
import { CourtListenerError, lookupCitations, type CourtListenerConfig, type LookupResult } from '../providers/courtlistener-client.js';
import type { ExtractedAuthority } from './extract.js';
import { escapeRegExp } from '../text/regexp-literal.js';

export type AuthorityMode = 'off' | 'matter' | 'courtlistener';

/** A matter document as the authority check reads it: its text and where each page starts. */
export type AuthoritySource = { doc: string; text: string; pages: ReadonlyArray<{ page: number; start: number; end: number }> };

export type CheckedAuthority = ExtractedAuthority & { status: AuthorityStatus; doc?: string; page?: number; detail?: string };

export type AuthorityCheck = { authorities: CheckedAuthority[]; lookup: { mode: AuthorityMode; note: string } };

/**
 * Gives each authority a status. `matter`: in_matter (a document of the matter contains
 * the citation; where) or not_in_matter. `courtlistener`: case citations are also looked
 * up (exists / name_mismatch / not_found); without a token or a connection the lookup is
 * off and the note says so — never a silent pass. `off`: every authority unchecked.
 * Short forms, supra and id take the status of the citation they refer to.
 */
export async function checkAuthorities(found: readonly ExtractedAuthority[], sources: readonly AuthoritySource[], mode: AuthorityMode, cl: CourtListenerConfig | null): Promise<AuthorityCheck> {
  if (mode === 'off') {
    return { authorities: found.map((a) => ({ ...a, status: 'unchecked', detail: 'Authority checking is off (--authorities off).' })), lookup: { mode, note: 'Authorities were not checked (--authorities off).' } };
  }
  const out: CheckedAuthority[] = found.map((a) => {
    const where = a.form === 'full' ? findInMatter(a, sources) : null;
    return where ? { ...a, status: 'in_matter', doc: where.doc, page: where.page } : { ...a, status: 'not_in_matter' };
  });
  let note = 'Authorities were checked against the documents of this matter only.';
  if (mode === 'courtlistener') {
    const cases = out.map((a, i) => ({ a, i })).filter(({ a }) => a.kind === 'case' && a.form === 'full' && a.reporter);
    if (!cl) {
      note = 'CourtListener lookup is off: no COURTLISTENER_TOKEN is set. Case citations were checked against this matter only.';
    } else if (cases.length === 0) {
      note = 'No case citations to look up on CourtListener.';
    } else {
      // One request, one citation per line; results map back by their offsets into this text.
      const lines: Array<{ i: number; start: number; end: number }> = [];
      let text = '';
      for (const { a, i } of cases) {
        const cite = `${a.reporter!.volume} ${a.reporter!.reporter} ${a.reporter!.page}`;
        lines.push({ i, start: text.length, end: text.length + cite.length });
        text += `${cite}\n`;
      }
      try {
        const results = await lookupCitations(text, cl);
        for (const line of lines) {
          const r = results.find((x) => x.start_index < line.end && x.end_index > line.start);
          Object.assign(out[line.i]!, lookupStatus(out[line.i]!, r));
        }
        note = `Case citations were looked up on CourtListener (${cases.length}); statutes and regulations were checked against this matter only.`;
      } catch (err) {
        const why = err instanceof CourtListenerError ? err.message : (err as Error).message;
        note = `CourtListener lookup failed, so it is off for this answer: ${why} Case citations were checked against this matter only.`;
      }
    }
  }
  // Short forms inherit from their antecedent (a short cite of a fabricated case is as fabricated).
  for (const a of out) {
    if (a.form === 'full') continue;
    const ante = a.antecedent !== undefined ? out[a.antecedent] : undefined;
    if (ante) {
      a.status = ante.status;
      if (ante.doc) a.doc = ante.doc;
      a.detail = `refers to ${ante.text}${ante.detail ? ` — ${ante.detail}` : ''}`;
    } else {
      a.status = 'unchecked';
      a.detail = 'A short form (id., supra, short cite) whose full citation is not in the answer: nothing to check it against.';
    }
  }
  return { authorities: out, lookup: { mode, note } };
}

function lookupStatus(a: CheckedAuthority, r: LookupResult | undefined): Partial<CheckedAuthority> {
  if (!r) return { status: 'unchecked', detail: 'CourtListener returned no result for this citation.' };
  if (r.status === 404) return { status: 'not_found', detail: `CourtListener has no case at ${r.normalized_citations[0] ?? r.citation}: likely fabricated.` };
  if (r.status === 200 || r.status === 300) {
    const names = r.clusters.map((c) => c.case_name).filter((n) => n !== '');
    if (names.length === 0) return { status: 'exists', detail: 'CourtListener knows this citation.' };
    const fits = names.some((n) => nameFits(a, n));
    return fits ? { status: 'exists', detail: `CourtListener: ${names[0]}` } : { status: 'name_mismatch', detail: `This reporter citation belongs to ${names.slice(0, 2).join(' / ')}, not to the case the answer names.` };
  }
  return { status: 'unchecked', detail: `CourtListener could not check it (status ${r.status}${r.error_message ? `: ${r.error_message}` : ''}).` };
}

const WEAK = new Set(['the', 'of', 'and', 'inc', 'co', 'corp', 'llc', 'ltd', 'company', 'corporation', 'united', 'states', 'state', 'people', 'city', 'county', 'in', 're', 'ex', 'rel', 'et', 'al', 'v', 'vs']);

/** The answer's party names fit the case on record when a distinctive word of either party is in its name. */
function nameFits(a: ExtractedAuthority, caseName: string): boolean {
  const have = new Set(words(caseName));
  const parties = [a.plaintiff, a.defendant].filter((p): p is string => !!p);
  if (parties.length === 0) return true;
  return parties.some((p) => words(p).filter((w) => !WEAK.has(w)).some((w) => have.has(w)));
}

function words(s: string): string[] {
  return s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
}

/** Where a document of the matter contains the citation (whitespace- and section-sign-tolerant). */
function findInMatter(a: ExtractedAuthority, sources: readonly AuthoritySource[]): { doc: string; page: number } | null {
  const re = citationPattern(a);
  if (!re) return null;
  for (const s of sources) {
    const m = re.exec(s.text);
    if (m) return { doc: s.doc, page: s.pages.find((p) => m.index >= p.start && m.index < p.end)?.page ?? 1 };
  }
  return null;
}

function citationPattern(a: ExtractedAuthority): RegExp | null {
  const esc = (s: string) => s.trim().split(/\s+/).map((w) => escapeRegExp(w).replace(/\\\./g, '\\.\\s*')).join('\\s*');
  if (a.reporter) return new RegExp(`\\b${esc(a.reporter.volume)}\\s+${esc(a.reporter.reporter)}\\s+${esc(a.reporter.page)}\\b`, 'i');
  if (a.law) return new RegExp(`\\b${esc(a.law.title)}\\s+${esc(a.law.code)}\\s*(?:§§?|sec(?:tion|\\.)?)?\\s*${esc(a.law.section)}\\b`, 'i');
  return null;
}
