import { useCallback } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { useDocuments } from '../store/documents';

/**
 * A document as a lawyer knows it: its title. An id is never shown in its place. A
 * document removed from the matter is still named where a past answer cites it, and says so.
 */
export function docTitle(documents: readonly DocumentSummary[], id: string | null | undefined, removed: readonly DocumentSummary[] = []): string {
  if (!id) return 'the cited document';
  const present = documents.find((d) => d.id === id);
  if (present) return present.title;
  const gone = removed.find((d) => d.id === id);
  return gone ? `${gone.title} (removed from the matter)` : 'the cited document';
}

export function useDocTitle(): (id: string | null | undefined) => string {
  const documents = useDocuments((s) => s.documents);
  const removed = useDocuments((s) => s.removed);
  return useCallback((id) => docTitle(documents, id, removed), [documents, removed]);
}
