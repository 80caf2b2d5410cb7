import { FOR_CUSTOMER_MESSAGE, placeOrderInputSchema, quoteInputSchema } from '@laundry/validators/checkout';
import { z } from 'zod';
import { placeOrder } from '../services/orders/placeOrder';
import { quoteOrder } from '../services/orders/quote';
import { listCustomerSavedCards } from '../services/payments/savedCards';
import { guestProcedure, publicProcedure, router, staffProcedure } from '../trpc';

const placedOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  quoteTotalCents: z.int(),
  amountAuthorizedCents: z.int(),
  priceChanged: z.boolean(),
});

const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});

export const checkoutRouter = router({
  /** The server's price of a draft for live display, with the promo error when the code fails. */
  quote: publicProcedure.input(quoteInputSchema).query(({ ctx, input }) => quoteOrder(ctx, input)),
  /** docs/rules/ordering.md, The steps (checkout): validate, hold the card, place the order. */
  placeOrder: guestProcedure
    .input(placeOrderInputSchema)
    .output(placedOrderSchema)
    .mutation(({ ctx, input }) => placeOrder(ctx, input)),
  /** A phone order's card choice: the customer's saved cards, staff only (docs/decisions/0087-phone-orders.md). */
  customerCards: staffProcedure
    .input(z.object({ userId: z.uuid({ error: FOR_CUSTOMER_MESSAGE }) }))
    .output(z.array(savedCardSchema))
    .query(({ ctx, input }) => listCustomerSavedCards(ctx, input.userId)),
});
