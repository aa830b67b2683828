import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { coreProcessEnv } from '../../electron/api/transport/core-env.js';

/**
 * Runs a TypeScript script in a fresh Node process (tsx loader, as the CLI runs from a
 * checkout) and returns the JSON document it prints last on stdout. A fresh process per
 * measurement keeps one run's heap, JIT state and worker threads out of the next, and
 * lets the script report its own peak RSS, worker threads included.
 */
export function runChild<T>(script: URL, args: readonly string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    // The environment the app's core process gets, so figures are the app's (core-env.ts).
    const child = spawn(process.execPath, ['--import', 'tsx', script.pathname, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: coreProcessEnv() });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(last) as T);
      } catch (e) {
        reject(new Error(`${script.pathname} failed (${(e as Error).message}).\nstdout: ${out.slice(-2000)}\nstderr: ${err.slice(-4000)}`));
      }
    });
  });
}

/**
 * This process's peak resident set (MiB): the kernel's high-water mark, which counts every
 * thread — extraction and OCR workers included — and is exact, unlike sampling.
 */
export function peakRssMb(): number {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]) / 1024;
  } catch {
    // Not Linux: getrusage's maxrss is the same high-water mark.
  }
  return process.resourceUsage().maxRSS / 1024;
}

/** Prints a child's result as the last line of stdout, where runChild looks for it. */
export function reply(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
