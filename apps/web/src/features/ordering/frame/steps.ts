import { paths } from '../../../routes/paths';
import { type LocalOrder, orderServices } from '../store/localOrder';

export type OrderStep = 'address' | 'services' | 'schedule' | 'checkout';

export interface StepLink {
  step: OrderStep;
  label: string;
  to: string;
}

/** docs/rules/ordering.md, The steps: Location, services, Schedule, Checkout; the edit flow has no schedule step. */
export function flowSteps(mode: 'new' | 'edit'): StepLink[] {
  const steps: StepLink[] = [
    { step: 'address', label: 'Location', to: mode === 'edit' ? paths.orderEdit : paths.orderAddress },
    { step: 'services', label: 'Services', to: paths.orderServices },
    { step: 'schedule', label: 'Schedule', to: paths.orderSchedule },
    { step: 'checkout', label: 'Checkout', to: paths.orderCheckout },
  ];
  return mode === 'edit' ? steps.filter((s) => s.step !== 'schedule') : steps;
}

/** The first step the order still lacks, or null when every step before `step` is done. */
export function missingStepBefore(
  step: OrderStep,
  order: LocalOrder,
  mode: 'new' | 'edit',
): OrderStep | null {
  if (step === 'address') return null;
  if (!order.address) return 'address';
  if (step === 'services') return null;
  if (orderServices(order).length === 0) return 'services';
  if (step === 'schedule' || mode === 'edit') return null;
  return order.schedule ? null : 'schedule';
}
