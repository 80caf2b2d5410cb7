import { perLbCents, weightHundredths } from './money';
import { isWashFoldKind, type ServiceKey } from './services';

/** docs/rules/scheduling.md, Express delivery: express needs a combined weight over 9 lbs ... */
export const EXPRESS_MINIMUM_LBS = 9;
/** ... and a pick-up window starting before 18:00 (6pm) ... */
export const EXPRESS_PICK_UP_BEFORE_HOUR = 18;
/** ... and adds $0.40 per lb. */
export const EXPRESS_PER_LB_CENTS = 40;

export interface ExpressQuery {
  services: readonly ServiceKey[];
  /** Combined estimated weight of wash and fold and organic wash and fold, in lbs. */
  weightLbs: number;
  pickUpHour: number;
}

/**
 * Whether 3-hour express delivery may be offered (docs/rules/scheduling.md, Express delivery):
 * only wash and fold and/or organic wash and fold with no other service, a combined weight over 9 lbs
 * (9.00 is not, 9.01 is), and a pick-up window starting before 18:00.
 */
export function isExpressEligible({ services, weightLbs, pickUpHour }: ExpressQuery): boolean {
  return (
    services.length > 0 &&
    services.every(isWashFoldKind) &&
    weightHundredths(weightLbs) > EXPRESS_MINIMUM_LBS * 100 &&
    pickUpHour < EXPRESS_PICK_UP_BEFORE_HOUR
  );
}

/**
 * The express charge: $0.40 per lb of the combined wash and fold weight, rounded half away from zero to
 * the cent (9.01 lbs -> 360 cents). docs/decisions/0005-pricing-express-weight.md.
 */
export function expressDeliveryCents(weightLbs: number): number {
  return perLbCents(EXPRESS_PER_LB_CENTS, weightHundredths(weightLbs));
}
