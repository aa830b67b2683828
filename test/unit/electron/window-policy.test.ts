import { describe, expect, it } from 'vitest';
import { allowNavigation, APP_ORIGIN, denyPermission, denyWindowOpen, guardNavigation, isAppUrl, webPreferences } from '../../../electron/window-policy.js';

describe('the app window runs in the configuration users run', () => {
  it('isolates and sandboxes the renderer, with no Node anywhere', () => {
    const p = webPreferences('/app/dist-electron/preload.cjs');
    expect(p).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(p.enableBlinkFeatures).toBe('');
  });
});

describe('navigation is checked by parsing URLs, never by substring', () => {
  it.each([`${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/`, `${APP_ORIGIN}/assets/index-abc.js?x=1#y`])('allows our own origin: %s', (url) => {
    expect(isAppUrl(url)).toBe(true);
    expect(allowNavigation(url)).toBe(true);
  });

  it.each([
    'pincite://app.evil.com/index.html',
    'pincite://evil.com/app',
    'pincite://app@evil.com/',
    'pincite://evil@app/',
    'pincite://user:pw@app/',
    'pincite://app:443/',
    'pincite://apps/',
    'pincite:app/index.html',
    'https://app/',
    'http://127.0.0.1:5173/?pincite://app/',
    'https://evil.example/pincite://app/',
    'javascript:alert(1)',
    'javascript://pincite://app/%0aalert(1)',
    'file:///etc/passwd',
    'file://app/index.html',
    'data:text/html,<script>alert(1)</script>',
    'blob:pincite://app/1234',
    'about:blank',
    'chrome://settings',
    'devtools://devtools/bundled/inspector.html',
    'not a url',
    '',
  ])('denies %s', (url) => {
    expect(isAppUrl(url)).toBe(false);
    expect(allowNavigation(url)).toBe(false);
    let prevented = false;
    guardNavigation({ url, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('guardNavigation lets in-app navigation through', () => {
    let prevented = false;
    guardNavigation({ url: `${APP_ORIGIN}/index.html#claim-3`, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
  });

  it('denies every new window and every permission request', () => {
    expect(denyWindowOpen()).toEqual({ action: 'deny' });
    const granted: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) denyPermission(null, permission, (g) => granted.push(g));
    expect(granted).toEqual([false, false, false, false, false]);
  });
});
