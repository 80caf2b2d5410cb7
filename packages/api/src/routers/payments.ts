import { testCardInputSchema } from '@laundry/validators/checkout';
import { z } from 'zod';
import { createSetupIntent, createTestPaymentMethod, listSavedCards } from '../services/payments/savedCards';
import { guestProcedure, publicProcedure, router, userProcedure } from '../trpc';

const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});

export const paymentsRouter = router({
  /** What the checkout needs: which provider, Stripe's publishable key, and whether to show test cards. */
  config: publicProcedure.query(({ ctx }) => ctx.paymentConfig),
  /** The signed-in customer's saved cards (guests have none: docs/rules/roles.md, Who may do what). */
  methods: userProcedure.output(z.array(savedCardSchema)).query(({ ctx }) => listSavedCards(ctx, ctx.user)),
  /** A SetupIntent's client secret, for saving a card with Stripe Elements. */
  setupIntent: userProcedure
    .output(z.object({ clientSecret: z.string() }))
    .mutation(({ ctx }) => createSetupIntent(ctx, ctx.user)),
  /** Simulated provider only: a payment method from a typed test card (4242 4242 4242 4242, ...). */
  createTestPaymentMethod: guestProcedure
    .input(testCardInputSchema)
    .output(savedCardSchema)
    .mutation(({ ctx, input }) => createTestPaymentMethod(ctx, input)),
});
