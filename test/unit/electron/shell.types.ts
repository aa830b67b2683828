/**
 * Compile-time proof (checked by `npm run typecheck`) that the shell's Electron-free
 * pieces fit Electron's own types (node_modules/electron/electron.d.ts, shipped without
 * the binary). electron/main.ts and electron/preload.ts themselves are in the root
 * tsconfig's `include` and import from 'electron', so they are checked the same way.
 */
import type { IpcMain, SafeStorage, Session, WebContents, WebPreferences } from 'electron';
import type { IpcMainLike } from '../../../electron/api/ipc.js';
import type { SafeStorageLike } from '../../../electron/shell/safe-storage-box.js';
import { denyPermission, denyWindowOpen, guardNavigation, webPreferences } from '../../../electron/window-policy.js';

export const prefs: WebPreferences = webPreferences('/x/preload.cjs');
export const ipc = (real: IpcMain): IpcMainLike => real;
export const storage = (real: SafeStorage): SafeStorageLike => real;
export const permissions = (s: Session) => s.setPermissionRequestHandler(denyPermission);
export function guard(contents: WebContents): void {
  contents.setWindowOpenHandler(denyWindowOpen);
  contents.on('will-navigate', guardNavigation);
  contents.on('will-redirect', guardNavigation);
  contents.on('will-frame-navigate', guardNavigation);
}

// @ts-expect-error — the policy may not turn sandboxing off
export const unsandboxed: ReturnType<typeof webPreferences> = { ...webPreferences('/x'), sandbox: false };
// @ts-expect-error — nor switch Node integration on
export const withNode: ReturnType<typeof webPreferences> = { ...webPreferences('/x'), nodeIntegration: true };
