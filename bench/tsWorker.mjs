// Worker threads do not inherit the tsx loader of the main thread: register it, then run the TypeScript module
// named by the worker's first argument (`new Worker(tsWorker, { argv: ['./loadWorker.ts'] })`).
import { register } from 'tsx/esm/api';

register();
await import(new URL(process.argv[2], import.meta.url).href);
