import { useEffect, useState } from 'react';
import { client, errorInfo } from '../store/client';

/**
 * The install's bundle-signing key id: what a recipient passes to `verify.mjs
 * --expect-key`. It is given to them through another channel than the bundle (a call, a
 * letter), so Settings shows it in full, ready to copy.
 */
export function SigningKey() {
  const [keyId, setKeyId] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const load = (create: boolean) =>
    client()
      .call('bundles:signingKey', { create })
      .then((r) => setKeyId(r.keyId), (err: unknown) => setError(errorInfo(err).message));
  useEffect(() => {
    void load(false);
  }, []);
  return (
    <section aria-labelledby="signing-key-title" data-testid="signing-key">
      <h3 id="signing-key-title" className="mb-1 text-[13px] font-semibold">
        Bundle signing key
      </h3>
      <p className="mb-1.5 text-[11.5px] leading-snug text-muted">
        Audit bundles you export are signed with this install’s key. Give recipients this key id by another channel than the bundle (a call, a letter, your firm’s directory), so they can check with <code className="font-mono">verify.mjs --expect-key</code> that the bundle came from you.
      </p>
      {error ? (
        <p className="text-[12px] text-[var(--c-contradicted)]">{error}</p>
      ) : keyId === undefined ? (
        <p className="text-[12px] text-muted">Loading…</p>
      ) : keyId ? (
        <input readOnly aria-label="Key id to share" data-testid="signing-key-id" value={keyId} onFocus={(e) => e.target.select()} className="h-8 w-full rounded-lg border border-line bg-sunken px-2 font-mono text-[11.5px] text-ink" />
      ) : (
        <div className="flex items-center gap-2 text-[12px] text-muted">
          No key yet: one is made with the first export.
          <button type="button" data-testid="signing-key-create" onClick={() => void load(true)} className="rounded-md border border-line px-2 py-0.5 text-ink hover:bg-hover">
            Make it now
          </button>
        </div>
      )}
    </section>
  );
}
