import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark' | 'system';
export type PolicyId = 'strict' | 'balanced' | 'lenient';

type SettingsState = {
  generator: string;
  judge: string;
  policy: PolicyId;
  theme: Theme;
  /** The name recorded with every review decision. */
  reviewer: string;
  setReviewer: (reviewer: string) => void;
  set: (patch: Partial<Pick<SettingsState, 'generator' | 'judge' | 'policy' | 'theme'>>) => void;
};

/** Pipeline choices passed with every ask/verify, and the theme; kept in localStorage. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      generator: 'extractive',
      judge: 'lexical',
      policy: 'balanced',
      theme: 'system',
      reviewer: '',
      setReviewer: (reviewer) => set({ reviewer }),
      set: (patch) => set(patch),
    }),
    { name: 'pincite.settings', version: 1, partialize: ({ generator, judge, policy, theme, reviewer }) => ({ generator, judge, policy, theme, reviewer }) },
  ),
);

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
