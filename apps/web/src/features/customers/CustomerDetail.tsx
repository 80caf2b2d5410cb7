import { customerFormValues, STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { telHref } from '../../ui/PhoneText';
import { Spinner } from '../../ui/Spinner';
import { CustomerSeries } from '../recurring/MySeries';
import { DetailFields } from '../staffLists/DetailFields';
import { CustomerForm } from './CustomerForm';
import { CustomerOrders } from './CustomerOrders';
import { CustomerPreferences } from './CustomerPreferences';

/**
 * A customer's detail view (docs/rules/staff-screens.md, Customers; docs/rules/staff-screens.md, Detail views and add forms): loaded by id when it opens, read-only with an
 * Edit toggle, and the customer's orders under it.
 */
export function CustomerDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const detail = useQuery(trpc.customers.get.queryOptions({ id }));
  const update = useMutation(trpc.customers.update.mutationOptions());

  if (detail.isPending) return <Spinner label="Loading customer…" />;
  if (detail.isError) {
    return (
      <>
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(detail.error, STAFF_PEOPLE_MESSAGES.getCustomerFailed)}</p>
        </Banner>
        <Button variant="secondary" onClick={onClose}>
          Back to customers
        </Button>
      </>
    );
  }
  const { customer, orders } = detail.data;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;

  return (
    <>
      <section className="staff-admin__panel" aria-labelledby="customer-detail-title">
        <h2 id="customer-detail-title">{name}</h2>
        {saved && !editing ? (
          <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => setSaved(false)}>
            <p>The customer has been updated.</p>
          </Banner>
        ) : null}
        {editing ? (
          <CustomerForm
            label="Edit this customer"
            initial={customerFormValues(customer)}
            busy={update.isPending}
            error={
              update.isError ? userMessage(update.error, STAFF_PEOPLE_MESSAGES.updateCustomerFailed) : null
            }
            onSave={async (values) => {
              try {
                const next = await update.mutateAsync({
                  ...values,
                  id: customer.id,
                  version: customer.version,
                });
                queryClient.setQueryData(trpc.customers.get.queryKey({ id }), { customer: next, orders });
                await queryClient.invalidateQueries(trpc.customers.list.pathFilter());
                setSaved(true);
                setEditing(false);
              } catch {
                // the form shows update.error
              }
            }}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        ) : (
          <>
            <DetailFields
              rows={[
                ['First name', customer.firstName],
                ['Last name', customer.lastName],
                ['Email', customer.emailVerified ? customer.email : `${customer.email} (not verified yet)`],
                // Tappable on a phone (docs/rules/staff-screens.md, Staff on a phone).
                ['Phone', customer.phone ? <a href={telHref(customer.phone)}>{customer.phone}</a> : null],
                ['Address', customer.address],
                ['Address line 2', customer.addressLine2],
                ['City', customer.city],
                ['State', customer.state],
                ['Zip', customer.zip],
                ['Text notifications', customer.sms ? 'Yes' : 'No'],
                [
                  'Password',
                  customer.hasPassword ? 'Set' : 'Not set yet (a link to choose one was e-mailed)',
                ],
              ]}
            />
            <div className="staff-admin__actions">
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </section>
      <CustomerPreferences userId={customer.id} />
      <CustomerSeries userId={customer.id} />
      <CustomerOrders orders={orders} />
    </>
  );
}
