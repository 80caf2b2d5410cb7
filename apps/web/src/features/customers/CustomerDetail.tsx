import { customerFormValues, STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { telHref } from '../../ui/PhoneText';
import { CustomerSeries } from '../recurring/MySeries';
import { DetailPanel, DetailUnloaded, useDetailEdit } from '../staffLists/StaffDetail';
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
  const detail = useQuery(trpc.customers.get.queryOptions({ id }));
  const update = useMutation(trpc.customers.update.mutationOptions());
  const edit = useDetailEdit('customer', update);

  if (!detail.isSuccess) {
    return (
      <DetailUnloaded
        query={detail}
        noun="customer"
        failed={STAFF_PEOPLE_MESSAGES.getCustomerFailed}
        onClose={onClose}
      />
    );
  }
  const { customer, orders } = detail.data;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;

  return (
    <>
      <DetailPanel
        noun="customer"
        title={name}
        edit={edit}
        form={
          <CustomerForm
            label="Edit this customer"
            initial={customerFormValues(customer)}
            busy={update.isPending}
            error={
              update.isError ? userMessage(update.error, STAFF_PEOPLE_MESSAGES.updateCustomerFailed) : null
            }
            onSave={(values) =>
              edit.save(async () => {
                const next = await update.mutateAsync({
                  ...values,
                  id: customer.id,
                  version: customer.version,
                });
                queryClient.setQueryData(trpc.customers.get.queryKey({ id }), { customer: next, orders });
                await queryClient.invalidateQueries(trpc.customers.list.pathFilter());
              })
            }
            onCancel={edit.cancelEditing}
          />
        }
        fields={[
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
          ['Password', customer.hasPassword ? 'Set' : 'Not set yet (a link to choose one was e-mailed)'],
        ]}
        onClose={onClose}
      />
      <CustomerPreferences userId={customer.id} />
      <CustomerSeries userId={customer.id} />
      <CustomerOrders orders={orders} />
    </>
  );
}
