import { PinciteError } from '../../shared/errors.js';
import { configurePipeline } from '../pipeline/configure.js';
import { ask, verifyAnswer } from '../pipeline/ask.js';
import { ingestFiles } from '../pipeline/ingest.js';
import { search } from '../pipeline/search.js';
import { listDocuments, setDocumentCategory } from '../store/documents.js';
import type { Handlers } from './dispatch.js';
import { documentBoxes, documentPages, documentSource } from './handlers/documents.js';
import { reviewClaim, reviewDecideApi, reviewList, reviewQuality } from './handlers/review.js';
import { getTrace, listTraces } from './handlers/traces.js';
import { ingestUploads, type Session } from './session.js';

/** The core's handlers over a session's current matter: one per contract method. */
export function createHandlers(session: Session): Handlers {
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
    'review:list': (input) => reviewList(session.current(), input),
    'review:decide': (input) => reviewDecideApi(session.current(), input),
    'review:claim': (input) => reviewClaim(session.current(), input.id),
    'review:quality': (input) => reviewQuality(session.current(), input),
  };
}
