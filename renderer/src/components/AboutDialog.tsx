import { Dialog } from './Dialog';

export function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="About Pincite" onClose={onClose} testId="about-dialog">
      <div className="space-y-4 text-[13px] leading-relaxed">
        <p>
          <b>Pincite</b> reviews AI answers over legal documents. Every claim is pinned to a page, a box and the exact characters it quotes (offsets and the SHA-256 of
          the source version), judged for entailment, and given one of five states. Claims that cannot be verified are never dressed up as answers.
        </p>
        <div className="rounded-lg border border-line bg-sunken p-3" data-testid="attribution">
          <div className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-muted">Sample contracts</div>
          <p>
            Contracts from CUAD v1, The Atticus Project, CC BY 4.0.
            <span className="block text-[12px] text-muted">
              The Contract Understanding Atticus Dataset, licensed under the Creative Commons Attribution 4.0 International licence
              (https://creativecommons.org/licenses/by/4.0/). Public filings from the SEC’s EDGAR system; files unchanged, names shortened.
            </span>
          </p>
        </div>
        <p className="text-[12px] text-muted">PDF rendering by PDF.js (Apache-2.0) through react-pdf (MIT).</p>
      </div>
    </Dialog>
  );
}
