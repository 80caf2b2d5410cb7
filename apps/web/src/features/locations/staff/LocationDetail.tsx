import { LOCATION_MESSAGES } from '@laundry/validators/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ConfirmDelete } from '../../staffLists/ConfirmDelete';
import { DetailFields } from '../../staffLists/DetailFields';
import { LocationForm } from './LocationForm';

const PinMap = lazy(() => import('./PinMap'));

/** A location's detail view (docs/rules/staff-screens.md, Locations: Edit, Cancel and Delete; docs/rules/staff-screens.md, Detail views and add forms). */
export function LocationDetail({ id, onClose }: { id: string; onClose: (notice?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const location = useQuery(trpc.locations.get.queryOptions({ id }));
  const update = useMutation(trpc.locations.update.mutationOptions());
  const remove = useMutation(trpc.locations.delete.mutationOptions());
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.locations.list.pathFilter()),
      // The public finder and the stores of the user form list it too.
      queryClient.invalidateQueries(trpc.catalog.locations.pathFilter()),
    ]);

  if (location.isPending) return <Spinner label="Loading location…" />;
  if (location.isError) {
    return (
      <>
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(location.error, LOCATION_MESSAGES.getFailed)}</p>
        </Banner>
        <Button variant="secondary" onClick={() => onClose()}>
          Back to locations
        </Button>
      </>
    );
  }
  const current = location.data;

  return (
    <section className="staff-admin__panel" aria-labelledby="location-detail-title">
      <h2 id="location-detail-title">{current.name || current.address}</h2>
      {saved && !editing ? (
        <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => setSaved(false)}>
          <p>The location has been updated.</p>
        </Banner>
      ) : null}
      {remove.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(remove.error, LOCATION_MESSAGES.deleteFailed)}</p>
        </Banner>
      ) : null}
      {editing ? (
        <LocationForm
          label="Edit this location"
          initial={{
            name: current.name,
            address: current.address,
            city: current.city,
            state: current.state,
            zip: current.zip,
            phone: current.phone,
            hours: current.hours,
            lat: String(current.lat),
            long: String(current.long),
          }}
          busy={update.isPending}
          error={update.isError ? userMessage(update.error, LOCATION_MESSAGES.updateFailed) : null}
          onSave={async (values) => {
            try {
              const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
              queryClient.setQueryData(trpc.locations.get.queryKey({ id }), next);
              await refreshLists();
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
              ['Name', current.name],
              ['Address', current.address],
              ['City', current.city],
              ['State', current.state],
              ['Zip', current.zip],
              ['Phone', current.phone],
              ['Hours', current.hours],
              ['Latitude', String(current.lat)],
              ['Longitude', String(current.long)],
            ]}
          />
          <Suspense fallback={<Spinner label="Loading map…" />}>
            <PinMap lat={current.lat} long={current.long} label={current.name || current.address} />
          </Suspense>
          <div className="staff-admin__actions">
            <Button
              onClick={() => {
                setSaved(false);
                remove.reset();
                setEditing(true);
              }}
            >
              Edit
            </Button>
            <Button variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            <ConfirmDelete
              what="this location"
              busy={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync({ id: current.id, version: current.version });
                  await refreshLists();
                  onClose(`${current.name || current.address} was deleted.`);
                } catch {
                  // the banner shows remove.error
                }
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
