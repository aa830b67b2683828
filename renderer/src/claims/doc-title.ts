import { useCallback } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { useDocuments } from '../store/documents';

/** A document as a lawyer knows it: its title. An id is never shown in its place. */
export function docTitle(documents: readonly DocumentSummary[], id: string | null | undefined): string {
  return (id ? documents.find((d) => d.id === id)?.title : undefined) ?? 'the cited document';
}

export function useDocTitle(): (id: string | null | undefined) => string {
  const documents = useDocuments((s) => s.documents);
  return useCallback((id) => docTitle(documents, id), [documents]);
}
