import { escapeRegExp } from './regexp-literal.js';

/**
 * The names a contract gives each party where it introduces them: 'Airsopure International Group, Inc. … (hereinafter
 * "AIRSOPURE" or by reference "we", "us", "our"), and You (hereinafter "You" or by reference "Franchisee", or "Your")'.
 * "Can the franchisee transfer the franchise …?" asks what "You" may do in a contract that says "You shall not sell,
 * assign, transfer …": without the names, the franchisee acts in no clause of it (cuad-dev-08).
 */

/** How far into a contract its parties are introduced. */
export const OPENING_CHARS = 4000;

/** A parenthetical of the opening, and the quoted names in it. */
const PARENTHETICAL = /\(([^()]{0,240})\)/g;
const QUOTED = /["“]([^"”]{1,40})["”]/g;
/** Names given as alternatives ("… or …", "…, …"): not a list of defined things ("Products" and "Services"). */
const ALTERNATIVES = /["”]\s*(?:,\s*(?:or\s+)?|or\s+)(?:(?:by\s+reference|collectively|individually|together)\s+)?["“]/;

/**
 * A party introduced by its name and then the name the contract calls it by: 'Audible Inc. a Delaware corporation
 * ("Company")', 'CERENCE INC., a Delaware corporation (“SpinCo”)', 'Legacy Education Alliance Holdings, Inc., a Colorado
 * corporation ("LEA")'. The parenthetical with one quoted name, and before it, back to "between", "and", a list number or
 * the parenthetical before, the party's name: its leading capitalised words ("Amazon.com Commerce Services, Inc."),
 * before what it is and where ("a Delaware corporation, with offices located at …").
 */
// The name may be followed by the parties together: '("Licensee" and together with Licensor, the "Parties")' (trial 50,
// cuad-scale-106: the Licensee read as no party).
// Or by more: '("Client," which shall include affiliates …)', '(the "Company" or "RCP")'; and it may be put as
// '(hereinafter called as the "VAL")', '(hereinafter collectively "ENVISION")', '(including its Affiliates, "Customer")', or
// in single quotes ("(hereinafter referred to as 'IMPCO', which terms shall …)") — session 50, from the openings of
// cuad-scale-116, -156, -044, -280, -216 and -088, each read as naming fewer than two parties.
const DEFINED_NAME = /\(\s*(?:(?:the|hereinafter|herein)[,\s]+|(?:hereinafter|herein)\s+(?:collectively|jointly)[,\s]+|including\s+its\s+(?:Affiliates|affiliates|subsidiaries)[,\s]+|(?:called|referred\s+to|known)\s+(?:herein\s+)?(?:as\s+)?)*(?:["“]([^"”]{1,30})["”]|['‘]([^'’]{1,30})['’](?!\p{L}))(?:\s*,?\s*(?:and\s+)?(?:together|collectively)\s+with\s+[^()"“”]{1,60}?,?\s*(?:the\s+)?["“][^"”]{1,20}["”]|\s*[,;]?\s*(?:and|or|which|who|each|collectively|together|individually|including|on\s+behalf)\b[^()]{0,240})?\s*\)|\b[Hh]ereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]([^"”.]{1,30})\.?["”]/gu;
// A bracket ends what came before only where it gave a name ('("ACSI"), and'): "Halle (Saale), Germany" is an address.
// Not an "and" inside a party's description ("a corporation organized and existing under …", "a Delaware corporation, and
// having its principal office at …": cuad-scale-042, -182, read as naming no party): one before a word in lower case, unless
// that word begins a name ("mPhase", "theglobe.com") or the list ("and between").
const BEFORE_NAME = /\b(?:between|BETWEEN|Between)\b|\b(?:and|AND|And)\b(?!\s+(?!between\b|among\b|\p{Ll}+(?:\p{Lu}|\.(?:com|net|org)\b))\p{Ll})|\d{1,2}\.\s|;|["”]\s*\)/gu;
// A name may begin in lower case where a capital or a domain follows ("mPhase Technologies Inc.", "theglobe.com, inc."
// (cuad-scale-016, -024: read as naming one party), and join its words by "of" ("Fruit of Life Productions LLC"), not
// a suffix to the place it was formed ("Alliance Bancorp, Inc. of Pennsylvania").
const LEADING_NAME = /^(?:[\p{Lu}\d][\p{L}\d&@.'’-]*|\p{Ll}+(?:\p{Lu}[\p{L}\d&@.'’-]*|\.(?:com|net|org)\b[\p{L}\d&@.'’-]*))(?:(?:,?\s+|(?<!\b(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|LLP|LP|plc|AG|GmbH)\.?)\s+of\s+(?:the\s+)?)[\p{Lu}&][\p{L}\d&@.'’-]*){0,7}/u;
// A space may stand before the comma: "B & C General Warehouse Corporation LLC , a USA Limited Liability Company" (trial 50,
// cuad-scale-046: the Company read as no party).
const PARTY_DESCRIBED = /^\s?(?:,?\s*(?:a|an)\s|,?\s*(?:a\/k\/a|c\/o|d\/b\/a|f\/k\/a)\s|,\s*\d|,?\s*(?:located|having|with|whose|f\/s\/o|of|organi[sz]ed|incorporated|doing|through|acting)\b|,?\s*(?:and|on\s+behalf\s+of)\s+(?:its|their)\s+(?:Affiliates|affiliates|subsidiaries)\b|[\s,]*$)/i;
/** Corporate suffixes, which a lawyer leaves off a party's name ("Audible" for "Audible Inc."). */
const SUFFIX = /(?<!&),?\s+(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LLP|LP|L\.P|plc|PLC|AG|GmbH|S\.A|N\.V|B\.V|Pty|Holdings)\.?$/i;
/** The office of a person who signs for a company: ", director of". */
const OFFICE_OF = /^,\s*(?:the\s+)?(?:director|president|owner|founder|proprietor|principal|manager|managing\s+director|chief\s+executive\s+officer|CEO)\s+of\s+/i;
/** A name the party had or trades under, in brackets after its own: "deltathree.com, Inc. (formerly known as Delta Three, Inc.), a
 * Delaware corporation" (cuad-scale-008: read as naming one party). */
const FORMER_NAME = /\s*\((?:formerly|previously|now|also|f\/k\/a|d\/b\/a|a\/k\/a)\b[^()]*\)/gi;
/** A suffix or country bracketed inside a name: "CRO Consulting (Pty) Limited", "Bunker One (USA) Inc." (cuad-scale-234, -140). */
const BRACKETED_IN_NAME = /\s\((Pty|Proprietary|USA|U\.S\.A\.|US|UK|BVI|HK|Holdings)\)(?=\s)/g;
/** A defined term that names no party ("Agreement", "Effective Date"). */
const NOT_A_PARTY = /^(?:the\s+)?(?:agreement|effective\s+date|commencement\s+date|term|parties|party|services?|products?|territory)$|\b(?:agreement|plan|policy|date|act|schedule|exhibit)$/i;

/** An abbreviation in brackets, unquoted: "(ITS)", "(COMWARE)". */
const ABBREVIATED = /\(([\p{Lu}][\p{Lu}\d&]{1,14})\)/gu;
/** Two to eight capitalised words, "of" and "and" between them: a name an abbreviation may shorten. */
const CAPITALISED_RUN = /(?<![\p{L}\d&.'’-])((?:\p{Lu}[\p{L}\d&.'’-]*\s+(?:(?:of|and|&)\s+)?){1,7}\p{Lu}[\p{L}\d&.'’-]*)/gu;
const CORPORATE = /\b(?:Inc|Incorporated|Corp|Corporation|Company|Ltd|Limited|LLC|LLP|plc|AG|GmbH)\b/i;

/**
 * The name in `before` that `abbr` shortens: the words whose initials spell it ("Mutual Insurance Corporation of America" for
 * MICOA, read before the title's "MICOA AGENCY AGREEMENT" would be by its first word), else a name that begins with it — each
 * a party's, placed as one ("OF 17922 SKY PARK CIRCLE") or named as a company.
 */
function abbreviatedName(before: string, abbr: string): string | null {
  const runs = [...before.matchAll(CAPITALISED_RUN)].map((c) => {
    const raw = c[1]!.replace(/\s+(?:OF|Of|of)$/, '');
    return { words: raw.split(/\s+/), after: before.slice(c.index + raw.length) };
  });
  const placed = (words: readonly string[], after: string) => CORPORATE.test(words.join(' ')) || PARTY_PLACED.test(after);
  const initials = (words: readonly string[], all: boolean) => words.filter((w) => all || !/^(?:of|and|the|&)$/i.test(w)).map((w) => w[0]).join('').toUpperCase();
  for (const { words, after } of runs) {
    for (let i = 0; i + 1 < words.length; i++) {
      const tail = bareName(words.slice(i).join(' ')).split(/\s+/);
      if ((initials(tail, false) === abbr || initials(tail, true) === abbr) && placed(words.slice(i), after)) return words.slice(i).join(' ');
    }
  }
  for (const { words, after } of runs) if (words.length >= 2 && words[0]!.toUpperCase() === abbr && placed(words, after)) return words.join(' ');
  return null;
}
/** What follows a party's name before its abbreviation: its suffix, then where it is ("OF 17922 SKY PARK CIRCLE"). */
const PARTY_PLACED = /^\s*(?:,?\s*(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LLP|LP|plc|AG|GmbH)\.?)*\s*,?\s*(?:of|located\s+at|having\s+(?:its|an)\s+(?:principal\s+)?(?:office|place|address)|with\s+(?:its\s+)?(?:principal\s+)?(?:office|place))\b/i;

/** "Party A: Didi Chuxing Technology Co., Ltd." — a party's label, a colon and its name, alone on its line. */
const LABELLED_PARTY = /^[ \t]*(Party\s+[A-D])\s*[:：]\s*(\p{Lu}[^\n]{2,120}?)[ \t]*$/gmu;

/** Each party's names, as the opening gives them together: quoted names offered as alternatives in one parenthetical; a
 * party's own name (with and without its corporate suffix) and the defined name after it; a party listed by its label. */
export function partyAliases(opening: string): string[][] {
  const first = aliasesIn(opening.slice(0, OPENING_CHARS));
  if (first.length >= 2) return first;
  // A cover page and a table of contents may come first: the parties are introduced where the agreement says between whom it
  // is made (cuad-scale-030, -136: read as naming no party).
  const found = opening.slice(OPENING_CHARS / 2, PARTIES_CHARS).search(PREAMBLE);
  if (found < 0) return first;
  const at = OPENING_CHARS / 2 + found;
  const later = aliasesIn(opening.slice(at - OPENING_CHARS / 4, at + OPENING_CHARS));
  return later.length > first.length ? later : first;
}
/** Where an agreement says between whom it is made: "… is made … by and between", "… entered into … among". */
const PREAMBLE = /\b(?:made|entered\s+into|executed|dated)\b[^.]{0,300}?\b(?:between|among)\b/i;

function aliasesIn(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(PARENTHETICAL)) {
    const inside = m[1]!;
    if (!ALTERNATIVES.test(inside)) continue;
    const names = [...new Set([...inside.matchAll(QUOTED)].map((q) => q[1]!.trim()).filter((n) => n.length > 0))];
    if (names.length >= 2) out.push(names);
  }
  const flat = text.replace(/\s+/g, ' ');
  // Each company's short name, with the bare name of the first party it was read from.
  const shorts = new Map<string, string>();
  for (const m of flat.matchAll(DEFINED_NAME)) {
    const alias = (m[1] ?? m[2] ?? m[3]!).trim().replace(/[,;]+$/, '');
    const before = flat.slice(Math.max(0, m.index! - 300), m.index!);
    const name = nameBefore(before);
    if (!name || NOT_A_PARTY.test(alias) || NOT_A_PARTY.test(name) || name.toLowerCase() === alias.toLowerCase()) continue;
    const bare = bareName(name);
    // "The Company", "This Agreement": no name. "The TUBE Music Network, Inc." is one (cuad-dev-00): a company's, by its suffix.
    if (/^(?:This|The|THIS|THE)\b/.test(name) && (bare === name || !/^\S+\s+\S/.test(bare))) continue;
    const names = [...new Set([name, bare, alias].filter((n) => n.length > 1))];
    noteShortName(shorts, name, bare);
    const known = out.find((g) => g.some((n) => names.some((x) => x.toLowerCase() === n.toLowerCase())));
    if (known) known.push(...names.filter((n) => !known.some((k) => k.toLowerCase() === n.toLowerCase())));
    else out.push(names);
  }
  // A party listed by its label: "Party A: Didi Chuxing Technology Co., Ltd." on a line of its own (cuad-dev-25; trial 44:
  // "What happens if Hunan Ruixi fails to pay …?" was refused for the name, where the clause says "Party B").
  for (const m of text.matchAll(LABELLED_PARTY)) {
    const name = m[2]!.trim().replace(/[.,;]+$/, '');
    const bare = bareName(name);
    if (bare.length < 2 || NOT_A_PARTY.test(name) || out.some((g) => g.some((n) => n.toLowerCase() === name.toLowerCase()))) continue;
    // And by its first two words, as a question names "Hunan Ruixi Financial Leasing" ("Hunan Ruixi").
    const two = /^\S+\s+\S+(?=\s\S)/.exec(bare)?.[0];
    out.push([...new Set([name, bare, ...(two ? [two] : []), m[1]!])]);
    noteShortName(shorts, name, bare);
  }
  // A party shortened in brackets without quotes, to its first word or its initials: "COMWARE TECHNICAL SERVICES OF 17922 SKY
  // PARK CIRCLE, … (COMWARE)", "INTERNATIONAL TEST SYSTEMS, INC. OF 4703 SHAVANO OAK, … TEXAS 78249 (ITS)" (trial 51,
  // cuad-scale-286: read as naming no party, so "Is International Test Systems able to walk away …?" was refused).
  for (const m of flat.matchAll(ABBREVIATED)) {
    const abbr = m[1]!;
    if (out.some((g) => g.some((n) => n.toLowerCase() === abbr.toLowerCase()))) continue;
    const before = flat.slice(Math.max(0, m.index - 250), m.index);
    const name = abbreviatedName(before, abbr);
    if (!name) continue;
    const names = [...new Set([name, bareName(name), abbr])];
    if (!out.some((g) => g.some((n) => names.some((x) => x.toLowerCase() === n.toLowerCase())))) out.push(names);
  }
  // A company the agreement is made between without a name defined for it: "by and between Link Plus Corporation and
  // Axiometric, LLC." (cuad-scale-003), "… and PageMaster Corporation located at …" (cuad-scale-218) — each read as no party,
  // so a question naming it found no one. Only in the sentence that says between whom, and only a name with its suffix.
  const preamble = PREAMBLE.exec(flat);
  if (preamble) {
    const rest = flat.slice(preamble.index + preamble[0].length, preamble.index + preamble[0].length + 600);
    const sentence = rest.slice(0, rest.search(/\.\s+(?:\p{Lu}|\d)|$/u) + 1);
    for (const m of sentence.matchAll(NAMED_COMPANY)) {
      // Where a party's name may start: not mid-name ("Fruit of Life Productions LLC", "mPhase Technologies Inc.") nor in
      // what a party is ("a Nevada corporation").
      if (!/(?:^|\b(?:between|among|and|AND|BETWEEN|AMONG)|[,;:]|\((?:\d{1,2}|[a-z]|[ivx]{1,4})\))\s*$/.test(sentence.slice(0, m.index)) || /^An?\s/.test(m[0])) continue;
      const name = m[0].replace(/[\s,]+$/, '');
      const bare = bareName(name);
      if (/^(?:This|The|THIS|THE)\s/.test(name) && !/^\S+\s+\S+\s/.test(bare)) continue;
      // Nor a party read already, by its name or a longer one ("Leader Act Ltd HK (“LEADER”)" of "Leader Act Ltd").
      const known = (n: string) => n.toLowerCase() === bare.toLowerCase() || n.toLowerCase() === name.toLowerCase() || n.toLowerCase().startsWith(`${bare.toLowerCase()} `);
      if (bare.length < 2 || out.some((g) => g.some(known))) continue;
      out.push([...new Set([name, bare])]);
      noteShortName(shorts, name, bare);
    }
  }
  // A company's short name, unless another name of the opening is it or begins with it ("Amazon.com" of "Amazon.com Commerce
  // Services" and "Amazon.com Advantage").
  for (const [short, bare] of shorts) {
    const group = out.find((g) => g.includes(bare));
    const begins = new RegExp(String.raw`^${escapeRegExp(short)}(?:[ \n]|$)`, 'i');
    if (group && !out.some((g) => g !== group && g.some((n) => begins.test(n))) && !group.some((n) => n.toLowerCase() === short.toLowerCase())) group.splice(group.indexOf(bare) + 1, 0, short);
  }
  return out;
}

/**
 * The party's name in the text before its defined name: read from where the last "between", "and", list number or defined
 * name ends — or, where that finds none, from the one before, back to the defined name before it: an "and" of its address
 * ends no party ("… incorporated under the laws of England and Wales … (the "Company")": cuad-scale-374, read as naming no
 * party).
 */
function nameBefore(before: string): string | undefined {
  const ends = [{ at: 0, defined: false }, ...[...before.matchAll(BEFORE_NAME)].map((b) => ({ at: b.index + b[0].length, defined: /\)$/.test(b[0]) }))];
  for (let i = ends.length - 1; i >= 0; i--) {
    const { at: from, defined } = ends[i]!;
    // Past a list's number and a colon: "by and between: INVASIX LTD., … Hereinafter referred to as “Customer”" (cuad-dev-14),
    // "(2) Brett Haumann of [address removed] (the "Executive")" (cuad-dev-20) — each contract read as naming no party.
    // Past "- and -" between the parties too: "…; - and - COMPANION HEALTHCARE TECHNOLOGIES CORP, a company incorporated …
    // ("CHT")" (cuad-dev-19, trial 48: CHT read as no party).
    const segment = before.slice(from).trim().replace(/^(?:[:,]\s*)?(?:[-–—]\s*(?:(?:and|AND)\s*[-–—]\s*)?)?(?:\(\d{1,2}\)\s+)?/, '').replace(/^(?:WHEREAS|Whereas)[,:]?\s+/, '').replace(FORMER_NAME, '').replace(BRACKETED_IN_NAME, ' $1');
    const name = partyNameIn(segment);
    if (name || defined) return name;
  }
  return undefined;
}

/** A company's name ending in its suffix: "Axiometric, LLC", "PageMaster Corporation". */
const NAMED_COMPANY = /(?<![\p{L}\d&@.'’\/-])\p{Lu}[\p{L}\d&@.'’-]*(?:\s+(?:&\s+)?[\p{Lu}\d][\p{L}\d&@.'’-]*){0,6},?\s+(?:Inc|Incorporated|Corp|Corporation|LLC|L\.L\.C|Ltd|Limited|AG|GmbH|plc|PLC|LLP|LP|L\.P|S\.A|N\.V|B\.V)\b\.?/gu;

/** A name without its corporate suffixes: "Tribune Broadcasting Company" of "Tribune Broadcasting Company, Inc.". */
function bareName(name: string): string {
  let bare = name;
  while (SUFFIX.test(bare)) bare = bare.replace(SUFFIX, '');
  return bare;
}

/** Records a company's short name with the bare name it was read from: the first party to give it keeps it. */
function noteShortName(shorts: Map<string, string>, name: string, bare: string): void {
  const short = bare !== name ? shortName(bare) : null;
  if (short && !shorts.has(short)) shorts.set(short, bare);
}

/**
 * The first word of a name of several, which is how a lawyer names the party: "Tribune" for "Tribune Broadcasting Company"
 * (cuad-dev-00), "Flextronics" for "FLEXTRONICS ISRAEL LTD." (cuad-dev-14) — trial 42 had six questions so put refused, the
 * party's name "missing" where the clause says "Affiliate" or "Contractor". Only a company's (its name had a corporate
 * suffix: "Brett" names no one), and not a word that names no one alone ("The", "United", "International"), a number, or
 * one of two letters.
 */
function shortName(name: string): string | null {
  // "The TUBE" of "The TUBE Music Network" (cuad-dev-00, trial 43): an article and the word that names it.
  const the = /^(The\s+\p{Lu}[\p{L}\d&@.'’-]{2,})\s+\S/u.exec(name);
  if (the) return GENERIC_FIRST.test(the[1]!.slice(4)) ? null : the[1]!;
  const m = /^(\p{Lu}[\p{L}\d&@.'’-]{2,})\s+\S/u.exec(name);
  return m && !GENERIC_FIRST.test(m[1]!) ? m[1]! : null;
}
const GENERIC_FIRST = /^(?:the|this|new|north|south|east|west|american|international|global|united|first|general|national|royal|world|universal|advanced|applied|china|japan|india|european|pacific|atlantic|central|western|eastern|northern|southern|great|premier|standard|capital|mutual|federal|state|city|county|bank|trust|asset|investment|energy|health|medical|software|systems|technology|digital|media|group)$/i;

/**
 * The party's name in what comes before its defined name: the segment's leading capitalised words, or — when the segment
 * runs on from the one before — the first capitalised words after a comma, "by" or "among" ("… is entered into by Quaker
 * Chemical Corporation (“Buyer”)", "…, a Pennsylvania corporation, Gulf Houghton Lubricants Ltd., a company incorporated in
 * the Cayman Islands (“Gulf Houghton”)": cuad-dev-16, whose parties were read as none). What follows the name says what the
 * party is or where ("a Delaware corporation", "having an address at"), or nothing: not what a recital says it does
 * ("WHEREAS, Licensor is the owner of the computer equipment (the "Hardware")").
 */
function partyNameIn(segment: string): string | undefined {
  const starts = [{ at: 0, comma: false }, ...[...segment.matchAll(ENTERED_BY)].map((b) => ({ at: b.index + b[0].length, comma: b[0].startsWith(',') }))];
  for (const { at, comma } of starts) {
    const rest = segment.slice(at);
    const name = LEADING_NAME.exec(rest)?.[0].replace(/[\s,]+$/, '');
    if (!name) continue;
    // A person named for the company they head: "Mitchell Vitalis, director of Mitchell's Web Advance, PLC (hereinafter referred
    // to as "Company")" (trial 51, cuad-scale-078: the question names the company, the clause says "Company").
    const office = OFFICE_OF.exec(rest.slice(name.length));
    if (office) {
      const after = rest.slice(name.length + office[0].length);
      const company = LEADING_NAME.exec(after)?.[0].replace(/[\s,]+$/, '');
      if (company && (SUFFIX.test(company) || /^[\s,]*$/.test(after.slice(company.length)))) return company;
    }
    if (!PARTY_DESCRIBED.test(rest.slice(name.length)) || SUFFIX_ONLY.test(name)) continue;
    // After a comma, a name with nothing after it ends a phrase or an address ("…, Germany (“OntoChem”)").
    if (comma && /^[\s,]*$/.test(rest.slice(name.length))) continue;
    // Mid-segment, a company's name, by its suffix: a place ("…, Redding, Connecticut (“IMNTV”)", "… Nuclear Research
    // Building (“CPDC”)") or a date ends an address or a phrase there as often.
    if (at > 0 && !SUFFIX.test(name)) continue;
    return name;
  }
  return undefined;
}
/**
 * Where a party's name may start mid-segment: after a comma, or after "entered into by", "made by and between", "among" —
 * or a verb of the opening that names both ("… under which MediaNet Group Technologies, Inc., a Nevada corporation …,
 * authorizes International Direct Response, Inc., a Pennsylvania Corporation, … ("RESELLER")": cuad-dev-26, read as naming
 * no party, so trial 43's "May International Direct Response assign …?" was refused).
 */
const ENTERED_BY = /,\s+|\b(?:entered\s+into|made|executed|concluded)\s+(?:by\s+and\s+)?(?:by|among|between)\s+|\b(?:under\s+which|whereby|authori[sz]es|appoints|engages|retains)\s+|\b(?:ENTERED\s+INTO|MADE)\s+(?:BY\s+AND\s+)?(?:BY|AMONG|BETWEEN)\s+|\b(?:by\s+and\s+(?:between|among)|BY\s+AND\s+(?:BETWEEN|AMONG))\s+/g;
/** A corporate suffix alone ("Inc.", "Co., Ltd."), left after the name it ends: no party's name. */
export const SUFFIX_ONLY = /^(?:(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LLP|LP|L\.P|plc|AG|GmbH|S\.A|N\.V|B\.V|Pty)\.?,?\s*)+$/i;

/** The other names of the party called `name` (any case), none when the opening gives it no other. */
export function aliasesOf(name: string, parties: readonly (readonly string[])[]): string[] {
  const key = name.toLowerCase();
  const group = parties.find((g) => g.some((n) => n.toLowerCase() === key));
  return group ? group.filter((n) => n.toLowerCase() !== key) : [];
}

/** How far into a contract its grants and appointments are read for the roles they give (the grant is an early section). */
export const PARTIES_CHARS = 40_000;

/**
 * The parties with the roles the contract's grants give them, where it names none: "WPT grants to Zynga a non-exclusive …
 * license" makes WPT the licensor and Zynga the licensee; "WGT hereby appoints Distributor … as a nonexclusive distributor"
 * makes the appointee the distributor. "Does the licensor have audit rights?" then asks about WPT (session 24: refused,
 * "what would resolve it: licensor"). A role any party already goes by is left as the contract gives it; licences granted
 * both ways (a cross-licence) make no one the licensor.
 */
export function contractParties(text: string): string[][] {
  const parties = partyAliases(text).map((g) => [...g]);
  const names = parties.flatMap((g, i) => g.map((n) => [n, i] as const)).sort((a, b) => b[0].length - a[0].length);
  if (names.length < 2) return parties;
  const groupOf = (name: string) => names.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1] ?? -1;
  const NAME = names.map(([n]) => escapeRegExp(n)).join('|');
  const read = text.slice(0, PARTIES_CHARS).replace(/\s+/g, ' ');
  const has = (role: string) => parties.some((g) => g.some((n) => n.toLowerCase() === role.toLowerCase()));
  const give = (group: number, role: string) => {
    if (group >= 0 && !has(role)) parties[group]!.push(role);
  };
  const grants = new Set<string>();
  for (const m of read.matchAll(new RegExp(String.raw`\b(?:the\s+)?(${NAME})\s+(?:hereby\s+)?(?:grants?|shall\s+grant)\s+(?:to\s+)?(?:the\s+)?(${NAME})\b[^.;]{0,160}?\blicen[cs]e\b`, 'gi'))) {
    const [from, to] = [groupOf(m[1]!), groupOf(m[2]!)];
    if (from >= 0 && to >= 0 && from !== to) grants.add(`${from}>${to}`);
  }
  if (grants.size === 1) {
    const [from, to] = [...grants][0]!.split('>').map(Number) as [number, number];
    if (!has('Licensor') && !has('Licensee')) {
      give(from, 'Licensor');
      give(to, 'Licensee');
    }
  }
  for (const m of read.matchAll(new RegExp(String.raw`\b(?:the\s+)?(${NAME})\s+(?:hereby\s+)?appoints?\s+(?:the\s+)?(${NAME})\b[^.;]{0,120}?\bas\s+(?:its\s+|an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(distributor|agent|reseller|representative|dealer)s?\b`, 'gi'))) {
    const [from, to] = [groupOf(m[1]!), groupOf(m[2]!)];
    if (from >= 0 && to >= 0 && from !== to) give(to, m[3]![0]!.toUpperCase() + m[3]!.slice(1).toLowerCase());
  }
  return parties;
}
