/** A matter document as names can refer to it. */
export type NamedDoc = { id: string; title: string; fileName: string; /** The document's opening words (its own title as printed), for titles that are only file names. */ heading?: string };

export type NameMatch = { docs: string[]; score: number };

/** Words that say what kind of instrument, not which one: they never decide a match alone. */
const KIND_WORDS = new Set(['agreement', 'contract', 'lease', 'license', 'licence', 'amendment', 'addendum', 'memorandum', 'exhibit', 'ex', 'pdf', 'docx', 'doc', 'txt', 'the', 'and', 'of', 'for', 'to', 'a', 'an', 'this', 'inc', 'corp', 'co', 'llc', 'ltd']);
const MIN_SCORE = 0.75;

/**
 * Resolves a document name as an answer writes it ("the Distributor Agreement",
 * "acme-msa.pdf") against the matter's titles and original file names. An exact file
 * name wins; otherwise the share of the name's particular words found in a document's
 * title or file name (a shared 6-letter stem counts: "Distribution" ~ "Distributor").
 * Several documents tied at the best score are all returned (the reference is ambiguous,
 * the scope is all of them); none at or above 0.75 means the matter does not hold it.
 */
export function matchDocumentName(name: string, docs: readonly NamedDoc[]): NameMatch {
  const wanted = name.trim().toLowerCase();
  const byFile = docs.filter((d) => baseName(d.fileName).toLowerCase() === baseName(wanted) || d.fileName.toLowerCase() === wanted);
  if (byFile.length > 0) return { docs: byFile.map((d) => d.id), score: 1 };
  const words = tokens(name).filter((w) => !KIND_WORDS.has(w));
  if (words.length === 0) return byKindAlone(name, docs);
  let best = 0;
  let ids: string[] = [];
  for (const d of docs) {
    const have = new Set([...tokens(d.title), ...tokens(baseName(d.fileName))]);
    const hits = words.filter((w) => have.has(w) || [...have].some((h) => sameStem(w, h))).length;
    const score = hits / words.length;
    if (score > best + 1e-9) {
      best = score;
      ids = [d.id];
    } else if (Math.abs(score - best) < 1e-9 && score > 0) {
      ids.push(d.id);
    }
  }
  if (best >= MIN_SCORE) return { docs: ids, score: best };
  // Matters often carry file names as titles ("cuad-dev-01"); the contract's own printed
  // title ("AGENCY AGREEMENT") on its first page is then what an answer's name refers to.
  const printed = docs.filter((d) => {
    if (!d.heading) return false;
    const have = new Set(tokens(d.heading));
    return words.every((w) => have.has(w) || [...have].some((h) => sameStem(w, h)));
  });
  return printed.length > 0 ? { docs: printed.map((d) => d.id), score: MIN_SCORE } : { docs: [], score: best };
}

/** Kind words that still tell one instrument from another when a name has nothing else: "the License Agreement", "the Lease". */
const TELLING_KINDS = new Set(['license', 'licence', 'lease', 'amendment', 'addendum', 'memorandum']);

/**
 * A name of kind words alone: "the License Agreement" is the matter's one license
 * agreement (a trial's correct claims about it were UNKNOWN_DOCUMENT). Its words must
 * stand together, in order, in a document's title, file name or printed title; "the
 * Agreement" tells nothing apart and matches none.
 */
function byKindAlone(name: string, docs: readonly NamedDoc[]): NameMatch {
  const words = tokens(name).filter((w) => w !== 'the' && w !== 'this' && w !== 'an');
  if (!words.some((w) => TELLING_KINDS.has(w))) return { docs: [], score: 0 };
  const phrase = ` ${words.join(' ')} `;
  const says = (s: string | undefined) => s !== undefined && ` ${tokens(s).join(' ')} `.includes(phrase);
  const named = docs.filter((d) => says(d.title) || says(baseName(d.fileName)));
  const found = named.length > 0 ? named : docs.filter((d) => says(d.heading));
  return found.length > 0 ? { docs: found.map((d) => d.id), score: MIN_SCORE } : { docs: [], score: 0 };
}

function tokens(s: string): string[] {
  // Split camel-free run-ons on punctuation and underscores; EDGAR titles use "_" and "-".
  return s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !/^\d+$/.test(w));
}

function baseName(f: string): string {
  return f.replace(/^.*[\\/]/, '').replace(/\.(pdf|docx?|txt|rtf)$/i, '');
}

function sameStem(a: string, b: string): boolean {
  if (a.length < 6 || b.length < 6) return false;
  return a.slice(0, 6) === b.slice(0, 6);
}
