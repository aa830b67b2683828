import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../electron/pipeline/answers-in/input.js';
import { verifyPasted } from '../../electron/pipeline/ask/verify-pasted.js';
import { sectionMapFor } from '../../electron/pipeline/ingest/section-map.js';
import { resolveJudge } from '../../electron/pipeline/judging/registry.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { getDocumentText } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { POLICIES } from '../../shared/policies.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Section references in a pasted answer resolve through the matter's section maps (M7's,
 * wired into M8's verify): a quote found in the section the answer names is supported; the
 * same quote with a reference to another section that does exist in the document is
 * REFERENCE_MISMATCH — at best inferred — with both places shown.
 */
const DISTRIBUTOR = join(import.meta.dirname, '..', '..', 'assets', 'samples', 'Distributor Agreement - European Micro Holdings.pdf');
const tmp = tempDir('pincite-verify-sections-');
let matter: Matter;
let doc: string;

beforeAll(async () => {
  matter = openMatter(tmp.dir);
  const [o] = await ingest(matter, [DISTRIBUTOR]);
  expect(o!.status).toBe('ok');
  doc = o!.id!;
}, 120_000);
afterAll(() => {
  matter?.close();
  tmp.cleanup();
});

async function verify(text: string) {
  const judge = await resolveJudge('lexical');
  return verifyPasted(matter, await readAnswer(new TextEncoder().encode(text), 'text'), { question: null, docs: null, authorities: 'off', courtListener: null }, { judge, policy: POLICIES.balanced, matching: MATCHING });
}

describe('section references in a pasted answer', () => {
  it('resolve through the section map: the right section supports, another existing section is a mismatch', async () => {
    const map = sectionMapFor(matter.db, doc)!;
    const text = getDocumentText(matter.db, doc)!;
    // Two numbered top-level sections with a sentence of body text after their headings.
    const tops = map.sections.filter((s) => s.kind === 'section' && /^\d+(\.\d+)?$/.test(s.number) && s.end - s.start > 300);
    expect(tops.length).toBeGreaterThan(3);
    const [a, b] = [tops[1]!, tops[tops.length - 2]!];
    const body = text.slice(a.start, a.end).replace(/\s+/g, ' ');
    const sentence = /[A-Z][^.;]{60,160}[.;]/.exec(body.slice(body.indexOf(' ', 40)))![0];
    const right = await verify(`The Distributor Agreement provides that "${sentence}" (Section ${a.number}).`);
    const wrong = await verify(`The Distributor Agreement provides that "${sentence}" (Section ${b.number}).`);
    const rc = right.claims.find((c) => c.kind !== 'commentary')!;
    const wc = wrong.claims.find((c) => c.kind !== 'commentary')!;
    expect(rc.references?.find((r) => r.kind === 'section')).toMatchObject({ resolved: true, doc });
    expect(rc.state, JSON.stringify([rc.text, rc.reasons, rc.carveOuts?.map((c) => c.phrase)])).toBe('supported');
    expect(wc.references?.find((r) => r.kind === 'section')).toMatchObject({ resolved: true, doc });
    expect(wc.reasons).toContain('REFERENCE_MISMATCH');
    expect(['inferred', 'unverified']).toContain(wc.state);
  });
});

describe('the party a pasted claim puts in front of its quote (session 25)', () => {
  // § 2.3: "Distributor's appointment and the rights granted hereunder are nonexclusive, and WGT may, at its sole option,
  // appoint other distributors …". Quoted from "may", the words were entailed whoever the answer said may appoint.
  const QUOTE = '"may, at its sole option, appoint other distributors of the Product in the Territory at any time during the Term" (§ 2.3).';

  it('the right party is supported; the other party is not, though every quoted word is in the clause', async () => {
    const right = (await verify(`Under the Distributor Agreement, WGT ${QUOTE}`)).claims.find((c) => c.kind !== 'commentary')!;
    const wrong = (await verify(`Under the Distributor Agreement, Distributor ${QUOTE}`)).claims.find((c) => c.kind !== 'commentary')!;
    expect(right.state, JSON.stringify([right.reasons, right.judge?.reasons])).toBe('supported');
    expect(wrong.state, JSON.stringify([wrong.reasons, wrong.judge?.reasons])).not.toBe('supported');
    expect(wrong.state).not.toBe('excluded');
    // The quote alone, attributed only to the agreement, is still the clause's words.
    const bare = (await verify(`The Distributor Agreement provides that WGT ${QUOTE}`)).claims.find((c) => c.kind !== 'commentary')!;
    expect(bare.state).toBe('supported');
  });
});

describe('a section reference in an answer that names no document', () => {
  const tmp2 = tempDir('pincite-verify-sections-unnamed-');
  let m2: Matter;
  let licence: string;
  beforeAll(async () => {
    m2 = openMatter(tmp2.dir);
    // Both contracts have a § 2.1: cuad-dev-03's "Performance", cuad-dev-05's "Grant of License".
    const out = await ingest(m2, [cuadPdf(3), cuadPdf(5)]);
    expect(out.every((o) => o.status === 'ok')).toBe(true);
    licence = out[1]!.id!;
  }, 120_000);
  afterAll(() => {
    m2?.close();
    tmp2.cleanup();
  });

  it('is looked up in every document, and reported in the one the evidence was found in — not LEGAL_CITATION_UNVERIFIED', async () => {
    // Failed before: with no document named the section was looked up nowhere, so every "(§ 2.1)" of another tool's
    // answer made its claim LEGAL_CITATION_UNVERIFIED although the words are in § 2.1 of the licence.
    const judge = await resolveJudge('lexical');
    const text = 'It provides that "T&B hereby grants to LEA, and LEA hereby accepts from T&B, during the Term, the sole and exclusive worldwide right and license in and to the Licensed Intellectual Property" (§ 2.1).';
    const r = await verifyPasted(m2, await readAnswer(new TextEncoder().encode(text), 'text'), { question: null, docs: null, authorities: 'off', courtListener: null }, { judge, policy: POLICIES.balanced, matching: MATCHING });
    const c = r.claims.find((x) => x.kind !== 'commentary')!;
    expect(c.references?.find((x) => x.kind === 'section')).toMatchObject({ resolved: true, doc: licence, section: expect.stringMatching(/^2\.1\b/), note: expect.stringMatching(/Found in 2 documents/) });
    expect(c.reasons ?? []).not.toContain('LEGAL_CITATION_UNVERIFIED');
    expect(c.state).toBe('supported');
    expect(c.about?.doc).toBe(licence);
  });
});
