import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark' | 'system';
export type PolicyId = 'strict' | 'balanced' | 'lenient';
/** How `Verify an answer` checks the case and statute citations of a pasted answer. */
export type AuthorityMode = 'off' | 'matter' | 'courtlistener';

type SettingsState = {
  generator: string;
  judge: string;
  policy: PolicyId;
  theme: Theme;
  /** Who is reviewing: recorded with every review decision (who/when/why). Empty until the user says. */
  reviewer: string;
  authorities: AuthorityMode;
  set: (patch: Partial<Pick<SettingsState, 'generator' | 'judge' | 'policy' | 'theme' | 'authorities'>>) => void;
  setReviewer: (name: string) => void;
};

/** A reviewer name as recorded: trimmed, inner whitespace collapsed, at most 100 characters. */
export function cleanReviewerName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, 100);
}

/** Pipeline choices passed with every ask/verify, the theme and the reviewer's name; kept in localStorage. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      generator: 'extractive',
      judge: 'lexical',
      policy: 'balanced',
      theme: 'system',
      reviewer: '',
      authorities: 'matter',
      set: (patch) => set(patch),
      setReviewer: (name) => set({ reviewer: cleanReviewerName(name) }),
    }),
    {
      name: 'pincite.settings',
      version: 3,
      // v1 had no reviewer, v2 no case-law lookup: keep everything else as it was.
      migrate: (persisted) => ({ reviewer: '', authorities: 'matter', ...(persisted as object) }),
      partialize: ({ generator, judge, policy, theme, reviewer, authorities }) => ({ generator, judge, policy, theme, reviewer, authorities }),
    },
  ),
);

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
