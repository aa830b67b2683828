import { previousLabel, ROMANS } from './list-labels.js';

/** Bump when the parsing changes: stored maps of an older builder are rebuilt. */
export const SECTION_BUILDER = 'sections-v9';

export type SectionKind = 'exhibit' | 'article' | 'section' | 'clause' | 'subclause';

/**
 * One section of a document: its number as the document writes it ("12.2", "IV",
 * "5.2(a)", "Exhibit B"), its heading when it has one ("Governing Law; Venue"), and the
 * character range in the canonical text it covers (its own line up to the next
 * section of the same or a higher level).
 */
export type Section = {
  number: string;
  heading: string | null;
  kind: SectionKind;
  level: number;
  start: number;
  end: number;
  /** Index of the enclosing section in the map, or null at the top. */
  parent: number | null;
};

type Opening = { kind: SectionKind; level: number; number: string; rest: string; key: string };

const ROMAN = /^(?=[IVXLC]+$)M*(C[MD]|D?C{0,3})(X[CL]|L?X{0,3})(I[XV]|V?I{0,3})$/;

/** "5 BENEFITS": a whole number, a gap of a few spaces, a heading with no figure that is not a month's. */
const BARE_NUMBER_HEADING = /^\d{1,3}[ \t]{1,10}(?!(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)\b)[^\d\n]+$/;

/** Recognises the line that opens a section; `rest` is what follows the number. */
function opening(line: string): Opening | null {
  const t = line.replace(/^[ \t]+/, '');
  // "EXHIBIT 10.6" at the top of an EDGAR filing labels the filing, not a part of the contract;
  // "Exhibit A and to modify…" is a wrapped sentence, not a heading.
  let m = /^(EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)\s+([A-Z]|\d{1,2})(?![.\d])\b[:\-–—]?\s*(.*)$/.exec(t);
  if (m && (m[3]!.trim() === '' || isTitle(m[3]!.replace(/[.:]$/, '').slice(0, 60))))
    return { kind: 'exhibit', level: 0, number: `${cap(m[1]!)} ${m[2]}`, rest: m[3]!, key: `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}` };
  // "ARTICLE – 11", "ARTICLE – 16A" (cuad-scale-088): a dash may stand before the number, a letter after it.
  m = /^(?:ARTICLE|Article)\s+(?:[-–—]\s*)?([IVXLC]+|\d{1,2}[A-Z]?)\b[.:\-–—]?\s*(.*)$/.exec(t);
  if (m && (/^\d/.test(m[1]!) || ROMAN.test(m[1]!))) return { kind: 'article', level: 1, number: m[1]!, rest: m[2]!, key: `article ${m[1]!.toLowerCase()}` };
  m = PART.exec(t);
  if (m && isCapitals(m[2]!)) return { kind: 'section', level: 1, number: m[1]!, rest: m[2]!, key: m[1]!.toLowerCase() };
  m = /^(?:SECTION|Section|Sec\.|§)\s*([A-Z]?\d{1,3}(?:\.\d{1,3}){0,3}|[A-Z]\.\d{1,2})\.?(?=\s|$)\s*(.*)$/.exec(t);
  if (m && startsLikeText(m[2]!)) return numbered(m[1]!, m[2]!, 'section');
  m = /^(\d{1,3}(?:\.\d{1,3}){0,3})\.?(?=\s)\s+(\S.*)$/.exec(t);
  // A whole number without its point opens a section only before a heading in capitals that ends the line: "5 BENEFITS",
  // "11 NOTICE" (cuad-scale-374, whose "1." to "4." have points and "5" on none: every later paragraph was cited "§ 5.4(h)").
  // Not a page's number before its running head (a wide gap), a date ("1 OCTOBER 2019") or a table's row ("3 NUMBER OF
  // DELIVERY POINTS: 1").
  if (m && (m[1]!.includes('.') || /^\d{1,3}\.\s/.test(t) || (BARE_NUMBER_HEADING.test(t) && isCapitals(m[2]!.trimEnd()))) && startsLikeText(m[2]!)) return numbered(m[1]!, m[2]!, 'section');
  // "2.TERM, EXTENSION AND RENEWAL:" — a heading in capitals the PDF's text runs into its number (cuad-dev-00: without it,
  // every clause of §§ 2–13 was cited as a clause of § 1).
  m = /^(\d{1,3})\.(\p{Lu}{2}[\p{Lu}\s,;:&'’()-]*)$/u.exec(t.trimEnd());
  if (m && isCapitals(m[2]!)) return numbered(m[1]!, m[2]!, 'section');
  m = /^(?:\(([a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|([a-z]|[ivx]{1,5})[.)])\s+(\S.*)$/.exec(t);
  if (m) {
    const label = (m[1] ?? m[2])!;
    const roman = /^[ivx]+$/.test(label) && label !== 'i' && label !== 'v' && label !== 'x';
    return { kind: roman ? 'subclause' : 'clause', level: roman ? 6 : 5, number: label, rest: m[3]!, key: label };
  }
  return null;
}

/**
 * A part of the contract lettered or numbered in capitals, with a heading in capitals: "G.   INDEMNIFICATION",
 * "IV. TERM AND TERMINATION". Its numbered paragraphs ("1.", "2.") restart in each part.
 */
const PART_OPENING = String.raw`([A-Z]|[IVX]{1,5})\.\s+(\S.*)$`;
const PART = new RegExp(`^${PART_OPENING}`);
/** Every line that may open a part, indented or not. */
const PART_LINES = new RegExp(`^[ \\t]*${PART_OPENING}`, 'gm');
/**
 * A part's heading ends on its line: a blank line or the part's first words follow ("G. INDEMNIFICATION" + blank line +
 * "The respective parties …"), not more capitals (cuad-dev-08's "B. WITH RESPECT TO ANY CLAIMS, … NOT FINALLY" +
 * "RESOLVED THROUGH MEDIATION, …" is § 19's second paragraph, written in capitals).
 */
const headingEnds = (text: string, lineEnd: number): boolean => !CAPITALS_GO_ON.test(text.slice(lineEnd, lineEnd + 200));
/** The next line goes on in capitals, and is not the part's first paragraph ("A. INDEMNITY." under "VIII. OTHER MATERIAL TERMS"). */
const CAPITALS_GO_ON = /^\n[ \t]*(?!(?:[A-Z]|[IVX]{1,5}|\d{1,3})[.)]\s)[^\s\d(\p{Ll}][^\p{Ll}\n]*(?:\n|$)/u;
/** A table of contents' entry ends on its page number: "Engagement.. 5", "Operator Default 6", "Term ........ 12". */
const TOC_ENTRY = /(?:\s*\.{2,}\s*|\.?\s+)\d{1,3}\s*$/;
/** A table of contents' line: "APPOINTMENT AND FRANCHISE FEE. . . . . . .1". */
const DOT_LEADER = /(?:\.\s?){3,}/;
const isCapitals = (rest: string): boolean => !/\p{Ll}/u.test(rest) && !DOT_LEADER.test(rest) && isTitle(rest.replace(/[.:]$/, '')) && /\p{Lu}{2}/u.test(rest);

/** A section's first words start with a capital, a quote or a bracket ("5.4 will be…" is a wrapped line). */
function startsLikeText(rest: string): boolean {
  return rest.trim() === '' || /^["“(\[\p{Lu}]/u.test(rest.trim());
}

function numbered(num: string, rest: string, kind: 'section'): Opening {
  const n = num.replace(/\.0$/, '');
  return { kind, level: 2 + (n.match(/\./g)?.length ?? 0), number: n, rest, key: n.toLowerCase() };
}

const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();

/**
 * The heading a section's opening line gives it: a short title before the first full
 * stop ("Governing Law; Venue. This Agreement…" → "Governing Law; Venue"), or the whole
 * line when it is a title in capitals ("EXCLUSIVITY, TERM AND RIGHT OF FIRST REFUSAL").
 * Prose ("Solicit within the State of Nevada, receive…") has no heading.
 */
export function headingOf(rest: string): string | null {
  const r = rest.trim();
  if (!r) return null;
  const title = /^([A-Z][^.]{1,80}?)\.(?:\s|$)/.exec(r);
  if (title && isTitle(title[1]!)) return title[1]!.trim();
  // A line that ends in a comma or a semicolon goes on; one in capitals may end in a colon ("2.TERM, EXTENSION AND RENEWAL:").
  if (r.length <= 100 && !/[.;,]$/.test(r) && (!r.endsWith(':') || isCapitals(r)) && isTitle(r)) return r.replace(/[.:]$/, '').trim();
  return null;
}

// One string, split: a list of quoted words would put `from", "…` in the bundle, which the builder-config test reads as an import.
const MINOR = new Set('a an and as at by for in of on or the to with upon under from its all no not this'.split(' '));

/** Title Case or CAPITALS: every word that is not a minor one starts with a capital. */
function isTitle(s: string): boolean {
  const words = s.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length === 0 || words.length > 12) return false;
  return words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && MINOR.has(w.toLowerCase())));
}

/**
 * Whether a numbered opening continues the numbering seen so far (guards against wrapped lines that start with a number).
 * `restart`: a part or article opened since `last`, so "1." may begin the numbering again; without one, "1." after "12.02"
 * is the first item of a list inside § 12.02 (cuad-dev-08's transfer conditions "1." to "10."), which, taken for § 1 to
 * § 10, made every later section — 12.03, 13, 14.01 … — look out of sequence and be cited "§ 10".
 */
function continuesNumbering(n: string, last: string | null, restart = true): boolean {
  const parts = n.split('.').map(Number);
  if (parts.some((p) => !Number.isFinite(p))) return /^[A-Z]\.\d+$|^[A-Z]\d+/.test(n);
  if (last === null) return parts[0]! <= 3 || parts.length > 1;
  // The first section of an article just opened ("ARTICLE I" then "Section 1.01"), whatever came before it.
  if (restart && parts.length > 1 && parts.slice(1).every((p) => p <= 1)) return true;
  const prev = last.split('.').map(Number);
  // One skipped number is tolerated (a heading line lost to a page break).
  if (parts.length === 1) return (parts[0] === 1 && (restart || prev.length === 1)) || parts[0] === prev[0]! + 1 || parts[0] === prev[0]! + 2;
  // "5.2" after "5", "5.1" or "5.1.3"; "6.1" after "5.4"; "6.0" normalised to "6" already.
  const sameMajor = parts[0] === prev[0];
  const nextMajor = parts[0] === prev[0]! + 1;
  if (sameMajor && parts.length > prev.length) return parts[parts.length - 1]! <= 1 && parts.slice(0, prev.length).every((p, i) => p === prev[i]);
  if (sameMajor && parts.length === prev.length) return parts.slice(0, -1).every((p, i) => p === prev[i]) && parts[parts.length - 1] === prev[prev.length - 1]! + 1;
  if (sameMajor) return parts[parts.length - 1] === prev[parts.length - 1]! + 1 && parts.slice(0, -1).every((p, i) => p === prev[i]);
  return nextMajor && parts.slice(1).every((p) => p <= 1);
}

/** A line that names an attachment by its label: "SCHEDULE I – OEM Technology", "EXHIBIT A1 – Patent Assignment Agreement". */
const ATTACHMENT_LINE = /^[ \t]*(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)\s+(?:[A-Z]\d{0,2}|\d{1,2}(?:\.\d{1,2})?|[IVX]{1,4})(?:\s*[-–—:.]|\s*$)/;

/** Whether the lines just before and after [start, end) end in a page number too: a run of a table of contents' entries. */
function besideTocEntries(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 300), start).split('\n').map((l) => l.trim()).filter(Boolean).pop();
  const after = text.slice(end, end + 300).split('\n').map((l) => l.trim()).find(Boolean);
  return before !== undefined && after !== undefined && TOC_ENTRY.test(before) && TOC_ENTRY.test(after);
}

/** The testimonium that opens a signature block: "IN WITNESS WHEREOF, the parties have caused this Agreement to be executed …". */
const TESTIMONIUM = /^[ \t]*IN\s+WITNESS\s+WHERE(?:OF|FORE)\b/i;

/** Whether the line at [start, end) has another attachment's line just before or after it (blank lines and a page's furniture aside). */
function inAttachmentList(text: string, start: number, end: number): boolean {
  const near = (lines: string[]) => lines.map((l) => l.trim()).filter((l) => l !== '' && !/^(?:[ivx]+|\d{1,3}|Source:.*)$/i.test(l)).slice(0, 1);
  const before = near(text.slice(Math.max(0, start - 400), start).split('\n').reverse());
  const after = near(text.slice(end, end + 400).split('\n'));
  return [...before, ...after].some((l) => ATTACHMENT_LINE.test(l));
}

/**
 * A copy of a string cut from the document's text that does not keep the text alive: V8 keeps a slice as a view of the
 * string it was cut from, so a map built from a text held every document's text for as long as the map was cached (467
 * contracts' maps rebuilt in one table run: 43 MB of heap, and a peak of 801 MB RSS against the 800 MB target).
 */
function detached(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/**
 * Builds a document's section map from its canonical text: numbered sections ("12.2",
 * "Section 12", "§ 21", "6.0"), articles ("ARTICLE IV"), lettered and roman subclauses
 * ("(a)", "b)", "c.", "(iii)") inside a numbered section, and exhibits, schedules and
 * annexes. A numbered line that breaks the numbering (a wrapped line starting "2019.")
 * or a letter out of sequence is text, not a section. Pure and deterministic.
 */
export function buildSectionMap(text: string): Section[] {
  const out: Section[] = [];
  const stack: number[] = [];
  let lastNumber: string | null = null;
  /** Whether a part or article opened since `lastNumber` (see continuesNumbering). */
  let restart = true;
  // Parts need company: a lone "A. SMITH" line is a name, not part A. The part before or after it must open a part too.
  const parts = new Set([...text.matchAll(PART_LINES)].filter((m) => isCapitals(m[2]!) && headingEnds(text, m.index + m[0].length)).map((m) => m[1]!));
  let lastPart: string | null = null;
  let partKind: 'letter' | 'roman' | null = null;
  const lastLetter = new Map<number | null, string>();
  let lineStart = 0;
  let line = '';
  let prevLineEnd = '';
  let afterBlank = true;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    line = text.slice(lineStart, lineEnd);
    // "IN WITNESS WHEREOF" ends the contract's body: the signature block and an unnumbered schedule after it belong to no
    // section (sections-v7: cuad-dev-26's License Reselling Schedule was cited "§ 13.10 NO DISPARAGEMENT", and its "PORTAL
    // SALES: MediaNet shall remit all sums … within 30 days" answered "How long does the non-disparagement obligation last?").
    if (TESTIMONIUM.test(line)) while (stack.length > 0) out[stack.pop()!]!.end = lineStart;
    const o = line.trim().length > 0 ? opening(line) : null;
    if (o && accept(o)) {
      if (o.kind === 'section' && o.level === 1) lastPart = o.number;
      while (stack.length > 0 && out[stack[stack.length - 1]!]!.level >= o.level) out[stack.pop()!]!.end = lineStart;
      const parent = stack.length > 0 ? stack[stack.length - 1]! : null;
      const number = o.kind === 'clause' || o.kind === 'subclause' ? `${parent !== null ? out[parent]!.number : ''}(${o.number})` : o.number;
      const start = lineStart + (line.length - line.replace(/^[ \t]+/, '').length);
      const heading = o.kind === 'subclause' ? null : headingOf(o.rest);
      out.push({ number: detached(number), heading: heading === null ? null : detached(heading), kind: o.kind, level: o.level, start, end: text.length, parent });
      stack.push(out.length - 1);
      if (o.kind === 'section' && o.level > 1) {
        lastNumber = o.number;
        restart = false;
      }
      if (o.kind === 'exhibit') {
        lastNumber = lastPart = null;
        partKind = null;
      }
      if (o.kind === 'clause' || o.kind === 'subclause') lastLetter.set(parent, o.key);
    }
    if (line.trim()) prevLineEnd = line.trim().slice(-1);
    afterBlank = !line.trim();
    lineStart = lineEnd + 1;
  }
  for (const i of stack) out[i]!.end = trimEnd(text, out[i]!.end);
  for (const s of out) s.end = Math.max(s.start, trimEnd(text, s.end));
  return out;

  function accept(o: Opening): boolean {
    // "EXHIBIT C" above the title, with nothing before it but a "[LOGO]", labels the filing the contract was attached to,
    // not a part of it: cuad-dev-08's "§ 19" was cited "Exhibit C, § 19".
    if (o.kind === 'exhibit' && out.length === 0 && !/\p{L}{2}/u.test(text.slice(0, lineStart).replace(/\[[^\]\n]*\]/g, ''))) return false;
    // "SCHEDULE H – Technology Assets" / "SCHEDULE I – OEM Technology" one under another: a list of the schedules (cuad-dev-10's,
    // after its contents; every later section was cited "Schedule I, § …").
    if (o.kind === 'exhibit' && inAttachmentList(text, lineStart, lineStart + line.length)) return false;
    if (o.kind === 'exhibit' || o.kind === 'article') return (restart = true);
    // A table of contents' entry ("2.1 Engagement.. 5", "3.3 Operator Default 6") names a section; the section is later.
    // So is one whose neighbours also end in a page number, title or not ("Section 9.02. Termination prior to the Distribution
    // 13", cuad-dev-10).
    if (o.kind === 'section' && TOC_ENTRY.test(o.rest) && (isTitle(o.rest.replace(TOC_ENTRY, '')) || besideTocEntries(text, lineStart, lineStart + line.length))) return false;
    if (o.level === 1) return acceptPart(o) && (restart = true);
    if (o.kind === 'section') return continuesNumbering(o.number, lastNumber, restart) || restartsNumbering(o) || confirmedByNext(o.number);
    // A lettered clause needs a numbered section to belong to and must follow its predecessor.
    const parent = stack.length > 0 ? stack.filter((i) => out[i]!.level < o.level).pop() ?? null : null;
    if (parent === null) return false;
    const seen = lastLetter.get(parent);
    // "i", "v", "x" are letters after "h", "u", "w" and roman numerals otherwise.
    if (o.kind === 'clause' && /^[ivx]$/.test(o.key) && seen !== previousLabel(o.key)) {
      o.kind = 'subclause';
      o.level = 6;
      return accept(o);
    }
    const prev = previousLabel(o.key, o.kind === 'subclause');
    // The first of a list ("(a)", "(i)", "(1)") may start anywhere a sentence can end.
    if (prev === null || prev === '0') return /[:;.,]$|^$/.test(prevLineEnd) || /^[A-Z]/.test(o.rest);
    return seen === prev;
  }

  /**
   * "1." after "22.3" with no part between: the body after a table of contents ("1. DEFINITIONS", or "1." then "1.1"),
   * not the first item of a list inside the last section ("1. The transferee shall …" then "2. …").
   */
  function restartsNumbering(o: Opening): boolean {
    if (o.number !== '1') return false;
    if (headingOf(o.rest) !== null) return true;
    const next = nextNumbered();
    return next !== null && next.includes('.') && continuesNumbering(next, '1', false);
  }

  /** The numbers of the lines ahead that open numbered sections, within a few pages. */
  function numberedAhead(): string[] {
    return text
      .slice(lineStart + line.length + 1, lineStart + line.length + 1 + 6000)
      .split('\n')
      .flatMap((l) => {
        const next = l.trim() ? opening(l) : null;
        return next?.kind === 'section' && next.level > 1 ? [next.number] : [];
      });
  }
  function nextNumbered(): string | null {
    return numberedAhead()[0] ?? null;
  }

  /**
   * A numbering that skips ahead ("22.2" after "21.1": cuad-dev-14 has no 22.1) is taken up again when the next numbered
   * opening follows it ("22.3"): without that, 22.2 to 22.11 were all cited "§ 21.1". Only a step forward within the next
   * major number is so confirmed, never a wrapped line's "2019." or a step back.
   */
  function confirmedByNext(n: string): boolean {
    const parts = n.split('.').map(Number);
    const prev = lastNumber?.split('.').map(Number);
    if (!prev || parts.length < 2 || parts.some((p) => !Number.isFinite(p))) return false;
    const forward = parts[0] === prev[0]! + 1 || (parts[0] === prev[0] && parts.length === prev.length && parts[parts.length - 1]! > prev[prev.length - 1]!);
    if (!forward || parts[parts.length - 1]! > 9) return false;
    const ahead = numberedAhead();
    // …and the numbering it left does not go on after it: "11.1.1.3" under 10.1.1, with 10.1.2 to follow, is a typo
    // (cuad-dev-25), not the start of § 11.
    return ahead.length > 0 && continuesNumbering(ahead[0]!, n, false) && !ahead.some((a) => continuesNumbering(a, lastNumber, false) && !continuesNumbering(a, n, false));
  }

  /**
   * "A." then "B." (one lost to a page break is tolerated), or "I." then "II."; "I." after "H." is a letter, and inside
   * roman parts a lettered heading is a paragraph's. A series starts again at "A." or "I.". A part's line follows a
   * blank line or a finished sentence: "B. DESCRIPTION OF DESIGNATED AREA" under "A. OWNER AGREEMENT" is a list of
   * exhibits (cuad-scale-200).
   */
  function acceptPart(o: Opening): boolean {
    if (!(afterBlank || /^$|[.:;]$/.test(prevLineEnd)) || !headingEnds(text, lineStart + line.length)) return false;
    const n = o.number;
    const letter = /^[A-Z]$/.test(n) && [-1, 1].some((d) => parts.has(String.fromCharCode(n.charCodeAt(0) + d)));
    const ri = ROMANS.indexOf(n.toLowerCase());
    const roman = ri >= 0 && [ROMANS[ri - 1], ROMANS[ri + 1]].some((r) => r !== undefined && parts.has(r.toUpperCase()));
    // "A. OWNER AGREEMENT" + "B. DESCRIPTION OF DESIGNATED AREA" on the next line is a list of exhibits, not part A.
    const from = lineStart + line.length + 1;
    const nl = text.indexOf('\n', from);
    const next = PART.exec(text.slice(from, nl < 0 ? text.length : nl).trim())?.[1];
    if (next && (next.charCodeAt(0) === n.charCodeAt(0) + 1 || (ri >= 0 && next === ROMANS[ri + 1]?.toUpperCase()))) return false;
    const series = (kind: 'letter' | 'roman') => ((partKind = kind), true);
    if (partKind === 'letter' && letter && [1, 2].includes(n.charCodeAt(0) - lastPart!.charCodeAt(0))) return series('letter');
    if (partKind === 'roman' && roman && [ROMANS[ri - 1], ROMANS[ri - 2]].includes(lastPart!.toLowerCase())) return series('roman');
    if (letter && partKind !== 'roman' && (n === 'A' || partKind === null)) return series('letter');
    return roman && (n === 'I' || partKind === null) && series('roman');
  }
}

function trimEnd(text: string, end: number): number {
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return end;
}

/** "§ 12.2", "Section 12.2(a)", "12.2", "Article IV", "Exhibit B" → the key a map lookup compares. */
export function sectionKey(ref: string): string {
  return ref
    .trim()
    .replace(/^(?:§+|sections?|sec\.|clause|paragraph|para\.)\s*/i, '')
    .replace(/^article\s+/i, 'article ')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/\.$/, '')
    .replace(/\.0$/, '')
    .toLowerCase();
}

function keyOf(s: Section): string {
  return s.kind === 'article' ? `article ${s.number.toLowerCase()}` : s.number.toLowerCase();
}

/** The innermost section containing `offset`, or null before the first section. */
export function sectionAt(map: readonly Section[], offset: number): Section | null {
  let best: Section | null = null;
  for (const s of map) if (s.start <= offset && offset < Math.max(s.end, s.start + 1) && (!best || s.level >= best.level)) best = s;
  return best;
}

/**
 * The section a reference names ("12.2", "§ 21", "Section 5.2(a)", "Article IV").
 * Numbers restart in exhibits, so a reference means the body's section first.
 */
export function findSection(map: readonly Section[], ref: string, near?: number): Section | null {
  return findSections(map, ref, near)[0] ?? null;
}

/**
 * Every section a reference may name, the likeliest first: a document can number twice ("4(c)" of the payment schedule and
 * "4(c)" of its Additional Provisions), and a pasted answer's "Section 4(c)" is then whichever holds the words it quotes.
 */
export function findSections(map: readonly Section[], ref: string, near?: number): Section[] {
  const key = sectionKey(ref);
  let hits = map.filter((s) => keyOf(s) === key);
  // "G.1", "I.5", "A.3(a)": a paragraph cited with its part, as citableSection cites it where the parts number afresh.
  const qualified = hits.length === 0 ? /^([a-z]{1,4}|\d{1,3})\.(.+)$/.exec(key) : null;
  if (qualified) hits = map.filter((s) => keyOf(s) === qualified[2] && restartingPart(map, s)?.toLowerCase() === qualified[1]);
  if (hits.length === 0) return [];
  // A reference inside an exhibit ("except as provided in Paragraph 15" in Exhibit B) means that exhibit's paragraph.
  const home = near !== undefined ? exhibitOf(map, sectionAt(map, near)) : undefined;
  const same = home !== undefined ? hits.find((h) => exhibitOf(map, h) === home) : undefined;
  const first = same ?? hits.find((h) => !insideExhibit(map, h)) ?? hits[0]!;
  return [first, ...hits.filter((h) => h !== first)];
}

function exhibitOf(map: readonly Section[], s: Section | null): Section | null {
  if (!s) return null;
  if (s.kind === 'exhibit') return s;
  for (let p = s.parent; p !== null; p = map[p]!.parent) if (map[p]!.kind === 'exhibit') return map[p]!;
  return null;
}

function insideExhibit(map: readonly Section[], s: Section): boolean {
  for (let p = s.parent; p !== null; p = map[p]!.parent) if (map[p]!.kind === 'exhibit') return true;
  return false;
}

/** The numbered section a clause belongs to, with a heading when one is known: what a claim cites. */
export function citableSection(map: readonly Section[], s: Section | null): { number: string; heading: string | null } | null {
  if (!s) return null;
  let heading = s.heading;
  for (let p = s.parent; heading === null && p !== null; p = map[p]!.parent) if (map[p]!.kind !== 'exhibit') heading = map[p]!.heading;
  const exhibit = (() => {
    for (let p: number | null = s.kind === 'exhibit' ? null : s.parent; p !== null; p = map[p]!.parent) if (map[p]!.kind === 'exhibit') return map[p]!.number;
    return null;
  })();
  const part = restartingPart(map, s);
  const number = s.kind === 'exhibit' ? s.number : s.kind === 'article' ? `Article ${s.number}` : `§ ${part ? `${part}.` : ''}${s.number}`;
  return { number: exhibit ? `${exhibit}, ${number}` : number, heading };
}

const isPart = (s: Section): boolean => s.kind === 'section' && s.level === 1;

/** The part a section lies in, from the section at index `i` up: null when it is in none. */
const partOf = (map: readonly Section[], i: number | null): number | null => (i === null || isPart(map[i]!) ? i : partOf(map, map[i]!.parent));

/** Whether a map's parts number their paragraphs afresh ("1." in part A and in part G): a property of the whole map, worked out once. */
const restartsByMap = new WeakMap<readonly Section[], boolean>();
function partsRestart(map: readonly Section[]): boolean {
  let restarts = restartsByMap.get(map);
  if (restarts === undefined) {
    const parts = new Map<string, Set<number>>();
    map.forEach((o) => {
      const p = o.kind === 'section' && o.level === 2 ? partOf(map, o.parent) : null;
      if (p !== null) parts.set(o.number, (parts.get(o.number) ?? new Set()).add(p));
    });
    restarts = [...parts.values()].some((ps) => ps.size > 1);
    restartsByMap.set(map, restarts);
  }
  return restarts;
}

/**
 * The part a paragraph is cited with ("§ G.1", "§ A.3(a)") when the parts number their paragraphs afresh; null when the
 * paragraph is in no part, is numbered "19.3" (a number no part repeats), or the numbering runs on across the parts.
 */
function restartingPart(map: readonly Section[], s: Section): string | null {
  let paragraph: Section | null = s;
  while (paragraph && paragraph.kind !== 'section') paragraph = paragraph.parent === null ? null : map[paragraph.parent]!;
  const part = paragraph?.level === 2 ? partOf(map, paragraph.parent) : null;
  return part !== null && partsRestart(map) ? map[part]!.number : null;
}
