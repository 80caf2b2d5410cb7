import { parentPort, workerData } from 'node:worker_threads';

/** One case of bench:orderlist: these paths, CONCURRENCY at a time, after a warm-up of one round. */
export interface RequestPlan {
  base: string;
  headers: Record<string, string>;
  paths: string[];
  concurrency: number;
}

// The callers run on a thread of their own, as the checkout's shoppers do (bench/loadWorker.ts), so that
// making and reading 20 requests at a time does not take the server's thread and count in its latency.
const { base, headers, paths, concurrency } = workerData as RequestPlan;

const call = async (path: string) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
};

await Promise.all(paths.slice(0, concurrency).map(call));
// The servers' thread counts its CPU from here (bench/orderList.ts, run).
parentPort!.postMessage('measuring');
const latencies: number[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < paths.length) {
      const path = paths[next]!;
      next += 1;
      latencies.push(await call(path));
    }
  }),
);
parentPort!.postMessage(latencies);
