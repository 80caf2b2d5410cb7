import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { orderThankYouPath, paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useSession } from '../auth/useSession';
import { estimateOrder } from '../ordering/estimate';
import { phoneOrderStore, usePhoneOrder } from '../ordering/phone/phoneOrder';
import { useOrderingPreferences } from '../ordering/preferences';
import { orderStore } from '../ordering/store/orderStore';
import { useOrderCatalog } from '../ordering/useOrderCatalog';
import { useOrderFlow } from '../ordering/useOrderFlow';
import { RepeatChoice } from '../recurring/RepeatChoice';
import { useRepeatAfterCheckout } from '../recurring/useRepeatAfterCheckout';
import { CARD_FORM_NOT_LOADED, CardEntryError, type CardEntryHandle } from './cardEntry';
import { OrderOptions } from './OrderOptions';
import { PaymentSection } from './PaymentSection';
import { NEW_CARD } from './SavedCards';
import { scheduleProblems } from './scheduleCheck';
import { useStandingNote } from './standingNote';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { completeDraft, useServerQuote } from './useServerQuote';

/** Step 4 (docs/rules/ordering.md, The steps; docs/rules/money.md): instructions, express, SMS, the card; validate, authorize, create, thank. */
export function CheckoutForm() {
  const t = useT();
  const { order, dispatch } = useOrderFlow();
  const session = useSession();
  const catalog = useOrderCatalog(order);
  const quote = useServerQuote(order);
  const navigate = useNavigate();
  const entry = useRef<CardEntryHandle | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const customer = session.user?.role === 'Customer';
  // A phone order is placed for its customer, with their saved cards (docs/decisions/0087-phone-orders.md).
  const phone = usePhoneOrder(session.isStaff ? session.user?.id : null);
  const forCustomer = phone?.status === 'chosen' ? phone.customer : null;
  const [cardChoice, setCardChoice] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [sms, setSms] = useState((forCustomer ?? session.user)?.sms ?? false);
  // The phone order is known once the session is: the SMS choice then starts at the customer's.
  const phoneSms = forCustomer?.sms;
  useEffect(() => {
    if (phoneSms !== undefined) setSms(phoneSms);
  }, [phoneSms]);
  useStandingNote(order, dispatch, useOrderingPreferences());
  const estimate = useMemo(() => estimateOrder(order, catalog), [order, catalog]);
  const problems = scheduleProblems(order, catalog.settings, Date.now(), session.isStaff);
  // docs/decisions/0094-recurring-series.md: "Repeat" for a customer's own order on a saved card.
  const [repeatEvery, setRepeatEvery] = useState('');
  const repeat = useRepeatAfterCheckout();
  const { submit, busy, error, endSubmission } = useCheckoutSubmit(async (placed) => {
    if (repeatable && repeatEvery) await repeat(placed.orderId, Number(repeatEvery), savedCard);
    orderStore.markPlaced(placed.orderId);
    if (forCustomer) phoneOrderStore.clear();
    await navigate(orderThankYouPath(placed.orderId, placed.priceChanged));
  });
  // Another card is another submission: a retry must not charge the card the customer left, nor send
  // the open submission's key with a new payment method.
  const chooseCard = useCallback(
    (value: string) => {
      setCardChoice(value);
      endSubmission();
    },
    [endSubmission],
  );

  const draft = completeDraft(order);
  const server = quote.data;
  const serverMessages = (server?.messages ?? []).filter(
    (m) => m !== server?.promoError && !problems.includes(m),
  );
  const blocked = !draft || problems.length > 0 || Boolean(server?.promoError);
  const savedCard = cardChoice !== '' && cardChoice !== NEW_CARD ? cardChoice : null;
  const repeatable = customer && !forCustomer && (savedCard !== null || saveCard);

  // A refused order (a declined card, a payment error): the message takes the focus the busy Place Order button
  // let go of, so it is read out and the next Tab leads back to Place Order (docs/decisions/0052-web-phones-and-keyboard.md).
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blocked || !draft) return;
    const paymentMethodId = async () => {
      if (savedCard) return savedCard;
      if (!entry.current) throw new CardEntryError(CARD_FORM_NOT_LOADED);
      return entry.current.createPaymentMethod();
    };
    void submit(paymentMethodId, {
      order: draft,
      saveCard: customer && !savedCard && saveCard,
      sms,
      ...(forCustomer ? { forCustomer: { userId: forCustomer.id } } : {}),
      clientQuoteTotalCents: server?.quoteTotalCents ?? estimate?.quoteTotalCents ?? 0,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ordering.checkout.title')}>
      {problems.map((message) => (
        <Banner
          key={message}
          tone="error"
          className="checkout-problem"
          actions={<Link to={paths.orderSchedule}>{t('ordering.checkout.updateSchedule')}</Link>}
        >
          <p>{inPageLanguage(message)}</p>
        </Banner>
      ))}
      {serverMessages.map((message) => (
        <Banner key={message} tone="error" className="checkout-problem">
          <p>{inPageLanguage(message)}</p>
        </Banner>
      ))}
      <OrderOptions order={order} dispatch={dispatch} sms={sms} onSms={setSms} />
      <PaymentSection
        entry={entry}
        customer={customer}
        phoneCustomerId={forCustomer?.id}
        cardChoice={cardChoice}
        onCardChoice={chooseCard}
        onCardEdit={endSubmission}
        saveCard={saveCard}
        onSaveCard={setSaveCard}
      />
      {customer && !forCustomer ? (
        <RepeatChoice value={repeatEvery} onChange={setRepeatEvery} disabled={!repeatable} />
      ) : null}
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="checkout-error">
          <Banner tone="error" className="checkout-problem">
            <p>{inPageLanguage(error)}</p>
          </Banner>
        </div>
      ) : null}
      <div className="button-row">
        <Button type="submit" size="lg" variant="accent" busy={busy} disabled={blocked}>
          {t('ordering.checkout.placeOrder')}
        </Button>
      </div>
    </form>
  );
}
