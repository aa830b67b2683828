import { useAnswer } from './answer';
import { useDocuments } from './documents';
import { useHistory } from './history';
import { usePdfSearch } from './pdf-search';
import { useReview } from './review';
import { useViewer } from './viewer';

/**
 * Everything the renderer's stores hold, as JSON text (Maps and Sets spelled out). The
 * end-to-end tests read it to prove a matter switch left nothing of the previous matter
 * behind; it holds only what the page already shows or fetched.
 */
export function stateSnapshot(): string {
  const stores = { answer: useAnswer.getState(), documents: useDocuments.getState(), history: useHistory.getState(), review: useReview.getState(), viewer: useViewer.getState(), pdfSearch: usePdfSearch.getState() };
  return JSON.stringify(stores, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value instanceof Set ? [...value] : typeof value === 'function' ? undefined : value));
}
