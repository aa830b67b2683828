import { describe, expect, it } from 'vitest';
import { coreProcessEnv } from '../../../electron/api/transport/core-env.js';
// @ts-expect-error — plain ESM script without type declarations
import { coreEnv } from '../../../scripts/core-launch.mjs';

describe('the core process environment', () => {
  it('caps glibc at two allocator arenas, maps large blocks on their own, keeps everything else, and never overrides a value the user set', () => {
    expect(coreProcessEnv({ PATH: '/bin', PINCITE_HOME: '/h' })).toEqual({ PATH: '/bin', PINCITE_HOME: '/h', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(coreProcessEnv({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '0' })).toEqual({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '0' });
  });

  it('is the same from the launcher scripts (npm start, npm run cli), which cannot import TypeScript', () => {
    const launch = coreEnv as (base: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
    for (const base of [{ PATH: '/bin', PINCITE_HOME: '/h' }, { MALLOC_ARENA_MAX: '8' }, { MALLOC_MMAP_THRESHOLD_: '4096' }, {}]) expect(launch(base)).toEqual(coreProcessEnv(base));
  });
});
