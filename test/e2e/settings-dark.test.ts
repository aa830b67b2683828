import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyStore, KEY_FILE_NAME } from '../../electron/settings/key-store.js';
import { cuadPdf } from '../helpers/corpus.js';
import { aesSecretBox } from '../helpers/secret-box.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * The settings a desktop user sees (a key store with a keychain: keys can be set and are
 * encrypted on disk; the renderer never gets one back), the reviewer name, and the main
 * views in dark mode (the OS preference) for the screenshots.
 */
const t = e2eHarness({
  ingest: [cuadPdf(1)],
  colorScheme: 'dark',
  deviceScaleFactor: 2,
  keys: (dir) => createKeyStore({ dir: join(dir, 'app-data'), box: aesSecretBox(), env: { OPENAI_API_KEY: 'sk-proj-from-environment-1' } }),
});

describe('settings on desktop, and dark mode', () => {
  it('follows the OS dark preference', async () => {
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('shows which providers have a key and from where, stores one encrypted, and never shows it back', async () => {
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-dialog').waitFor();
    const openai = t.page.getByTestId('provider-openai');
    await openai.waitFor();
    expect(await openai.getAttribute('data-source')).toBe('environment');
    expect(await t.page.getByTestId('provider-anthropic').getAttribute('data-configured')).toBe('false');
    await t.page.getByTestId('key-input-anthropic').fill('sk-ant-typed-in-the-dialog-42');
    await t.page.getByTestId('key-save-anthropic').click();
    await t.page.locator('[data-testid="provider-anthropic"][data-source="stored"]').waitFor();
    expect(await t.page.getByTestId('key-input-anthropic').inputValue()).toBe('');
    expect(await t.page.getByTestId('key-input-anthropic').getAttribute('type')).toBe('password');
    expect(await t.page.getByTestId('settings-dialog').innerText()).not.toContain('sk-ant-typed');
    const onDisk = readFileSync(join(t.app.dir, 'app-data', KEY_FILE_NAME), 'utf8');
    expect(onDisk).toContain('anthropic');
    expect(onDisk).not.toContain('sk-ant-typed');
    expect((await t.app.session.keys.env()).ANTHROPIC_API_KEY).toBe('sk-ant-typed-in-the-dialog-42');

    await t.page.getByTestId('key-input-openai').fill('bad key with spaces');
    await t.page.getByTestId('key-save-openai').click();
    expect(await t.page.getByTestId('key-error').innerText()).toContain('no spaces');

    await t.page.getByTestId('settings-reviewer').fill('  A.   Lawyer ');
    expect(await t.page.evaluate(() => JSON.parse(localStorage.getItem('pincite.settings') ?? '{}').state.reviewer)).toBe('A. Lawyer');
    await t.page.mouse.move(0, 0);
    await t.page.getByTestId('settings-reviewer').blur();
    await screenshot(t.page.getByTestId('settings-dialog'), '11-settings-desktop-dark');

    await t.page.getByTestId('key-clear-anthropic').click();
    await t.page.locator('[data-testid="provider-anthropic"][data-configured="false"]').waitFor();
    await t.page.keyboard.press('Escape');
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();
    await t.page.getByTestId('open-settings').click();
    expect(await t.page.getByTestId('settings-reviewer').inputValue()).toBe('A. Lawyer');
    await t.page.keyboard.press('Escape');
  });

  it('answer, highlighted PDF and inspector in dark mode', async () => {
    await t.page.getByTestId('ask-input').fill('Which state’s law governs this agreement?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    await t.page.mouse.move(0, 0);
    await screenshot(t.page, '12-answer-dark');
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const boxes = response.claims[0]!.evidence[0]!.boxes;
    expect(boxes.length).toBeGreaterThan(0);
    const claimId = await openFootnote(t.page, 0, boxes);
    await screenshot(t.page.getByTestId('pdf-viewer'), '13-pdf-highlight-dark');
    const inspector = t.page.locator(`[data-testid="claim-inspector"][data-claim-id="${claimId}"]`);
    await inspector.waitFor();
    await t.page.mouse.move(0, 0);
    await t.page.setViewportSize({ width: 1440, height: 2000 });
    await screenshot(inspector, '14-inspector-dark');
    await t.page.setViewportSize({ width: 1440, height: 900 });
    expect(t.errors).toEqual([]);
  });
});

describe('settings in browser mode', () => {
  const b = e2eHarness({ openPage: true });
  it('explains that keys come from the environment and offers no key field', async () => {
    await b.page.getByTestId('open-settings').click();
    const note = b.page.getByTestId('key-storage-note');
    await note.waitFor();
    expect(await note.innerText()).toContain('ANTHROPIC_API_KEY');
    expect(await b.page.locator('[data-testid^="key-input-"]').count()).toBe(0);
    await screenshot(b.page.getByTestId('settings-dialog'), '15-settings-browser');
  });
});
