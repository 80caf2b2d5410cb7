import { createSpecial, deleteSpecial, type StaffSpecialView, updateSpecial } from '@laundry/api';
import { noDryCleanItems, noServices, noTailoringItems } from '@laundry/db';
import { DOLLAR_AMOUNT_PATTERN, dollarsToCents } from '@laundry/validators/pricing';
import { SPECIAL_MESSAGES, specialStaffInput } from '@laundry/validators/specials';
import { versionSchema } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { dollars, parseInput, restHandler } from './http';
import { specialAnswer, successAnswer } from './openapi/answers';
import { access, userOf } from './routeAccess';

/** The legacy special shape of docs/rules/records.md, Specials (money as 2-decimal strings), with the staff's extras. */
function specialBody(special: StaffSpecialView) {
  return {
    _id: special.id,
    name: special.name,
    code: special.code,
    description: special.description,
    expirationDate: special.expirationDate,
    firstTimeOnly: special.firstTimeOnly,
    percentDiscount: special.percentDiscount,
    promotionalPrice: dollars(special.promotionalPriceCents),
    discountAmount: dollars(special.discountAmountCents),
    services: special.services,
    tailoringItems: special.tailoringItems,
    dryCleanItems: special.dryCleanItems,
    // The limits (docs/decisions/0092-promotion-limits.md): null is no limit.
    startDate: special.startDate,
    maxUses: special.maxUses,
    maxUsesPerCustomer: special.maxUsesPerCustomer,
    minOrderAmount: dollars(special.minOrderCents),
    expired: special.expired,
    version: special.version,
  };
}

const INVALID = Symbol('invalid amount');

/** A legacy amount: absent, null or '' is "not used"; a number or digits with up to 2 decimals otherwise. */
function legacyAmount(value: unknown): number | null | typeof INVALID {
  if (value === undefined || value === null || value === '') return null;
  const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (typed === null || !DOLLAR_AMOUNT_PATTERN.test(typed)) return INVALID;
  return dollarsToCents(typed);
}

const legacySpecialBody = z
  .object({
    percentDiscount: z.unknown().optional(),
    promotionalPrice: z.unknown().optional(),
    discountAmount: z.unknown().optional(),
    minOrderAmount: z.unknown().optional(),
    services: z.record(z.string(), z.boolean()).optional(),
    tailoringItems: z.record(z.string(), z.boolean()).optional(),
    dryCleanItems: z.record(z.string(), z.boolean()).optional(),
    version: versionSchema.optional(),
  })
  .loose();

/**
 * POST /api/admin/special and PUT /api/special/{id} take docs/rules/rest-compatibility.md's fields with money in dollars; a
 * 3-decimal amount gets the form's message. Absent flag groups mean nothing flagged.
 */
function specialInput(raw: unknown) {
  const body = parseInput(legacySpecialBody, raw);
  const { percentDiscount, promotionalPrice, discountAmount, minOrderAmount, version, ...rest } = body;
  const percent = legacyAmount(percentDiscount);
  const promotional = legacyAmount(promotionalPrice);
  const discount = legacyAmount(discountAmount);
  // Left out, the minimum stays as saved (docs/decisions/0092-promotion-limits.md); null or '' removes it.
  const minimum = minOrderAmount === undefined ? undefined : legacyAmount(minOrderAmount);
  const input = parseInput(specialStaffInput, {
    ...rest,
    services: { ...noServices, ...body.services },
    tailoringItems: { ...noTailoringItems, ...body.tailoringItems },
    dryCleanItems: { ...noDryCleanItems, ...body.dryCleanItems },
    // An invalid amount is sent on as a string, for the schema to refuse with the form's message.
    percentDiscount: percent === INVALID ? 'invalid' : percent === null ? null : percent / 100,
    promotionalPriceCents: promotional === INVALID ? 'invalid' : promotional,
    discountAmountCents: discount === INVALID ? 'invalid' : discount,
    minOrderCents: minimum === INVALID ? 'invalid' : minimum,
  });
  return { input, version };
}

/** Amounts in dollars (or null / '' for "not used"); exactly one of the three is set. */
const legacyAmountField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .meta({ description: 'Dollars with up to 2 decimals; empty or null when not used.' });
/** The body of POST /api/admin/special and PUT /api/special/{id}, as the description shows it. */
const specialChangeBody = legacySpecialBody.extend({
  name: specialStaffInput.shape.name,
  code: specialStaffInput.shape.code,
  description: specialStaffInput.shape.description,
  expirationDate: specialStaffInput.shape.expirationDate,
  firstTimeOnly: specialStaffInput.shape.firstTimeOnly,
  percentDiscount: legacyAmountField.meta({ description: 'Percent off, more than 0 and at most 100.' }),
  promotionalPrice: legacyAmountField,
  discountAmount: legacyAmountField,
  services: specialStaffInput.shape.services.partial().optional(),
  tailoringItems: specialStaffInput.shape.tailoringItems.partial().optional(),
  dryCleanItems: specialStaffInput.shape.dryCleanItems.partial().optional(),
  // docs/decisions/0092-promotion-limits.md: null is no limit; left out of a change, the saved value stays.
  startDate: specialStaffInput.shape.startDate.meta({
    description: 'The first day the code is valid (New York), on or before the expiration date.',
  }),
  maxUses: specialStaffInput.shape.maxUses.meta({
    description: 'Orders not canceled that may use it, in all.',
  }),
  maxUsesPerCustomer: specialStaffInput.shape.maxUsesPerCustomer.meta({
    description: 'Orders not canceled that may use it, per account or guest e-mail.',
  }),
  minOrderAmount: legacyAmountField.meta({
    description: 'The smallest order (services and products, before the discount), in dollars.',
  }),
});

const idParams = z.object({ id: z.uuid({ error: SPECIAL_MESSAGES.getFailed }) });
const withVersion = z.object({ version: versionSchema.optional() });

/**
 * The staff specials paths of docs/rules/rest-compatibility.md (Super Admin, docs/rules/roles.md, Who may do what). GET /api/specials(/search)
 * is in rest/catalog.ts: staff see expired specials there too.
 */
export async function registerStaffSpecialRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/admin/special',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Add a special',
      body: specialChangeBody,
      answer: { description: 'The new special.', schema: specialAnswer },
      failures: [400, 409],
      example: {
        name: 'Spring',
        code: 'SPRING10',
        expirationDate: '2099-12-31',
        firstTimeOnly: false,
        discountAmount: '5.00',
      },
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      return specialBody(await createSpecial(ctx, actor, specialInput(request.body).input));
    }),
  );

  app.put(
    '/special/:id',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Change a special',
      params: idParams,
      body: specialChangeBody,
      answer: { description: 'The special after the change.', schema: specialAnswer },
      failures: [400, 404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      const { input, version } = specialInput(request.body);
      return specialBody(await updateSpecial(ctx, actor, { ...input, id, version }));
    }),
  );

  app.delete(
    '/special/:id',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Delete a special',
      params: idParams,
      body: withVersion,
      answer: { description: 'Deleted.', schema: successAnswer },
      failures: [400, 404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      const { version } = parseInput(withVersion, request.body ?? {});
      return deleteSpecial(ctx, actor, { id, version });
    }),
  );
}
