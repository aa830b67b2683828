import { create } from 'zustand';
import type { ApiResult } from '../../../shared/api';
import { client, errorInfo } from './client';
import { matterEpoch } from './epoch';

export type SearchHit = ApiResult<'documents:find'>['hits'][number];

type PdfSearchState = {
  open: boolean;
  query: string;
  /** The document the hits belong to. */
  doc: string | null;
  hits: SearchHit[];
  total: number;
  /** The hit under the cursor (index into `hits`), or -1. */
  current: number;
  /** Changes on every move, so the viewer scrolls even to the same hit again. */
  seq: number;
  error: string | null;
  show: () => void;
  close: () => void;
  search: (doc: string, query: string) => Promise<void>;
  step: (delta: 1 | -1) => void;
  reset: () => void;
};

let searchSeq = 0;

/** Find in the open PDF: the core searches the document's text and returns each hit's boxes. */
export const usePdfSearch = create<PdfSearchState>((set, get) => ({
  open: false,
  query: '',
  doc: null,
  hits: [],
  total: 0,
  current: -1,
  seq: 0,
  error: null,
  show: () => set({ open: true }),
  close: () => set({ open: false, hits: [], total: 0, current: -1, error: null }),
  async search(doc, query) {
    const seq = ++searchSeq;
    const epoch = matterEpoch();
    set({ query, doc });
    if (!query.trim()) return set({ hits: [], total: 0, current: -1, error: null });
    try {
      const r = await client().call('documents:find', { id: doc, query, limit: 1000 });
      if (seq !== searchSeq || epoch !== matterEpoch()) return;
      set({ hits: r.hits, total: r.total, current: r.hits.length ? 0 : -1, seq: get().seq + 1, error: null });
    } catch (err) {
      if (seq === searchSeq) set({ hits: [], total: 0, current: -1, error: errorInfo(err).message });
    }
  },
  step(delta) {
    const { hits, current, seq } = get();
    if (!hits.length) return;
    set({ current: (current + delta + hits.length) % hits.length, seq: seq + 1 });
  },
  reset: () => {
    searchSeq++;
    set({ open: false, query: '', doc: null, hits: [], total: 0, current: -1, error: null });
  },
}));
