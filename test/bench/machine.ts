import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/**
 * Other work on the machine skews every figure: the load average is recorded next to
 * each measurement so a slow run can be told from a slow build.
 */
export type Load = { load1: number; load5: number; load15: number };

export function currentLoad(): Load {
  const [load1 = 0, load5 = 0, load15 = 0] = loadavg();
  return { load1, load5, load15 };
}

export function machineInfo(): Record<string, unknown> {
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 1e8) / 10,
  };
}

export function loadText(l: Load): string {
  return `${l.load1.toFixed(2)} ${l.load5.toFixed(2)} ${l.load15.toFixed(2)}`;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}
