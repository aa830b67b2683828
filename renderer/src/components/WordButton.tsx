import { useState } from 'react';
import { client, errorInfo } from '../store/client';
import { saveBase64File } from '../api/save-file';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Downloads the answer as a Word document, made by the core (answers:exportDocx) with each claim's current state. */
export function WordButton({ trace }: { trace: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const { fileName, dataBase64 } = await client().call('answers:exportDocx', { trace });
      saveBase64File(fileName, dataBase64, DOCX);
    } catch (err) {
      setError(`The Word document could not be made: ${errorInfo(err).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" data-testid="export-docx" disabled={busy} onClick={() => void save()} className="mt-0.5 rounded-md border border-line px-2 py-0.5 text-[12px] text-ink hover:bg-hover disabled:text-faint" title="Download the answer as a Word document, with footnotes for every citation">
        Word
      </button>
      {error ? (
        <span role="alert" className="text-[12px] text-[var(--c-contradicted)]">
          {error}
        </span>
      ) : null}
    </>
  );
}
