// Types for the generated verify.mjs: it is built from verify-entry.ts, so it has its types.
export { verifyBundleFiles, readBundleFolder, runVerifyCli } from './verify-entry.js';
export type { VerifyReport } from './verify-entry.js';
