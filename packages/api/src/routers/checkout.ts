import { placeOrderInputSchema, quoteInputSchema } from '@laundry/validators/checkout';
import { z } from 'zod';
import { placeOrder } from '../services/orders/placeOrder';
import { quoteOrder } from '../services/orders/quote';
import { guestProcedure, publicProcedure, router } from '../trpc';

const placedOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  quoteTotalCents: z.int(),
  amountAuthorizedCents: z.int(),
  priceChanged: z.boolean(),
});

export const checkoutRouter = router({
  /** The server's price of a draft for live display, with the promo error when the code fails. */
  quote: publicProcedure.input(quoteInputSchema).query(({ ctx, input }) => quoteOrder(ctx, input)),
  /** docs/rules/ordering.md, The steps (checkout): validate, hold the card, place the order. */
  placeOrder: guestProcedure
    .input(placeOrderInputSchema)
    .output(placedOrderSchema)
    .mutation(({ ctx, input }) => placeOrder(ctx, input)),
});
