import { useParams } from 'react-router-dom';
import { NotFound } from '../../features/layout/NotFound';
import { OrderFrame } from '../../features/order/frame/OrderFrame';
import { StepHeading } from '../../features/order/frame/StepHeading';
import { ComforterStep } from '../../features/order/services/ComforterStep';
import { DryCleanStep } from '../../features/order/services/DryCleanStep';
import { serviceBySlug } from '../../features/order/services/serviceMeta';
import { TailoringStep } from '../../features/order/services/TailoringStep';
import { WashPressStep } from '../../features/order/services/WashPressStep';
import { WeightStep } from '../../features/order/services/WeightStep';
import { useOrderFlow } from '../../features/order/useOrderFlow';

function ServiceForm({ slug }: { slug: string }) {
  switch (slug) {
    case 'washfold':
      return <WeightStep kind="washFold" />;
    case 'organicwashfold':
      return <WeightStep kind="organicWashFold" />;
    case 'washpress':
      return <WashPressStep />;
    case 'dryclean':
      return <DryCleanStep />;
    case 'tailoring':
      return <TailoringStep />;
    default:
      return <ComforterStep />;
  }
}

/** One step per service (docs/rules/ordering.md, The steps); an unknown service is a page that does not exist. */
export function OrderServiceStep() {
  const { service: slug } = useParams();
  const { mode } = useOrderFlow();
  const service = serviceBySlug(slug);
  if (!service) return <NotFound />;
  return (
    <OrderFrame step="services" title={service.label}>
      <div key={`${service.slug}-${mode}`}>
        <p className="eyebrow">{service.label}</p>
        <StepHeading id="service-step-title">{service.heading}</StepHeading>
        <ServiceForm slug={service.slug} />
      </div>
    </OrderFrame>
  );
}
