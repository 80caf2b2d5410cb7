import type { ServerResponse } from 'node:http';
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from './httpStandIn';

/**
 * A loopback stand-in for the slice of the Stripe API the adapter uses, with Stripe's
 * test payment methods (pm_card_visa, pm_card_chargeDeclined, ...), its error JSON, and
 * its idempotency replay: a POST repeated with the same Idempotency-Key gets the first
 * answer back instead of acting twice.
 */

type Fault = 'reset-before' | 'reset-after' | 'server-error';
type Reply = { status: number; body: unknown };
type Intent = Record<string, unknown> & {
  id: string;
  amount: number;
  amount_received: number;
  status: string;
};

const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 };
const refusals: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_declined',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const invalid = (code: string, message: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});

export interface StripeStandIn extends HttpStandIn {
  /** The next request to `METHOD /path` fails this way, once. */
  failNext(route: string, fault: Fault): void;
  intents: Map<string, Intent>;
  /** What was refunded of each intent, in cents. */
  refundedCents: Map<string, number>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const refundedCents = new Map<string, number>();
  const replies = new Map<string, Reply>();
  const faults = new Map<string, Fault>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${++sequence}`;

  function answer(request: RecordedRequest): Reply {
    const form = new URLSearchParams(request.body);
    const [, , resource, id, action] = request.path.split('/');
    const route = `${request.method} ${resource}${action ? `/${action}` : id && request.method === 'GET' ? '/:id' : ''}`;
    const intent = id ? intents.get(id) : undefined;
    switch (route) {
      case 'POST customers':
        return { status: 200, body: { id: nextId('cus'), object: 'customer', email: form.get('email') } };
      case 'GET customers/:id':
        return id?.startsWith('cus_') && id !== 'cus_gone'
          ? { status: 200, body: { id, object: 'customer' } }
          : {
              status: 404,
              body: {
                error: {
                  type: 'invalid_request_error',
                  code: 'resource_missing',
                  message: `No such customer: '${id}'`,
                },
              },
            };
      case 'POST payment_intents': {
        const method = form.get('payment_method') ?? '';
        const amount = Number(form.get('amount'));
        const metadata = Object.fromEntries(
          [...form.entries()]
            .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value] as const)
            .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
        );
        const created: Intent = {
          id: nextId('pi'),
          object: 'payment_intent',
          amount,
          amount_received: 0,
          status: 'requires_capture',
          created: Math.floor(Date.now() / 1000),
          metadata,
        };
        created.payment_method = { id: method, object: 'payment_method', type: 'card', card: visa };
        if (method === 'pm_card_authenticationRequired') created.status = 'requires_action';
        intents.set(created.id, created);
        const refusal = refusals[method];
        if (!refusal) return { status: 200, body: created };
        created.status = 'requires_payment_method';
        return { status: 402, body: { error: { type: 'card_error', ...refusal, payment_intent: created } } };
      }
      case 'GET payment_intents': {
        // Newest first, `limit` a page, `starting_after` the last id of the page before; `created[gte]`
        // and `created[lte]` in seconds (Stripe's list has no status filter).
        const gte = Number(request.query.get('created[gte]') ?? Number.NEGATIVE_INFINITY);
        const lte = Number(request.query.get('created[lte]') ?? Number.POSITIVE_INFINITY);
        const all = [...intents.values()]
          .filter((i) => (i.created as number) >= gte && (i.created as number) <= lte)
          .reverse();
        const after = request.query.get('starting_after');
        const start = after ? all.findIndex((i) => i.id === after) + 1 : 0;
        const limit = Number(request.query.get('limit') ?? 10);
        const data = all.slice(start, start + limit);
        return {
          status: 200,
          body: { object: 'list', url: '/v1/payment_intents', has_more: start + limit < all.length, data },
        };
      }
      case 'GET payment_intents/:id':
        return intent
          ? { status: 200, body: intent }
          : invalid('resource_missing', `No such payment_intent: '${id}'`);
      case 'POST payment_intents/capture': {
        if (intent?.status !== 'requires_capture')
          return invalid('payment_intent_unexpected_state', 'This PaymentIntent could not be captured.');
        const amount = Number(form.get('amount_to_capture') ?? intent.amount);
        if (!Number.isInteger(amount) || amount <= 0)
          return invalid('parameter_invalid_integer', 'Invalid positive integer');
        if (amount > intent.amount)
          return invalid('amount_too_large', 'The amount to capture is larger than the authorized amount.');
        Object.assign(intent, { status: 'succeeded', amount_received: amount });
        return { status: 200, body: intent };
      }
      case 'POST payment_intents/cancel':
        if (intent?.status !== 'requires_capture')
          return invalid('payment_intent_unexpected_state', 'This PaymentIntent could not be canceled.');
        intent.status = 'canceled';
        return { status: 200, body: intent };
      case 'POST refunds': {
        // Stripe's rules: only a captured payment is refunded, partially and repeatedly, never beyond
        // what was captured minus earlier refunds; without an amount, whatever is left.
        const refunded = intents.get(form.get('payment_intent') ?? '');
        if (!refunded) return invalid('resource_missing', 'No such payment_intent.');
        if (refunded.status !== 'succeeded')
          return invalid(
            'charge_not_refundable',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        const left = refunded.amount_received - (refundedCents.get(refunded.id) ?? 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : left;
        if (!Number.isInteger(amount) || amount <= 0)
          return invalid('parameter_invalid_integer', 'Invalid positive integer');
        if (amount > left)
          return invalid('amount_too_large', 'Refund amount is greater than unrefunded amount on charge.');
        refundedCents.set(refunded.id, (refundedCents.get(refunded.id) ?? 0) + amount);
        return {
          status: 200,
          body: {
            id: nextId('re'),
            object: 'refund',
            amount,
            payment_intent: refunded.id,
            status: 'succeeded',
          },
        };
      }
      case 'POST setup_intents':
        return {
          status: 200,
          body: { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc' },
        };
      case 'GET customers/payment_methods':
        return {
          status: 200,
          body: {
            object: 'list',
            has_more: false,
            data: [{ id: 'pm_saved_1', object: 'payment_method', type: 'card', card: visa }],
          },
        };
      default:
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${request.method}: ${request.path})`,
            },
          },
        };
    }
  }

  function respond(request: RecordedRequest, response: ServerResponse): void {
    const fault = faults.get(`${request.method} ${request.path}`);
    faults.delete(`${request.method} ${request.path}`);
    if (fault === 'reset-before') {
      response.socket?.destroy();
      return;
    }
    if (fault === 'server-error') {
      sendJson(response, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      return;
    }
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && request.method === 'POST' ? key : undefined;
    const reply = (cacheKey && replies.get(cacheKey)) || answer(request);
    if (cacheKey) replies.set(cacheKey, reply);
    // The request was processed but the answer is lost: only the idempotency key saves a double action.
    if (fault === 'reset-after') response.socket?.destroy();
    else sendJson(response, reply.status, reply.body);
  }

  const standIn = await startHttpStandIn(respond);
  return {
    ...standIn,
    intents,
    refundedCents,
    failNext: (route, fault) => {
      faults.set(route, fault);
    },
  };
}
