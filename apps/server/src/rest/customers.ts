import {
  CUSTOMERS_CSV_FILENAME,
  type CustomerView,
  createCustomer,
  customersCsvStream,
  customerView,
  findCustomer,
  listCustomers,
  updateCustomer,
} from '@laundry/api';
import {
  customerChangeBody,
  customerCreateInput,
  customerFormValues,
  customerListQuery,
  STAFF_PEOPLE_MESSAGES,
} from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { customerAnswer } from './openapi/answers';
import { access, userOf } from './routeAccess';

/** The legacy user shape of docs/rules/records.md, People for a customer. */
function customerBody(customer: CustomerView) {
  return {
    _id: customer.id,
    userId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    emailVerified: customer.emailVerified,
    phone: customer.phone,
    address: customer.address,
    addressLine2: customer.addressLine2,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    sms: customer.sms,
    role: 'Customer' as const,
    version: customer.version,
  };
}

const idParams = z.object({ id: z.uuid({ error: STAFF_PEOPLE_MESSAGES.getCustomerFailed }) });

/**
 * The customers screen's paths of docs/rules/rest-compatibility.md, and the create path the spec leaves unnamed:
 * POST /api/admin/customer (docs/decisions/0038-staff-customers.md). Staff: Admin and Super Admin (docs/rules/roles.md, Who may do what).
 */
export async function registerCustomerRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  const list = restHandler(deps, async (ctx, request) => {
    const query = parseInput(customerListQuery, request.query);
    return (await listCustomers(ctx.db, query)).rows.map(customerBody);
  });
  app.get(
    '/customers',
    access('staff', {
      tag: 'staffPeople',
      summary: 'The customers list',
      query: customerListQuery,
      answer: { description: 'A page of customers.', schema: z.array(customerAnswer) },
      failures: [400],
    }),
    list,
  );
  app.get(
    '/customers/search',
    access('staff', {
      tag: 'staffPeople',
      summary: 'Customers whose name, e-mail or phone holds `searchtext`',
      query: customerListQuery,
      answer: { description: 'The customers found.', schema: z.array(customerAnswer) },
      failures: [400],
    }),
    list,
  );

  // docs/rules/staff-screens.md, Customers: the whole search (its sort and text; paging is ignored) as customers.csv.
  app.get(
    '/customers/export',
    access('staff', {
      tag: 'staffPeople',
      summary: 'The whole customer search as customers.csv',
      query: customerListQuery,
      answer: { description: 'customers.csv', contentType: 'text/csv' },
      failures: [400],
    }),
    restHandler(deps, async (ctx, request, reply) => {
      const { sortby, sortorder, searchtext } = parseInput(customerListQuery, request.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${CUSTOMERS_CSV_FILENAME}"`)
        .header('Cache-Control', 'no-store');
      return reply.send(customersCsvStream(ctx.db, { sortby, sortorder, searchtext }));
    }),
  );

  app.post(
    '/admin/customer',
    access('staff', {
      tag: 'staffPeople',
      summary: 'Add a customer (they are e-mailed a link to set a password)',
      body: customerCreateInput,
      answer: { description: 'The new customer.', schema: customerAnswer },
      failures: [400, 409],
      example: { firstName: 'New', email: 'new.customer@example.test' },
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const input = parseInput(customerCreateInput, request.body);
      return customerBody(await createCustomer(ctx, actor, input));
    }),
  );

  app.post(
    '/customer/:id',
    access('staff', {
      tag: 'staffPeople',
      summary: 'Change a customer',
      params: idParams,
      body: customerChangeBody,
      answer: { description: 'The customer after the change.', schema: customerAnswer },
      failures: [400, 404, 409],
      example: { firstName: 'Changed', email: 'ana@example.test', version: 1 },
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      // A field left out keeps its value; a caller that read the customer sends its `version` back, one that
      // never read one is not checked for staleness (docs/rules/rest-compatibility.md, Partial changes;
      // docs/decisions/0037-staff-concurrent-edits.md).
      const change = parseInput(customerChangeBody, request.body);
      const current = customerFormValues(customerView(await findCustomer(ctx.db, id)));
      return customerBody(await updateCustomer(ctx, actor, { ...current, ...change, id }));
    }),
  );
}
