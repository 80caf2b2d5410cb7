import { useT } from '../../i18n/useT';
import { TextAreaField } from '../../ui/TextField';
import type { LocalOrder } from '../ordering/store/localOrder';
import type { OrderAction } from '../ordering/store/orderReducer';
import { ExpressToggle } from './ExpressToggle';

interface OrderOptionsProps {
  order: LocalOrder;
  dispatch: (action: OrderAction) => void;
  sms: boolean;
  onSms: (sms: boolean) => void;
}

/** The checkout's order options (docs/rules/ordering.md, The steps): optional instructions, express on and off, SMS updates. */
export function OrderOptions({ order, dispatch, sms, onSms }: OrderOptionsProps) {
  const t = useT();
  return (
    <section className="checkout-section" aria-labelledby="options-heading">
      <h2 id="options-heading" className="checkout-section__title">
        {t('ordering.options.title')}
      </h2>
      <ExpressToggle order={order} dispatch={dispatch} />
      <TextAreaField
        label={t('ordering.options.instructions')}
        hint={t('ordering.options.instructionsHint')}
        rows={3}
        maxLength={2000}
        value={order.instructions}
        onChange={(event) => dispatch({ type: 'instructions', text: event.target.value })}
      />
      <label className="checkbox-choice">
        <input type="checkbox" checked={sms} onChange={(event) => onSms(event.target.checked)} />
        {t('ordering.options.sms')}
      </label>
    </section>
  );
}
