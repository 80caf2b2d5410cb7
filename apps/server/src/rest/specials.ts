import {
  createSpecial,
  deleteSpecial,
  type StaffSpecialView,
  updateSpecial,
} from '@laundry/api/services/staff/specials';
import { noDryCleanItems, noServices, noTailoringItems } from '@laundry/db';
import { DOLLAR_AMOUNT_PATTERN, dollarsToCents } from '@laundry/validators/pricing';
import { SPECIAL_MESSAGES, specialStaffInput } from '@laundry/validators/specials';
import { versionSchema } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { dollars, parseInput, restHandler } from './http';
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

export const legacySpecialBody = z
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

export const idParams = z.object({ id: z.uuid({ error: SPECIAL_MESSAGES.getFailed }) });
export const withVersion = z.object({ version: versionSchema.optional() });

/**
 * The staff specials paths of docs/rules/rest-compatibility.md (Super Admin, docs/rules/roles.md, Who may do what). GET /api/specials(/search)
 * is in rest/catalog.ts: staff see expired specials there too.
 */
export async function registerStaffSpecialRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/admin/special',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      return specialBody(await createSpecial(ctx, actor, specialInput(request.body).input));
    }),
  );

  app.put(
    '/special/:id',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      const { input, version } = specialInput(request.body);
      return specialBody(await updateSpecial(ctx, actor, { ...input, id, version }));
    }),
  );

  app.delete(
    '/special/:id',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      const { version } = parseInput(withVersion, request.body ?? {});
      return deleteSpecial(ctx, actor, { id, version });
    }),
  );
}
