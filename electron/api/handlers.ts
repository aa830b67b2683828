import { PinciteError } from '../../shared/errors.js';
import { boxesForRange } from '../pipeline/boxes.js';
import { ExtractPool } from '../pipeline/extract/pool.js';
import { OcrEngine } from '../pipeline/extract/ocr.js';
import { ingestFiles } from '../pipeline/ingest.js';
import { search } from '../pipeline/search.js';
import { getDocumentText, getElements, listDocuments, setDocumentCategory } from '../store/documents.js';
import type { Matter } from '../store/open.js';
import type { Handlers } from './dispatch.js';

/** The core's handlers over one open matter. Extraction workers start on first ingest. */
export function createHandlers(matter: Matter): { handlers: Handlers; close: () => Promise<void> } {
  let services: { pool: ExtractPool; ocr: OcrEngine } | null = null;
  const handlers: Handlers = {
    'documents:list': () => ({ documents: listDocuments(matter.db) }),
    'documents:ingest': async (input, emit) => {
      services ??= { pool: new ExtractPool(), ocr: new OcrEngine() };
      const documents = await ingestFiles(matter, input.paths, services, {
        ocr: input.ocr,
        category: input.category,
        onProgress: (p) => emit('ingest:progress', p),
      });
      return { documents };
    },
    'documents:setCategory': (input) => {
      if (!setDocumentCategory(matter.db, input.id, input.category)) throw new PinciteError('NOT_FOUND', `No document ${input.id} in this matter.`);
      return { id: input.id, category: input.category };
    },
    'documents:boxes': (input) => {
      const text = getDocumentText(matter.db, input.id);
      if (text === null) throw new PinciteError('NOT_FOUND', `No document ${input.id} in this matter.`);
      if (input.end > text.length || input.start > input.end) {
        throw new PinciteError('INVALID_INPUT', `Range [${input.start}, ${input.end}) is outside document ${input.id} (length ${text.length}).`);
      }
      return { boxes: boxesForRange(text, getElements(matter.db, input.id, input.start, input.end), input.start, input.end) };
    },
    'search:query': (input) => ({ hits: search(matter.db, input.query, input.k) }),
  };
  return {
    handlers,
    close: async () => {
      if (services) await Promise.all([services.pool.close(), services.ocr.close()]);
    },
  };
}
