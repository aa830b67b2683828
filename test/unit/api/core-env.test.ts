import { describe, expect, it } from 'vitest';
import { coreProcessEnv } from '../../../electron/api/transport/core-env.js';

describe('the core process environment', () => {
  it('caps glibc at two allocator arenas, keeps everything else, and never overrides a value the user set', () => {
    expect(coreProcessEnv({ PATH: '/bin', PINCITE_HOME: '/h' })).toEqual({ PATH: '/bin', PINCITE_HOME: '/h', MALLOC_ARENA_MAX: '2' });
    expect(coreProcessEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
