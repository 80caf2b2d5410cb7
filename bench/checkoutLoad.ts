import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { TEST_CARDS } from '@laundry/api/testing';
import type { OrderDraft } from '@laundry/validators/order';

/** One guest shopper: a session made up front (not timed) and the order it places again and again. */
export interface Shopper {
  token: string;
  order: OrderDraft;
}

export interface LoadPlan {
  baseUrl: string;
  shoppers: Shopper[];
  orders: number;
}

export interface LoadResult {
  /** Milliseconds of each checkout submit (checkout.placeOrder over HTTP). */
  placeOrderMs: number[];
  /** Milliseconds of each whole checkout: the test card (Stripe Elements' part) and the submit. */
  checkoutMs: number[];
  failures: string[];
  wallMs: number;
  /** CPU time of the shoppers' own thread, for telling their share of the machine from the server's. */
  shopperCpuMs: number;
}

/** CPU time of the calling thread (Linux per-thread accounting), in ms; NaN elsewhere. */
export function threadCpuMs(statPath = '/proc/thread-self/stat'): number {
  try {
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
  } catch {
    return Number.NaN;
  }
}

// Keep-alive connections, one per shopper at most, through node:http: a phone keeps its connection
// open too, and `fetch` costs several times more CPU per request on the machine the server shares.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `JWT ${token}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function trpc(baseUrl: string, token: string, procedure: string, input: unknown) {
  const response = await post(new URL(`/trpc/${procedure}`, baseUrl), token, JSON.stringify(input));
  const body = JSON.parse(response.text) as { result?: { data: unknown }; error?: { message: string } };
  if (response.status !== 200 || !body.result)
    throw new Error(body.error?.message ?? `HTTP ${response.status}`);
  return body.result.data as Record<string, unknown>;
}

const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2040, cvc: '123' };

/** Every shopper checks out at the same time, again and again, until `orders` checkouts are done. */
export async function runCheckouts(plan: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = { placeOrderMs: [], checkoutMs: [], failures: [], wallMs: 0, shopperCpuMs: 0 };
  const cpuBefore = threadCpuMs();
  let started = 0;
  async function shopper({ token, order }: Shopper) {
    while (started < plan.orders) {
      started += 1;
      const begin = performance.now();
      try {
        const method = await trpc(plan.baseUrl, token, 'payments.createTestPaymentMethod', card);
        const submitted = performance.now();
        await trpc(plan.baseUrl, token, 'checkout.placeOrder', {
          order,
          paymentMethodId: method.id,
          clientQuoteTotalCents: 44_00,
          idempotencyKey: crypto.randomUUID(),
        });
        const done = performance.now();
        result.placeOrderMs.push(done - submitted);
        result.checkoutMs.push(done - begin);
      } catch (error) {
        result.failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  const begin = performance.now();
  await Promise.all(plan.shoppers.map(shopper));
  result.wallMs = performance.now() - begin;
  result.shopperCpuMs = threadCpuMs() - cpuBefore;
  return result;
}

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
