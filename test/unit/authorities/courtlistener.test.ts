import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAuthorities, type AuthoritySource } from '../../../electron/pipeline/authorities/check.js';
import { loadCitationParser } from '../../../electron/pipeline/authorities/extract.js';
import { CourtListenerError, lookupCitations } from '../../../electron/pipeline/providers/courtlistener-client.js';
import { COURTLISTENER_TEST_TOKEN, startCourtListener } from '../../helpers/wire/courtlistener.js';
import type { WireServer } from '../../helpers/wire/server.js';

/** Fabricated citations: Varghese and the other cases invented in the Mata v. Avianca filings, plus made-up ones. */
const FAKE = [
  'Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)',
  'Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013)',
  'Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)',
  'Martinez v. Delta Air Lines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)',
  'Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)',
  'Miller v. United Airlines, Inc., 174 F.3d 366 (4th Cir. 1999)',
  'Holloway v. Meridian Freight Corp., 812 F.3d 455 (5th Cir. 2016)',
  'Ardent Holdings v. Keystone Partners, 233 Cal. App. 4th 901 (2015)',
];

describe('CourtListener citation lookup against a local server speaking its wire format', () => {
  let server: WireServer;
  let parse: Awaited<ReturnType<typeof loadCitationParser>>;
  const cl = () => ({ baseUrl: server.url, token: COURTLISTENER_TEST_TOKEN, timeoutMs: 5000 });
  const noSources: AuthoritySource[] = [];

  beforeAll(async () => {
    server = await startCourtListener();
    parse = await loadCitationParser();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('sends the documented request: POST form `text`, Authorization: Token', async () => {
    const r = await lookupCitations('347 U.S. 483\n', cl());
    expect(r[0]).toMatchObject({ citation: '347 U.S. 483', status: 200, start_index: 0, end_index: 12 });
    const req = server.requests[0]!;
    expect(req).toMatchObject({ method: 'POST', path: '/api/rest/v4/citation-lookup/' });
    expect(req.headers.authorization).toBe(`Token ${COURTLISTENER_TEST_TOKEN}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req.text).get('text')).toBe('347 U.S. 483\n');
  });

  it('100% of the fabricated case citations are not_found', async () => {
    const text = FAKE.map((f) => `See ${f}.`).join(' ');
    const found = parse(text).filter((a) => a.form === 'full');
    const r = await checkAuthorities(found, noSources, 'courtlistener', cl());
    const cases = r.authorities.filter((a) => a.kind === 'case');
    expect(cases.length).toBe(FAKE.length);
    expect(cases.map((a) => a.status)).toEqual(FAKE.map(() => 'not_found'));
    expect(cases[0]!.detail).toMatch(/likely fabricated/);
  });

  it('a real case exists; a real reporter citation under another name is name_mismatch; id. inherits', async () => {
    const text = 'Mata v. Avianca, Inc., 678 F. Supp. 3d 443 (S.D.N.Y. 2023). Id. at 450. Smith v. Jones, 347 U.S. 483 (1954).';
    const r = await checkAuthorities(parse(text), noSources, 'courtlistener', cl());
    expect(r.authorities.map((a) => [a.form, a.status])).toEqual([['full', 'exists'], ['id', 'exists'], ['full', 'name_mismatch']]);
    expect(r.authorities[2]!.detail).toMatch(/Brown v. Board of Education/);
    expect(r.lookup.note).toMatch(/looked up on CourtListener \(2\)/);
  });

  it('in_matter / not_in_matter against the matter, with the page where the matter holds it', async () => {
    const sources: AuthoritySource[] = [{ doc: 'd1', text: 'Page one.\fAs held in 556 U.S. 662, pleadings must be plausible.', pages: [{ page: 1, start: 0, end: 10 }, { page: 2, start: 10, end: 70 }] }];
    const r = await checkAuthorities(parse('Ashcroft v. Iqbal, 556 U.S. 662 (2009); 42 U.S.C. § 1983.'), sources, 'matter', null);
    expect(r.authorities.map((a) => [a.text, a.status, a.doc ?? null, a.page ?? null])).toEqual([
      ['Ashcroft v. Iqbal, 556 U.S. 662 (2009)', 'in_matter', 'd1', 2],
      ['42 U.S.C. § 1983', 'not_in_matter', null, null],
    ]);
  });

  it('offline (no token), unreachable, or refused: the lookup is off and says so; nothing passes silently', async () => {
    const found = parse('Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).');
    const noToken = await checkAuthorities(found, noSources, 'courtlistener', null);
    expect(noToken.lookup.note).toMatch(/lookup is off: no COURTLISTENER_TOKEN/);
    expect(noToken.authorities[0]!.status).toBe('not_in_matter');

    const down = await checkAuthorities(found, noSources, 'courtlistener', { baseUrl: 'http://127.0.0.1:9', token: 'x', timeoutMs: 2000 });
    expect(down.lookup.note).toMatch(/CourtListener lookup failed, so it is off for this answer: CourtListener could not be reached/);
    expect(down.authorities[0]!.status).toBe('not_in_matter');

    const badToken = await checkAuthorities(found, noSources, 'courtlistener', { ...cl(), token: 'wrong' });
    expect(badToken.lookup.note).toMatch(/refused the token/);
    await expect(lookupCitations('1 U.S. 1', { ...cl(), token: 'wrong' })).rejects.toBeInstanceOf(CourtListenerError);

    const off = await checkAuthorities(found, noSources, 'off', null);
    expect(off.authorities[0]!.status).toBe('unchecked');
  });

  it('a kept-alive connection reset on reuse is retried once on a fresh one; a second reset is reported', async () => {
    let calls = 0;
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    const flaky: typeof fetch = async (...args) => (++calls === 1 ? Promise.reject(reset) : fetch(...args));
    const r = await lookupCitations('347 U.S. 483\n', { ...cl(), fetch: flaky });
    expect(calls).toBe(2);
    expect(r[0]!.status).toBe(200);
    const dead: typeof fetch = async () => Promise.reject(reset);
    await expect(lookupCitations('347 U.S. 483', { ...cl(), fetch: dead })).rejects.toThrow(/could not be reached \(ECONNRESET\)/);
  });

  it('a malformed answer from the service is a bad_response, not a pass', async () => {
    server.enqueue({ kind: 'json', body: { results: [] } });
    await expect(lookupCitations('1 U.S. 1', cl())).rejects.toMatchObject({ kind: 'bad_response' });
  });
});
