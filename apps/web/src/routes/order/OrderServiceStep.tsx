import { useParams } from 'react-router-dom';
import { NotFound } from '../../features/layout/NotFound';
import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { ComforterStep } from '../../features/ordering/services/ComforterStep';
import { DryCleanStep } from '../../features/ordering/services/DryCleanStep';
import { serviceBySlug } from '../../features/ordering/services/serviceMeta';
import { TailoringStep } from '../../features/ordering/services/TailoringStep';
import { WashPressStep } from '../../features/ordering/services/WashPressStep';
import { WeightStep } from '../../features/ordering/services/WeightStep';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const { service: slug } = useParams();
  const { mode } = useOrderFlow();
  const service = serviceBySlug(slug);
  if (!service) return <NotFound />;
  return (
    <OrderFrame step="services" title={t(service.labelId)}>
      <div key={`${service.slug}-${mode}`}>
        <p className="eyebrow">{t(service.labelId)}</p>
        <StepHeading id="service-step-title">{t(service.headingId)}</StepHeading>
        <ServiceForm slug={service.slug} />
      </div>
    </OrderFrame>
  );
}
