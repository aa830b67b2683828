import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Pane sizes the user dragged to, in CSS pixels; null means "the default for this window". Kept across sessions. */
type LayoutState = {
  navWidth: number | null;
  mainWidth: number | null;
  queueDetailHeight: number | null;
  set: (patch: Partial<Pick<LayoutState, 'navWidth' | 'mainWidth' | 'queueDetailHeight'>>) => void;
};

export const useLayout = create<LayoutState>()(
  persist(
    (set) => ({ navWidth: null, mainWidth: null, queueDetailHeight: null, set: (patch) => set(patch) }),
    { name: 'pincite.layout', version: 1, partialize: ({ navWidth, mainWidth, queueDetailHeight }) => ({ navWidth, mainWidth, queueDetailHeight }) },
  ),
);

export const NAV = { min: 180, max: 420, default: (w: number) => (w < 1200 ? 224 : 256) };
export const MAIN = { min: 360, max: 900, default: (w: number) => Math.round(Math.min(680, Math.max(440, w * 0.4))) };
/** The queue's detail pane: small windows keep room for at least eight rows of the list above it. */
export const DETAIL = { min: 96, max: 640, default: (paneHeight: number) => Math.round(Math.min(300, Math.max(110, Math.min(paneHeight * 0.4, paneHeight - 8 * 46 - 140)))) };

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
