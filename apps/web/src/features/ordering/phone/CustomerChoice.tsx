import { type CustomerCreateInput, STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { CustomerForm, EMPTY_CUSTOMER } from '../../customers/CustomerForm';
import { customerName, type PhoneCustomer } from './phoneOrder';

type CustomerRow = RouterOutputs['customers']['list']['rows'][number];

/** How many customers a search shows: a phone order looks for one person, so a short list. */
const CUSTOMER_CHOICE_LIMIT = 10;

const phoneCustomer = (row: CustomerRow): PhoneCustomer => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  address: row.address,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  sms: row.sms,
});

interface CustomerChoiceProps {
  onChoose: (customer: PhoneCustomer) => void;
}

/**
 * The phone order's first step (docs/decisions/0087-phone-orders.md): staff find the customer on the phone by name,
 * e-mail or phone (the Customers screen's search), or add a new customer (an account without a password, e-mailed
 * a link to choose one), and the order is placed for that customer.
 */
export function CustomerChoice({ onChoose }: CustomerChoiceProps) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const found = useQuery({
    ...trpc.customers.list.queryOptions({
      searchtext: searched ?? undefined,
      limit: CUSTOMER_CHOICE_LIMIT,
      sortby: 'firstName',
      sortorder: 1,
    }),
    enabled: searched !== null,
  });
  const create = useMutation(trpc.customers.create.mutationOptions());

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text) setSearched(text);
  };
  const add = async (values: CustomerCreateInput) => {
    try {
      const created = await create.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.customers.list.pathFilter());
      onChoose(phoneCustomer(created));
    } catch {
      // the form shows create.error
    }
  };

  if (adding) {
    return (
      <section aria-labelledby="phone-new-customer">
        <h2 id="phone-new-customer">{t('ordering.phone.newCustomer')}</h2>
        <p>{t('ordering.phone.newCustomerText')}</p>
        <CustomerForm
          label={t('ordering.phone.newCustomer')}
          initial={EMPTY_CUSTOMER}
          busy={create.isPending}
          error={
            create.isError ? userMessage(create.error, STAFF_PEOPLE_MESSAGES.createCustomerFailed) : null
          }
          onSave={add}
          onCancel={() => setAdding(false)}
        />
      </section>
    );
  }

  const rows = found.data?.rows ?? [];
  return (
    <div className="phone-order-choice">
      <form aria-label={t('ordering.phone.find')} onSubmit={search} className="phone-order-choice__search">
        <TextField
          label={t('ordering.phone.search')}
          hint={t('ordering.phone.searchHint')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('ordering.phone.searchButton')}</Button>
      </form>
      {searched === null ? null : found.isPending ? (
        <Spinner label={t('ordering.phone.searching')} />
      ) : found.isError ? (
        <Banner tone="error">
          <p>{inPageLanguage(STAFF_PEOPLE_MESSAGES.searchCustomersFailed)}</p>
        </Banner>
      ) : rows.length === 0 ? (
        <p role="status">{t('ordering.phone.noMatch', { searched })}</p>
      ) : (
        <ul className="phone-order-choice__list" aria-label={t('ordering.phone.found')}>
          {rows.map((row) => (
            <li key={row.id} className="phone-order-choice__row">
              <span className="phone-order-choice__who">
                <strong>{customerName(row)}</strong>
                <span>{row.email}</span>
                {row.phone ? <span>{row.phone}</span> : null}
              </span>
              <Button
                size="sm"
                onClick={() => onChoose(phoneCustomer(row))}
                aria-label={t('ordering.phone.orderForNamed', { name: customerName(row), email: row.email })}
              >
                {t('ordering.phone.orderFor')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('ordering.phone.newCustomer')}
        </Button>
      </div>
    </div>
  );
}
