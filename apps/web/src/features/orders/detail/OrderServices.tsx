import type { OrderDraft } from '@laundry/validators/order';
import { useId } from 'react';
import type { MessageId } from '../../../i18n/messageIds';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { SERVICE_MESSAGES, serviceName } from '../orderLabels';
import { tr } from '../translate';
import type { OrderServiceLine, OrderView } from './orderView';
import { WeighInComparison } from './WeighInComparison';

const TAILORING_WORDS: Record<string, MessageId> = {
  hem: 'account.order.tailoring.hem',
  taper: 'account.order.tailoring.taper',
  zipper: 'account.order.tailoring.zipper',
  sleeves: 'account.order.tailoring.sleeves',
  patch: 'account.order.tailoring.patch',
  fix: 'account.order.tailoring.fix',
  waist: 'account.order.tailoring.waist',
  lining: 'account.order.tailoring.lining',
};
const STARCH_WORDS: Record<string, MessageId> = {
  noStarch: 'account.order.starch.none',
  lightStarch: 'account.order.starch.light',
  heavyStarch: 'account.order.starch.heavy',
};
const word = (words: Record<string, MessageId>, key: string) => {
  const id = words[key];
  return id ? tr(id) : null;
};

/** What was asked for on one priced row, beyond its item and quantity (dry clean and tailoring choices). */
function rowChoices(line: OrderServiceLine, index: number, draft: OrderDraft): string | null {
  if (line.service === 'dryClean') {
    const item = draft.dryClean?.items[index];
    if (!item) return null;
    const words = [
      item.pressOnly ? tr('account.order.pressOnly') : null,
      item.crease === 'noCrease'
        ? tr('account.order.noCrease')
        : item.crease === 'crease'
          ? tr('account.order.crease')
          : null,
      item.starch ? word(STARCH_WORDS, item.starch) : null,
    ].filter(Boolean);
    return words.length > 0 ? words.join(', ') : null;
  }
  if (line.service === 'tailoring') {
    const item = draft.tailoring?.items[index];
    if (!item) return null;
    const services = item.services.map((s) => word(TAILORING_WORDS, s) ?? s).join(', ');
    return [services, item.instructions ? `“${item.instructions}”` : ''].filter(Boolean).join(' · ') || null;
  }
  if (line.service === 'comforter') {
    const item = draft.comforter?.items[index];
    return item ? (item.type === 'down' ? tr('account.order.down') : tr('account.order.notDown')) : null;
  }
  return null;
}

function weightOf(line: OrderServiceLine, draft: OrderDraft): number | null {
  if (line.service === 'washFold') return draft.washFold?.weightLbs ?? null;
  if (line.service === 'organicWashFold') return draft.organicWashFold?.weightLbs ?? null;
  return null;
}

function Amount({ label, cents, negative = false }: { label: string; cents: number; negative?: boolean }) {
  if (cents === 0) return null;
  return (
    <div className="summary-row">
      <dt className="summary-row__label">{label}</dt>
      <dd className="summary-row__amount">
        {negative ? '−' : ''}
        {formatCents(cents)}
      </dd>
    </div>
  );
}

/**
 * docs/rules/ordering.md, Order detail: every service with its items and quote, the products, express, the
 * surcharges (same-day, minimum delivery, multiple delivery), the promo discount, the tip and the total.
 */
export function OrderServices({ order }: { order: OrderView }) {
  const t = useT();
  const headingId = useId();
  const { totals, draft } = order;
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.order.services')}
      </h2>
      <ul className="detail-services">
        {order.services.map((line) => {
          const weight = weightOf(line, draft);
          return (
            <li key={line.service} className="detail-services__item">
              <div className="summary-row">
                <span className="summary-row__label detail-services__name">
                  {Object.hasOwn(SERVICE_MESSAGES, line.service) ? serviceName(line.service) : line.label}
                </span>
                <span className="summary-row__amount">{formatCents(line.quoteCents)}</span>
              </div>
              {weight !== null ? (
                <p className="detail-services__note">{t('account.order.estimatedWeight', { weight })}</p>
              ) : null}
              {line.rows.length > 0 ? (
                <ul className="detail-services__rows">
                  {line.rows.map((row, index) => {
                    const choices = rowChoices(line, index, draft);
                    return (
                      <li key={`${row.itemId}-${index}`} className="summary-row summary-row--minor">
                        <span className="summary-row__label">
                          {row.quantity} × {row.item}
                          {choices ? <span className="detail-services__choices"> ({choices})</span> : null}
                        </span>
                        <span className="summary-row__amount">{formatCents(row.quoteCents)}</span>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {line.products.length > 0 ? (
                <ul className="detail-services__rows">
                  {line.products.map((product) => (
                    <li key={product.id} className="summary-row summary-row--minor">
                      <span className="summary-row__label">{product.item}</span>
                      <span className="summary-row__amount">{formatCents(product.priceCents)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="summary-totals">
        <Amount
          label={t('account.order.sameDay')}
          cents={totals.dryCleanSurchargeCents + totals.washPressSurchargeCents}
        />
        <Amount label={t('account.order.minimumDelivery')} cents={totals.minimumDeliverySurchargeCents} />
        <Amount label={t('account.order.multipleDelivery')} cents={totals.multipleDeliveryCents} />
        <Amount label={t('account.order.express')} cents={totals.expressCents} />
        <Amount
          label={
            order.promoCode
              ? t('account.order.promoWithCode', { code: order.promoCode })
              : t('account.order.promo')
          }
          cents={totals.totalDiscountAmountCents}
          negative
        />
        <Amount label={t('account.order.tip')} cents={totals.gratuityCents} />
        <div className="summary-row summary-row--total">
          <dt className="summary-row__label">{t('account.order.estimatedTotal')}</dt>
          <dd className="summary-row__amount" data-testid="order-total">
            {formatCents(totals.quoteTotalCents)}
          </dd>
        </div>
        {totals.finalOrderTotalCents !== null && totals.finalOrderTotalCents !== undefined ? (
          <div className="summary-row summary-row--total">
            <dt className="summary-row__label">{t('account.order.finalTotal')}</dt>
            <dd className="summary-row__amount">{formatCents(totals.finalOrderTotalCents)}</dd>
          </div>
        ) : null}
      </dl>
      {/* Issue 36: once weighed, the estimate and the final side by side. */}
      <WeighInComparison order={order} />
    </section>
  );
}
