import './driver.css';
import type { AppRouter } from '@laundry/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { telHref } from '../../ui/PhoneText';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../ordering/dates';

export type DriverDay = inferRouterOutputs<AppRouter>['driver']['today'];
export type DriverStop = DriverDay['pickups'][number];
type Step = 'pickup' | 'delivery';

const DAY_FALLBACK = 'We could not load your stops. Please try again.';
const STEP_FALLBACK = 'We could not save this stop. Please try again.';

/** The words of each list and its button (docs/decisions/0089-driver-role.md, The screen). */
const STEPS: Record<Step, { heading: string; empty: string; button: string; confirm: string; done: string }> =
  {
    pickup: {
      heading: 'Pick-ups',
      empty: 'No pick-ups left today.',
      button: 'Picked up',
      confirm: 'Mark order #{number} as picked up? The customer is told.',
      done: 'Order #{number} is marked as picked up.',
    },
    delivery: {
      heading: 'Deliveries',
      empty: 'No deliveries left today.',
      button: 'Delivered',
      confirm: 'Mark order #{number} as delivered? The customer is told.',
      done: 'Order #{number} is marked as delivered.',
    },
  };

const withNumber = (text: string, stop: DriverStop) => text.replace('{number}', String(stop.orderNumber));

function addressLine(stop: DriverStop): string {
  const { address } = stop;
  return [address.address, address.address2, address.city, `${address.state} ${address.zip}`]
    .filter((part) => part?.trim())
    .join(', ');
}

function StopCard({ stop, step, onStep }: { stop: DriverStop; step: Step; onStep: () => void }) {
  return (
    <li className="driver-stop" data-testid="driver-stop">
      <div className="driver-stop__head">
        <span className="driver-stop__number">{stop.position}</span>
        <span className="driver-stop__name">{stop.customerName}</span>
        <span className="driver-stop__order">#{stop.orderNumber}</span>
      </div>
      <p className="driver-stop__window">{stop.window.label}</p>
      <p>
        <a className="driver-stop__link" href={telHref(stop.phone)}>
          {stop.phone}
        </a>
      </p>
      <p>
        <a className="driver-stop__link" href={stop.navigationUrl} target="_blank" rel="noreferrer">
          {addressLine(stop)}
        </a>
      </p>
      {stop.instructions.trim() ? (
        <p className="driver-stop__instructions">
          <strong>Instructions:</strong> {stop.instructions}
        </p>
      ) : null}
      <p className="driver-stop__services">{stop.services.map((service) => service.label).join(', ')}</p>
      <Button variant="primary" size="lg" block onClick={onStep}>
        {STEPS[step].button}
      </Button>
    </li>
  );
}

/**
 * /app/driver (docs/decisions/0089-driver-role.md): a driver's stops of today, pick-ups then deliveries, each in
 * route order, with a tap to call, a tap to navigate and a confirmed "Picked up" or "Delivered"; no money.
 */
export function DriverScreen() {
  useDocumentTitle('Today’s route');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const day = useQuery(trpc.driver.today.queryOptions());
  const [pending, setPending] = useState<{ stop: DriverStop; step: Step } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onDone = (answer: DriverDay, stop: DriverStop, step: Step) => {
    queryClient.setQueryData(trpc.driver.today.queryKey(), answer);
    setNotice(withNumber(STEPS[step].done, stop));
    setPending(null);
  };
  const onFailed = (error: unknown) => {
    setFailure(userMessage(error, STEP_FALLBACK));
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: trpc.driver.today.queryKey() });
  };
  const pickedUp = useMutation(trpc.driver.pickedUp.mutationOptions());
  const delivered = useMutation(trpc.driver.delivered.mutationOptions());
  const saving = pickedUp.isPending || delivered.isPending;

  const confirm = () => {
    if (!pending) return;
    const { stop, step } = pending;
    setNotice(null);
    setFailure(null);
    const input = { orderId: stop.orderId, version: stop.version };
    const mutation = step === 'pickup' ? pickedUp : delivered;
    mutation.mutate(input, { onSuccess: (answer) => onDone(answer, stop, step), onError: onFailed });
  };

  if (day.isPending) return <Spinner label="Loading your stops" />;
  if (day.isError) return <Banner tone="error">{userMessage(day.error, DAY_FALLBACK)}</Banner>;
  const data = day.data;

  const list = (step: Step, stops: DriverStop[]) => (
    <section className="driver-list" aria-labelledby={`driver-${step}`}>
      <h2 id={`driver-${step}`}>
        {STEPS[step].heading} ({stops.length})
      </h2>
      {stops.length === 0 ? (
        <p>{STEPS[step].empty}</p>
      ) : (
        <ol className="driver-stops" data-testid={step === 'pickup' ? 'driver-pickups' : 'driver-deliveries'}>
          {stops.map((stop) => (
            <StopCard key={stop.orderId} stop={stop} step={step} onStep={() => setPending({ stop, step })} />
          ))}
        </ol>
      )}
    </section>
  );

  return (
    <div className="driver-screen">
      <h1>Today’s route</h1>
      <p className="driver-screen__subtitle">
        {data.location.name} · {formatDate(data.date)}
      </p>
      {notice ? <Banner tone="success">{notice}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      {list('pickup', data.pickups)}
      {list('delivery', data.deliveries)}
      <Modal
        open={pending !== null}
        title={pending ? STEPS[pending.step].button : ''}
        onClose={() => setPending(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={confirm} disabled={saving}>
              {pending ? `Yes, ${STEPS[pending.step].button.toLowerCase()}` : ''}
            </Button>
          </>
        }
      >
        <p>{pending ? withNumber(STEPS[pending.step].confirm, pending.stop) : null}</p>
      </Modal>
    </div>
  );
}
