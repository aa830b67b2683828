import { useEffect, useState } from 'react';
import type { ProviderStatus, SettingsView } from '../../../shared/settings';
import { client, errorInfo } from '../store/client';

const LABEL: Record<ProviderStatus['provider'], string> = { anthropic: 'Anthropic', openai: 'OpenAI', ollama: 'Ollama' };

/**
 * Which model providers have a key, and from where — never the key itself. On desktop
 * with an OS keychain a key can be set here (encrypted by safeStorage, kept in the app's
 * data folder, never in a matter); otherwise keys come from environment variables only.
 */
export function ProviderKeys() {
  const [view, setView] = useState<SettingsView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client()
      .call('settings:get', {})
      .then(setView, (err: unknown) => setError(errorInfo(err).message));
  }, []);

  const run = async (action: Promise<SettingsView>) => {
    setError(null);
    try {
      setView(await action);
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };

  const editable = view?.keyStorage === 'encrypted';
  return (
    <fieldset data-testid="settings-keys">
      <legend className="mb-1.5 text-[13px] font-semibold">Provider keys</legend>
      {view?.keyStorageNote ? (
        <p data-testid="key-storage-note" className="mb-2 rounded-lg border border-line bg-sunken px-3 py-2 text-[12px] leading-snug text-muted">
          {view.keyStorageNote}
        </p>
      ) : null}
      {view && editable ? <p className="mb-2 text-[12px] leading-snug text-muted">Keys are encrypted with this computer’s keychain and stored in Pincite’s own data folder, never in a matter or an export.</p> : null}
      <ul className="divide-y divide-line rounded-lg border border-line">
        {(view?.providers ?? []).map((p) => (
          <ProviderRow key={p.provider} status={p} editable={editable} onSave={(key) => run(client().call('settings:setKey', { provider: p.provider as 'anthropic' | 'openai', key }))} onClear={() => run(client().call('settings:clearKey', { provider: p.provider as 'anthropic' | 'openai' }))} />
        ))}
      </ul>
      {error ? (
        <p role="alert" data-testid="key-error" className="mt-2 text-[12px] text-[var(--c-contradicted)]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ProviderRow({ status, editable, onSave, onClear }: { status: ProviderStatus; editable: boolean; onSave: (key: string) => Promise<void>; onClear: () => Promise<void> }) {
  const [draft, setDraft] = useState('');
  const canEdit = editable && status.needsKey;
  const state = !status.needsKey
    ? status.configured
      ? `no key needed · host from ${status.env}`
      : `no key needed · default host (set ${status.env} to change)`
    : status.source === 'stored'
      ? 'key stored (encrypted)'
      : status.source === 'environment'
        ? `key from ${status.env}`
        : `no key · set ${status.env}`;
  return (
    <li data-testid={`provider-${status.provider}`} data-configured={status.configured} data-source={status.source ?? ''} className="px-3 py-2">
      <div className="flex items-center gap-2">
        <span className="w-20 text-[13px] font-medium">{LABEL[status.provider]}</span>
        <span className={`inline-flex items-center gap-1.5 text-[12px] ${status.configured || !status.needsKey ? 'text-ink' : 'text-muted'}`}>
          <span aria-hidden="true" className={`inline-block size-2 rounded-full ${status.configured ? 'bg-[var(--c-supported)]' : status.needsKey ? 'border border-[var(--c-faint)]' : 'bg-[var(--c-faint)]'}`} />
          {state}
        </span>
        {canEdit && status.source === 'stored' ? (
          <button type="button" data-testid={`key-clear-${status.provider}`} onClick={() => void onClear()} className="ml-auto rounded-md px-2 py-0.5 text-[12px] text-muted hover:bg-hover hover:text-ink">
            Remove
          </button>
        ) : null}
      </div>
      {canEdit ? (
        <form
          className="mt-1.5 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim()) void onSave(draft).then(() => setDraft(''));
          }}
        >
          <input
            type="password"
            autoComplete="off"
            spellCheck={false}
            data-testid={`key-input-${status.provider}`}
            aria-label={`${LABEL[status.provider]} API key`}
            placeholder={status.source === 'stored' ? 'Replace the stored key…' : `Paste ${status.provider === 'openai' ? 'an' : 'a'} ${LABEL[status.provider]} API key`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="h-8 min-w-0 flex-1 rounded-md border border-line bg-canvas px-2.5 font-mono text-[12.5px] focus:border-accent focus:outline-none"
          />
          <button type="submit" data-testid={`key-save-${status.provider}`} disabled={!draft.trim()} className="rounded-md bg-accent px-3 text-[12.5px] font-medium text-accent-ink disabled:opacity-40">
            Save
          </button>
        </form>
      ) : null}
    </li>
  );
}
