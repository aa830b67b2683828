import { startWireServer, type Recorded, type Reply, type WireServer } from './server.js';

/**
 * CourtListener citation-lookup wire format (POST /api/rest/v4/citation-lookup/,
 * form-encoded `text`, `Authorization: Token …`): a JSON array with one object per
 * citation found — `{citation, normalized_citations, start_index, end_index, status,
 * error_message, clusters}`; status 200 found, 300 ambiguous, 404 not found, 400 bad
 * reporter. A bad token is HTTP 401 `{"detail": "Invalid token."}`.
 *
 * The server knows a small fixed register of real cases; anything else is 404, as the
 * real service answers a fabricated citation.
 */
export const COURTLISTENER_TEST_TOKEN = 'cl-test-0123456789abcdef';

export type RegisteredCase = { volume: string; reporter: string; page: string; caseName: string; id: number };

export const REAL_CASES: RegisteredCase[] = [
  { volume: '678', reporter: 'F. Supp. 3d', page: '443', caseName: 'Mata v. Avianca, Inc.', id: 9383137 },
  { volume: '347', reporter: 'U.S.', page: '483', caseName: 'Brown v. Board of Education', id: 105221 },
  { volume: '410', reporter: 'U.S.', page: '113', caseName: 'Roe v. Wade', id: 108713 },
  { volume: '557', reporter: 'U.S.', page: '662', caseName: 'Ashcroft v. Iqbal', id: 145875 },
  { volume: '550', reporter: 'U.S.', page: '544', caseName: 'Bell Atlantic Corp. v. Twombly', id: 145730 },
  { volume: '477', reporter: 'U.S.', page: '317', caseName: 'Celotex Corp. v. Catrett', id: 111722 },
];

// One citation a line ("925 F.3d 1339", "2013 IL App (1st) 111279-U"): volume, reporter, page.
// (The real service finds citations in free text with eyecite; Pincite sends one a line.)
const CITE = /^(\S+)\s+(.+?)\s+(\S+)$/gm;

export function lookupBody(text: string, register: readonly RegisteredCase[] = REAL_CASES) {
  const out: unknown[] = [];
  for (const m of text.matchAll(CITE)) {
    const [volume, reporter, page] = [m[1]!, m[2]!.replace(/\s+/g, ' '), m[3]!];
    const hit = register.find((c) => c.volume === volume && c.reporter === reporter && c.page === page);
    const citation = `${volume} ${reporter} ${page}`;
    out.push({
      citation: m[0],
      normalized_citations: [citation],
      start_index: m.index,
      end_index: m.index + m[0].length,
      status: hit ? 200 : 404,
      error_message: hit ? '' : 'Citation not found.',
      clusters: hit ? [{ id: hit.id, absolute_url: `/opinion/${hit.id}/x/`, case_name: hit.caseName, citations: [{ volume: Number(volume), reporter, page, type: 1 }] }] : [],
    });
  }
  return out;
}

function formText(req: Recorded): string {
  return new URLSearchParams(req.text).get('text') ?? '';
}

export async function startCourtListener(register: readonly RegisteredCase[] = REAL_CASES): Promise<WireServer> {
  return startWireServer(
    (req, next): Reply => {
      if (req.path !== '/api/rest/v4/citation-lookup/' || req.method !== 'POST') return { kind: 'json', status: 404, body: { detail: 'Not found.' } };
      if (req.headers.authorization !== `Token ${COURTLISTENER_TEST_TOKEN}`) return { kind: 'json', status: 401, body: { detail: 'Invalid token.' } };
      const scripted = next();
      if (scripted.kind === 'json' && scripted.body === null) {
        try {
          return { kind: 'json', body: lookupBody(formText(req), register) };
        } catch (err) {
          return { kind: 'json', status: 500, body: { detail: `test server: ${(err as Error).message}` } };
        }
      }
      return scripted;
    },
    // `null` body = answer from the register (see above)
    { kind: 'json', body: null },
  );
}
