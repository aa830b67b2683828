import { zipSync, type Zippable } from 'fflate';
import { quoteAsRead, partsNote, type ClaimState, type Evidence, type PinciteResponse } from '../../../shared/response.js';

/**
 * An answer as a Word document (.docx, Office Open XML): the question, the answer with
 * each claim followed by its state in words, and one footnote per citation holding the
 * quote, the document's title and page, and how the words were found. Written here,
 * with the zip library the bundles already use, rather than through the `docx` package:
 * see README (M10) for why. Pure: the same answer gives the same bytes.
 */
export type AnswerDocxInput = {
  question: string | null;
  createdAt: string;
  /** The response with each claim's current state (after review and re-check). */
  response: PinciteResponse;
  /** Document titles by id. */
  titles: Readonly<Record<string, string>>;
  matter: string;
};

const STATE_WORDS: Record<ClaimState, string> = {
  supported: 'Supported: the cited document says this',
  inferred: 'Inferred: follows from the document, not stated in so many words',
  unverified: 'Unverified: Pincite could not confirm this; check before relying on it',
  contradicted: 'Contradicted: the cited document says otherwise',
  excluded: 'Excluded by a reviewer or the policy',
};

const FOUND: Record<string, string> = { exact: 'found word for word', normalized: 'found (spacing or punctuation differs)', fuzzy: 'similar wording only' };

/** Text safe inside an XML element: markup characters escaped, characters XML 1.0 forbids dropped. */
function esc(s: string): string {
  return s
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const run = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (runs: string, style?: string) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${runs}</w:p>`;
const noteRef = (id: number) => `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;

function citation(e: Evidence, state: ClaimState, titles: Readonly<Record<string, string>>): string {
  const title = titles[e.doc] ?? 'the cited document';
  const pages = [...new Set(e.boxes.map((b) => b.page))];
  const where = pages.length > 1 ? `pp. ${pages[0]}–${pages.at(-1)}` : e.page ? `p. ${e.page}` : 'page not located';
  const how = e.match && e.offsets ? FOUND[e.match] : 'not found as quoted in the cited document';
  return `“${quoteAsRead(e)}” — ${title}, ${where} (${how}; claim ${state}).`;
}

export function answerDocx(input: AnswerDocxInput, mtime = new Date(input.createdAt)): Uint8Array {
  const r = input.response;
  const body: string[] = [];
  const notes: string[] = [];
  body.push(para(run(input.question ?? 'Answer checked for verification'), 'Title'));
  body.push(para(run(`Matter ${input.matter} · ${input.createdAt.slice(0, 10)} · policy ${r.policy.id} v${r.policy.version} · trace ${r.trace}`), 'Subtitle'));
  const s = r.summary;
  body.push(para(run(`${s.supported} supported, ${s.inferred} inferred, ${s.unverified} unverified, ${s.contradicted} contradicted, ${s.excluded} excluded.`)));
  if (r.status === 'rejected') {
    body.push(para(run(`Rejected (${r.rejection?.code ?? 'unknown'}): nothing of this answer is served as fact. ${r.rejection?.detail ?? ''}`, '<w:b/>')));
  } else if (r.status === 'insufficient_evidence') {
    body.push(para(run(`The documents do not answer this: ${r.insufficient?.reason ?? ''}`, '<w:b/>')));
    if (r.insufficient?.missing.length) body.push(para(run(`Missing: ${r.insufficient.missing.join('; ')}`)));
  } else {
    const parts = partsNote(r);
    if (parts) body.push(para(run(parts, '<w:b/>')));
    for (const c of r.claims) {
      const runs = [run(c.text)];
      for (const e of c.evidence) {
        notes.push(citation(e, c.state, input.titles));
        runs.push(noteRef(notes.length));
      }
      runs.push(run(` [${STATE_WORDS[c.state]}]`, c.state === 'supported' ? '<w:i/><w:color w:val="18794E"/>' : '<w:i/><w:b/><w:color w:val="A35200"/>'));
      // Whether it answers the question, beside whether the document says it (as the app labels it).
      const resp = c.responsiveness?.value;
      if (resp && resp !== 'responsive') runs.push(run(resp === 'partial' ? ` (answers in part: ${c.responsiveness!.detail})` : ` (in the documents, but does not answer the question: ${c.responsiveness!.detail})`, '<w:i/>'));
      body.push(para(runs.join('')));
    }
  }
  body.push(para(run('Each claim is followed by its state. Footnotes give the quoted words, the document and page, and whether the words were found there. The audit trail of this answer is kept in Pincite under the trace named above.', '<w:i/><w:sz w:val="18"/>')));

  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const footnotes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>${notes
    .map((n, i) => `<w:footnote w:id="${i + 1}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>${run(` ${n}`)}</w:p></w:footnote>`)
    .join('')}</w:footnotes>`;
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia" w:cs="Georgia"/><w:sz w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="596170"/><w:sz w:val="18"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:rPr><w:sz w:val="18"/></w:rPr></w:style><w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style></w:styles>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>`;
  const enc = new TextEncoder();
  // [Content_Types].xml first, as Word and the OPC readers expect.
  const parts: Array<[string, string]> = [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rels],
    ['word/document.xml', document],
    ['word/_rels/document.xml.rels', docRels],
    ['word/footnotes.xml', footnotes],
    ['word/styles.xml', styles],
  ];
  const entries: Zippable = {};
  for (const [name, xml] of parts) entries[name] = [enc.encode(xml), { level: 6, mtime: Number.isNaN(mtime.getTime()) || mtime.getUTCFullYear() < 1980 ? new Date('1980-01-01T00:00:00Z') : mtime }];
  return zipSync(entries);
}
