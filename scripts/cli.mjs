// npm run cli -- ARGS: the command line from a checkout. It runs `electron/cli.ts` in a
// process of its own so the core starts with the allocator setting every core process
// gets (glibc reads MALLOC_ARENA_MAX only at process start); stdio, exit code and signals
// pass straight through.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-electron.mjs';
import { coreEnv, forwardSignals, TSX_LOADER } from './core-launch.mjs';

const child = spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, 'electron', 'cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit', env: coreEnv() });
forwardSignals(child);
child.once('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
