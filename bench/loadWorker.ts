import { parentPort, workerData } from 'node:worker_threads';
import { type LoadPlan, runCheckouts } from './checkoutLoad';

// The shoppers run on a thread of their own, so the load they make does not take the server's thread.
const plan = workerData as LoadPlan;
parentPort!.postMessage(await runCheckouts(plan));
