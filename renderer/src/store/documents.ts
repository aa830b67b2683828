import { create } from 'zustand';
import type { MatterInfo } from '../../../shared/api';
import type { DocumentSummary, IngestOutcome, IngestProgress } from '../../../shared/documents';
import { client, errorInfo } from './client';
import { matterEpoch } from './epoch';

/** One file the user dropped or picked, from reading it to its outcome. */
export type Upload = {
  key: string;
  name: string;
  bytes: number;
  phase: IngestProgress['phase'] | 'queued' | 'uploading' | 'duplicate';
  pagesDone: number;
  pagesTotal: number;
  error?: { code: string; message: string };
};

type DocumentsState = {
  matter: MatterInfo | null;
  matters: Array<{ name: string; current: boolean }>;
  documents: DocumentSummary[];
  /** Documents removed from the matter: out of the list, still named (and flagged) where past answers cite them. */
  removed: DocumentSummary[];
  uploads: Upload[];
  loadError: { code: string; message: string } | null;
  refresh: () => Promise<void>;
  upload: (files: readonly File[]) => Promise<void>;
  progress: (p: IngestProgress) => void;
  dismiss: (key: string) => void;
  /** Which opening of a matter this is (store/epoch.ts): the panes are keyed by it, so no local state outlives a switch. */
  epoch: number;
  /** Another matter was opened: nothing of the previous one is kept. */
  reset: (matter: MatterInfo) => void;
};

/** Upload batches go one at a time: progress events name files by their index in the batch. */
let queue: Promise<void> = Promise.resolve();
let batch: string[] = [];
let nextKey = 0;

const patchUpload = (uploads: Upload[], key: string, patch: Partial<Upload>) => uploads.map((u) => (u.key === key ? { ...u, ...patch } : u));

export const useDocuments = create<DocumentsState>((set, get) => ({
  matter: null,
  matters: [],
  documents: [],
  removed: [],
  uploads: [],
  loadError: null,
  epoch: 0,

  async refresh() {
    const epoch = matterEpoch();
    try {
      const [matter, { matters }, { documents }] = await Promise.all([
        client().call('matters:current', {}),
        client().call('matters:list', {}),
        client().call('documents:list', { includeRemoved: true }),
      ]);
      if (epoch === matterEpoch()) set({ matter, matters, documents: documents.filter((d) => !d.removed), removed: documents.filter((d) => d.removed), loadError: null });
    } catch (err) {
      if (epoch === matterEpoch()) set({ loadError: errorInfo(err) });
    }
  },


  upload(files) {
    const entries: Upload[] = files.map((f) => ({ key: `u${nextKey++}`, name: f.name, bytes: f.size, phase: 'queued', pagesDone: 0, pagesTotal: 0 }));
    set({ uploads: [...entries, ...get().uploads] });
    const run = async () => {
      batch = entries.map((e) => e.key);
      for (const e of entries) set({ uploads: patchUpload(get().uploads, e.key, { phase: 'uploading' }) });
      try {
        const payload = await Promise.all(files.map(async (f) => ({ name: f.name, dataBase64: await readBase64(f) })));
        const { documents } = await client().call('documents:upload', { files: payload });
        documents.forEach((outcome, i) => settle(entries[i]!.key, outcome, i));
      } catch (err) {
        const error = errorInfo(err);
        for (const e of entries) set({ uploads: patchUpload(get().uploads, e.key, { phase: 'error', error }) });
      } finally {
        batch = [];
        await get().refresh();
      }
    };
    const settle = (key: string, o: IngestOutcome, i: number) => {
      if (o.status === 'error') {
        const error = o.error ?? { code: 'INTERNAL', message: 'Ingest failed without a message.' };
        set({ uploads: patchUpload(get().uploads, key, { phase: 'error', error: { ...error, message: unprefixed(error.message, i, files[i]!.name) } }) });
      } else if (o.duplicate) set({ uploads: patchUpload(get().uploads, key, { phase: 'duplicate' }) });
      else set({ uploads: get().uploads.filter((u) => u.key !== key) });
    };
    queue = queue.then(run);
    return queue;
  },

  progress(p) {
    // Uploaded files are written as "<index>-<name>" in a private folder; the index names our entry.
    const base = p.file.split(/[\\/]/).pop() ?? p.file;
    const m = /^(\d{3})-/.exec(base);
    const key = m ? batch[Number(m[1])] : undefined;
    if (!key) return;
    set({ uploads: patchUpload(get().uploads, key, { phase: p.phase, pagesDone: p.pagesDone, pagesTotal: p.pagesTotal }) });
  },

  dismiss(key) {
    set({ uploads: get().uploads.filter((u) => u.key !== key) });
  },

  reset(matter) {
    set({ matter, documents: [], removed: [], uploads: [], loadError: null, epoch: matterEpoch() });
  },
}));

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`Could not read ${file.name} from disk (${reader.error?.message ?? 'unknown error'}).`));
    reader.readAsDataURL(file);
  });
}

/** Messages name the private upload copy ("003-name.pdf"); the user knows the file by its own name. */
function unprefixed(message: string, index: number, name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} ._()-]/gu, '_');
  return message.split(`${String(index).padStart(3, '0')}-${safe}`).join(name);
}
