import { describe, expect, it } from 'vitest';
import { openPage } from './browser.js';
import { e2eHarness } from './harness.js';

/** Browser mode serves the API to this page only: the token, the origin and the address bar. */
const t = e2eHarness({ openPage: false });


const base = () => `http://127.0.0.1:${t.app.host.port}`;
const invoke = (headers: Record<string, string>) =>
  fetch(`${base()}/api/invoke`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ method: 'documents:list', input: {} }) });

describe('browser mode', () => {
  it('refuses API calls without the token, with a wrong one, or from a foreign origin', async () => {
    expect((await invoke({})).status).toBe(401);
    expect((await invoke({ 'X-Pincite-Token': 'a'.repeat(64) })).status).toBe(401);
    expect((await invoke({ 'X-Pincite-Token': t.app.host.token, Origin: 'http://evil.example' })).status).toBe(403);
    expect((await invoke({ 'X-Pincite-Token': t.app.host.token, Origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await fetch(`${base()}/api/events`)).status).toBe(401);
    const ok = await invoke({ 'X-Pincite-Token': t.app.host.token, Origin: base() });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { ok: boolean }).ok).toBe(true);
  });

  it('serves the renderer under a CSP without inline scripts', async () => {
    const res = await fetch(`${base()}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('takes the token from the address once, hides it, and survives a reload', async () => {
    const errors: string[] = [];
    const page = await openPage(t.browser, t.app.url, errors);
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => sessionStorage.getItem('pincite.token'))).toBe(t.app.host.token);
    await page.reload();
    // The header shows "…" until the matter's details arrive; a name there means the reloaded page's API calls got
    // through with the stored token (without it they fail and "…" stays, and this wait fails).
    const name = page.getByTestId('matter-name').filter({ hasNotText: /^…$/ });
    await name.waitFor();
    expect(await name.innerText()).toBe('e2e-matter');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('explains itself when opened without a token', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    expect(await page.getByTestId('no-token').innerText()).toContain('token');
    await context.close();
  });
});
