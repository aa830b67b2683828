import { useState, type ReactNode } from 'react';
import { POLICIES } from '../../../shared/policies';
import { cleanReviewerName, useSettings, type PolicyId, type Theme } from '../store/settings';
import { Dialog } from './Dialog';
import { ProviderKeys } from './ProviderKeys';

const GENERATORS = ['extractive', 'anthropic', 'openai', 'ollama'];
const JUDGES = ['lexical', 'minicheck', 'anthropic', 'openai', 'ollama'];

/** Pipeline choices sent with every question and verification, provider keys, the reviewer's name, and the appearance. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const s = useSettings();
  const [reviewer, setReviewer] = useState(s.reviewer);
  return (
    <Dialog title="Settings" onClose={onClose} testId="settings-dialog" width="max-w-3xl">
      {/* Two columns on a desktop-sized window; the body scrolls (with room for focus rings) on a small one. */}
      <div className="-m-1 max-h-[78vh] overflow-y-auto p-1">
        <div className="grid grid-cols-1 gap-x-8 gap-y-5 md:grid-cols-2">
          <div className="space-y-5">
            <Field label="Reviewer name" hint="Recorded with every review decision you make (who, when, why).">
              <input
                data-testid="settings-reviewer"
                value={reviewer}
                placeholder="e.g. A. Lawyer"
                maxLength={100}
                onChange={(e) => {
                  // The field shows what is typed; the store always holds the cleaned name.
                  setReviewer(e.target.value);
                  s.setReviewer(e.target.value);
                }}
                onBlur={() => setReviewer(cleanReviewerName(reviewer))}
                className="h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] focus:border-accent focus:outline-none"
              />
            </Field>
            <Field label="Generator" hint="Writes the answer from retrieved passages. extractive runs offline; model providers need a key (below). Add :model to pick one, e.g. anthropic:claude-sonnet-4-5.">
              <SpecInput testId="settings-generator" value={s.generator} options={GENERATORS} onChange={(generator) => s.set({ generator })} />
            </Field>
            <Field label="Judge" hint="Checks each claim against the source text at the bound offsets. lexical runs offline and abstains when unsure; minicheck (Bespoke-MiniCheck on a local Ollama) also judges paraphrases.">
              <SpecInput testId="settings-judge" value={s.judge} options={JUDGES} onChange={(judge) => s.set({ judge })} />
            </Field>
            <fieldset>
              <legend className="mb-1.5 text-[13px] font-semibold">Appearance</legend>
              <div className="inline-flex rounded-lg border border-line p-0.5">
                {(['light', 'dark', 'system'] as Theme[]).map((t) => (
                  <button key={t} type="button" data-testid={`theme-${t}`} aria-pressed={s.theme === t} onClick={() => s.set({ theme: t })} className={`rounded-md px-3 py-1 text-[12.5px] capitalize ${s.theme === t ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink'}`}>
                    {t}
                  </button>
                ))}
              </div>
            </fieldset>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-[13px] font-semibold">Policy</legend>
            <div className="space-y-1.5">
              {(Object.keys(POLICIES) as PolicyId[]).map((id) => (
                <label key={id} className={`flex cursor-pointer gap-3 rounded-lg border px-3 py-2 ${s.policy === id ? 'border-accent bg-accent/5' : 'border-line hover:bg-hover'}`}>
                  <input type="radio" name="policy" value={id} checked={s.policy === id} onChange={() => s.set({ policy: id })} data-testid={`settings-policy-${id}`} className="mt-1 accent-[var(--c-accent)]" />
                  <span>
                    <span className="text-[13px] font-medium">
                      {id} <span className="font-normal text-faint">v{POLICIES[id].version}</span>
                    </span>
                    <span className="block text-[12px] text-muted">{POLICIES[id].description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="md:col-span-2">
            <ProviderKeys />
          </div>
        </div>
      </div>
    </Dialog>
  );
}

function Field({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1 text-[13px] font-semibold">{label}</div>
      {children}
      <p className="mt-1 text-[11.5px] leading-snug text-muted">{hint}</p>
    </div>
  );
}

function SpecInput({ value, options, onChange, testId }: { value: string; options: string[]; onChange: (v: string) => void; testId: string }) {
  const listId = `${testId}-options`;
  return (
    <>
      <input data-testid={testId} list={listId} value={value} onChange={(e) => onChange(e.target.value)} onBlur={(e) => onChange(e.target.value.trim() || options[0]!)} className="h-9 w-full rounded-lg border border-line bg-canvas px-3 font-mono text-[13px] focus:border-accent focus:outline-none" />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  );
}
