import type { Page } from 'playwright-core';
import { createHandlers } from '../../electron/api/handlers.js';
import { openSession } from '../../electron/api/session.js';
import { ensureRendererBuilt, RENDERER_DIST } from '../../electron/host/renderer-build.js';
import { startHost } from '../../electron/host/server.js';
import { launchBrowser, openPage } from '../e2e/browser.js';
import { median, percentile } from './machine.js';

export type GridFigures = {
  rows: number;
  columns: number;
  firstRenderMs: number;
  /** Frame times while scrolling, unthrottled (see UNTHROTTLED). */
  frameP50Ms: number;
  frameP95Ms: number;
  /** Frames that took longer than one 60 Hz period: each would be a dropped frame on a display. */
  overBudget: number;
  frames: number;
};

/** Ms from the Tables tab's click to the grid's first cells painted. */
function openGrid(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        document.querySelector<HTMLElement>('[data-testid="view-tables"]')!.click();
        const deadline = t0 + 120_000;
        const poll = () => {
          if (document.querySelectorAll('[data-testid="table-cell"]').length > 0) return requestAnimationFrame(() => resolve(performance.now() - t0));
          if (performance.now() > deadline) return reject(new Error('the grid did not render within 120 s'));
          requestAnimationFrame(poll);
        };
        poll();
      }),
  );
}

/** Scrolls the grid by a fixed step every frame (down, then across) and returns every frame's duration. */
function scrollFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(
    (n) =>
      new Promise<number[]>((resolve) => {
        const grid = document.querySelector<HTMLElement>('[data-testid="table-grid"]')!;
        const out: number[] = [];
        let last = performance.now();
        let i = 0;
        const step = (now: number) => {
          out.push(now - last);
          last = now;
          if (i < n / 2) grid.scrollTop += 120;
          else grid.scrollLeft += 90;
          if (++i < n) requestAnimationFrame(step);
          else resolve(out.slice(2));
        };
        requestAnimationFrame((t) => {
          last = t;
          requestAnimationFrame(step);
        });
      }),
    frames,
  );
}

/**
 * Chromium unthrottled: no vsync, no frame-rate cap, and every compositor stage (raster
 * included) run before a frame is drawn, so a frame follows the previous
 * one as soon as it is produced and the interval between frames is what the frame cost
 * (script, style, layout, paint). Locked to a 60 Hz display the interval could never fall
 * below 16.7 ms, whatever the grid costs, and the target would measure the display.
 */
const UNTHROTTLED = ['--disable-frame-rate-limit', '--disable-gpu-vsync', '--run-all-compositor-stages-before-draw'];

/** What DevTools' Performance panel records: script (with samples), style, layout, paint and raster. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink', 'cc', 'viz'];

/** The grid in Chromium over an already-run table of `matterDir` (the newest table is shown). */
export async function measureGrid(matterDir: string, repeat: number): Promise<GridFigures> {
  ensureRendererBuilt();
  const session = await openSession({ matterDir });
  const host = await startHost({ handlers: createHandlers(session), staticDir: RENDERER_DIST });
  const browser = await launchBrowser(UNTHROTTLED);
  try {
    const renders: number[] = [];
    const frames: number[] = [];
    let dims = { rows: 0, columns: 0 };
    for (let i = 0; i < repeat; i++) {
      const page = await openPage(browser, host.url, []);
      await page.setViewportSize({ width: 1440, height: 900 });
      renders.push(await openGrid(page));
      dims = await page.evaluate(() => {
        const g = document.querySelector('[data-testid="table-grid"]')!;
        return { rows: Number(g.getAttribute('aria-rowcount')) - 1, columns: Number(g.getAttribute('aria-colcount')) - 1 };
      });
      // PINCITE_GRID_TRACE=FILE keeps a Chrome trace of the first scroll (open it in DevTools' Performance panel).
      const trace = i === 0 ? process.env.PINCITE_GRID_TRACE : undefined;
      if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
      frames.push(...(await scrollFrames(page, 300)));
      if (trace) await browser.stopTracing();
      await page.close();
    }
    return {
      ...dims, firstRenderMs: median(renders), frameP50Ms: percentile(frames, 50), frameP95Ms: percentile(frames, 95),
      overBudget: frames.filter((x) => x >= 1000 / 60).length, frames: frames.length,
    };
  } finally {
    await browser.close();
    await host.close();
    await session.close();
  }
}
