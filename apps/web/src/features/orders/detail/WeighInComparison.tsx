import './weighIn.css';
import { SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { serviceName } from '../orderLabels';
import { tr } from '../translate';
import type { OrderView } from './orderView';
import { newYorkTime } from './timelineText';
import { differenceText } from './weighIn';

type Line = { quoteCents: number; rows: Array<{ quantity: number }>; draft?: unknown };

/** A line's amount received or expected: '10 lbs' for wash and fold, '3 items' for the per-item services. */
function amountText(service: ServiceKey, line: Line | undefined, draft: unknown): string {
  if (!line) return tr('account.weighIn.none');
  if (service === 'washFold' || service === 'organicWashFold') {
    const weight = (draft as { weightLbs?: unknown } | null | undefined)?.weightLbs;
    return typeof weight === 'number' ? tr('account.weighIn.weight', { weight }) : '';
  }
  const pieces = line.rows.reduce((sum, row) => sum + row.quantity, 0);
  return tr('account.weighIn.items', { count: pieces });
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
  const t = useT();
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
    { label: t('account.weighIn.products'), before: estimate.productsCents, after: final.productsCents },
    {
      label: t('account.order.sameDay'),
      before: estimate.dryCleanSurchargeCents + estimate.washPressSurchargeCents,
      after: final.dryCleanSurchargeCents + final.washPressSurchargeCents,
    },
    {
      label: t('account.order.minimumDelivery'),
      before: estimate.minimumDeliverySurchargeCents,
      after: final.minimumDeliverySurchargeCents,
    },
    {
      label: t('account.order.multipleDelivery'),
      before: estimate.multipleDeliveryCents,
      after: final.multipleDeliveryCents,
    },
    { label: t('account.order.express'), before: estimate.expressCents, after: final.expressCents },
    {
      label: order.promoCode
        ? t('account.order.promoWithCode', { code: order.promoCode })
        : t('account.order.promo'),
      before: estimate.totalDiscountAmountCents,
      after: final.totalDiscountAmountCents,
      negative: true,
    },
    { label: t('account.order.tip'), before: estimate.gratuityCents, after: final.gratuityCents },
  ].filter((row) => row.before !== 0 || row.after !== 0);
  return (
    <div className="weigh-compare__frame">
      <table className="weigh-compare">
        <caption>{t('account.weighIn.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.weighIn.service')}</th>
            <th scope="col">{t('account.weighIn.estimate')}</th>
            <th scope="col">{t('account.weighIn.final')}</th>
            <th scope="col">{t('account.weighIn.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {services.map(({ service, before, after }) => {
            const beforeCents = before?.quoteCents ?? 0;
            const afterCents = after?.quoteCents ?? 0;
            return (
              <tr key={service}>
                <th scope="row">{serviceName(service)}</th>
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
            <th scope="row">{t('account.weighIn.total')}</th>
            <td>{formatCents(estimate.quoteTotalCents)}</td>
            <td data-testid="weigh-in-final-total">{formatCents(final.totalCents)}</td>
            <td>{differenceText(final.totalCents - estimate.quoteTotalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="weigh-compare__notes">
        {weighIn.weighedBy
          ? t('account.weighIn.weighedAtBy', { at: newYorkTime(weighIn.weighedAt), name: weighIn.weighedBy })
          : t('account.weighIn.weighedAt', { at: newYorkTime(weighIn.weighedAt) })}
      </p>
      {weighIn.notes ? (
        <p className="weigh-compare__notes">{t('account.weighIn.notes', { notes: weighIn.notes })}</p>
      ) : null}
    </div>
  );
}
