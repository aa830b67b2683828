/**
 * Security settings of the app window, kept free of Electron imports so they are
 * unit-tested as plain data (test/unit/electron/window-policy.test.ts).
 */
export const APP_SCHEME = 'pincite';
export const APP_ORIGIN = `${APP_SCHEME}://app`;

export function webPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    enableBlinkFeatures: '',
    webviewTag: false,
    spellcheck: false,
    safeDialogs: true,
    navigateOnDragDrop: false,
  } as const;
}

/**
 * Only our own app origin may be shown; parsed as a URL, never matched by substring:
 * `pincite://app.evil.com`, `pincite://user@app`, `pincite://app:1`, `file:`, `javascript:`
 * and `http:` all fail.
 */
export function isAppUrl(raw: string | undefined | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.hostname === 'app' && url.port === '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Navigation away from the app is always denied (links open nowhere; the app is offline). */
export function allowNavigation(raw: string): boolean {
  return isAppUrl(raw);
}

/** For will-navigate / will-redirect / will-frame-navigate: stop anything that leaves the app. */
export function guardNavigation(event: { url: string; preventDefault(): void }): void {
  if (!allowNavigation(event.url)) event.preventDefault();
}

/** window.open, target=_blank and friends: always denied — Pincite has one window. */
export function denyWindowOpen(): { action: 'deny' } {
  return { action: 'deny' };
}

/** Camera, microphone, notifications, geolocation…: the renderer needs none of them. */
export function denyPermission(_webContents: unknown, _permission: string, callback: (granted: boolean) => void): void {
  callback(false);
}
