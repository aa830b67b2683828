export type Migration = {
  /** Becomes `PRAGMA user_version` once applied; strictly increasing from 1. */
  version: number;
  name: string;
  sql: string;
};
