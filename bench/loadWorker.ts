import { parentPort, workerData } from 'node:worker_threads';
import { type LoadPlan, runCheckouts } from './checkoutLoad';

export interface WorkerPlan extends LoadPlan {
  /** Checkouts made first and not measured: the server's and the shoppers' code get optimized by V8. */
  warmup: number;
}

/** What the worker reports: 'warm' between the two phases (the server samples its CPU), then the result. */
export type WorkerMessage =
  | { phase: 'warm' }
  | { phase: 'done'; result: Awaited<ReturnType<typeof runCheckouts>> };

// The shoppers run on a thread of their own, so the load they make does not take the server's thread.
// One thread for both phases, so the measured phase starts with warm shoppers too.
const { warmup, ...plan } = workerData as WorkerPlan;
await runCheckouts({ ...plan, orders: warmup });
parentPort!.postMessage({ phase: 'warm' } satisfies WorkerMessage);
parentPort!.postMessage({ phase: 'done', result: await runCheckouts(plan) } satisfies WorkerMessage);
