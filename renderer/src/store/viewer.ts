import { create } from 'zustand';
import type { Evidence } from '../../../shared/response';

export const ZOOM_STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;

/** The evidence the viewer must show; `seq` changes on every click so a repeat click re-scrolls. */
export type Target = { claimId: string; evidence: Evidence; seq: number };

/** A request to bring a page into view (navigation), distinct from the page the user scrolled to. */
export type PageRequest = { page: number; seq: number };

type ViewerState = {
  docId: string | null;
  scale: number;
  /** Follow the pane's width (the default) until the user zooms. */
  fit: boolean;
  /** Extra clockwise rotation the user asked for, on top of each page's own /Rotate. */
  rotation: 0 | 90 | 180 | 270;
  /** The page nearest the middle of the viewport. */
  page: number;
  pageCount: number;
  target: Target | null;
  request: PageRequest | null;
  open: (docId: string, page?: number) => void;
  focus: (claimId: string, evidence: Evidence) => void;
  clearTarget: () => void;
  goTo: (page: number) => void;
  step: (delta: number) => void;
  zoom: (direction: 1 | -1 | 0) => void;
  setScale: (scale: number, fit?: boolean) => void;
  fitWidth: () => void;
  rotate: () => void;
  setVisiblePage: (page: number) => void;
  setPageCount: (n: number) => void;
  /** No document open: another matter was opened. Zoom and rotation are the user's, and stay. */
  reset: () => void;
};

let seq = 0;

export const useViewer = create<ViewerState>((set, get) => ({
  docId: null,
  scale: 1,
  fit: true,
  rotation: 0,
  page: 1,
  pageCount: 0,
  target: null,
  request: null,

  open(docId, page = 1) {
    set({ docId, page, request: { page, seq: ++seq }, ...(docId !== get().docId ? { target: null, pageCount: 0 } : {}) });
  },

  focus(claimId, evidence) {
    const page = evidence.boxes[0]?.page ?? evidence.page ?? 1;
    performance.mark('pincite:footnote-click');
    set({ docId: evidence.doc, target: { claimId, evidence, seq: ++seq }, page, request: null, ...(evidence.doc !== get().docId ? { pageCount: 0 } : {}) });
  },

  clearTarget: () => set({ target: null }),

  goTo(page) {
    const { pageCount } = get();
    const p = Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
    set({ request: { page: p, seq: ++seq }, page: p });
  },

  step(delta) {
    get().goTo(get().page + delta);
  },

  zoom(direction) {
    const { scale } = get();
    if (direction === 0) return set({ scale: 1, fit: false });
    const next = direction > 0 ? ZOOM_STEPS.find((z) => z > scale + 1e-6) : [...ZOOM_STEPS].reverse().find((z) => z < scale - 1e-6);
    if (next !== undefined) set({ scale: next, fit: false });
  },

  setScale: (scale, fit = false) => set({ scale: Math.min(4, Math.max(0.25, Math.round(scale * 100) / 100)), fit }),
  fitWidth: () => set({ fit: true }),

  rotate: () => set({ rotation: ((get().rotation + 90) % 360) as ViewerState['rotation'] }),
  setVisiblePage: (page) => {
    if (page !== get().page) set({ page });
  },
  setPageCount: (pageCount) => set({ pageCount }),
  reset: () => set({ docId: null, page: 1, pageCount: 0, target: null, request: null }),
}));
