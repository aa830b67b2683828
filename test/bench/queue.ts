import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { listAnchors } from '../../electron/store/anchors.js';
import { callApi, startApp, type RunningApp } from '../e2e/app.js';
import { launchBrowser, openPage } from '../e2e/browser.js';
import { cuadPdf } from '../helpers/corpus.js';
import { plantedAnswer, type PlantedKind } from '../helpers/planted-review.js';
import { currentLoad, median, percentile } from './machine.js';
import type { BenchContext, Section, SectionResult } from './section.js';
import type { Row } from './table.js';

/** Issue M4's target: a decision reaches the list within this, at the 95th percentile. */
const MAX_DECISION_P95_MS = 50;
const QUEUE_CLAIMS = 10_000;
/** The model output contract's most claims per answer. */
const PER_ANSWER = 200;
/** Every kind the queue holds (the verbatim, entailed kind would be supported and stay out). */
const KINDS: readonly PlantedKind[] = ['contradicted', 'no-verdict', 'low-confidence', 'altered', 'misattributed', 'paraphrased'];
const DECISIONS = 60;
const OPENS = 5;

/** 10,000 queued claims through the real pipeline: planted answers over three CUAD contracts, replayed verdicts. */
async function fillQueue(app: RunningApp, log: (s: string) => void): Promise<number> {
  const { documents } = await callApi(app, 'documents:ingest', { paths: [cuadPdf(1), cuadPdf(2), cuadPdf(3)] });
  const ids = documents.map((d) => d.id!);
  const db = app.session.current().db;
  const anchors = ids.map((id) => listAnchors(db, id));
  const t0 = performance.now();
  for (let n = 0; n * PER_ANSWER < QUEUE_CLAIMS + PER_ANSWER; n++) {
    const d = n % ids.length;
    const kinds = Array.from({ length: PER_ANSWER }, (_, i) => KINDS[(i + n) % KINDS.length]!);
    const p = plantedAnswer(anchors[d]!, anchors[(d + 1) % ids.length]!, kinds, n);
    const file = join(app.dir, `verdicts-${n}.json`);
    writeFileSync(file, p.verdicts);
    const r = await callApi(app, 'answers:verify', { answer: p.answer, judge: `replay:${file}` });
    if (r.status !== 'answered') throw new Error(`planted answer ${n} was ${r.status}: ${r.rejection?.detail ?? ''}`);
    r.claims.forEach((c, i) => {
      if (c.state === 'supported') log(`queue: a planted ${kinds[i]} claim came out supported: ${JSON.stringify(p.planted[i])} ${JSON.stringify(c.evidence[0]?.match)}`);
    });
    if (n % 10 === 9) log(`queue: ${(n + 1) * PER_ANSWER} claims verified`);
  }
  return performance.now() - t0;
}

/** Opens the queue tab and returns ms from the click to its first rows painted (the app's own performance measure). */
function openQueue(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        performance.clearMeasures('pincite:queue-first-render');
        document.querySelector<HTMLElement>('[data-testid="view-queue"]')!.click();
        const deadline = performance.now() + 60_000;
        const poll = () => {
          const m = performance.getEntriesByName('pincite:queue-first-render').at(-1);
          if (m) return resolve(m.duration);
          if (performance.now() > deadline) return reject(new Error('the queue did not render within 60 s'));
          requestAnimationFrame(poll);
        };
        poll();
      }),
  );
}

/** The reference: the same 10,000 rows as plain DOM, all at once (no virtualisation), timed to the next painted frame. */
function plainListRender(page: Page, n: number): Promise<number> {
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const host = document.createElement('div');
        host.style.cssText = 'position:fixed;inset:0;overflow:auto;z-index:-1';
        const t0 = performance.now();
        for (let i = 0; i < count; i++) {
          const row = document.createElement('div');
          row.className = 'flex h-[66px] gap-2.5 border-b border-line px-3 py-2';
          row.innerHTML = `<span class="chip st-unverified">? Unverified</span><span class="font-mono text-[10.5px]">JUDGE_NO_VERDICT</span><p class="line-clamp-2 text-[12.5px]">claim ${i}: the quick brown fox jumps over the lazy dog and the lazy dog sleeps</p>`;
          host.appendChild(row);
        }
        document.body.appendChild(host);
        requestAnimationFrame(() =>
          setTimeout(() => {
            const ms = performance.now() - t0;
            host.remove();
            resolve(ms);
          }),
        );
      }),
    n,
  );
}

/** Presses `key` on the window (as the keyboard does) and returns ms until the cursor row's state changed and was painted. */
function decide(page: Page, key: string): Promise<number> {
  return page.evaluate(
    (k) =>
      new Promise<number>((resolve, reject) => {
        const row = document.querySelector<HTMLElement>('[data-testid="queue-row"][data-current="true"]');
        if (!row) return reject(new Error('no current row'));
        const id = row.dataset.claimId!;
        const before = row.dataset.state;
        const changed = () => document.querySelector<HTMLElement>(`[data-testid="queue-row"][data-claim-id="${CSS.escape(id)}"]`)?.dataset.state !== before;
        const t0 = performance.now();
        const timer = setTimeout(() => reject(new Error(`key ${k}: no state change on ${id} within 10 s (${document.querySelector('[data-testid="queue-error"]')?.textContent ?? 'no error shown'})`)), 10_000);
        const done = () => requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve(performance.now() - t0);
        });
        const mo = new MutationObserver(() => {
          if (!changed()) return;
          mo.disconnect();
          done();
        });
        mo.observe(document.querySelector('[data-testid="queue-list"]')!, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
        window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      }),
    key,
  );
}

/** Waits until the page's main thread is idle (the follow-up requests and PDF painting of the last step are done). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), 350), { timeout: 3000 })));
}

/** The same decision through the API alone (HTTP to the loopback host, no UI): the floor under the UI's figure. */
async function apiDecision(app: RunningApp, claim: string, action: 'exclude' | 'undo'): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(new URL('/api/invoke', app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Pincite-Token': app.host.token },
    body: JSON.stringify({ method: 'review:decide', input: { claims: [claim], action, reviewer: 'bench' } }),
  });
  const env = (await res.json()) as { ok: boolean; error?: { message: string } };
  if (!env.ok) throw new Error(`review:decide failed: ${env.error?.message}`);
  return performance.now() - t0;
}

/**
 * M4: the review queue at 10,000 claims in headless Chromium against the real host.
 * First render: from the tab click to the first rows painted (app performance marks),
 * against the same rows as plain DOM without virtualisation. Per decision: a key press
 * to the row's new state painted, against the same decision over the API alone.
 */
export const queueSection: Section = {
  name: 'queue',
  title: 'M4 review queue (10,000 claims)',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const app = await startApp();
    const browser = await launchBrowser();
    try {
      const fillMs = await fillQueue(app, ctx.log);
      const { total } = await callApi(app, 'review:list', { limit: 1 });
      if (total < QUEUE_CLAIMS) throw new Error(`only ${total} claims are queued, fewer than ${QUEUE_CLAIMS}`);

      const page = await openPage(browser, app.url);
      await page.evaluate(() => localStorage.setItem('pincite.settings', JSON.stringify({ state: { reviewer: 'Bench Reviewer' }, version: 1 })));
      await page.reload();
      await page.getByTestId('matter-name').waitFor();
      const load = currentLoad();

      const tList = performance.now();
      await callApi(app, 'review:list', {});
      const listCoreMs = performance.now() - tList;

      // Cold: a fresh page each time, so the whole queue is fetched, validated and rendered.
      const opens: number[] = [];
      const plain: number[] = [];
      for (let r = 0; r < ctx.repeat; r++) {
        for (let i = 0; i < OPENS; i++) {
          ctx.log(`queue: open ${i + 1}/${OPENS} (load ${load.load1.toFixed(2)})`);
          await page.reload();
          await page.getByTestId('matter-name').waitFor();
          opens.push(await openQueue(page));
          await page.getByTestId('view-answer').click();
          plain.push(await plainListRender(page, total));
        }
      }
      await openQueue(page);
      const rows = await page.getByTestId('queue-row').count();
      await settle(page);

      const ui: number[] = [];
      const api: number[] = [];
      for (let r = 0; r < ctx.repeat; r++) {
        for (let i = 0; i < DECISIONS / 2; i++) {
          ui.push(await decide(page, 'e'));
          await settle(page);
          ui.push(await decide(page, 'u'));
          await settle(page);
          // Next claim: wait for its detail and the PDF pane to follow, as a reviewer reads before deciding.
          const next = await page.evaluate(() => {
            const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="queue-row"]')];
            const i = rows.findIndex((r) => r.dataset.current === 'true');
            return rows[i + 1]?.dataset.claimId ?? null;
          });
          await page.keyboard.press('j');
          if (next) await page.locator(`[data-testid="queue-detail"][data-claim-id="${next}"]`).waitFor();
          await settle(page);
        }
        ctx.log(`queue: ${ui.length} decisions in the UI`);
        const { items } = await callApi(app, 'review:list', { limit: DECISIONS, offset: 2000 });
        for (const it of items.slice(0, DECISIONS / 2)) {
          api.push(await apiDecision(app, it.claim, 'exclude'));
          api.push(await apiDecision(app, it.claim, 'undo'));
        }
      }
      const decisionP95 = percentile(ui, 95);
      const apiP95 = percentile(api, 95);
      const rowsOut: Row[] = [
        { metric: `queue first render, cold, median of ${opens.length} (${total} claims; ${rows} rows in the DOM)`, unit: 'ms', value: median(opens), reference: { value: median(plain), label: 'plain DOM, all rows' }, ratio: median(plain) / median(opens), target: null },
        { metric: 'review:list, whole queue (core, in process)', unit: 'ms', value: listCoreMs, reference: null, ratio: null, target: null },
        { metric: `decision key → row repainted, p50 (${ui.length} decisions)`, unit: 'ms', value: median(ui), reference: { value: median(api), label: 'API alone' }, ratio: median(api) / median(ui), target: null },
        { metric: 'decision key → row repainted, p95', unit: 'ms', value: decisionP95, reference: { value: apiP95, label: 'API alone' }, ratio: apiP95 / decisionP95, target: { on: 'value', op: '<', bound: MAX_DECISION_P95_MS } },
        { metric: `${total} claims through verify (bind + replayed judge + record)`, unit: 's', value: fillMs / 1000, reference: null, ratio: null, target: null },
      ];
      return { rows: rowsOut, details: { total, domRows: rows, firstRenderMs: opens, plainDomMs: plain, decisionMs: ui, apiDecisionMs: api, listCoreMs, fillMs, load } };
    } finally {
      await browser.close();
      await app.close();
    }
  },
};
