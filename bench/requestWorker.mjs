// Worker threads do not inherit the tsx loader of the main thread: register it, then run the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./requestWorker.ts');
