import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { saveBase64File } from '../api/save-file';
import { client, errorInfo } from '../store/client';

const action = 'rounded-lg border border-line px-3 py-1.5 text-[13px] font-medium hover:bg-hover disabled:opacity-50';

/**
 * What can be done with the document itself: show the original file (the desktop app
 * opens its folder; in a browser the original bytes download), and remove it from the matter.
 */
export function DocumentFileActions({ doc, onRemove }: { doc: DocumentSummary; onRemove: () => void }) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const reveal = async () => {
    try {
      const r = await client().call('documents:reveal', { id: doc.id });
      if (r.revealed) return setStatus({ text: `Shown in your file manager: ${r.fileName} (the copy kept in the matter).`, error: false });
      const src = await client().call('documents:source', { id: doc.id });
      saveBase64File(doc.fileName, src.dataBase64, 'application/pdf');
      setStatus({ text: `Downloading ${doc.fileName}: the original bytes, SHA-256 ${src.sha256.slice(0, 12)}…`, error: false });
    } catch (err) {
      setStatus({ text: errorInfo(err).message, error: true });
    }
  };
  return (
    <section aria-label="File" className="mt-4 space-y-2 border-t border-line pt-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" data-testid="document-reveal" onClick={() => void reveal()} className={action} title="The desktop app shows the stored original in its folder; in a browser it downloads">
          Show original file
        </button>
        <button type="button" data-testid="document-remove-open" onClick={onRemove} className={`${action} text-[var(--c-contradicted)]`}>
          Remove from matter…
        </button>
      </div>
      {status ? (
        <p role={status.error ? 'alert' : 'status'} data-testid="document-file-status" className={`text-[12px] ${status.error ? 'text-[var(--c-contradicted)]' : 'text-muted'}`}>
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
