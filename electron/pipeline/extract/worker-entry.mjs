// Loads the extraction worker. From a source checkout the worker is TypeScript, and
// Node 20 does not apply --import loaders to a worker's entry, so register tsx here.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
