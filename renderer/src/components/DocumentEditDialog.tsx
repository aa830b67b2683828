import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { client, errorInfo } from '../store/client';
import { useDocuments } from '../store/documents';
import { Dialog } from './Dialog';
import { DocumentFileActions } from './DocumentFileActions';
import { RemoveDocumentDialog } from './RemoveDocumentDialog';

const field = 'h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] focus:border-accent focus:outline-none';

/**
 * A document's details: its display title and category (the change is recorded in the
 * matter's audit log), its original file, and removing it from the matter.
 */
export function DocumentEditDialog({ doc, onClose }: { doc: DocumentSummary; onClose: () => void }) {
  const [removing, setRemoving] = useState(false);
  if (removing) return <RemoveDocumentDialog doc={doc} onCancel={() => setRemoving(false)} onDone={onClose} />;
  return <DetailsDialog doc={doc} onClose={onClose} onRemove={() => setRemoving(true)} />;
}

function DetailsDialog({ doc, onClose, onRemove }: { doc: DocumentSummary; onClose: () => void; onRemove: () => void }) {
  const [title, setTitle] = useState(doc.title);
  const [category, setCategory] = useState(doc.category ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await client().call('documents:edit', { id: doc.id, title: title.trim(), category: category.trim() || null });
      await useDocuments.getState().refresh();
      onClose();
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };
  return (
    <Dialog title="Document details" onClose={onClose} testId="document-edit" width="max-w-md">
      <form onSubmit={(e) => { e.preventDefault(); void save(); }} className="space-y-3">
        <div>
          <label htmlFor="document-title" className="mb-1 block text-[13px] font-semibold">Title</label>
          <input id="document-title" data-testid="document-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className={field} />
        </div>
        <div>
          <label htmlFor="document-category" className="mb-1 block text-[13px] font-semibold">Category</label>
          <input id="document-category" data-testid="document-category" value={category} maxLength={200} placeholder="e.g. Supply Agreement" onChange={(e) => setCategory(e.target.value)} className={field} />
        </div>
        <p className="text-[12px] text-muted">File: {doc.fileName}. Renaming changes neither the file nor its text; the change is recorded in the matter’s audit log.</p>
        {error ? <p role="alert" data-testid="document-edit-error" className="text-[12px] text-[var(--c-contradicted)]">{error}</p> : null}
        <button type="submit" data-testid="document-save" disabled={!title.trim()} className="rounded-lg bg-accent px-3 py-1.5 text-[13px] font-medium text-accent-ink disabled:opacity-50">Save</button>
      </form>
      <DocumentFileActions doc={doc} onRemove={onRemove} />
    </Dialog>
  );
}
