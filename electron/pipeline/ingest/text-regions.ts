import { getDocumentText } from '../../store/documents.js';
import type { Db } from '../../store/open.js';
import type { TextRange } from '../text/headers-footers.js';
import { pageFurniture } from '../text/normalize.js';
import { recitalsRange } from '../text/recitals.js';
import { perDocumentCache } from './per-document-cache.js';

/** The stretches of a document's canonical text a generator must not take for its clauses. */
type TextRegions = { furniture: readonly TextRange[]; recitals: TextRange | null };

const cache = perDocumentCache<TextRegions>();

function regionsOf(text: string): TextRegions {
  return { furniture: pageFurniture(text), recitals: recitalsRange(text) };
}

function regionsFor(db: Db, doc: string): TextRegions {
  return cache.get(db, doc, () => {
    const text = getDocumentText(db, doc);
    return text === null ? { furniture: [], recitals: null } : regionsOf(text);
  });
}

/**
 * A document's page furniture — the running heads and footers its pages repeat (headers-footers.ts) — as ranges of its
 * canonical text, read once per matter and document. A generator cuts these lines off a sentence a page break runs across:
 * cuad-scale-100's footer "Wireless Content License Agreement Multiple Properties /Sorrent, Inc. / Final PLZ" was quoted
 * as the start of the clause the next page goes on with. Only the ranges are kept here. They come from the normaliser's
 * bounded cache, which hands the same ranges to the binder's search of this text: the pages are read for furniture once.
 */
export function furnitureFor(db: Db, doc: string): readonly TextRange[] {
  return regionsFor(db, doc).furniture;
}

/** Where the document's recitals run (text/recitals.ts), read with its furniture: null when it has none that can be told. */
export function recitalsFor(db: Db, doc: string): TextRange | null {
  return regionsFor(db, doc).recitals;
}

/**
 * A document read again (reread.ts) has the new text's regions: ranges kept from the old reading would cut lines at
 * offsets that now hold other words.
 */
export function refreshTextRegions(db: Db, doc: string, text: string): void {
  cache.set(db, doc, regionsOf(text));
}
