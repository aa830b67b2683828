import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../electron/api/session.js';
import { buildBundle } from '../../electron/audit/bundle/export.js';
import { loadSigningKey } from '../../electron/audit/bundle/sign.js';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { plantReplayedAnswer } from '../e2e/plant.js';
import { cuadPdf } from '../helpers/corpus.js';
import { sessionFixture } from '../helpers/session-fixture.js';
import { SCREENSHOTS } from '../e2e/app.js';

mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * A bundle tells the truth after review: answer.md shows each claim's state now and the
 * state as answered, like report.html; README.txt never hands the reader the bundle's own
 * key as the one to expect; the install's key id is there for Settings to show.
 */
const fx = sessionFixture('pincite-bundle-review-', { files: [cuadPdf(1), cuadPdf(2)] });
const { home, call } = fx;
let session: Session;
beforeAll(() => {
  session = fx.session();
});

describe('a bundle after review', () => {
  it('gives the install’s key id to share only once a key exists, or when asked to make one', async () => {
    expect(await call('bundles:signingKey', { create: false })).toEqual({ keyId: null });
    const made = await call('bundles:signingKey', { create: true });
    expect(made.keyId).toMatch(/^[0-9a-f]{64}$/);
    expect(await call('bundles:signingKey', { create: false })).toEqual(made);
    expect(made.keyId).toBe(loadSigningKey(home).keyId);
  });

  it('prints in answer.md the state a reviewer decided and the state as answered; README.txt says the key comes from the sender', async () => {
    const response = await plantReplayedAnswer(fx.app(), 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'no-verdict', 'low-confidence']);
    const [kept, contradicted, excluded] = response.claims;
    expect(contradicted!.state).toBe('unverified');
    await call('review:decide', { claims: [contradicted!.id], action: 'contradict', reviewer: 'A. Reviewer', note: null });
    await call('review:decide', { claims: [excluded!.id], action: 'exclude', reviewer: 'A. Reviewer', note: 'out of scope' });
    const key = loadSigningKey(home);
    const { files } = await buildBundle(session.current(), { traces: 'all', crops: false, key });
    const md = new TextDecoder().decode(files.get('answer.md')!);
    const line = (text: string) => md.split('\n').find((l) => l.includes(text.slice(0, 30))) ?? '';
    expect(md).toContain('_(CONTRADICTED by the source — reviewer decision by A. Reviewer');
    expect(md).toContain('recorded as UNVERIFIED)_');
    expect(md).toMatch(/_\(excluded — [^)]*; recorded as UNVERIFIED\)_/);
    expect(line(kept!.text)).toContain(kept!.text.slice(0, 30));
    expect(md).toMatch(/_Verification: now 1 supported, 0 inferred, 0 unverified, 1 contradicted, 1 excluded after review \(as answered: 1 supported, 0 inferred, 2 unverified, 0 contradicted, 0 excluded\)/);
    // report.html shows the same current state.
    const html = new TextDecoder().decode(files.get('report.html')!);
    expect(html).toContain(contradicted!.id);

    const readme = new TextDecoder().decode(files.get('README.txt')!);
    expect(readme).not.toContain(`--expect-key ${key.keyId}`);
    expect(readme).toContain('--expect-key KEY-ID-FROM-THE-SENDER');
    expect(readme).toMatch(/through another channel/);
    expect(readme).toMatch(/Settings/);
    expect(verifyBundleFiles(files).ok).toBe(true);
  });

  it('crops show the cited lines in their paragraph, across the page’s text width', async () => {
    const { files } = await buildBundle(session.current(), { traces: 'all', key: loadSigningKey(home) });
    const trace = [...files.keys()].find((n) => n.startsWith('traces/'))!;
    const t = JSON.parse(new TextDecoder().decode(files.get(trace)!)) as { claims: Array<{ evidence: Array<{ boxes: Array<{ page: number; y0: number; y1: number; x0: number; x1: number }>; crops?: Array<{ page: number; sha256: string; widthPx: number; heightPx: number; dpi: number }> }> }> };
    const cropped = t.claims.flatMap((c) => c.evidence).filter((e) => e.crops?.length);
    expect(cropped.length).toBeGreaterThan(0);
    for (const e of cropped) {
      for (const c of e.crops!) {
        const boxes = e.boxes.filter((b) => b.page === c.page);
        const px = (pt: number) => (pt * c.dpi) / 72;
        const bandHeight = px(Math.max(...boxes.map((b) => b.y1)) - Math.min(...boxes.map((b) => b.y0)));
        // The crop spans the paragraph across the text column, not the quote alone: at least as wide as the
        // quote's boxes, and at least half a US Letter page (612 pt) — a column of contract text is wider.
        expect(c.widthPx).toBeGreaterThanOrEqual(Math.floor(px(Math.max(...boxes.map((b) => b.x1)) - Math.min(...boxes.map((b) => b.x0)))));
        expect(c.widthPx).toBeGreaterThan(px(612) * 0.5);
        expect(c.heightPx).toBeGreaterThanOrEqual(Math.floor(bandHeight));
      }
    }
    // At least one quote gains context lines above or below it.
    expect(cropped.some((e) => e.crops!.some((c) => c.heightPx > (((Math.max(...e.boxes.map((b) => b.y1)) - Math.min(...e.boxes.map((b) => b.y0))) * c.dpi) / 72) + 40))).toBe(true);
    const sample = cropped[0]!.crops![0]!;
    // The crops live in report.html as data URIs; one is kept to be looked at.
    const html = new TextDecoder().decode(files.get('report.html')!);
    const b64 = new RegExp(`data-crop-sha256="${sample.sha256}" src="data:image/png;base64,([^"]+)"`).exec(html)?.[1];
    expect(b64).toBeTruthy();
    writeFileSync(join(SCREENSHOTS, '24-report-crop.png'), Buffer.from(b64!, 'base64'));
  });
});
