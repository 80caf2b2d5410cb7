import './weighIn.css';
import { SERVICE_KEYS, type ServiceKey } from '@laundry/domain/services';
import { SERVICE_LABELS } from '@laundry/pricing';
import { formatCents } from '../../../lib/money';
import type { OrderView } from './orderView';
import { newYorkTime } from './timelineText';
import { differenceText } from './weighIn';

type Line = { quoteCents: number; rows: Array<{ quantity: number }>; draft?: unknown };

/** A line's amount received or expected: '10 lbs' for wash and fold, '3 items' for the per-item services. */
function amountText(service: ServiceKey, line: Line | undefined, draft: unknown): string {
  if (!line) return 'None';
  if (service === 'washFold' || service === 'organicWashFold') {
    const weight = (draft as { weightLbs?: unknown } | null | undefined)?.weightLbs;
    return typeof weight === 'number' ? `${weight} lbs` : '';
  }
  const pieces = line.rows.reduce((sum, row) => sum + row.quantity, 0);
  return `${pieces} ${pieces === 1 ? 'item' : 'items'}`;
}

function Cell({ text, cents, negative = false }: { text?: string; cents: number; negative?: boolean }) {
  const money = negative && cents > 0 ? `−${formatCents(cents)}` : formatCents(cents);
  return text ? (
    <td>
      {text}
      <span className="weigh-compare__amount">{money}</span>
    </td>
  ) : (
    <td>{money}</td>
  );
}

/**
 * The estimate and the final side by side (issue 36; docs/decisions/0082-orders-weigh-in.md), for staff and the
 * customer: each service as estimated and as weighed, then the surcharges, promotion, tip and totals.
 */
export function WeighInComparison({ order }: { order: OrderView }) {
  const weighIn = order.weighIn;
  if (!weighIn) return null;
  const estimate = order.totals;
  const final = weighIn.totals;
  const services = SERVICE_KEYS.flatMap((service) => {
    const before = order.services.find((line) => line.service === service);
    const after = weighIn.services.find((line) => line.service === service);
    if (!before && !after) return [];
    return [{ service, before, after }];
  });
  const charges: Array<{ label: string; before: number; after: number; negative?: boolean }> = [
    { label: 'Products', before: estimate.productsCents, after: final.productsCents },
    {
      label: 'Same-day surcharge',
      before: estimate.dryCleanSurchargeCents + estimate.washPressSurchargeCents,
      after: final.dryCleanSurchargeCents + final.washPressSurchargeCents,
    },
    {
      label: 'Minimum delivery surcharge',
      before: estimate.minimumDeliverySurchargeCents,
      after: final.minimumDeliverySurchargeCents,
    },
    {
      label: 'Multiple delivery charge',
      before: estimate.multipleDeliveryCents,
      after: final.multipleDeliveryCents,
    },
    { label: 'Express delivery', before: estimate.expressCents, after: final.expressCents },
    {
      label: order.promoCode ? `Promo discount (${order.promoCode})` : 'Promo discount',
      before: estimate.totalDiscountAmountCents,
      after: final.totalDiscountAmountCents,
      negative: true,
    },
    { label: 'Tip', before: estimate.gratuityCents, after: final.gratuityCents },
  ].filter((row) => row.before !== 0 || row.after !== 0);
  return (
    <div className="weigh-compare__frame">
      <table className="weigh-compare">
        <caption>Estimate and final</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Estimate</th>
            <th scope="col">Final</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          {services.map(({ service, before, after }) => {
            const beforeCents = before?.quoteCents ?? 0;
            const afterCents = after?.quoteCents ?? 0;
            return (
              <tr key={service}>
                <th scope="row">{SERVICE_LABELS[service]}</th>
                <Cell text={amountText(service, before, order.draft[service])} cents={beforeCents} />
                <Cell text={amountText(service, after, after?.draft)} cents={afterCents} />
                <td>{differenceText(afterCents - beforeCents)}</td>
              </tr>
            );
          })}
          {charges.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <Cell cents={row.before} negative={row.negative} />
              <Cell cents={row.after} negative={row.negative} />
              <td>{differenceText(row.negative ? row.before - row.after : row.after - row.before)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="weigh-compare__total">
            <th scope="row">Total</th>
            <td>{formatCents(estimate.quoteTotalCents)}</td>
            <td data-testid="weigh-in-final-total">{formatCents(final.totalCents)}</td>
            <td>{differenceText(final.totalCents - estimate.quoteTotalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="weigh-compare__notes">
        Weighed {newYorkTime(weighIn.weighedAt)}
        {weighIn.weighedBy ? ` by ${weighIn.weighedBy}` : ''}.
      </p>
      {weighIn.notes ? <p className="weigh-compare__notes">Notes from the counter: {weighIn.notes}</p> : null}
    </div>
  );
}
