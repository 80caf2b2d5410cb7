import { createLead } from '@laundry/api';
import { leadInputSchema } from '@laundry/validators/publicSite';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { leadCreatedAnswer } from './openapi/answers';
import { access } from './routeAccess';

/**
 * POST /api/leads: the business inquiry and contact forms for REST clients (not in docs/rules/rest-compatibility.md,
 * which predates the forms). Same body and service as tRPC leads.create; answers 201 with `{ _id }`.
 */
export async function registerLeadRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/leads',
    access('public', {
      tag: 'catalog',
      summary: 'Send a business inquiry or a contact message',
      body: leadInputSchema,
      answer: { status: 201, description: 'Received.', schema: leadCreatedAnswer },
      failures: [400, 429],
      example: { kind: 'contact', name: 'Ana', email: 'ana@example.test', message: 'Hello' },
    }),
    restHandler(deps, async (ctx, request, reply) => {
      const { id } = await createLead(ctx, parseInput(leadInputSchema, request.body));
      reply.code(201);
      return { _id: id };
    }),
  );
}
