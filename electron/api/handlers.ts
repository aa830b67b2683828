import { PinciteError } from '../../shared/errors.js';
import { configurePipeline } from '../pipeline/ask/configure.js';
import type { ClientOverrides } from '../pipeline/providers/overrides.js';
import { MODEL_PROVIDERS } from '../pipeline/providers/spec.js';
import { ask } from '../pipeline/ask/ask.js';
import { readAnswer } from '../pipeline/answers-in/input.js';
import { verifyPasted } from '../pipeline/ask/verify-pasted.js';
import { courtListenerFromEnv } from '../pipeline/providers/courtlistener-client.js';
import { ingestFiles } from '../pipeline/ingest/ingest.js';
import { resolveRetriever } from '../pipeline/retrieval/embed/registry.js';
import { runRetriever } from '../pipeline/retrieval/embed/hybrid.js';
import { listDocuments, setDocumentCategory } from '../store/documents.js';
import { asStoreError } from '../store/open.js';
import { getClaim } from '../store/traces.js';
import type { Emit, Handlers } from './dispatch.js';
import { downloadBundle, exportBundleHandler, signingKeyId } from './handlers/bundles.js';
import { documentBoxes, documentPages, documentSource, editDocument, findInDocument, revealDocument } from './handlers/documents.js';
import { removeDocument } from '../pipeline/review/remove-document.js';
import { rereadDocument } from '../pipeline/ingest/reread.js';
import { reviewClaim, reviewDecideApi, reviewDecisions, reviewList, reviewQuality } from './handlers/review.js';
import { tablesAddColumn, tablesAddRows, tablesCreate, tablesEditColumn, tablesExport, tablesList, tablesRemoveColumn, tablesRun, tablesStop, tableTemplates } from './handlers/tables.js';
import { getTrace, listTraces } from './handlers/traces.js';
import { exportAnswerDocx } from './handlers/word.js';
import { currentMatter, listMatters, openMatterByName } from './handlers/matters.js';
import { tableView } from '../pipeline/tables/tables.js';
import { ingestUploads, type Session } from './session.js';

/**
 * Where model clients find their keys. Stored keys are decrypted only when a generator or
 * judge names a model provider, so an offline ask never depends on the keychain.
 */
async function clientsFor(session: Session, ...specs: Array<string | undefined>): Promise<ClientOverrides> {
  // A hybrid retriever (`hybrid:openai…`) needs its provider's key like a generator does.
  const provider = (s: string) => s.trim().replace(/^hybrid:/i, '').split(':')[0]!.toLowerCase();
  const needsKeys = specs.some((s) => s !== undefined && [...MODEL_PROVIDERS, 'minicheck'].includes(provider(s)));
  return needsKeys ? { env: await session.keys.env() } : {};
}

/** The core's handlers over a session's current matter: one per contract method. */
export function createHandlers(session: Session): Handlers {
  return wrapHandlers(coreHandlers(session), { dir: () => session.current().dir, onCall: () => session.crops().touch() });
}

/**
 * Around every call: the user is active, so background crop drawing steps aside
 * (`onCall`); and a write the store refused — another process holding the matter past
 * the busy timeout, a full disk, a read-only folder — reaches the renderer as a typed
 * MATTER_* error naming the matter, never as INTERNAL.
 */
function wrapHandlers(handlers: Handlers, { dir, onCall }: { dir: () => string; onCall: () => void }): Handlers {
  const wrapped: Record<string, (input: never, emit: Emit) => unknown> = {};
  for (const [method, handler] of Object.entries(handlers) as Array<[string, (input: never, emit: Emit) => unknown]>) {
    wrapped[method] = async (input, emit) => {
      onCall();
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
  // A recorded answer's crops are drawn in the background, so exporting it later is quick.
  const warmed = <R extends { trace: string }>(r: R): R => {
    session.crops().schedule([r.trace]);
    return r;
  };
  return {
    'matters:current': () => currentMatter(session),
    'matters:list': () => listMatters(session),
    'matters:open': (input) => openMatterByName(session, input.name, input.create),
    'documents:list': (input) => ({ documents: listDocuments(db(), { includeRemoved: input.includeRemoved }) }),
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
    'documents:edit': (input) => editDocument(session.current(), input),
    'documents:remove': (input) => removeDocument(session.current(), input.id, input.by),
    'documents:reveal': (input) => revealDocument(session.current(), input.id),
    'documents:reread': (input, emit) => rereadDocument(session.current(), input.id, session.services(), { ocr: input.ocr, by: input.by, onProgress: (p) => emit('ingest:progress', p) }),
    'documents:boxes': (input) => documentBoxes(session.current(), input.id, input.start, input.end),
    'documents:source': (input) => documentSource(session.current(), input.id),
    'documents:pages': (input) => documentPages(session.current(), input.id),
    'documents:find': (input) => findInDocument(session.current(), input.id, input.query, input.limit),
    'search:query': async (input) => {
      const run = await runRetriever(db(), input.query, input.k, resolveRetriever(input.retriever ?? 'bm25', await clientsFor(session, input.retriever)));
      return { hits: run.hits, ...(run.fallback ? { fallback: run.fallback } : {}) };
    },
    'answers:ask': async (input) =>
      warmed(await ask(session.current(), input.question, await configurePipeline(input, await clientsFor(session, input.generator, input.judge, input.retriever)), input.docs ? { docs: input.docs } : {})),
    'answers:verify': async (input) => {
      const format = input.format ?? 'auto';
      const bytes = format === 'docx' ? Buffer.from(input.answer, 'base64') : new TextEncoder().encode(input.answer);
      const answer = await readAnswer(bytes, format, format === 'docx' ? 'the Word file' : 'the pasted answer');
      const deps = await configurePipeline({ ...input, generator: undefined }, await clientsFor(session, input.judge, input.retriever));
      return warmed(await verifyPasted(session.current(), answer, { question: input.question ?? null, docs: input.docs ?? null, authorities: input.authorities ?? 'matter', courtListener: courtListenerFromEnv(input.authorities) }, deps));
    },
    'answers:exportDocx': (input) => exportAnswerDocx(session.current(), input.trace),
    'traces:list': (input) => listTraces(db(), input.limit),
    'traces:get': (input) => getTrace(db(), input.id),
    'settings:get': () => session.keys.view(),
    'settings:setKey': (input) => session.keys.set(input.provider, input.key),
    'settings:clearKey': (input) => session.keys.clear(input.provider),
    'bundles:export': (input, emit) => session.crops().hold(() => exportBundleHandler(session.current(), input, emit)),
    'bundles:download': (input) => downloadBundle(session.current(), input.fileName),
    'bundles:signingKey': (input) => signingKeyId(input.create),
    'review:list': (input) => reviewList(session.current(), input),
    'review:decide': (input) => {
      const r = reviewDecideApi(session.current(), input);
      // A rebind gives the claim new boxes, so its crop is new too.
      if (input.action === 'rebind') session.crops().schedule([...new Set(input.claims.map((id) => getClaim(db(), id)?.traceId).filter((t) => t !== undefined))]);
      return r;
    },
    'review:decisions': (input) => reviewDecisions(session.current(), input),
    'review:claim': (input) => reviewClaim(session.current(), input.id),
    'review:quality': (input) => reviewQuality(session.current(), input),
    'tables:list': () => tablesList(session.current()),
    'tables:templates': () => tableTemplates(),
    'tables:create': (input) => tablesCreate(session.current(), input),
    'tables:get': (input) => tableView(db(), input.id),
    'tables:run': async (input, emit) => tablesRun(session.current(), input, await configurePipeline(input, await clientsFor(session, input.generator, input.judge)), emit),
    'tables:stop': (input) => tablesStop(session.current(), input.id),
    'tables:editColumn': (input) => tablesEditColumn(session.current(), input),
    'tables:addColumn': (input) => tablesAddColumn(session.current(), input),
    'tables:removeColumn': (input) => tablesRemoveColumn(session.current(), input),
    'tables:addRows': (input) => tablesAddRows(session.current(), input),
    'tables:export': (input) => tablesExport(session.current(), input),
  };
}
