import { useState, type ReactNode } from 'react';
import { POLICIES } from '../../../shared/policies';
import { cleanReviewerName, useSettings, type AuthorityMode, type PolicyId, type Theme } from '../store/settings';
import { Dialog } from './Dialog';
import { ProviderKeys } from './ProviderKeys';
import { SigningKey } from './SigningKey';

import { GENERATOR_CHOICES, JUDGE_CHOICES, type SpecChoice } from './spec-choices';

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
            <Field label="Reviewer name" hint="Recorded with every review decision you make (who, when, why)." htmlFor="settings-reviewer">
              <input
                id="settings-reviewer"
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
            <SpecInput
              label="Generator"
              hint="Writes the answer from retrieved passages. The built-in one runs offline; model providers need a key (below). Any other model: type provider:model, e.g. ollama:qwen2.5:14b."
              testId="settings-generator"
              value={s.generator}
              choices={GENERATOR_CHOICES}
              onChange={(generator) => s.set({ generator })}
            />
            <SpecInput
              label="Judge"
              hint="Checks each claim against the source text at the bound offsets. The built-in one runs offline and abstains when unsure; MiniCheck (Bespoke-MiniCheck on a local Ollama) also judges paraphrased claims. Pick a judge from another model family than the generator."
              testId="settings-judge"
              value={s.judge}
              choices={JUDGE_CHOICES}
              onChange={(judge) => s.set({ judge })}
            />
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
          <Field label="Case-law lookup" htmlFor="settings-authorities" hint="When you verify an answer written elsewhere: check its case and statute citations against this matter only, or also look each case up on CourtListener (needs COURTLISTENER_TOKEN in Pincite's environment; without it the lookup is off and the answer says so).">
            <select id="settings-authorities" data-testid="settings-authorities" value={s.authorities} onChange={(e) => s.set({ authorities: e.target.value as AuthorityMode })} className="w-full rounded-md border border-line bg-canvas px-2 py-1.5 text-[13px]">
              <option value="matter">In this matter only</option>
              <option value="courtlistener">This matter and CourtListener</option>
              <option value="off">Off</option>
            </select>
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
          <div className="md:col-span-2">
            <ProviderKeys />
          </div>
          <div className="md:col-span-2">
            <SigningKey />
          </div>
        </div>
      </div>
    </Dialog>
  );
}

function Field({ label, hint, children, htmlFor }: { label: string; hint: string; children: ReactNode; htmlFor?: string }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block text-[13px] font-semibold">
        {label}
      </label>
      {children}
      <p className="mt-1 text-[11.5px] leading-snug text-muted">{hint}</p>
    </div>
  );
}

/** A labelled choice of the known providers and models, and the exact spec as free text for any other. */
function SpecInput({ label, hint, value, choices, onChange, testId }: { label: string; hint: string; value: string; choices: readonly SpecChoice[]; onChange: (v: string) => void; testId: string }) {
  const known = choices.find((c) => c.spec === value.trim());
  return (
    <fieldset>
      <legend className="mb-1 text-[13px] font-semibold">{label}</legend>
      <label htmlFor={`${testId}-choice`} className="sr-only">
        {label}: choice
      </label>
      <select
        id={`${testId}-choice`}
        data-testid={`${testId}-choice`}
        value={known ? known.spec : ''}
        onChange={(e) => e.target.value && onChange(e.target.value)}
        className="h-9 w-full rounded-lg border border-line bg-canvas px-2 text-[13px] text-ink focus:border-accent focus:outline-none"
      >
        {choices.map((c) => (
          <option key={c.spec} value={c.spec}>
            {c.label}
          </option>
        ))}
        <option value="">Other (type the model below)</option>
      </select>
      <label htmlFor={testId} className="mt-1.5 block text-[12px] text-muted">
        {label} model, as provider:model
      </label>
      <input
        id={testId}
        data-testid={testId}
        value={value}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => onChange(e.target.value.trim() || choices[0]!.spec)}
        className="mt-0.5 h-8 w-full rounded-lg border border-line bg-canvas px-3 font-mono text-[12.5px] focus:border-accent focus:outline-none"
      />
      <p className="mt-1 text-[11.5px] leading-snug text-muted">{hint}</p>
    </fieldset>
  );
}
