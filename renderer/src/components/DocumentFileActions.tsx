import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { saveBase64File } from '../api/save-file';
import { client, errorInfo } from '../store/client';
import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { useHistory } from '../store/history';
import { useReview } from '../store/review';
import { useSettings } from '../store/settings';

const action = 'rounded-lg border border-line px-3 py-1.5 text-[13px] font-medium hover:bg-hover disabled:opacity-50';

/**
 * What can be done with the document itself: show the original file (the desktop app
 * opens its folder; in a browser the original bytes download), read it again with OCR on
 * every page, and remove it from the matter.
 */
export function DocumentFileActions({ doc, onRemove }: { doc: DocumentSummary; onRemove: () => void }) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [name, setName] = useState(useSettings.getState().reviewer);
  const reread = async () => {
    setRunning(true);
    setStatus({ text: `Reading ${doc.pages} ${doc.pages === 1 ? 'page' : 'pages'} again with OCR… this takes a while.`, error: false });
    try {
      const r = await client().call('documents:reread', { id: doc.id, ocr: 'on', by: name.trim() });
      if (!useSettings.getState().reviewer) useSettings.getState().setReviewer(name);
      setStatus({
        text: !r.changed
          ? 'Read again with OCR: the text came out the same, so nothing changed.'
          : `Read again with OCR (${r.after.ocrPages} pages). The text changed: ${r.rebound.length} ${r.rebound.length === 1 ? 'claim was' : 'claims were'} bound to the same words in the new reading; ${
              r.flagged.length === 0 ? 'no claim lost its words.' : `${r.flagged.length} ${r.flagged.length === 1 ? 'claim whose words are' : 'claims whose words are'} not in it went to the review queue.`
            }`,
        error: false,
      });
      setAsking(false);
      await useDocuments.getState().refresh();
      void useHistory.getState().refresh();
      if (useReview.getState().open) void useReview.getState().refresh();
      const shown = useAnswer.getState().view?.response.trace;
      if (shown) void useAnswer.getState().loadTrace(shown);
    } catch (err) {
      setStatus({ text: errorInfo(err).message, error: true });
    } finally {
      setRunning(false);
    }
  };
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
        <button type="button" data-testid="document-reread-open" onClick={() => setAsking(true)} disabled={running} className={action} aria-expanded={asking}>
          Read again with OCR…
        </button>
        <button type="button" data-testid="document-remove-open" onClick={onRemove} className={`${action} text-[var(--c-contradicted)]`}>
          Remove from matter…
        </button>
      </div>
      {asking ? (
        <form data-testid="document-reread" aria-label="Read again with OCR" onSubmit={(e) => { e.preventDefault(); void reread(); }} className="space-y-2 rounded-lg border border-line bg-sunken p-3 text-[12.5px]">
          <p>
            Every page is read again by OCR, from the same file. If the text comes out different it becomes the document’s text: claims quoting it are bound to the same words in the new
            reading, or sent to the review queue when those words are not there. The earlier reading stays on record, so past answers and their bundles still check out.
          </p>
          <label htmlFor="document-reread-name" className="block font-semibold">Your name (recorded in the audit log)</label>
          <input id="document-reread-name" data-testid="document-reread-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="e.g. A. Lawyer" className="h-8 w-full rounded-lg border border-line bg-canvas px-2 focus:border-accent focus:outline-none" />
          <div className="flex gap-2">
            <button type="submit" data-testid="document-reread-confirm" disabled={!name.trim() || running} className="rounded-lg bg-accent px-3 py-1.5 font-medium text-accent-ink disabled:opacity-50">Read again</button>
            <button type="button" onClick={() => setAsking(false)} disabled={running} className={action}>Cancel</button>
          </div>
        </form>
      ) : null}
      {status ? (
        <p role={status.error ? 'alert' : 'status'} data-testid="document-file-status" className={`text-[12px] ${status.error ? 'text-[var(--c-contradicted)]' : 'text-muted'}`}>
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
