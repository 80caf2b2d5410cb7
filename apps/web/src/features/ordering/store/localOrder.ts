import { SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import type {
  ComforterDraft,
  DryCleanDraft,
  OrderAddress,
  OrderSchedule,
  TailoringDraft,
  WashFoldDraft,
  WashPressDraft,
} from '@laundry/validators/order';

/** The draft of each service, by its key in `orderDraftSchema`. */
export interface ServiceDrafts {
  washFold: WashFoldDraft;
  organicWashFold: WashFoldDraft;
  washPress: WashPressDraft;
  dryClean: DryCleanDraft;
  tailoring: TailoringDraft;
  comforter: ComforterDraft;
}

/**
 * The order being built (docs/rules/ordering.md, The steps, Local order), shaped like `orderDraftSchema` of
 * packages/validators/src/order.ts: once every step is done it is sent to the server as it is.
 */
export type LocalOrder = { [K in ServiceKey]?: ServiceDrafts[K] } & {
  address?: OrderAddress;
  schedule?: OrderSchedule;
  isExpressDelivery: boolean;
  gratuityCents: number;
  promoCode?: string;
  instructions: string;
};

/** An existing order opened by staff in /app/order/edit, held apart from the local order (docs/rules/ordering.md, The steps). */
export interface EditOrder {
  orderId: string;
  orderNumber: number;
  /** The order's version when the edit was loaded: the update is refused if the order changed since. */
  version?: number | undefined;
  sms: boolean;
  order: LocalOrder;
}

export const emptyOrder = (): LocalOrder => ({
  isExpressDelivery: false,
  gratuityCents: 0,
  instructions: '',
});

/** The services in the product's order (packages/domain/src/services.ts). */
export const SERVICE_ORDER: readonly ServiceKey[] = SERVICE_KEYS;

/** The services on the order, in the product's order. */
export function orderServices(order: LocalOrder): ServiceKey[] {
  return SERVICE_ORDER.filter((key) => order[key] !== undefined);
}
