import { partsAnsweredBetween, partsNote, type PinciteResponse, type ResponseClaim } from '../../../shared/response';
import { useDocuments } from '../store/documents';

/** "Exhibit B, § 29 Governing Law; Venue": where a claim's evidence is, as a lawyer cites it. */
export function sectionText(c: ResponseClaim): string {
  const s = c.about?.section;
  return s ? `${s.number}${s.heading ? ` ${s.heading}` : ''}` : '';
}

/** The document (and section) a claim is about, derived from its bound evidence. */
export function ClaimAboutTag({ claim }: { claim: ResponseClaim }) {
  // The title recorded with the answer, and whether that document has since left the matter.
  const removed = useDocuments((s) => !!claim.about && s.removed.some((d) => d.id === claim.about!.doc));
  if (!claim.about) return null;
  const sec = sectionText(claim);
  return (
    <span data-testid="claim-about" className="mr-1.5 rounded bg-sunken px-1.5 py-0.5 align-[2px] font-sans text-[11px] font-medium text-muted" title={claim.about.doc}>
      {claim.about.title}
      {removed ? ' (removed from the matter)' : ''}
      {sec ? `, ${sec}` : ''}
    </span>
  );
}

/**
 * What the answer covers: for a per-document question, how many documents answer and
 * which have no answer; and how many claims, though grounded, do not answer the question.
 */
export function AnswerScopeNotice({ response }: { response: PinciteResponse }) {
  const s = response.scope;
  const off = response.responsiveness?.not_responsive ?? 0;
  const partial = response.responsiveness?.partial ?? 0;
  // When every claim that answers in part says why in the same words ("… the claim says “the laws of Japan”, so its answer
  // is no"), that is what the lawyer reads first, not a general note.
  const why = [...new Set(response.claims.filter((c) => c.responsiveness?.value === 'partial').map((c) => c.responsiveness?.detail ?? ''))];
  const parts = partsNote(response);
  // Every part answered, each by a claim of its own: the partial claims are the answer between them, not a failure.
  const between = partsAnsweredBetween(response);
  if (!s && off === 0 && partial === 0 && !parts) return null;
  return (
    <div data-testid="answer-scope" className="space-y-1 rounded-lg border border-line bg-sunken px-4 py-2.5 text-[12.5px] text-muted">
      {s?.mode === 'per_document' ? (
        <p data-testid="scope-per-document">
          {s.basis === 'unnamed_small_matter' ? 'The question names no agreement, so each document was asked. ' : 'Answered document by document. '}
          <b className="text-ink">
            {s.answered.length} of {s.documents.length}
          </b>{' '}
          documents answer.
        </p>
      ) : s && s.documents.length === 1 ? (
        <p data-testid="scope-single">
          About <b className="text-ink">{s.documents[0]!.title}</b>
          {s.basis === 'requested' ? ' (the document you picked)' : s.basis === 'named' ? ' (named in the question)' : ''}.
        </p>
      ) : null}
      {s?.mode === 'per_document' && s.unanswered.length > 0 ? (
        <details data-testid="scope-unanswered">
          <summary className="cursor-pointer">No answer in {s.unanswered.length} document{s.unanswered.length === 1 ? '' : 's'}</summary>
          <ul className="mt-1 max-h-32 list-disc overflow-y-auto pl-5">
            {s.unanswered.map((d) => (
              <li key={d.doc}>{d.title}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {off > 0 ? (
        <p data-testid="not-responsive-count" className="font-medium text-ink">
          {off} of {response.claims.length} claim{response.claims.length === 1 ? '' : 's'} {off === 1 ? 'is' : 'are'} in the documents but {off === 1 ? 'does' : 'do'} not answer the question: shown apart, not as the answer.
        </p>
      ) : null}
      {parts ? (
        // A question that asks several things: the part no claim answers is what the answer does not say, or which claim
        // answers each part when no one claim answers them all (question-parts.ts).
        <p data-testid={between ? 'parts-answered' : 'unanswered-parts'} className="font-medium text-ink">
          {parts}
        </p>
      ) : null}
      {partial > 0 ? (
        // A partial claim is about the subject but lacks what the question asks for (a fee's amount, the governing law's
        // jurisdiction): labelled "answers in part", never counted as a document's answer.
        <p data-testid="partial-count" className="text-ink">
          {partial} of {response.claims.length} claim{response.claims.length === 1 ? '' : 's'} {partial === 1 ? 'answers' : 'answer'} only in part: {between ? 'each answers a part of the question, none the whole.' : why.length === 1 && why[0] && !response.responsiveness?.parts ? why[0] : `${partial === 1 ? 'it does' : 'they do'} not state ${response.responsiveness?.parts ? 'all of ' : ''}what the question asks for.`}
        </p>
      ) : null}
    </div>
  );
}
