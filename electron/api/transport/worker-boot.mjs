// Loads the core on a worker thread. From a checkout the core is TypeScript, and Node 20
// does not apply --import loaders to a worker's entry, so tsx is registered here.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(pathToFileURL(workerData.entry).href);
