import { SPECIAL_MESSAGES } from '@laundry/validators/specials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Button } from '../../../ui/Button';
import { DetailPanel, DetailUnloaded, useDetailEdit } from '../../staffLists/StaffDetail';
import { SpecialForm, specialFormValues } from './SpecialForm';
import {
  applicableServices,
  DRY_CLEAN_ITEM_CHOICES,
  expiresLabel,
  money,
  percent,
  TAILORING_ITEM_CHOICES,
  usesLabel,
  yesNo,
} from './specialLabels';

interface SpecialDetailProps {
  id: string;
  onClose: (notice?: string) => void;
  /** docs/rules/staff-screens.md, Specials; docs/rules/messages.md, Public site, accounts and staff screens: errors: the specials screen shows its errors in one banner. */
  onError: (message: string | null) => void;
}

/** A special's detail view (docs/rules/staff-screens.md, Specials: Edit, Cancel and Delete), with End Now (docs/decisions/0040-staff-specials.md). */
export function SpecialDetail({ id, onClose, onError }: SpecialDetailProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const special = useQuery(trpc.specials.get.queryOptions({ id }));
  const update = useMutation(trpc.specials.update.mutationOptions());
  const end = useMutation(trpc.specials.end.mutationOptions());
  const remove = useMutation(trpc.specials.delete.mutationOptions());
  const edit = useDetailEdit('special', update);
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.specials.list.pathFilter()),
      queryClient.invalidateQueries(trpc.catalog.specials.pathFilter()),
    ]);

  if (!special.isSuccess) {
    return (
      <DetailUnloaded query={special} noun="special" failed={SPECIAL_MESSAGES.getFailed} onClose={onClose} />
    );
  }
  const current = special.data;
  const flagged = (choices: readonly { key: string; label: string }[], flags: Record<string, boolean>) =>
    choices
      .filter(({ key }) => flags[key])
      .map(({ label }) => label)
      .join(', ');

  return (
    <DetailPanel
      noun="special"
      title={current.name}
      edit={edit}
      form={
        <SpecialForm
          label="Edit this special"
          initial={specialFormValues(current)}
          keepsPastDate={current.expirationDate}
          busy={update.isPending}
          error={update.isError ? userMessage(update.error, SPECIAL_MESSAGES.getFailed) : null}
          onSave={(values) =>
            edit.save(async () => {
              const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
              queryClient.setQueryData(trpc.specials.get.queryKey({ id }), { ...next, uses: current.uses });
              await refreshLists();
            })
          }
          onCancel={edit.cancelEditing}
        />
      }
      fields={[
        ['Name', current.name],
        ['Code', current.code],
        ['Expires', `${expiresLabel(current.expirationDate)}${current.expired ? ' (expired)' : ''}`],
        ['First-time customers only?', yesNo(current.firstTimeOnly)],
        ['Discount amount', money(current.discountAmountCents)],
        ['% off', percent(current.percentDiscount)],
        ['Promotional price', money(current.promotionalPriceCents)],
        ['Starts', current.startDate ? expiresLabel(current.startDate) : 'Now'],
        ['Total uses', usesLabel(current.maxUses, current.uses)],
        [
          'Uses per customer',
          current.maxUsesPerCustomer === null ? 'No limit' : String(current.maxUsesPerCustomer),
        ],
        ['Minimum order', current.minOrderCents === null ? 'None' : money(current.minOrderCents)],
        ['Applicable services', applicableServices(current)],
        ['Tailoring items', flagged(TAILORING_ITEM_CHOICES, current.tailoringItems)],
        ['Dry clean items', flagged(DRY_CLEAN_ITEM_CHOICES, current.dryCleanItems)],
        ['Description', current.description],
      ]}
      onClose={onClose}
      actionsAfterCancel={
        current.expired ? null : (
          <Button
            variant="secondary"
            busy={end.isPending}
            onClick={async () => {
              onError(null);
              try {
                const next = await end.mutateAsync({ id: current.id, version: current.version });
                queryClient.setQueryData(trpc.specials.get.queryKey({ id }), {
                  ...next,
                  uses: current.uses,
                });
                await refreshLists();
                edit.setSaved('The special has ended: customers are told it has expired.');
              } catch (error) {
                onError(userMessage(error, SPECIAL_MESSAGES.getFailed));
              }
            }}
          >
            End Now
          </Button>
        )
      }
      remove={{
        what: 'this special',
        busy: remove.isPending,
        onConfirm: async () => {
          onError(null);
          try {
            await remove.mutateAsync({ id: current.id, version: current.version });
            await refreshLists();
            onClose(`${current.name} was deleted.`);
          } catch (error) {
            onError(userMessage(error, SPECIAL_MESSAGES.deleteFailed));
          }
        },
      }}
    />
  );
}
