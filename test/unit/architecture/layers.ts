/**
 * The layers of ARCHITECTURE §3, lowest first: each may import itself and the layers
 * below it, never one above. host, cli and the Electron shell sit on top, side by side.
 * (After VS Code's `.eslint-plugin-local/code-layering.ts`: the rule is data, and a
 * violation fails the build.)
 */
export type Layer = { name: string; match: RegExp; may: readonly string[] };

export const LAYERS: readonly Layer[] = [
  { name: 'shared', match: /^shared\//, may: ['shared'] },
  { name: 'store', match: /^electron\/store\//, may: ['shared', 'store'] },
  { name: 'pipeline', match: /^electron\/pipeline\//, may: ['shared', 'store', 'pipeline'] },
  { name: 'audit', match: /^electron\/audit\//, may: ['shared', 'store', 'pipeline', 'audit'] },
  { name: 'api', match: /^electron\/(api|settings)\//, may: ['shared', 'store', 'pipeline', 'audit', 'api'] },
  { name: 'shell', match: /^electron\//, may: ['shared', 'store', 'pipeline', 'audit', 'api', 'shell'] },
  { name: 'renderer', match: /^renderer\//, may: ['shared', 'renderer'] },
];

/** Only the thin Electron shell may load `electron`: the core runs under plain Node. */
export const ELECTRON_ALLOWED = /^electron\/(main|preload)\.ts$|^electron\/shell\//;

/** Model SDKs: a review decision must load none of them. */
export const MODEL_SDKS = ['@anthropic-ai/sdk', 'openai', 'ollama'];

export function layerOf(file: string): Layer | undefined {
  return LAYERS.find((l) => l.match.test(file));
}
