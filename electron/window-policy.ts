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

/** Only our own app origin may be shown; parsed as a URL, never matched by substring. */
export function isAppUrl(raw: string | undefined): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === 'app';
  } catch {
    return false;
  }
}

/** Navigation away from the app is always denied (links open nowhere; the app is offline). */
export function allowNavigation(raw: string): boolean {
  return isAppUrl(raw);
}
