import { Navigate } from 'react-router-dom';
import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { ScheduleForm } from '../../features/ordering/schedule/ScheduleForm';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { useT } from '../../i18n/useT';
import { paths } from '../paths';

/** Step 3 (docs/rules/ordering.md, The steps): pick-up and delivery. Unavailable in edit mode: the order keeps its schedule. */
export function OrderSchedule() {
  const t = useT();
  const { mode } = useOrderFlow();
  if (mode === 'edit') return <Navigate to={paths.orderCheckout} replace />;
  return (
    <OrderFrame step="schedule" title={t('ordering.schedule.title')}>
      <StepHeading>{t('ordering.schedule.title')}</StepHeading>
      <p className="lead">{t('ordering.schedule.lead')}</p>
      <ScheduleForm />
    </OrderFrame>
  );
}
