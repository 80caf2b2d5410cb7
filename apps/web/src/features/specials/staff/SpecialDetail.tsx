import { SPECIAL_MESSAGES } from '@laundry/validators/specials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ConfirmDelete } from '../../staffLists/ConfirmDelete';
import { DetailFields } from '../../staffLists/DetailFields';
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
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const special = useQuery(trpc.specials.get.queryOptions({ id }));
  const update = useMutation(trpc.specials.update.mutationOptions());
  const end = useMutation(trpc.specials.end.mutationOptions());
  const remove = useMutation(trpc.specials.delete.mutationOptions());
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.specials.list.pathFilter()),
      queryClient.invalidateQueries(trpc.catalog.specials.pathFilter()),
    ]);

  if (special.isPending) return <Spinner label="Loading special…" />;
  if (special.isError) {
    return (
      <>
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(special.error, SPECIAL_MESSAGES.getFailed)}</p>
        </Banner>
        <Button variant="secondary" onClick={() => onClose()}>
          Back to specials
        </Button>
      </>
    );
  }
  const current = special.data;
  const flagged = (choices: readonly { key: string; label: string }[], flags: Record<string, boolean>) =>
    choices
      .filter(({ key }) => flags[key])
      .map(({ label }) => label)
      .join(', ');

  return (
    <section className="staff-admin__panel" aria-labelledby="special-detail-title">
      <h2 id="special-detail-title">{current.name}</h2>
      {saved && !editing ? (
        <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => setSaved(null)}>
          <p>{saved}</p>
        </Banner>
      ) : null}
      {editing ? (
        <SpecialForm
          label="Edit this special"
          initial={specialFormValues(current)}
          keepsPastDate={current.expirationDate}
          busy={update.isPending}
          error={update.isError ? userMessage(update.error, SPECIAL_MESSAGES.getFailed) : null}
          onSave={async (values) => {
            try {
              const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
              queryClient.setQueryData(trpc.specials.get.queryKey({ id }), { ...next, uses: current.uses });
              await refreshLists();
              setSaved('The special has been updated.');
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
          />
          <div className="staff-admin__actions">
            <Button
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              Edit
            </Button>
            <Button variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            {current.expired ? null : (
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
                    setSaved('The special has ended: customers are told it has expired.');
                  } catch (error) {
                    onError(userMessage(error, SPECIAL_MESSAGES.getFailed));
                  }
                }}
              >
                End Now
              </Button>
            )}
            <ConfirmDelete
              what="this special"
              busy={remove.isPending}
              onConfirm={async () => {
                onError(null);
                try {
                  await remove.mutateAsync({ id: current.id, version: current.version });
                  await refreshLists();
                  onClose(`${current.name} was deleted.`);
                } catch (error) {
                  onError(userMessage(error, SPECIAL_MESSAGES.deleteFailed));
                }
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
