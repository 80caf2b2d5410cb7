import { Link, Navigate } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messageIds';
import { useT } from '../../../i18n/useT';
import { cx } from '../../../ui/cx';
import type { LocalOrder } from '../store/localOrder';
import { flowSteps, missingStepBefore, type OrderStep } from './steps';

/** Each step's name in the page's language (steps.ts names them in English). */
const STEP_NAMES: Record<OrderStep, MessageId> = {
  address: 'ordering.steps.address',
  services: 'ordering.steps.services',
  schedule: 'ordering.steps.schedule',
  checkout: 'ordering.steps.checkout',
};

interface ProgressBarProps {
  step: OrderStep;
  order: LocalOrder;
  mode: 'new' | 'edit';
}

/**
 * The steps of the flow, each a link once reachable. docs/rules/ordering.md, The steps: the progress bar sends the user back
 * to the address step when the order has no address (and, likewise, to the first step still missing).
 */
export function ProgressBar({ step, order, mode }: ProgressBarProps) {
  const t = useT();
  const steps = flowSteps(mode);
  const missing = missingStepBefore(step, order, mode);
  if (missing) {
    const target = steps.find((s) => s.step === missing);
    if (target) return <Navigate to={target.to} replace />;
  }
  const currentIndex = steps.findIndex((s) => s.step === step);
  return (
    <nav aria-label={t('ordering.steps.label')} className="order-progress">
      <ol className="order-progress__list">
        {steps.map((s, index) => {
          const current = s.step === step;
          const reachable = missingStepBefore(s.step, order, mode) === null;
          const className = cx(
            'order-progress__step',
            current && 'is-current',
            index < currentIndex && 'is-done',
          );
          return (
            <li key={s.step} className={className}>
              {reachable && !current ? (
                <Link to={s.to} className="order-progress__link">
                  <span className="order-progress__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {t(STEP_NAMES[s.step])}
                </Link>
              ) : (
                <span className="order-progress__link" aria-current={current ? 'step' : undefined}>
                  <span className="order-progress__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {t(STEP_NAMES[s.step])}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
