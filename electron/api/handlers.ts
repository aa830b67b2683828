import { PinciteError } from '../../shared/errors.js';
import { configurePipeline } from '../pipeline/configure.js';
import { ask, verifyAnswer } from '../pipeline/ask.js';
import { ingestFiles } from '../pipeline/ingest.js';
import { search } from '../pipeline/search.js';
import { listDocuments, setDocumentCategory } from '../store/documents.js';
import { asStoreError } from '../store/open.js';
import type { Emit, Handlers } from './dispatch.js';
import { documentBoxes, documentPages, documentSource } from './handlers/documents.js';
import { getTrace, listTraces } from './handlers/traces.js';
import { ingestUploads, type Session } from './session.js';

/** The core's handlers over a session's current matter: one per contract method. */
export function createHandlers(session: Session): Handlers {
  return withStoreErrors(coreHandlers(session), () => session.current().dir);
}

/**
 * A write the store refused — another process holding the matter past the busy timeout,
 * a full disk, a read-only folder — reaches the renderer as a typed MATTER_* error
 * naming the matter, never as INTERNAL.
 */
function withStoreErrors(handlers: Handlers, dir: () => string): Handlers {
  const wrapped: Record<string, (input: never, emit: Emit) => unknown> = {};
  for (const [method, handler] of Object.entries(handlers) as Array<[string, (input: never, emit: Emit) => unknown]>) {
    wrapped[method] = async (input, emit) => {
      try {
        return await handler(input, emit);
      } catch (err) {
        throw asStoreError(err, dir());
      }
    };
  }
  return wrapped as unknown as Handlers;
}

function coreHandlers(session: Session): Handlers {
  const db = () => session.current().db;
  return {
    'matters:current': () => session.info(),
    'matters:list': () => ({ matters: session.list() }),
    'matters:open': (input) => session.open(input.name, input.create),
    'documents:list': () => ({ documents: listDocuments(db()) }),
    'documents:ingest': async (input, emit) => ({
      documents: await ingestFiles(session.current(), input.paths, session.services(), { ocr: input.ocr, category: input.category, onProgress: (p) => emit('ingest:progress', p) }),
    }),
    'documents:upload': async (input, emit) => ({
      documents: await ingestUploads(session.current(), session.services(), input.files, { ocr: input.ocr, category: input.category, onProgress: (p) => emit('ingest:progress', p) }),
    }),
    'documents:setCategory': (input) => {
      if (!setDocumentCategory(db(), input.id, input.category)) throw new PinciteError('NOT_FOUND', `No document ${input.id} in this matter.`);
      return { id: input.id, category: input.category };
    },
    'documents:boxes': (input) => documentBoxes(session.current(), input.id, input.start, input.end),
    'documents:source': (input) => documentSource(session.current(), input.id),
    'documents:pages': (input) => documentPages(session.current(), input.id),
    'search:query': (input) => ({ hits: search(db(), input.query, input.k) }),
    'answers:ask': async (input) => ask(session.current(), input.question, await configurePipeline(input)),
    'answers:verify': async (input) => verifyAnswer(session.current(), input.answer, input.question ?? null, await configurePipeline({ ...input, generator: undefined })),
    'traces:list': (input) => listTraces(db(), input.limit),
    'traces:get': (input) => getTrace(db(), input.id),
  };
}
