import type { Row } from './table.js';

export type BenchContext = {
  /** Times each measurement is taken; figures are the median (samples are kept in the JSON). */
  repeat: number;
  /** Progress for the person watching, on stderr. */
  log: (line: string) => void;
  /** `--files N[,N…]`: sections that take files (ingest) measure the first N of a larger corpus. */
  files: number[];
  /**
   * `--split tune|heldout`: the clause benchmark's halves of cuad-scale (sorted by file name,
   * even positions tune, odd held-out), so rules can be read from one half and measured on
   * the other. `tune-a|tune-b`: the tune half's own halves (alternate tune contracts), so a model
   * trained on one (`npm run train:clauses -- --fold a`) is validated on the other without the
   * held-out half. Undefined: the whole set.
   */
  split?: BenchSplit;
};

export const BENCH_SPLITS = ['tune', 'heldout', 'tune-a', 'tune-b'] as const;
export type BenchSplit = (typeof BENCH_SPLITS)[number];

/** What a section hands back: its table, and anything worth keeping in .bench/results.json. */
export type SectionResult = { rows: Row[]; details: Record<string, unknown> };

/** A benchmark section: one per milestone or subsystem, selected by name on the command line. */
export type Section = {
  name: string;
  title: string;
  run: (ctx: BenchContext) => Promise<SectionResult>;
};
