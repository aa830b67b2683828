// What the scripts that start a core process share: its allocator setting, the tsx
// loader, and passing a Ctrl-C or a kill on to the child.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-electron.mjs';

export const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** The environment electron/api/transport/core-env.ts gives every core process (kept in step by a unit test). */
export const coreEnv = (base = process.env) => ({ ...base, MALLOC_ARENA_MAX: base.MALLOC_ARENA_MAX ?? '2', MALLOC_MMAP_THRESHOLD_: base.MALLOC_MMAP_THRESHOLD_ ?? '131072' });

export function forwardSignals(child) {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    });
  }
}
