import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { ApiInput, ApiResult, Envelope, Method, PinciteBridge, PushMessage } from '../shared/api.js';
import { INVOKE_CHANNEL, PUSH_CHANNEL } from '../shared/channels.js';

/**
 * The renderer's only door to the core: one function per method of the contract, never
 * a generic invoke(channel). The list is written out so the allow-list is visible here,
 * and `satisfies PinciteBridge` makes the compiler check it against shared/api.ts: a
 * method missing, misspelt or extra is a type error. Inputs are validated again where
 * the core runs; results again in the renderer's client.
 */
const call =
  <M extends Method>(method: M) =>
  (input: ApiInput<M>): Promise<Envelope<ApiResult<M>>> =>
    ipcRenderer.invoke(INVOKE_CHANNEL, method, input) as Promise<Envelope<ApiResult<M>>>;

const bridge = {
  'matters:current': call('matters:current'),
  'matters:list': call('matters:list'),
  'matters:open': call('matters:open'),
  'documents:upload': call('documents:upload'),
  'documents:list': call('documents:list'),
  'documents:ingest': call('documents:ingest'),
  'documents:setCategory': call('documents:setCategory'),
  'documents:boxes': call('documents:boxes'),
  'documents:source': call('documents:source'),
  'documents:pages': call('documents:pages'),
  'documents:find': call('documents:find'),
  'documents:edit': call('documents:edit'),
  'documents:remove': call('documents:remove'),
  'documents:reveal': call('documents:reveal'),
  'documents:reread': call('documents:reread'),
  'review:decisions': call('review:decisions'),
  'answers:ask': call('answers:ask'),
  'answers:verify': call('answers:verify'),
  'answers:exportDocx': call('answers:exportDocx'),
  'traces:list': call('traces:list'),
  'traces:get': call('traces:get'),
  'bundles:export': call('bundles:export'),
  'bundles:download': call('bundles:download'),
  'bundles:signingKey': call('bundles:signingKey'),
  'search:query': call('search:query'),
  'settings:get': call('settings:get'),
  'settings:setKey': call('settings:setKey'),
  'settings:clearKey': call('settings:clearKey'),
  'review:list': call('review:list'),
  'review:decide': call('review:decide'),
  'review:claim': call('review:claim'),
  'review:quality': call('review:quality'),
  'tables:list': call('tables:list'),
  'tables:templates': call('tables:templates'),
  'tables:create': call('tables:create'),
  'tables:get': call('tables:get'),
  'tables:run': call('tables:run'),
  'tables:stop': call('tables:stop'),
  'tables:editColumn': call('tables:editColumn'),
  'tables:addColumn': call('tables:addColumn'),
  'tables:removeColumn': call('tables:removeColumn'),
  'tables:addRows': call('tables:addRows'),
  'tables:export': call('tables:export'),
  onEvent(listener: (message: PushMessage) => void): () => void {
    // The IPC event (with its sender) stays here; only the message crosses.
    const wrapped = (_e: IpcRendererEvent, message: PushMessage) => listener(message);
    ipcRenderer.on(PUSH_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(PUSH_CHANNEL, wrapped);
  },
} satisfies PinciteBridge;

contextBridge.exposeInMainWorld('pincite', bridge);
