import type { PinciteResponse } from '../../../shared/response';

const STATUS: Record<string, { label: string; tone: string; meaning: string }> = {
  in_matter: { label: 'in matter', tone: 'supported', meaning: 'a document of this matter contains it' },
  not_in_matter: { label: 'not in matter', tone: 'unverified', meaning: 'no document of this matter contains it: not evidence here' },
  exists: { label: 'exists', tone: 'inferred', meaning: 'CourtListener knows this case; what it holds is not checked' },
  name_mismatch: { label: 'name mismatch', tone: 'unverified', meaning: 'the reporter citation belongs to another case' },
  not_found: { label: 'not found', tone: 'contradicted', meaning: 'CourtListener has no such case: likely fabricated' },
  unchecked: { label: 'unchecked', tone: 'unverified', meaning: 'not checked' },
};

/** The legal authorities a verified answer cites, each with its status (M8). */
export function AuthoritiesTable({ response }: { response: PinciteResponse }) {
  const list = response.authorities ?? [];
  if (list.length === 0) return null;
  return (
    <section data-testid="authorities" aria-label="Legal authorities" className="rounded-lg border border-line px-4 py-3 text-[13px]">
      <h3 className="mb-1 font-semibold text-ink">Legal authorities</h3>
      {response.authorityLookup ? <p data-testid="authority-lookup" className="mb-2 text-[12px] text-muted">{response.authorityLookup.note}</p> : null}
      <table className="w-full text-left">
        <thead className="text-[11.5px] text-muted">
          <tr><th className="py-1 pr-2 font-medium">Citation</th><th className="py-1 pr-2 font-medium">Kind</th><th className="py-1 font-medium">Status</th></tr>
        </thead>
        <tbody>
          {list.map((a, i) => {
            const s = STATUS[a.status] ?? STATUS.unchecked!;
            return (
              <tr key={i} data-testid="authority" data-status={a.status} className="border-t border-line align-top">
                <td className="py-1.5 pr-2 font-serif">{a.text}</td>
                <td className="py-1.5 pr-2 text-muted">{a.kind}</td>
                <td className="py-1.5" title={a.detail ?? s.meaning}>
                  <span className={`chip st-${s.tone}`}>{s.label}</span>
                  <div className="mt-0.5 text-[11.5px] text-muted">{a.detail ?? s.meaning}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
