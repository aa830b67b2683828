import { useEffect, useState } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { client, errorInfo } from '../store/client';
import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { useHistory } from '../store/history';
import { useReview } from '../store/review';
import { useSettings } from '../store/settings';
import { Dialog } from './Dialog';

const field = 'h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] focus:border-accent focus:outline-none';

/**
 * Asks before a document leaves the matter, saying what happens to the claims that cite
 * it; the removal is recorded in the audit log under the name given here.
 */
export function RemoveDocumentDialog({ doc, onCancel, onDone }: { doc: DocumentSummary; onCancel: () => void; onDone: () => void }) {
  const [name, setName] = useState(useSettings.getState().reviewer);
  const [citing, setCiting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    client().call('review:list', { doc: doc.id, scope: 'all', limit: 1 }).then((r) => live && setCiting(r.total), () => live && setCiting(null));
    return () => {
      live = false;
    };
  }, [doc.id]);
  const remove = async () => {
    setBusy(true);
    try {
      await client().call('documents:remove', { id: doc.id, by: name.trim() });
      if (!useSettings.getState().reviewer) useSettings.getState().setReviewer(name);
      await useDocuments.getState().refresh();
      void useHistory.getState().refresh();
      if (useReview.getState().open) void useReview.getState().refresh();
      // The answer on screen may cite it: show its claims as they stand now.
      const shown = useAnswer.getState().view?.response.trace;
      if (shown) void useAnswer.getState().loadTrace(shown);
      onDone();
    } catch (err) {
      setError(errorInfo(err).message);
      setBusy(false);
    }
  };
  const flagged = ' marked unverified and sent to the review queue: none is shown as supported while the document is out of the matter.';
  const claims =
    citing === 0 ? 'No claim cites it yet.' : citing === null ? `Claims that cite it will be${flagged}` : `${citing} ${citing === 1 ? 'claim cites it. It will be' : 'claims cite it. They will be'}${flagged}`;
  return (
    <Dialog title={`Remove “${doc.title}”?`} onClose={onCancel} testId="document-remove" width="max-w-md">
      <form onSubmit={(e) => { e.preventDefault(); void remove(); }} className="space-y-3 text-[13px]">
        <ul className="list-disc space-y-1.5 pl-5 text-ink" data-testid="document-remove-effects">
          <li>It leaves the documents list and is no longer searched or cited in new answers.</li>
          <li data-testid="document-remove-claims">{claims}</li>
          <li>Past answers stay readable, with the document named and flagged. While any answer cites it, its file and text are kept, so audit bundles still verify; if none does, its stored copy is deleted.</li>
          <li>Adding the same file again brings it back.</li>
        </ul>
        <div>
          <label htmlFor="document-remove-name" className="mb-1 block font-semibold">Your name (recorded in the audit log)</label>
          <input id="document-remove-name" data-testid="document-remove-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="e.g. A. Lawyer" className={field} />
        </div>
        {error ? <p role="alert" data-testid="document-remove-error" className="text-[12px] text-[var(--c-contradicted)]">{error}</p> : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-hover">Keep it</button>
          <button type="submit" data-testid="document-remove-confirm" disabled={!name.trim() || busy} className="rounded-lg border border-[var(--c-contradicted)] bg-[var(--c-contradicted-bg)] px-3 py-1.5 font-semibold text-[var(--c-contradicted)] disabled:opacity-50">
            Remove from matter
          </button>
        </div>
      </form>
    </Dialog>
  );
}
