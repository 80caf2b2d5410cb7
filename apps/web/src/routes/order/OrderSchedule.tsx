import { ComingSoon } from '../../ui/ComingSoon';

export function OrderSchedule() {
  return <ComingSoon title="Schedule Pick-up and Delivery" />;
}
