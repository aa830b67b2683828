import { useState } from 'react';
import { useSettings } from '../store/settings';
import { AboutDialog } from './AboutDialog';
import { IconInfo, IconMoon, IconSettings, IconSun } from './Icons';
import { MatterSwitcher } from './MatterSwitcher';
import { SettingsDialog } from './SettingsDialog';
import { ToolButton } from './ToolButton';

export function TopBar({ mode }: { mode: 'desktop' | 'browser' }) {
  const [dialog, setDialog] = useState<'settings' | 'about' | null>(null);
  const theme = useSettings((s) => s.theme);
  const setTheme = useSettings((s) => s.set);
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  return (
    <header data-print="hide" className="flex h-12 shrink-0 items-center gap-3 border-b border-line bg-panel px-3">
      <div className="flex w-[15.5rem] items-center gap-2 pl-1">
        <Logo />
        <h1 className="text-[15px] font-semibold tracking-tight text-ink">Pincite</h1>
      </div>
      <MatterSwitcher />
      <div className="ml-auto flex items-center gap-1">
        {mode === 'browser' ? (
          <span className="mr-2 rounded-full border border-line px-2 py-0.5 text-[11px] text-muted" title="The app is served on this computer only (127.0.0.1) with a per-launch token.">
            Browser mode · local only
          </span>
        ) : null}
        <ToolButton label={dark ? 'Light mode' : 'Dark mode'} testId="theme-toggle" onClick={() => setTheme({ theme: dark ? 'light' : 'dark' })}>
          {dark ? <IconSun /> : <IconMoon />}
        </ToolButton>
        <ToolButton label="Settings" testId="open-settings" onClick={() => setDialog('settings')} active={dialog === 'settings'}>
          <IconSettings />
        </ToolButton>
        <ToolButton label="About Pincite" testId="open-about" onClick={() => setDialog('about')} active={dialog === 'about'}>
          <IconInfo />
        </ToolButton>
      </div>
      {dialog === 'settings' ? <SettingsDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'about' ? <AboutDialog onClose={() => setDialog(null)} /> : null}
    </header>
  );
}

function Logo() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" fill="var(--c-accent)" />
      <path d="M8 6.5h5.2a3.6 3.6 0 0 1 0 7.2H10.4V17.5H8z" fill="none" stroke="var(--c-accent-ink)" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="16.5" cy="17" r="1.6" fill="var(--c-accent-ink)" />
    </svg>
  );
}
