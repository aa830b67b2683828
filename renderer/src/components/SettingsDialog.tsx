import type { ReactNode } from 'react';
import { POLICIES } from '../../../shared/policies';
import { useSettings, type PolicyId, type Theme } from '../store/settings';
import { Dialog } from './Dialog';

const GENERATORS = ['extractive', 'anthropic', 'openai', 'ollama'];
const JUDGES = ['lexical', 'anthropic', 'openai', 'ollama'];

/** Pipeline choices sent with every question and verification, and the appearance. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const s = useSettings();
  return (
    <Dialog title="Settings" onClose={onClose} testId="settings-dialog">
      <div className="space-y-5">
        <Field label="Generator" hint="Writes the answer from retrieved passages. extractive runs offline; model providers need their keys configured where Pincite runs. Add :model to pick one, e.g. anthropic:claude-sonnet-4-5.">
          <SpecInput testId="settings-generator" value={s.generator} options={GENERATORS} onChange={(generator) => s.set({ generator })} />
        </Field>
        <Field label="Judge" hint="Checks each claim against the source text at the bound offsets. lexical runs offline and abstains when unsure.">
          <SpecInput testId="settings-judge" value={s.judge} options={JUDGES} onChange={(judge) => s.set({ judge })} />
        </Field>
        <Field label="Reviewer name" hint="Recorded with every review decision you make, in the append-only audit log.">
          <input data-testid="settings-reviewer" value={s.reviewer} onChange={(e) => s.setReviewer(e.target.value)} placeholder="e.g. A. Lawyer" className="h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] focus:border-accent focus:outline-none" />
        </Field>
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
